import BridgeKBModel
import BridgeKBReaders
import Foundation

/// libFuzzer entry point: any bytes as a Markdown guide (`ja.md`), read through libcmark.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkdown(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
    let file = SourceFile(path: "fuzz/ja.md", guide: "fuzz", declaredLanguage: Language("ja"),
                          format: .markdown, data: bytes)
    _ = MarkdownReader().read(file, diagnostics: DiagnosticEngine())
    return 0
}

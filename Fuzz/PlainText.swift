import BridgeKBModel
import BridgeKBReaders
import Foundation

/// libFuzzer entry point: any bytes as a plain-text guide (`zh-Hans.txt`), then the Markdown writer
/// (the `import` command) on whatever document comes out.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlainText(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
    let file = SourceFile(path: "fuzz/zh-Hans.txt", guide: "fuzz", declaredLanguage: Language("zh-Hans"),
                          format: .plainText, data: bytes)
    let diagnostics = DiagnosticEngine()
    if let document = PlainTextReader().read(file, diagnostics: diagnostics) {
        _ = MarkdownWriter().write(document)
    }
    return 0
}

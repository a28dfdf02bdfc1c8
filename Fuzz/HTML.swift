import BridgeKBModel
import BridgeKBReaders
import Foundation

/// libFuzzer entry point: any bytes as an HTML guide (`zh-Hans.html`), read through libxml2.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
    let file = SourceFile(path: "fuzz/zh-Hans.html", guide: "fuzz", declaredLanguage: Language("zh-Hans"),
                          format: .html, data: bytes)
    _ = HTMLReader().read(file, diagnostics: DiagnosticEngine())
    return 0
}

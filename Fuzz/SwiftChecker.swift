import BridgeKBModel
import BridgeKBChecking
import Foundation

private let checker = SnippetChecker()
private let linter = Linter(configuration: .everything)

/// libFuzzer entry point: the input is Swift source (or anything); the lexer, the classifier, the
/// structural checks, the snippet wrapper and every pitfall rule must take it without crashing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftChecker(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
    let code = String(decoding: bytes, as: UTF8.self)
    let lexed = SwiftLexer.lex(code)
    _ = StructuralChecker.check(lexed, file: "fuzz.swift")
    _ = SnippetClassifier.classify(code)
    _ = checker.check(code: code)
    _ = checker.check(code: code, marker: .bad)
    _ = linter.lint(code, file: "fuzz.swift")
    return 0
}

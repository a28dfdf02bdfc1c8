import Testing
@testable import BridgeKBModel
@testable import BridgeKBExtraction

/// A problem shown by its output: a sentence that says an error comes (`X を付けないと以下のエラーが発生します。`,
/// `升级之后编译报错：`, `Without it you get this error:`) over a listing of the message as the tool prints it.
@Suite struct ShownErrorTests {
    @Test(arguments: [
        ("ja", "サブクラスで `init(coder:)` を書かないと、以下のエラーが発生します。", "'required' initializer 'init(coder:)' must be provided by subclass"),
        ("zh-Hans", "升级到新版 Xcode 之后编译报错：", "error: Sandbox: rsync deny file-write-create"),
        ("en", "Without the attribute the build fails with this error:", "error: converting non-escaping value may allow it to escape"),
    ])
    func aSentenceOverTheErrorsOutputIsAGotcha(language: String, lead: String, message: String) {
        let entries = ShapeFixture.entries(inSection: "\(lead)\n\n```\n\(message)\n```", language: language)
        #expect(entries.count == 1, "\(entries)")
        #expect(entries.first?.kind == .gotcha)
        #expect(entries.first?.source.line == 5)
        #expect(entries.first?.symptom == message)
    }

    /// Not over a listing of code (that is how the error is made, or fixed), nor a sentence that names no error.
    @Test func notOverCodeNorWithoutAnError() {
        let overCode = ShapeFixture.entries(inSection: "Without the attribute the build fails with this error:\n\n```swift\nfunc f(_ g: @escaping () -> Void) {}\n```",
                                            language: "en")
        #expect(overCode.filter { $0.kind == .gotcha }.isEmpty, "\(overCode)")
        let noError = ShapeFixture.entries(inSection: "The console prints the hierarchy:\n\n```\n<UIView: 0x7f; frame = (0 0; 390 844)>\n```",
                                           language: "en")
        #expect(noError.isEmpty, "\(noError)")
    }
}

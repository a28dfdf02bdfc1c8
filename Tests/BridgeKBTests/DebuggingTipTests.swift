import Testing
@testable import BridgeKBModel
@testable import BridgeKBReaders
@testable import BridgeKBExtraction

/// What the labelling rules count out of pitfalls: debugging tips (trouble with the debugging tools
/// themselves) and sections that explain how two things relate.
@Suite struct DebuggingTipTests {
    /// A troubleshooting subsection about a debugging tool (the breakpoint does not fire, the view debugger
    /// shows nothing) helps the reader debug: nothing goes wrong in the app.
    @Test func troubleWithADebuggingToolIsNoPitfall() {
        let entries = ShapeFixture.entries("""
        # Guide

        ## Troubleshooting

        ### Issue: Symbolic breakpoint is never hit

        Check that the symbol is spelled exactly and the breakpoint is enabled.

        ### Issue: Cells overlap after rotation

        The cell's height constraint conflicts with the estimated height, so cells overlap.
        """)
        #expect(entries.map(\.title) == ["Cells overlap after rotation"])
    }

    /// A section whose every remedy is a debugger session (`lldb` listings) is a debugging tip too, whatever the
    /// entry model makes of its heading.
    @Test func aSectionAnsweredOnlyByDebuggerCommandsIsNoPitfall() throws {
        let text = """
        # Guide

        ## Troubleshooting

        ### Issue: Can't tell which view an address is

        **Solution 1**: paint it.
        ```lldb
        expr ((UIView *)0x600000c04000).backgroundColor = [UIColor redColor]
        ```

        **Solution 2**: print its description.
        ```lldb
        po [0x600000c04000 recursiveDescription]
        ```
        """
        #expect(ShapeFixture.entries(text).isEmpty)
        let document = try #require(DocumentParser.parse(SourceFile(path: "fixture/en.md", text: text), diagnostics: DiagnosticEngine()))
        let withModel = EntryExtractor.extract(from: document, vocabulary: .builtIn, model: .builtIn).entries
        #expect(withModel.isEmpty, "\(withModel.map(\.title))")
    }

    /// In Chinese and Japanese too, and in the titles the entry model proposes.
    @Test(arguments: [("zh-Hans", "断点不触发"), ("ja", "ブレークポイントで止まらない"), ("en", "Memory Graph shows nothing"),
                      ("en", "View debugger shows no constraints")])
    func aTitleNamingADebuggingToolIsADebuggingTip(language: String, title: String) {
        #expect(ExplanationHeadingTests.extractor(language).cues.namesDebuggingTool(title), "\(title)")
    }

    @Test(arguments: [("en", "Ignoring console warnings"), ("zh-Hans", "列表不刷新"), ("ja", "画面が固まる")])
    func aTitleNamingTheAppsTroubleIsNot(language: String, title: String) {
        #expect(!ExplanationHeadingTests.extractor(language).cues.namesDebuggingTool(title), "\(title)")
    }

    /// A heading naming how two things relate (`A 與 B 的關係`, `A と B の関係`) explains them.
    @Test(arguments: [("zh-Hant", "UIViewController 與 View 的關係"), ("zh-Hans", "Coordinator 和视图的关系"),
                      ("ja", "ViewController と View の関係")])
    func aHeadingNamingARelationExplains(language: String, title: String) {
        let extractor = ExplanationHeadingTests.extractor(language)
        #expect(extractor.tellsHowItWorks(title), "\(title)")
        #expect(extractor.namesNoTechnique(title), "\(title)")
    }
}

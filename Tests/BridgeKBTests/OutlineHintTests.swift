import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBReaders
@testable import BridgeKBLinking
@testable import BridgeKBBuild

/// A plain-text translation takes the nesting of its aligned source, where the reader could only guess.
@Suite struct OutlineHintTests {
    static let source = """
    # 混编页面的生命周期

    简介。

    ## 三种展示方式

    ### 推入

    ```swift
    let stack = NavigationStack { ProbeView() }
    ```

    ### 弹出

    ```swift
    let sheet = ProbeView().sheet(isPresented: $shown) { Text("a") }
    ```

    ## 和 Objective-C 老代码一起用

    ```swift
    Analytics.shared.trackPage("probe")
    ```
    """

    /// The translation as plain text: nothing tells the reader that the third heading returns to the top.
    static let translation = """
    混在ページのライフサイクル

    はじめに。

    三つの表示方法

    プッシュ

    let stack = NavigationStack { ProbeView() }

    シート

    let sheet = ProbeView().sheet(isPresented: $shown) { Text("a") }

    Objective-C の古いコードと一緒に使う

    Analytics.shared.trackPage("probe")
    """

    func depths(_ document: Document) -> [String] {
        func walk(_ sections: [Section], _ depth: Int) -> [String] {
            sections.flatMap { ["\($0.id)@\(depth)/\($0.level)"] + walk($0.children, depth + 1) }
        }
        return walk(document.sections, 1)
    }

    @Test func aPlainTextTranslationTakesItsSourceTree() throws {
        let source = ReaderFixtures.markdown(Self.source, path: "Content/g/zh-Hans.md")
        let guessed = try #require(TestSupport.parse(Self.translation, path: "Content/g/ja.txt"))
        #expect(depths(guessed).count == 4)
        let (aligned, _) = TranslationAligner.align(source: source, translation: guessed)
        let nested = OutlineHint.nest(aligned, like: source)
        #expect(depths(aligned) != depths(source))
        #expect(depths(nested) == depths(source))
        #expect(nested.allSnippets.map(\.code) == guessed.allSnippets.map(\.code))
        let objc = try #require(nested.sections.last)
        #expect(objc.range.startLine == 15 && objc.range.endLine == 17)
        #expect(nested.sections.first?.range.endLine == 13)
    }

    @Test func aTranslationInMarkupKeepsItsOwnTree() throws {
        let source = ReaderFixtures.markdown(Self.source, path: "Content/g/zh-Hans.md")
        let other = ReaderFixtures.markdown("# T\n\n## A\n\n```swift\nlet stack = NavigationStack { ProbeView() }\n```\n", path: "Content/g/ja.md")
        #expect(OutlineHint.nest(other, like: source) == other)
    }

    @Test func theBuildNestsPlainTextTranslationsLikeTheirSource() throws {
        let files = [SourceFile(path: "Content/g/zh-Hans.md", text: Self.source), SourceFile(path: "Content/g/ja.txt", text: Self.translation)]
        let build = GuidePipeline.run(.init(id: "g", files: files))
        let guide = try #require(build.guide)
        let ja = try #require(guide.document(in: Language("ja")))
        let zh = try #require(guide.document(in: .simplifiedChinese))
        #expect(depths(ja) == depths(zh))
    }
}

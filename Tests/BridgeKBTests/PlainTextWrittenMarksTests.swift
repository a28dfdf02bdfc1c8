import Foundation
import Testing
@testable import BridgeKBModel

/// Headings whose Markdown marks a page showed as text (`## 注意点`, `### デッドロック`): the marks tell
/// how deep each sits relative to the other marked headings.
@Suite struct PlainTextWrittenMarksTests {
    /// `## 注意点` after `### バリア` is one level above it (a sibling of the heading `### バリア` sits
    /// under), and the `###` headings after it are its subsections.
    @Test func fewerMarksAfterMoreGoOneLevelUp() throws {
        let doc = try #require(TestSupport.parse("""
        並列処理のメモ

        はじめに

        並列処理の基本を確かめます。

        その他の API

        ### バリア

        書き込みだけを直列にしたいときに使います。

        ## 注意点

        マルチスレッドでは気をつけることがあります。

        ### データの競合

        同じ変数に同時に書き込むと値が壊れます。

        ### デッドロック

        お互いの完了を待つと処理が止まります。
        """, path: "fixture/ja.txt"))
        #expect(TestSupport.outline(doc) == ["はじめに@1", "その他の API@1", "### バリア@2", "## 注意点@1", "### データの競合@2",
                                             "### デッドロック@2"])
        #expect(doc.sections.last?.title == "注意点")
    }
}

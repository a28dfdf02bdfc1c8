import Foundation
import Testing
@testable import BridgeKBModel

/// Web copies that lost their heading sizes: a section whose text opens by looking back over what came
/// before (`ここまでで…`, `至此…`) closes the part it follows and sits one level up; a question without its
/// predicate (`同時に設定すると？`) is a heading as a defining question is; a heading written to the template
/// of the one before it (`Issue: …` after `Issue: …`) is its sibling; a repeated title keeps its depth.
@Suite struct PlainTextRecapTests {
    func parse(_ text: String, path: String = "fixture/ja.txt") throws -> Document {
        try #require(TestSupport.parse(text, path: path))
    }

    func outline(_ document: Document) -> [String] { TestSupport.outline(document) }

    /// After the subsections of `通信の準備`, a section that opens with `ここまでで` is that section's sibling;
    /// the heading after it keeps its level, so it is a part of the recap's section.
    @Test func aSectionOpeningWithARecapLeavesThePartBeforeIt() throws {
        let doc = try parse("""
        通信の基本

        通信の準備

        URL を作る

        文字列から URL を作ります。失敗すると nil が返ります。

        ヘッダを付ける

        認証に使うトークンをヘッダに入れます。

        送信と受信

        ここまでで作ったリクエストを送り、返ってきたデータを読みます。

        結果の扱い

        ステータスコードを見てから本文を読みます。
        """)
        #expect(outline(doc) == ["通信の準備@1", "URL を作る@2", "ヘッダを付ける@2", "送信と受信@1", "結果の扱い@2"])
    }

    /// The same in Chinese: `至此` looks back over the part before.
    @Test func aChineseRecapLeavesThePartBeforeIt() throws {
        let doc = try parse("""
        列表的性能

        重用单元格

        注册单元格

        先注册单元格的类型，再按标识符取出。

        清理旧内容

        在 prepareForReuse 中清掉上一次显示的图片。

        图片的加载

        至此单元格已经可以重用，接下来看图片怎么加载才不卡。
        """, path: "fixture/zh-Hans.txt")
        #expect(outline(doc) == ["重用单元格@1", "注册单元格@2", "清理旧内容@2", "图片的加载@1"])
    }

    /// `同時に設定すると？` asks what a condition leads to: a heading, beside the section before it.
    @Test func aQuestionWithoutItsPredicateIsAHeading() throws {
        let doc = try parse("""
        検索バーの表示

        検索バーの見た目を決める設定をまとめます。

        背景を暗くする設定

        検索中に背景を暗くするかどうかを選べます。

        古い設定

        以前は別の名前の設定を使っていました。

        同時に設定すると？

        両方を設定すると、古い設定の値が使われます。どちらも使えますが、片方にまとめてください。
        """)
        #expect(outline(doc) == ["背景を暗くする設定@1", "古い設定@1", "同時に設定すると？@1"])
    }

    /// `同時に設定すると？` asks about the subject of the section right before it, so it sits beside that section,
    /// however deep it is — not at the level of an earlier question of another kind (`…とは？` at the top).
    @Test func aQuestionWithoutItsPredicateSitsBesideTheSectionBeforeIt() throws {
        let doc = try parse("""
        検索バーの表示

        検索バーの見た目を決める設定をまとめます。

        検索中に背景を暗くするとは？

        検索中、検索バーの下の内容を暗く表示することです。

        二つの設定

        新しい設定

        iOS 13 から使える設定です。

        古い設定

        iOS 12 まで使われていた設定です。

        同時に設定すると？

        両方を設定すると、古い設定の値が使われます。どちらも使えますが、片方にまとめてください。

        まとめ

        新しい設定だけを使いましょう。
        """)
        let depths = Dictionary(uniqueKeysWithValues: outline(doc).map { line -> (String, String) in
            let parts = line.split(separator: "@")
            return (String(parts[0]), String(parts[1]))
        })
        #expect(depths["同時に設定すると？"] != nil)
        #expect(depths["同時に設定すると？"] == depths["古い設定"])
    }

    /// A question asked as a whole sentence in the text (`どうしてでしょうか？`, `你确定？`) stays text.
    @Test func aQuestionAskedAsASentenceStaysText() throws {
        let doc = try parse("""
        検索バーの表示

        検索バーの見た目を決める設定をまとめます。

        背景を暗くする設定

        検索中に背景を暗くするかどうかを選べます。

        どうしてこうなるのでしょうか？

        古い設定の値が優先されるためです。
        """)
        #expect(outline(doc) == ["背景を暗くする設定@1"])
    }

    /// `Issue: B` after `Issue: A` is A's sibling, even where B opens subsections right below it (the
    /// headings of its solutions) and an earlier section opened subsections too.
    @Test func aHeadingWrittenToThePreviousOnesTemplateStaysItsSibling() throws {
        let doc = try parse("""
        Debugging layout

        This page collects what to check when a layout breaks.

        Troubleshooting

        Issue: Breakpoint Never Hits

        Check that the symbol is spelled exactly and the breakpoint is enabled.

        Issue: View Cannot Be Found

        Background color

        Paint the view red and look for it on screen.

        Recursive description

        Print the hierarchy and search it for the address.

        Issue: Constraints Change at Runtime

        Check the system constraints that cells add.
        """, path: "fixture/en.txt")
        #expect(outline(doc) == ["Troubleshooting@1", "Issue: Breakpoint Never Hits@2", "Issue: View Cannot Be Found@2",
                                 "Background color@3", "Recursive description@3", "Issue: Constraints Change at Runtime@2"])
    }

    /// A page that repeats a subsection's titles under the next step (`In Interface Builder`,
    /// `Programmatically`) puts them at the depth they had under the step before.
    @Test func aRepeatedSubsectionTitleKeepsItsDepth() throws {
        let doc = try parse("""
        Naming things for the debugger

        Names make the console readable.

        Workflow

        Step 1: Name Your Constraints

        Why: the console shows the name instead of an address.

        In Interface Builder (Storyboards)

        Select the constraint and fill in its identifier field.

        Programmatically

        Set the identifier property when you create the constraint.

        Step 2: Name Your Views

        Why: the console shows the label next to the class.

        In Interface Builder

        Select the view and fill in its label field.

        Programmatically

        Set the accessibility identifier when you create the view.
        """, path: "fixture/en.txt")
        #expect(outline(doc) == ["Workflow@1", "Step 1: Name Your Constraints@2", "In Interface Builder (Storyboards)@3",
                                 "Programmatically@3", "Step 2: Name Your Views@2", "In Interface Builder@3", "Programmatically@3"])
    }
}

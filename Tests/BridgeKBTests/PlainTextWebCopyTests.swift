import Foundation
import Testing
@testable import BridgeKBModel

/// Web copies of real pages (a browser's select-all and paste): the title on the first line and a
/// section heading right below it, lines that are never headings (links, repeated link texts,
/// console messages, captions, lead-ins above a listing), and how unnumbered headings nest.
@Suite struct PlainTextWebCopyTests {
    func parse(_ text: String, path: String = "fixture/ja.txt") throws -> Document {
        try #require(TestSupport.parse(text, path: path))
    }

    func outline(_ document: Document) -> [String] { TestSupport.outline(document) }

    // MARK: - The title area

    /// Without a date or source line, the first line is the page's title and a shorter line below it
    /// above the text is the first section's heading, not the title.
    @Test func theFirstLineIsTheTitleAndTheShorterLineBelowItAHeading() throws {
        let doc = try parse("""
        ローカル通知を確実に届けるための設定まとめ(Swift)

        はじめに

        この記事では通知の許可とスケジュールの手順を説明します。

        許可を求める

        最初に一度だけ許可を求めます。
        """)
        #expect(doc.title == "ローカル通知を確実に届けるための設定まとめ(Swift)")
        #expect(outline(doc) == ["はじめに@1", "許可を求める@1"])
    }

    /// The title repeated right below itself (the page's header above its first heading) is the title,
    /// not a section.
    @Test func theTitleRepeatedBelowItselfIsTheTitle() throws {
        let doc = try parse("""
        Gesture Recognizers in Representables

        Gesture Recognizers in Representables

        Use this guide when a screen needs a UIKit gesture recognizer.

        Core principle

        The recognizer belongs to the view.
        """, path: "fixture/en.txt")
        #expect(doc.title == "Gesture Recognizers in Representables")
        #expect(outline(doc) == ["Core principle@1"])
    }

    /// A short line above a much longer one opens the page as its kicker (a site or category name), and a
    /// slug (`some-guide-name`) is a kicker whatever its length.
    @Test func aShorterLineOrASlugAboveTheTitleIsAKicker() throws {
        let category = try parse("""
        界面开发

        在列表里嵌入自定义视图

        本教程介绍如何在列表中使用自定义视图。

        准备工作

        先建立一个工程。
        """, path: "fixture/zh-Hans.txt")
        #expect(category.title == "在列表里嵌入自定义视图")
        #expect(category.kicker == ["界面开发"])
        let slug = try parse("""
        custom-cell-guide

        セル

        セルの作り方を説明します。
        """)
        #expect(slug.title == "セル")
        #expect(slug.kicker == ["custom-cell-guide"])
    }

    /// A first line about as long as the line below it is the title, and that line its first section: a site
    /// or category name above a title is much shorter than the title (at most two thirds of it).
    @Test func aFirstLineAboutAsLongAsTheNextIsTheTitle() throws {
        let doc = try parse("""
        Scroll View Debugging

        When to Read This Page

        Read it when:
        • A scroll view does not scroll
        • Content jumps after rotation

        Checking the content size

        Print the content size after layout.
        """, path: "fixture/en.txt")
        #expect(doc.title == "Scroll View Debugging")
        #expect(doc.kicker.isEmpty)
        #expect(outline(doc) == ["When to Read This Page@1", "Checking the content size@1"])
    }

    // MARK: - Lines that are never headings

    /// A link on a line of its own (a link card), a `key:value` token and a site generator's tag are
    /// page debris, however short.
    @Test func linksTokensAndTemplateTagsAreNotHeadings() throws {
        let doc = try parse("""
        ページのタイトル

        準備

        まず設定を確認します。

        https://example.com/articles/some-post-123

        id:1

        {% highlight swift %}

        詳しくはリンク先を見てください。
        """)
        #expect(outline(doc) == ["準備@1"])
    }

    /// A link text that comes back below most listings (`查看 源代码`) is no heading; a title that comes
    /// back for each question of a page is.
    @Test func aLinkTextRepeatedBelowListingsIsNotAHeadingButARepeatedTitleIs() throws {
        let listing = "let a = 1\nprint(a)\n"
        let links = try parse("""
        从零开始写一个包装视图的完整过程

        第一步

        先写代码。

        \(listing)
        打开示例

        再看第二段。

        \(listing)
        打开示例

        第二步

        继续写。

        \(listing)
        打开示例

        结束了。
        """, path: "fixture/zh-Hans.txt")
        #expect(outline(links) == ["第一步@1", "第二步@1"])
        let questions = try parse("""
        关于闭包和循环引用的几道面试题

        题目

        下面的代码会泄漏吗？

        分析

        会，因为闭包持有了自己。

        题目

        那这一段呢？

        分析

        不会，这里用了弱引用。

        题目

        最后一段呢？

        分析

        也不会。
        """, path: "fixture/zh-Hans.txt")
        #expect(outline(questions).count == 6)
    }

    /// A Latin line above Chinese or Japanese text is a quoted console or compiler message when it names
    /// something in quotes or is as long as a sentence; above Latin text it may be a heading.
    @Test func aLatinMessageAboveJapaneseTextIsNotAHeading() throws {
        let doc = try parse("""
        ビルドとリクエストでつまずいたところのメモ

        エラーの例

        ビルドすると次のエラーが出ます。

        Value of type 'Foo' has no member named 'bar' in this context

        これはメンバー名の打ち間違いです。

        A heading kept in its original language

        The text under it is English as well.
        """)
        #expect(outline(doc) == ["エラーの例@1", "A heading kept in its original language@1"])
    }

    /// A sentence broken across lines (`…開始され、…移行時に` above its end) or a lead-in ending on a
    /// condition above its listing (`…を付与する場合`) is not a heading.
    @Test func brokenSentencesAndConditionalLeadInsAreNotHeadings() throws {
        let doc = try parse("""
        ビルドとリクエストでつまずいたところのメモ

        ヘッダの付与

        リクエストにヘッダを付けます。

        ヘッダを付与する場合

        request.setValue("text/plain", forHTTPHeaderField: "Content-Type")

        セッションの扱い

        アプリ起動時にセッションが開始され、バックグラウンド移行時に
        セッションが終了します。
        """)
        #expect(outline(doc) == ["ヘッダの付与@1", "セッションの扱い@1"])
    }

    /// An instruction to change code directly above the listing (`为 X 添加一个变量`) is a lead-in.
    @Test func anInstructionAboveAListingIsALeadIn() throws {
        let doc = try parse("""
        在 SwiftUI 中包装一个文本输入框

        颜色设置

        我们先让包装视图支持颜色。

        为包装视图添加一个属性

        private var color: UIColor = .label

        这样就可以在外部设置了。
        """, path: "fixture/zh-Hans.txt")
        #expect(outline(doc) == ["颜色设置@1"])
    }

    /// `…とは？` names the topic its section defines: a heading even in a page without other questions.
    @Test func aDefiningQuestionIsAHeading() throws {
        let doc = try parse("""
        ビルドとリクエストでつまずいたところのメモ

        背景

        最近この属性の意味を調べました。

        escaping 属性とは？

        関数のスコープ外でクロージャを保持できるようにする属性です。
        """)
        #expect(outline(doc) == ["背景@1", "escaping 属性とは？@1"])
    }

    /// In a page with headings, a few words directly above a sentence open a section (`前言` over the
    /// preface's text, with no blank line between).
    @Test func aShortLineDirectlyAboveASentenceOpensASectionInAPageWithHeadings() throws {
        let doc = try parse("""
        拒绝循环引用

        前言
        最近检查内存泄漏时，发现大部分都和闭包有关，记录一下常见的例子。

        例子一

        第一种情况是这样的。

        例子二

        第二种情况是那样的。
        """, path: "fixture/zh-Hans.txt")
        #expect(outline(doc) == ["前言@1", "例子一@1", "例子二@1"])
    }

    /// A page's navigation line (`← 上一章 返回目录 下一章 →`) directly above a sentence opens no section.
    @Test func aNavigationLineAboveASentenceIsNoHeading() throws {
        let doc = try parse("""
        在 SwiftUI 中包装一个地图视图的完整过程

        准备

        先建立一个工程。

        包装

        再写包装代码。

        ← 上一章 返回目录 下一章 →
        补充说明：修改后重新构建。
        """, path: "fixture/zh-Hans.txt")
        #expect(outline(doc) == ["准备@1", "包装@1"])
    }

    /// A line of code or a command left single (`po $arg1`, `# Print the views`, `continue`, a C#
    /// declaration) is no heading; an API name (`task(id:)`) may be.
    @Test func codeLikeLinesAreNotHeadingsButAPINamesMayBe() throws {
        let doc = try parse("""
        デバッガで制約の問題を見つける方法のまとめ

        ブレークポイント

        止まったら次を実行します。

        po $arg1

        # Print the constraints of the view

        public override void ViewDidLoad ()

        continue

        task(id:)

        値が変わるたびにタスクをやり直します。
        """)
        #expect(outline(doc) == ["ブレークポイント@1", "task(id:)@1"])
    }

    /// `=====` under a line (a copy of raw Markdown) makes that line a heading, or the title on top.
    @Test func aSetextUnderlineMakesAHeading() throws {
        let doc = try parse("""
        開発ガイド
        =====

        このガイドのまとめです。

        設計について
        =====

        方針を説明します。
        """)
        #expect(doc.title == "開発ガイド")
        #expect(outline(doc) == ["設計について@1"])
    }

    /// The line that a lead-in ending in `：` introduces is its content, not a heading.
    @Test func theLineALeadInIntroducesIsNotAHeading() throws {
        let doc = try parse("""
        並行処理の動きを確かめる実験のメモ

        実験

        実行すると出力は次のとおり：

        main thread finished

        確かにメインスレッドで終わっています。
        """)
        #expect(outline(doc) == ["実験@1"])
    }

    /// An empty anchor before a heading's text (`<a name="x"></a>`) is not part of its title.
    @Test func anEmptyAnchorIsNotPartOfAHeading() throws {
        let doc = try parse("""
        パフォーマンスを改善するためのガイド

        <a name="views"></a>ビューの最適化

        ビューの数を減らします。

        <a name="images" />画像の最適化

        画像を小さくします。
        """)
        #expect(outline(doc) == ["ビューの最適化@1", "画像の最適化@1"])
    }

    /// A line above a list that the paragraph after the list goes on with (`…説明すると` / • … /
    /// `となります。`) is the start of that sentence, not a heading.
    @Test func aLineWhoseSentenceGoesOnAfterTheListIsALeadIn() throws {
        let doc = try parse("""
        キューを使った並列処理の入門

        キューとタスク

        処理は小さなタスクに分けて扱います。

        この仕組みを簡単に説明すると

        • タスクをキューに追加する
        • キューは追加された順に実行する

        となります。
        """)
        #expect(outline(doc) == ["キューとタスク@1"])
    }

    /// A caption that names the listing below it (`実行したコード`, `コンソールログ`) and a reference
    /// link's text (`参考 DispatchQoS.QoSClass`) are no headings.
    @Test func captionsOfListingsAndReferenceLinksAreText() throws {
        let doc = try parse("""
        キューの優先度を確かめる

        優先度

        優先度は次の値から選びます。

        参考 DispatchQoS.QoSClass

        検証

        実行したコード

        for i in 0..<3 {
            DispatchQueue.global().async { print(i) }
        }

        コンソールログ

        0
        2
        1

        順番は保証されません。
        """)
        #expect(outline(doc) == ["優先度@1", "検証@1"])
    }
}

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

    /// The outline as `title@depth` lines, depth first.
    func outline(_ document: Document) -> [String] {
        func walk(_ sections: [Section], _ depth: Int) -> [String] {
            sections.flatMap { ["\($0.displayTitle)@\(depth)"] + walk($0.children, depth + 1) }
        }
        return walk(document.sections, 1)
    }

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

    /// A short line above a longer one opens the page as its kicker (a site or category name), and a
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

    // MARK: - How unnumbered headings nest

    /// A section whose text ends by announcing its own parts (`本节中我们将介绍…`) takes the headings after
    /// it as subsections; the next section that announces its parts is its sibling.
    @Test func aSectionThatAnnouncesItsPartsTakesTheHeadingsAfterItAsSubsections() throws {
        let doc = try parse("""
        在 SwiftUI 中使用 UIKit 视图的基础与实践

        基础

        本节先介绍几个基础概念。

        生命周期

        视图是值类型。

        协调器

        协调器负责回调。

        包装文本框

        本节中我们将实现一个文本框的包装。

        第一版

        先实现最简单的功能。

        第二版

        再加上更多设置。

        总结

        希望对你有帮助。
        """, path: "fixture/zh-Hans.txt")
        #expect(outline(doc) == ["基础@1", "生命周期@2", "协调器@2", "包装文本框@1", "第一版@2", "第二版@2", "总结@1"])
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

    /// A heading right above another opens a parent; the next heading that opens one after the first
    /// one's subsections is that one's sibling.
    @Test func aParentAfterAnotherParentsSubsectionsIsItsSibling() throws {
        let doc = try parse("""
        SwiftUI の onChange を理解するための覚え書き

        よくある質問

        いくつ置けるか

        いくつでも置けます。

        実行の順番

        上から順に実行されます。

        代わりの方法

        task(id:)

        task を使う方法です。
        """)
        #expect(outline(doc) == ["よくある質問@1", "いくつ置けるか@2", "実行の順番@2", "代わりの方法@1", "task(id:)@2"])
    }

    // MARK: - Blocks

    /// In a copy that marks its lists, lines that break inside a sentence are one paragraph, as the
    /// Markdown has it; GitHub's `[!NOTE]` and a Zenn message box are notes.
    @Test func brokenLinesAreOneParagraphAndCalloutsAreNotes() throws {
        let doc = try parse("""
        通知の設定をまとめたメモ

        設定

        • 許可を求める
        • 登録する

        アプリの起動時にセッションが開始され、バックグラウンドに移行したときに
        セッションが終了します。

        [!NOTE]
        この設定は iOS 17 以降で有効です。

        :::message alert
        古い API は使わないでください。
        :::
        """)
        let blocks = try #require(doc.sections.first).blocks
        #expect(blocks.map(\.kind) == [.list, .paragraph, .note, .note])
        guard case .note(let note) = blocks[2], case .note(let box) = blocks[3] else { return }
        #expect(note.kind == .note && note.label == "Note" && note.text == "この設定は iOS 17 以降で有効です。")
        #expect(box.kind == .warning && box.text == "古い API は使わないでください。")
    }

    /// A title written to the template of an open heading above the previous one (`コンテンツを隠したい`
    /// after `コンテンツを隠す property` and its subsections) is that heading's sibling.
    @Test func aTitleWrittenToAnOpenHeadingsTemplateIsItsSibling() throws {
        let doc = try parse("""
        iOS 15 で検索コントローラーを使うときの注意点

        コンテンツを隠すプロパティ

        iOS13から

        新しいプロパティを使います。

        iOS12まで

        古いプロパティを使います。

        コンテンツを隠したい場合の書き方

        明示的に設定します。
        """)
        #expect(outline(doc) == ["コンテンツを隠すプロパティ@1", "iOS13から@2", "iOS12まで@2", "コンテンツを隠したい場合の書き方@1"])
    }

    /// A page that holds one article twice (a translation above its original), each copy's title above
    /// the same short line: both titles are top sections, every other heading sits below them.
    @Test func aPageThatHoldsOneArticleTwiceNestsEachCopyUnderItsTitle() throws {
        let doc = try parse("""
        迁移到新的导航类型

        文章

        用导航堆栈取代导航视图。

        概览

        请停止使用旧的导航视图。

        更新单列导航

        改用导航堆栈。

        Migrating to new navigation types

        文章

        Replace navigation views with navigation stacks.

        Overview

        Stop using the old navigation view.
        """, path: "fixture/zh-Hans.txt")
        #expect(doc.title == "迁移到新的导航类型")
        #expect(outline(doc) == ["迁移到新的导航类型@1", "概览@2", "更新单列导航@2", "Migrating to new navigation types@1", "Overview@2"])
    }

    /// Output below the line that announces it (`输出为：`, `以下のエラーが発生します。`) is one listing, not
    /// bare lines; so is a type declaration whose `{` is on a later line, and Objective-C that starts
    /// with an ownership qualifier.
    @Test func announcedOutputAndDeclarationsWithoutPunctuationAreListings() throws {
        let doc = try parse("""
        了解 onChange 的执行顺序和限制

        执行顺序

        运行后输出为：

        render loop
        onChange1: old:3 new:4
        render loop

        可以看到每次都会重新渲染。

        struct Wrapper<Content>: View
            where Content: View
        {
            var content: Content
        }

        __weak typeof(self) weakSelf = self;
        [self doSomething:^{
            [weakSelf finish];
        }];
        """, path: "fixture/zh-Hans.txt")
        let blocks = try #require(doc.sections.first).blocks
        #expect(blocks.map(\.kind) == [.paragraph, .code, .paragraph, .code, .code])
        guard case .code(let output) = blocks[1], case .code(let declaration) = blocks[3], case .code(let objc) = blocks[4] else { return }
        #expect(output.code.split(separator: "\n").count == 3)
        #expect(declaration.range.startLine == 13 && declaration.range.endLine == 17)
        #expect(objc.infoString == "objc" && objc.range.startLine == 19)
    }
}

import Foundation
import Testing
@testable import BridgeKBModel

/// Web copies of real pages: how unnumbered headings nest when the copy kept no heading sizes, and the
/// blocks (paragraphs broken into lines, call-outs, announced output, listings) that extraction sees.
@Suite struct PlainTextWebCopyNestingTests {
    func parse(_ text: String, path: String = "fixture/ja.txt") throws -> Document {
        try #require(TestSupport.parse(text, path: path))
    }

    func outline(_ document: Document) -> [String] { TestSupport.outline(document) }

    // MARK: - How unnumbered headings nest

    /// A page's one environment section (`動作環境`: what it was written with) is a section of the page, not a
    /// part of the section before it, however deep that one sits; the closing `ライセンス` too.
    @Test func thePagesEnvironmentSectionSitsAtTheTop() throws {
        let doc = try parse("""
        画面遷移のサンプル

        このアプリについて

        背景

        既存の画面

        • UIKit の画面が多く残っている
        • 少しずつ SwiftUI に移している

        遷移の違い

        • UIKit は命令的に遷移する
        • SwiftUI は状態で遷移する

        動作環境

        • iOS 17 以降
        • Xcode 16 以降

        ライセンス

        MIT License
        """)
        #expect(outline(doc) == ["このアプリについて@1", "背景@2", "既存の画面@3", "遷移の違い@3", "動作環境@1", "ライセンス@1"])
    }

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
    /// A label glued right above the lines it labels (`Symptom:` above a log, `エラー内容：` above a message): a copy
    /// drops the listing's frame and the blank line with it. The label is a line of its own and the lines below it,
    /// which read as a program's output, are the listing it announces — not a list whose first item is the label.
    /// Sentences below a label (`原因：` above its explanation, `Symptoms:` above two sentences) stay prose.
    @Test func aLabelGluedAboveOutputAnnouncesAListing() throws {
        let doc = try parse("""
        Layout notes

        Too many widths

        Symptom:
        Container width: 375
        Child width: 300
        Child leading: 20

        The three lengths cannot all hold.
        """, path: "fixture/en.txt")
        let blocks = try #require(doc.sections.first).blocks
        #expect(blocks.map(\.kind) == [.paragraph, .code, .paragraph])
        if case .paragraph(let label) = blocks.first { #expect(label.text == "Symptom:") }
        if blocks.count > 1, case .code(let output) = blocks[1] { #expect(output.code.split(separator: "\n").count == 3) }

        let ja = try parse("""
        Xcode のメモ

        ビルドが通らない

        エラー内容：
        error: cannot find 'Foo' in scope
        note: did you mean 'foo'?

        インポートが足りていません。
        """, path: "fixture/ja.txt")
        #expect(try #require(ja.sections.first).blocks.map(\.kind) == [.paragraph, .code, .paragraph])

        let prose = try parse("""
        Table notes

        Stale rows

        Symptoms:
        The table does not reload.
        The old rows stay on screen.

        原因：
        因为数据源没有在主线程更新。
        """, path: "fixture/en.txt")
        let proseBlocks = try #require(prose.sections.first).blocks
        #expect(!proseBlocks.contains { $0.kind == .code })
    }
    /// Lines a copy keeps indented by a tab come from preformatted text: a build log's lines are one listing, a passage
    /// of prose someone set in a preformatted box stays a paragraph.
    @Test func tabIndentedOutputIsAListing() throws {
        let doc = try parse("""
        Build notes

        Archive fails

        The command stops with this:

        \tCompileSwift normal arm64 /tmp/App/Sources/Feed.swift
        \tLd /tmp/Build/App normal (in target 'App' from project 'App')
        \t(2 failures)

        \t这是一段放在预格式框里的说明文字，并不是程序的输出。
        """, path: "fixture/en.txt")
        let blocks = try #require(doc.sections.first).blocks
        #expect(blocks.map(\.kind) == [.paragraph, .code, .paragraph])
        if blocks.count > 1, case .code(let log) = blocks[1] { #expect(log.code.split(separator: "\n").count == 3) }
    }
}

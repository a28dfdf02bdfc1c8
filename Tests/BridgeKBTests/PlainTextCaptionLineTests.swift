import Foundation
import Testing
@testable import BridgeKBModel

/// Short lines of web copies that look like headings but label something else: a figure's label under
/// its picture, a dated note on an edit, the text of a link left above a closing section, and a title
/// that names an attribute (`@State 基础`), which is a heading and not a line of code; a line of the
/// versions a post was written with.
@Suite struct PlainTextCaptionLineTests {
    func parse(_ text: String, path: String = "fixture/ja.txt") throws -> Document {
        try #require(TestSupport.parse(text, path: path))
    }

    func outline(_ document: Document) -> [String] { TestSupport.outline(document) }

    /// `図3` alone under a paragraph (its picture was not copied) is the figure's label, not a section.
    /// `Xcode 16.2 / iOS 17.5` below `環境` lists the versions the post was written with: the section's body,
    /// not a heading above the next section, which is `環境`'s sibling.
    @Test func aLineOfVersionsIsNotAHeading() throws {
        let doc = try parse("""
        キーボードの覚え書き

        はじめに

        入力フォームで困ったことを残しておきます。

        環境

        Xcode 16.2 / iOS 17.5 / iOS 18.1

        入力欄が隠れる

        下の方の入力欄をタップすると、キーボードの裏に隠れたままになる。

        閉じる手段がない

        キーボードを閉じるボタンがどこにもない。
        """)
        #expect(outline(doc) == ["はじめに@1", "環境@1", "入力欄が隠れる@1", "閉じる手段がない@1"])
        let doc2 = try parse("""
        Keyboard notes

        Setup

        Xcode 15.4, Swift 5.10, iOS 17

        Hidden fields

        The last field stays behind the keyboard.
        """, path: "fixture/en.txt")
        #expect(outline(doc2) == ["Setup@1", "Hidden fields@1"])
    }

    @Test func aFigureLabelIsNotAHeading() throws {
        let doc = try parse("""
        画面遷移の手引き

        セグエを追加する

        ボタンから次の画面へ線を引きます。

        図3

        線を離すとメニューが出ます。

        図4: 表示されたメニュー

        ここで種類を選べば完了です。

        表示の切り替え

        種類によって表示の仕方が変わります。
        """)
        #expect(outline(doc) == ["セグエを追加する@1", "表示の切り替え@1"])
        let english = try parse("""
        A guide to navigation stacks in UIKit

        Pushing a view

        The stack grows by one.

        Figure 2. The navigation stack

        Popping goes back.

        Table views

        A table view pushes on selection.
        """, path: "fixture/en.txt")
        #expect(outline(english) == ["Pushing a view@1", "Table views@1"])
    }

    /// `2021 年 9 月更新` with the added text glued below it is a note on an edit inside the section, and the
    /// headings after it stay where they were.
    @Test func aDatedUpdateNoteIsNotAHeading() throws {
        let doc = try parse("""
        状态的细节

        初始化

        在 init 里给状态赋值会报错。

        2021 年 9 月更新
        在新版本里这样写已经不会报错了。

        一开始你可能对这个错误一头雾水。

        几种可选方案

        可以换一种写法。
        """, path: "fixture/zh-Hans.txt")
        #expect(outline(doc) == ["初始化@1", "几种可选方案@1"])
    }

    /// A link's text (`Demo`) left alone at the end of a section, right above the closing `参考`, heads nothing:
    /// the closing section sits at the top whatever is above it.
    @Test func aLineRightAboveAClosingSectionIsNotAHeading() throws {
        let doc = try parse("""
        导航栏标题

        原因

        系统统一管理导航栏。

        处理

        重写返回的方法。

        Demo

        参考

        • 发布说明
        """, path: "fixture/zh-Hans.txt")
        #expect(!outline(doc).contains { $0.hasPrefix("Demo@") })
        #expect(outline(doc).last == "参考@1")
    }

    /// `@State 基础` names an attribute in a Chinese title: a heading, not a one-line listing.
    @Test func anAttributeNamedInAChineseTitleIsAHeading() throws {
        let doc = try parse("""
        关于 SwiftUI 状态的一些细节

        @State 基础

        在 SwiftUI 中，我们使用 @State 进行私有状态管理。

        struct ContentView: View {
            @State private var number: Int = 0
        }

        子视图

        子视图也可以有自己的状态。
        """, path: "fixture/zh-Hans.txt")
        #expect(outline(doc) == ["@State 基础@1", "子视图@1"])
    }

    /// `演習1.` above its task: a label and its number closed by a full stop is a heading, one of a series; the
    /// heading that names the series' label (`演習課題`, `Common conflict patterns`) holds it.
    @Test func aNumberedLabelClosedByAFullStopIsAHeading() throws {
        let doc = try parse("""
        画面遷移の手引き

        演習課題

        ここまでの内容を試します。

        演習1.

        新しい画面を追加してください。

        演習2.

        ボタンで画面を閉じてください。
        """)
        #expect(outline(doc) == ["演習課題@1", "演習1.@2", "演習2.@2"])
        let english = try parse("""
        Debugging layout in UIKit apps

        Overview

        Conflicts show up in the console.

        Common conflict patterns

        Three shapes come up again and again.

        Pattern 1: Fixed widths

        Two fixed widths cannot both hold.

        Pattern 2: Missing priorities

        Equal priorities leave the engine to choose.
        """, path: "fixture/en.txt")
        #expect(outline(english) == ["Overview@1", "Common conflict patterns@1", "Pattern 1: Fixed widths@2", "Pattern 2: Missing priorities@2"])
    }

    /// `leaks — Detect leaks`, `heap — Inspect the heap`: headings that each gloss one term (a tool's or an API's
    /// name, a dash, what it does) are the entries of a reference section; the heading right above the first
    /// of them, which glosses nothing, holds them. A heading that glosses several words (`Red Flags — …`) is
    /// no entry.
    @Test func glossedTermsAreTheEntriesOfTheHeadingAbove() throws {
        let doc = try parse("""
        Finding memory problems

        Red Flags — Leaks Likely

        Memory grows on every visit.

        Command-line checks

        These tools run without Instruments.

        leaks — Detect leaks in a running process

        xcrun leaks MyApp

        heap — Inspect live heap allocations

        xcrun heap MyApp

        vmmap — Virtual memory map

        xcrun vmmap MyApp

        Real-world impact

        The fix saved memory.
        """, path: "fixture/en.txt")
        #expect(outline(doc) == ["Red Flags — Leaks Likely@1", "Command-line checks@1", "leaks — Detect leaks in a running process@2",
                                 "heap — Inspect live heap allocations@2", "vmmap — Virtual memory map@2", "Real-world impact@1"])
    }

    /// `❌ Retains — strong outer, weak inner` right above its listing: an example's mark labels the example (a
    /// heading, as its `✅` sibling is), even where its words hold a comma that would make a plain line a lead-in.
    @Test func anExampleMarkAboveItsListingIsAHeading() throws {
        let doc = try parse("""
        Closures that keep their owner

        Nested captures

        An outer closure decides how long self lives.

        ❌ Retains — strong outer, weak inner
        queue.async {
            self.load()
            self.done = { [weak self] in self?.finish() }
        }

        ✅ Capture weakly once

        queue.async { [weak self] in
            self?.load()
        }
        """, path: "fixture/en.txt")
        #expect(outline(doc) == ["Nested captures@1", "❌ Retains — strong outer, weak inner@2", "✅ Capture weakly once@2"])
    }
}

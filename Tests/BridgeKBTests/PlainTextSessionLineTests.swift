import Foundation
import Testing
@testable import BridgeKBModel

/// Lines of a web copy that are never headings however short they are: what a build tool prints
/// (`xcodebuild: error: …`, `note: …`, a tab-indented line of its report, `（省略）` where the author cut the
/// log), and a Chinese sentence addressed to the reader or opening on a clause of place (`请参阅 … 一文，…`,
/// `在 … 一文中，…`), which a page shows as a quote that the copy flattens to a bare line.
@Suite struct PlainTextSessionLineTests {
    func parse(_ text: String, path: String = "fixture/ja.txt") throws -> Document {
        try #require(TestSupport.parse(text, path: path))
    }

    func outline(_ document: Document) -> [String] { TestSupport.outline(document) }

    /// A CI log pasted below the command that printed it: its diagnostics, its cut and its tab-indented
    /// report are the log's, not sections between the problems.
    @Test func aBuildToolsOutputIsNotAHeading() throws {
        let doc = try parse("""
        ビルドで出会ったエラー集

        はじめに

        CI で踏んだエラーを順に並べます。

        シミュレータが見つからない

          xcodebuild -scheme Sample -destination 'name=iPhone X' test
          shell: /bin/bash -e {0}
        xcodebuild: error: Unable to find a destination matching the provided destination specifier

        note: Using new build system

        （省略）

        \tReason: the requested device could not be found.

        指定した端末名が古いままでした。

        署名が通らない

          xcodebuild -scheme Sample archive
        error: No signing certificate found for the team

        証明書を入れ替えたあと鍵を取り込んでいませんでした。
        """)
        #expect(outline(doc) == ["はじめに@1", "シミュレータが見つからない@1", "署名が通らない@1"])
    }

    /// `请参阅 X 一文，了解…` (a reading tip the page showed as a quote) and `在 X 一文中，…` are sentences:
    /// the heading after them keeps its own level instead of becoming their subsection.
    @Test func aSentenceToTheReaderIsNotAHeading() throws {
        let doc = try parse("""
        状态管理随笔

        先说结论

        视图里自己创建的对象要用 StateObject 持有。

        原理

        视图会被反复创建，而对象的生命周期由框架管理。

        请参阅 视图生命周期观察 一文，了解更多视图与实例之间的关系

        包装器

        包装器决定了属性怎样存储。

        在 对象持有研究 一文中，给出了错误持有对象时的演示代码

        注意事项

        不要在初始化方法里给状态赋值。
        """, path: "fixture/zh-Hans.txt")
        #expect(outline(doc) == ["先说结论@1", "原理@1", "包装器@1", "注意事项@1"])
    }
}

/// A browser's copy of a page sets a heading off from a list, a listing or another heading by a single line
/// break (only paragraphs get a blank line around them, as in HTML's `innerText`): the page's title right above
/// its first heading, and a heading right below the last item of a list.
@Suite struct PlainTextGluedHeadingTests {
    func parse(_ text: String, path: String = "fixture/en.txt") throws -> Document {
        try #require(TestSupport.parse(text, path: path))
    }

    /// `Title` / `Overview` with no blank line between them: the title and the first section, not one paragraph.
    @Test func theTitleRightAboveTheFirstHeadingIsTheTitle() throws {
        let doc = try parse("""
        A field guide to memory debugging
        Overview

        Leaks make an app slow and then get it killed.

        Finding leaks

        Open the memory graph and look for cycles.
        """)
        #expect(doc.title == "A field guide to memory debugging")
        #expect(TestSupport.outline(doc) == ["Overview@1", "Finding leaks@1"])
    }

    /// The line right below a list's last item, alone above a blank line and shaped as a heading, starts the next
    /// section; an item broken inside its sentence still takes its next line (`…停止` / `了一份。`).
    @Test func aHeadingRightBelowAListIsAHeading() throws {
        let doc = try parse("""
        A field guide to memory debugging

        Overview

        Leaks come from a few places:

        • Timers that are scheduled and never invalidated
        • Observers that are added and never removed again
        Finding leaks

        Open the memory graph and look for cycles.
        """)
        #expect(TestSupport.outline(doc) == ["Overview@1", "Finding leaks@1"])
        let zh = try parse("""
        内存调试笔记

        概述

        泄漏常见于下面几种地方：

        • 定时器被加入运行循环以后一直都没有调用失效方法
        • 通知中心的观察者在页面关闭以后从来没有被移除掉
        检测泄漏

        打开内存图，查找循环引用。
        """, path: "fixture/zh-Hans.txt")
        #expect(TestSupport.outline(zh) == ["概述@1", "检测泄漏@1"])
        #expect(ReaderFixtures.lists(zh).first?.items.count == 2)
        // Between two lists: a checklist's parts, each right above its own items.
        let checklist = try parse("""
        A field guide to memory debugging

        Checklist

        • Reproduce the leak with the smallest screen you can
        • Write down the count of instances you expect to see
        While debugging
        • Take a snapshot before and after each step
        • Compare the two snapshots by class
        """)
        // (Its level is not asserted: the copy does not say whether it is a part of `Checklist` or its sibling.)
        #expect(TestSupport.outline(checklist).map { $0.split(separator: "@")[0] } == ["Checklist", "While debugging"])
        #expect(ReaderFixtures.lists(checklist).map(\.items.count) == [2, 2])
    }

    /// A heading right above its first subheading (`Common conflict patterns` / `Pattern 1: …`), both set off by single
    /// line breaks in a copy that shows its bullets: two headings, not a paragraph of two lines. A value right below
    /// a heading (`contentMode`, one Latin word) stays its body, and two lines that end the page head nothing.
    @Test func aHeadingRightAboveItsFirstSubheading() throws {
        let doc = try parse("""
        A field guide to layout debugging

        Overview

        Conflicts show up in the console:

        • Unsatisfiable constraints
        • Ambiguous layouts

        Common conflict patterns
        Pattern 1: Fixed widths

        Two fixed widths cannot both hold.

        Pattern 2: Missing priorities

        Two equal priorities leave the engine to choose.

        Default value
        contentMode

        The mode a view starts with.

        References
        The layout guide of the framework
        WWDC Mysteries of Auto Layout
        """)
        let outline = TestSupport.outline(doc)
        #expect(Array(outline.prefix(4)) == ["Overview@1", "Common conflict patterns@1", "Pattern 1: Fixed widths@2",
                                             "Pattern 2: Missing priorities@2"])
        #expect(!outline.contains { $0.hasPrefix("contentMode") || $0.hasPrefix("The layout guide") || $0.hasPrefix("WWDC") }, "\(outline)")
    }
}

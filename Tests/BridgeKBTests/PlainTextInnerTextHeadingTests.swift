import Foundation
import Testing
@testable import BridgeKBModel

/// A browser's copy that drops the list bullets and sets off only paragraphs by blank lines (HTML's `innerText`):
/// a heading then stands in a run of bare lines — right below a list's last item above its first paragraph, right
/// above a list's first item below a paragraph, or right above a listing's comment line. What sets it apart is its
/// shape: a heading is far shorter than the items it stands next to.
@Suite struct PlainTextInnerTextHeadingTests {
    func parse(_ text: String, path: String = "fixture/en.txt") throws -> Document {
        try #require(TestSupport.parse(text, path: path))
    }

    func titles(_ document: Document) -> [String] { TestSupport.titles(document) }

    /// `Overview` right below the last of the bare items and above its paragraph: a heading, and the items stay a
    /// list; a list of short items (`iOS 17` / `Swift 6`) keeps its last item.
    @Test func aShortLineBelowBareItemsAboveAParagraphIsAHeading() throws {
        let doc = try parse("""
        A field guide to layout debugging

        Conflicting constraints show up in many ways, so this guide starts from what you see.

        Views drawn at the wrong place after rotation
        Warnings printed while a screen is pushed
        Labels that grow past the edge of the screen
        Overview

        Constraint errors follow a few patterns that repeat across apps.

        Every example was built with these versions:

        iOS 17
        Xcode 16
        Swift 6

        Newer versions should work as well.
        """)
        #expect(titles(doc) == ["Overview"])
        #expect(ReaderFixtures.lists(doc).map(\.items.count) == [3, 3])
        let ja = try parse("""
        開発ガイド

        このガイドはチームで守る書き方をまとめたものです。

        クラス名やメソッド名が説明的であれば、中身をなぞるだけのコメントは書かなくてよい。
        動かしてみないと分からない動作には、必ずその理由をコメントに残すこと。
        構文のスタイル

        コンパイラの助けを受けられる書き方を選ぶこと。
        """, path: "fixture/ja.txt")
        #expect(titles(ja) == ["構文のスタイル"])
        // Items of one form (`名称（ 说明 ）`): the short last one is an item too.
        let zh = try parse("""
        属性包装器笔记

        从视图的角度看，这几个包装器的区别在于谁持有数据。

        ObservedObject（ 视图订阅某个可观察对象，但并不持有它 ）
        StateObject（ 订阅某个可观察对象，并持有其强引用 ）
        State（ 持有某个值 ）

        它们都通过同一个协议让视图在数据变化时刷新。
        """, path: "fixture/zh-Hans.txt")
        #expect(titles(zh).isEmpty)
    }

    /// `Example prompts` right below a paragraph and above its bare items, each far longer than it: a heading.
    @Test func aShortLineAboveBareItemsBelowAParagraphIsAHeading() throws {
        let doc = try parse("""
        A field guide to memory debugging

        Memory problems show up as crashes after a long session, so this guide starts from the symptoms.

        Example prompts
        "My app is killed after twenty minutes without any message in the console"
        "Memory climbs every time I open the same screen and never comes back down"

        Finding leaks

        Open the memory graph and look for cycles.
        """)
        #expect(titles(doc) == ["Example prompts", "Finding leaks"])
        #expect(ReaderFixtures.lists(doc).first?.items.count == 2)
        // A table's head row is as short, but it heads the columns of its rows.
        let zh = try parse("""
        包装视图的笔记

        下面是包装视图时常见的几个问题。

        问题 原因 解决方案
        视图不更新 属性没有被框架观察 用状态包装器声明属性
        陷入死循环 更新方法里修改了触发更新的属性 先比较新旧值再赋值
        布局异常 固有尺寸不对 实现尺寸方法或者固定外框

        遇到别的问题时再补充。
        """, path: "fixture/zh-Hans.txt")
        #expect(titles(zh).isEmpty)
        #expect(ReaderFixtures.blocks(zh).contains { if case .table = $0 { return true } else { return false } })
    }

    /// A heading right above its first subheading right above the first item (`この文書について` / `目的` / `解決したい問題`),
    /// each far shorter than the items: three headings, then the list.
    @Test func stackedHeadingsAboveBareItems() throws {
        let doc = try parse("""
        画面遷移の設計メモ

        https://example.com/demo.mp4

        この文書について
        目的
        解決したい問題
        既存の画面に新しい仕組みの画面を少しずつ加えていく状況を想定している
        土台になる仕組みはしばらく変えずに使い続けることを前提にしている
        二つの仕組みをつなぐ場所のうち画面の切り替えが最も難しいと考えている

        この違いを吸収する方針を次の節で述べる。
        """, path: "fixture/ja.txt")
        #expect(titles(doc) == ["この文書について", "目的", "解決したい問題"])
        #expect(ReaderFixtures.lists(doc).first?.items.count == 3)
        // The same in a copy that shows its bullets: three heading-shaped lines right above the first item.
        let glued = try parse("""
        画面遷移の設計メモ

        https://example.com/demo.mp4

        この文書について
        目的
        解決したい問題
        • 既存の画面に新しい仕組みの画面を少しずつ加えていく状況を想定している
        • 土台になる仕組みはしばらく変えずに使い続けることを前提にしている

        この違いを吸収する方針を次の節で述べる。
        """, path: "fixture/ja.txt")
        #expect(titles(glued) == ["この文書について", "目的", "解決したい問題"])
    }

    /// `While debugging` between two lists of bare items, far shorter than the two items above and the two below it:
    /// a heading between them, not a third item; a short item among long ones with no such margin stays an item.
    @Test func aShortLineBetweenBareItemsIsAHeading() throws {
        let doc = try parse("""
        A field guide to layout debugging

        Work through the checklist whenever the console reports a conflict.

        Read the whole message in the console before changing anything
        Note which of the constraints the engine lists as conflicting
        While debugging
        Set a symbolic breakpoint on the method that reports conflicts
        Name every constraint you add so the log shows where it came from

        Then fix the constraint that should give way.

        Open the scheme editor and choose the run action
        Add the argument that logs every layout pass
        Run the app once more
        Watch the console for messages you have not seen
        Compare the log with the one you saved before

        The log now shows each pass.
        """)
        #expect(titles(doc) == ["While debugging"])
        #expect(ReaderFixtures.lists(doc).map(\.items.count) == [2, 2, 5])
    }

    /// A heading right above a listing that opens on a comment line (`# Print …`): its own line, not the listing's
    /// first line or a paragraph with it.
    @Test func aHeadingRightAboveACommentedListing() throws {
        let doc = try parse("""
        A field guide to memory debugging

        Overview

        Measure first, then change one thing at a time.

        Recording a trace
        # Record a trace without opening the app
        xcrun xctrace record --template 'Leaks' --attach 'MyApp'

        Open the trace afterwards to read it.
        """)
        #expect(titles(doc) == ["Overview", "Recording a trace"])
    }

    /// A checklist's boxes (`[ ]`, `[x]`) mark its items where the copy dropped the bullets: the headings around the
    /// checklist (one right above its first subheading, one between its parts, a pair right below it) stand apart.
    @Test func aChecklistsBoxesMarkItsItems() throws {
        let doc = try parse("""
        A field guide to layout debugging

        Constraint errors follow a few patterns that repeat across apps.

        Checklist
        Before You Start
        [ ] Read the whole message in the console
        [ ] Note which constraints the message lists
        While Debugging
        [x] Break on the symbolic breakpoint
        [ ] Give every view a background color
        Going Further
        Priorities Between Constraints

        Lower a constraint's priority to let it break first when space runs out.
        """)
        #expect(titles(doc) == ["Checklist", "Before You Start", "While Debugging", "Going Further", "Priorities Between Constraints"])
        #expect(ReaderFixtures.lists(doc).map(\.items.count) == [2, 2])
    }

    /// A heading right above its first subheading, in a copy without any list marks: the pair alone between blank
    /// lines above a sentence, or opening the run of its sentences, is two headings; two items after a lead-in that
    /// ends in a colon stay a list.
    @Test func aHeadingAboveItsFirstSubheadingInACopyWithoutMarks() throws {
        let doc = try parse("""
        onChange 的用法

        onChange 可以在视图中观察某个值，并在它变化时执行操作。

        关于 onChange 的问题
        可以放置多少个 onChange

        任意多个，不过最好限制它的数量，以免影响视图的渲染。

        它有两种写法：

        旧的写法只有一个参数
        新的写法有两个参数

        本文只介绍新的写法。
        """, path: "fixture/zh-Hans.txt")
        #expect(titles(doc) == ["关于 onChange 的问题", "可以放置多少个 onChange"])
        let ja = try parse("""
        よくある質問

        SDKについてよく聞かれることをまとめました。

        対応する機種はどれですか？

        iOS 16以降のiPhoneとiPadに対応しています。

        SDKの負荷はどのくらいですか？
        CPUの負荷
        SDKはユーザーの操作に割り込んで記録を作ります。
        そのため、操作がない間は負荷がかかりません。

        通信の負荷

        記録はまとめて送るので、通信は少なく済みます。

        記録はどこに送られますか？

        暗号化した上で、契約した地域のサーバーに送られます。
        """, path: "fixture/ja.txt")
        #expect(titles(ja) == ["対応する機種はどれですか？", "SDKの負荷はどのくらいですか？", "CPUの負荷", "通信の負荷",
                               "記録はどこに送られますか？"])
    }

    /// A type's name followed by its description in brackets (`URLResponse (応答を包む型)`) is a list item in prose,
    /// not a call that starts a listing: Chinese or Japanese words outside a string are no Swift.
    @Test func aNameAndItsDescriptionIsNoCode() throws {
        let doc = try parse("""
        通信の基本

        通信には主に三つのクラスを使います。

        URLRequest (送る内容を包む型、ヘッダや本文を足す)
        URLResponse (応答を包む型)
        URLSession (実際に送受信を行う型)

        それぞれの使い方を順に見ていきます。

        1. リクエストを作る
        2. セッションで送る
        """, path: "fixture/ja.txt")
        #expect(titles(doc).isEmpty)
        #expect(ReaderFixtures.lists(doc).map(\.items.count) == [3, 2])
    }

    /// A paragraph that ends inside its sentence (`…できますが、`), in a colon, or points at what follows (`以下の`,
    /// `如下`) announces the bare lines below it as a list: no line of theirs stands apart as a heading.
    @Test func linesAnnouncedByTheParagraphAboveAreItems() throws {
        let ja = try parse("""
        モーダル表示の覚え書き

        閉じる処理は次の順で行う。

        1. 閉じるボタンを押す
        2. 親画面が子画面を閉じる

        この方法でも画面は閉じられますが、

        子画面が自分で自分を閉じている
        子画面が親画面の型を知っている

        という問題が残ります。
        """, path: "fixture/ja.txt")
        #expect(titles(ja).isEmpty)
        let zh = try parse("""
        视图的生命周期

        SwiftUI 创建视图时，大致会进行如下的步骤：

        创建一个描述视图的结构体实例
        进行与该视图有关的准备工作（例如注入依赖）
        对该实例的 body 属性求值
        渲染视图

        从 SwiftUI 的角度看，视图对应着屏幕上的某个区域。
        """, path: "fixture/zh-Hans.txt")
        #expect(titles(zh).isEmpty)
    }

    /// Two heading-shaped lines right above a listing, in a copy without list marks: a heading and its first
    /// subheading, not a list of two bare lines.
    @Test func aHeadingAndItsFirstSubheadingRightAboveAListing() throws {
        let doc = try parse("""
        Keyboard handling notes

        The keyboard now runs in its own process, so a view has to follow its frame.

        Design for the keyboard
        The layout guide
        // Pin the text view to the guide
        view.keyboardLayoutGuide.topAnchor.constraint(equalTo: textView.bottomAnchor).isActive = true

        The guide follows the keyboard as it appears and hides.
        """)
        #expect(TestSupport.outline(doc) == ["Design for the keyboard@1", "The layout guide@2"])
    }
}

import Foundation
import Testing
@testable import BridgeKBModel

/// Guides written as personal memos or blog notes and copied as plain text: bare or decorated
/// headings directly above their first paragraph (no blank line between), labelled lines below them,
/// `1. 背景` / `（1）` numbering — and the lines that must stay prose.
@Suite struct PlainTextMemoTests {
    func parse(_ text: String, path: String = "memo/ja.txt") throws -> Document {
        try #require(TestSupport.parse(text, path: path))
    }

    /// The outline as `title@depth` lines, depth first (titles without a memo's decoration).
    func outline(_ document: Document) -> [String] {
        func walk(_ sections: [Section], _ depth: Int) -> [String] {
            sections.flatMap { ["\($0.number.map { $0 + " " } ?? "")\($0.title)@\(depth)"] + walk($0.children, depth + 1) }
        }
        return walk(document.sections, 1)
    }

    // MARK: - Bare headings directly above their text

    @Test func bareHeadingsDirectlyAboveTheirTextAreSections() throws {
        let doc = try parse("""
        SwiftUIのシートを閉じるときのメモ
        2026/01/12 更新

        はじめに
        UIKitから出したシートの閉じ方で迷ったので残しておく。

        環境
        Xcode 16 / iOS 18

        詰まった点1：閉じても状態が残る
        現象：シートを下に引いて閉じると、次に開いたときに前の入力が残っている。
        原因：UIHostingControllerを使い回していた。
        対策：閉じるたびにrootViewを作り直す。

        まとめ
        コントローラの使い回しはほどほどに。
        """)
        #expect(doc.title == "SwiftUIのシートを閉じるときのメモ")
        #expect(outline(doc) == ["はじめに@1", "環境@1", "詰まった点1：閉じても状態が残る@1", "まとめ@1"])
        let pitfall = try #require(doc.sections.first { $0.title.hasPrefix("詰まった点1") })
        #expect(pitfall.range.startLine == 10)
        // The three labelled lines stay together below their heading, one per line.
        guard case .list(let list)? = pitfall.blocks.first else { Issue.record("labelled lines not kept as lines"); return }
        #expect(list.items.map { String($0.text.prefix(3)) } == ["現象：", "原因：", "対策："])
        // A bare short heading whose text is itself short (`Xcode 16 / iOS 18`) is one of the siblings.
        let environment = try #require(doc.sections.first { $0.title == "環境" })
        #expect(environment.blocks.map(\.plainText) == ["Xcode 16 / iOS 18"])
    }

    /// `1. 为什么要这样做` holds `这样`, a word of lead-ins above code (`这样写：`); numbered and above
    /// prose, it is the first section, not a one-item list in the preamble.
    @Test func anEnumeratedHeadingHoldingALeadInWordIsStillAHeading() throws {
        let doc = try parse("""
        在 UIKit 里用 Combine 驱动 SwiftUI
        发布于 2026-07-19

        1. 为什么要这样做
        老项目的数据层全是 Combine，新页面想用 SwiftUI 写。

        2. 基本写法
        控制器持有模型，再把模型交给 SwiftUI 视图。

        3. 小结
        注意引用关系和线程就好。
        """, path: "memo/zh-Hans.txt")
        #expect(outline(doc) == ["1. 为什么要这样做@1", "2. 基本写法@1", "3. 小结@1"])
        #expect(doc.preamble.isEmpty)
        let chinese = try parse("""
        在 UIKit 里用 Combine 驱动 SwiftUI

        一、为什么要这样做
        老项目的数据层全是 Combine，新页面想用 SwiftUI 写。

        二、基本写法
        控制器持有模型，再把模型交给 SwiftUI 视图。
        """, path: "memo/zh-Hans.txt")
        #expect(outline(chinese) == ["一 为什么要这样做@1", "二 基本写法@1"])
    }

    @Test func chineseMemoWithPitfallHeadingsAndLabelledLines() throws {
        let doc = try parse("""
        记一次 WKWebView 封装的踩坑
        发布于 2025-04-01

        背景
        需要在 SwiftUI 里展示一个活动页，只能用 WKWebView。

        踩坑1：页面高度一直是 0
        问题：放进 ScrollView 以后网页完全不显示。
        原因：WKWebView 没有固有尺寸，ScrollView 给了它 0 的高度。
        解决方法：在网页加载完成后读取 contentSize，通过绑定把高度传回 SwiftUI。

        踩坑2：返回手势失效
        问题：网页里的横向滑动和导航返回手势冲突。
        原因：WKWebView 自己的手势优先。
        解决方法：打开 allowsBackForwardNavigationGestures 之前先判断能否后退。

        总结
        WKWebView 的尺寸和手势都要自己管。
        """, path: "memo/zh-Hans.txt")
        #expect(outline(doc) == ["背景@1", "踩坑1：页面高度一直是 0@1", "踩坑2：返回手势失效@1", "总结@1"])
    }

    @Test func oneBareHeadingIsNotEnoughToReadAPageAsAMemo() throws {
        // Without siblings of the same shape a short line above a sentence stays text (a web copy's
        // line breaks inside a paragraph).
        let doc = try parse("""
        标题

        这是一篇指南的简介。

        注意一下
        这里的代码只在 iOS 17 上验证过。
        """, path: "memo/zh-Hans.txt")
        #expect(doc.sections.isEmpty)
    }

    @Test func labelledLinesAreNeverHeadings() throws {
        let doc = try parse("""
        メモ
        2025/03/03

        はじめに
        メモです。

        環境：Xcode 16
        対象：iOS 17以降のアプリで、UIKitとSwiftUIを混ぜている画面。

        原因：レイアウトの計算が二回走っている
        対策としてはlayoutIfNeededを呼ばないこと。

        まとめ
        以上です。
        """)
        #expect(outline(doc) == ["はじめに@1", "まとめ@1"])
    }

    @Test func leadInsListItemsAndEnglishProseStayText() throws {
        let doc = try parse("""
        ブリッジのメモ
        2025/03/03 更新

        はじめに
        UIViewRepresentableを使う場面のメモ。

        使い方
        次のように書きます。
        struct MapView: UIViewRepresentable {
            func makeUIView(context: Context) -> MKMapView { MKMapView() }
            func updateUIView(_ view: MKMapView, context: Context) {}
        }

        ・makeUIViewは一度だけ呼ばれる
        ・updateUIViewは何度も呼ばれる

        Use a coordinator to forward delegate calls
        to SwiftUI, as the documentation says.

        まとめ
        以上。
        """)
        #expect(outline(doc) == ["はじめに@1", "使い方@1", "まとめ@1"])
    }

    // MARK: - Decorated headings

    @Test func decoratedHeadingsAreSectionsTitledWithoutTheirDecoration() throws {
        let doc = try parse("""
        地図のメモ
        作成日：2025年2月3日

        ■ 背景
        地図だけUIKitのまま使う。

        ■ 問題1：位置が戻る

        ● 現象
        地図を動かすと元に戻る。

        ● 原因
        updateUIViewで毎回setRegionしていた。

        ■ 問題2：ピンが二重になる

        ● 現象
        再読み込みで重なる。

        ● 原因
        古いピンを消していない。

        ▼ 補足
        dismantleUIViewでdelegateを外す。

        ＜まとめ＞
        持ち主を分ける。
        """)
        #expect(outline(doc) == ["背景@1", "問題1：位置が戻る@1", "現象@2", "原因@2", "問題2：ピンが二重になる@1", "現象@2", "原因@2",
                                 "補足@1", "まとめ@1"])
        #expect(doc.sections[0].heading == "■ 背景")
    }

    @Test func markdownHeadingsLoseTheirDecorationToo() throws {
        let doc = try parse("# メモ\n\n## ■ 環境\n\nXcode 16\n\n## 【問題】\n\n高さが0になる。\n", path: "memo/ja.md")
        #expect(doc.sections.map(\.title) == ["環境", "問題"])
        #expect(doc.sections.map(\.heading) == ["■ 環境", "【問題】"])
    }

    @Test func bracketedHeadingsOfAOneProblemPost() throws {
        let doc = try parse("""
        选完图片回调不执行
        2025-06-02 发布

        【问题描述】
        选完照片之后 picker 能正常关闭，但是回调没有被调用。

        【原因分析】
        delegate 是 weak 引用，临时对象被释放了。

        【解决方案】
        用 makeCoordinator 提供代理对象。

        【总结】
        不要自己 new 代理对象。
        """, path: "memo/zh-Hans.txt")
        #expect(outline(doc) == ["问题描述@1", "原因分析@1", "解决方案@1", "总结@1"])
    }

    @Test func decoratedHeadingsAfterBlankLinesKeepTheirLevelByDecoration() throws {
        let doc = try parse("""
        入力まわり

        公開日 2025.05.21

        ▼ 躓いたポイント

        （1）変換前の文字が消える

        現象：入力中の文字が消える。

        （2）文字数制限が効かない

        現象：貼り付けると超える。

        ▼ おわりに

        以上です。
        """)
        #expect(outline(doc) == ["躓いたポイント@1", "（1）変換前の文字が消える@2", "（2）文字数制限が効かない@2", "おわりに@1"])
    }

    @Test func aDecoratedCallOutLabelIsAHeading() throws {
        let doc = try parse("""
        嵌入子控制器
        最后更新：2025/09/27

        ■ 写在前面
        记录一下嵌入的过程。

        ■ 标准写法
        先 addChild，再添加视图。

        ◆ 小技巧
        调试时给 host.view 设置一个背景色。
        """, path: "memo/zh-Hans.txt")
        #expect(outline(doc) == ["写在前面@1", "标准写法@1", "小技巧@1"])
    }

    @Test func aDateLineToTheSecondWithAWordIsTheTitleAreasDate() throws {
        let doc = try parse("""
        选完图片回调不执行
        2025-06-02 14:31:07 发布

        【问题描述】
        回调没有被调用。

        【原因分析】
        临时对象被释放了。
        """, path: "memo/zh-Hans.txt")
        #expect(doc.title == "选完图片回调不执行")
        #expect(doc.metadata["date"] == "2025-06-02")
        #expect(doc.allSections.allSatisfy { $0.snippets.isEmpty })
    }

    // MARK: - Numbered memo headings

    @Test func dottedNumbersDirectlyAboveTheirTextAreHeadingsNotListItems() throws {
        let doc = try parse("""
        ナビゲーションバーのタイトルが消える件
        2025/01/20 更新

        1. 背景
        既存の画面にSwiftUIの詳細画面を足した。

        2. 問題
        pushするとタイトルが消える。

        3. 原因
        二か所からnavigationItemを書き換えていた。

        4. まとめ
        設定は一か所で。
        """)
        #expect(outline(doc) == ["1. 背景@1", "2. 問題@1", "3. 原因@1", "4. まとめ@1"])
    }

    @Test func dottedNumbersAloneBetweenBlankLinesNumberTheSections() throws {
        let doc = try parse("""
        观察者的清理
        发布于 2025-02-10

        1. 通知观察者

        用 block 形式注册的观察者要自己移除。

        2. 定时器

        Timer 会强引用 target。

        let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }

        3. 总结

        谁注册谁移除。
        """, path: "memo/zh-Hans.txt")
        #expect(outline(doc) == ["1. 通知观察者@1", "2. 定时器@1", "3. 总结@1"])
    }

    @Test func aLooseNumberedListStaysAList() throws {
        let doc = try parse("""
        标题

        这是一篇指南的简介。

        1. 创建 UIHostingController

        2. 调用 addChild

        3. 添加视图并设置约束
        """, path: "memo/zh-Hans.txt")
        #expect(doc.sections.isEmpty)
    }

    @Test func aNumberedListStaysAList() throws {
        let doc = try parse("""
        标题

        这是一篇指南的简介。

        步骤如下：

        1. 创建 UIHostingController
        2. 调用 addChild
        3. 添加视图并设置约束
        """, path: "memo/zh-Hans.txt")
        #expect(doc.sections.isEmpty)
        guard case .list(let list)? = doc.preamble.last else { Issue.record("no list"); return }
        #expect(list.items.count == 3)
    }

    // MARK: - Numbered headings directly above code, and numbering restarted under a heading

    @Test func numberedItemsDirectlyAboveTheirListingsAreHeadings() throws {
        let doc = try parse(BlogNoteFixtures.numberedPitfallsAboveListings, path: "memo/zh-Hans.txt")
        #expect(outline(doc) == ["一 背景@1", "二 踩过的坑@1", "1. assign(to:on:) 造成循环引用@2", "2. 订阅没有保存@2"])
        let first = try #require(doc.allSections.first { $0.title.hasPrefix("1. assign") })
        // The modifier chain right below the heading is one listing.
        #expect(first.snippets.map(\.range.startLine) == [10])
    }

    @Test func numberingThatStartsAgainUnderANumberedHeadingNumbersItsSubsections() throws {
        let doc = try parse("""
        Combine 的坑

        1. 背景

        设置页是 UIKit 写的。

        2. 踩过的坑

        1. assign(to:on:) 造成循环引用

        assign 会强引用 self。

        2. 订阅没有保存

        闭包一次都不执行。

        3. 总结

        生命周期最难。
        """, path: "memo/zh-Hans.txt")
        #expect(outline(doc) == ["1. 背景@1", "2. 踩过的坑@1", "1. assign(to:on:) 造成循环引用@2", "2. 订阅没有保存@2", "3. 总结@1"])
    }

    @Test func theOuterNumberingGoesOnAtItsOwnLevelAfterTheSubsections() throws {
        let doc = try parse("""
        笔记

        1. 背景
        评论框要支持富文本。

        2. 基本写法
        struct RichTextView: UIViewRepresentable {}

        3. 遇到的坑

        1. 拼音被打断
        每次都直接赋值，markedText 被覆盖。

        2. 光标跳到末尾
        写回之后光标跑到最后。

        4. 常见问题对照
        问题现象　可能原因　解决办法
        高度不变　还能滚动　关掉滚动
        被键盘挡住　没处理安全区　留出键盘区域

        5. 补充说明
        Coordinator 里的 Binding 是旧的。
        """, path: "memo/zh-Hans.txt")
        #expect(outline(doc) == ["1. 背景@1", "2. 基本写法@1", "3. 遇到的坑@1", "1. 拼音被打断@2", "2. 光标跳到末尾@2",
                                 "4. 常见问题对照@1", "5. 补充说明@1"])
    }

    // MARK: - The end of the page

    @Test(arguments: [
        ("ja", "この記事は役に立ちましたか？\n\nはい　いいえ"),
        ("ja", "この記事は役に立ちましたか？\nはい　いいえ"),
        ("zh-Hans", "点赞　收藏　分享\n\n版权声明：本文为博主原创文章，转载请附上原文出处链接和本声明。"),
        ("zh-Hans", "点赞　收藏　分享\n版权声明：本文为博主原创文章，转载请附上原文出处链接和本声明。"),
    ])
    func feedbackShareAndCopyrightLinesAtTheEndAreDebris(language: String, tail: String) throws {
        let doc = try parse("""
        标题

        一、正文

        正文的第一段。

        二、总结

        最后一段。

        \(tail)
        """, path: "memo/\(language).txt")
        #expect(doc.sections.map(\.title) == ["正文", "总结"])
        #expect(doc.sections.last?.blocks.map(\.plainText) == ["最后一段。"])
    }
}

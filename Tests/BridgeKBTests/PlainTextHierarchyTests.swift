import Foundation
import Testing
@testable import BridgeKBModel

/// Headings without numbers in web copies: which lines are headings (long ones, questions, a heading
/// directly above its first subheading, never a lead-in above a listing) and how they nest.
@Suite struct PlainTextHierarchyTests {
    func parse(_ body: String, path: String = "fixture/zh-Hans.txt") throws -> Document {
        try #require(TestSupport.parse("标题\n\n这是一篇指南的简介。\n\n" + body, path: path))
    }

    func outline(_ document: Document) -> [String] { TestSupport.outline(document) }

    // MARK: - Which lines are headings

    @Test func aHeadingDirectlyAboveAHeadingOpensAParent() throws {
        let doc = try parse("""
        区域同步

        为什么会回弹

        用户拖动地图以后，区域变了。

        在代理里写回绑定

        在代理方法里写回。

        总结

        两边都要防止来回触发。
        """)
        #expect(outline(doc) == ["区域同步@1", "为什么会回弹@2", "在代理里写回绑定@2", "总结@1"])
    }

    @Test func threeHeadingsInARowAreThreeLevels() throws {
        let doc = try parse("""
        文字列の置き場所(Where Strings Live)

        従来の .strings ファイル(Classic Strings Files)

        UIKit からの参照(Referencing from UIKit)

        NSLocalizedString でキーを引きます。

        SwiftUI からの参照(Referencing from SwiftUI)

        文字列リテラルがキーになります。
        """, path: "fixture/ja.txt")
        #expect(outline(doc) == ["文字列の置き場所(Where Strings Live)@1", "従来の .strings ファイル(Classic Strings Files)@2",
                                 "UIKit からの参照(Referencing from UIKit)@3", "SwiftUI からの参照(Referencing from SwiftUI)@3"])
    }

    @Test func moreThanThreeShortLinesInARowAreNotAnOutline() throws {
        let doc = try parse("""
        相关阅读

        列表性能调优

        包装 CLLocationManager

        WKWebView 的几个坑

        尺寸问题总结

        正文从这里开始。
        """)
        #expect(doc.allSections.count <= 1)
    }

    @Test func longHeadingsUpToAHundredAndTwentyCharacters() throws {
        let doc = try parse("""
        ビューの寿命をコーディネーターで管理する方法とその注意点(Managing a View's Lifetime with a Coordinator and What to Watch For)

        本文です。

        What SwiftUI guarantees about the coordinator's lifetime across updates and identity changes

        The coordinator lives as long as the view's identity.

        This sentence is long but it is prose because it has a comma, and it goes on and on without a stop

        More text.
        """, path: "fixture/ja.txt")
        #expect(doc.allSections.map(\.title) == [
            "ビューの寿命をコーディネーターで管理する方法とその注意点(Managing a View's Lifetime with a Coordinator and What to Watch For)",
            "What SwiftUI guarantees about the coordinator's lifetime across updates and identity changes",
        ])
    }

    @Test func questionsAreHeadingsInAQuestionAndAnswerPage() throws {
        let doc = try parse("""
        为什么每次刷新页面都会重新加载？

        因为 updateUIView 每次都会调用。

        怎么拿到网页的标题和加载进度？

        用 KVO 观察。

        页面白屏，控制台报错怎么办？

        先看控制台。
        """)
        #expect(doc.allSections.map(\.title) == ["为什么每次刷新页面都会重新加载？", "怎么拿到网页的标题和加载进度？", "页面白屏，控制台报错怎么办？"])
        let blog = try parse("""
        地图为什么会回弹

        这时候怎么办？

        加一个比较就好了。
        """)
        #expect(blog.allSections.map(\.title) == ["地图为什么会回弹"])
    }

    @Test func leadInLinesAboveAListingAreProse() throws {
        let doc = try parse("""
        使用方法

        使用的时候是这样

        MapWrapper(region: $region)

        次のように書きます

        let a = 1

        Use it like this

        let b = 2

        给 MapWrapper 再加一个协调器，在代理里把新的区域写回去

        let c = 3
        """)
        #expect(doc.allSections.map(\.title) == ["使用方法"])
        #expect(ReaderFixtures.paragraphs(doc).count == 5)
    }

    @Test func aChainStartingWithABareNameIsOneListing() throws {
        let doc = try parse("""
        订阅

        cart.$items
            .receive(on: DispatchQueue.main)
            .sink { items in print(items) }

        完成。
        """)
        #expect(ReaderFixtures.snippets(doc).map(\.range.startLine) == [7])
        #expect(doc.allSections.map(\.title) == ["订阅"])
    }

    // MARK: - How headings nest

    @Test func sameShapeHeadingsAreSiblingsAndExampleMarkersAreChildren() throws {
        let doc = try parse("""
        Pitfall 1: Creating the view in updateUIView

        ❌ WRONG

        func updateUIView(_ v: UIView, context: Context) { v.addSubview(ChartView()) }

        ✅ RIGHT

        func makeUIView(context: Context) -> ChartView { ChartView() }

        Pitfall 2: Leaking observers

        Observers must be removed.

        Don't

        NotificationCenter.default.addObserver(view, selector: #selector(PlayerView.pause), name: .x, object: nil)

        Do

        NotificationCenter.default.removeObserver(view)

        Summary

        Five pitfalls.
        """, path: "fixture/en.txt")
        #expect(outline(doc) == ["Pitfall 1: Creating the view in updateUIView@1", "❌ WRONG@2", "✅ RIGHT@2",
                                 "Pitfall 2: Leaking observers@1", "Don't@2", "Do@2", "Summary@1"])
    }

    @Test func aLabelledSeriesEndsAfterItsLastMember() throws {
        let doc = try parse("""
        パターン 1：共有モデル

        モデルを共有します。

        補足

        iOS 17 以降です。

        パターン 2：クロージャー

        イベントだけ渡します。

        使い分け

        状況で選びます。
        """, path: "fixture/ja.txt")
        #expect(outline(doc) == ["パターン 1：共有モデル@1", "補足@2", "パターン 2：クロージャー@1", "使い分け@1"])
    }

    @Test func relatedPostsAndArticleNavigationAtTheEndAreDebris() throws {
        let diagnostics = DiagnosticEngine()
        let doc = try #require(TestSupport.parse("""
        标题

        简介。

        正文

        内容。

        相关文章

        • 在 SwiftUI 中使用 WKWebView 的几个坑
        • UIHostingController 的尺寸问题总结

        前の記事

        第6章 ホスティングコントローラーの基礎
        """, diagnostics: diagnostics))
        #expect(doc.allSections.map(\.title) == ["正文"])
        #expect(diagnostics.diagnostics.contains { $0.ruleID == "reader.debris" && $0.range?.startLine == 9 })
    }

    @Test func methodHeadingsNestUnderTheTypeTheyBelongTo() throws {
        let doc = try parse("""
        UIViewRepresentable

        A type that wraps a UIKit view.

        makeUIView(context:)

        Called once.

        updateUIView(_:context:)

        Called on every change.

        UIViewControllerRepresentable

        The same for view controllers.

        makeUIViewController(context:)

        Called once.

        Coordinators

        Reference types that outlive the struct.

        Context

        What SwiftUI passes in.
        """, path: "fixture/en.txt")
        #expect(outline(doc) == ["UIViewRepresentable@1", "makeUIView(context:)@2", "updateUIView(_:context:)@2",
                                 "UIViewControllerRepresentable@1", "makeUIViewController(context:)@2", "Coordinators@1", "Context@1"])
    }

    @Test func stepsNestUnderTheUnnumberedSectionTheyFollow() throws {
        let doc = try parse("""
        準備

        ステップ 1：プロジェクトを作る

        テンプレートを選びます。

        ステップ 2：利用目的を書く

        Info.plist に追加します。

        プレビュー用のビュー

        ステップ 3：UIView を作る

        レイヤーを差し替えます。

        実機で確認する

        シミュレーターにはカメラがありません。
        """, path: "fixture/ja.txt")
        #expect(outline(doc) == ["準備@1", "ステップ 1：プロジェクトを作る@2", "ステップ 2：利用目的を書く@2",
                                 "プレビュー用のビュー@1", "ステップ 3：UIView を作る@2", "実機で確認する@1"])
    }

    @Test func anUnnumberedHeadingDirectlyBelowADecimalOneIsItsChild() throws {
        let doc = try parse("""
        二、焦点

        2.1 FocusState 管不到 UIKit 的输入框

        用绑定驱动第一响应者

        代码如下。

        在代理里同步回去

        也要同步。

        2.2 时机

        延后一轮。
        """)
        #expect(outline(doc) == ["二、焦点@1", "2.1 FocusState 管不到 UIKit 的输入框@2", "用绑定驱动第一响应者@3", "在代理里同步回去@3", "2.2 时机@2"])
    }

    @Test func headingsWithAParenthesisedOriginalAreSiblingsOfEachOther() throws {
        let doc = try parse("""
        コーディネーターが必要になる理由(Why You Need a Coordinator)

        UIKit のビューはデリゲートを使います。

        値型のビュー

        SwiftUI の View は毎回新しくなります。

        寿命の管理

        一度だけ作られます。

        テキストフィールドをラップする(Wrapping a Text Field)

        入力を書き戻します。

        デリゲートの転送

        準拠させます。
        """, path: "fixture/ja.txt")
        #expect(outline(doc) == ["コーディネーターが必要になる理由(Why You Need a Coordinator)@1", "値型のビュー@2", "寿命の管理@2",
                                 "テキストフィールドをラップする(Wrapping a Text Field)@1", "デリゲートの転送@2"])
    }

    /// A page whose problems each have their `原因` and `対策` parts, with an `環境` section of its own near the
    /// top: the environment is no part of the series, so the problems after the first keep their level.
    @Test func aProblemReportPartNamedOnceIsNotOneOfTheRepeatedParts() throws {
        let doc = try parse("""
        環境

        • Xcode 15

        ビルドのエラー

        署名が見つからない

        ビルドが止まる。

        原因

        証明書が古い。

        対策

        証明書を作り直す。

        スキームが見つからない

        ビルドが始まらない。

        原因

        スキームが共有されていない。

        対策

        スキームを共有する。
        """, path: "fixture/ja.txt")
        let levels = Dictionary(outline(doc).map { ($0, 1) }, uniquingKeysWith: +)
        #expect(levels["署名が見つからない@2"] == 1 && levels["スキームが見つからない@2"] == 1)
    }

    /// One heading that glosses its term in English (`内存警告（Memory Warnings）`) is no series of translated
    /// titles: the headings after it, without a gloss, are its siblings, not its parts.
    @Test func aLoneHeadingWithAnEnglishGlossDoesNotOpenTheHeadingsAfterIt() throws {
        let doc = try parse("""
        内存警告（Memory Warnings）

        内存不够时系统会发出警告。

        旧系统的做法

        旧系统会释放不在前台的视图。

        视图控制器与视图

        视图是延迟创建的。
        """)
        #expect(outline(doc) == ["内存警告（Memory Warnings）@1", "旧系统的做法@1", "视图控制器与视图@1"])
    }
}

import Foundation
import Testing
@testable import BridgeKBModel

/// Web copies that lost their heading sizes: headings that count up under one label (`Step 2` →
/// `Step 3`, `Option 1` → `Option 2`, `（1）` → `（2）`) are siblings, and what stands between two of
/// them belongs to the first.
@Suite struct PlainTextNumberedSeriesTests {
    func parse(_ text: String, path: String = "fixture/en.txt") throws -> Document {
        try #require(TestSupport.parse(text, path: path))
    }

    func outline(_ document: Document) -> [String] { TestSupport.outline(document) }

    /// The options between `Step 2` and `Step 3` are parts of step 2; step 3 is step 2's sibling, and
    /// the heading right above `Step 1` opens the steps at the level of the earlier heading that opened
    /// subsections.
    /// `下面是我的踩坑记录。` points ahead, and the two lines below it could be the list it announces — but the first
    /// opens a numbered series (`一、`) that goes on below as headings (`二、`, `三、`): it is the first of them.
    /// Items of an announced list that count up line after line (`一、打开…` / `二、点击…`) stay a list.
    @Test func aNumberedHeadingBelowALeadInThatPointsAheadOpensItsSeries() throws {
        let doc = try parse("""
        尺寸问题笔记

        在 UIKit 页面里嵌入 SwiftUI 视图时，经常遇到高度为 0 的问题。下面是我的踩坑记录。

        一、问题现象
        内容变化时高度不会跟着更新。

        二、原因分析
        默认不会把理想尺寸报告给 Auto Layout。

        三、解决办法
        设置 sizingOptions 即可。
        """, path: "fixture/zh-Hans.txt")
        #expect(doc.allSections.map(\.title) == ["问题现象", "原因分析", "解决办法"])

        let list = try parse("""
        设置步骤

        在 Xcode 里按下面的步骤操作。

        一、打开 Build Settings
        二、搜索 Excluded Architectures
        三、去掉 arm64
        """, path: "fixture/zh-Hans.txt")
        #expect(list.allSections.isEmpty, "\(outline(list))")
    }

    @Test func headingsBetweenTwoStepsBelongToTheFirst() throws {
        let doc = try parse("""
        Finding the Cause of Slow Scrolling

        Overview

        This page follows one slow list from symptom to fix.

        Measuring the Problem

        Frame Rate

        Count the frames per second before changing anything.

        Workflow

        Step 1: Record a Trace

        Record the scrolling with the profiler attached.

        Step 2: Find the Hot Path

        Look for the heaviest stack while the list moves.

        Option 1: Sort by Self Time

        Sorting brings the expensive leaf calls to the top.

        Option 2: Invert the Call Tree

        Inverting puts the callees first.

        Step 3: Fix and Measure Again

        Change one thing at a time and record again.

        Summary

        Measure before and after every change.
        """)
        #expect(outline(doc) == ["Overview@1", "Measuring the Problem@1", "Frame Rate@2", "Workflow@1",
                                 "Step 1: Record a Trace@2", "Step 2: Find the Hot Path@2",
                                 "Option 1: Sort by Self Time@3", "Option 2: Invert the Call Tree@3",
                                 "Step 3: Fix and Measure Again@2", "Summary@1"])
    }

    /// A labelled series (`Case 1`, `Case 2`) keeps one level even when a section of another shape
    /// stands between two of its members, and that section is a part of the first.
    @Test func aLabelledSeriesKeepsOneLevelAcrossWhatStandsBetween() throws {
        let doc = try parse("""
        リストの表示が崩れる三つのケース

        前提

        サンプルは iOS 17 で確認しています。

        ケース1：セルの高さが変わらない

        再利用されたセルが古い高さのまま表示されます。

        原因の調べ方

        ビュー階層をデバッガで確認します。

        ケース2：区切り線が消える

        スクロールすると区切り線が描かれなくなります。

        ケース3：選択状態が残る

        画面に戻ると選択が残ったままになります。

        まとめ

        どれもセルの再利用が関係しています。
        """, path: "fixture/ja.txt")
        let read = outline(doc)
        let levels = Dictionary(uniqueKeysWithValues: read.map { ($0.split(separator: "@")[0], $0.split(separator: "@")[1]) })
        #expect(levels["ケース1：セルの高さが変わらない"] == levels["ケース2：区切り線が消える"])
        #expect(levels["ケース2：区切り線が消える"] == levels["ケース3：選択状態が残る"])
        let caseLevel = Int(levels["ケース1：セルの高さが変わらない"] ?? "0") ?? 0
        #expect(Int(levels["原因の調べ方"] ?? "0") == caseLevel + 1, "\(read)")
    }
}

/// Lines of a web copy that look like headings but are not: a photo credit, a clause that introduces a
/// linked title after a colon, and a heading mark the page did not render (`###标题`).
@Suite struct PlainTextNotHeadingTests {
    @Test func creditsLinkLeadInsAndUnrenderedMarksAreText() throws {
        let doc = try #require(TestSupport.parse("""
        從 Swift 看 Objective-C 的分類

        Photo by @someone on Unsplash

        分類可以為既有的類別加上方法。

        延伸說明

        下面这篇文章把这个问题讲得很清楚: Understanding Categories in Depth

        分类里不能直接加存储属性。

        ###关联对象的写法

        用 objc_setAssociatedObject 保存值。

        小测验

        分类和扩展有什么不同？
        """, path: "fixture/zh-Hant.txt"))
        #expect(TestSupport.outline(doc) == ["延伸說明@1", "小测验@1"])
    }

    /// A field whose value is a date or a path (`Last Updated: 2024`, `Docs: /library/…`) is page text.
    @Test func aFieldWithADateOrAPathIsText() throws {
        let doc = try #require(TestSupport.parse("""
        Debugging Layout Warnings

        Overview

        Read the console before changing constraints.

        Resources

        Docs: /documentation/uikit/layout-anchors

        Summary

        Name your constraints.

        Last Updated: 2024-05-01
        """, path: "fixture/en.txt"))
        #expect(TestSupport.outline(doc) == ["Overview@1", "Resources@1", "Summary@1"])
    }

    /// In a page that holds several articles, each one's byline (`作者: 林一`) below its title is page
    /// text, not a heading of its own; so is a field whose value is a time (`抓取时间：2025-01-02T10:00:00Z`).
    @Test func aBylineAndATimeFieldAreText() throws {
        let doc = try #require(TestSupport.parse("""
        本周小技巧

        这一期收集了两篇读者投稿。

        输入框的字数限制

        作者: 林一

        拼音输入时不要急着截断文本。

        导航栏标题的设置时机

        作者: 王二

        抓取时间：2025-01-02T10:00:00Z

        在 viewWillAppear 里设置标题样式。
        """))
        #expect(TestSupport.outline(doc) == ["输入框的字数限制@1", "导航栏标题的设置时机@1"])
    }

    /// The headings with a byline right below them title the page's articles: the headings after one,
    /// up to the next, are its parts.
    @Test func headingsAfterABylinedHeadingArePartsOfItsArticle() throws {
        let doc = try #require(TestSupport.parse("""
        本周小技巧

        这一期收集了几篇读者投稿。

        导航栏标题的设置时机

        作者: 王二

        在 viewWillAppear 里设置标题样式。

        原因

        返回时 viewWillAppear 的调用时机不同。

        处理

        改在 viewDidAppear 里再设置一次。

        终端里的两个小工具

        作者: 张三

        介绍两个命令行工具。

        tree

        用树状结构列出目录。

        Go2Shell

        从访达直接打开终端。
        """))
        #expect(TestSupport.outline(doc) == ["导航栏标题的设置时机@1", "原因@2", "处理@2", "终端里的两个小工具@1", "tree@2", "Go2Shell@2"])
    }
}

/// The parts of a problem report (環境, 現象, 原因, 解決策) are siblings, and a plain heading after a
/// question heading inside one part stays beside the question.
@Suite struct PlainTextProblemReportTests {
    @Test func thePartsOfAProblemReportAreSiblingsAndAQuestionsNeighbourStaysBesideIt() throws {
        let doc = try #require(TestSupport.parse("""
        タイマーが止まらない話

        環境

        Xcode 16 と iOS 18 で確認しました。

        現象

        画面を閉じてもタイマーが動き続けます。

        原因

        原因を順に説明します。

        RunLoop とは？

        RunLoop はイベントを処理するループです。

        タイマーが RunLoop に保持される

        スケジュールしたタイマーは RunLoop が強参照します。

        解決策

        画面を閉じるときに invalidate を呼びます。
        """, path: "fixture/ja.txt"))
        #expect(TestSupport.outline(doc) == ["環境@1", "現象@1", "原因@1", "RunLoop とは？@2", "タイマーが RunLoop に保持される@2", "解決策@1"])
    }
}

/// Headings written to one template below a heading that names the template's words inside its title
/// are that heading's subsections; questions that end alike are siblings.
@Suite struct PlainTextTemplateRunTests {
    @Test func variationsOfWhatAHeadingIntroducesAreItsSubsections() throws {
        let doc = try #require(TestSupport.parse("""
        検索画面の背景をどう扱うか

        検索中に背景を暗くするとは

        検索バーに触れると背景が暗くなる設定があります。

        背景を暗くする設定

        既定値は OS によって違います。

        既定値

        新しい OS では暗くなりません。

        背景を暗くしたい

        設定を明示します。

        背景を暗くしたくない

        こちらも設定を明示します。

        まとめ

        既定値に頼らず明示しましょう。
        """, path: "fixture/ja.txt"))
        #expect(TestSupport.outline(doc) == ["検索中に背景を暗くするとは@1", "背景を暗くする設定@2", "既定値@3",
                                             "背景を暗くしたい@2", "背景を暗くしたくない@2", "まとめ@1"])
    }

    @Test func questionsThatEndAlikeStaySiblings() throws {
        let doc = try #require(TestSupport.parse("""
        計測 SDK のよくある質問

        この SDK について寄せられた質問に答えます。

        対応している OS を教えて下さい

        iOS 16 以降です。

        導入の手順を教えて下さい

        パッケージを追加します。

        ログの送り方を教えて下さい

        自動で送られます。
        """, path: "fixture/ja.txt"))
        #expect(TestSupport.outline(doc) == ["対応している OS を教えて下さい@1", "導入の手順を教えて下さい@1", "ログの送り方を教えて下さい@1"])
    }
}

/// The page's last line is the body of the line above it, and a licence section is back matter at the top.
@Suite struct PlainTextPageEndTests {
    @Test func theLastLineIsTheBodyOfALicenceSection() throws {
        let doc = try #require(TestSupport.parse("""
        画面遷移のサンプル

        UIKit と SwiftUI の画面遷移をまとめたサンプルです。

        背景

        UIKit と SwiftUI が混在しています。

        方針

        遷移は一か所で管理します。

        ライセンス

        MIT License
        """, path: "fixture/ja.txt"))
        #expect(TestSupport.outline(doc) == ["背景@1", "方針@1", "ライセンス@1"])
    }
}

/// A guide's back matter (questions, exercises, closing words in Traditional Chinese) returns to the top
/// level after subsections.
@Suite struct PlainTextBackMatterTests {
    @Test func backMatterSitsAtTheTopLevelAfterSubsections() throws {
        let doc = try #require(TestSupport.parse("""
        用 UIPageViewController 做引导页

        App 第一次启动要展示三屏引导。

        包装分页控制器

        数据和协调器

        协调器负责数据源和代理。

        同步页码

        翻页以后把页码写回状态。

        常见问题

        翻页时闪白怎么办？缓存每一页的控制器。

        練習

        自己加一个跳过按钮。

        總結

        分页交给 UIKit 更稳定。
        """, path: "fixture/zh-Hans.txt"))
        #expect(TestSupport.outline(doc) == ["包装分页控制器@1", "数据和协调器@2", "同步页码@2", "常见问题@1", "練習@1", "總結@1"])
    }
}

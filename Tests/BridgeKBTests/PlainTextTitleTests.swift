import Foundation
import Testing
@testable import BridgeKBModel

/// The title area of a web copy: the title is the title, not the date, source, breadcrumb or series
/// line around it; date and source become metadata.
@Suite struct PlainTextTitleTests {
    func parse(_ text: String, path: String = "fixture/zh-Hans.txt", diagnostics: DiagnosticEngine = DiagnosticEngine()) throws -> Document {
        try #require(TestSupport.parse(text, path: path, diagnostics: diagnostics))
    }

    @Test func aDateLineBelowTheTitleIsMetadata() throws {
        let diagnostics = DiagnosticEngine()
        let doc = try parse("""
        老王的 iOS 笔记

        首页 > iOS 开发 > SwiftUI

        在 SwiftUI 里包装 MKMapView

        发布于 2023-05-01 · 阅读 1,204 · 评论 12

        最近项目里要在 SwiftUI 页面上放一张地图。
        """, diagnostics: diagnostics)
        #expect(doc.title == "在 SwiftUI 里包装 MKMapView")
        #expect(doc.kicker == ["老王的 iOS 笔记", "首页 > iOS 开发 > SwiftUI"])
        #expect(doc.metadata == ["date": "2023-05-01"])
        #expect(doc.preamble.count == 1)
        let note = try #require(diagnostics.diagnostics.first { $0.ruleID == "reader.title-metadata" })
        #expect(note.severity == .info && note.range?.startLine == 7)
    }

    /// A browser copies the lines of a title area (breadcrumb, title, date and source) without blank
    /// lines between them; they are still the title area, not a list.
    @Test func aTitleAreaWithoutBlankLinesIsStillTheTitleArea() throws {
        let doc = try parse("""
        ホーム > iOS > SwiftUI
        UIHostingController を UIKit 画面に埋め込むときのメモ
        最終更新日: 2025/03/02 原文: https://example.org/posts/hosting-notes

        はじめに

        UIKit の画面に SwiftUI のビューを足していくときのメモです。
        """, path: "fixture/ja.txt")
        #expect(doc.title == "UIHostingController を UIKit 画面に埋め込むときのメモ")
        #expect(doc.kicker == ["ホーム > iOS > SwiftUI"])
        #expect(doc.metadata == ["date": "2025-03-02", "sourceURL": "https://example.org/posts/hosting-notes"])
        #expect(doc.sections.map(\.title) == ["はじめに"])
        #expect(doc.preamble.isEmpty)
    }

    /// Consecutive bare lines that open a page without any date or source line stay a list.
    @Test func openingLinesWithoutMetadataStayAList() throws {
        let doc = try parse("""
        SwiftUI 包装笔记

        准备工作
        安装 Xcode 15
        新建一个 iOS 工程

        第一步

        先写一个最简单的包装。
        """)
        #expect(doc.title == "SwiftUI 包装笔记")
        #expect(doc.allSections.flatMap(\.blocks).contains { $0.kind == .list } || doc.preamble.contains { $0.kind == .list })
    }

    @Test func aSourceAndFetchTimeLineGivesTheSourceURLAndTheDate() throws {
        let doc = try parse("""
        UIViewControllerRepresentable 文档笔记

        来源： https://example.org/docs/swiftui/representable 抓取时间： 2024-01-18 09:30

        这篇笔记整理了官方文档中的说明。
        """)
        #expect(doc.title == "UIViewControllerRepresentable 文档笔记")
        #expect(doc.metadata == ["sourceURL": "https://example.org/docs/swiftui/representable", "date": "2024-01-18"])
    }

    @Test func aNumberedTitleBelowAKickerIsTheTitleWhenItsNumberingDoesNotGoOn() throws {
        let doc = try parse("""
        翻訳ノート

        第7章 コーディネーター(Coordinators)

        最終更新日: 2024/3/2 原文: https://example.com/books/bridging/coordinators

        この章では、コーディネーターについて説明します。

        コーディネーターが必要になる理由(Why You Need a Coordinator)

        本文です。
        """, path: "fixture/ja.txt")
        #expect(doc.title == "第7章 コーディネーター(Coordinators)")
        #expect(doc.kicker == ["翻訳ノート"])
        #expect(doc.metadata == ["sourceURL": "https://example.com/books/bridging/coordinators", "date": "2024-03-02"])
        #expect(doc.sections.map(\.title) == ["コーディネーターが必要になる理由(Why You Need a Coordinator)"])
    }

    @Test func englishDatesAndTheUpdateDateWin() throws {
        let en = try parse("""
        SWIFT FIELD NOTES

        Five UIViewRepresentable Pitfalls

        Posted on February 9, 2024 by Dana Okafor

        Wrapping a UIKit view looks simple.
        """, path: "fixture/en.txt")
        #expect(en.title == "Five UIViewRepresentable Pitfalls")
        #expect(en.metadata["date"] == "2024-02-09")
        let ja = try parse("""
        Swift 実践メモ

        状態を共有する 4 つのパターン

        投稿日 2024/02/27 ・ 更新日 2024/03/10

        よく使うパターンを紹介します。
        """, path: "fixture/ja.txt")
        #expect(ja.title == "状態を共有する 4 つのパターン")
        #expect(ja.metadata["date"] == "2024-03-10")
    }

    @Test func theLatestDateOfTheTitleAreaIsTheDate() throws {
        let doc = try parse("""
        トレイトコレクションと環境値

        原文: https://example.org/docs/traits

        翻訳: 2024年7月3日　最終確認: 2024年11月18日

        本文です。
        """, path: "fixture/ja.txt")
        #expect(doc.metadata == ["sourceURL": "https://example.org/docs/traits", "date": "2024-11-18"])
        let minutes = try parse("标题\n\n2024-09-12 18:04 发布 · 阅读约 8 分钟\n\n正文。\n")
        #expect(minutes.metadata == ["date": "2024-09-12"])
        #expect(minutes.preamble.count == 1)
    }

    @Test func theTitleIsTheLineAboveTheDateEvenWhenAHeadingFollows() throws {
        let doc = try parse("""
        Docs › Tutorials

        SwiftUI Cells in a UICollectionView

        Updated June 12, 2024 · 9 min read

        Before you start

        Clone the starter project.
        """, path: "fixture/en.txt")
        #expect(doc.title == "SwiftUI Cells in a UICollectionView")
        #expect(doc.kicker == ["Docs › Tutorials"])
        #expect(doc.sections.map(\.title) == ["Before you start"])
        #expect(doc.metadata["date"] == "2024-06-12")
    }

    @Test func englishSentencesEndTheTitleArea() throws {
        let doc = try parse("""
        Reference

        The requirements of the protocols.

        Overview

        Text.
        """, path: "fixture/en.txt")
        #expect(doc.title == "Reference")
        #expect(doc.sections.map(\.title) == ["Overview"])
    }

    @Test func aSeriesLineAboveTheTitleIsAKicker() throws {
        let doc = try parse("""
        TOP > 記事一覧 > iOS

        連載「SwiftUI と UIKit のあいだ」第3回

        モーダル表示するときに知っておきたいこと

        2024.08.22

        連載の第 3 回です。
        """, path: "fixture/ja.txt")
        #expect(doc.title == "モーダル表示するときに知っておきたいこと")
        #expect(doc.kicker == ["TOP > 記事一覧 > iOS", "連載「SwiftUI と UIKit のあいだ」第3回"])
        #expect(doc.metadata == ["date": "2024-08-22"])
    }

    @Test func metadataReachesTheParseJSONModel() throws {
        let doc = try parse("标题\n\n2024年4月7日 更新\n\n正文。\n")
        #expect(doc.title == "标题")
        #expect(doc.metadata == ["date": "2024-04-07"])
    }

    /// A page that opens with its crawl record glued to a rule (`--- 来源：…`, then the time it was
    /// fetched): both lines are the title area's metadata, not a list and a heading, and the title is the
    /// line below them.
    @Test func aSourceLineGluedToARuleOpensTheTitleArea() throws {
        let doc = try parse("""
        --- 来源：https://example.org/docs/timers
        抓取时间：2025-01-02T10:00:00Z

        定时器

        一种按固定间隔重复执行任务的工具。

        声明

        class Timer : NSObject
        """)
        #expect(doc.title == "定时器")
        #expect(doc.metadata == ["date": "2025-01-02", "sourceURL": "https://example.org/docs/timers"])
        #expect(TestSupport.outline(doc) == ["声明@1"])
    }
}

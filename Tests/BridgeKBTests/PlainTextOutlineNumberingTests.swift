import Foundation
import Testing
@testable import BridgeKBModel

/// Web copies of pages numbered as an outline (`1.` over `1.1`, `1.2`, then `2.` over `2.1` …) whose
/// copy glued headings to the lines around them and dropped the space after a number.
@Suite struct PlainTextOutlineNumberingTests {
    func parse(_ text: String, path: String = "fixture/zh-Hans.txt") throws -> Document {
        try #require(TestSupport.parse(text, path: path))
    }

    func outline(_ document: Document) -> [String] { TestSupport.outline(document) }

    /// `2.定时器` directly above `2.1创建定时器` (no blank line between), `2.2.` with a dot after the
    /// number and `3缓存` without one are the outline's numbers: each decimal sits under its number.
    @Test func decimalHeadingsNestUnderTheirGluedTopLevelNumbers() throws {
        let doc = try parse("""
        学习笔记
        1.线程

        1.1 主线程

        界面只能在主线程里更新，否则会出现奇怪的显示问题。

        1.2 后台线程

        耗时的工作放到后台线程里完成。

        2.定时器
        2.1创建定时器
        let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
            print("tick")
        }
        2.2.停止定时器
        timer.invalidate()

        3缓存

        缓存可以减少重复的网络请求，但要注意及时清理。
        """)
        #expect(outline(doc) == ["1.线程@1", "1.1 主线程@2", "1.2 后台线程@2", "2.定时器@1", "2.1创建定时器@2",
                                 "2.2.停止定时器@2", "3缓存@1"])
    }

    /// A line between `1.2` and `1.3` is the body of `1.2`: `1.3`'s number names its parent, so the line
    /// above it opens no section of its own.
    @Test func aLineAboveTheNextDecimalIsTheBodyOfTheOneBefore() throws {
        let doc = try parse("""
        1.1 概念

        视图是状态的函数。

        1.2 环境值

        由系统或者上层视图传入的共享值

        1.3 状态

        视图自己持有的小状态。
        """)
        #expect(outline(doc) == ["1.1 概念@1", "1.2 环境值@1", "1.3 状态@1"])
    }

    /// A page numbered as an outline, read from its Markdown and from its web copy, gives the same sections:
    /// `## 1.线程` is number `1` and title `线程` in both (the title shown carries no numbering), so both readers
    /// give it the id `1`, and its decimals `1-1`, `1-2` under it.
    @Test func theMarkdownReaderSplitsTheOutlineNumberAsTheCopyReaderDoes() throws {
        let markdown = ReaderFixtures.markdown("""
        # 学习笔记

        ## 1.线程

        ### 1.1 主线程

        界面只能在主线程里更新。

        ### 1.2 后台线程

        耗时的工作放到后台线程里完成。

        ## 2.定时器

        ### 2.1 创建定时器

        定时器要记得停止。

        ## 3缓存

        缓存可以减少重复的网络请求。
        """)
        let copy = try parse("""
        学习笔记

        1.线程

        1.1 主线程

        界面只能在主线程里更新。

        1.2 后台线程

        耗时的工作放到后台线程里完成。

        2.定时器

        2.1 创建定时器

        定时器要记得停止。

        3缓存

        缓存可以减少重复的网络请求。
        """)
        func sections(_ doc: Document) -> [String] {
            doc.allSections.map { "\($0.id) \($0.number ?? "-") \($0.title) @\($0.level)" }
        }
        #expect(sections(markdown) == ["1 1 线程 @1", "1-1 1.1 主线程 @2", "1-2 1.2 后台线程 @2", "2 2 定时器 @1",
                                       "2-1 2.1 创建定时器 @2", "3 3 缓存 @1"])
        #expect(sections(copy) == sections(markdown))
    }

    /// In Markdown too, a heading that starts with a number is no outline number without decimal headings
    /// below such numbers: `## 1つ目の注意点` keeps its whole title.
    @Test func aMarkdownHeadingStartingWithANumberKeepsItWithoutDecimals() {
        let doc = ReaderFixtures.markdown("""
        ## 1つ目の注意点

        本文。

        ## 2つ目の注意点

        本文。
        """)
        #expect(doc.allSections.map(\.title) == ["1つ目の注意点", "2つ目の注意点"])
        #expect(doc.allSections.map(\.id) == ["s1", "s2"])
    }

    /// Without decimal headings nothing is read as an outline number: `1.修改配置` in a run of bare
    /// lines stays one of those lines.
    @Test func numberedLinesWithoutDecimalsStayText() throws {
        let doc = try parse("""
        项目笔记

        准备工作

        打开项目设置页面。

        操作步骤

        检查签名证书
        1.修改配置
        重新编译

        结束后再运行一次测试。
        """)
        #expect(outline(doc) == ["准备工作@1", "操作步骤@1"])
    }
}

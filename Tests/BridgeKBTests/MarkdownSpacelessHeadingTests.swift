import Testing
@testable import BridgeKBModel

/// `###标题` without the space CommonMark wants: many Chinese and Japanese blog editors render it as a heading,
/// and writers publish it so. Hash marks right before a Chinese or Japanese letter open a heading; anything else
/// (`#import`, `##[error]`, a `#话题#` tag, a listing's line) stays as written.
@Suite struct MarkdownSpacelessHeadingTests {
    @Test func hashesRightBeforeAChineseOrJapaneseLetterOpenAHeading() {
        let doc = ReaderFixtures.markdown("""
        # 导航迁移

        ## 基础

        正文。

        ###向后兼容

        如果要支持旧系统，请使用包装视图。

        ##互換性のある書き方

        本文。
        """)
        #expect(doc.sections.map(\.title) == ["基础", "互換性のある書き方"])
        #expect(doc.sections[0].children.map(\.title) == ["向后兼容"])
        #expect(doc.sections[0].children.first?.range.startLine == 7)
    }

    @Test(arguments: ["#import <UIKit/UIKit.h>", "##[error]Process completed with exit code 65.", "#话题#今天又踩坑了", "#1 的问题"])
    func otherHashLinesStayText(line: String) {
        let doc = ReaderFixtures.markdown("# 标题\n\n## 节\n\n\(line)\n")
        #expect(doc.sections.map(\.title) == ["节"])
        #expect(doc.sections[0].children.isEmpty)
    }

    @Test func aListingsHashLineStaysCode() {
        let doc = ReaderFixtures.markdown("# 标题\n\n## 节\n\n```\n##注释\n```\n")
        #expect(doc.sections[0].children.isEmpty)
        #expect(doc.sections[0].blocks.first?.snippet?.code == "##注释")
    }
}

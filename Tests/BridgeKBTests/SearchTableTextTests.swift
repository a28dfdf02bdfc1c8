import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBStore
import BridgeKBTestSupport

/// A table in a search result's excerpt: its cells apart (` | `) and its rows apart (` · `), so that
/// two Chinese cells do not read as one phrase once the excerpt is put on one line.
@Suite struct SearchTableTextTests {
    static func knowledgeBase() -> KnowledgeBase {
        let table = Table(header: ["需求", "使用"],
                          rows: [["标准的点按和拖动", "原生手势"], ["自定义识别器子类", "手势包装"]], range: SourceRange(lines: 3, 6))
        let section = Section(id: "s", number: nil, title: "选择手势", level: 1, range: SourceRange(lines: 1, 6),
                              blocks: [.paragraph(Paragraph(text: "按需求选择：", range: SourceRange(lines: 2, 2))), .table(table)])
        let document = Document(guide: "g", language: .simplifiedChinese, title: "g", source: "Content/g/zh-Hans.md", format: .markdown,
                                sections: [section])
        return KnowledgeBase(guides: [Guide(id: "g", documents: [document])], entries: [])
    }

    @Test func aSectionsRecordKeepsItsTablesCellsAndRowsApart() throws {
        let section = try #require(SearchRecords.make(Self.knowledgeBase()).first { $0.kind == "section" })
        #expect(section.body == "按需求选择：\n需求 | 使用 · 标准的点按和拖动 | 原生手势 · 自定义识别器子类 | 手势包装")
    }

    @Test func theExcerptShowsTheCellsApart() throws {
        let index = try SearchIndex.inMemory(tokenizer: try SearchFixtures.tokenizer(), glossary: nil)
        try index.add(SearchRecords.make(Self.knowledgeBase()))
        let excerpt = try #require(try index.search("识别器").results.first?.best.excerpt)
        #expect(excerpt.text.contains("原生手势 · 自定义识别器子类 | 手势包装"), "\(excerpt.text)")
        #expect(!excerpt.text.contains("手势自定义"), "\(excerpt.text)")
    }
}

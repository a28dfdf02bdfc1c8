import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBSite

/// Entry pages take their section from ``SiteIndex`` (each page used to scan its whole document: a 20 MB
/// guide's 14,000 entry pages spent most of the build there); the table answers as the scan did —
/// the first section with the id, depth first, in the document of that guide and language.
@Suite struct SiteIndexSectionTests {
    static func section(_ id: String, _ title: String, children: [Section] = []) -> Section {
        Section(id: id, number: nil, title: title, level: 1, range: SourceRange(lines: 1, 1), children: children)
    }

    @Test func theTableAnswersAsTheDepthFirstScan() {
        let zh = Document(guide: "g", language: .simplifiedChinese, title: "t", source: "Content/g/zh-Hans.txt", format: .plainText, sections: [
            Self.section("a", "甲", children: [Self.section("b", "乙（内）"), Self.section("c", "丙")]),
            Self.section("b", "乙（外）"), Self.section("d", "丁"),
        ])
        let ja = Document(guide: "g", language: .japanese, title: "t", source: "Content/g/ja.txt", format: .plainText, sections: [
            Self.section("a", "あ"),
        ])
        let index = SiteIndex(KnowledgeBase(guides: [Guide(id: "g", documents: [zh, ja])]))
        for document in [zh, ja] {
            for id in ["a", "b", "c", "d", "missing"] {
                #expect(index.section(guide: "g", language: document.language, id: id)?.title == document.section(id: id)?.title,
                        "\(document.language.tag) \(id)")
            }
        }
        #expect(index.section(guide: "g", language: .simplifiedChinese, id: "b")?.title == "乙（内）")
        #expect(index.section(guide: "other", language: .simplifiedChinese, id: "a") == nil)
    }
}

import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBStore
import BridgeKBTestSupport

/// The model keeps inline code in backticks (the readers' convention; pages render it as `<code>`),
/// but a search result is plain text: the CLI prints its excerpt as is and the site's search.js
/// escapes it. Search records hold the text a reader sees, code spans without their marks, so that
/// no excerpt, title or path shows `` `UIHostingController` ``, and highlights fall on the code's
/// characters.
@Suite struct SearchCodeSpanTests {
    @Test func codeSpansLoseTheirMarksAndNothingElse() {
        #expect(CodeSpans.unmarked("在 `makeUIView` 中配置") == "在 makeUIView 中配置")
        #expect(CodeSpans.unmarked("`UIHostingController` を使う") == "UIHostingController を使う")
        #expect(CodeSpans.unmarked("用 `AnyHashable`/`AnyView` 隐藏") == "用 AnyHashable/AnyView 隐藏")
        // A longer run opens a span that holds a backtick; one space each side is stripped, as CommonMark does.
        #expect(CodeSpans.unmarked("a ``x`y`` b") == "a x`y b")
        #expect(CodeSpans.unmarked("`` `tick` ``") == "`tick`")
        // A run without its closing run of the same length is text.
        #expect(CodeSpans.unmarked("a ` b") == "a ` b")
        #expect(CodeSpans.unmarked("``a` b") == "``a` b")
        #expect(CodeSpans.unmarked("no code") == "no code")
        // A backslash before a backtick escapes it outside a span.
        #expect(CodeSpans.unmarked(#"\`not code`"#) == #"\`not code`"#)
    }

    static func knowledgeBase() -> KnowledgeBase {
        let source = SourceReference(file: "Content/g/ja.md", line: 3, endLine: 4, section: "s", sectionPath: ["`UIHostingController` の使い方"])
        let entry = Entry(id: "g-1", kind: .gotcha, guide: "g", language: .japanese, title: "`UIHostingController` のサイズ",
                          symptom: "ビューが `sizeThatFits` で縮む", fix: "`UIHostingController` を子として追加します",
                          source: source)
        let section = Section(id: "s", number: nil, title: "`UIHostingController` の使い方", level: 1, range: SourceRange(lines: 1, 5),
                              blocks: [.paragraph(Paragraph(text: "`UIHostingController` を使うと、``a`b`` も書ける", range: SourceRange(lines: 2, 2)))])
        let document = Document(guide: "g", language: .japanese, title: "g", source: "Content/g/ja.md", format: .markdown, sections: [section])
        return KnowledgeBase(guides: [Guide(id: "g", documents: [document])], entries: [entry])
    }

    @Test func searchRecordsHoldTheTextAReaderSees() {
        let records = SearchRecords.make(Self.knowledgeBase())
        #expect(records.count == 2)
        for record in records {
            for text in [record.title, record.symptom, record.cause, record.fix, record.body] + record.sectionPath {
                #expect(!text.contains("`UIHostingController`"), "\(record.id): \(text)")
            }
        }
        let entry = try? #require(records.first { $0.kind == "gotcha" })
        #expect(entry?.title == "UIHostingController のサイズ")
        #expect(entry?.fix == "UIHostingController を子として追加します")
        let section = try? #require(records.first { $0.kind == "section" })
        #expect(section?.body == "UIHostingController を使うと、a`b も書ける")
    }

    @Test func excerptsShowNoMarksAndHighlightTheCode() throws {
        let index = try SearchIndex.inMemory(tokenizer: try SearchFixtures.tokenizer(), glossary: nil)
        try index.add(SearchRecords.make(Self.knowledgeBase()))
        let response = try index.search("UIHostingController")
        #expect(!response.results.isEmpty)
        for result in response.results {
            for hit in result.hits {
                #expect(!hit.excerpt.text.contains("`UIHostingController`") && !hit.excerpt.text.contains("``"), "\(hit.excerpt.text)")
                #expect(hit.excerpt.rendered { "[\($0)]" }.contains("[UIHostingController]"), "\(hit.excerpt)")
            }
        }
    }
}

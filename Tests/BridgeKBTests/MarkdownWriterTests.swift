import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBReaders
@testable import BridgeKBStore
@testable import BridgeKBBuild
import BridgeKBTestSupport

/// The Markdown writer and the txt → md round trip over Content/.
@Suite struct MarkdownWriterTests {
    // MARK: - Output shape

    @Test func writesTitleAndSectionsOneLevelDeeper() {
        let doc = Document(guide: "g", language: .simplifiedChinese, title: "标题", kicker: ["分类"], source: "g/zh-Hans.txt",
                           format: .plainText,
                           sections: [Section(id: "part-1", number: "第 1 部分", title: "开始", heading: "第 1 部分：开始", level: 1,
                                              range: SourceRange(lines: 1, 1),
                                              children: [Section(id: "part-1-s1", number: nil, title: "细节", level: 2,
                                                                 range: SourceRange(lines: 2, 2))])])
        let markdown = MarkdownWriter().write(doc)
        #expect(markdown == """
        ---
        language: zh-Hans
        kicker:
          - 分类
        ---

        # 标题

        ## 第 1 部分：开始

        ### 细节

        """)
    }

    @Test func writesFencedCodeWithFileNameAndInfoString() {
        let snippet = Snippet(id: "x", language: .swift, code: "let a = \"```\"\n```\nb", range: SourceRange(lines: 1, 1),
                              fileName: "PageView.swift")
        let lines = MarkdownWriter().block(.code(snippet))
        #expect(lines == ["PageView.swift", "", "````swift", "let a = \"```\"", "```", "b", "````"])
        let diagram = Snippet(id: "y", language: .dot, code: "digraph {}", range: SourceRange(lines: 1, 1), kind: .dot)
        #expect(MarkdownWriter().block(.diagram(diagram)).first == "```dot")
    }

    @Test func escapesPipesInTableCells() {
        let table = Table(header: ["a|b", "c"], rows: [["`x | y`", ""]], range: SourceRange(lines: 1, 1))
        #expect(MarkdownWriter().block(.table(table)) == ["| a\\|b | c |", "| --- | --- |", "| `x \\| y` |  |"])
    }

    @Test func writesNotesAsBlockQuotesWithTheirLabel() {
        let note = Note(kind: .important, label: "重要提示", text: "第一行\n第二行", range: SourceRange(lines: 1, 1))
        #expect(MarkdownWriter().block(.note(note)) == ["> **重要提示**：第一行", "> 第二行"])
    }

    // MARK: - Round trips

    /// Reads `markdown` back as a Markdown guide.
    private func reread(_ markdown: String, path: String = "Content/demo/zh-Hans.md") -> Document {
        ReaderFixtures.markdown(markdown, path: path)
    }

    @Test func proseThatLooksLikeMarkdownReadsBackUnchanged() {
        let texts = ["1. 不是列表", "- 也不是", "# 不是标题", "> 不是引用", "*星号* 与 _下划线_ 与 snake_case", "<div>不是 HTML</div>",
                     "`updateUIView(_:context:)` 保留反引号", "a \\ b [链接](x) &amp; ~~~", "===", "| 不是表格 |", "+ 加号"]
        let doc = Document(guide: "demo", language: .simplifiedChinese, title: "t", source: "s", format: .plainText,
                           sections: [Section(id: "s1", number: nil, title: "甲", level: 1, range: SourceRange(lines: 1, 1),
                                              blocks: texts.map { .paragraph(Paragraph(text: $0, range: SourceRange(lines: 1, 1))) })])
        #expect(ReaderFixtures.paragraphs(reread(MarkdownWriter().write(doc))) == texts)
    }

    @Test func listsLifecycleTablesAndAdjacentListsRoundTrip() {
        let r = SourceRange(lines: 1, 1)
        let lifecycle = LifecycleTable(entries: [.init(method: "makeUIView(context:)", description: "Called ONCE.", line: 1),
                                                 .init(method: "updateUIView(_:context:)", description: "Patch.", line: 2)], range: r)
        let nested = ListBlock(ordered: false, items: [.init(text: "子项", range: r)], range: r)
        let blocks: [Block] = [
            .list(ListBlock(ordered: true, items: [.init(text: "一", range: r, children: [.list(nested)]), .init(text: "1. 二", range: r)], range: r)),
            .list(ListBlock(ordered: true, items: [.init(text: "另一个列表", range: r)], range: r)),
            .lifecycle(lifecycle),
        ]
        let doc = Document(guide: "demo", language: .simplifiedChinese, title: "t", source: "s", format: .plainText,
                           sections: [Section(id: "s1", number: nil, title: "甲", level: 1, range: r, blocks: blocks)])
        let back = reread(MarkdownWriter().write(doc))
        #expect(back.sections.first?.blocks.map(\.plainText) == blocks.map(\.plainText))
        #expect(back.sections.first?.blocks.map(\.kind) == [.list, .list, .lifecycle])
    }

    /// What the round trip must keep: sections, snippets and tables, without source lines.
    private struct Shape: Equatable {
        var sections: [String]
        var snippets: [String]
        var tables: [String]

        init(_ doc: Document) {
            sections = doc.allSections.map { "\($0.id)|\($0.number ?? "-")|\($0.title)|\($0.level)" }
            snippets = doc.allSnippets.map { "\($0.id)|\($0.language)|\($0.marker)|\($0.fileName ?? "-")|\($0.code)" }
            tables = ReaderFixtures.tables(doc).map { ([$0.header] + $0.rows).map { $0.joined(separator: "‖") }.joined(separator: "\n") }
        }
    }

    @Test func everyGuideInContentRoundTripsThroughImport() throws {
        let guides = try ReaderFixtures.plainTextGuides()
        #expect(guides.count >= 5)
        for guide in guides {
            let diagnostics = DiagnosticEngine()
            let file = SourceFile(path: guide.path, text: String(decoding: guide.data, as: UTF8.self))
            let original = try #require(DocumentParser.parse(file, diagnostics: diagnostics))
            let markdown = MarkdownWriter().write(original)
            let mdPath = guide.path.replacingOccurrences(of: ".txt", with: ".md")
            let back = reread(markdown, path: mdPath)
            let a = Shape(original), b = Shape(back)
            #expect(a.sections == b.sections, "sections differ in \(guide.path)")
            #expect(a.snippets == b.snippets, "snippets differ in \(guide.path)")
            #expect(a.tables == b.tables, "tables differ in \(guide.path)")
            #expect(back.title == original.title && back.kicker == original.kicker && back.language == original.language)
            #expect(!a.sections.isEmpty && !a.snippets.isEmpty)
        }
    }

    @Test func aPlainTextGuideAndItsMarkdownTranslationShareSectionIDs() throws {
        for guide in try ReaderFixtures.plainTextGuides() where guide.path.hasSuffix("zh-Hans.txt") {
            let txt = SourceFile(path: guide.path, text: String(decoding: guide.data, as: UTF8.self))
            let zh = try #require(DocumentParser.parse(txt, diagnostics: DiagnosticEngine()))
            let mdPath = guide.path.replacingOccurrences(of: "zh-Hans.txt", with: "ja.md")
            let md = SourceFile(path: mdPath, text: MarkdownWriter().write(zh))
            let ja = try #require(DocumentParser.parse(md, diagnostics: DiagnosticEngine()))
            #expect(ja.language == .japanese && ja.format == .markdown)
            func tree(_ sections: [Section]) -> [String] {
                sections.flatMap { ["(\($0.id)"] + tree($0.children) + [")"] }
            }
            #expect(tree(zh.sections) == tree(ja.sections), "tree differs for \(guide.path)")
        }
    }

    @Test func aContentFolderMixingTextAndMarkdownLoadsOneModel() throws {
        let guide = try #require(try ReaderFixtures.plainTextGuides().first { $0.path.hasSuffix("uikit-bridging/zh-Hans.txt") })
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-mixed-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("Content/uikit-bridging")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let zh = try #require(DocumentParser.parse(SourceFile(path: guide.path, text: String(decoding: guide.data, as: UTF8.self)),
                                                   diagnostics: DiagnosticEngine()))
        try guide.data.write(to: folder.appendingPathComponent("zh-Hans.txt"))
        try Data(MarkdownWriter().write(zh).utf8).write(to: folder.appendingPathComponent("ja.md"))

        let diagnostics = DiagnosticEngine()
        let files = try ContentLoader(root: root.appendingPathComponent("Content")).load(diagnostics: diagnostics)
        let documents = files.compactMap { DocumentParser.parse($0, diagnostics: diagnostics) }
        #expect(documents.map(\.format) == [.markdown, .plainText])
        #expect(documents.map(\.language) == [.japanese, .simplifiedChinese])
        #expect(documents[0].allSections.map(\.id) == documents[1].allSections.map(\.id))
        #expect(documents[0].allSnippets.map(\.id) == documents[1].allSnippets.map(\.id))
        #expect(!diagnostics.hasErrors)
    }
}

/// A guide whose translation is Markdown: alignment, extraction and drift work as for plain text.
@Suite struct MixedFormatKnowledgeBaseTests {
    @Test func plainTextSourceAndMarkdownTranslationAlignSectionForSection() throws {
        let root = Fixtures.content.appendingPathComponent("uikit-bridging")
        let zh = try Data(contentsOf: root.appendingPathComponent("zh-Hans.txt"))
        let jaText = try Data(contentsOf: root.appendingPathComponent("ja.txt"))
        let diagnostics = DiagnosticEngine()
        let jaDocument = try #require(DocumentParser.parse(SourceFile(path: "Content/uikit-bridging/ja.txt", guide: "uikit-bridging",
                                                                      declaredLanguage: .japanese, format: .plainText, data: jaText),
                                                           diagnostics: diagnostics))
        let jaMarkdown = MarkdownWriter().write(jaDocument)
        let files = [
            SourceFile(path: "Content/uikit-bridging/zh-Hans.txt", guide: "uikit-bridging", declaredLanguage: .simplifiedChinese, format: .plainText, data: zh),
            SourceFile(path: "Content/uikit-bridging/ja.md", guide: "uikit-bridging", declaredLanguage: .japanese, format: .markdown, data: Data(jaMarkdown.utf8)),
        ]
        let kb = KnowledgeBaseBuilder.build(files: files, diagnostics: diagnostics)
        let coverage = try #require(kb.translations.coverage.first)
        #expect(coverage.alignedSections == 36 && coverage.sections == 36)
        #expect(coverage.alignedSnippets == 28)
        #expect(coverage.alignedEntries == coverage.entries)
        #expect(kb.translations.issues.isEmpty, "\(kb.translations.issues.map(\.message))")
        let ja = kb.entries.filter { $0.language == .japanese && $0.kind == .gotcha && $0.confidence == nil }
        #expect(ja.count == 11)
        #expect(ja.first?.source.file == "Content/uikit-bridging/ja.md")
    }
}

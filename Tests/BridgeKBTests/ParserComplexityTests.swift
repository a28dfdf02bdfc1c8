import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBReaders

/// Guards before the C parsers whose time grows faster than their input: a paragraph with more
/// brackets than cmark's inline parser is given keeps its text without links (`reader.too-complex`),
/// in every format and when a page is rendered; an element with more attributes than libxml2 is
/// given loses the rest. Ordinary input goes through unchanged.
struct ParserComplexityTests {
    static let crowded = String(repeating: "![[]()", count: 2_000)

    func parse(_ text: String, _ path: String) -> (Document?, [Diagnostic]) {
        let diagnostics = DiagnosticEngine()
        return (DocumentParser.parse(SourceFile(path: path, text: text), diagnostics: diagnostics), diagnostics.diagnostics)
    }

    @Test(arguments: ["g/zh-Hans.md", "g/zh-Hans.txt"])
    func aParagraphOfTooManyBracketsIsKeptAsTextWithAWarningAtItsLine(_ path: String) throws {
        let text = path.hasSuffix(".md")
            ? "# 标题\n\n## 第 1 部分：内容\n\n见 [链接](https://example.org/a)。\n\n\(Self.crowded)\n\n```swift\nlet a = [[1], [2]]\n```\n"
            : "标题\n\n第 1 部分：内容\n\n正文。\n\n\(Self.crowded)\n"
        let (document, diagnostics) = parse(text, path)
        let doc = try #require(document)
        let paragraphs = doc.allSections.flatMap(\.blocks).compactMap { if case .paragraph(let p) = $0 { return p } else { return nil } }
        let kept = try #require(paragraphs.first { $0.text.contains("![[]()") })
        #expect(kept.text == Self.crowded, "the text as written")
        let warning = try #require(diagnostics.first { $0.ruleID == "reader.too-complex" })
        #expect(warning.range?.start.line == kept.range.startLine)
        if path.hasSuffix(".md") {
            #expect(paragraphs.contains { $0.text.contains("链接") }, "an ordinary paragraph keeps its link text")
            #expect(doc.allSnippets.first?.code == "let a = [[1], [2]]", "code keeps its brackets")
        }
        #expect(diagnostics.filter { $0.ruleID == "reader.too-complex" }.count == 1)
    }

    @Test func aCrowdedParagraphOfAMarkdownFileReachesCmarkWithoutItsBrackets() {
        let lines = ["# t", "", Self.crowded, "", "- [a](b)", "- [c](d)", "", "```", String(repeating: "[]", count: 600), "```"]
        let guarded = InlineComplexity.guarded(lines)
        #expect(guarded.guarded)
        #expect(!guarded.lines[2].contains("[") && !guarded.lines[2].contains("]"))
        #expect(guarded.lines[4] == "- [a](b)" && guarded.lines[5] == "- [c](d)", "a list of links is many paragraphs")
        #expect(InlineComplexity.restored(guarded.lines[2]) == Self.crowded)
        // The code block is one run of 1,200 brackets too: placeholders there are turned back by the tree copy.
        #expect(InlineComplexity.guarded(["# t", "", "见 [链接](x)。"]).guarded == false)
    }

    @Test func renderingATooComplexParagraphEscapesItWithoutCmark() {
        #expect(CommonMarkBridge.inlineHTML(Self.crowded + "<b>") == HTMLText.escape(Self.crowded + "<b>"))
        #expect(CommonMarkBridge.inlineHTML("见 [链接](https://example.org)") == "见 <a href=\"https://example.org\">链接</a>")
    }

    @Test func anElementWithTooManyAttributesLosesTheRestAndLinesStayTheFiles() throws {
        let attributes = (0..<3_000).map { " a\($0)=\"x\"" + ($0 % 500 == 0 ? "\n" : "") }.joined()
        let html = "<html lang=\"zh-Hans\"><body>\n<h1>标题</h1>\n<h2>第 1 部分：内容</h2>\n<p\(attributes)>说明。</p>\n<p>后文。</p>\n</body></html>\n"
        let (document, diagnostics) = parse(html, "g/zh-Hans.html")
        let doc = try #require(document)
        let paragraphs = doc.allSections.flatMap(\.blocks).compactMap { if case .paragraph(let p) = $0 { return p } else { return nil } }
        #expect(paragraphs.map(\.text) == ["说明。", "后文。"])
        let lineOfLast = html.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("后文") }! + 1
        #expect(paragraphs.last?.range.startLine == lineOfLast, "the cut attributes' newlines are kept")
        let warning = try #require(diagnostics.first { $0.ruleID == "reader.too-complex" })
        #expect(warning.range?.start.line == 4)
        #expect(AttributeGuard.guarded(Array("<p class=\"a\" id=b>x</p><!-- <q \(attributes)> -->".utf8)) == nil)
    }

    /// What reaches libxml2 is bounded by the attribute limit whatever the element holds.
    @Test func whatLibxml2IsGivenGrowsNoFurtherWithMoreAttributes() throws {
        func given(_ count: Int) throws -> Int {
            let tag = "<p" + (0..<count).map { " a\($0)=\"x\"" }.joined() + ">x</p>"
            let guarded = try #require(AttributeGuard.guarded(Array(tag.utf8)))
            return guarded.bytes.count
        }
        let (a, b) = (try given(20_000), try given(40_000))
        #expect(a == b)
    }
}

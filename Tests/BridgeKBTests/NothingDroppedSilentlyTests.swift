import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBReaders

/// Readers never drop content silently: what markup hides from them (an element left open, a
/// skipped element holding the guide, nesting deeper than they follow, a long tail taken for
/// navigation debris) is either kept or reported with its line.
@Suite struct NothingDroppedSilentlyTests {
    func warnings(_ diagnostics: DiagnosticEngine, _ rule: String) -> [Diagnostic] {
        diagnostics.diagnostics.filter { $0.ruleID == rule && $0.severity == .warning }
    }

    func text(_ document: Document) -> String {
        (ReaderFixtures.blocks(document).map(\.plainText) + document.allSections.map(\.title)).joined(separator: "\n")
    }

    // MARK: - HTML

    /// HTML5's `<embed>` is void; libxml2's HTML4 parser nested the rest of the page inside it,
    /// which the reader skips, so everything after an unclosed one vanished.
    @Test func anUnclosedEmbedKeepsTheRestOfTheGuide() {
        let diagnostics = DiagnosticEngine()
        let document = ReaderFixtures.html("""
        <html><body><h1>一、标题</h1>
        <p>第一段。</p>
        <embed src="movie.swf"><p>第二段：嵌入之后。</p>
        <h2>二、后面</h2>
        <p>更多内容。</p><img src="a.png"><p>图片之后。</p>
        </body></html>
        """, path: "Content/demo/zh-Hans.html", diagnostics: diagnostics)
        let all = text(document)
        for expected in ["第一段。", "第二段：嵌入之后。", "后面", "更多内容。", "图片之后。"] {
            #expect(all.contains(expected), "\(expected) missing from \(all)")
        }
        #expect(diagnostics.diagnostics.allSatisfy { $0.severity != .warning }, "\(diagnostics.diagnostics)")
    }

    @Test func skippedElementsThatHoldTheGuideAreReportedWithTheirLines() {
        let diagnostics = DiagnosticEngine()
        _ = ReaderFixtures.html("""
        <html><body>
        <nav><h2>目录</h2><p>导航</p></nav>
        <div hidden><p>隐藏的段落</p></div>
        <h1>一、标题</h1>
        <p>正文。</p>
        <object data="x.bin">
        <h2>二、对象里</h2>
        <p>被对象吞掉的内容。</p>
        </object>
        <form action="/x"><h2>三、表单里</h2><p>表单中的段落。</p></form>
        <script>var x = 1;
        <p>脚本没有关闭，后面都成了脚本。</p>
        </body></html>
        """, path: "Content/demo/zh-Hans.html", diagnostics: diagnostics)
        let skipped = warnings(diagnostics, "reader.skipped-content")
        #expect(skipped.map { $0.range?.start.line } == [6, 10, 11], "\(skipped)")
        #expect(skipped[0].message == "content inside <object> (lines 6–9) is skipped: it holds headings or paragraphs")
        #expect(skipped[1].message.hasPrefix("content inside <form>"))
        #expect(skipped[2].message.hasPrefix("<script> at line 11 holds page markup"))
        // Navigation and hidden elements are skipped by design and say nothing.
        #expect(!skipped.contains { $0.message.contains("<nav>") || $0.message.contains("<div>") })
    }

    @Test func droppedScriptsAreANoteAtTheFirstOnesLineAndColumn() {
        let diagnostics = DiagnosticEngine()
        let document = ReaderFixtures.html("""
        <html><head><title>题</title>
          <script src="analytics.js"></script></head>
        <body><h1>一、标题</h1>
        <p>正文。</p>    <SCRIPT>alert(1)</SCRIPT>
        <p>之后。</p><script>var x = 2;</script>
        </body></html>
        """, path: "Content/demo/zh-Hans.html", diagnostics: diagnostics)
        #expect(!text(document).contains("alert"))
        let notes = diagnostics.diagnostics.filter { $0.ruleID == "reader.dropped-script" }
        #expect(notes.count == 1, "\(diagnostics.diagnostics)")
        #expect(notes.first?.severity == .info)
        #expect(notes.first?.range?.start == SourceLocation(line: 2, column: 3))
        #expect(notes.first?.message == "<script> dropped: a guide's scripts never run on the site (here and in 2 more places)")
        // A page without scripts says nothing of them.
        let clean = DiagnosticEngine()
        _ = ReaderFixtures.html("<html><body><h1>题</h1><p>正文。</p></body></html>", path: "Content/demo/zh-Hans.html", diagnostics: clean)
        #expect(!clean.diagnostics.contains { $0.ruleID == "reader.dropped-script" })
    }

    @Test func htmlNestedDeeperThanTheReaderFollowsIsKeptAsTextAndSaid() {
        let diagnostics = DiagnosticEngine()
        let depth = 300
        let document = ReaderFixtures.html("<html><body><h1>题</h1>\n" + String(repeating: "<div>", count: depth)
                                           + "<p>深处的文字</p>" + String(repeating: "</div>", count: depth) + "\n<p>之后的段落</p></body></html>",
                                           path: "Content/demo/zh-Hans.html", diagnostics: diagnostics)
        let all = text(document)
        #expect(all.contains("深处的文字"))
        #expect(all.contains("之后的段落"))   // libxml2 used to stop reading the page at depth 256
        let deep = warnings(diagnostics, "reader.deep-nesting")
        #expect(deep.count == 1)
        #expect(deep.first?.range?.start.line == 2)
        // Far deeper, unclosed: no crash, the text is still there.
        let deeper = ReaderFixtures.html("<html><body>" + String(repeating: "<div>", count: 50_000) + "<p>最深处</p>",
                                         path: "Content/demo/zh-Hans.html", diagnostics: DiagnosticEngine())
        #expect(text(deeper).contains("最深处"))
    }

    // MARK: - Markdown

    @Test func markdownNestedDeeperThanTheReaderFollowsIsKeptAsTextAndSaid() {
        let diagnostics = DiagnosticEngine()
        let document = ReaderFixtures.markdown("# 题\n\n" + String(repeating: "> ", count: 50_000) + "引用深处的话\n\n## 二、后面\n\n后面。\n",
                                               diagnostics: diagnostics)
        #expect(text(document).contains("引用深处的话"))
        #expect(document.sections.map(\.title) == ["后面"])
        let deep = warnings(diagnostics, "reader.deep-nesting")
        #expect(deep.count == 1)
        #expect(deep.first?.range?.start.line == 3)
    }

    // MARK: - Plain text

    @Test func aDebrisTailLongerThanTheGuideIsAWarning() {
        let diagnostics = DiagnosticEngine()
        let text = "标题\n\n第 1 部分：开始\n\n正文。\n\n" + String(repeating: "第 1 部分：开始\n\n", count: 20_000)
        _ = PlainTextReader().read(SourceFile(path: "Content/demo/zh-Hans.txt", text: text), diagnostics: diagnostics)
        let debris = diagnostics.diagnostics.filter { $0.ruleID == "reader.debris" }
        #expect(debris.count == 1)
        #expect(debris.first?.severity == .warning)
        #expect(debris.first?.message.contains("longer than the rest of the guide") == true)
    }

    @Test func aShortDebrisTailStaysANote() {
        let diagnostics = DiagnosticEngine()
        let body = (1...20).map { "第 \($0) 部分：标题\($0)\n\n这一部分的正文，足够长的一句话。\n\n" }.joined()
        let text = "标题\n\n" + body + "第 1 部分：标题1\n\n第 2 部分：标题2\n\n第 3 部分：标题3\n\n← 上一章 返回目录\n"
        _ = PlainTextReader().read(SourceFile(path: "Content/demo/zh-Hans.txt", text: text), diagnostics: diagnostics)
        let debris = diagnostics.diagnostics.filter { $0.ruleID == "reader.debris" }
        #expect(debris.map(\.severity) == [.info])
    }
}

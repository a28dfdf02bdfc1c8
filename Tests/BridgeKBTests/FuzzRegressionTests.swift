import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBText
@testable import BridgeKBReaders
@testable import BridgeKBChecking
@testable import BridgeKBStore

/// The calls the libFuzzer targets make (Fuzz/, scripts/fuzz, docs/robustness.md), on hand-written
/// inputs, so the ordinary test run covers them too, and what the fuzz runs found, each as a test of
/// its own. These are the shapes that stress the readers and the query path most: cut-off UTF-8,
/// unclosed strings and comments, deep brackets, FTS5 syntax in queries.
@Suite struct FuzzRegressionTests {
    static let texts: [[UInt8]] = [
        [],
        [0x0A],
        [0xEF, 0xBB, 0xBF],                               // a BOM and nothing else
        [0xE6, 0xA0],                                     // a cut-off scalar
        [0x0D, 0x0D, 0x0A, 0x0D],                         // CR soup
        Array("\"\"\"\n#\"\"\"#\n/* /* */\nlet a = #\"\\(\"#\n".utf8),
        Array("第\n第 1 部分\n一、\n1.\n1.1\n.1 x\n步骤\n十百、x\n-1、y\n+3、z\n".utf8),
        Array(("struct A {\n" + String(repeating: "(", count: 5_000) + "\n\n说明。\n").utf8),
        Array("→\n()→\nf()→x\n\t\t\n\t a\tb\t\n•\n- \n1. \n重要\n重要：\n".utf8),
        Array("digraph {\n".utf8) + Array(repeating: UInt8(ascii: "{"), count: 3_000),
        Array(" \u{301}标题 \u{301}\n\u{3000}\u{A0}\n\u{202E}x\u{2066}\n".utf8),
    ]

    @Test func thePlainTextReaderAndTheMarkdownWriterTakeAnyBytes() {
        for bytes in Self.texts {
            let file = SourceFile(path: "fuzz/zh-Hans.txt", guide: "fuzz", declaredLanguage: Language("zh-Hans"),
                                  format: .plainText, data: Data(bytes))
            if let document = PlainTextReader().read(file, diagnostics: DiagnosticEngine()) {
                _ = MarkdownWriter().write(document)
            }
        }
    }

    @Test func theMarkdownAndHTMLReadersTakeAnyBytes() {
        let extra: [[UInt8]] = [Array("<html><body>".utf8) + Array(repeating: UInt8(ascii: "<"), count: 2_000),
                                Array("| a |\n|---|\n| \\| |\n```\n".utf8), Array("<!-- \n<script>".utf8)]
        for bytes in Self.texts + extra {
            for (path, format) in [("fuzz/ja.md", Document.Format.markdown), ("fuzz/zh-Hans.html", .html)] {
                let file = SourceFile(path: path, guide: "fuzz", declaredLanguage: nil, format: format, data: Data(bytes))
                _ = DocumentParser.parse(file, diagnostics: DiagnosticEngine())
            }
        }
    }

    /// Found by the SwiftChecker target (timeout, 2026-12-01): 256 KiB of 50,000 nested `"\(` and
    /// 100,000 `(` on one line made 212,135 diagnostics, over 20 s under AddressSanitizer. Problems
    /// past the report limit are now counted, not built.
    @Test func theCheckerTimeoutFoundByFuzzingIsQuick() {
        let code = "let s = " + String(repeating: #""\("#, count: 50_000) + String(repeating: "(", count: 100_000)
        let start = DispatchTime.now().uptimeNanoseconds
        let findings = Linter().lint(code, file: "fuzz.swift")
        _ = SnippetChecker().check(code: code, marker: .bad)
        #expect(findings.count <= StructuralChecker.reportLimit + 1)
        #expect(findings.contains { $0.ruleID == "syntax.too-many-problems" })
        #expect(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 < 20)
    }

    @Test func searchTakesFTS5SyntaxAndOddTextAsPlainWords() throws {
        let tokenizer = try Tokenizer.standard()
        let index = try SearchIndex.inMemory(tokenizer: tokenizer, glossary: nil)
        try index.add([SearchRecord(id: "g/zh-Hans/1", kind: "gotcha", guide: "g", language: Language("zh-Hans"),
                                    title: "Coordinator 持有父对象", symptom: "内存泄漏", apis: ["Coordinator"])])
        let queries = ["", " ", "\"", "\"\"\"", "*", "a*", "NEAR(a b)", "a OR", "AND", "-x", "^a", "col:a", "(", ")",
                       "{a}", "a:b:c", "\0", "\u{202E}", String(repeating: "循环引用", count: 500),
                       String(repeating: "a ", count: 1_000), "ｓｉｚｉｎｇＯｐｔｉｏｎｓ", "Coordinator\"OR\"x"]
        for query in queries {
            _ = tokenizer.analyze(query)
            _ = index.planner.plan(query)
            _ = try? index.search(query)
            _ = try? index.search(query, options: SearchOptions(limit: 3, languages: [Language("ja")], api: "Coordinator"))
        }
        #expect(try index.search("Coordinator\" OR \"x").results.count <= 1)
    }
}

import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBText
@testable import BridgeKBStore
@testable import bridgekb
import BridgeKBTestSupport

/// Content never reaches the terminal raw, and bidirectional controls never reach an output: every
/// command that prints content escapes control characters, escape sequences and bidi controls
/// (JSON too, as `\u` escapes of the same value); a file name holding a newline cannot print a line
/// of its own; kb.json, kb.sqlite and the site's search index hold no bidi control.
@Suite(.serialized) struct OutputHygieneTests {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-hygiene-\(UUID().uuidString)")
    var content: URL { dir.appendingPathComponent("Content") }

    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let context = CommandContext(capture: true)
        let code = BridgeKBCLI.run(arguments, context: context)
        return (code, context.capturedOutput, context.capturedError)
    }

    /// What must never be printed raw: C0 controls but tab and newline, DEL, C1, bidi controls.
    func rawControls(_ text: String) -> [String] {
        text.unicodeScalars.filter { TerminalText.needsEscape($0, keepingNewlines: true) }
            .map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    /// A guide in Markdown (zh-Hans) and its translation (ja) whose titles, pitfall table and prose
    /// carry bidi controls and — with `controls` — ESC sequences, a C1 CSI and BEL, as character
    /// references; plus a plain-text guide with raw bidi controls.
    func makeContent(controls: Bool = true) throws {
        func c(_ reference: String) -> String { controls ? reference : "" }
        let guide = content.appendingPathComponent("hostile")
        try FileManager.default.createDirectory(at: guide, withIntermediateDirectories: true)
        let table = """
        | 常见问题 | 症状 | 修复方法 |
        |---|---|---|
        | Coordinator\(c("&#27;]0;PWNED&#7;")) 持有父对象 | 内存泄漏\(c("&#x9B;2J&#27;[31m")) | 使用 weak&#x2066; var parent&#x202E; |
        """
        try """
        # 标题\(c("&#27;[31m"))红色&#x202E;反转&#x200F;

        ## 第 1 部分：常见问题

        \(table)

        段落 UIViewRepresentable\(c("&#27;[2J"))&#x061C; 结尾。
        """.write(to: guide.appendingPathComponent("zh-Hans.md"), atomically: true, encoding: .utf8)
        try """
        # タイトル\(c("&#27;[31m"))赤

        ## パート 1：落とし穴

        | 落とし穴 | 症状 | 対処法 |
        |---|---|---|
        | Coordinator\(c("&#27;]0;PWNED&#7;")) が親を保持 | メモリリーク\(c("&#x9B;2J")) | weak&#x2066; を使う |
        """.write(to: guide.appendingPathComponent("ja.md"), atomically: true, encoding: .utf8)
        let plain = content.appendingPathComponent("plain")
        try FileManager.default.createDirectory(at: plain, withIntermediateDirectories: true)
        try "标题\u{202E}反\n\n一、开始\u{2066}\n\n正文 UIView\u{200E} 与 updateUIView\u{202D}。\n"
            .write(to: plain.appendingPathComponent("zh-Hans.txt"), atomically: true, encoding: .utf8)
    }

    @Test func everyCommandThatPrintsContentEscapesIt() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        try makeContent()
        let c = ["--content", content.path]
        let index = ["--index", dir.appendingPathComponent("none.sqlite").path]
        let commands: [[String]] = [
            ["search", "Coordinator"] + c + index, ["search", "Coordinator", "--json"] + c + index,
            ["pitfalls"] + c, ["pitfalls", "--json"] + c,
            ["show", "hostile/part-1"] + c, ["show", "hostile/part-1", "--json"] + c, ["show", "hostile-part-1-1"] + c,
            ["translations"] + c, ["translations", "--json"] + c,
            ["check"] + c, ["check", "--format", "json"] + c,
            ["parse", content.appendingPathComponent("hostile/zh-Hans.md").path],
            ["parse", content.appendingPathComponent("hostile/zh-Hans.md").path, "--json"],
            ["parse", content.appendingPathComponent("hostile/zh-Hans.md").path, "--blocks"],
            ["parse", content.appendingPathComponent("plain/zh-Hans.txt").path],
            ["import", content.appendingPathComponent("plain/zh-Hans.txt").path],
        ]
        for command in commands {
            let result = run(command)
            #expect([0, 1].contains(result.code), "\(command): \(result.err.prefix(300))")
            #expect(rawControls(result.out).isEmpty, "\(command) stdout: \(rawControls(result.out))")
            #expect(rawControls(result.err).isEmpty, "\(command) stderr: \(rawControls(result.err))")
            if command.contains("--json") {
                // The same JSON value: escapes decode back to the characters.
                let value = try JSONSerialization.jsonObject(with: Data(result.out.utf8))
                #expect(!(value is NSNull))
            }
        }
        // The escapes are visible, and the content is still there around them.
        let pitfalls = run(["pitfalls"] + c)
        #expect(pitfalls.out.contains("Coordinator\\u{1B}]0;PWNED\\u{7} 持有父对象"), "\(pitfalls.out)")
        #expect(pitfalls.out.contains("内存泄漏\\u{9B}2J"), "\(pitfalls.out)")
        let json = run(["pitfalls", "--json"] + c)
        #expect(json.out.contains("\\u009b2J"), "\(json.out.prefix(800))")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]])
        #expect(entries.contains { ($0["symptom"] as? String)?.contains("\u{9B}2J") == true })
    }

    @Test func aFileNameWithANewlineCannotForgeALine() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        let folder = dir.appendingPathComponent("lint")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let name = "a.swift\nforged.swift:1:1: error: all is well [x]\n\u{1B}[2Jb.swift"
        try "struct {\n".write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        let result = run(["lint", folder.path])
        #expect(result.code == 1)
        let lines = (result.out + result.err).split(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("forged.swift") }, "\(lines)")
        #expect(lines.contains { $0.contains("a.swift\\u{A}forged.swift:1:1: error: all is well [x]\\u{A}\\u{1B}[2Jb.swift:1:8: error:") },
                "\(lines)")
        #expect(rawControls(result.out + result.err).isEmpty)
    }

    @Test func bidiControlsReachNoOutput() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        try makeContent(controls: false)
        let out = dir.appendingPathComponent("Site")
        let result = run(["build", "--content", content.path, "--templates", Fixtures.templates.path,
                          "--out", out.path, "--quiet", "--no-cache"])
        #expect(result.code == 0, "\(result.err)")
        let searchIndex = try FileManager.default.subpathsOfDirectory(atPath: out.appendingPathComponent("assets/search").path)
            .filter { $0.hasSuffix(".js") }.map { "assets/search/" + $0 }
        #expect(searchIndex.count > 3)
        for file in ["kb.json", "zh-Hans/guides/plain.html", "zh-Hans/guides/hostile.html"] + searchIndex {
            let data = try Data(contentsOf: out.appendingPathComponent(file))
            #expect(!BidiControls.contains(data), "\(file) holds a bidirectional control")
        }
        // kb.sqlite's texts as SQLite and the search index read them back (the records' texts are deflated).
        let db = try SQLiteDatabase(path: out.appendingPathComponent("kb.sqlite").path, mode: .readOnly)
        let tables = try db.query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'search_fts%'") { $0.text(0) }
        for table in tables {
            let rows = try db.query("SELECT * FROM \"\(table)\"") { $0.row }
            for row in rows {
                for case .text(let text) in row { #expect(!text.unicodeScalars.contains(where: BidiControls.contains), "kb.sqlite \(table): \(text)") }
            }
        }
        let index = try SearchIndex(database: db, planner: QueryPlanner(tokenizer: try Tokenizer.standard(), glossary: nil))
        let records = try index.records(rowids: try db.query("SELECT rowid FROM search_records") { $0.int64(0) })
        #expect(records.count > 3)
        for record in records.values {
            let texts = [record.id, record.title, record.symptom, record.cause, record.fix, record.body] + record.apis + record.sectionPath
            #expect(!texts.contains { $0.unicodeScalars.contains(where: BidiControls.contains) }, "kb.sqlite \(record.id)")
        }
        // What was around them is still there.
        let kb = try String(contentsOf: out.appendingPathComponent("kb.json"), encoding: .utf8)
        #expect(kb.contains("\"title\" : \"标题红色反转\""))
        #expect(kb.contains("\"title\" : \"开始\""))
        #expect(kb.contains("使用 weak var parent"))
        // The readers said where they were.
        let parse = run(["parse", content.appendingPathComponent("plain/zh-Hans.txt").path])
        #expect(parse.err.contains("[reader.bidi-control]"))
    }

    @Test func settingsErrorsAreOnePhraseWithAPlace() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        try makeContent()
        try "{\"sourceLanguage\": 3}".write(to: content.appendingPathComponent("plain/guide.json"), atomically: true, encoding: .utf8)
        try "{\"baseURL\": \"x\",\n \"extra\": ,}".write(to: content.appendingPathComponent("site.json"), atomically: true, encoding: .utf8)
        let result = run(["build", "--content", content.path, "--templates", Fixtures.templates.path,
                          "--out", dir.appendingPathComponent("Site").path, "--quiet"])
        #expect(result.code == 1)
        #expect(result.err.contains("guide.json is not valid: at 'sourceLanguage': expected to decode String but found number instead"),
                "\(result.err)")
        #expect(result.err.contains("site.json:2:") && result.err.contains("site.json is not valid JSON ("), "\(result.err)")
        #expect(!result.err.contains("DecodingError") && !result.err.contains("Domain="), "\(result.err)")
    }

    @Test func settingsSyntaxErrorsAreAtTheirFileLineAndColumn() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        try makeContent()
        try "{\"sourceLanguage\":\n  zh}".write(to: content.appendingPathComponent("plain/guide.json"), atomically: true, encoding: .utf8)
        let guide = run(["build", "--content", content.path, "--out", dir.appendingPathComponent("Site").path, "--quiet", "--no-cache"])
        #expect(guide.err.contains("Content/plain/guide.json:2:3: error: guide.json is not valid: not valid JSON (invalid value)"), "\(guide.err)")
        try FileManager.default.removeItem(at: content.appendingPathComponent("plain/guide.json"))
        try "{\"concepts\": [\n  {\"id\": \"标题\", oops}\n]}".write(to: content.appendingPathComponent("glossary.json"), atomically: true, encoding: .utf8)
        let glossary = run(["build", "--content", content.path, "--out", dir.appendingPathComponent("Site").path, "--quiet", "--no-cache"])
        #expect(glossary.code == 65)
        #expect(glossary.err.contains("Content/glossary.json:2:16: error: malformed glossary: not valid JSON (invalid value)"), "\(glossary.err)")
        #expect(!glossary.err.contains(dir.path), "the path as the other settings files' diagnostics give it: \(glossary.err)")
    }
}

import Foundation
import Testing
@testable import bridgekb
@testable import BridgeKBModel
import BridgeKBTestSupport
import BridgeKBChecking

/// Runs one bridgekb command line, capturing stdout, stderr and the exit code.
func runCLI(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
    let context = CommandContext(capture: true)
    let status = BridgeKBCLI.run(arguments, context: context)
    return (status, context.capturedOutput, context.capturedError)
}

/// A temporary folder with the given files (relative path → bytes).
func temporaryFolder(_ files: [String: [UInt8]]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-cli-\(UUID().uuidString)")
    for (path, bytes) in files {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }
    return root
}

private let pitfall = Array("struct A: View {\n    var body: some View { Text(\"你好\").id(UUID()) }\n}\n".utf8)

// MARK: - Output and exit codes

@Test func lintPrintsCompilerStyleWarningsAndExitsOne() throws {
    let root = try temporaryFolder(["Sources/A.swift": pitfall, "Sources/.hidden/B.swift": Array("let = 1".utf8)])
    defer { try? FileManager.default.removeItem(at: root) }
    // No built site (the folder has no kb.json), so no entry pages follow the finding: the output does
    // not depend on the Site/ of the working directory (entry links have their own test below).
    let result = runCLI(["lint", root.path, "--site", root.path])
    #expect(result.status == 1)
    // One finding: the hidden folder is skipped.
    #expect(result.out == "\(root.path)/Sources/A.swift:2:38: warning: '.id(UUID())' changes identity on every update; use a stable identifier [id-uuid]\n")
}

@Test func lintExitsOneOnSyntaxErrors() throws {
    let root = try temporaryFolder(["B.swift": Array("let s = \"open\n".utf8)])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = runCLI(["lint", root.path, "--format", "json"])
    #expect(result.status == 1)
    #expect(result.out.contains("\"ruleID\" : \"syntax.unterminated-string\""))
}

@Test func lintFlagsARawControlCharacterInAStringWithoutPrintingIt() throws {
    let root = try temporaryFolder(["A.swift": Array("let red = \"\u{1B}[31mred\"\n".utf8)])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = runCLI(["lint", root.appendingPathComponent("A.swift").path])
    #expect(result.status == 1)
    #expect(result.out.contains("A.swift:1:12: error: control character U+001B in a string literal"))
    #expect(result.out.contains("[syntax.control-character]"))
    #expect(!(result.out + result.err).unicodeScalars.contains { $0.value == 0x1B })
}

@Test func lintReportsBadInputUsageAndIOErrors() throws {
    let root = try temporaryFolder(["Bad.swift": [0x6C, 0x65, 0x74, 0x20, 0xFF, 0x0A]])
    defer { try? FileManager.default.removeItem(at: root) }
    let bad = runCLI(["lint", root.path])
    #expect(bad.status == 65)
    #expect(bad.err.contains("invalid UTF-8 at byte offset 4"))
    #expect(runCLI(["lint", root.path, "--format", "xml"]).status == 64)
    #expect(runCLI(["lint", root.appendingPathComponent("missing.swift").path]).status == 74)
}

@Test func lintSpeaksTheChosenLanguageAndSARIF() throws {
    let root = try temporaryFolder(["A.swift": pitfall])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(runCLI(["lint", root.path, "--lang", "zh-Hans"]).out.contains("每次更新都会生成新身份"))
    let sarif = runCLI(["lint", root.path, "--format", "sarif"]).out
    #expect(sarif.contains("\"version\" : \"2.1.0\""))
    #expect(sarif.contains("\"uri\" : \"file://\(root.path)/A.swift\""))
}

@Test func checkValidatesTheContentFolder() {
    let content = Fixtures.content.path
    let result = runCLI(["check", "--content", content, "--format", "json"])
    #expect(result.status == 0)
    #expect(result.out.contains("\"add-target-self\""))
    #expect(result.err.contains("0 errors"))
}

@Test func checkSaysWhenTheReaderDroppedACharacterFromASnippet() throws {
    // The reader drops a raw ESC from a guide (a warning at its line and column); `check` checks the
    // snippet without it, so it says so too — and only for characters inside a listing.
    let guide = "# 标题\n\n## 一\n\n正文\u{1B}。\n\n```swift\nlet s = \"abc\u{1B}[31mred\"\n```\n"
    let root = try temporaryFolder(["g/zh-Hans.md": Array(guide.utf8)])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = runCLI(["check", "--content", root.path])
    #expect(result.err.contains("zh-Hans.md:8:13: warning: invisible character U+001B dropped [reader.invisible-character]"))
    #expect(!result.err.contains("zh-Hans.md:5:"))
    #expect(result.err.contains("1 warning"))
    #expect(!(result.out + result.err).unicodeScalars.contains { $0.value == 0x1B })
}

/// `bridgekb lint` names the knowledge-base pages that explain each finding.
@Suite struct LintEntryLinkTests {
    @Test func findingsNameTheEntryPageInTheChosenLanguage() throws {
        let folder = try temporaryFolder(["Coordinator.swift": Array("""
        struct Wrapper: UIViewRepresentable {
            func makeCoordinator() -> Coordinator { Coordinator(self) }
            class Coordinator: NSObject {
                let parent: Wrapper
                init(_ parent: Wrapper) { self.parent = parent }
            }
        }
        """.utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = Fixtures.url("Site").path
        let result = runCLI(["lint", folder.path, "--lang", "ja", "--site", site])
        #expect(result.out.contains("[coordinator-let-parent]"))
        #expect(result.out.contains("ja/entries/uikit-bridging-part-5-1.html"))
        let json = runCLI(["lint", folder.path, "--format", "json", "--site", site])
        #expect(json.out.contains("\"entryLinks\""))
        #expect(json.out.contains("entries/uikit-bridging-part-5-1.html"))
    }
}

/// `bridgekb lint` and `check` speak one language per output: the finding's message and its rule's
/// name and description in `--lang` (English by default); the links go to that language's pages where
/// the site has them, and otherwise all to the same one — the language most of the site's entries are in.
@Suite struct LintOutputLanguageTests {
    /// A built site with entries in zh-Hans (three) and ja (one): `g-1` in both, `g-2` in zh-Hans only.
    func site() throws -> URL {
        let kb = """
        {"ruleEntries": {"id-uuid": ["g-1", "g-2"]},
         "entries": [{"id": "g-1", "language": "zh-Hans", "title": "一"}, {"id": "g-1", "language": "ja", "title": "一"},
                     {"id": "g-2", "language": "zh-Hans", "title": "二"}, {"id": "g-3", "language": "zh-Hans", "title": "三"}]}
        """
        return try temporaryFolder(["kb.json": Array(kb.utf8)])
    }

    @Test func textLinksEveryPageInOneLanguage() throws {
        let folder = try temporaryFolder(["A.swift": pitfall]), site = try site()
        defer { try? FileManager.default.removeItem(at: folder); try? FileManager.default.removeItem(at: site) }
        let rule = try #require(RuleRegistry.rule(identifier: "id-uuid")).description
        // English (no English pages): English message, every link in the site's main language.
        let english = runCLI(["lint", folder.path, "--site", site.path]).out
        #expect(english.contains(rule.message(in: .english)))
        #expect(english.contains("zh-Hans/rules/id-uuid.html"))
        #expect(english.contains("zh-Hans/entries/g-1.html"))
        #expect(!english.contains("ja/"))
        // Japanese: Japanese message, Japanese pages; g-2 has no Japanese page, so its only page.
        let japanese = runCLI(["lint", folder.path, "--site", site.path, "--lang", "ja"]).out
        #expect(japanese.contains(rule.message(in: .japanese)))
        #expect(japanese.contains("ja/rules/id-uuid.html"))
        #expect(japanese.contains("ja/entries/g-1.html"))
        #expect(japanese.contains("zh-Hans/entries/g-2.html"))
        #expect(!japanese.contains("zh-Hans/entries/g-1.html"))
    }

    /// The SARIF rule of a finding: its name, short and full description and helpUri; and the result's message.
    func sarifRule(_ arguments: [String]) throws -> (rule: [String: Any], message: String) {
        let out = runCLI(arguments).out
        let log = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let rule = try #require(rules.first { $0["id"] as? String == "id-uuid" })
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        return (rule, ((result["message"] as? [String: Any])?["text"] as? String) ?? "")
    }

    @Test func sarifNamesAndLinksRulesInTheMessagesLanguage() throws {
        let folder = try temporaryFolder(["A.swift": pitfall]), site = try site()
        defer { try? FileManager.default.removeItem(at: folder); try? FileManager.default.removeItem(at: site) }
        let rule = try #require(RuleRegistry.rule(identifier: "id-uuid")).description
        for language in [Language.japanese, .simplifiedChinese, .english] {
            var arguments = ["lint", folder.path, "--format", "sarif", "--site", site.path, "--base-url", "https://kb.example"]
            if language != .english { arguments += ["--lang", language.tag] }
            let sarif = try sarifRule(arguments)
            #expect(sarif.message == rule.message(in: language))
            #expect(sarif.rule["name"] as? String == rule.name(in: language))
            #expect((sarif.rule["shortDescription"] as? [String: Any])?["text"] as? String == rule.name(in: language))
            #expect((sarif.rule["fullDescription"] as? [String: Any])?["text"] as? String == rule.description(in: language))
            let page = language == .english ? "zh-Hans" : language.tag
            #expect(sarif.rule["helpUri"] as? String == "https://kb.example/\(page)/rules/id-uuid.html")
        }
        #expect(rule.name(in: .japanese) != rule.name(in: .english))
    }

    @Test func checkNamesRulesInTheMessagesLanguage() throws {
        let out = runCLI(["check", "--content", Fixtures.content.path, "--format", "sarif", "--lang", "ja"]).out
        let rule = try #require(RuleRegistry.rule(identifier: "id-uuid")).description
        #expect(out.contains("\"name\" : \"\(rule.name(in: .japanese))\""))
        #expect(!out.contains("\"name\" : \"\(rule.name(in: .english))\""))
    }
}

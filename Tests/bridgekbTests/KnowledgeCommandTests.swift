import Foundation
import Testing
@testable import bridgekb
import BridgeKBTestSupport

/// `pitfalls`, `show`, `translations` and `build` as a user runs them.
@Suite struct KnowledgeCommandTests {
    let content = Fixtures.content.path
    let templates = Fixtures.templates.path

    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let context = CommandContext(capture: true)
        let code = BridgeKBCLI.run(arguments, context: context)
        return (code, context.capturedOutput, context.capturedError)
    }

    @Test func pitfallsFilterByGuideAPIAndLanguage() {
        let result = run(["pitfalls", "--content", content, "--guide", "uikit-bridging", "--api", "updateUIView", "--lang", "ja"])
        #expect(result.code == 0)
        #expect(result.out.contains("uikit-bridging-part-5-1"))
        #expect(!result.out.contains("[gotcha, zh-Hans"))
        #expect(!result.out.contains("navigation-and-interop"))
    }

    @Test func iosFilterHidesLaterEntriesAndSaysHowMany() {
        let result = run(["pitfalls", "--content", content, "--kind", "decisionRule", "--ios", "16"])
        #expect(result.code == 0)
        #expect(!result.out.contains("iOS 18+"))
        #expect(result.err.contains("need a later iOS than 16"))
    }

    @Test func unknownFiltersAreUsageErrors() {
        #expect(run(["pitfalls", "--content", content, "--kind", "bug"]).code == 64)
        #expect(run(["pitfalls", "--content", content, "--lang", "fr"]).code == 64)
        #expect(run(["pitfalls", "--content", content, "--guide", "nope"]).code == 64)
    }

    @Test func showPrintsAnEntryWithTranslationsAndRelatedEntries() throws {
        let result = run(["show", "uikit-bridging-part-5-1", "--content", content])
        #expect(result.code == 0)
        #expect(result.out.contains("Coordinator 持有父对象"))
        #expect(result.out.contains("ja: Coordinator が親を保持する"))
        let related = result.out.split(separator: "\n").first { $0.hasPrefix("其他指南中的相关条目：") } ?? ""
        #expect(related.contains("uiviewrepresentable-basics-3-6-3"))
        let json = run(["show", "uikit-bridging-part-5-1", "--lang", "ja", "--json", "--content", content])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        #expect((object["entry"] as? [String: Any])?["language"] as? String == "ja")
    }

    @Test func anUnknownIDSuggestsTheNearest() {
        // The argument is wrong, not the data: a usage error (64), like `pitfalls --guide nosuch`.
        let result = run(["show", "uikit-bridging-part-5-99", "--content", content])
        #expect(result.code == 64)
        #expect(result.err.contains("Nearest: uikit-bridging-part-5-"))
        #expect(run(["show", "uikit-bridging/part-99", "--content", content]).code == 64)
        #expect(run(["show", "no-such-guide/part-1", "--content", content]).code == 64)
    }

    @Test func translationsReportNoDriftOnContent() {
        let result = run(["translations", "--content", content])
        #expect(result.code == 0)
        #expect(result.out.contains("sections 36/36, snippets 28/28, entries 47/47"))
        #expect(result.out.contains("no drift"))
    }

    @Test func translationsLexiconListsMinedPairsWithEvidence() throws {
        let text = run(["translations", "--lexicon", "--content", content])
        #expect(text.code == 0)
        #expect(text.out.contains("メモリーリーク ⇄ 内存泄漏") && text.out.contains("glossary: memory-leak"))
        #expect(text.out.contains("uikit-bridging/part-5 (cell)"))
        let json = run(["translations", "--lexicon", "--json", "--limit", "5", "--content", content])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let pairs = try #require(object["pairs"] as? [[String: Any]])
        #expect(pairs.count == 5)
        #expect(pairs.allSatisfy { ($0["terms"] as? [String: String])?.keys.sorted() == ["ja", "zh-Hans"] && ($0["evidence"] as? [Any])?.isEmpty == false })
        #expect((object["units"] as? Int ?? 0) > 100)
        #expect(run(["translations", "--lexicon", "--limit", "0", "--content", content]).code == 64)
    }

    @Test func twoBuildsAreByteForByteIdenticalAndCheckSeesThem() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-builds-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let a = base.appendingPathComponent("a").path, b = base.appendingPathComponent("b").path
        #expect(run(["build", "--content", content, "--templates", templates, "--out", a, "--quiet"]).code == 0)
        #expect(run(["build", "--content", content, "--templates", templates, "--out", b, "--quiet"]).code == 0)
        let files = try FileManager.default.subpathsOfDirectory(atPath: a).sorted()
        #expect(files == (try FileManager.default.subpathsOfDirectory(atPath: b).sorted()))
        for file in files where !file.hasSuffix("/") {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: "\(a)/\(file)", isDirectory: &isDirectory)
            if isDirectory.boolValue { continue }
            #expect(FileManager.default.contentsEqual(atPath: "\(a)/\(file)", andPath: "\(b)/\(file)"), "\(file)")
        }
        #expect(files.contains("kb.sqlite") && files.contains("kb.json"))
        #expect(run(["build", "--content", content, "--templates", templates, "--out", a, "--check"]).code == 0)
        try Data("stale".utf8).write(to: URL(fileURLWithPath: "\(a)/zh-Hans/index.html"))
        #expect(run(["build", "--content", content, "--templates", templates, "--out", a, "--check"]).code == 1)
    }
}

/// `bridgekb show <guide>/<section>`: a section, as search results name it.
@Suite struct ShowSectionTests {
    @Test func showsASectionInTheChosenLanguageWithItsTranslations() {
        let context = CommandContext(capture: true)
        let code = BridgeKBCLI.run(["show", "uikit-bridging/part-5", "--lang", "ja",
                                    "--content", Fixtures.content.path], context: context)
        #expect(code == 0)
        #expect(context.capturedOutput.contains("パート 5：よくある落とし穴"))
        #expect(context.capturedOutput.contains("この節の項目：uikit-bridging-part-5-1"))
        #expect(context.capturedOutput.contains("zh-Hans: 第 5 部分：常见问题"))
    }
}

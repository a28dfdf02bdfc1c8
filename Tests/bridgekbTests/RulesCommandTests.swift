import Foundation
import Testing
@testable import BridgeKBModel
import BridgeKBChecking
import BridgeKBTestSupport

/// `bridgekb rules [RULE...] [--json]`: every lint rule with its summary, examples and entries.
@Suite struct RulesCommandTests {
    let site = Fixtures.url("Site").path

    @Test func listsEveryRuleWithItsSummaryExamplesAndEntries() {
        let result = runCLI(["rules", "--site", site])
        #expect(result.status == 0)
        for rule in RuleRegistry.descriptions {
            #expect(result.out.contains(rule.identifier), "\(rule.identifier)")
            #expect(result.out.contains(rule.name), "\(rule.identifier)")
        }
        // Examples with their ↓ markers, and the entries the knowledge base links to the rule.
        #expect(result.out.contains("↓let parent: SearchBar"))
        #expect(result.out.contains("uikit-bridging-part-5-1"))
        // The syntax checks, with what runs by default.
        #expect(result.out.contains("syntax.unbalanced-bracket"))
        #expect(result.out.contains("syntax.consecutive-statements"))
    }

    @Test func jsonHasOneObjectPerRule() throws {
        let result = runCLI(["rules", "--json", "--site", site, "--lang", "ja"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let rules = try #require(object["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == RuleRegistry.descriptions.map(\.identifier))
        for rule in rules {
            for key in ["name", "summary", "severity", "message"] { #expect(rule[key] is String, "\(key)") }
            #expect((rule["triggeringExamples"] as? [String])?.isEmpty == false)
            #expect((rule["nonTriggeringExamples"] as? [String])?.isEmpty == false)
            #expect(rule["concerns"] is [String] && rule["entries"] is [[String: Any]])
            #expect(rule["enabledByDefault"] as? Bool == true)
        }
        let coordinator = try #require(rules.first { $0["id"] as? String == "coordinator-let-parent" })
        let entries = try #require(coordinator["entries"] as? [[String: Any]])
        let first = try #require(entries.first { $0["id"] as? String == "uikit-bridging-part-5-1" })
        #expect(first["language"] as? String == "ja")
        #expect(first["title"] is String)
        #expect((first["page"] as? String)?.hasSuffix("ja/entries/uikit-bridging-part-5-1.html") == true)
        let checks = try #require(object["syntaxChecks"] as? [[String: Any]])
        #expect(checks.count == SyntaxCheck.all.count)
        #expect(checks.first { $0["id"] as? String == "syntax.consecutive-statements" }?["enabledByDefault"] as? Bool == false)
    }

    @Test func namedRulesOnlyAndUnknownNamesAreUsageErrors() {
        let one = runCLI(["rules", "id-uuid", "--site", site])
        #expect(one.status == 0)
        #expect(one.out.contains("id-uuid") && !one.out.contains("coordinator-let-parent"))
        let typo = runCLI(["rules", "id-uid"])
        #expect(typo.status == 64)
        #expect(typo.err.contains("'id-uuid'"))
    }

    @Test func withoutASiteTheEntriesAreEmptyAndSaidSo() throws {
        let empty = FileManager.default.temporaryDirectory.path
        let result = runCLI(["rules", "--json", "--site", empty])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let rules = try #require(object["rules"] as? [[String: Any]])
        #expect(rules.allSatisfy { ($0["entries"] as? [Any])?.isEmpty == true })
        #expect(result.err.contains("kb.json"))
    }
}

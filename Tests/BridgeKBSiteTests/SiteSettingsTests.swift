import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBSite

/// Content/site.json: whatever is wrong is a warning (so `--strict` fails) and that setting is left out.
@Suite struct SiteSettingsTests {
    func parse(_ json: String) -> (SiteSettings, [Diagnostic]) {
        let engine = DiagnosticEngine()
        let settings = SiteSettings.parse(Data(json.utf8), file: "Content/site.json", diagnostics: engine)
        return (settings, engine.diagnostics)
    }

    @Test func readsEverySetting() {
        let (settings, problems) = parse(#"{"baseURL": "https://kb.example.net/docs", "repository": "https://git.example.net/kb", "editURL": "https://git.example.net/kb/edit/main/{path}"}"#)
        #expect(problems.isEmpty)
        #expect(settings.baseURL == "https://kb.example.net/docs/")
        #expect(settings.editLink(for: "Content/a b/ja.txt") == "https://git.example.net/kb/edit/main/Content/a%20b/ja.txt")
    }

    @Test func malformedJSONIsAWarningWithItsPlace() throws {
        let (settings, problems) = parse("{\n  \"baseURL\": \"https://kb.example.net/\",\n  oops\n}")
        #expect(settings == SiteSettings())
        let problem = try #require(problems.first)
        #expect(problem.severity == .warning && problem.ruleID == "site.bad-settings")
        #expect(problem.file == "Content/site.json")
        #expect(problem.range?.start.line == 3)
    }

    @Test func aSyntaxErrorAfterChineseTextIsAtItsLineAndColumnInOnePhrase() throws {
        // Foundation counts bytes ("around character 43"); the place is in characters, on the right line.
        let (_, problems) = parse("{\"title\": \"标题标题\",\n  \"description\": oops}")
        let problem = try #require(problems.first)
        #expect(problem.range?.start == SourceLocation(line: 2, column: 18))
        #expect(problem.message == "site.json is not valid JSON (invalid value); the site is built without its settings")
    }

    @Test func badValuesAndUnknownKeysAreWarningsAndLeftOut() {
        let (settings, problems) = parse(#"{"baseURL": "kb/docs", "editURL": "https://git.example.net/edit", "baseUrl": "https://x.example.net/", "repository": 3}"#)
        #expect(settings == SiteSettings())
        #expect(problems.count == 4)
        #expect(problems.allSatisfy { $0.severity == .warning })
        #expect(problems.contains { $0.message.contains("unknown setting 'baseUrl'") })
    }

    @Test func anEmptyObjectMeansRelativeLinksOnly() {
        let (settings, problems) = parse("{}")
        #expect(problems.isEmpty && settings.baseURL == nil && settings.editURL == nil)
    }
}

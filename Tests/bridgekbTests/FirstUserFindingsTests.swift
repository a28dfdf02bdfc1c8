import Foundation
import Testing
@testable import bridgekb
import BridgeKBTestSupport
import BridgeKBChecking

/// What a first user met on a fresh project, each as the behaviour it should have.
@Suite struct FirstUserFindingsTests {
    // The command line, folders and files as NewProjectTests has them.
    let newProject = NewProjectTests()
    func run(_ arguments: [String], in folder: URL) -> (code: Int32, out: String, err: String) { newProject.run(arguments, in: folder) }
    func temporaryFolder() throws -> URL { try newProject.temporaryFolder() }
    func write(_ text: String, to path: String, in folder: URL) throws { try newProject.write(text, to: path, in: folder) }

    /// `init` then `build` in a new folder; the project folder.
    func builtProject(_ folder: URL) throws -> URL {
        #expect(run(["init", "notes"], in: folder).code == 0)
        let project = folder.appendingPathComponent("notes")
        let build = run(["build", "-q"], in: project)
        #expect(build.code == 0, "\(build.err)")
        return project
    }

    static let delegateInUpdate = """
        import SwiftUI
        struct M: UIViewRepresentable {
            func makeUIView(context: Context) -> UITextField { UITextField() }
            func updateUIView(_ view: UITextField, context: Context) {
                view.delegate = context.coordinator
            }
        }

        """

    // 1. A ❌ listing no rule flags: `check` fails on it, `build` warns and says `check` fails on it;
    // the advice names only what the file's format can say.
    @Test func anUnflaggedBadListingIsTheSameProblemForCheckAndBuildWithAdviceForItsFormat() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("""
            <!DOCTYPE html><html><head><meta charset="utf-8"><title>T</title></head><body><article><h1>タイトル</h1>
            <h2>注意</h2>
            <pre><code class="language-swift">// ❌ Bool が二つ
            @State var showA = false
            </code></pre></article></body></html>
            """, to: "Content/html-guide/ja.html", in: folder)
        let check = run(["check"], in: folder)
        #expect(check.code == 1)
        let checkLine = try #require((check.out + check.err).split(separator: "\n").first { $0.contains("[snippet.unflagged-bad]") })
        #expect(checkLine.contains(": error: "))
        #expect(checkLine.contains("bridgekb: illustrative") && !checkLine.contains("Markdown fence"), "\(checkLine)")
        let build = run(["build", "--out", folder.appendingPathComponent("Site").path], in: folder)
        #expect(build.code == 0)
        let lines = build.err.split(separator: "\n").map(String.init)
        let index = try #require(lines.firstIndex { $0.contains("[snippet.unflagged-bad]") })
        #expect(lines[index].contains(": warning: "))
        #expect(lines[index + 1].contains("note:") && lines[index + 1].contains("bridgekb check"), "\(build.err)")
    }

    @Test func aMarkdownGuidesAdviceNamesTheFence() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("# タイトル\n\n## 注意\n\n```swift\n// ❌ Bool が二つ\n@State var showA = false\n```\n", to: "Content/md-guide/ja.md", in: folder)
        let check = run(["check"], in: folder)
        #expect((check.out + check.err).contains("```swift illustrative"))
    }

    // 2. With the default English, links go to the site's zh-Hans pages, however many entries each language has.
    @Test func englishMessagesLinkTheZhHansPagesOfASiteWithEquallyManyJapaneseEntries() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = try builtProject(folder)
        try write(Self.delegateInUpdate, to: "M.swift", in: project)
        let lint = run(["lint", "M.swift"], in: project)
        #expect(lint.out.contains("Site/zh-Hans/entries/") && !lint.out.contains("Site/ja/"), "\(lint.out)")
        #expect(lint.out.contains("Site/zh-Hans/rules/delegate-in-update.html"), "\(lint.out)")
        let rules = run(["rules", "delegate-in-update"], in: project)
        #expect(rules.out.contains("Site/zh-Hans/entries/") && !rules.out.contains("Site/ja/"), "\(rules.out)")
        let japanese = run(["lint", "M.swift", "--lang", "ja"], in: project)
        #expect(japanese.out.contains("Site/ja/entries/"), "\(japanese.out)")
    }

    // 3. With --base-url every link is on the published site, the entry pages too.
    @Test func baseURLMakesTheEntryLinksAddressesOnThePublishedSite() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = try builtProject(folder)
        try write(Self.delegateInUpdate, to: "M.swift", in: project)
        let text = run(["lint", "M.swift", "--base-url", "https://kb.example.org/"], in: project)
        #expect(text.out.contains("see https://kb.example.org/zh-Hans/entries/example-"), "\(text.out)")
        #expect(!text.out.contains("Site/"), "\(text.out)")
        let sarif = run(["lint", "M.swift", "--base-url", "https://kb.example.org", "--format", "sarif"], in: project)
        #expect(sarif.out.contains("https:\\/\\/kb.example.org\\/zh-Hans\\/entries\\/example-")
                || sarif.out.contains("https://kb.example.org/zh-Hans/entries/example-"), "\(sarif.out)")
        #expect(!sarif.out.contains("Site\\/") && !sarif.out.contains("Site/"), "\(sarif.out)")
    }

    // 9. A word where `theme` expects its action is an unknown action, not a missing DIR.
    @Test func aThemeFolderWithoutTheActionIsAnUnknownAction() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = run(["theme", "MyTheme"], in: folder)
        #expect(result.code == 64)
        #expect(result.err.contains("unknown action 'MyTheme'; expected export"), "\(result.err)")
        #expect(run(["theme", "exprot", "MyTheme"], in: folder).err.contains("did you mean 'export'?"))
        #expect(run(["completions", "bsh"], in: folder).err.contains("unknown shell 'bsh'; expected bash, zsh or fish; did you mean 'bash'?"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("MyTheme").path))
    }

    // 10. Counts are singular for one; a folder with no Swift file is nothing to lint, like a file that is not Swift.
    @Test func lintTimingsCountOneFileAndAFolderWithoutSwiftIsNothingToLint() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(Self.delegateInUpdate, to: "M.swift", in: folder)
        try write("# notes\n", to: "Docs/notes.md", in: folder)
        let timed = run(["lint", "M.swift", "--timings"], in: folder)
        #expect(timed.err.contains("timing: 1 file, "), "\(timed.err)")
        let empty = run(["lint", "Docs"], in: folder)
        #expect(empty.code == 64, "\(empty.err)")
        #expect(empty.err.contains("error: nothing to lint: no .swift file in Docs"), "\(empty.err)")
    }

    // 11. A file named on the command line is named as given, in the `path: error:` form.
    @Test func parseAndImportNameTheFileAsGiven() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let unknown = run(["parse", "bridgekb.json"], in: folder)
        #expect(unknown.code == 64)
        #expect(unknown.err.hasPrefix("bridgekb.json: error: unknown format"), "\(unknown.err)")
        let missing = run(["import", "nosuch-\(UUID().uuidString).txt"], in: folder)
        #expect(missing.code == 74)
        #expect(missing.err.hasPrefix("nosuch-") && missing.err.contains(".txt: error: "), "\(missing.err)")
    }

    // 12. `--lang` translates a rule's name and summary in `rules`, and the "expected" note of `check`.
    @Test func langTranslatesRuleNamesAndCheckNotes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let rule = try #require(RuleRegistry.descriptions.first { $0.identifier == "delegate-in-update" })
        let rules = run(["rules", "delegate-in-update", "--lang", "ja", "--site", folder.path], in: folder)
        #expect(rules.out.contains(rule.name(in: .japanese)) && !rules.out.contains(rule.name), "\(rules.out)")
        #expect(rules.out.contains(rule.description(in: .japanese)), "\(rules.out)")
        #expect(run(["init", "notes"], in: folder).code == 0)
        let check = run(["check", "--lang", "ja"], in: folder.appendingPathComponent("notes"))
        #expect(check.out.contains("想定どおり") && !check.out.contains("expected:"), "\(check.out)")
    }

    // 13. `serve --host` other than loopback works, with a warning that says the preview is open.
    @Test func aHostOtherThanLoopbackIsWarnedAbout() {
        for host in ["127.0.0.1", "localhost", "::1", "127.0.0.2"] { #expect(ServeCommand.hostWarning(host) == nil, "\(host)") }
        for host in ["0.0.0.0", "192.168.1.5", "::"] {
            let warning = ServeCommand.hostWarning(host)
            #expect(warning?.hasPrefix("warning: --host \(host) is not a loopback address") == true, "\(host)")
        }
    }

    // 6. The language chooser is headed by the site's title, as its <title> is.
    @Test func theLanguageChooserIsHeadedByTheSiteTitle() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = try builtProject(folder)
        let chooser = try String(contentsOf: project.appendingPathComponent("Site/index.html"), encoding: .utf8)
        #expect(chooser.contains("<h1>My bridging notes</h1>"), "\(chooser)")
    }

    // 8. `translations` reports drift in the one diagnostic format `build` uses.
    @Test func translationsPrintsDriftAsBuildDoes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run(["init", "notes"], in: folder).code == 0)
        let project = folder.appendingPathComponent("notes")
        let source = project.appendingPathComponent("Content/example/zh-Hans.md")
        try Data((try String(contentsOf: source, encoding: .utf8) + "\n## 新节\n\n只在中文里的一节。\n").utf8).write(to: source)
        let report = run(["translations"], in: project)
        #expect(report.code == 1)
        let build = run(["build"], in: project)
        let lines = report.out.split(separator: "\n").map(String.init).filter { $0.contains("[translation.") }
        #expect(!lines.isEmpty, "\(report.out)")
        for line in lines {
            #expect(line.hasPrefix("Content/example/") && line.contains(":1: warning: "), "\(line)")
            let bare = line.replacingOccurrences(of: #" \(confidence [0-9.]+\)"#, with: "", options: .regularExpression)
            #expect(build.err.contains(bare), "\(bare)\n\(build.err)")
        }
    }

    // 14. `build --check` on a stale site says what to do in words that fit a site kept out of git too.
    @Test func aStaleSitesAdviceFitsASiteGitIgnores() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = try builtProject(folder)
        let source = project.appendingPathComponent("Content/example/zh-Hans.md")
        try Data((try String(contentsOf: source, encoding: .utf8) + "\n补充一句。\n").utf8).write(to: source)
        let check = run(["build", "--check"], in: project)
        #expect(check.code == 1)
        #expect(check.err.contains("is not current") && check.err.contains("run 'bridgekb build' (and commit it, where the site is kept in git)"),
                "\(check.err)")
    }

    // 7. Files in places no guide is read from are named in a note; a file not named by language beside
    // files that are (a README.md) is no translation of the guide.
    @Test func filesOutsideTheGuideLayoutAreNamedAndAReadmeIsNoTranslation() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("# 指南\n\n## 第一节\n\n一段话。\n", to: "Content/g/zh-Hans.md", in: folder)
        try write("# ガイド\n\n## 第一節\n\n一つの段落です。\n", to: "Content/g/ja.md", in: folder)
        try write("# 关于本指南\n\n写给维护者的说明。\n", to: "Content/g/README.md", in: folder)
        try write("# 零散\n\n一段话。\n", to: "Content/stray.md", in: folder)
        try write("# 更深\n\n一段话。\n", to: "Content/nested/deeper/zh-Hans.md", in: folder)
        try write("# 記事\n\n## 節\n\nこれは記事です。\n", to: "Content/solo/article.md", in: folder)
        let build = run(["build", "--out", folder.appendingPathComponent("Site").path], in: folder)
        #expect(build.code == 0, "\(build.err)")
        for path in ["Content/g/README.md", "Content/stray.md", "Content/nested/deeper"] {
            #expect(build.err.contains("\(path): note: not read: "), "\(path): \(build.err)")
        }
        #expect(!build.err.contains("README.md: warning") && !build.err.contains("[translation."), "\(build.err)")
        // A folder whose one file is not named by language is still read, its language detected.
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Site/ja/guides/solo.html").path)
                || build.err.contains("Content/solo/article.md:"), "\(build.err)")
        #expect(!build.err.contains("Content/solo/article.md: note: not read"), "\(build.err)")
    }

    // 15. The translations page's confidence column shows each pair's confidence, as `translations --lexicon` does.
    @Test func theLexiconTableShowsConfidence() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = try builtProject(folder)
        let json = run(["translations", "--lexicon", "--format", "json"], in: project).out
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let pairs = try #require(object?["pairs"] as? [[String: Any]])
        let page = try String(contentsOf: project.appendingPathComponent("Site/ja/translations.html"), encoding: .utf8)
        #expect(!pairs.isEmpty)
        for pair in pairs {
            let terms = try #require(pair["terms"] as? [String: String])
            let confidence = try #require(pair["confidence"] as? Double)
            let row = "<td lang=\"ja\">\(terms["ja"] ?? "")</td><td lang=\"zh-Hans\">\(terms["zh-Hans"] ?? "")</td><td>\(String(format: "%.2f", confidence))</td>"
            #expect(page.contains(row), "\(row)")
        }
    }

    // 4. A guide card's summary shows code spans as code, as the guide's page does, not as raw backticks.
    @Test func aGuideCardShowsCodeSpansAsCode() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = try builtProject(folder)
        let home = try String(contentsOf: project.appendingPathComponent("Site/zh-Hans/index.html"), encoding: .utf8)
        let card = try #require(home.components(separatedBy: "<p class=\"summary\"").dropFirst().first)
        let summary = try #require(card.components(separatedBy: "</p>").first)
        #expect(summary.contains("<code>bridgekb init</code>") && !summary.contains("`"), "\(summary)")
    }
}

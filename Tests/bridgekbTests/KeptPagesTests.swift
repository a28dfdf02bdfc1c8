import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBStore
@testable import BridgeKBBuild
import BridgeKBTestSupport

/// A rebuild into the output folder the last build left untouched keeps the files of the pages
/// whose inputs did not change — it neither renders them nor reads them back from the cache — and
/// still writes exactly what a build without the cache writes, findings included.
extension BuildCacheTests {
    /// Garbles every page entry of a cache: a build that reads one drops it with a note.
    func garblePages(in cache: String) throws {
        for entry in entries(root.appendingPathComponent(cache)) where entry.lastPathComponent.hasPrefix("page-") {
            var data = try Data(contentsOf: entry)
            data[data.count - 1] ^= 0x55
            try data.write(to: entry)
        }
    }

    func appendParagraph(to content: URL, guide: String, file: String) throws {
        let url = content.appendingPathComponent("\(guide)/\(file)")
        try (String(contentsOf: url, encoding: .utf8) + "\n补充说明：修改后重新构建。\n").write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func aRebuildIntoTheSameFolderKeepsUnchangedPagesWithoutReadingThemBack() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let content = try makeContent()
        try addRetitledGuide(to: content)
        let teacher = content.appendingPathComponent("closures-in-practice")
        try FileManager.default.copyItem(at: Fixtures.url("Tests/Fixtures/xlang/content/closures-in-practice"), to: teacher)
        #expect(build(content, out: "site", cache: "cache") == 0)

        // One guide changes: every other page is kept from the folder, none read from the cache.
        try garblePages(in: "cache")
        try appendParagraph(to: content, guide: "uiviewrepresentable-basics", file: "zh-Hans.txt")
        #expect(build(content, out: "changed-full", cache: nil) == 0)
        let rebuild = run(["build", "--content", content.path, "--templates", Fixtures.templates.path,
                           "--out", root.appendingPathComponent("site").path, "--cache", root.appendingPathComponent("cache").path])
        #expect(rebuild.code == 0, "\(rebuild.err.prefix(600))")
        #expect(!rebuild.err.contains("cache-entry-dropped"), "a kept page was read back: \(rebuild.err.prefix(600))")
        expectSame("changed-full", "site")

        // A change that alters the mined lexicon, and with it another guide's pages.
        try FileManager.default.removeItem(at: teacher.appendingPathComponent("ja.md"))
        #expect(build(content, out: "untaught-full", cache: nil) == 0)
        let page = "ja/guides/retitled-capture.html"
        try #require(tree("changed-full")[page] != tree("untaught-full")[page], "the lexicon must change a page of another guide")
        #expect(build(content, out: "site", cache: "cache") == 0)
        expectSame("untaught-full", "site")

        // A folder touched since the last build is not trusted: its pages are made again.
        let home = root.appendingPathComponent("site/index.html")
        try Data("tampered".utf8).write(to: home)
        #expect(build(content, out: "site", cache: "cache") == 0)
        expectSame("untaught-full", "site")
    }

    /// The names of the cache's entries of page records (``EarlierPages``).
    func recordEntries(in cache: String) -> Set<String> {
        Set(entries(root.appendingPathComponent(cache)).map(\.lastPathComponent).filter { $0.hasPrefix("records-") })
    }

    /// The page records are kept per batch (a guide's pages in one language): a rebuild after one
    /// guide changed stores anew only the records of the batches whose pages it made again and of the
    /// files of no batch, keeps every other batch's entry as the last build stored it, and reads them
    /// all back in the next rebuild.
    @Test func aRebuildStoresAnewOnlyTheRecordsOfTheBatchesItMadeAgain() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let content = try makeContent()
        try addRetitledGuide(to: content)
        #expect(build(content, out: "site", cache: "cache") == 0)
        let first = recordEntries(in: "cache")
        #expect(first.count >= 4, "\(first.count) entries of page records")

        try appendParagraph(to: content, guide: "uiviewrepresentable-basics", file: "zh-Hans.txt")
        #expect(build(content, out: "full", cache: nil) == 0)
        #expect(build(content, out: "site", cache: "cache") == 0)
        expectSame("full", "site")
        let second = recordEntries(in: "cache")
        let made = second.subtracting(first)
        #expect(!made.isEmpty && made.count < first.count / 2 + 1, "\(made.count) of \(second.count) entries stored anew")

        // The next rebuild takes its records from entries of both builds.
        try appendParagraph(to: content, guide: "notes-app-tutorial", file: "zh-Hans.txt")
        #expect(build(content, out: "full-again", cache: nil) == 0)
        let rebuild = run(["build", "--content", content.path, "--templates", Fixtures.templates.path, "--timings",
                           "--out", root.appendingPathComponent("site").path, "--cache", root.appendingPathComponent("cache").path])
        #expect(rebuild.code == 0, "\(rebuild.err.prefix(600))")
        #expect(!rebuild.err.contains("cache-entry-dropped"), "\(rebuild.err.prefix(600))")
        // `pages (R of N rendered)`: the pages of the batches it did not change were kept.
        let counts = try #require(rebuild.err.firstMatch(of: try Regex("pages \\(([0-9]+) of ([0-9]+) rendered\\)")), "\(rebuild.err.prefix(600))")
        let rendered = try #require(counts.output[1].substring.flatMap { Int($0) }), pages = try #require(counts.output[2].substring.flatMap { Int($0) })
        #expect(rendered < pages / 2, "\(rendered) of \(pages) pages rendered")
        expectSame("full-again", "site")
    }

    @Test func aPageThatFailsValidationReportsItOnARebuildIntoTheSameFolder() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let content = try makeContent()
        // A theme whose layout repeats an id: every page gets a `site.duplicate-id` warning.
        let theme = root.appendingPathComponent("theme")
        try FileManager.default.copyItem(at: Fixtures.templates, to: theme)
        let layout = theme.appendingPathComponent("layout.mustache")
        let text = try String(contentsOf: layout, encoding: .utf8)
        try #require(text.contains("data-root=\"{{root}}\">"))
        try text.replacingOccurrences(of: "data-root=\"{{root}}\">", with: "data-root=\"{{root}}\"><i id=\"twice\"></i><i id=\"twice\"></i>")
            .write(to: layout, atomically: true, encoding: .utf8)
        func findings(_ out: String, cache: String?) throws -> [String] {
            let action = BuildAction(content: content, templates: theme, out: root.appendingPathComponent(out),
                                     cacheFolder: cache.map { root.appendingPathComponent($0) })
            let (outcome, committed) = try action.write(strict: false)
            #expect(committed)
            return outcome.diagnostics.filter { $0.ruleID == "site.duplicate-id" }.map { "\($0.file ?? "") \($0.range?.start.line ?? 0)" }.sorted()
        }
        let cold = try findings("site", cache: "cache")
        #expect(!cold.isEmpty)
        try appendParagraph(to: content, guide: "uiviewrepresentable-basics", file: "zh-Hans.txt")
        let full = try findings("full", cache: nil)
        let warm = try findings("site", cache: "cache")
        #expect(full.count == cold.count)
        #expect(warm == full)
        expectSame("full", "site")
    }

    /// A theme changed between two builds into the same folder: every page shows it, as in a build
    /// without the cache (a page's key leaves out what every page shares, the theme among it, so the
    /// last build's records are not used under another theme).
    @Test func aRebuildUnderAnotherThemeKeepsNoPageOfTheOldOne() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let content = try makeContent()
        let theme = root.appendingPathComponent("theme")
        try FileManager.default.copyItem(at: Fixtures.templates, to: theme)
        func build(_ out: String, cache: String?) throws {
            let action = BuildAction(content: content, templates: theme, out: root.appendingPathComponent(out),
                                     cacheFolder: cache.map { root.appendingPathComponent($0) })
            #expect(try action.write(strict: false).committed)
        }
        try build("site", cache: "cache")
        let layout = theme.appendingPathComponent("layout.mustache")
        let text = try String(contentsOf: layout, encoding: .utf8)
        try #require(text.contains("data-root=\"{{root}}\">"))
        try text.replacingOccurrences(of: "data-root=\"{{root}}\">", with: "data-root=\"{{root}}\"><i id=\"retheme\"></i>")
            .write(to: layout, atomically: true, encoding: .utf8)
        try build("full", cache: nil)
        try build("site", cache: "cache")
        expectSame("full", "site")
    }
}

import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBStore
@testable import BridgeKBSite
@testable import BridgeKBBuild
import BridgeKBTestSupport

/// Which pages a build with the cache renders: none when nothing changed; after one guide changed,
/// only pages that show something of it that changed — never the API pages, the home page or the
/// entry index when the edit changes nothing they show.
@Suite struct PageCacheTests {
    let cacheFolder = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-page-cache-\(UUID().uuidString)")

    /// The site of `files` built as `bridgekb build` does with a cache; the pages it rendered.
    func renderedPages(_ files: [SourceFile], loader: ContentLoader) throws -> (kb: KnowledgeBase, rendered: [String], pages: Int) {
        let diagnostics = DiagnosticEngine()
        let settings = loader.settings(diagnostics: diagnostics), locks = loader.locks(diagnostics: diagnostics)
        let glossary = try loader.glossary(diagnostics: diagnostics)
        let cache = BuildCache(root: cacheFolder, toolStamp: "test")
        let kb = KnowledgeBaseBuilder.build(files: files, settings: settings, locks: locks, glossary: glossary, diagnostics: diagnostics)
        let templates = try TemplateLoader(root: Fixtures.templates).load()
        var builder = SiteBuilder(kb: kb, templates: templates.library, assets: templates.assets, labels: templates.labels,
                                  baseURL: "https://example.org/kb/")
        builder.memo = cache.memo()
        builder.guideFingerprints = KnowledgeBaseBuilder.guideKeys(files: files, settings: settings, locks: locks, cache: cache)
        let output = try builder.build(into: MemoryOutput(), validator: nil)
        #expect(output.pages == output.paths.filter { $0.hasSuffix(".html") }.count)
        return (kb, output.rendered, output.pages)
    }

    @Test func onlyPagesShowingAChangeAreRenderedAgain() throws {
        defer { try? FileManager.default.removeItem(at: cacheFolder) }
        let loader = ContentLoader(root: Fixtures.content)
        var files = try loader.load(diagnostics: DiagnosticEngine())

        let cold = try renderedPages(files, loader: loader)
        #expect(cold.rendered.count == cold.pages)
        #expect(try renderedPages(files, loader: loader).rendered.isEmpty)

        // A paragraph appended to one guide's Chinese text: its own pages change, nothing else it shows.
        let changed = "uiviewrepresentable-basics"
        let index = try #require(files.firstIndex { $0.guide == changed && $0.declaredLanguage == .simplifiedChinese })
        files[index].data += Data("\n补充说明：修改后重新构建。\n".utf8)
        let warm = try renderedPages(files, loader: loader)
        #expect(warm.rendered.contains(SitePaths.guide(changed, .simplifiedChinese)))
        let ownEntries = Set(warm.kb.entries.filter { $0.guide == changed }.map { SitePaths.entry($0.id, $0.language) })
        let ownPages = ownEntries.union([Language.simplifiedChinese, .japanese].map { SitePaths.guide(changed, $0) })
        let translationPages = Set([Language.simplifiedChinese, .japanese].map { SitePaths.translations($0) })
        let others = warm.rendered.filter { !ownPages.contains($0) && !translationPages.contains($0) }
        #expect(others.isEmpty, "rendered although nothing they show changed: \(others.prefix(5))")
        #expect(!warm.rendered.contains { $0.contains("/apis/") })
    }

    /// Every page `files` give, built without a cache.
    func pages(_ files: [SourceFile], loader: ContentLoader) throws -> [String: Data] {
        let diagnostics = DiagnosticEngine()
        let kb = KnowledgeBaseBuilder.build(files: files, settings: loader.settings(diagnostics: diagnostics),
                                            locks: loader.locks(diagnostics: diagnostics), glossary: try loader.glossary(diagnostics: diagnostics),
                                            diagnostics: diagnostics)
        let templates = try TemplateLoader(root: Fixtures.templates).load()
        let builder = SiteBuilder(kb: kb, templates: templates.library, assets: templates.assets, labels: templates.labels,
                                  baseURL: "https://example.org/kb/")
        return try builder.build().files.filter { $0.key.hasSuffix(".html") }
    }

    /// Pages made of several guides (API pages above all) are rendered again when a field they show
    /// changes: every page whose bytes a change alters is among those rendered.
    @Test func everyPageAChangeAltersIsRenderedAgain() throws {
        defer { try? FileManager.default.removeItem(at: cacheFolder) }
        let loader = ContentLoader(root: Fixtures.content)
        var files = try loader.load(diagnostics: DiagnosticEngine())
        _ = try renderedPages(files, loader: loader)
        var before = try pages(files, loader: loader)
        let changed = "uiviewrepresentable-basics"
        let index = try #require(files.firstIndex { $0.guide == changed && $0.declaredLanguage == .simplifiedChinese })
        // A listing's first line (an API page's preview of the snippet), then the guide's title (shown
        // beside its items on API pages).
        let edits: [(inout String) throws -> Void] = [
            { text in
                let code = try #require(text.range(of: "\nstruct "))
                let lineEnd = try #require(text[code.upperBound...].firstIndex(of: "\n"))
                text.insert(contentsOf: " // 修订", at: lineEnd)
            },
            { text in
                let firstLine = try #require(text.split(separator: "\n").first)
                text = text.replacingOccurrences(of: firstLine, with: firstLine + "（修订版）")
            },
        ]
        for edit in edits {
            var text = String(decoding: files[index].data, as: UTF8.self)
            try edit(&text)
            files[index].data = Data(text.utf8)
            let warm = try renderedPages(files, loader: loader)
            let after = try pages(files, loader: loader)
            let altered = after.keys.filter { after[$0] != before[$0] }
            #expect(altered.contains { $0.contains("/apis/") })
            let missed = altered.filter { !warm.rendered.contains($0) }.sorted()
            #expect(missed.isEmpty, "altered but taken from the cache: \(missed.prefix(5))")
            before = after
        }
    }
}

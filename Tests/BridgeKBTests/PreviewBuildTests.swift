import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBStore
@testable import BridgeKBBuild
@testable import BridgeKBSite
import BridgeKBTestSupport

/// A preview build (`serve`) leaves kb.json, kb.sqlite and the search index to be made when asked
/// for: what it makes then is what a full build writes, for the content of that preview, also after
/// the content has changed again.
@Suite(.serialized) struct PreviewBuildTests {
    /// Every file a preview gives: those it put, and every deferred group made.
    func everyFile(_ files: [String: Data], _ deferred: DeferredFiles?) throws -> [String: Data] {
        var all = files
        for path in ["kb.json", "kb.sqlite", "assets/search/manifest.js"] {
            let made = try #require(try deferred?.files(for: path))
            #expect(made[path] != nil, "\(path) not made")
            all.merge(made) { old, _ in old }
        }
        return all
    }

    func fullBuild(_ content: URL) throws -> (files: [String: Data], diagnostics: [Diagnostic]) {
        let sink = MemoryOutput()
        let outcome = try BuildAction(content: content, templates: Fixtures.templates, out: content.deletingLastPathComponent()).render(into: sink)
        return (sink.files, outcome.diagnostics)
    }

    func expectSame(_ a: [String: Data], _ b: [String: Data]) {
        #expect(Set(a.keys) == Set(b.keys), "paths differ: \(Set(a.keys).symmetricDifference(b.keys).sorted().prefix(5))")
        let differing = a.keys.filter { b[$0] != nil && a[$0] != b[$0] }.sorted()
        #expect(differing.isEmpty, "bytes differ: \(differing.prefix(5))")
    }

    @Test func deferredFilesAreThoseOfAFullBuildOfThePreviewsContent() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-preview-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.content, to: content)
        let action = BuildAction(content: content, templates: Fixtures.templates, out: folder.appendingPathComponent("Site"),
                                 cacheInMemory: true)

        let sink = MemoryOutput()
        let first = try action.preview(into: sink)
        #expect(sink.files["kb.json"] == nil && sink.files["kb.sqlite"] == nil)
        #expect(!sink.files.keys.contains { $0.hasPrefix("assets/search/") })
        #expect(first.paths.contains("kb.json") && first.paths.contains("assets/search/manifest.js"))
        #expect(first.deferred?.covers("assets/search/t/0.js") == true && first.deferred?.covers("assets/site.css") == false)
        let firstFiles = try everyFile(sink.files, first.deferred)
        let (full, fullDiagnostics) = try fullBuild(content)
        expectSame(firstFiles, full)
        #expect(first.diagnostics == fullDiagnostics)

        // After an edit, the next preview's deferred files follow it; the first preview's stay its own.
        let guide = try #require(try FileManager.default.contentsOfDirectory(atPath: content.path).sorted()
            .first { FileManager.default.fileExists(atPath: content.appendingPathComponent("\($0)/zh-Hans.txt").path) })
        let file = content.appendingPathComponent("\(guide)/zh-Hans.txt")
        try (try Data(contentsOf: file) + Data("\n\n补充说明：预览标记词汇。\n".utf8)).write(to: file)
        let edited = MemoryOutput()
        let second = try action.preview(into: edited)
        let secondFiles = try everyFile(edited.files, second.deferred)
        let editedFull = try fullBuild(content)
        expectSame(secondFiles, editedFull.files)
        // Its checks too, though it checked again only the pages that changed or link to one that did.
        #expect(second.diagnostics == editedFull.diagnostics)
        #expect(secondFiles["kb.json"] != full["kb.json"])
        #expect(secondFiles.contains { $0.key.hasPrefix("assets/search/") && SearchIndexShards.json(ofFile: Array($0.value))?.contains("预览标记词汇") == true })
        #expect(try first.deferred?.files(for: "kb.json")["kb.json"] == full["kb.json"])
    }
}

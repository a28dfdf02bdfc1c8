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
        let outcome = try BuildAction(content: content, templates: Fixtures.templates, out: content.deletingLastPathComponent()).load().render(into: sink)
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

    @Test func aDeferringSinkKeepsAGroupUntilAskedAndPassesEveryOtherFileOn() throws {
        let base = MemoryOutput(), sink = DeferredFiles(base)
        var count = 0
        func group(_ into: OutputSink) throws -> [String] {
            count += 1
            try into.put("g/a.js", Data("a".utf8)); try into.put("g/b.js", Data("b".utf8))
            return ["g/a.js", "g/b.js"]
        }
        try sink.put("page.html", Data("p".utf8))
        #expect(try sink.put(group: "g/", linked: ["g/a.js"], group) == ["g/a.js"])
        #expect(base.files.keys.sorted() == ["page.html"] && count == 0)
        let deferred = sink
        #expect(try deferred.files(for: "g/b.js") == ["g/a.js": Data("a".utf8), "g/b.js": Data("b".utf8)])
        _ = try deferred.files(for: "g/a.js")
        #expect(count == 1 && !deferred.covers("page.html"))
        // Any other sink makes a group at once.
        #expect(try base.put(group: "g/", linked: ["g/a.js"], group) == ["g/a.js", "g/b.js"])
        #expect(count == 2 && base.files["g/b.js"] == Data("b".utf8))
    }

    @Test func phasesAreListedAsPlannedThenInTheOrderTheyStartedWhicheverEndsFirst() {
        let clock = PhaseClock(), storeStarted = DispatchSemaphore(value: 0), pagesEnded = DispatchSemaphore(value: 0)
        let beside = Beside { clock.time("store", ownThread: true) { storeStarted.signal(); pagesEnded.wait() } }
        storeStarted.wait()
        _ = clock.time("pages", detail: { " (\($0) rendered)" }) { 3 }
        pagesEnded.signal()
        _ = beside.result()
        #expect(clock.laps.stages.map(\.name) == ["store", "pages (3 rendered)"])
        let planned = PhaseClock(plan: ["store", "pages"])
        planned.time("pages") { }
        planned.time("store") { }
        #expect(planned.laps.stages.map(\.name) == ["store", "pages"])
    }
}

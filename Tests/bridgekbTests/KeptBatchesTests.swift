import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBStore
@testable import BridgeKBBuild
@testable import BridgeKBSite
import BridgeKBTestSupport

/// A batch of pages (a guide's pages in one language) is kept whole by a rebuild only when what its
/// pages are made from is unchanged: whatever changed them — the guide itself, or another guide through
/// the mined lexicon or the related links — gives the batch another key, and every batch whose pages
/// a full build makes alike may be kept.
extension BuildCacheTests {
    /// Each batch the last build into `out` recorded (``EarlierPages``): its key and its pages' paths.
    func recordedBatches(out: String, cache: String) throws -> [String: (key: String, paths: [String])] {
        let kept = try #require(EarlierPages.load(out: root.appendingPathComponent(out),
                                                  cache: BuildCache(root: root.appendingPathComponent(cache),
                                                                    toolStamp: BuildAction.currentToolStamp)))
        var batches: [String: (key: String, paths: [String])] = [:]
        for block in try kept.blocks.result().get() {
            guard let name = block.paths.first(where: { $0.hasPrefix(PageBatch.recordName("")) }) else { continue }
            guard let key = kept.records[name]?.key else { continue }
            batches[String(name.dropFirst(PageBatch.recordName("").count))] = (key, block.paths.filter { $0 != name })
        }
        return batches
    }

    /// Builds `content` changed by `change` with the cache into "site" and without it into `full`;
    /// expects both alike, and every batch whose pages differ from those of `before` (a full build of
    /// the content as it was) to have a key other than the one recorded before. The names of the
    /// batches kept (the same key) and of those made again.
    func batchesAfter(_ change: () throws -> Void, content: URL, before: String, full: String) throws -> (kept: Set<String>, made: Set<String>) {
        let earlier = try recordedBatches(out: "site", cache: "cache")
        try change()
        #expect(build(content, out: full, cache: nil) == 0)
        #expect(build(content, out: "site", cache: "cache") == 0)
        expectSame(full, "site")
        let later = try recordedBatches(out: "site", cache: "cache")
        let (old, new) = (tree(before), tree(full))
        var kept: Set<String> = [], made: Set<String> = []
        for (name, batch) in later {
            guard let was = earlier[name] else { made.insert(name); continue }
            let samePages = was.paths == batch.paths && batch.paths.allSatisfy { old[$0] != nil && old[$0] == new[$0] }
            if was.key == batch.key {
                kept.insert(name)
                #expect(samePages, "batch \(name) kept, but its pages differ from the last build's")
            } else {
                made.insert(name)
            }
        }
        return (kept, made)
    }

    @Test func aBatchIsKeptWholeOnlyWhileItsPagesAreMadeFromTheSameInputs() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let content = try makeFourGuides()
        #expect(build(content, out: "site", cache: "cache") == 0)
        #expect(build(content, out: "first-full", cache: nil) == 0)

        // One guide's text changes: its batches are made again, those of guides that read nothing of it kept whole.
        let edited = try batchesAfter({ try appendParagraph(to: content, guide: "uiviewrepresentable-basics", file: "zh-Hans.txt") },
                                      content: content, before: "first-full", full: "edited-full")
        #expect(edited.made.contains("zh-Hans/uiviewrepresentable-basics"), "\(edited)")
        #expect(!edited.kept.isEmpty, "no batch kept whole: \(edited)")

        // Another guide loses the translation that taught the lexicon a term pair: a page of a guide that
        // did not change reads the lexicon, so that guide's batch is not kept.
        let page = "ja/guides/retitled-capture.html"
        let untaught = try batchesAfter({ try FileManager.default.removeItem(at: content.appendingPathComponent("closures-in-practice/ja.md")) },
                                        content: content, before: "edited-full", full: "untaught-full")
        try #require(tree("edited-full")[page] != tree("untaught-full")[page], "the lexicon must change a page of another guide")
        #expect(untaught.made.contains("ja/retitled-capture"), "\(untaught)")
        #expect(!untaught.kept.isEmpty, "no batch kept whole: \(untaught)")
    }
}

import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBStore
@testable import BridgeKBBuild
import BridgeKBTestSupport

/// After one guide changed, a rebuild into the output folder the last build left untouched makes
/// again only what that guide touches — the search index's files whose JSON changed, its guide's
/// parts of kb.json, the blocks of kb.sqlite's texts that hold its records — and still writes exactly
/// what a build without the cache writes.
extension BuildCacheTests {
    func written(_ out: String, _ content: URL) throws -> BuildAction.Outcome {
        let action = BuildAction(content: content, templates: Fixtures.templates, out: root.appendingPathComponent(out),
                                 cacheFolder: root.appendingPathComponent("cache"))
        let (outcome, committed) = try action.write(strict: false)
        #expect(committed)
        return outcome
    }

    @Test func aRebuildAfterOneGuideChangedRemakesOnlyWhatThatGuideTouches() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let content = try makeContent()
        try addRetitledGuide(to: content)
        try FileManager.default.copyItem(at: Fixtures.url("Tests/Fixtures/xlang/content/closures-in-practice"),
                                         to: content.appendingPathComponent("closures-in-practice"))
        let cold = try written("site", content).remade
        for kind in ["searchfile", "textblock", "jsonguide", "jsonentries"] {
            let counts = try #require(cold[kind], "no \(kind) counted")
            #expect(counts.made == counts.total && counts.total > 0, "\(kind): \(counts)")
        }

        try appendParagraph(to: content, guide: "uiviewrepresentable-basics", file: "zh-Hans.txt")
        #expect(build(content, out: "changed-full", cache: nil) == 0)
        let warm = try written("site", content).remade
        expectSame("changed-full", "site")
        #expect(warm["jsonguide"] == Remade(made: 1, total: cold["jsonguide"]!.total))
        for kind in ["searchfile", "textblock", "jsonentries"] {
            let counts = try #require(warm[kind], "no \(kind) counted")
            #expect(counts.made > 0 && counts.made < counts.total, "\(kind): \(counts)")
        }
    }
}

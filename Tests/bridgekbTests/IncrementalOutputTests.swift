import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBStore
@testable import BridgeKBBuild
@testable import BridgeKBLinking
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

    /// ``makeContent()`` with the retitled guide and a teacher of the lexicon: four guides.
    func makeFourGuides() throws -> URL {
        let content = try makeContent()
        try addRetitledGuide(to: content)
        try FileManager.default.copyItem(at: Fixtures.url("Tests/Fixtures/xlang/content/closures-in-practice"),
                                         to: content.appendingPathComponent("closures-in-practice"))
        return content
    }

    @Test func aRebuildAfterOneGuideChangedRemakesOnlyWhatThatGuideTouches() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let content = try makeFourGuides()
        let cold = try written("site", content).remade
        for kind in ["searchfile", "searchrecords", "textblock", "jsonguide", "jsonentries"] {
            let counts = try #require(cold[kind], "no \(kind) counted")
            #expect(counts.made == counts.total && counts.total > 0, "\(kind): \(counts)")
        }

        try appendParagraph(to: content, guide: "uiviewrepresentable-basics", file: "zh-Hans.txt")
        #expect(build(content, out: "changed-full", cache: nil) == 0)
        let warm = try written("site", content).remade
        expectSame("changed-full", "site")
        #expect(warm["jsonguide"] == Remade(made: 1, total: cold["jsonguide"]!.total))
        // The search index's postings: the edited records' terms replaced in the last build's table;
        // the term shards of the other terms kept; the links of the pages kept not checked again;
        // kb.sqlite the last build's with the edited guide's records replaced.
        #expect(warm["sqliteguides"] == Remade(made: 1, total: cold["sqliteguides"]!.total))
        for kind in ["searchfile", "searchrecords", "jsonentries", "linkcheck"] {
            let counts = try #require(warm[kind], "no \(kind) counted")
            #expect(counts.made > 0 && counts.made < counts.total, "\(kind): \(counts)")
        }
    }

    /// kb.sqlite is the last build's file updated by rows: after one guide changed only that guide's
    /// records are written again; after the mined lexicon changed (its teacher lost a translation),
    /// those of the guides whose records changed; each time the file holds what a full build's holds
    /// (its ordered dump), whatever its bytes, and `build --check` finds it current.
    @Test func kbSQLiteIsTheLastBuildsUpdatedByRows() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let content = try makeFourGuides()
        let cold = try #require(try written("site", content).remade["sqliteguides"])
        #expect(cold.made == cold.total && cold.total == 4, "\(cold)")
        func dump(_ out: String, _ table: String) throws -> [String] {
            try KnowledgeBaseStore.dump(at: root.appendingPathComponent("\(out)/kb.sqlite").path).filter { $0.hasPrefix(table + "\t") }
        }
        /// The guides whose search records differ between two builds' kb.sqlite (a record's line names its guide third).
        func differing(_ a: String, _ b: String) throws -> Set<String> {
            func byGuide(_ out: String) throws -> [String: [String]] {
                Dictionary(grouping: try dump(out, "record")) { String($0.split(separator: "\t", omittingEmptySubsequences: false)[2]) }
            }
            let (left, right) = (try byGuide(a), try byGuide(b))
            return Set(left.keys).union(right.keys).filter { left[$0] != right[$0] }
        }

        try appendParagraph(to: content, guide: "uiviewrepresentable-basics", file: "zh-Hans.txt")
        #expect(build(content, out: "changed-full", cache: nil) == 0)
        #expect(try written("site", content).remade["sqliteguides"] == Remade(made: 1, total: 4))
        expectSame("changed-full", "site")

        try FileManager.default.removeItem(at: content.appendingPathComponent("closures-in-practice/ja.md"))
        #expect(build(content, out: "untaught-full", cache: nil) == 0)
        try #require(try dump("untaught-full", "search_lexicon") != dump("changed-full", "search_lexicon"), "the lexicon must change")
        // Written: the guides whose records differ between the two full builds — the teacher's, and any
        // other the lexicon's change reached — and only those.
        let changed = try differing("changed-full", "untaught-full")
        #expect(changed.contains("closures-in-practice") && changed.count < 4, "\(changed)")
        #expect(try written("site", content).remade["sqliteguides"] == Remade(made: changed.count, total: 4))
        expectSame("untaught-full", "site")
        guard case .sound = KnowledgeBaseStore.health(at: root.appendingPathComponent("site/kb.sqlite").path) else {
            Issue.record("the updated kb.sqlite is not sealed")
            return
        }
        // `build --check` compares kb.sqlite by content too.
        let check = try BuildAction(content: content, templates: Fixtures.templates, out: root.appendingPathComponent("site")).check()
        #expect(check.comparison.isCurrent, "\(check.comparison.changed)")
    }

    /// A guide that gains a section gives the index more records: every record after it has another
    /// number, so the table of postings is made from every record, and so it is when the section is
    /// removed again; the output is a full build's each time.
    @Test func aRebuildAfterTheRecordsChangedInNumberMakesThePostingsAgain() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let content = try makeContent()
        let guide = content.appendingPathComponent("uiviewrepresentable-basics/zh-Hans.txt")
        let original = try String(contentsOf: guide, encoding: .utf8)
        let cold = try written("site", content).remade
        let records = try #require(cold["searchrecords"]).total

        try (original + "\n\n3.9 修改后补充的一节\n\n修改后重新构建，索引多了一节。\n").write(to: guide, atomically: true, encoding: .utf8)
        #expect(build(content, out: "grown-full", cache: nil) == 0)
        let grown = try #require(try written("site", content).remade["searchrecords"])
        expectSame("grown-full", "site")
        #expect(grown.total > records && grown.made == grown.total, "\(grown)")

        try original.write(to: guide, atomically: true, encoding: .utf8)
        #expect(build(content, out: "shrunk-full", cache: nil) == 0)
        let shrunk = try #require(try written("site", content).remade["searchrecords"])
        expectSame("shrunk-full", "site")
        #expect(shrunk.total == records && shrunk.made == shrunk.total, "\(shrunk)")
    }
}

extension BuildCacheTests {
    /// The link check of the last build into the folder is taken for the pages kept only while the
    /// site has the same files and every page made anew the same anchors: after a guide is removed
    /// (its pages gone, and links to them from index pages) every page is checked again, and the
    /// problems found are a full build's.
    @Test func theLinkCheckIsTakenOnlyWhileTheSiteHasTheSameFilesAndAnchors() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let content = try makeContent()
        try addRetitledGuide(to: content)
        func problems(_ outcome: BuildAction.Outcome) -> [String] {
            outcome.diagnostics.filter { $0.ruleID.hasPrefix("site.") }.map { "\($0.file ?? "") \($0.ruleID) \($0.message)" }
        }
        _ = try written("site", content)
        try appendParagraph(to: content, guide: "notes-app-tutorial", file: "ja.txt")
        let full = try BuildAction(content: content, templates: Fixtures.templates, out: root.appendingPathComponent("edited-full"))
            .write(strict: false).outcome
        let warm = try written("site", content)
        let edited = try #require(warm.remade["linkcheck"])
        #expect(edited.made > 0 && edited.made < edited.total, "\(edited)")
        #expect(problems(warm) == problems(full))

        try FileManager.default.removeItem(at: content.appendingPathComponent("retitled-capture"))
        #expect(build(content, out: "removed-full", cache: nil) == 0)
        let removed = try written("site", content)
        expectSame("removed-full", "site")
        let counts = try #require(removed.remade["linkcheck"])
        #expect(counts.made == counts.total, "\(counts)")
    }
}

/// Related links' feature keys are kept per guide: a second computation over the same pitfalls makes
/// none again, and after one pitfall changed only its guide's are made again; what is kept equals
/// what the linker makes.
@Suite struct RelatedFeatureKeysTests {
    @Test func onlyTheChangedGuidesFeatureKeysAreMadeAgain() throws {
        let content = Fixtures.content
        let session = try KnowledgeBaseSession.load(content: content)
        let kb = session.kb
        let linker = RelatedLinker(glossary: session.glossary, tokenizer: try session.tokenizer(), lexicon: kb.lexicon)
        let entries = linker.linkedEntries(of: kb)
        let guides = Set(entries.map(\.guide))
        try #require(guides.count >= 2, "Content/ needs pitfalls in two guides")
        let cache = BuildCache.inMemory(toolStamp: "test")
        let made = Locked([String]())
        func keys(_ entries: [Entry], linker: RelatedLinker = linker) -> [[String]] {
            KnowledgeBaseBuilder.featureKeys(entries, make: { entry in
                made.withLock { $0.append(entry.guide) }
                return linker.lexiconFreeKeys(of: entry)
            }, linker: linker, cache: cache).map(linker.featureKeys(resolving:))
        }
        let expected = entries.map(linker.featureKeys(of:))
        #expect(keys(entries) == expected)
        #expect(made.withLock { $0 }.count == entries.count)

        made.withLock { $0 = [] }
        #expect(keys(entries) == expected)
        #expect(made.withLock { $0 }.isEmpty)

        var changed = entries
        changed[0].fix += " 另见 UIViewRepresentable 的 updateUIView(_:context:)。"
        made.withLock { $0 = [] }
        #expect(keys(changed) == changed.map(linker.featureKeys(of:)))
        let remade = made.withLock { $0 }
        #expect(Set(remade) == [changed[0].guide])
        #expect(remade.count == changed.filter { $0.guide == changed[0].guide }.count)

        // Another lexicon (here: none) changes feature keys, yet what was kept is used as it was.
        let withoutLexicon = RelatedLinker(glossary: session.glossary, tokenizer: try session.tokenizer(), lexicon: Lexicon())
        let expectedWithout = changed.map(withoutLexicon.featureKeys(of:))
        #expect(expectedWithout != changed.map(linker.featureKeys(of:)), "the lexicon of Content/ adds no feature key")
        made.withLock { $0 = [] }
        #expect(keys(changed, linker: withoutLexicon) == expectedWithout)
        #expect(made.withLock { $0 }.isEmpty)
    }

    /// Related links are kept by what their scoring reads — each linked entry's id, guide and feature
    /// keys after the lexicon — too: a lexicon that gains a pair no pitfall holds changes the
    /// linker's settings but no entry's keys, and the links kept are taken; a pair a pitfall holds
    /// makes them again. Either way they are the linker's.
    @Test func aLexiconChangeThatChangesNoFeatureKeyKeepsTheScoring() throws {
        let session = try KnowledgeBaseSession.load(content: Fixtures.content)
        var kb = session.kb
        let cache = BuildCache.inMemory(toolStamp: "test")
        func links() -> (links: [Link], misses: Int) {
            let before = cache.statistics.misses
            let made = KnowledgeBaseBuilder.relatedLinks(kb, glossary: session.glossary, cache: cache)
            #expect(made == RelatedLinker(glossary: session.glossary, tokenizer: try? session.tokenizer(), lexicon: kb.lexicon).links(for: kb))
            return (made, cache.statistics.misses - before)
        }
        let first = links()
        #expect(!first.links.isEmpty)
        func pair(_ zh: String, _ ja: String) -> Lexicon.Pair {
            Lexicon.Pair(terms: ["zh-Hans": zh, "ja": ja], keys: ["zh-Hans": zh, "ja": ja], links: 3, cooccurrences: 3,
                         frequencies: ["zh-Hans": 3, "ja": 3], score: 1)
        }
        kb.lexicon.pairs.append(pair("龙卷风警报", "竜巻警報"))
        let unheld = links()
        #expect(unheld.links == first.links)
        #expect(unheld.misses == 1, "the settings changed; the scoring's inputs did not")

        let linker = RelatedLinker(glossary: session.glossary, tokenizer: try session.tokenizer(), lexicon: kb.lexicon)
        let candidate = try #require(linker.linkedEntries(of: kb).lazy.flatMap(linker.termCandidates(of:)).first { $0.hasPrefix("?p:zh-Hans:") })
        kb.lexicon.pairs.append(pair(String(candidate.dropFirst("?p:zh-Hans:".count)), "竜巻注意"))
        #expect(links().misses == 2, "a pair a pitfall holds changes its feature keys: scored again")
    }

    /// A pitfall's feature keys hold, for each term of its problem and fix the lexicon pairs, the
    /// key of the term's translation family, and are the same however the entry's texts repeat a term.
    @Test func lexiconTermsBecomeFamilyKeys() throws {
        let session = try KnowledgeBaseSession.load(content: Fixtures.content)
        let linker = RelatedLinker(glossary: session.glossary, tokenizer: try session.tokenizer(), lexicon: session.kb.lexicon)
        let entries = linker.linkedEntries(of: session.kb)
        let families = entries.flatMap(linker.featureKeys(of:)).filter { $0.hasPrefix("p:t:") || $0.hasPrefix("x:t:") }
        #expect(!families.isEmpty)
        for entry in entries.prefix(20) {
            let keys = linker.featureKeys(of: entry)
            #expect(keys == keys.sorted() && Set(keys).count == keys.count)
            var doubled = entry
            doubled.fix += "\n" + entry.fix
            #expect(Set(linker.featureKeys(of: doubled)).isSuperset(of: keys.filter { $0.hasPrefix("x:t:") }))
        }
    }
}

extension BuildCacheTests {
    /// The guide file `guide` retitled (its first line, its title, extended), then built in full and
    /// warm into "site": the two outputs are the same; the page batches the warm build counted.
    func retitledWarmAndFull(_ guide: URL, _ content: URL) throws -> Remade {
        let text = try String(contentsOf: guide, encoding: .utf8)
        let title = try #require(text.split(separator: "\n").first)
        try text.replacingOccurrences(of: String(title), with: title + "（修订）").write(to: guide, atomically: true, encoding: .utf8)
        #expect(build(content, out: "retitled-full", cache: nil) == 0)
        let retitled = try #require(try written("site", content).remade["pagebatch"])
        expectSame("retitled-full", "site")
        return retitled
    }

    /// A guide's pages in one language — its page and its entries' — are kept as a batch while what
    /// they read is what the last build's read: their keys come from that build's records, none is
    /// fingerprinted again. After one guide's text changed, the other guides' batches are kept; after
    /// a guide's title changed, the pages of the guides beside it name it, and their batches are made
    /// again; each time the output is a full build's.
    @Test func aGuidesPagesAreKeptAsABatchWhileWhatTheyReadIsUnchanged() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let content = try makeFourGuides()
        let cold = try #require(try written("site", content).remade["pagebatch"])
        #expect(cold.made == cold.total && cold.total > 0, "\(cold)")

        try appendParagraph(to: content, guide: "uiviewrepresentable-basics", file: "zh-Hans.txt")
        #expect(build(content, out: "edited-full", cache: nil) == 0)
        let edited = try #require(try written("site", content).remade["pagebatch"])
        expectSame("edited-full", "site")
        #expect(edited.made > 0 && edited.made < edited.total, "\(edited)")

        let retitled = try retitledWarmAndFull(content.appendingPathComponent("retitled-capture/zh-Hans.txt"), content)
        #expect(retitled.made > 1 && retitled.made < retitled.total, "the batches of the guides beside it: \(retitled)")
    }
}

extension BuildCacheTests {
    /// An entry page shows, of each related entry, its title and its guide's title: after a guide is
    /// retitled, the batches of the guides whose entries are related to its entries are made again,
    /// though those guides neither changed nor stand beside it.
    @Test func aRetitledGuideRemakesTheBatchesOfEntriesRelatedToItsEntries() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: Fixtures.content, to: content)
        _ = try written("site", content)
        let retitled = try retitledWarmAndFull(content.appendingPathComponent("uiviewrepresentable-basics/zh-Hans.txt"), content)
        #expect(retitled.made < retitled.total, "\(retitled)")
    }
}

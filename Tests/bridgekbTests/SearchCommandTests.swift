import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBStore
@testable import bridgekb
import BridgeKBTestSupport

/// `bridgekb search` as a user meets it: which index it uses, what it says, and queries that must never fail.
@Suite struct SearchCommandTests {
    /// Index stamps go to a temporary cache, not the user's. Not through `setenv`: the other suites'
    /// threads read the environment while this runs, and glibc's `setenv` may free the array they read.
    static let cache: URL = {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-stamps-\(UUID().uuidString)")
        IndexStamp.cacheFolderOverride.withLock { $0 = dir }
        return dir
    }()
    static let content = Fixtures.content.path

    /// A content folder with Content/'s glossary and settings and one small guide: searching it
    /// without an index indexes 7 KB in memory, not Content/'s 137 KB (0.1 s instead of 1.5 s of
    /// CPU in a debug build), for the tests that run many searches whatever the guides say.
    static let smallContent: String = {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-search-small-\(UUID().uuidString)/Content")
        try? SearchCommandTests.copyContent(to: dir, guides: ["uiviewrepresentable-basics"])
        return dir.path
    }()

    /// Copies Content/'s glossary and settings and `guides` (all of Content/ when nil) to `folder`.
    static func copyContent(to folder: URL, guides: [String]?) throws {
        let fm = FileManager.default
        guard let guides else { return try fm.copyItem(at: Fixtures.content, to: folder) }
        try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["glossary.json", "site.json"] + guides {
            try fm.copyItem(at: Fixtures.content.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
    }

    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let context = CommandContext(capture: true)
        let code = BridgeKBCLI.run(arguments, context: context)
        return (code, context.capturedOutput, context.capturedError)
    }

    /// A temporary folder holding a copy of Content/ (or of its settings and `guides` only) and, when
    /// `build` is set, `Site/` built from it.
    func workspace(build: Bool, aged: Bool = false, guides: [String]? = nil) throws -> URL {
        _ = Self.cache
        let fm = FileManager.default
        let dir = fm.temporaryDirectory.appendingPathComponent("bridgekb-search-\(UUID().uuidString)")
        try fm.createDirectory(at: dir, withIntermediateDirectories: true)
        try Self.copyContent(to: dir.appendingPathComponent("Content"), guides: guides)
        if aged {
            // Old enough for an index stamp to be trusted (files touched within two seconds are not).
            let content = dir.appendingPathComponent("Content")
            let past: [FileAttributeKey: Any] = [.modificationDate: Date(timeIntervalSinceNow: -3_600)]
            for path in (fm.subpaths(atPath: content.path) ?? []).reversed() {
                try fm.setAttributes(past, ofItemAtPath: content.appendingPathComponent(path).path)
            }
            try fm.setAttributes(past, ofItemAtPath: content.path)
        }
        if build {
            let result = run(["build", "--content", dir.appendingPathComponent("Content").path,
                              "--out", dir.appendingPathComponent("Site").path])
            #expect(result.code == 0, "\(result.err)")
        }
        return dir
    }

    func search(_ query: String, in dir: URL, _ more: [String] = []) -> (code: Int32, out: String, err: String) {
        run(["search", query, "--content", dir.appendingPathComponent("Content").path,
             "--index", dir.appendingPathComponent("Site/kb.sqlite").path] + more)
    }

    func json(_ output: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    }

    // MARK: - Which index

    @Test func withoutABuildIndexesContentInMemoryAndSaysSo() throws {
        let dir = try workspace(build: false)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = search("循环引用", in: dir)
        #expect(result.code == 0)
        #expect(result.err.contains("kb.sqlite not found; indexing"))
        #expect(result.err.contains("in memory"))
        #expect(result.out.contains("Coordinator"))
    }

    @Test func currentIndexIsUsedSilently() throws {
        let dir = try workspace(build: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = search("循环引用", in: dir)
        #expect(result.code == 0)
        #expect(result.err.isEmpty, "\(result.err)")
        #expect(result.out.contains("uikit-bridging-part-5-1"))
    }

    @Test func stampLetsAnUnchangedFolderSkipHashingButNotAnEditedOne() throws {
        let dir = try workspace(build: true, aged: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let content = dir.appendingPathComponent("Content"), index = dir.appendingPathComponent("Site/kb.sqlite").path
        let stamp = try #require(IndexStamp.load(content: content, index: index), "build leaves a stamp")
        #expect(stamp.files.keys.contains("uiviewrepresentable-basics/zh-Hans.txt") && stamp.folders[""] != nil)
        #expect(IndexStamp.isCurrent(content: content, index: index))
        #expect(search("循环引用", in: dir).err.isEmpty)
        // Same size, new bytes: the modification time gives it away.
        let guide = content.appendingPathComponent("uiviewrepresentable-basics/zh-Hans.txt")
        var data = try Data(contentsOf: guide)
        data[data.count - 2] = UInt8(ascii: "X")
        try data.write(to: guide)
        #expect(!IndexStamp.isCurrent(content: content, index: index))
        #expect(search("循环引用", in: dir).err.contains("is stale"))
        #expect(IndexStamp.load(content: content, index: index) == nil, "a stale index loses its stamp")
    }

    /// The streamed currency check says no to a file removed and to the index rewritten.
    @Test func currencyCheckSeesRemovedFilesAndARewrittenIndex() throws {
        for change in ["remove a file", "rewrite the index"] {
            let dir = try workspace(build: true, aged: true)
            defer { try? FileManager.default.removeItem(at: dir) }
            let content = dir.appendingPathComponent("Content"), index = dir.appendingPathComponent("Site/kb.sqlite").path
            #expect(IndexStamp.isCurrent(content: content, index: index))
            #expect(!IndexStamp.isCurrent(content: content, index: index + "-elsewhere"), "no stamp for another index")
            if change == "remove a file" {
                try FileManager.default.removeItem(at: content.appendingPathComponent("glossary.json"))
            } else {
                try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: index)
            }
            #expect(!IndexStamp.isCurrent(content: content, index: index), "\(change)")
        }
    }

    @Test func timingsGoToStderrAndLeaveTheResultsAlone() throws {
        let dir = try workspace(build: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let plain = search("循环引用", in: dir), timed = search("循环引用", in: dir, ["--timings"])
        #expect(timed.code == 0 && timed.out == plain.out)
        for stage in ["glossary", "currency", "open", "exact", "results", "output"] {
            #expect(timed.err.contains("\(stage) "), "\(stage) in \(timed.err)")
        }
        // Without a built index the time goes into indexing the content in memory, and says so.
        let unbuilt = try workspace(build: false)
        defer { try? FileManager.default.removeItem(at: unbuilt) }
        #expect(search("循环引用", in: unbuilt, ["--timings"]).err.contains("in-memory index "))
    }

    @Test func staleIndexIsNotUsed() throws {
        let dir = try workspace(build: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let guide = dir.appendingPathComponent("Content/uiviewrepresentable-basics/zh-Hans.txt")
        let text = try String(contentsOf: guide, encoding: .utf8)
        try (text + "\n补充说明：斑马纹独角兽只在新内容里出现。\n").write(to: guide, atomically: true, encoding: .utf8)
        let result = search("斑马纹独角兽", in: dir)
        #expect(result.code == 0)
        #expect(result.err.contains("is stale"))
        #expect(result.out.contains("uiviewrepresentable-basics"), "the new text is found: \(result.out)")
    }

    @Test func glossaryChangeMakesTheIndexStale() throws {
        let dir = try workspace(build: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let glossary = dir.appendingPathComponent("Content/glossary.json")
        var data = try Data(contentsOf: glossary)
        data.append(contentsOf: Array("\n".utf8))
        try data.write(to: glossary)
        #expect(search("循环引用", in: dir).err.contains("is stale"))
    }

    @Test(arguments: ["garbage", "truncated", "empty", "damaged"])
    func brokenIndexFallsBackWithANote(_ damage: String) throws {
        let dir = try workspace(build: true, guides: ["uiviewrepresentable-basics"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Site/kb.sqlite")
        var data = try Data(contentsOf: path)
        switch damage {
        case "garbage": data = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        case "truncated": data = data.prefix(data.count - 3000)
        case "empty": data = Data()
        default:
            // Header and meta table intact, the pages after them overwritten.
            let start = data.count / 3
            data.replaceSubrange(start..<min(data.count, start + data.count / 2),
                                 with: Data(repeating: 0xA5, count: min(data.count, start + data.count / 2) - start))
        }
        try data.write(to: path)
        let result = search("循环引用", in: dir)
        #expect(result.code == 0, "\(damage): \(result.err)")
        #expect(result.err.contains("indexing") && result.err.contains("in memory"), "\(damage): \(result.err)")
        #expect(!result.err.contains("error:"), "\(damage): \(result.err)")
        #expect(result.out.contains("uiviewrepresentable-basics-3-6-3"), "\(damage)")   // 内存泄漏: Coordinator持有parent强引用
    }

    // MARK: - Output

    @Test func jsonHasTheDocumentedKeys() throws {
        let result = run(["search", "updateUIView 闪烁", "--content", Self.content, "--index", "/nonexistent/kb.sqlite", "--json"])
        #expect(result.code == 0)
        let object = try json(result.out)
        for key in ["query", "truncated", "tokens", "corrections", "concepts", "results"] { #expect(object[key] != nil, "\(key)") }
        #expect(object["query"] as? String == "updateUIView 闪烁")
        let results = try #require(object["results"] as? [[String: Any]])
        let first = try #require(results.first)
        for key in ["id", "kind", "guide", "language", "languages", "title", "sectionPath", "file", "line", "score", "stage",
                    "crossLanguage", "excerpt", "highlights", "translations"] {
            #expect(first[key] != nil, "\(key)")
        }
        #expect(first["id"] as? String == "uikit-bridging-part-5-2")
        #expect(Set(first["languages"] as? [String] ?? []) == ["zh-Hans", "ja"])
        let translation = try #require((first["translations"] as? [[String: Any]])?.first)
        #expect(translation["language"] as? String == "ja")
        for key in ["title", "line", "file"] { #expect(translation[key] != nil, "\(key)") }
    }

    @Test func iosFilterHidesAndSaysHowMany() throws {
        let all = run(["search", "UITraitBridgedEnvironmentKey", "--content", Self.content, "--index", "/nonexistent/kb.sqlite", "--json"])
        let filtered = run(["search", "UITraitBridgedEnvironmentKey", "--content", Self.content, "--index", "/nonexistent/kb.sqlite",
                            "--json", "--ios", "16"])
        #expect(filtered.code == 0)
        let ids = { (out: String) in ((try? json(out))?["results"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String } }
        #expect(ids(all.out).contains("uikit-bridging-part-5-3"))
        #expect(!ids(filtered.out).contains("uikit-bridging-part-5-3"))
        let hidden = ids(all.out).count - ids(filtered.out).count
        #expect(hidden > 0)
        #expect(filtered.err.contains("\(hidden) result\(hidden == 1 ? " needs" : "s need") a later iOS than 16"), "\(filtered.err)")
        // The same from a built kb.sqlite, which keeps each result's minimum iOS with its record.
        let dir = try workspace(build: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let stored = search("UITraitBridgedEnvironmentKey", in: dir, ["--json", "--ios", "16"])
        #expect(ids(stored.out) == ids(filtered.out))
        #expect(stored.err == filtered.err.split(separator: "\n").filter { !$0.hasPrefix("note:") }.map { $0 + "\n" }.joined(), "\(stored.err)")
    }

    @Test func unknownLanguageOrKindIsAUsageError() {
        let lang = run(["search", "x", "--content", Self.content, "--index", "/nonexistent/kb.sqlite", "--lang", "fr"])
        #expect(lang.code == 64)
        #expect(lang.err.contains("unknown language 'fr'"))
        let kind = run(["search", "x", "--content", Self.content, "--index", "/nonexistent/kb.sqlite", "--kind", "bug"])
        #expect(kind.code == 64)
        #expect(kind.err.contains("unknown kind 'bug'"))
        #expect(run(["search", "x", "--content", Self.content, "--limit", "0"]).code == 64)
    }

    // MARK: - Queries that must never fail

    @Test(arguments: ["", "   ", "。、！？", "\"", "NEAR(", "NEAR(updateUIView, 2)", "*", "updateUIView*", "AND", "OR NOT",
                      "title: 闪烁", String(repeating: "循环引用 ", count: 2_000), String(repeating: "x", count: 10_000)])
    func trickyQueriesGiveResultsOrAClearMessage(_ query: String) throws {
        let text = run(["search", query, "--content", Self.smallContent, "--index", "/nonexistent/kb.sqlite"])
        // 0 with results, 1 (like grep) when nothing matched or there is nothing to search for — and it says so.
        #expect(text.code == 0 || text.code == 1)
        #expect(!text.out.isEmpty)
        #expect(!text.err.localizedCaseInsensitiveContains("sqlite error"))
        #expect(!text.err.contains("error:"))
        let object = try json(run(["search", query, "--content", Self.smallContent, "--index", "/nonexistent/kb.sqlite", "--json"]).out)
        let results = object["results"] as? [[String: Any]] ?? []
        #expect(!results.isEmpty || object["emptyReason"] is String)
    }

    @Test func queryStartingWithADashFollowsDoubleDash() {
        let result = run(["search", "--content", Self.content, "--index", "/nonexistent/kb.sqlite", "--", "-updateUIView"])
        #expect(result.code == 0)
        #expect(result.out.contains("uikit-bridging-part-5-2"))
    }

    @Test func longQueryIsMarkedTruncated() throws {
        let result = run(["search", String(repeating: "循环引用 ", count: 2_000), "--content", Self.content,
                          "--index", "/nonexistent/kb.sqlite", "--json"])
        #expect(try json(result.out)["truncated"] as? Bool == true)
    }

    @Test func tenThousandCharacterQueryOnTheBuiltIndex() throws {
        let dir = try workspace(build: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for query in [String(repeating: "updateUIView ", count: 770), "\"NEAR(* AND", "。"] {
            let result = search(query, in: dir)
            #expect(result.code == 0 || result.code == 1)   // 1: nothing matched
            #expect(result.err.isEmpty, "\(result.err)")
        }
    }
}

/// How a search reads its query and says what it found: the language from the query itself, labels,
/// the cut at --limit, and grep's exit status.
@Suite struct SearchConventionsTests {
    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let context = CommandContext(capture: true)
        let code = BridgeKBCLI.run(arguments, context: context)
        return (code, context.capturedOutput, context.capturedError)
    }

    let base = ["--content", Fixtures.content.path, "--index", "/nonexistent/kb.sqlite"]

    @Test func aHanOnlyQueryIsEitherLanguageSoAJapaneseExactHitIsNotAcrossLanguages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-lang-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in [("notes/zh-Hans.md", "# 笔记\n\n## 新建笔记后列表不刷新\n\n列表没有显示新建的笔记。\n"),
                             ("notes/ja.md", "# メモ\n\n## 新規作成したメモが一覧に出ない\n\n新規作成したメモが一覧に表示されない。\n")] {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let result = run(["search", "新規作成", "--json", "--content", folder.path, "--index", "/nonexistent/kb.sqlite"])
        #expect(result.code == 0, "\(result.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let first = try #require((object["results"] as? [[String: Any]])?.first)
        #expect(first["language"] as? String == "ja")
        #expect(first["crossLanguage"] as? Bool == false)
        let text = run(["search", "新規作成", "--content", folder.path, "--index", "/nonexistent/kb.sqlite"])
        #expect(!text.out.contains("across languages"), "\(text.out)")
        // Kana says Japanese: a Chinese hit is across languages.
        let kana = try #require(try JSONSerialization.jsonObject(with: Data(run(["search", "メモリーリーク", "--json"] + base).out.utf8)) as? [String: Any])
        #expect((kana["results"] as? [[String: Any]] ?? []).contains { $0["language"] as? String == "zh-Hans" && $0["crossLanguage"] as? Bool == true })
    }

    @Test func resultsSayHowTheyMatchedAndACutIsSaid() throws {
        let result = run(["search", "循环引用", "--limit", "2"] + base)
        #expect(result.code == 0)
        #expect(result.out.contains("through the glossary") || result.out.contains("a related concept"), "\(result.out)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run(["search", "循环引用", "--limit", "2", "--json"] + base).out.utf8)) as? [String: Any])
        let total = try #require(json["total"] as? Int)
        #expect(total > 2)
        #expect(result.out.contains("showing 2 of \(total) (--limit \(total) shows all)"))
        let all = run(["search", "循环引用", "--limit", String(total)] + base)
        #expect(!all.out.contains("showing"))
    }

    @Test func nothingMatchedExitsOneLikeGrep() {
        let search = run(["search", "zzqqxx"] + base)
        #expect(search.code == 1)
        #expect(search.out.contains("nothing matched"))
        #expect(run(["search", "zzqqxx", "--json"] + base).code == 1)
        #expect(run(["search", "。、"] + base).code == 1)
        let pitfalls = run(["pitfalls", "--content", Fixtures.content.path, "--api", "NoSuchAPI"])
        #expect(pitfalls.code == 1)
        #expect(pitfalls.out.contains("no entries match"))
    }
}

import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBText
@testable import BridgeKBStore
@testable import BridgeKBSite
@testable import BridgeKBBuild
import BridgeKBTestSupport

/// Without node the parity tests below cannot run: that fails the test run, loudly, unless
/// `BRIDGEKB_SKIP_NODE=1` says the skip is wanted (scripts/install-deps installs node for `make test`).
@Test func nodeIsThereForTheSearchScriptTests() {
    let skipWanted = ProcessInfo.processInfo.environment["BRIDGEKB_SKIP_NODE"] == "1"
    #expect(Fixtures.node != nil || skipWanted,
            "node not found on PATH, in /usr/bin or /usr/local/bin: Templates/assets/search.js is NOT tested (SearchScriptTests skipped). Install node (scripts/install-deps does), or set BRIDGEKB_SKIP_NODE=1 to skip on purpose.")
}

/// Templates/assets/search.js run under node: the shared golden vectors, and queries over the chunked
/// index emitted from the real Content/ (its shards loaded one by one as a query needs them)
/// compared with the Swift ``SearchIndex``.
@Suite(.enabled(if: Fixtures.node != nil, "node not found (looked on PATH, in /usr/bin and /usr/local/bin): search.js not tested"))
struct SearchScriptTests {
    // MARK: - Fixtures

    /// The knowledge base, records, glossary and emitted index of Content/, written to a folder.
    struct Site: @unchecked Sendable {
        var kb: KnowledgeBase
        var records: [SearchRecord]
        var tokenizer: Tokenizer
        var glossary: Glossary?
        var files: [SearchIndexEmitter.File]
        /// The index's folder (`assets/search`), for the harness.
        var folder: URL
    }

    static let site: Result<Site, Error> = Result { try makeSite(content: Fixtures.content) }

    /// The parallel fixtures (Tests/Fixtures/xlang/content) with the shipped glossary: queries that
    /// cross languages through the mined lexicon.
    static let fixtureSite: Result<Site, Error> = Result {
        try makeSite(content: Fixtures.url("Tests/Fixtures/xlang/content"),
                     glossary: Fixtures.url("Content/glossary.json"))
    }

    static func makeSite(content: URL, glossary glossaryURL: URL? = nil) throws -> Site {
        let diagnostics = DiagnosticEngine()
        let loader = ContentLoader(root: content)
        let files = try loader.load(diagnostics: diagnostics)
        let glossary = try glossaryURL.map { try Glossary(data: Data(contentsOf: $0), normalizer: TextNormalizer.standard()) }
            ?? loader.glossary(diagnostics: diagnostics)
        let kb = KnowledgeBaseBuilder.build(files: files, settings: loader.settings(diagnostics: diagnostics),
                                            locks: loader.locks(diagnostics: diagnostics), glossary: glossary,
                                            diagnostics: diagnostics)
        let tokenizer = try Tokenizer.standard()
        let records = SearchRecords.make(kb)
        let index = try emit(kb, records, tokenizer, glossary)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-search-index-\(UUID().uuidString)")
        for file in index {
            let url = root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: url)
        }
        return Site(kb: kb, records: records, tokenizer: tokenizer, glossary: glossary, files: index,
                    folder: root.appendingPathComponent("assets/search"))
    }

    static func emit(_ kb: KnowledgeBase, _ records: [SearchRecord], _ tokenizer: Tokenizer, _ glossary: Glossary?) throws -> [SearchIndexEmitter.File] {
        try SearchIndexEmitter.files(for: kb, records: records, tokenizer: tokenizer, glossary: glossary) {
            "\($0.guide)/\($0.language.tag)/#\($0.id)"
        }
    }

    /// The site's index searched for `queries` by search.js (the harness's responses) and the same
    /// records in a Swift ``SearchIndex`` (with the lexicon), ready to be searched.
    static func searchBoth(_ site: Site, _ queries: [String]) throws -> (responses: [[String: Any]], index: SearchIndex) {
        let responses = try #require(try runHarness(["index": site.folder.path, "queries": queries])["responses"] as? [[String: Any]])
        let index = try SearchIndex.inMemory(tokenizer: site.tokenizer, glossary: site.glossary)
        try index.add(site.records)
        try index.setLexicon(site.kb.lexicon)
        return (responses, index)
    }

    /// Runs the harness on a request (with search.js, or the `script` given); returns its JSON output.
    static func runHarness(_ request: [String: Any], script: URL = Fixtures.url("Templates/assets/search.js")) throws -> [String: Any] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-search-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let requestURL = dir.appendingPathComponent("request.json")
        try JSONSerialization.data(withJSONObject: request).write(to: requestURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Fixtures.node!)
        process.arguments = [Fixtures.url("Tests/Fixtures/search-harness.js").path, script.path, requestURL.path]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0, let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw BridgeKBError.io(path: "node", message: "harness failed (\(process.terminationStatus)): \(message)")
        }
        return json
    }

    // MARK: - Golden vectors

    @Test func passesEveryGoldenVector() throws {
        let url = Fixtures.url("Tests/Fixtures/tokenizer-golden.json")
        let vectors = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]])
        let inputs = vectors.compactMap { $0["input"] as? String }.joined(separator: "\n")
        let fold = try HanFolding.shared().table(for: inputs)
        let output = try Self.runHarness(["golden": url.path, "fold": fold])
        let failures = output["failures"] as? [[String: Any]] ?? []
        #expect(output["passed"] as? Int == vectors.count, "failed: \(failures)")
        print("search.js golden vectors: \(output["passed"] ?? 0) / \(vectors.count) passed")
    }

    // MARK: - Index

    @Test func indexTermsMatchTheSQLiteVocabulary() throws {
        let site = try Self.site.get()
        let index = try SearchIndex.inMemory(tokenizer: site.tokenizer, glossary: site.glossary)
        try index.add(site.records)
        try index.setLexicon(site.kb.lexicon)
        var vocabulary: [String: (Int, Int)] = [:]
        for (term, documents, count) in try index.database.query("SELECT term, doc, cnt FROM search_vocab", [], { ($0.text(0), $0.int(1), $0.int(2)) }) {
            vocabulary[term] = (documents, count)
        }
        var emitted: [String: (Int, Int)] = [:]
        for record in site.records {
            let terms = Array(SearchTokens.columns(of: record, tokenizer: site.tokenizer).joined())
            for term in Set(terms) { emitted[term, default: (0, 0)].0 += 1 }
            for term in terms { emitted[term, default: (0, 0)].1 += 1 }
        }
        #expect(emitted.count == vocabulary.count)
        let differing = emitted.filter { term, value in vocabulary[term].map { $0 != value } ?? true }.keys.sorted().prefix(10)
        #expect(differing.isEmpty, "terms whose document or token counts differ from FTS5: \(Array(differing))")
    }

    @Test func emitsADeterministicIndex() throws {
        let site = try Self.site.get()
        let again = try Self.emit(site.kb, site.records, site.tokenizer, site.glossary)
        #expect(again.map(\.path) == site.files.map(\.path))
        #expect(again.map(\.bytes) == site.files.map(\.bytes))
        let manifest = try #require(site.files.first { $0.path == "assets/search/manifest.js" })
        #expect(SearchIndexShards.json(ofFile: manifest.bytes)?.hasPrefix("{\n\"version\": 6,") == true)
        // Every file registers itself under its own name, its JSON deflated in base64 (nothing else in the file).
        for file in site.files {
            let name = String(file.path.dropFirst("assets/search/".count).dropLast(".js".count))
            let text = String(decoding: file.bytes, as: UTF8.self)
            #expect(text.hasPrefix("BRIDGEKB_SHARD(\"\(name)\", \"") && text.hasSuffix("\");\n"), "\(file.path)")
            #expect(text.dropFirst("BRIDGEKB_SHARD(\"\(name)\", \"".count).dropLast(4).allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+/=".contains($0)) },
                    "\(file.path)")
            let json = try #require(SearchIndexShards.json(ofFile: file.bytes), "\(file.path)")
            #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)) != nil, "\(file.path)")
        }
        let bytes = site.files.reduce(0) { $0 + $1.bytes.count }
        print("assets/search/: \(site.files.count) files, \(bytes) bytes, manifest \(manifest.bytes.count) bytes, \(site.records.count) records")
    }

    // MARK: - Loading only what a query needs

    /// A query loads the manifest, the shards of its terms, the facts of every record and
    /// the fragments of the results it describes: far from every file (a fifth of the files and a
    /// third of the bytes at most; docs/performance.md has the 1,000-guide figures).
    @Test func queriesLoadOnlyTheShardsTheyNeed() throws {
        let site = try Self.site.get()
        let kinds = { (names: [String], kind: String) in Set(names.filter { $0.hasPrefix(kind + "/") }) }
        let all = site.files.map { String($0.path.dropFirst("assets/search/".count).dropLast(".js".count)) }
        for query in ["UIHostingConfiguration", "循环引用"] {
            let output = try Self.runHarness(["index": site.folder.path, "queries": [query]])
            let loaded = try #require(output["loaded"] as? [String])
            let results = (output["responses"] as? [[String: Any]])?.first?["results"] as? [[String: Any]] ?? []
            #expect(!results.isEmpty, "\(query)")
            #expect(loaded.first == "manifest")
            #expect(Set(loaded).count == loaded.count, "a shard loaded twice: \(loaded)")
            #expect(kinds(loaded, "t").count < kinds(all, "t").count, "\(query): \(kinds(loaded, "t").count) term shards")
            let size = Dictionary(uniqueKeysWithValues: zip(all, site.files.map(\.bytes.count)))
            let loadedBytes = loaded.reduce(0) { $0 + (size[$1] ?? 0) }, allBytes = site.files.reduce(0) { $0 + $1.bytes.count }
            #expect(loaded.count * 5 < all.count, "\(query): \(loaded.count) of \(all.count) files")
            #expect(loadedBytes * 3 < allBytes, "\(query): \(loadedBytes) of \(allBytes) bytes")
            // At most one fragment per group described (and merged groups; a fragment holds four).
            let merged = results.reduce(0) { $0 + (($1["merged"] as? [Any])?.count ?? 0) }
            #expect(kinds(loaded, "g").count <= results.count + merged, "\(query)")
            if query == "循环引用" {
                // Its concept's terms (and its three related concepts') are read from their groups'
                // shards, not from a hash shard per term (SearchIndexShards.placement): one per concept,
                // and a few more where a term's units belong to a concept placed before (the built-in
                // glossary's 强引用, 引用计数 … come before the sample's 持有父对象).
                #expect((1...6).contains(kinds(loaded, "c").count), "\(loaded)")
                #expect(kinds(loaded, "t").isEmpty, "\(loaded)")
            }
            print("\(query): loaded \(loaded.count) of \(all.count) files, \(loadedBytes) of \(allBytes) bytes (\(kinds(loaded, "t").count) term shards, \(kinds(loaded, "c").count) group shards, \(kinds(loaded, "f").count) facts, \(kinds(loaded, "g").count) fragments)")
        }
    }

    /// search.js as the site serves it (comment lines and indentation out) finds what its source finds.
    @Test func theMinifiedScriptFindsWhatTheSourceFinds() throws {
        let site = try Self.site.get()
        let source = try String(contentsOf: Fixtures.url("Templates/assets/search.js"), encoding: .utf8)
        let minified = try #require(AssetMinifier.javascript(source))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-search-min-\(UUID().uuidString).js")
        try Data(minified.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let request: [String: Any] = ["index": site.folder.path, "queries": ["循环引用", "メモリリーク", "updateUIView", "coordinator"]]
        func responses(_ output: [String: Any]) throws -> Data {
            try JSONSerialization.data(withJSONObject: try #require(output["responses"]), options: [.sortedKeys])
        }
        let fromSource = try responses(Self.runHarness(request))
        #expect(fromSource.count > 1_000)
        #expect(try responses(Self.runHarness(request, script: file)) == fromSource)
    }

    /// The search page's filters: only results of the chosen language and kind, counted as such.
    @Test func filtersKeepOnlyTheChosenLanguageAndKind() throws {
        let site = try Self.site.get()
        func results(_ options: [String: Any]) throws -> [[String: Any]] {
            let output = try Self.runHarness(["index": site.folder.path, "queries": ["updateUIView"], "options": options])
            let responses = try #require(output["responses"] as? [[String: Any]])
            return try #require(responses.first?["results"] as? [[String: Any]])
        }
        func hits(_ results: [[String: Any]]) -> [[String: Any]] { results.flatMap { $0["hits"] as? [[String: Any]] ?? [] } }
        let all = try results(["limit": 1000])
        let japanese = try results(["limit": 1000, "language": "ja"])
        let mistakes = try results(["limit": 1000, "kind": "mistake"])
        #expect(!japanese.isEmpty && japanese.count < all.count)
        #expect(hits(japanese).allSatisfy { $0["language"] as? String == "ja" })
        #expect(!mistakes.isEmpty && mistakes.count < all.count)
        #expect(hits(mistakes).allSatisfy { $0["kind"] as? String == "mistake" })
        let both = try results(["limit": 1000, "kind": "section", "language": "zh-Hans"])
        #expect(!both.isEmpty && hits(both).allSatisfy { $0["kind"] as? String == "section" && $0["language"] as? String == "zh-Hans" })
    }

    /// The header box of a Japanese page lists results with a Japanese version first.
    @Test func theHeaderBoxPutsThePageLanguageFirst() throws {
        let site = try Self.site.get()
        let output = try Self.runHarness(["index": site.folder.path, "queries": ["updateUIView"],
                                          "options": ["limit": 8, "preferredLanguage": "ja", "languageFirst": true]])
        let responses = try #require(output["responses"] as? [[String: Any]])
        let results = try #require(responses.first?["results"] as? [[String: Any]])
        let languages = results.map { ($0["hits"] as? [[String: Any]] ?? []).contains { $0["language"] as? String == "ja" } }
        #expect(languages.first == true)
        // Every result with a Japanese version comes before every result without one.
        #expect(languages == languages.sorted { $0 && !$1 })
    }

    /// search.js finds a term's shard by the same hash, and unpacks the same ranking facts, as the emitter.
    @Test func pageReadsShardsAsTheEmitterWroteThem() throws {
        let site = try Self.site.get()
        let terms = ["updateuiview", "循环", "メモ", "_", "a", "🎉", "記憶體"]
        let output = try Self.runHarness(["hashes": terms, "varints": "0v10w1_vZ0"])
        #expect(output["hashes"] as? [Int] == terms.map { Int(SearchIndexShards.hash($0)) })
        #expect(output["varints"] as? [Int] == SearchIndexShards.varints(Array("0v10w1_vZ0".utf8)))
        // The ranking facts, unpacked by search.js: each record's token count, group and chapter
        // (ranks of their keys in code point order), guide (its number in code point order), language and kind.
        let facts = try #require(try Self.runHarness(["facts": site.folder.path])["facts"] as? [[Any]])
        let keys = Set(site.records.map(\.groupKey) + site.records.map(\.chapter).filter { !$0.isEmpty })
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let guides = Set(site.records.map(\.guide)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let tokens = SearchTokens.make(site.records, tokenizer: site.tokenizer)
        #expect(facts.count == site.records.count)
        for (index, (record, fact)) in zip(site.records, facts).enumerated() {
            let length = tokens.columns[index].reduce(0) { $0 + $1.split(separator: " ").count }
            let expected: [Any] = [length, keys.firstIndex(of: record.groupKey)!,
                                   record.chapter.isEmpty ? -1 : keys.firstIndex(of: record.chapter)!,
                                   guides.firstIndex(of: record.guide)!, record.language.tag, record.kind]
            #expect("\(fact)" == "\(expected)", "record \(index) \(record.id)")
        }
        // Every term sits in the shard its hash names.
        let manifest = try #require(SearchIndexShards.json(ofFile: site.files.first { $0.path.hasSuffix("/manifest.js") }!.bytes))
        let count = try #require(Int(manifest.components(separatedBy: "\"termShards\": ").last!.prefix { $0.isNumber }))
        for file in site.files where file.path.hasPrefix("assets/search/t/") {
            let shard = Int(file.path.dropFirst("assets/search/t/".count).dropLast(3), radix: 36)!
            let json = try #require(SearchIndexShards.json(ofFile: file.bytes))
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String])
            for term in object.keys { #expect(SearchIndexShards.termShard(term, count: count) == shard, "\(term)") }
        }
    }

    // MARK: - Queries agree with the CLI

    static let queries = ["循环引用", "循環参照", "メモリリーク", "updateUIView 闪烁", "updateUIVeiw", "UIHostingConfiguration",
                          "视图闪烁问题", "闪", "内存泄漏", "Coordinator", "retain cycle", "sizingOptions", "NavigationStack",
                          "makeUIView 生命周期", "ちらつく", "🎉", "dismantleUIView",
                          "constructor", "__proto__ toString", "hasOwnProperty 循环",
                          "記憶體洩漏", "强引用循环", "memory leak"]

    @Test func queriesFindTheSameTopResultsAsSwift() throws {
        let site = try Self.site.get()
        let output = try Self.runHarness(["index": site.folder.path, "queries": Self.queries])
        let responses = try #require(output["responses"] as? [[String: Any]])
        let index = try SearchIndex.inMemory(tokenizer: site.tokenizer, glossary: site.glossary)
        try index.add(site.records)
        try index.setLexicon(site.kb.lexicon)

        var agreeTop = 0, agreeTop5 = 0, excerpts = 0
        for (query, js) in zip(Self.queries, responses) {
            let swift = try index.search(query, options: SearchOptions(limit: 20))
            let jsGroups = (js["results"] as? [[String: Any]] ?? []).compactMap { $0["groupKey"] as? String }
            let swiftGroups = swift.results.map(\.groupKey)
            #expect(jsGroups.first == swiftGroups.first, "\(query): js \(jsGroups.prefix(5)) swift \(swiftGroups.prefix(5))")
            #expect(Array(jsGroups.prefix(5)) == Array(swiftGroups.prefix(5)), "\(query): top 5 differ")
            // The same sections folded into each of them (a chapter's sections, an entry's own section).
            let jsMerged = (js["results"] as? [[String: Any]] ?? []).map { $0["merged"] as? [String] ?? [] }
            #expect(Array(jsMerged.prefix(5)) == Array(swift.results.prefix(5).map { $0.merged.map(\.record.groupKey) }), "\(query): merged differ")
            #expect(js["language"] as? String == swift.language?.tag, "\(query)")
            if jsGroups.first == swiftGroups.first { agreeTop += 1 }
            if jsGroups.prefix(5) == swiftGroups.prefix(5) { agreeTop5 += 1 }
            // So does the top hit's excerpt (the same window, between words: Excerpt.wordBoundary).
            if let jsHit = ((js["results"] as? [[String: Any]])?.first?["hits"] as? [[String: Any]])?.first,
               let swiftHit = swift.results.first?.hits.first, jsHit["id"] as? String == swiftHit.record.id {
                #expect(jsHit["excerpt"] as? String == swiftHit.excerpt.text, "\(query): excerpt")
                excerpts += 1
            }
            // Scores agree too (same BM25, same stage weights).
            if let jsScore = (js["results"] as? [[String: Any]])?.first?["score"] as? Double, let swiftScore = swift.results.first?.score {
                #expect(abs(jsScore - swiftScore) < 1e-6 * max(1, abs(swiftScore)), "\(query): score \(jsScore) vs \(swiftScore)")
            }
        }
        print("search.js vs SearchIndex: top result \(agreeTop) / \(Self.queries.count), top 5 \(agreeTop5) / \(Self.queries.count)")
        #expect(excerpts >= Self.queries.count / 2, "the top hits' excerpts compared: \(excerpts)")

        func groups(_ query: String) -> [[String: Any]] {
            responses[Self.queries.firstIndex(of: query)!]["results"] as? [[String: Any]] ?? []
        }
        func ids(_ query: String, top: Int) -> [String] {
            groups(query).prefix(top).flatMap { ($0["hits"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String } }
        }
        // 循环引用 and 循環参照 find the Coordinator pattern section — or its ❌ closure listing, a mistake
        // about that retain cycle — in both languages.
        for query in ["循环引用", "循環参照"] {
            let found = ids(query, top: 3)
            for language in ["zh-Hans", "ja"] {
                #expect(found.contains("section:uikit-bridging/part-1-s4@\(language)")
                        || found.contains("entry:uikit-bridging-part-1-s4-code-1@\(language)"), "\(query): \(found)")
            }
        }
        // メモリリーク finds the Chinese 内存泄漏.
        let leak = groups("メモリリーク").flatMap { $0["hits"] as? [[String: Any]] ?? [] }
        #expect(leak.contains { ($0["id"] as? String ?? "").hasSuffix("@zh-Hans") && ($0["excerpt"] as? String ?? "").contains("内存泄漏") })
        // An entry and the section it lives in are one result: the Coordinator section is folded into the
        // entry of its ❌ closure listing, not a result of its own.
        #expect(!groups("循环引用").contains { $0["groupKey"] as? String == "section:uikit-bridging/part-1-s4" })
        #expect(groups("循环引用").contains { ($0["merged"] as? [String] ?? []).contains("section:uikit-bridging/part-1-s4") })
        // "updateUIView 闪烁" finds the excessive-updates gotcha first.
        #expect(groups("updateUIView 闪烁").first?["groupKey"] as? String == "entry:uikit-bridging-part-5-2")
        #expect(responses[Self.queries.firstIndex(of: "🎉")!]["emptyReason"] as? String == "noSearchableTokens")
    }

    /// The usual term of every concept in every language as a query (about 200 queries, most expanded
    /// across languages; all 378 terms agree too, but take a minute in a debug build).
    @Test func glossaryTermsRankLikeSwift() throws {
        let site = try Self.site.get()
        let glossary = try #require(site.glossary)
        let queries = glossary.concepts.flatMap { concept in concept.languages.compactMap { concept.terms(in: $0).first } }
        let (responses, index) = try Self.searchBoth(site, queries)
        var top = 0, all = 0
        for (query, js) in zip(queries, responses) {
            let swift = try index.search(query, options: SearchOptions(limit: 20)).results.map(\.groupKey)
            let jsGroups = (js["results"] as? [[String: Any]] ?? []).compactMap { $0["groupKey"] as? String }
            #expect(jsGroups.first == swift.first, "\(query): js \(jsGroups.prefix(3)) swift \(swift.prefix(3))")
            if jsGroups.first == swift.first { top += 1 }
            if jsGroups == swift { all += 1 }
        }
        print("glossary terms: top result \(top) / \(queries.count), all 20 groups in order \(all) / \(queries.count)")
    }

    /// The fixtures' everyday queries (Tests/Fixtures/xlang/golden.json), which cross languages through
    /// the mined lexicon, and a few that mix glossary and lexicon terms: the same groups, scores and
    /// lexicon terms as the CLI.
    @Test func lexiconQueriesRankLikeSwift() throws {
        let site = try Self.fixtureSite.get()
        #expect(!site.kb.lexicon.isEmpty)
        let golden = try JSONSerialization.jsonObject(with: Data(contentsOf: Fixtures.url("Tests/Fixtures/xlang/golden.json"))) as? [String: Any]
        let queries = ((golden?["queries"] as? [[String: Any]]) ?? []).compactMap { $0["query"] as? String }
            + ["逃逸闭包 循环引用", "クロージャ キャプチャリスト", "タスクのキャンセル 非同期関数", "扩展 updateUIView", "依存関係の追加"]
        let (responses, index) = try Self.searchBoth(site, queries)
        var expandedByLexicon = 0
        for (query, js) in zip(queries, responses) {
            let swift = try index.search(query, options: SearchOptions(limit: 20))
            let jsResults = js["results"] as? [[String: Any]] ?? []
            #expect(jsResults.compactMap { $0["groupKey"] as? String } == swift.results.map(\.groupKey), "\(query)")
            #expect(jsResults.compactMap { $0["stage"] as? String } == swift.results.map(\.stage.rawValue), "\(query)")
            #expect(js["lexicon"] as? [String] ?? [] == swift.lexicon, "\(query)")
            #expect(jsResults.map { $0["merged"] as? [String] ?? [] } == swift.results.map { $0.merged.map(\.record.groupKey) }, "\(query)")
            for (a, b) in zip(jsResults.compactMap { $0["score"] as? Double }, swift.results.map(\.score)) {
                #expect(abs(a - b) < 1e-6 * max(1, abs(b)), "\(query): score \(a) vs \(b)")
            }
            if swift.results.contains(where: { $0.hits.contains { $0.stage == .lexicon } }) { expandedByLexicon += 1 }
        }
        #expect(expandedByLexicon >= queries.count / 2)
        print("lexicon queries: \(expandedByLexicon) / \(queries.count) found results through the lexicon")
    }

    // MARK: - Page

    @Test func rendersResultsWithKindLanguageAndCrossLanguageMarker() throws {
        let site = try Self.site.get()
        let file = site.folder
        let attributes = ["data-root": "../", "data-empty": "没有结果", "data-across": "跨语言", "data-kind-gotcha": "陷阱",
                          "data-lang-ja": "日本語", "data-lang-zh-hans": "中文"]
        let output = try Self.runHarness(["render": ["index": file.path, "query": "メモリリーク", "language": "zh-Hans",
                                                     "attributes": attributes]])
        let html = try #require(output["html"] as? String)
        // A count first (the label's default here: the harness gives no data-count), then the list.
        #expect(html.range(of: #"^<p class="search-count">[0-9]+ results</p><ol class="search-list">"#, options: .regularExpression) != nil,
                "\(html.prefix(120))")
        #expect(html.contains("href=\"../uikit-bridging/zh-Hans/#entry:"))
        #expect(html.contains(">陷阱</span>") && html.contains(">日本語</a>") && html.contains(">中文</a>"))
        #expect(html.contains("跨语言"))
        #expect(html.contains("<mark>"))
        // Every result shown (the first one painted alone before them), the box no longer busy.
        #expect(html.components(separatedBy: "<li class=\"search-result\"").count - 1 > 1)
        #expect(output["busy"] as? Bool == false)
        let empty = try Self.runHarness(["render": ["index": file.path, "query": "zzzzqqqq", "language": "ja", "attributes": attributes]])
        #expect(empty["html"] as? String == "<p class=\"search-empty\">没有结果</p>")
    }

    /// The marker says how the result shown matched, as `bridgekb search` does (`crossLanguage` of its first
    /// hit): a Japanese query on a Japanese page finds Japanese entries in their own language, though their
    /// Chinese translations, grouped with them, matched across languages.
    @Test func theCrossLanguageMarkerIsTheShownHitsAsInTheCLI() throws {
        let site = try Self.site.get()
        let attributes = ["data-root": "../", "data-empty": "結果なし", "data-across": "言語をまたいで一致"]
        let output = try Self.runHarness(["render": ["index": site.folder.path, "query": "メモリリーク", "language": "ja",
                                                     "attributes": attributes]])
        let html = try #require(output["html"] as? String)
        let results = html.components(separatedBy: "<li class=\"search-result\"").dropFirst()
        #expect(!results.isEmpty)
        for result in results where result.contains("lang=\"ja\">") && result.range(of: #"class="search-title"[^>]*lang="ja""#, options: .regularExpression) != nil {
            #expect(!result.contains("言語をまたいで一致"), "\(result.prefix(300))")
        }
    }

    /// A result found only through a related concept (no word of the query in it) says so, as
    /// `bridgekb search` does ("a related concept"); the others do not.
    @Test func aResultFoundOnlyThroughARelatedConceptSaysSo() throws {
        let site = try Self.site.get()
        let attributes = ["data-root": "../", "data-related": "関連する概念で一致"]
        let (_, index) = try Self.searchBoth(site, ["カーソル"])
        let swift = try index.search("カーソル", options: SearchOptions(limit: 20))
        #expect(!swift.results.isEmpty && swift.results.allSatisfy { $0.stage == .related }, "the sample guides name no text cursor")
        let related = try #require(try Self.runHarness(["render": ["index": site.folder.path, "query": "カーソル", "language": "ja",
                                                                   "attributes": attributes]])["html"] as? String)
        let results = related.components(separatedBy: "<li class=\"search-result\"").dropFirst()
        #expect(!results.isEmpty)
        for result in results { #expect(result.contains("<span class=\"search-related\">関連する概念で一致</span>"), "\(result.prefix(300))") }
        let direct = try #require(try Self.runHarness(["render": ["index": site.folder.path, "query": "メモリリーク", "language": "ja",
                                                                  "attributes": attributes]])["html"] as? String)
        #expect(direct.contains("search-result") && !direct.contains("search-related"))
    }
}

import Foundation
import BridgeKBModel
import BridgeKBText
import BridgeKBExtraction
import BridgeKBLinking
import BridgeKBChecking
import BridgeKBStore

/// The pipeline from source files to a knowledge base: each guide through ``GuidePipeline`` (in
/// parallel, memoised in the cache by its inputs), then what spans guides — the lexicon, a second
/// chance for guides with unpaired sections, related links, rule entries. It does no I/O; problems go
/// to the diagnostic engine.
public enum KnowledgeBaseBuilder {
    /// `stageEnded`, when given, hears the end of each stage, by name: `guides` (every guide read,
    /// aligned, extracted and its snippets checked, or taken from `cache`), `lexicon` (term pairs
    /// mined from the aligned translations) and `related`.
    public static func build(files: [SourceFile], settings: [String: GuideSettings] = [:],
                             locks: [String: TranslationLock] = [:], glossary: Glossary? = nil,
                             vocabulary: Vocabulary = .builtIn,
                             diagnostics: DiagnosticEngine, cache: BuildCache? = nil,
                             stageEnded: ((String) -> Void)? = nil) -> KnowledgeBase {
        buildKeyed(files: files, settings: settings, locks: locks, glossary: glossary, vocabulary: vocabulary,
                   diagnostics: diagnostics, cache: cache, stageEnded: stageEnded).kb
    }

    /// ``build(files:settings:locks:glossary:vocabulary:diagnostics:cache:stageEnded:)``, with each
    /// guide's key (only with a `cache`): the key of the ``GuideBuild`` the knowledge base holds for it
    /// — its files, settings, lock, vocabulary and, when the guide took its second chance, the lexicon
    /// that pass read. What the guide's pages show of it is a function of that key.
    static func buildKeyed(files: [SourceFile], settings: [String: GuideSettings] = [:],
                           locks: [String: TranslationLock] = [:], glossary: Glossary? = nil,
                           vocabulary: Vocabulary = .builtIn,
                           diagnostics: DiagnosticEngine, cache: BuildCache? = nil,
                           stageEnded: ((String) -> Void)? = nil) -> (kb: KnowledgeBase, guideKeys: [String: String]) {
        let inputs = GuidePipeline.inputs(files: files, settings: settings, locks: locks, vocabulary: vocabulary)
        let firstKeys = inputs.map { input in cache.map { GuideBuild.key(of: input, cache: $0) } }
        var keys = firstKeys
        var built = inputs.indices.parallelMap { i in memoised(firstKeys[i], in: cache) { GuidePipeline.run(inputs[i]) } }
        stageEnded?("guides")

        // The lexicon, mined from every aligned translation; then a second chance, with titles through
        // it, for the guides whose translations left sections unpaired between the same neighbours.
        var lexicon = Lexicon()
        if let normalizer = glossary?.normalizer ?? (try? TextNormalizer.standard()) {
            let aligned = KnowledgeBase(guides: built.compactMap(\.guide), entries: built.flatMap(\.entries))
            lexicon = minedLexicon(aligned, built: built, normalizer: normalizer, cache: cache, guideKeys: firstKeys).filtered(by: glossary)
            let gaps = SectionGapMatcher(titles: LexiconTitles(lexicon: lexicon, normalizer: normalizer))
            let lexiconKey = cache.map { cache in cache.key("lexicon-pairs") { hasher in
                for pair in lexicon.pairs { hasher.combine(pair.keys.sorted(by: { $0.key < $1.key }).map { "\($0.key)=\($0.value)" }.joined(separator: " ")) }
            } }
            for i in inputs.indices where built[i].hasOpenGaps && !lexicon.isEmpty {
                keys[i] = cache.flatMap { cache in firstKeys[i].map { key in cache.key("guide-gaps") { $0.combine(key); $0.combine(lexiconKey ?? "") } } }
                built[i] = memoised(keys[i], in: cache) { GuidePipeline.run(inputs[i], gaps: gaps) }
            }
        }
        stageEnded?("lexicon")
        var kb = GuidePipeline.assemble(built, lexicon: lexicon, diagnostics: diagnostics)
        kb.ruleEntries = ruleEntries(kb.entries, cache: cache)
        GuidePipeline.relate(&kb, relatedLinks(kb, glossary: glossary, cache: cache))
        stageEnded?("related")
        return (kb, Dictionary(zip(inputs, keys).compactMap { input, key in key.map { (input.id, $0) } }, uniquingKeysWith: { $1 }))
    }

    /// Each guide's cache key (guide id → hash of its files, settings and lock, the vocabulary and the
    /// tool): what the guide's pages are fingerprinted with.
    public static func guideKeys(files: [SourceFile], settings: [String: GuideSettings], locks: [String: TranslationLock],
                                 vocabulary: Vocabulary = .builtIn, cache: BuildCache) -> [String: String] {
        let inputs = GuidePipeline.inputs(files: files, settings: settings, locks: locks, vocabulary: vocabulary)
        return Dictionary(uniqueKeysWithValues: inputs.map { ($0.id, GuideBuild.key(of: $0, cache: cache)) })
    }

    /// The value `make` gives, kept in `cache` under `key` (made anew without either).
    static func memoised<T: Codable>(_ key: String?, in cache: BuildCache?, _ make: () -> T) -> T {
        guard let cache, let key else { return make() }
        if let value: T = kept(key, in: cache) { return value }
        let value = make()
        keep(value, key, in: cache)
        return value
    }

    /// The value kept in `cache` under `key`: in a folder in the cache's compact form
    /// (``CompactCoder``: reading 999 guides back from JSON was most of a one-guide rebuild's guides
    /// stage at 1,000 guides), in memory as it was stored.
    static func kept<T: Codable>(_ key: String, in cache: BuildCache) -> T? {
        if cache.isInMemory { return cache.value(T.self, for: key) }
        guard let data = cache.data(for: key) else { return nil }
        do { return try CompactCoder.decode(T.self, from: data) } catch {
            cache.drop(key, reason: "does not decode (\(error))")
            return nil
        }
    }

    /// Keeps `value` in `cache` under `key` (``kept(_:in:)``).
    static func keep<T: Codable>(_ value: T, _ key: String, in cache: BuildCache) {
        if cache.isInMemory { return cache.store(value, for: key) }
        if let data = try? CompactCoder.encode(value) { cache.store(data, for: key) }
    }

    /// The lexicon mined from `kb`'s aligned translations (before the glossary filters it; `built`: its
    /// guides as the per-guide stage gave them, with their keys). Taken from the cache when every guide
    /// is as it was (their keys, in order); else when the aligned units mined are as they were (most
    /// edits leave them so: each guide's units are kept under its key); mined otherwise.
    static func minedLexicon(_ kb: KnowledgeBase, built: [GuideBuild], normalizer: TextNormalizer, cache: BuildCache?,
                             guideKeys: [String?]) -> Lexicon {
        let miner = LexiconMiner(normalizer: normalizer)
        guard let cache, !guideKeys.contains(nil) else { return miner.mine(kb) }
        let key = cache.key("lexicon") { hasher in
            hasher.combine(miner.settingsFingerprint)
            for guideKey in guideKeys { hasher.combine(guideKey ?? "-") }
        }
        if let lexicon: Lexicon = kept(key, in: cache) { return lexicon }
        let units = built.indices.parallelMap { i -> [LexiconMiner.GuideUnits] in
            guard let guide = built[i].guide, let guideKey = guideKeys[i] else { return [] }
            return memoised(cache.key("lexicon-units") { $0.combine(guideKey) }, in: cache) {
                LexiconMiner.units(of: guide, entries: built[i].entries)
            }
        }.flatMap { $0 }
        let unitsKey = cache.key("lexicon-of-units") { hasher in
            hasher.combine(miner.settingsFingerprint)
            for part in units {
                hasher.combine(part.languages.joined(separator: " "))
                for unit in part.units {
                    for field in [unit.kind.rawValue, unit.guide, unit.section, unit.source, unit.translation] { hasher.combine(field) }
                }
            }
        }
        let lexicon = memoised(unitsKey, in: cache) { miner.mine(units) }
        keep(lexicon, key, in: cache)
        return lexicon
    }

    /// The related links of `kb`'s entries: taken from the cache when the linker's inputs — the
    /// pitfalls' texts, the glossary and the linker's settings — are those of an earlier build (most
    /// edits change no entry), else when the scoring's inputs are — each linked entry's id, guide and
    /// feature keys after the lexicon (``RelatedLinker/scoringFingerprint(of:features:into:)``): an
    /// edit that changes the mined lexicon changes the feature keys of the entries that hold its
    /// pairs' terms, often of none, and the scoring (1.5 s of CPU at 1,000 guides) is done only then.
    /// When they are computed, what each guide's pitfalls' feature keys are before the lexicon is
    /// asked (``RelatedLinker/lexiconFreeKeys(of:)``) is kept by the glossary and the fields they come
    /// from (``featureKeys(_:make:linker:cache:)``): an edit that changes the mined lexicon — most
    /// edits of a translation do — makes again only the changed guide's.
    static func relatedLinks(_ kb: KnowledgeBase, glossary: Glossary?, cache: BuildCache?) -> [Link] {
        let linker = RelatedLinker(glossary: glossary, tokenizer: glossary.map { Tokenizer(normalizer: $0.normalizer) }, lexicon: kb.lexicon)
        return memoised(cache?.key("related") { linker.fingerprint(of: kb, into: &$0) }, in: cache) {
            guard let cache else { return linker.links(for: kb) }
            let (entries, features) = linker.linkedFeatures(of: kb) { entries, make in
                featureKeys(entries, make: make, linker: linker, cache: cache)
            }
            return memoised(cache.key("related-scores") { linker.scoringFingerprint(of: entries, features: features, into: &$0) }, in: cache) {
                linker.links(entries: entries, features: features)
            }
        }
    }

    /// The lexicon-free feature keys of `entries` (as `make` gives them), each run of one guide's
    /// entries kept in `cache` under a hash of the glossary, the tokenizer and the entries' fields (``OutputMemo``).
    static func featureKeys(_ entries: [Entry], make: (Entry) -> [String], linker: RelatedLinker, cache: BuildCache) -> [[String]] {
        var settings = ContentHasher()
        linker.lexiconFreeFingerprint(into: &settings)
        let salt = settings.finalize()
        var runs: [Range<Int>] = []
        var start = 0
        while start < entries.count {
            var end = start + 1
            while end < entries.count, entries[end].guide == entries[start].guide { end += 1 }
            runs.append(start..<end)
            start = end
        }
        let memo = OutputMemo(cache: cache)
        return runs.parallelMap { run -> [[String]] in
            func made() -> [[String]] { entries[run].map(make) }
            var computed: [[String]]?
            let data = memo.bytes("featurekeys", input: { hasher in
                hasher.combine(salt)
                for entry in entries[run] { RelatedLinker.fingerprint(of: entry, into: &hasher) }
            }) {
                let keys = made()
                computed = keys
                return FeatureKeysBlock.encode(keys) ?? Data([0x30])
            }
            if let computed { return computed }
            return FeatureKeysBlock.decode(data, count: run.count) ?? made()
        }.flatMap { $0 }
    }

    /// Which pitfalls each lint rule enforces (``RuleEntryLinker``): taken from the cache when the
    /// pitfalls' ids, APIs and texts — all the linker reads of them — are those of an earlier build.
    static func ruleEntries(_ entries: [Entry], cache: BuildCache?) -> [String: [String]] {
        let rules = RuleRegistry.all.map { type(of: $0).description }
        let key = cache?.key("rule-entries") { hasher in
            for entry in entries where entry.kind.isPitfall {
                hasher.combine(entry.id); hasher.combine(entry.apis.joined(separator: "\u{1F}")); hasher.combine(entry.text)
            }
        }
        return memoised(key, in: cache) { RuleEntryLinker.links(rules: rules, entries: entries) }
    }
}

/// Feature keys of a run of entries as bytes: `1`, then the entries split by U+001E, keys by U+001F.
/// Nil when a key holds a separator: the run is then stored as `0`, which never decodes.
enum FeatureKeysBlock {
    static func encode(_ keys: [[String]]) -> Data? {
        var bytes: [UInt8] = [0x31]
        for (e, entry) in keys.enumerated() {
            if e > 0 { bytes.append(0x1E) }
            for (k, key) in entry.enumerated() {
                if k > 0 { bytes.append(0x1F) }
                guard !key.utf8.contains(where: { $0 == 0x1E || $0 == 0x1F }) else { return nil }
                bytes += key.utf8
            }
        }
        return Data(bytes)
    }

    static func decode(_ data: Data, count: Int) -> [[String]]? {
        let bytes = [UInt8](data)
        guard bytes.first == 0x31 else { return nil }
        let entries = bytes.dropFirst().split(separator: 0x1E, omittingEmptySubsequences: false)
        guard entries.count == count else { return nil }
        return entries.map { entry in
            entry.isEmpty ? [] : entry.split(separator: 0x1F, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        }
    }
}

import Foundation
import BridgeKBModel
import BridgeKBText
import BridgeKBExtraction

/// Links entries of different guides that describe the same problem. Each entry is described on five
/// channels: the glossary concepts of its problem (title, symptom, cause) and of the sections it sits
/// in; the words of its problem (folded CJK bigrams, and the mined lexicon's terms, so that a Japanese
/// and a Chinese pitfall share them); its APIs (named in its text or listed with it); the concepts
/// of its fix; the words of its fix. Candidates come from an inverted index over those features (never
/// an all-pairs loop); a pair's score is the weighted sum, over the channels, of the IDF-weighted
/// Jaccard overlap of the channel's features — shared rare features count, common ones do not, and a
/// channel one entry lacks neither helps nor dilutes the others. Only strong links are kept: a score
/// above the threshold, at most a few per entry.
public struct RelatedLinker {
    public var glossary: Glossary?
    public var tokenizer: Tokenizer?
    /// The lowest score a link needs.
    public var threshold = 0.18
    /// The weight of each channel (see ``Features``): problem concepts, problem words, APIs, fix
    /// concepts, fix words.
    public var channelWeights: [Character: Double] = ["c": 0.4, "p": 0.2, "a": 0.2, "f": 0.1, "x": 0.1]
    /// The most related links an entry proposes.
    public var maxPerEntry = 3
    /// The most related links an entry ends up with, its own proposals and others' together.
    public var maxLinksPerEntry = 6
    /// Keys shared by more entries than this are too common to find candidates with (bounds the
    /// work per entry, so linking stays linear in the number of entries).
    public var maxPostings = 256

    /// Concept id → the id standing for its family: concepts anchored to two or more of the same APIs
    /// name one problem in different words (导航栈混用 and 导航层级 both mean UINavigationController
    /// with NavigationStack).
    let family: [String: String]

    /// Lexicon term key (per language) → the id of its translation family (terms linked by pairs).
    let termFamily: [String: String]
    let terms: TermCandidates?

    public init(glossary: Glossary?, tokenizer: Tokenizer?, lexicon: Lexicon? = nil) {
        self.glossary = glossary
        self.tokenizer = tokenizer
        // Terms that translate each other, directly or through others, are one family.
        let termGroups = (lexicon?.pairs ?? []).map { pair in pair.keys.map { "\($0.key):\($0.value)" }.sorted() }
        termFamily = Self.families(termGroups.flatMap { $0 }, joining: termGroups)
        terms = tokenizer.map { TermCandidates(normalizer: $0.normalizer) }
        let concepts = glossary?.concepts ?? []
        let anchors = concepts.map { Set($0.apis.map(Self.apiKey).filter { !$0.isEmpty }) }
        var byAnchor: [String: [Int]] = [:]
        for (i, set) in anchors.enumerated() { for a in set { byAnchor[a, default: []].append(i) } }
        var sharing: [[String]] = []
        for i in concepts.indices {
            var counts: [Int: Int] = [:]
            for a in anchors[i] { for j in byAnchor[a]! where j > i { counts[j, default: 0] += 1 } }
            sharing += counts.filter { $0.value >= 2 }.map { [concepts[i].id, concepts[$0.key].id] }
        }
        family = Self.families(concepts.map(\.id), joining: sharing)
    }

    /// Each of `ids` → the smallest id of its family once the ids of each group are joined (union-find:
    /// a root is always its family's smallest id, so the order of the joins does not matter).
    static func families(_ ids: [String], joining groups: [[String]]) -> [String: String] {
        var parent = Dictionary(ids.map { ($0, $0) }, uniquingKeysWith: { a, _ in a })
        func root(_ id: String) -> String { var r = id; while let p = parent[r], p != r { r = p }; return r }
        for group in groups {
            for node in group.dropFirst() {
                let (a, b) = (root(group[0]), root(node))
                if a != b { parent[max(a, b)] = min(a, b) }
            }
        }
        return Dictionary(uniqueKeysWithValues: parent.keys.map { ($0, root($0)) })
    }

    /// The features of one entry, by channel: `c` concepts (by family) of the problem and of the
    /// sections around it, `p` words of the problem (bigrams, lexicon families), `a` APIs, `f` concepts
    /// of the fix, `x` words of the fix.
    struct Features {
        var concepts: Set<String> = []
        var apis: Set<String> = []
        var bigrams: Set<String> = []
        var fix: Set<String> = []
        var fixWords: Set<String> = []

        /// Every feature as a key prefixed by its channel, sorted: scores are sums over these keys, and
        /// a fixed order makes them the same to the last bit in every run (set order changes from run to
        /// run, which broke ties between equally related entries differently each time).
        var all: [String] {
            (concepts.map { "c:" + $0 } + apis.map { "a:" + $0 } + bigrams.map { "p:" + $0 } + fix.map { "f:" + $0 }
                + fixWords.map { "x:" + $0 }).sorted()
        }
    }

    /// `updateUIView(_:context:)` and `@Observable` as `updateuiview` and `observable`.
    static func apiKey(_ api: String) -> String {
        var name = api.hasPrefix("@") ? String(api.dropFirst()) : api
        if let paren = name.firstIndex(of: "(") { name = String(name[..<paren]) }
        if let dot = name.lastIndex(of: "."), name.first?.isUppercase == false { name = String(name[name.index(after: dot)...]) }
        return name.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    func features(of entry: Entry) -> Features {
        var f = Features()
        let problem = [entry.title, entry.symptom, entry.cause].joined(separator: "\n")
        // The APIs its text names and those listed with it (its listings' too).
        f.apis = Set((APIRecognizer.apis(in: problem + "\n" + entry.fix) + entry.apis).map(Self.apiKey).filter { !$0.isEmpty })
        if let glossary {
            // The problem's concepts, and those of the sections it sits in (a pitfall under
            // "双向同步与反馈循环" is about a feedback loop).
            let context = entry.source.sectionPath.joined(separator: "\n")
            f.concepts = Set((glossary.concepts(mentionedIn: problem) + glossary.concepts(mentionedIn: context)).map { family[$0.id] ?? $0.id })
            f.fix = Set(glossary.concepts(mentionedIn: entry.fix).map { family[$0.id] ?? $0.id })
        }
        if let tokenizer {
            f.bigrams = Set(tokenizer.tokens(in: problem).filter { $0.kind == .bigram }.map(\.text))
            f.fixWords = Set(tokenizer.tokens(in: entry.fix).filter { $0.kind == .bigram }.map(\.text))
        }
        return f
    }

    /// The candidate terms of the entry's problem and fix, as `?p:` and `?x:` then `tag:key` (each
    /// once, in text order): what the lexicon may pair (``featureKeys(resolving:)``). Empty without a
    /// tokenizer.
    func termCandidates(of entry: Entry) -> [String] {
        guard let terms else { return [] }
        let tag = entry.language.tag
        var seen = Set<String>()
        var marked: [String] = []
        for (channel, text) in [("?p:", [entry.title, entry.symptom, entry.cause].joined(separator: "\n")), ("?x:", entry.fix)] {
            for candidate in terms.candidates(in: text) {
                let key = channel + tag + ":" + candidate.key
                if seen.insert(key).inserted { marked.append(key) }
            }
        }
        return marked
    }

    /// The entries linked: the pitfalls in their guide's source language (one record per entry id
    /// stands for all its languages) that the guide's structure states: the entry model's entries are
    /// guesses (about four in ten right on real guides), and a link between guesses misleads.
    func linkedEntries(of kb: KnowledgeBase) -> [Entry] {
        let sourceLanguage = Dictionary(kb.guides.map { ($0.id, $0.sourceLanguage) }, uniquingKeysWith: { a, _ in a })
        return kb.entries.filter { $0.kind.isPitfall && $0.language == sourceLanguage[$0.guide] && $0.confidence == nil }
    }

    /// Adds everything ``links(for:)`` reads to `hasher`: the settings, the glossary and, of each
    /// linked entry, the fields its features and candidates come from. Equal fingerprints, equal links.
    public func fingerprint(of kb: KnowledgeBase, into hasher: inout ContentHasher) {
        settingsFingerprint(into: &hasher)
        for entry in linkedEntries(of: kb) { Self.fingerprint(of: entry, into: &hasher) }
    }

    /// Adds what the linker's results depend on besides the entries: its settings, the glossary, the
    /// lexicon's term families.
    public func settingsFingerprint(into hasher: inout ContentHasher) {
        hasher.combine("\(threshold) \(maxPerEntry) \(maxLinksPerEntry) \(maxPostings)")
        hasher.combine(channelWeights.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
        lexiconFreeFingerprint(into: &hasher)
        hasher.combine(termFamily.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "\n"))
    }

    /// Adds what ``lexiconFreeKeys(of:)`` depends on besides the entry: the glossary, the tokenizer.
    public func lexiconFreeFingerprint(into hasher: inout ContentHasher) {
        hasher.combine("\(tokenizer != nil)")
        if let glossary, let data = try? Self.sortedEncoder.encode(glossary.concepts) { hasher.combine(data) } else { hasher.combine("-") }
    }

    /// Adds the fields of `entry` its features and candidates come from.
    public static func fingerprint(of entry: Entry, into hasher: inout ContentHasher) {
        for field in [entry.id, entry.guide, entry.kind.rawValue, entry.title, entry.symptom, entry.cause, entry.fix,
                      entry.apis.joined(separator: " "), entry.source.sectionPath.joined(separator: "\n")] {
            hasher.combine(field)
        }
    }

    /// The feature keys of one entry (``Features/all``): a function of the linker's settings
    /// (``settingsFingerprint(into:)``) and of the entry's fields (``fingerprint(of:into:)``).
    public func featureKeys(of entry: Entry) -> [String] { featureKeys(resolving: lexiconFreeKeys(of: entry)) }

    /// What the entry's feature keys are before the lexicon is asked: its keys that do not depend on
    /// the lexicon, sorted, then its term candidates (``termCandidates(of:)``). A function of the
    /// glossary and tokenizer (``lexiconFreeFingerprint(into:)``) and of the entry's fields, so that a
    /// caller may keep it while the lexicon changes.
    public func lexiconFreeKeys(of entry: Entry) -> [String] { features(of: entry).all + termCandidates(of: entry) }

    /// The feature keys of ``lexiconFreeKeys(of:)``'s result: each term candidate the lexicon pairs
    /// becomes its translation family's key (`p:t:…` for the problem, `x:t:…` for the fix), the others
    /// are dropped; sorted, each once.
    public func featureKeys(resolving keys: [String]) -> [String] {
        guard let split = keys.firstIndex(where: { $0.hasPrefix("?") }) else { return keys }
        var families = Set<String>()
        if !termFamily.isEmpty {
            for marked in keys[split...] {
                let channel = marked.dropFirst().prefix(2)
                if let id = termFamily[String(marked.dropFirst(3))] { families.insert(String(channel) + "t:" + id) }
            }
        }
        let known = Set(keys[..<split])
        return (keys[..<split] + families.filter { !known.contains($0) }).sorted()
    }

    /// Gives ``lexiconFreeKeys(of:)`` of `entries` (in order), each as `make` gives them: a caller may keep them.
    public typealias FeatureKeys = (_ entries: [Entry], _ make: (Entry) -> [String]) -> [[String]]

    private static let sortedEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()

    /// Related links between the pitfalls of different guides, scored; one record per entry id (the
    /// guide's source language) stands for all its languages.
    /// `keys`, when given, gives the entries' feature keys (``FeatureKeys``).
    public func links(for kb: KnowledgeBase, keys: FeatureKeys? = nil) -> [Link] {
        let (entries, features) = linkedFeatures(of: kb, keys: keys)
        return links(entries: entries, features: features)
    }

    /// The entries linked (``linkedEntries(of:)``) and each one's feature keys (``featureKeys(of:)``).
    /// `keys`, when given, gives the entries' lexicon-free keys (``FeatureKeys``).
    public func linkedFeatures(of kb: KnowledgeBase, keys: FeatureKeys? = nil) -> (entries: [Entry], features: [[String]]) {
        let entries = linkedEntries(of: kb)
        // Features are independent per entry: computed on every core, kept in entry order.
        let linker = self
        let features = (keys?(entries, { linker.lexiconFreeKeys(of: $0) }) ?? entries.parallelMap { self.lexiconFreeKeys(of: $0) })
            .parallelMap { linker.featureKeys(resolving: $0) }
        return (entries, features)
    }

    /// Adds what ``links(entries:features:)`` reads besides its arguments' feature keys: the scoring's
    /// settings, and of each entry its id and guide. Equal fingerprints and equal features, equal links.
    public func scoringFingerprint(of entries: [Entry], features: [[String]], into hasher: inout ContentHasher) {
        hasher.combine("\(threshold) \(maxPerEntry) \(maxLinksPerEntry) \(maxPostings)")
        hasher.combine(channelWeights.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
        for (entry, keys) in zip(entries, features) {
            hasher.combine(entry.id); hasher.combine(entry.guide)
            hasher.combine(keys.joined(separator: "\u{1F}"))
        }
    }

    /// The related links of `entries` (``linkedEntries(of:)``) with these feature keys: what
    /// ``links(for:keys:)`` gives once it has them.
    public func links(entries: [Entry], features: [[String]]) -> [Link] {
        // Inverted index and document frequencies.
        var postings: [String: [Int]] = [:]
        for (i, all) in features.enumerated() { for key in all { postings[key, default: []].append(i) } }
        let n = Double(max(entries.count, 2))
        func idf(_ key: String) -> Double { log(n / Double(postings[key]?.count ?? 1)) }
        // Per entry and channel, the sum of its features' IDF (the Jaccard denominators).
        let channels: [Character] = ["c", "p", "a", "f", "x"]
        let channelIndex = Dictionary(uniqueKeysWithValues: channels.enumerated().map { ($1, $0) })
        let weights = channels.map { channelWeights[$0] ?? 0 }
        let sums = features.map { all -> [Double] in
            var sum = [Double](repeating: 0, count: channels.count)
            for key in all { sum[channelIndex[key.first!]!] += idf(key) }
            return sum
        }

        // Candidates per entry, on every core: a dense score accumulator (touched slots reset after
        // each entry) instead of a dictionary; a key's postings are summed in the same order as before,
        // so scores are the same to the last bit. A key shared by more than `maxPostings` entries is
        // too common to tell (synthetic corpora copy guides, which makes every posting list long).
        let cap = min(entries.count / 2 + 2, maxPostings)
        let keyWeights = features.map { all in all.map { key -> (list: [Int], channel: Int, weight: Double)? in
            guard let list = postings[key], list.count < cap else { return nil }
            return (list, channelIndex[key.first!]!, idf(key))
        } }
        // Each task takes every `chunks`-th entry (costly entries, copies of one guide, lie together)
        // and keeps its accumulator from one entry to the next.
        let chunks = max(1, min(entries.count, ProcessInfo.processInfo.activeProcessorCount * 4))
        let byChunk = (0..<chunks).parallelMap { chunk -> [[Candidate]] in
            // Shared IDF per candidate and channel, in one flat array.
            var shared = [Double](repeating: 0, count: entries.count * channels.count)
            var seen = [Bool](repeating: false, count: entries.count)
            var touched: [Int] = []
            var lists: [[Candidate]] = []
            for i in stride(from: chunk, to: entries.count, by: chunks) {
                for case let (list, channel, w)? in keyWeights[i] {
                    for j in list where j != i && entries[j].guide != entries[i].guide {
                        if !seen[j] { seen[j] = true; touched.append(j) }
                        shared[j * channels.count + channel] += w
                    }
                }
                // Each entry proposes its best few (kept here, on both cores); equal scores (copies
                // of one guide) are ordered by a hash of the pair, not by id, so that no entry
                // becomes everyone's first choice.
                var proposed: [Candidate] = []
                for j in touched {
                    var score = 0.0
                    for c in channels.indices {
                        let both = shared[j * channels.count + c]
                        guard both > 0 else { continue }
                        score += weights[c] * both / max(sums[i][c] + sums[j][c] - both, 1e-9)
                        shared[j * channels.count + c] = 0
                    }
                    if score >= threshold { Self.keep(j, score: score, of: i, in: &proposed, entries: entries, limit: maxPerEntry) }
                    seen[j] = false
                }
                touched.removeAll(keepingCapacity: true)
                lists.append(proposed)
            }
            return lists
        }
        var best = [[Candidate]](repeating: [], count: entries.count)
        for (chunk, lists) in byChunk.enumerated() {
            for (k, proposed) in lists.enumerated() { best[chunk + k * chunks] = proposed }
        }
        // Proposals are accepted best first while both ends have room: no entry ends up with more
        // than `maxLinksPerEntry` related entries, however many others propose it.
        var proposals: [Int: (a: Int, b: Int, score: Double, tie: UInt64)] = [:]
        for (i, ranked) in best.enumerated() {
            for candidate in ranked {
                let (a, b) = entries[i].id < entries[candidate.j].id ? (i, candidate.j) : (candidate.j, i)
                proposals[a * entries.count + b] = (a, b, candidate.score, candidate.tie)
            }
        }
        var degree = [Int](repeating: 0, count: entries.count)
        var links: [Link] = []
        for p in proposals.values.sorted(by: { ($0.score, $1.tie, $1.a, $1.b) > ($1.score, $0.tie, $0.a, $0.b) })
        where degree[p.a] < maxLinksPerEntry && degree[p.b] < maxLinksPerEntry {
            degree[p.a] += 1; degree[p.b] += 1
            links.append(Link(from: "entry:\(entries[p.a].id)", to: "entry:\(entries[p.b].id)", kind: .related, score: p.score))
        }
        return links.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
    }

    /// A related entry proposed for another: its index, its score rounded to 0.001, and the pair's tie-break.
    typealias Candidate = (j: Int, score: Double, tie: UInt64)

    /// Adds entry `j` (raw score `score`) to `kept`, the best `limit` candidates for entry `i` so far,
    /// best first: higher score first, then lower tie-break. The pair is hashed only when its score
    /// can still make the list.
    static func keep(_ j: Int, score raw: Double, of i: Int, in kept: inout [Candidate], entries: [Entry], limit: Int) {
        let score = (raw * 1000).rounded() / 1000
        if kept.count == limit, let last = kept.last, score < last.score { return }
        let candidate = (j: j, score: score, tie: pairHash(entries[i].id, entries[j].id))
        let position = kept.firstIndex { (candidate.score, $0.tie) > ($0.score, candidate.tie) } ?? kept.count
        guard position < limit else { return }
        kept.insert(candidate, at: position)
        if kept.count > limit { kept.removeLast() }
    }

    /// FNV-1a over both ids (the smaller first, a NUL between): a tie-break that is the same on every
    /// run and machine but unrelated to the ids' order.
    static func pairHash(_ x: String, _ y: String) -> UInt64 {
        let (first, second) = y < x ? (y, x) : (x, y)
        var h = FNV1a()
        h.combine(first.utf8)
        h.combine([0])
        h.combine(second.utf8)
        return h.value
    }
}

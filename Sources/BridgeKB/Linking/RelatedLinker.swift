import Foundation

/// Links entries of different guides that describe the same problem. Each entry is described by the
/// glossary concepts, APIs and folded CJK bigrams of its problem text (title, symptom, cause) and its fix;
/// candidates come from an inverted index over those features (never an all-pairs loop), and a pair is
/// scored by IDF-weighted overlap, so shared rare concepts count and common words do not. Only strong
/// links are kept: a score above the threshold, at most a few per entry.
public struct RelatedLinker {
    public var glossary: Glossary?
    public var tokenizer: Tokenizer?
    /// The lowest score a link needs.
    public var threshold = 0.18
    /// The most related links an entry keeps.
    public var maxPerEntry = 3

    /// Concept id → the id standing for its family: concepts anchored to two or more of the same APIs
    /// name one problem in different words (导航栈混用 and 导航层级 both mean UINavigationController
    /// with NavigationStack).
    let family: [String: String]

    public init(glossary: Glossary?, tokenizer: Tokenizer?) {
        self.glossary = glossary
        self.tokenizer = tokenizer
        var family: [String: String] = [:]
        let concepts = glossary?.concepts ?? []
        func root(_ id: String) -> String { var r = id; while let p = family[r], p != r { r = p }; return r }
        for c in concepts { family[c.id] = c.id }
        let anchors = concepts.map { Set($0.apis.map(Self.apiKey).filter { !$0.isEmpty }) }
        var byAnchor: [String: [Int]] = [:]
        for (i, set) in anchors.enumerated() { for a in set { byAnchor[a, default: []].append(i) } }
        for i in concepts.indices {
            var counts: [Int: Int] = [:]
            for a in anchors[i] { for j in byAnchor[a]! where j > i { counts[j, default: 0] += 1 } }
            for (j, shared) in counts where shared >= 2 {
                let (a, b) = (root(concepts[i].id), root(concepts[j].id))
                if a != b { family[max(a, b)] = min(a, b) }
            }
        }
        self.family = Dictionary(uniqueKeysWithValues: family.keys.map { ($0, root($0)) })
    }

    /// The features of one entry, by family.
    struct Features {
        var concepts: Set<String> = []
        var apis: Set<String> = []
        var bigrams: Set<String> = []
        var fix: Set<String> = []

        var all: [String] {
            concepts.map { "c:" + $0 } + apis.map { "a:" + $0 } + bigrams.map { "b:" + $0 } + fix.map { "f:" + $0 }
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
        f.apis = Set(APIRecognizer.apis(in: problem + "\n" + entry.fix).map(Self.apiKey))
        if let glossary {
            let concepts = glossary.concepts(mentionedIn: problem)
            f.concepts = Set(concepts.map { family[$0.id] ?? $0.id })
            f.fix = Set(glossary.concepts(mentionedIn: entry.fix).map { family[$0.id] ?? $0.id })
            // A concept brings the APIs it is anchored to: "导航层级" and "导航栈混用" both mean
            // UINavigationController and NavigationStack.
            f.apis.formUnion(concepts.flatMap(\.apis).map(Self.apiKey).filter { !$0.isEmpty })
        }
        if let tokenizer {
            f.bigrams = Set(tokenizer.tokens(in: problem).filter { $0.kind == .bigram }.map(\.text))
        }
        return f
    }

    /// Related links between the pitfalls of different guides, scored; one record per entry id (the
    /// guide's source language) stands for all its languages.
    public func links(for kb: KnowledgeBase) -> [Link] {
        let sourceLanguage = Dictionary(kb.guides.map { ($0.id, $0.sourceLanguage) }, uniquingKeysWith: { a, _ in a })
        let entries = kb.entries.filter { $0.kind.isPitfall && $0.language == sourceLanguage[$0.guide] }
        let features = entries.map(features(of:))
        // Inverted index and document frequencies.
        var postings: [String: [Int]] = [:]
        for (i, f) in features.enumerated() { for key in f.all { postings[key, default: []].append(i) } }
        let n = Double(max(entries.count, 2))
        func idf(_ key: String) -> Double { log(n / Double(postings[key]?.count ?? 1)) }
        let weights: [Character: Double] = ["c": 1.0, "a": 0.6, "b": 0.5, "f": 0.4]
        func weight(_ key: String) -> Double { (weights[key.first!] ?? 0.5) * idf(key) }
        let norms = features.map { f in f.all.reduce(0) { $0 + weight($1) * weight($1) }.squareRoot() }

        var best: [Int: [(Int, Double)]] = [:]
        for (i, f) in features.enumerated() {
            var shared: [Int: Double] = [:]
            for key in f.all {
                guard let list = postings[key], list.count < entries.count / 2 + 2 else { continue }  // too common to tell
                for j in list where j != i && entries[j].guide != entries[i].guide {
                    shared[j, default: 0] += weight(key) * weight(key)
                }
            }
            for (j, dot) in shared {
                let score = dot / max(norms[i] * norms[j], 1e-9)
                if score >= threshold { best[i, default: []].append((j, score)) }
            }
        }
        var links = Set<Link>()
        for (i, candidates) in best {
            for (j, score) in candidates.sorted(by: { ($0.1, entries[$1.0].id) > ($1.1, entries[$0.0].id) }).prefix(maxPerEntry) {
                let (a, b) = entries[i].id < entries[j].id ? (i, j) : (j, i)
                links.insert(Link(from: "entry:\(entries[a].id)", to: "entry:\(entries[b].id)", kind: .related,
                                  score: (score * 1000).rounded() / 1000))
            }
        }
        return links.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
    }
}

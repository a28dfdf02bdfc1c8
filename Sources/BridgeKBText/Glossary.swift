import Foundation
import BridgeKBModel

/// The cross-language glossary: concepts with zh-Hans, zh-Hant, ja and en terms and API anchors;
/// finds the concepts a text mentions and expands a query into other languages' terms. The built-in
/// one (``builtIn()``, `Text/glossary.json` compiled in) is what every project starts from; a
/// project's `Content/glossary.json` extends or overrides it (``extending(_:with:path:)``).
///
/// Terms are matched on normalised text (``TextNormalizer``) in which every run of characters that
/// are neither word nor CJK characters counts as one space. A term that starts (ends) with a word
/// character only matches at a word boundary, so `cycle` does not match inside `lifecycle`; CJK
/// terms match anywhere. API anchors are data for linking and are not matched in text.
public struct Glossary: Sendable {
    /// The file's shape: `{"version": 1, "concepts": [GlossaryConcept], "vetoes": [{"zh-Hans": "…", "ja": "…"}]}`;
    /// `vetoes` (optional) lists term pairs the mined lexicon must not hold (``Lexicon/filtered(by:)``);
    /// `builtIn` (optional, a project's file only) set to `false` leaves the built-in concepts out.
    struct File: Codable {
        var version: Int
        var concepts: [GlossaryConcept]
        var vetoes: [[String: String]]?
        var builtIn: Bool?
    }

    /// One term, prepared for matching.
    public struct Term: Hashable, Sendable {
        /// The term as written in the glossary.
        public var text: String
        public var language: Language
        /// The matching form: normalised, separators collapsed to single spaces.
        public var key: String

        package init(text: String, language: Language, key: String) {
            self.text = text; self.language = language; self.key = key
        }
    }

    /// A place where a text mentions a concept.
    public struct Match: Hashable, Sendable {
        public var concept: GlossaryConcept
        public var term: Term
        /// The matched span, in Unicode scalars of the text's matching form.
        public var range: Range<Int>
    }

    /// A concept a query mentions and the terms it expands to.
    public struct Expansion: Hashable, Sendable {
        public var concept: GlossaryConcept
        /// The term found in the query.
        public var matched: Term
        /// The concept's other terms (distinct matching forms), other languages first.
        public var alternatives: [Term]
        /// The terms of the concept's related concepts (``GlossaryConcept/related``), in every language.
        public var related: [Term] = []
    }

    // MARK: - Loading

    public let concepts: [GlossaryConcept]
    public let normalizer: TextNormalizer
    /// Term pairs the mined lexicon must not hold: language tag → matching form.
    public let vetoes: [[String: String]]
    /// The vetoes as written (for a glossary that extends this one).
    let vetoSource: [[String: String]]
    /// Every term of every concept, by concept index.
    private let termsByConcept: [[Term]]
    /// Term entries (concept index, term, its matching form's scalars) by their first scalar.
    private let index: [Unicode.Scalar: [(concept: Int, term: Term, scalars: [Unicode.Scalar])]]

    /// Decodes a glossary file; throws ``BridgeKBError/badInput(path:message:)`` on a malformed one.
    public init(data: Data, normalizer: TextNormalizer, path: String = "glossary.json") throws {
        let file = try Glossary.file(data, path: path)
        try self.init(concepts: file.concepts, normalizer: normalizer, path: path, vetoes: file.vetoes ?? [])
    }

    /// The glossary file in `data`, or bad input at `path` (``malformed(_:in:path:)``).
    private static func file(_ data: Data, path: String) throws -> File {
        do { return try JSONDecoder().decode(File.self, from: data) } catch { throw malformed(error, in: data, path: path) }
    }

    /// A file that does not decode: bad input at `path`, at `path:line:col` for a syntax error.
    static func malformed(_ error: Error, in data: Data, path: String) -> BridgeKBError {
        let problem = JSONProblem.located(error, in: data)
        let place = problem.location.map { "\(path):\($0.line):\($0.column)" } ?? path
        return .badInput(path: place, message: "malformed glossary: \(problem.message)")
    }

    /// A glossary of the given concepts; ids must be unique and every concept needs a term.
    public init(concepts: [GlossaryConcept], normalizer: TextNormalizer, path: String = "glossary.json",
                vetoes: [[String: String]] = []) throws {
        for veto in vetoes where veto.count < 2 || veto.values.contains(where: { $0.isEmpty }) {
            throw BridgeKBError.badInput(path: path, message: "a glossary veto needs terms in two languages: \(veto)")
        }
        self.vetoes = vetoes.map { $0.mapValues { Glossary.matchingForm(normalizer.normalize($0)) } }
        self.vetoSource = vetoes
        var seen = Set<String>()
        for concept in concepts {
            guard seen.insert(concept.id).inserted else {
                throw BridgeKBError.badInput(path: path, message: "duplicate glossary concept '\(concept.id)'")
            }
            guard concept.terms.values.contains(where: { !$0.isEmpty }) else {
                throw BridgeKBError.badInput(path: path, message: "glossary concept '\(concept.id)' has no terms")
            }
        }
        self.concepts = concepts
        self.normalizer = normalizer
        var termsByConcept: [[Term]] = []
        var index: [Unicode.Scalar: [(concept: Int, term: Term, scalars: [Unicode.Scalar])]] = [:]
        for concept in concepts {
            for id in concept.related where !seen.contains(id) {
                throw BridgeKBError.badInput(path: path, message: "glossary concept '\(concept.id)' is related to unknown '\(id)'")
            }
        }
        for (position, concept) in concepts.enumerated() {
            var terms: [Term] = []
            for language in concept.languages {
                for text in concept.terms(in: language) {
                    let key = Glossary.matchingForm(normalizer.normalize(text))
                    guard let first = key.unicodeScalars.first else { continue }
                    let term = Term(text: text, language: language, key: key)
                    terms.append(term)
                    index[first, default: []].append((position, term, Array(key.unicodeScalars)))
                }
            }
            termsByConcept.append(terms)
        }
        self.termsByConcept = termsByConcept
        self.index = index
    }

    // MARK: - The built-in glossary

    /// The built-in glossary's file, as compiled in.
    public static var builtInData: Data { Data(PackageResources.glossary_json) }

    private static let builtInGlossary = Result { () throws -> Glossary in
        try Glossary(data: builtInData, normalizer: try TextNormalizer.standard(), path: "built-in glossary")
    }

    /// The built-in glossary (parsed once): UIKit, SwiftUI and Swift concepts in zh-Hans, zh-Hant, ja and en.
    public static func builtIn() throws -> Glossary { try builtInGlossary.get() }

    /// A project's glossary file over `base` (the built-in glossary): a concept of the file with the id
    /// of one of `base` replaces it where it stands, the file's other concepts follow, and both sets of
    /// vetoes apply; with `"builtIn": false` the file's concepts stand alone. A malformed file, or one
    /// whose concepts relate to ids neither defines, is bad input at `path`.
    public static func extending(_ base: Glossary, with data: Data, path: String) throws -> Glossary {
        let file = try Self.file(data, path: path)
        guard file.builtIn ?? true else {
            return try Glossary(concepts: file.concepts, normalizer: base.normalizer, path: path, vetoes: file.vetoes ?? [])
        }
        // Duplicates within the file are reported as such, not hidden by the merge.
        var seen = Set<String>()
        if let duplicate = file.concepts.first(where: { !seen.insert($0.id).inserted }) {
            throw BridgeKBError.badInput(path: path, message: "duplicate glossary concept '\(duplicate.id)'")
        }
        let replacements = Dictionary(file.concepts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let kept = base.concepts.map { replacements[$0.id] ?? $0 }
        let added = file.concepts.filter { concept in !base.concepts.contains { $0.id == concept.id } }
        let vetoes = base.vetoSource + (file.vetoes ?? [])
        return try Glossary(concepts: kept + added, normalizer: base.normalizer, path: path, vetoes: vetoes)
    }

    // MARK: - Matching

    /// Every mention of a concept in `text`, by position; for each concept and position the longest term.
    public func matches(in text: String) -> [Match] {
        let scalars = Array(Glossary.matchingForm(normalizer.normalize(text)).unicodeScalars)
        var matches: [Match] = []
        var best: [String: Int] = [:]   // "concept@start" → index in matches
        for start in scalars.indices {
            guard let candidates = index[scalars[start]] else { continue }
            if start > 0, SearchCharacterClass.isWord(scalars[start]), SearchCharacterClass.isWord(scalars[start - 1]) {
                continue
            }
            for (conceptIndex, term, key) in candidates {
                let end = start + key.count
                guard end <= scalars.count, scalars[start..<end].elementsEqual(key) else { continue }
                if end < scalars.count, SearchCharacterClass.isWord(key[key.count - 1]),
                   SearchCharacterClass.isWord(scalars[end]) {
                    continue
                }
                let match = Match(concept: concepts[conceptIndex], term: term, range: start..<end)
                let slot = "\(conceptIndex)@\(start)"
                if let existing = best[slot] {
                    if matches[existing].range.count < key.count { matches[existing] = match }
                } else {
                    best[slot] = matches.count
                    matches.append(match)
                }
            }
        }
        return matches
    }

    /// The concepts `text` mentions, each once, in order of first mention; a mention inside a longer
    /// mention of another concept does not count (`导航栈混用` is mixed navigation, not a navigation stack).
    public func concepts(mentionedIn text: String) -> [GlossaryConcept] {
        var seen = Set<String>()
        return Glossary.outermost(matches(in: text)).map(\.concept).filter { seen.insert($0.id).inserted }
    }

    /// The matches not inside a longer match of another concept.
    static func outermost(_ all: [Match]) -> [Match] {
        all.filter { match in
            !all.contains { other in
                other.concept.id != match.concept.id && other.range.count > match.range.count
                    && other.range.lowerBound <= match.range.lowerBound && match.range.upperBound <= other.range.upperBound
            }
        }
    }

    /// The concepts with a term of `language` whose matching form is `key`.
    public func concepts(withTermKey key: String, in language: Language) -> [GlossaryConcept] {
        guard let first = key.unicodeScalars.first else { return [] }
        return (index[first] ?? []).filter { $0.term.key == key && $0.term.language == language }.map { concepts[$0.concept] }
    }

    /// Whether a veto names every term of `keys` (language tag → matching form) that it has a language for.
    public func isVetoed(_ keys: [String: String]) -> Bool {
        vetoes.contains { veto in veto.allSatisfy { keys[$0.key] == $0.value } }
    }

    // MARK: - Expanding

    /// For each concept the query mentions, its other terms: those of other languages first, then
    /// same-language synonyms; terms with the matched term's matching form are left out. A mention
    /// inside a longer mention of another concept is not expanded (`强引用循环` is a retain cycle,
    /// not also a strong reference). Each expansion also carries its related concepts' terms.
    public func expansions(for query: String) -> [Expansion] {
        var seen = Set<String>()
        var expansions: [Expansion] = []
        let outer = Glossary.outermost(matches(in: query))
        for match in outer where seen.insert(match.concept.id).inserted {
            guard let position = concepts.firstIndex(where: { $0.id == match.concept.id }) else { continue }
            var keys: Set<String> = [match.term.key]
            let ordered = termsByConcept[position].filter { $0.language != match.term.language }
                + termsByConcept[position].filter { $0.language == match.term.language }
            let alternatives = ordered.filter { keys.insert($0.key).inserted }
            let related = match.concept.related.compactMap { id in concepts.firstIndex { $0.id == id } }
                .flatMap { termsByConcept[$0] }.filter { keys.insert($0.key).inserted }
            expansions.append(Expansion(concept: match.concept, matched: match.term, alternatives: alternatives, related: related))
        }
        return expansions
    }

    // MARK: - Forms

    /// Normalised text with every run of characters that are neither word nor CJK characters
    /// replaced by one space, trimmed.
    public static func matchingForm(_ normalized: String) -> String {
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in normalized.unicodeScalars {
            if SearchCharacterClass.isWord(scalar) || SearchCharacterClass.isCJK(scalar) {
                if pendingSpace && !result.isEmpty { result.append(" ") }
                pendingSpace = false
                result.append(scalar)
            } else {
                pendingSpace = true
            }
        }
        return String(result)
    }
}

import Foundation
import BridgeKBModel
import BridgeKBText

/// Turns a user's query into FTS5 match expressions built from our tokens only: all tokens
/// required, then most of them, then glossary terms of the other languages (see docs/search.md).
///
/// Every token goes into the expression as a quoted FTS5 string, so nothing a user types (`"`,
/// `NEAR(`, `*`, `AND`, `-`, `:`) can be read as FTS5 syntax.
public struct QueryPlanner: Sendable {
    // MARK: - Types

    /// A token the query requires: a word (with its camelCase parts for partial credit), a bigram,
    /// or the unigram of a one-character Han or kana run.
    public struct Unit: Hashable, Sendable {
        public var token: Token
        /// The parts of a word that has two or more.
        public var parts: [String]

        public init(token: Token, parts: [String] = []) {
            self.token = token
            self.parts = parts
        }
    }

    /// The analysed query.
    public struct Plan: Sendable {
        /// The query as searched (after truncation).
        public var query: String
        /// Whether the query was cut to ``QueryPlanner/maximumQueryLength`` or its units to
        /// ``QueryPlanner/maximumUnits``.
        public var truncated: Bool
        /// The language the query is written in, when it can be told (kana → ja; a glossary term of one
        /// language typed as written; an English glossary term → en; other Han is Chinese or Japanese: nil).
        public var language: Language?
        public var tokens: [Token]
        public var units: [Unit]
        public var expansions: [Glossary.Expansion]
    }

    // MARK: - Configuration

    public let tokenizer: Tokenizer
    public let glossary: Glossary?
    /// Longer queries are cut, at a space when there is one near the limit (in characters).
    public var maximumQueryLength = 256
    /// At most this many units are required; the rest of the query is ignored.
    public var maximumUnits = 24
    /// The weighted share of units a relaxed hit must match.
    public var relaxedCoverage = 0.6

    public init(tokenizer: Tokenizer, glossary: Glossary? = nil) {
        self.tokenizer = tokenizer
        self.glossary = glossary
    }

    // MARK: - Planning

    /// Analyses the query: truncation, tokens, required units, language and glossary expansions.
    public func plan(_ rawQuery: String) -> Plan {
        var query = rawQuery
        var truncated = false
        if query.count > maximumQueryLength {
            let cut = query.prefix(maximumQueryLength)
            if let space = cut.lastIndex(where: { $0.isWhitespace }),
               cut.distance(from: cut.startIndex, to: space) >= maximumQueryLength * 3 / 4 {
                query = String(cut[..<space])
            } else {
                query = String(cut)
            }
            truncated = true
        }
        let tokens = tokenizer.tokens(in: query)
        var units = units(in: query)
        if units.count > maximumUnits {
            units = Array(units.prefix(maximumUnits))
            truncated = true
        }
        let expansions = units.isEmpty ? [] : glossary?.expansions(for: query) ?? []
        return Plan(query: query, truncated: truncated, language: language(of: query, expansions: expansions),
                    tokens: tokens, units: units, expansions: expansions)
    }

    /// The distinct units of a text, in order: words with their parts, bigrams, and the unigrams of
    /// one-character Han or kana runs.
    public func units(in text: String) -> [Unit] {
        let spans = Tokenizer.spans(inPrepared: tokenizer.normalizer.prepare(text))
        let bigramStarts = Set(spans.filter { $0.token.kind == .bigram }.flatMap { [$0.range.lowerBound, $0.range.lowerBound + 1] })
        var units: [Unit] = []
        var seen = Set<String>()
        for (token, range) in spans {
            switch token.kind {
            case .word, .bigram:
                units.append(Unit(token: token))
            case .part:
                if var last = units.popLast() {
                    if last.token.kind == .word { last.parts.append(token.text) }
                    units.append(last)
                }
            case .unigram:
                if !bigramStarts.contains(range.lowerBound) { units.append(Unit(token: token)) }
            }
        }
        return units.filter { seen.insert($0.token.text).inserted }
    }

    /// The query's language, from the query itself: kana → ja; a glossary term typed as written whose
    /// language is one only (`循環参照` is Japanese, `記憶體洩漏` Taiwanese Chinese, `循环引用` Simplified);
    /// other Han could be Chinese or Japanese (`新規作成`, `副作用`) → nil, both: results of either
    /// language rank alike, and the page's language or `--lang` decides; else an English glossary term → en.
    func language(of query: String, expansions: [Glossary.Expansion]) -> Language? {
        if query.unicodeScalars.contains(where: SearchCharacterClass.isKana) { return .japanese }
        let verbatim = TextNormalizer.lowercase(query.precomposedStringWithCompatibilityMapping)
        var typed = Set<Language>()
        for expansion in expansions where expansion.matched.language != .english {
            let candidates = [expansion.matched] + expansion.alternatives.filter { $0.key == expansion.matched.key }
            for term in candidates where verbatim.contains(TextNormalizer.lowercase(term.text.precomposedStringWithCompatibilityMapping)) {
                typed.insert(term.language)
            }
        }
        if typed.count == 1 { return typed.first }
        if query.unicodeScalars.contains(where: HanFolding.isHan) { return nil }
        if expansions.contains(where: { $0.matched.language == .english }) { return .english }
        return nil
    }

    // MARK: - Expressions

    /// An FTS5 string literal: the token in double quotes, inner quotes doubled.
    public static func quote(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Every unit required.
    public func exactExpression(_ units: [Unit]) -> String? {
        units.isEmpty ? nil : units.map { QueryPlanner.quote($0.token.text) }.joined(separator: " AND ")
    }

    /// Any unit or word part, for candidates that ``coverage(of:in:)`` then filters.
    public func relaxedExpression(_ units: [Unit]) -> String? {
        var seen = Set<String>()
        let terms = units.flatMap { [$0.token.text] + $0.parts }.filter { seen.insert($0).inserted }
        return terms.isEmpty ? nil : terms.map(QueryPlanner.quote).joined(separator: " OR ")
    }

    /// The units the plan's glossary matches do not cover, all required, and for each matched
    /// concept a group (its matched term OR any of its other terms, OR with `related` a related
    /// concept's term); `nil` without expansions (or, with `related`, without related terms).
    public func expandedExpression(_ plan: Plan, units: [Unit], related: Bool = false) -> String? {
        guard !plan.expansions.isEmpty, !related || plan.expansions.contains(where: { !$0.related.isEmpty }) else { return nil }
        var covered = Set<String>()
        var groups: [String] = []
        for expansion in plan.expansions {
            let matchedUnits = self.units(in: expansion.matched.key).map(\.token.text)
            covered.formUnion(matchedUnits)
            let alternatives = ([expansion.matched] + expansion.alternatives + (related ? expansion.related : [])).compactMap { term -> String? in
                exactExpression(self.units(in: term.key)).map { "(\($0))" }
            }
            if !alternatives.isEmpty { groups.append("(" + alternatives.joined(separator: " OR ") + ")") }
        }
        let remaining = units.filter { !covered.contains($0.token.text) }.map { QueryPlanner.quote($0.token.text) }
        let all = remaining + groups
        return all.isEmpty ? nil : all.joined(separator: " AND ")
    }

    /// The word units a glossary term of the query covers: known words, never treated as misspelt.
    public func glossaryWords(_ plan: Plan) -> Set<String> {
        Set(plan.expansions.flatMap { units(in: $0.matched.key) }.filter { $0.token.kind == .word }.map(\.token.text))
    }

    /// The tokens an expanded hit may match: every token of every glossary alternative.
    public func expansionTokens(_ plan: Plan) -> Set<String> {
        var tokens = Set<String>()
        for expansion in plan.expansions {
            for term in [expansion.matched] + expansion.alternatives + expansion.related {
                for unit in units(in: term.key) { tokens.insert(unit.token.text) }
            }
        }
        return tokens
    }

    // MARK: - Coverage

    /// The weighted share of `units` found in `tokens`: a word or bigram counts 1; a word that is
    /// missing but has parts counts its part weight (½) times the share of its parts present.
    public static func coverage(of units: [Unit], in tokens: Set<String>) -> Double {
        guard !units.isEmpty else { return 0 }
        var credit = 0.0
        for unit in units {
            if tokens.contains(unit.token.text) {
                credit += 1
            } else if !unit.parts.isEmpty {
                let present = unit.parts.filter(tokens.contains).count
                credit += Token.Kind.part.weight * Double(present) / Double(unit.parts.count)
            }
        }
        return credit / Double(units.count)
    }
}

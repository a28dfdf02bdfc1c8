import Foundation
import BridgeKBModel
import BridgeKBText

/// A cross-language full-text index of ``SearchRecord``s in SQLite FTS5 over our own tokens,
/// ranked by BM25 with field weights and searched with the stages of ``QueryPlanner``.
///
/// Tables (prefixed `search_`, so they can share Site/kb.sqlite with other tables):
/// `search_records` holds what ranking reads of each record, `search_groups` the group keys,
/// `search_texts` the records' texts in deflated blocks (SearchIndex+Records.swift), `search_fts`
/// indexes the space-joined tokens of each field (its `unicode61` tokenizer passes our tokens
/// through unchanged) without keeping a copy of them (contentless: a row's tokens are made again
/// from its record when needed, or looked up term by term in the index), `search_vocab` its
/// vocabulary, `search_lexicon` the mined lexicon.
/// Not thread-safe: use one index from one thread at a time.
public final class SearchIndex {
    // MARK: - Fields

    /// The indexed columns and their BM25 weights: title ≫ symptom / cause / fix > apis > body,
    /// and the unigram column (one-character fallback) lowest.
    public static let fields: [(name: String, weight: Double)] = [
        ("title", 10), ("symptom", 4), ("cause", 4), ("fix", 4), ("apis", 2), ("body", 1), ("grams", 0.2),
    ]

    /// The FTS5 tokenizer: splits on spaces only as far as our tokens are concerned (letters,
    /// numbers, marks, private use and `_` are token characters) and keeps diacritics.
    /// The FTS5 table's columns: ``fields`` in this order, `body` first. FTS5 writes a column's
    /// number before its positions in every posting except for the first column, so the field with
    /// the most postings goes first: 12 % of the index on the 200-guide bench corpus.
    static let ftsOrder = [5, 0, 1, 2, 3, 4, 6]
    /// The FTS5 table's column names, comma-separated, in ``ftsOrder``.
    static let ftsColumns = ftsOrder.map { fields[$0].name }.joined(separator: ", ")

    public static let ftsTokenizer = "unicode61 remove_diacritics 0 categories 'L* N* Co M*' tokenchars '_'"

    public let database: SQLiteDatabase
    public let planner: QueryPlanner
    public var tokenizer: Tokenizer { planner.tokenizer }
    /// ASCII terms of the index with their document counts, for spelling correction; rebuilt after writes.
    private var identifierVocabulary: [(term: String, documents: Int)]?
    /// The time each stage of the last ``search(_:options:)`` took (for `search --timings`).
    public private(set) var laps = Laps()
    /// Lexicon translations looked up so far, and the longest key (both until the lexicon changes).
    private var lexiconCache: [String: [Glossary.Term]] = [:]
    private var longestLexiconKey: Int?

    // MARK: - Opening

    /// An index in `database`, creating its tables when missing.
    public init(database: SQLiteDatabase, planner: QueryPlanner) throws {
        self.database = database
        self.planner = planner
        if database.mode != .readOnly { try SearchIndex.createSchema(in: database) }
    }

    /// An index in a new in-memory database.
    public static func inMemory(tokenizer: Tokenizer, glossary: Glossary?) throws -> SearchIndex {
        try SearchIndex(database: .inMemory(), planner: QueryPlanner(tokenizer: tokenizer, glossary: glossary))
    }

    /// Creates the index's tables in `database` unless they exist.
    public static func createSchema(in database: SQLiteDatabase) throws {
        try database.execute("""
            CREATE TABLE IF NOT EXISTS search_records (
                rowid INTEGER PRIMARY KEY, kind TEXT NOT NULL, guide TEXT NOT NULL, language TEXT NOT NULL,
                line INTEGER NOT NULL, group_id INTEGER NOT NULL, chapter_id INTEGER, minimum_os INTEGER,
                block INTEGER NOT NULL, text_start INTEGER NOT NULL, text_end INTEGER NOT NULL);
            CREATE TABLE IF NOT EXISTS search_groups (rowid INTEGER PRIMARY KEY, key TEXT NOT NULL);
            CREATE TABLE IF NOT EXISTS search_texts (rowid INTEGER PRIMARY KEY, data BLOB NOT NULL);
            CREATE VIRTUAL TABLE IF NOT EXISTS search_fts USING fts5(\(ftsColumns), tokenize = "\(ftsTokenizer)", content = '');
            CREATE VIRTUAL TABLE IF NOT EXISTS search_vocab USING fts5vocab(search_fts, 'row');
            CREATE TABLE IF NOT EXISTS search_lexicon (key TEXT PRIMARY KEY, translations TEXT NOT NULL) WITHOUT ROWID;
            """)
    }

    // MARK: - Writing

    /// Replaces the mined lexicon search expands through (``LexiconTable``): one row per term, its
    /// translations as `language TAB text TAB key` lines, strongest first.
    public func setLexicon(_ lexicon: Lexicon) throws {
        lexiconCache = [:]
        longestLexiconKey = nil
        try database.transaction {
            try database.execute("DELETE FROM search_lexicon")
            let insert = try database.prepare("INSERT INTO search_lexicon (key, translations) VALUES (?, ?)")
            for row in Self.lexiconRows(lexicon) {
                insert.reset()
                try insert.bind(row)
                try insert.step()
            }
        }
    }

    /// The rows of `search_lexicon` for `lexicon`, by key.
    static func lexiconRows(_ lexicon: Lexicon) -> [[SQLiteValue]] {
        let table = LexiconTable.make(lexicon)
        return table.keys.sorted().map { key in
            let lines = table[key]!.map { "\($0.language.tag)\t\($0.text)\t\($0.key)" }
            return [.text(key), .text(lines.joined(separator: "\n"))]
        }
    }

    /// The translations of a lexicon term (`search_lexicon`), remembered until the lexicon changes.
    func translations(of key: String) throws -> [Glossary.Term] {
        if let known = lexiconCache[key] { return known }
        let rows = try database.query("SELECT translations FROM search_lexicon WHERE key = ?", [.text(key)]) { $0.text(0) }
        let terms = (rows.first ?? "").split(separator: "\n").compactMap { line -> Glossary.Term? in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3 else { return nil }
            return Glossary.Term(text: String(fields[1]), language: Language(String(fields[0])), key: String(fields[2]))
        }
        lexiconCache[key] = terms
        return terms
    }

    /// The longest lexicon key, in scalars (0 without a lexicon, or in an index written before it had one).
    func longestKey() throws -> Int {
        if let longestLexiconKey { return longestLexiconKey }
        let exists = try !database.query("SELECT name FROM sqlite_master WHERE name = 'search_lexicon'") { $0.text(0) }.isEmpty
        let keys = exists ? try database.query("SELECT key FROM search_lexicon") { $0.text(0) } : []
        let longest = keys.map(\.unicodeScalars.count).max() ?? 0
        longestLexiconKey = longest
        return longest
    }

    /// Forgets the spelling vocabulary (the index changed).
    func resetVocabulary() { identifierVocabulary = nil }

    /// The token text of each indexed column: words, parts and bigrams of each field, and the
    /// unigrams of all fields in `grams`.
    func tokenColumns(of record: SearchRecord) -> [String] {
        SearchTokens.joinedColumns(of: record, tokenizer: tokenizer)
    }

    // MARK: - Searching

    /// One record found by one stage, before grouping.
    private struct Candidate {
        var rowid: Int64
        var stage: SearchStage
        var score: Double
        /// The tokens this stage looked for; the hit's matched tokens are those its row holds,
        /// read only for the results kept.
        var wanted: Set<String>
        /// Whether the stage's whole expression matched within the record's title.
        var titleMatch = false
    }

    /// Searches with the planner's stages (exact, corrected, relaxed when too few, expanded) and
    /// groups the hits by group key; a query without tokens gives an empty response with a reason.
    public func search(_ query: String, options: SearchOptions = SearchOptions()) throws -> SearchResponse {
        laps = Laps()
        let plan = planner.plan(query)
        laps.lap("plan")
        var response = SearchResponse(query: plan.query, truncated: plan.truncated, language: plan.language,
                                      tokens: plan.tokens.map(\.description), corrections: [:],
                                      concepts: plan.expansions.map(\.concept.id), results: [], emptyReason: nil)
        guard !plan.units.isEmpty else {
            response.emptyReason = .noSearchableTokens
            return response
        }
        var candidates: [Int64: Candidate] = [:]
        func keep(_ found: [Candidate]) {
            for candidate in found where candidates[candidate.rowid].map({ candidate.stage < $0.stage }) ?? true {
                candidates[candidate.rowid] = candidate
            }
        }
        var units = plan.units
        let queryTokens = SearchIndex.tokens(of: units)
        keep(try run(planner.exactExpression(units), stage: .exact, options: options, tokens: queryTokens))
        laps.lap("exact")

        let known = planner.glossaryWords(plan)
        let corrections = try corrections(for: units.filter { !known.contains($0.token.text) })
        laps.lap("spelling")
        if !corrections.isEmpty {
            response.corrections = corrections
            units = units.map { unit in
                corrections[unit.token.text].map { QueryPlanner.Unit(token: Token($0, .word), parts: unit.parts) } ?? unit
            }
            let correctedTokens = SearchIndex.tokens(of: units).union(queryTokens)
            keep(try run(planner.exactExpression(units), stage: .corrected, options: options, tokens: correctedTokens))
            laps.lap("corrected")
        }

        // Units first: a one-unit query has nothing to relax, and counting groups costs a lookup per candidate.
        if units.count > 1, try groupCount(of: candidates.keys) < options.relaxBelow {
            let threshold = planner.relaxedCoverage
            keep(try run(planner.relaxedExpression(units), stage: .relaxed, options: options,
                         tokens: SearchIndex.tokens(of: units)) { tokens in
                let coverage = QueryPlanner.coverage(of: units, in: tokens)
                return coverage >= threshold ? coverage : nil
            })
        }
        laps.lap("relaxed")

        if let expression = planner.expandedExpression(plan, units: units) {
            let expandedTokens = planner.expansionTokens(plan).union(units.map(\.token.text))
            keep(try run(expression, stage: .expanded, options: options, tokens: expandedTokens))
            laps.lap("expanded")
        }
        // The glossary's and the lexicon's terms a hit may have matched instead of the query's text:
        // highlighted only where they stand whole.
        var terms = plan.expansions.flatMap { [$0.matched] + $0.alternatives + $0.related }.map(\.key)
        if options.usesLexicon,
           let lexicon = try LexiconQuery(plan, units: units, planner: planner, longestKey: try longestKey(), translations: translations(of:)) {
            response.lexicon = lexicon.expansions.map(\.matched)
            terms += lexicon.expansions.flatMap { [$0.matched] + $0.alternatives.map(\.key) }
            let wanted = lexicon.tokens.union(units.map(\.token.text))
            keep(try run(lexicon.strictExpression, stage: .lexicon, options: options, tokens: wanted))
            if try groupCount(of: candidates.keys) < options.relaxBelow {
                let threshold = planner.relaxedCoverage
                keep(try run(lexicon.relaxedExpression, stage: .lexicon, options: options, tokens: wanted) { tokens in
                    let coverage = lexicon.coverage(in: tokens)
                    return coverage >= threshold ? SearchStage.relaxed.weight * coverage : nil
                })
            }
            laps.lap("lexicon")
        }
        if let expression = planner.expandedExpression(plan, units: units, related: true) {
            let expandedTokens = planner.expansionTokens(plan).union(units.map(\.token.text))
            keep(try run(expression, stage: .related, options: options, tokens: expandedTokens))
            laps.lap("related")
        }

        var total = 0
        let own = queryTokens.union(SearchIndex.tokens(of: units))
        let streams = Set(terms.map { Excerpt.stream(of: Tokenizer.spans(inPrepared: tokenizer.normalizer.prepare($0))).map(\.text) })
        response.results = try results(from: Array(candidates.values), plan: plan, units: units, own: own,
                                       terms: streams.filter { !$0.isEmpty }.sorted { $0.lexicographicallyPrecedes($1) },
                                       options: options, total: &total)
        response.total = total
        laps.lap("results")
        if response.results.isEmpty { response.emptyReason = .noMatches }
        return response
    }

    /// Runs one stage's match expression; `accept`, when given, turns a row's token set into a score
    /// factor or rejects the row with `nil` (which wanted tokens each row holds is looked up only then).
    /// Without `accept` (a stage that needs its whole expression), the rows whose title alone holds
    /// the expression are marked as title matches (an FTS5 column filter).
    private func run(_ expression: String?, stage: SearchStage, options: SearchOptions, tokens wanted: Set<String>,
                     accept: ((Set<String>) -> Double?)? = nil) throws -> [Candidate] {
        guard let stageExpression = expression, var expression else { return [] }
        if let api = options.api, let word = tokenizer.tokens(in: api).first(where: { $0.kind == .word }) {
            expression = "(\(expression)) AND apis : \(QueryPlanner.quote(word.text))"
        }
        let weights = SearchIndex.ftsOrder.map { String(SearchIndex.fields[$0].weight) }.joined(separator: ", ")
        // The join costs a table lookup per matching row; only filters need it.
        let filtered = options.languages != nil || options.kinds != nil || options.guides != nil
        var sql = """
            SELECT search_fts.rowid, bm25(search_fts, \(weights))
            FROM search_fts\(filtered ? " JOIN search_records ON search_records.rowid = search_fts.rowid" : "")
            WHERE search_fts MATCH ?
            """
        var bindings: [SQLiteValue] = [.text(expression)]
        for (column, values) in [("language", options.languages.map { Set($0.map(\.tag)) }),
                                 ("kind", options.kinds), ("guide", options.guides)] {
            guard let values else { continue }
            sql += " AND search_records.\(column) IN (\(values.map { _ in "?" }.joined(separator: ", ")))"
            bindings += values.sorted().map { .text($0) }
        }
        sql += " ORDER BY 2 LIMIT 500"
        var found = try database.query(sql, bindings) { row in
            Candidate(rowid: row.int64(0), stage: stage, score: -row.double(1) * stage.weight, wanted: wanted)
        }
        if let accept {
            // Which of the wanted tokens each row holds, from the index, one term at a time.
            let holders = try rows(holding: wanted, among: Set(found.map(\.rowid)))
            found = found.compactMap { candidate in
                let tokens = Set(wanted.filter { holders[$0]?.contains(candidate.rowid) ?? false })
                guard let factor = accept(tokens) else { return nil }
                var accepted = candidate
                accepted.score *= factor
                return accepted
            }
        }
        if accept == nil, !found.isEmpty {
            let titled = Set(try database.query("SELECT rowid FROM search_fts WHERE search_fts MATCH ?",
                                                [.text("title : (\(stageExpression))")]) { $0.int64(0) })
            for index in found.indices where titled.contains(found[index].rowid) { found[index].titleMatch = true }
        }
        return found
    }

    /// For each of `terms`, the rows among `rows` that hold it (in any column), from the index.
    private func rows(holding terms: Set<String>, among rows: Set<Int64>) throws -> [String: Set<Int64>] {
        guard !rows.isEmpty else { return [:] }
        var holders: [String: Set<Int64>] = [:]
        for term in terms {
            let found = try database.query("SELECT rowid FROM search_fts WHERE search_fts MATCH ?", [.text(QueryPlanner.quote(term))]) {
                $0.int64(0)
            }
            holders[term] = rows.intersection(found)
        }
        return holders
    }

    /// The tokens of each record's indexed columns, column by column (in ``fields`` order): made
    /// again from its texts, exactly as the index got them.
    private func tokens(of records: [Int64: SearchRecord]) -> [Int64: [Set<String>]] {
        records.mapValues { record in
            SearchTokens.columns(of: record, tokenizer: tokenizer).map { Set($0) }
        }
    }

    /// The units' tokens and word parts.
    private static func tokens(of units: [QueryPlanner.Unit]) -> Set<String> {
        Set(units.flatMap { [$0.token.text] + $0.parts })
    }

    // MARK: - Results

    /// Loads the candidates' facts, orders them into results (``ResultRanker``: groups, title matches
    /// first, a guide about the query lifted, a chapter's sections merged) and makes the excerpts of
    /// the results kept.
    /// A hit's excerpt highlights the query's `own` tokens it holds, and the `terms` (token streams of
    /// glossary and lexicon terms) all of whose tokens it matched, where they stand whole.
    private func results(from candidates: [Candidate], plan: QueryPlanner.Plan, units: [QueryPlanner.Unit],
                         own: Set<String>, terms: [[String]], options: SearchOptions, total: inout Int) throws -> [SearchResult] {
        guard !candidates.isEmpty else { return [] }
        // Rank on the short columns first; whole records and tokens only for the results kept.
        let facts = try self.facts(rowids: candidates.map(\.rowid))
        let byRow = Dictionary(candidates.map { ($0.rowid, $0) }, uniquingKeysWith: { a, _ in a })
        let hits = candidates.compactMap { candidate -> ResultRanker.Hit? in
            guard let fact = facts[candidate.rowid] else { return nil }
            return ResultRanker.Hit(rowid: candidate.rowid, stage: candidate.stage, score: candidate.score,
                                    titleMatch: candidate.titleMatch, language: fact.language, group: fact.group,
                                    guide: fact.guide, chapter: fact.chapter)
        }
        let all = ResultRanker.order(hits, preferred: options.preferredLanguage ?? plan.language)
        total = all.count
        let ranked = Array(all.prefix(max(0, options.limit)))
        let rowids = ranked.flatMap { $0.hits.map(\.rowid) + $0.merged.map { $0.hits[0].rowid } }
        let records = try self.records(rowids: rowids)
        let tokens = self.tokens(of: records)
        func hit(_ ranked: ResultRanker.Hit, excerpt wanted: Bool) -> SearchHit? {
            guard let record = records[ranked.rowid], let candidate = byRow[ranked.rowid] else { return nil }
            let columns = tokens[ranked.rowid] ?? []
            let matched = columns.reduce(into: Set<String>()) { $0.formUnion($1.intersection(candidate.wanted)) }
            let highlighted = SearchIndex.highlighted(matched.intersection(own), units: units)
            let wholeTerms = terms.filter { $0.allSatisfy(matched.contains) }
            return SearchHit(record: record, stage: ranked.stage,
                             crossLanguage: plan.language.map { $0 != record.language } ?? false,
                             score: ranked.score, matchedTokens: matched.sorted(),
                             excerpt: wanted
                                ? excerpt(of: record, tokens: highlighted, terms: wholeTerms, columns: columns, length: options.excerptLength)
                                : Excerpt.plain(field: "title", text: record.title, length: options.excerptLength))
        }
        return ranked.map { group in
            SearchResult(groupKey: group.key,
                         hits: group.hits.enumerated().compactMap { hit($1, excerpt: $0 == 0 || options.excerptsForEveryHit) },
                         merged: group.merged.compactMap { hit($0.hits[0], excerpt: false) })
        }
    }

    /// The matched tokens worth highlighting: a word's parts only when the word itself did not match.
    static func highlighted(_ matched: Set<String>, units: [QueryPlanner.Unit]) -> Set<String> {
        let whole = Set(units.map(\.token.text))
        var tokens = matched
        for unit in units where matched.contains(unit.token.text) {
            for part in unit.parts where !whole.contains(part) { tokens.remove(part) }
        }
        return tokens
    }

    /// The excerpt of the field with the most highlighted text (title last), or the record's first text.
    /// A field whose indexed column (in `columns`) holds none of the tokens is not scanned, unless
    /// the tokens include unigrams, which only the shared `grams` column records.
    private func excerpt(of record: SearchRecord, tokens: Set<String>, terms: [[String]], columns: [Set<String>], length: Int) -> Excerpt {
        let fields = [("symptom", record.symptom, 1), ("cause", record.cause, 2), ("fix", record.fix, 3),
                      ("body", record.body, 5), ("apis", record.apis.joined(separator: ", "), 4), ("title", record.title, 0)]
        let unigrams = columns.count > 6 && !columns[6].isDisjoint(with: tokens.union(terms.joined()))
        let excerpts = fields.compactMap { field, text, column -> Excerpt? in
            if !unigrams, column < columns.count, columns[column].isDisjoint(with: tokens),
               !terms.contains(where: { $0.allSatisfy(columns[column].contains) }) { return nil }
            return Excerpt.make(field: field, text: text, tokens: tokens, terms: terms, tokenizer: tokenizer, length: length)
        }
        if let best = excerpts.max(by: { $0.highlights.map(\.count).reduce(0, +) < $1.highlights.map(\.count).reduce(0, +) }) {
            return best
        }
        let (field, text, _) = fields.first { !$0.1.isEmpty } ?? ("title", record.title, 0)
        return Excerpt.plain(field: field, text: text, length: length)
    }

    // MARK: - Spelling

    /// For each ASCII word unit of at least four letters that the index does not hold, the nearest
    /// indexed ASCII term within one edit (two for eight letters or more); ties go to the term in
    /// more records, then the alphabetically first.
    func corrections(for units: [QueryPlanner.Unit]) throws -> [String: String] {
        // One indexed lookup per word; the whole vocabulary is read only for a word not in the index.
        let unknown = try units.filter { unit in
            try unit.token.kind == .word && unit.token.text.count >= 4 && unit.token.text.allSatisfy(\.isASCII) && !isIndexed(unit.token.text)
        }
        guard !unknown.isEmpty else { return [:] }
        let vocabulary = try identifiers()
        var corrections: [String: String] = [:]
        for unit in unknown {
            let word = unit.token.text
            let limit = word.count >= 8 ? 2 : 1
            let best = vocabulary.lazy.filter { abs($0.term.count - word.count) <= limit }
                .map { (term: $0.term, distance: EditDistance.between(word, $0.term), documents: $0.documents) }
                .filter { $0.distance <= limit }
                .min { ($0.distance, -$0.documents, $0.term) < ($1.distance, -$1.documents, $1.term) }
            if let best { corrections[word] = best.term }
        }
        return corrections
    }

    /// Whether any record holds the term (an index lookup, unlike a scan of `search_vocab`).
    private func isIndexed(_ term: String) throws -> Bool {
        try !database.query("SELECT rowid FROM search_fts WHERE search_fts MATCH ? LIMIT 1", [.text(QueryPlanner.quote(term))]) {
            $0.int64(0)
        }.isEmpty
    }

    /// The index's ASCII terms with their document counts, cached until the next write.
    private func identifiers() throws -> [(term: String, documents: Int)] {
        if let identifierVocabulary { return identifierVocabulary }
        let terms = try database.query("SELECT term, doc FROM search_vocab") { ($0.text(0), $0.int(1)) }
            .filter { $0.0.count >= 3 && $0.0.allSatisfy(\.isASCII) }
            .map { (term: $0.0, documents: $0.1) }
        identifierVocabulary = terms
        return terms
    }
}

import Foundation

/// A cross-language full-text index of ``SearchRecord``s in SQLite FTS5 over our own tokens,
/// ranked by BM25 with field weights and searched with the stages of ``QueryPlanner``.
///
/// Tables (prefixed `search_`, so they can share Site/kb.sqlite with other tables):
/// `search_records` holds the records, `search_fts` the space-joined tokens of each field (its
/// `unicode61` tokenizer passes our tokens through unchanged), `search_vocab` its vocabulary.
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
    public static let ftsTokenizer = "unicode61 remove_diacritics 0 categories 'L* N* Co M*' tokenchars '_'"

    public let database: SQLiteDatabase
    public let planner: QueryPlanner
    public var tokenizer: Tokenizer { planner.tokenizer }
    /// ASCII terms of the index with their document counts, for spelling correction; rebuilt after writes.
    private var identifierVocabulary: [(term: String, documents: Int)]?

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
        let columns = fields.map(\.name).joined(separator: ", ")
        try database.execute("""
            CREATE TABLE IF NOT EXISTS search_records (
                rowid INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, kind TEXT NOT NULL, guide TEXT NOT NULL,
                language TEXT NOT NULL, title TEXT NOT NULL, symptom TEXT NOT NULL, cause TEXT NOT NULL,
                fix TEXT NOT NULL, apis TEXT NOT NULL, body TEXT NOT NULL, section_path TEXT NOT NULL,
                line INTEGER NOT NULL, group_key TEXT NOT NULL);
            CREATE INDEX IF NOT EXISTS search_records_group ON search_records(group_key);
            CREATE VIRTUAL TABLE IF NOT EXISTS search_fts USING fts5(\(columns), tokenize = "\(ftsTokenizer)");
            CREATE VIRTUAL TABLE IF NOT EXISTS search_vocab USING fts5vocab(search_fts, 'row');
            """)
    }

    // MARK: - Writing

    /// Adds records in one transaction, replacing records with the same id; `tokens`, when given,
    /// are the records' ``SearchTokens`` (in the same order), computed once for every index.
    public func add(_ records: [SearchRecord], tokens: SearchTokens? = nil) throws {
        identifierVocabulary = nil
        try database.transaction {
            let delete = try database.prepare("DELETE FROM search_fts WHERE rowid = (SELECT rowid FROM search_records WHERE id = ?)")
            let deleteRecord = try database.prepare("DELETE FROM search_records WHERE id = ?")
            let insert = try database.prepare("""
                INSERT INTO search_records (id, kind, guide, language, title, symptom, cause, fix, apis, body,
                    section_path, line, group_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            let insertTokens = try database.prepare(
                "INSERT INTO search_fts (rowid, \(SearchIndex.fields.map(\.name).joined(separator: ", "))) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
            for (position, record) in records.enumerated() {
                for statement in [delete, deleteRecord] {
                    statement.reset()
                    try statement.bind([.text(record.id)])
                    try statement.step()
                }
                insert.reset()
                try insert.bind([.text(record.id), .text(record.kind), .text(record.guide), .text(record.language.tag),
                                 .text(record.title), .text(record.symptom), .text(record.cause), .text(record.fix),
                                 .text(record.apis.joined(separator: "\n")), .text(record.body),
                                 .text(record.sectionPath.joined(separator: "\n")), .int(record.line),
                                 .text(record.groupKey)])
                try insert.step()
                insertTokens.reset()
                let columns = tokens.map { $0.columns[position].map { $0.joined(separator: " ") } } ?? tokenColumns(of: record)
                try insertTokens.bind([.integer(database.lastInsertRowID)] + columns.map { .text($0) })
                try insertTokens.step()
            }
        }
    }

    /// Removes every record.
    public func removeAll() throws {
        identifierVocabulary = nil
        try database.transaction {
            try database.execute("DELETE FROM search_fts; DELETE FROM search_records;")
        }
    }

    /// The number of records.
    public func count() throws -> Int {
        try database.query("SELECT count(*) FROM search_records") { $0.int(0) }.first ?? 0
    }

    /// The token text of each indexed column: words, parts and bigrams of each field, and the
    /// unigrams of all fields in `grams`.
    func tokenColumns(of record: SearchRecord) -> [String] {
        SearchTokens.columns(of: record, tokenizer: tokenizer).map { $0.joined(separator: " ") }
    }

    // MARK: - Searching

    /// One record found by one stage, before grouping.
    private struct Candidate {
        var rowid: Int64
        var stage: SearchStage
        var score: Double
        var matched: Set<String>
    }

    /// Searches with the planner's stages (exact, corrected, relaxed when too few, expanded) and
    /// groups the hits by group key; a query without tokens gives an empty response with a reason.
    public func search(_ query: String, options: SearchOptions = SearchOptions()) throws -> SearchResponse {
        let plan = planner.plan(query)
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
        keep(try run(planner.exactExpression(units), stage: .exact, options: options, tokens: queryTokens) { _ in 1 })

        let corrections = try corrections(for: units)
        if !corrections.isEmpty {
            response.corrections = corrections
            units = units.map { unit in
                corrections[unit.token.text].map { QueryPlanner.Unit(token: Token($0, .word), parts: unit.parts) } ?? unit
            }
            let correctedTokens = SearchIndex.tokens(of: units).union(queryTokens)
            keep(try run(planner.exactExpression(units), stage: .corrected, options: options, tokens: correctedTokens) { _ in 1 })
        }

        if try groupCount(of: candidates.keys) < options.relaxBelow && units.count > 1 {
            let threshold = planner.relaxedCoverage
            keep(try run(planner.relaxedExpression(units), stage: .relaxed, options: options,
                         tokens: SearchIndex.tokens(of: units)) { tokens in
                let coverage = QueryPlanner.coverage(of: units, in: tokens)
                return coverage >= threshold ? coverage : nil
            })
        }

        if let expression = planner.expandedExpression(plan, units: units) {
            let expandedTokens = planner.expansionTokens(plan).union(units.map(\.token.text))
            keep(try run(expression, stage: .expanded, options: options, tokens: expandedTokens) { _ in 1 })
        }

        response.results = try results(from: Array(candidates.values), plan: plan, units: units, options: options)
        if response.results.isEmpty { response.emptyReason = .noMatches }
        return response
    }

    /// Runs one stage's match expression; `accept` turns a row's token set into a score factor or
    /// rejects the row with `nil`; a hit's matched tokens are those of the row in `tokens`.
    private func run(_ expression: String?, stage: SearchStage, options: SearchOptions, tokens wanted: Set<String>,
                     accept: (Set<String>) -> Double?) throws -> [Candidate] {
        guard var expression else { return [] }
        if let api = options.api, let word = tokenizer.tokens(in: api).first(where: { $0.kind == .word }) {
            expression = "(\(expression)) AND apis : \(QueryPlanner.quote(word.text))"
        }
        let weights = SearchIndex.fields.map { String($0.weight) }.joined(separator: ", ")
        let columns = SearchIndex.fields.map { "search_fts." + $0.name }.joined(separator: ", ")
        var sql = """
            SELECT search_fts.rowid, bm25(search_fts, \(weights)), \(columns)
            FROM search_fts JOIN search_records ON search_records.rowid = search_fts.rowid
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
        return try database.query(sql, bindings) { row -> Candidate? in
            var tokens = Set<String>()
            for column in 0..<SearchIndex.fields.count {
                for token in row.text(column + 2).split(separator: " ") { tokens.insert(String(token)) }
            }
            guard let factor = accept(tokens) else { return nil }
            return Candidate(rowid: row.int64(0), stage: stage, score: -row.double(1) * stage.weight * factor,
                             matched: tokens.intersection(wanted))
        }.compactMap { $0 }
    }

    /// The number of distinct groups among the rows.
    private func groupCount(of rowids: Dictionary<Int64, Candidate>.Keys) throws -> Int {
        guard !rowids.isEmpty else { return 0 }
        let list = rowids.map(String.init).joined(separator: ", ")
        return try database.query("SELECT count(DISTINCT group_key) FROM search_records WHERE rowid IN (\(list))") {
            $0.int(0)
        }.first ?? 0
    }

    /// The units' tokens and word parts.
    private static func tokens(of units: [QueryPlanner.Unit]) -> Set<String> {
        Set(units.flatMap { [$0.token.text] + $0.parts })
    }

    // MARK: - Results

    /// Loads the candidates' records, groups them, orders groups by strictest stage then score,
    /// and makes the excerpts of the groups kept.
    private func results(from candidates: [Candidate], plan: QueryPlanner.Plan, units: [QueryPlanner.Unit],
                         options: SearchOptions) throws -> [SearchResult] {
        guard !candidates.isEmpty else { return [] }
        let records = try self.records(rowids: candidates.map(\.rowid))
        var groups: [String: [(Candidate, SearchRecord)]] = [:]
        for candidate in candidates {
            guard let record = records[candidate.rowid] else { continue }
            groups[record.groupKey, default: []].append((candidate, record))
        }
        let preferred = options.preferredLanguage ?? plan.language
        let ordered = groups.map { key, members -> (String, [(Candidate, SearchRecord)]) in
            (key, members.sorted { a, b in
                let aPreferred = a.1.language == preferred, bPreferred = b.1.language == preferred
                if aPreferred != bPreferred { return aPreferred }
                if a.0.stage != b.0.stage { return a.0.stage < b.0.stage }
                if a.0.score != b.0.score { return a.0.score > b.0.score }
                return a.1.id < b.1.id
            })
        }.sorted { a, b in
            let aStage = a.1.map(\.0.stage).min()!, bStage = b.1.map(\.0.stage).min()!
            if aStage != bStage { return aStage < bStage }
            let aScore = a.1.map(\.0.score).max()!, bScore = b.1.map(\.0.score).max()!
            if aScore != bScore { return aScore > bScore }
            return a.0 < b.0
        }
        return ordered.prefix(max(0, options.limit)).map { key, members in
            SearchResult(groupKey: key, hits: members.map { candidate, record in
                SearchHit(record: record, stage: candidate.stage,
                          crossLanguage: plan.language.map { $0 != record.language } ?? false,
                          score: candidate.score, matchedTokens: candidate.matched.sorted(),
                          excerpt: excerpt(of: record, tokens: SearchIndex.highlighted(candidate.matched, units: units),
                                           length: options.excerptLength))
            })
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
    private func excerpt(of record: SearchRecord, tokens: Set<String>, length: Int) -> Excerpt {
        let fields = [("symptom", record.symptom), ("cause", record.cause), ("fix", record.fix),
                      ("body", record.body), ("apis", record.apis.joined(separator: ", ")), ("title", record.title)]
        let excerpts = fields.compactMap { field, text in
            Excerpt.make(field: field, text: text, tokens: tokens, tokenizer: tokenizer, length: length)
        }
        if let best = excerpts.max(by: { $0.highlights.map(\.count).reduce(0, +) < $1.highlights.map(\.count).reduce(0, +) }) {
            return best
        }
        let (field, text) = fields.first { !$0.1.isEmpty } ?? ("title", record.title)
        return Excerpt.plain(field: field, text: text, length: length)
    }

    /// The stored records with the given rowids.
    private func records(rowids: [Int64]) throws -> [Int64: SearchRecord] {
        let list = rowids.map(String.init).joined(separator: ", ")
        let rows = try database.query("""
            SELECT rowid, id, kind, guide, language, title, symptom, cause, fix, apis, body, section_path, line, group_key
            FROM search_records WHERE rowid IN (\(list))
            """) { row in
            (row.int64(0), SearchRecord(
                id: row.text(1), kind: row.text(2), guide: row.text(3), language: Language(row.text(4)),
                title: row.text(5), symptom: row.text(6), cause: row.text(7), fix: row.text(8),
                apis: row.text(9).split(separator: "\n").map(String.init), body: row.text(10),
                sectionPath: row.text(11).split(separator: "\n").map(String.init), line: row.int(12),
                groupKey: row.text(13)))
        }
        return Dictionary(rows, uniquingKeysWith: { first, _ in first })
    }

    // MARK: - Spelling

    /// For each ASCII word unit of at least four letters that the index does not hold, the nearest
    /// indexed ASCII term within one edit (two for eight letters or more); ties go to the term in
    /// more records, then the alphabetically first.
    func corrections(for units: [QueryPlanner.Unit]) throws -> [String: String] {
        let unknown = units.filter { unit in
            unit.token.kind == .word && unit.token.text.count >= 4 && unit.token.text.allSatisfy(\.isASCII)
        }
        guard !unknown.isEmpty else { return [:] }
        let vocabulary = try identifiers()
        let known = Set(vocabulary.map(\.term))
        var corrections: [String: String] = [:]
        for unit in unknown where !known.contains(unit.token.text) {
            let word = unit.token.text
            let limit = word.count >= 8 ? 2 : 1
            var best: (term: String, distance: Int, documents: Int)?
            for (term, documents) in vocabulary where abs(term.count - word.count) <= limit {
                let distance = EditDistance.between(word, term)
                guard distance <= limit else { continue }
                if let current = best, (current.distance, -current.documents, current.term) <= (distance, -documents, term) {
                    continue
                }
                best = (term, distance, documents)
            }
            if let best { corrections[word] = best.term }
        }
        return corrections
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

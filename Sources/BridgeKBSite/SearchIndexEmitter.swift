import Foundation
import BridgeKBModel
import BridgeKBText
import BridgeKBStore

/// Writes the site's client-side search index, the folder `assets/search/` (format 5): a small
/// manifest (with the Han fold table), term shards, facts shards, fragments of eight result groups
/// and the spelling vocabulary by word length, each a script registering its data, deflated
/// (``SearchIndexShards``), read by `Templates/assets/search.js` (format in docs/site-search.md).
///
/// The page loads the manifest, then only the shards the query's tokens need: the postings of its
/// terms (exactly the terms ``SearchIndex`` gives SQLite, per FTS5 column), the ranking facts of
/// the records they hold (token counts for BM25, group, chapter, guide, language), and the
/// fragments of the results it shows (display fields and texts for excerpts). The ranking
/// statistics (record count, total length) are in the manifest, so scores equal the CLI's.
/// The output is deterministic — records in input order, terms and keys in scalar order, no dates —
/// so a rebuild of unchanged content is byte-for-byte identical.
public enum SearchIndexEmitter {
    // MARK: - Format

    /// The version of the index format; search.js refuses other versions.
    public static let formatVersion = 6

    /// The FTS5 columns of ``SearchIndex`` in order, with the one-letter codes used in postings.
    static let columnCodes: [Character] = ["T", "S", "C", "F", "A", "B", "G"]

    /// The order of a record's array in a group fragment.
    static let recordFields = ["index", "id", "kind", "guide", "language", "title", "sectionPath", "url", "line",
                               "symptom", "cause", "fix", "apis", "body", "chapter"]

    /// The Han ranges whose folds are emitted (those ``HanFolding/isHan(_:)`` accepts), so that the
    /// browser folds any query exactly as the CLI does, not only characters found in the content.
    static let foldRanges: [ClosedRange<UInt32>] = [0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF]

    /// One file of the index: its path under the site root and its bytes (none when the caller's
    /// `reuse` kept the file an earlier build made of the same JSON).
    public struct File: Sendable {
        public var path: String
        public var bytes: [UInt8]
        /// Whether `reuse` kept the file: ``bytes`` is empty and nothing is to be put.
        public var kept = false
    }

    /// Asked, per file, with its path and a key of what it holds (a hash of the JSON it frames, or
    /// of what that JSON is made of: the terms and postings of a term shard, the records of a
    /// fragment), before the file's JSON is made: whether the caller kept the file made of the same
    /// key before (an earlier build's, untouched since). A kept file is neither made, deflated nor put.
    public typealias Reuse = @Sendable (_ path: String, _ key: String) -> Bool

    /// Gives the table of postings of the records' token columns (the records after duplicates were
    /// dropped, in order), ``SearchPostings/init(records:)`` of each one's ``termSuffixes(_:)`` by
    /// default; a caller may keep an earlier table and replace only the records that changed.
    package typealias PostingsTable = (_ columns: [[String]]) -> SearchPostings

    // MARK: - Emitting

    /// The files of `assets/search/` for `records` (as ``SearchRecords/make(_:)`` gives them),
    /// tokenized with `tokenizer`, with the glossary's concepts for query expansion and each
    /// record's link from `url` (relative to the site root), without bidirectional controls
    /// (``BidiControls``), in path order. `tokens`, when given, are the records' ``SearchTokens``
    /// (as kb.sqlite's index got them); `foldTable` gives the Han fold table (``foldPairs(_:)`` by
    /// default; a caller may keep it in a cache); `postings` the table of postings
    /// (``PostingsTable``); `reuse` may keep files made before (``Reuse``). `deliver`, when given, takes
    /// each file made as soon as it is made (on any thread), and the files returned hold no bytes:
    /// the index (62 MB deflated at 1,000 guides) is not held whole.
    package static func files(for kb: KnowledgeBase, records: [SearchRecord], tokenizer: Tokenizer,
                              glossary: Glossary?, url: (SearchRecord) -> String, tokens: SearchTokens? = nil,
                              foldTable: (@Sendable () -> String)? = nil, postings table: PostingsTable? = nil,
                              reuse: Reuse? = nil, deliver: ((File) throws -> Void)? = nil) throws -> [File] {
        // Like SearchIndex.add: a later record with the same id replaces the earlier one, at the end.
        var unique: [SearchRecord] = []
        var origin: [Int] = []
        var position: [String: Int] = [:]
        for (index, record) in records.enumerated() {
            if let old = position[record.id] { unique[old].id = "" }
            position[record.id] = unique.count
            unique.append(record)
            origin.append(index)
        }
        origin = zip(unique, origin).filter { !$0.0.id.isEmpty }.map(\.1)
        unique.removeAll { $0.id.isEmpty }
        let tokens = tokens ?? SearchTokens.make(records, tokenizer: tokenizer)

        // The fold table (every Han code point through OpenCC, about 4,300 pairs) does not depend on
        // the records: made beside them.
        let folds = Locked("")
        let foldsReady = DispatchGroup()
        let folding = tokenizer.normalizer.folding
        let makeFolds = foldTable ?? { foldPairs(folding) }
        DispatchQueue.global().async(group: foldsReady) {
            let pairs = makeFolds()
            folds.withLock { $0 = pairs }
        }

        // Each record's terms with their counts per FTS5 column of SearchIndex, as the posting's
        // column suffix (`T2B`), and its number of tokens; then each term's postings in record order.
        let columns = origin.map { tokens.columns[$0] }
        let postings = table?(columns) ?? SearchPostings(columns: columns)
        let lengths = postings.lengths
        // Every file: its name, its key, and its JSON, made only when the file is not kept.
        var pending: [(name: String, key: String, json: () -> String)] = []
        func add(_ name: String, _ json: String) { pending.append((name, ContentHasher.hash(Data(json.utf8)), { json })) }

        // Terms: those of the glossary's and the lexicon's groups in a shard per group, the others
        // in shards by hash; the spelling vocabulary (ASCII terms of three or more characters, with
        // their document counts) by length.
        let concepts = glossaryTerms(glossary, normalizer: tokenizer.normalizer)
        let lexicon = LexiconTable.make(kb.lexicon).sorted { scalarOrder($0.key, $1.key) }
        let planner = QueryPlanner(tokenizer: tokenizer)
        func unitTexts(_ keys: [String]) -> [String] { keys.flatMap { planner.units(in: $0).map(\.token.text) } }
        let groups = concepts.map { unitTexts($0.terms.map(\.key)) } + lexicon.map { unitTexts([$0.key] + $0.value.map(\.key)) }
        let placed = SearchIndexShards.placement(of: groups)
        var groupShards: [[(term: String, postings: Postings)]] = Array(repeating: [], count: groups.count)
        let shardCount = SearchIndexShards.termShardCount(postingsBytes: postings.bytes)
        var shards: [[(term: String, postings: Postings)]] = Array(repeating: [], count: shardCount)
        var vocabulary: [Int: [String]] = [:]
        for (term, posting) in postings.members {
            if let group = placed[term] { groupShards[group].append((term, posting)) } else {
                shards[SearchIndexShards.termShard(term, count: shardCount)].append((term, posting))
            }
            let length = term.unicodeScalars.count
            if length >= 3, term.utf8.allSatisfy({ $0 < 0x80 }) {
                vocabulary[length, default: []].append(quoted(term) + ":" + String(posting.count))
            }
        }
        // Every shard is written, an empty one too: the page may ask for any of them.
        // A shard's JSON: its `"term":"postings"` members, one a line (postings are base-36 digits,
        // column letters and commas: nothing to escape); its key: a hash of its terms and postings.
        func object(_ members: [String]) -> String { members.isEmpty ? "{}" : "{\n" + members.joined(separator: ",\n") + "\n}" }
        func addShard(_ name: String, _ members: [(term: String, postings: Postings)]) {
            var hasher = ContentHasher()
            hasher.combine("shard")
            for member in members {
                hasher.combine(member.term)
                member.postings.bytes.withUnsafeBytes { hasher.combine($0) }
            }
            pending.append((name, hasher.finalize(), { object(members.map { quoted($0.term) + ":\"" + $0.postings.text + "\"" }) }))
        }
        for (index, members) in shards.enumerated() { addShard(SearchIndexShards.name("t", index), members) }
        // A group that holds a term is written (an empty one too); one whose terms all belong to
        // earlier groups is never asked for.
        for index in Set(placed.values).sorted() { addShard(SearchIndexShards.name("c", index), groupShards[index]) }
        for (length, members) in vocabulary.sorted(by: { $0.key < $1.key }) { add(SearchIndexShards.name("v", length), object(members)) }

        // Facts: groups and chapters ranked by key, guides and languages numbered in sorted order.
        let keys = Set(unique.map(\.groupKey) + unique.map(\.chapter).filter { !$0.isEmpty }).sorted(by: scalarOrder)
        let rank = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
        let guides = Set(unique.map(\.guide)).sorted(by: scalarOrder)
        let guideNumber = Dictionary(uniqueKeysWithValues: guides.enumerated().map { ($1, $0) })
        let languages = Set(unique.map(\.language.tag)).sorted(by: scalarOrder)
        let languageNumber = Dictionary(uniqueKeysWithValues: languages.enumerated().map { ($1, $0) })
        let kinds = Set(unique.map(\.kind)).sorted(by: scalarOrder)
        let kindNumber = Dictionary(uniqueKeysWithValues: kinds.enumerated().map { ($1, $0) })
        let facts = unique.indices.map { index in
            let record = unique[index]
            return SearchIndexShards.Fact(length: lengths[index], group: rank[record.groupKey]!,
                                          chapter: record.chapter.isEmpty ? nil : rank[record.chapter]!,
                                          guide: guideNumber[record.guide]!, language: languageNumber[record.language.tag]!,
                                          kind: kindNumber[record.kind]!)
        }
        let size = SearchIndexShards.factShardSize
        for start in stride(from: 0, to: facts.count, by: size) {
            add(SearchIndexShards.name("f", start / size), SearchIndexShards.factShard(start: start, facts[start..<min(facts.count, start + size)]))
        }

        // Fragments: per eight groups of consecutive ranks, their records' display fields and texts,
        // and their guides' titles. A fragment's key hashes what its JSON is made of (each record's
        // fields hashed on both cores), so a kept fragment's JSON is never made.
        let members = Dictionary(grouping: unique.indices, by: { rank[unique[$0].groupKey]! })
        let per = SearchIndexShards.groupsPerFragment
        let chunks = Dictionary(grouping: members.keys, by: { $0 / per })
        let titles = guideTitleTable(kb)
        let urls = unique.map(url)
        func row(_ index: Int) -> [String] {
            let record = unique[index]
            return [String(index), quoted(record.id), quoted(record.kind), quoted(record.guide), quoted(record.language.tag),
                    quoted(record.title), array(record.sectionPath), quoted(urls[index]), String(record.line),
                    quoted(record.symptom), quoted(record.cause), quoted(record.fix), array(record.apis),
                    quoted(record.body), quoted(record.chapter)]
        }
        let recordKeys = reuse == nil ? [] : unique.indices.parallelMap { index -> String in
            let record = unique[index]
            var hasher = ContentHasher()
            for field in [record.id, record.kind, record.guide, record.language.tag, record.title, urls[index], record.symptom,
                          record.cause, record.fix, record.body, record.chapter, String(record.line),
                          String(record.sectionPath.count)] + record.sectionPath + [String(record.apis.count)] + record.apis {
                hasher.combine(field)
            }
            return hasher.finalize()
        }
        for chunk in chunks.keys.sorted() {
            let groups = chunks[chunk]!.sorted()
            let indices = groups.flatMap { members[$0]! }
            let guideIDs = Set(indices.map { unique[$0].guide }).sorted(by: scalarOrder)
            var hasher = ContentHasher()
            if reuse != nil {
                hasher.combine("fragment \(chunk)")
                for group in groups {
                    hasher.combine("group \(group) " + keys[group])
                    for index in members[group]! { hasher.combine("\(index) " + recordKeys[index]) }
                }
                for id in guideIDs {
                    hasher.combine(id)
                    for (language, title) in titles[id] ?? [] { hasher.combine(language); hasher.combine(title) }
                }
            }
            pending.append((SearchIndexShards.name("g", chunk), hasher.finalize(), {
                let groupJSON = groups.map { group -> String in
                    let rows = members[group]!.map { "[" + row($0).joined(separator: ",") + "]" }
                    return "[\(group - chunk * per), " + quoted(keys[group]) + ", [\n" + rows.joined(separator: ",\n") + "\n]]"
                }
                let guideJSON = guideIDs.map { id in
                    quoted(id) + ": {" + (titles[id] ?? []).map { quoted($0.0) + ": " + quoted($0.1) }.joined(separator: ", ") + "}"
                }.joined(separator: ", ")
                return "{\"start\": \(chunk * per),\n\"groups\": [\n" + groupJSON.joined(separator: ",\n") + "\n],\n\"guides\": {"
                    + guideJSON + "}}"
            }))
        }

        // The manifest: what every query needs, and what tells which shards exist. The whole fold
        // table is in it (25 KB deflated): every query's tokens depend on the fold of its Han
        // characters, so folds kept in shards cost a query a round trip before its term shards.
        foldsReady.wait()
        let foldText = folds.withLock { $0 }
        var manifest = "{\n\"version\": \(formatVersion),\n"
        manifest += "\"columns\": [\"title\", \"symptom\", \"cause\", \"fix\", \"apis\", \"body\", \"grams\"],\n"
        manifest += "\"weights\": [" + SearchIndex.fields.map { number($0.weight) }.joined(separator: ", ") + "],\n"
        manifest += "\"recordFields\": [" + recordFields.map(quoted).joined(separator: ", ") + "],\n"
        manifest += "\"records\": \(unique.count),\n\"totalLength\": \(lengths.reduce(0, +)),\n\"groups\": \(keys.count),\n"
        manifest += "\"termShards\": \(shardCount),\n\"factShardSize\": \(size),\n\"groupsPerFragment\": \(per),\n"
        manifest += "\"languages\": " + array(languages) + ",\n"
        manifest += "\"kinds\": " + array(kinds) + ",\n"
        manifest += "\"vocabularyLengths\": [" + vocabulary.keys.sorted().map(String.init).joined(separator: ", ") + "],\n"
        manifest += "\"fold\": " + quoted(foldText) + ",\n"
        manifest += "\"glossary\": [\n" + concepts.map(conceptJSON).joined(separator: ",\n") + "\n],\n"
        manifest += "\"lexicon\": [\n" + lexicon.map { entryJSON(key: $0.key, translations: $0.value) }.joined(separator: ",\n") + "\n]\n}"
        add("manifest", manifest)

        return try pending.parallelMap { item -> Result<File, Error> in
            let path = SearchIndexShards.folder + item.name + ".js"
            if let reuse, reuse(path, item.key) { return .success(File(path: path, bytes: [], kept: true)) }
            let file = File(path: path, bytes: SearchIndexShards.file(item.name, json: item.json()))
            guard let deliver else { return .success(file) }
            return Result { try deliver(file); return File(path: path, bytes: []) }
        }.map { try $0.get() }.sorted { scalarOrder($0.path, $1.path) }
    }

    // MARK: - Parts

    /// A term as a dictionary key hashed and compared by its UTF-8 bytes. Terms are NFKC already,
    /// so equal bytes and equal strings are the same thing; `String` keys would normalise CJK text
    /// again on every hash and every unequal comparison (see ``RecordTermCounts`` for the figure).
    package struct Term: Hashable, Sendable {
        let text: String
        init(_ text: String) { self.text = text }

        package func hash(into hasher: inout Hasher) {
            if text.utf8.withContiguousStorageIfAvailable({ hasher.combine(bytes: UnsafeRawBufferPointer($0)) }) == nil {
                Array(text.utf8).withUnsafeBytes { hasher.combine(bytes: $0) }
            }
        }

        package static func == (a: Term, b: Term) -> Bool { a.text.utf8.elementsEqual(b.text.utf8) }
    }

    /// The distinct terms of one record's columns (space-separated tokens, one string per FTS5
    /// column), each with its column suffix: the column letters it occurs in, each followed by its
    /// count there when above one (`T2B`); and the record's number of tokens.
    package static func termSuffixes(_ columns: [String]) -> SearchPostings.RecordTerms {
        let found = RecordTermCounts(columns, columnCount: columnCodes.count)
        let terms = found.terms.enumerated().map { position, text -> (Term, String) in
            var suffix = ""
            for column in columnCodes.indices {
                let count = found.counts[position * columnCodes.count + column]
                guard count > 0 else { continue }
                suffix.append(columnCodes[column])
                if count > 1 { suffix += String(count) }
            }
            return (Term(text), suffix)
        }
        return (terms, found.length)
    }

    /// A term's postings as the script holds them: each record's index as the distance from the
    /// previous posting's (base 36) followed by its column suffix (`T2B`), postings separated by
    /// commas; and the index of the last one.
    struct Postings: Equatable, Sendable {
        var last = -1
        /// The postings' text as UTF-8 (ASCII: digits, letters, commas).
        var bytes: [UInt8] = []
        /// The number of postings (the term's document frequency).
        var count = 0

        var text: String { String(decoding: bytes, as: UTF8.self) }

        /// Appends the posting of record `index` with its column `suffix`.
        mutating func append(_ index: Int, _ suffix: String) {
            count += 1
            if last >= 0 { bytes.append(0x2C) }
            // The distance in base 36, lower-case, as `String(_:radix:)` writes it.
            var distance = last < 0 ? index : index - last
            var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            var count = 0
            withUnsafeMutableBytes(of: &digits) { out in
                repeat {
                    let digit = UInt8(distance % 36)
                    out[count] = digit < 10 ? 0x30 + digit : 0x57 + digit
                    count += 1
                    distance /= 36
                } while distance > 0
                for i in stride(from: count - 1, through: 0, by: -1) { bytes.append(out[i]) }
            }
            bytes.append(contentsOf: suffix.utf8)
            last = index
        }
    }

    /// The title of each guide in each language: guide id → [(language tag, title)], tags sorted.
    static func guideTitleTable(_ kb: KnowledgeBase) -> [String: [(String, String)]] {
        Dictionary(kb.guides.map { guide in
            (guide.id, guide.documents.sorted { $0.language.tag < $1.language.tag }.map { ($0.language.tag, $0.title) })
        }, uniquingKeysWith: { $1 })
    }

    /// The glossary's concepts as search uses them: id, each term (language, text, matching form)
    /// with an empty form left out, related concept ids.
    static func glossaryTerms(_ glossary: Glossary?, normalizer: TextNormalizer) -> [(id: String, terms: [Glossary.Term], related: [String])] {
        (glossary?.concepts ?? []).map { concept in
            let terms = concept.languages.flatMap { language in
                concept.terms(in: language).map { Glossary.Term(text: $0, language: language, key: Glossary.matchingForm(normalizer.normalize($0))) }
            }
            return (concept.id, terms.filter { !$0.key.isEmpty }, concept.related)
        }
    }

    /// A term as the manifest holds it: `["zh-Hans","循环引用","循环引用"]` (language, text, matching form).
    static func termJSON(_ term: Glossary.Term) -> String {
        "[" + [quoted(term.language.tag), quoted(term.text), quoted(term.key)].joined(separator: ",") + "]"
    }

    /// A glossary concept in the manifest: `[id, [term, …], [related id, …]?]`.
    static func conceptJSON(_ concept: (id: String, terms: [Glossary.Term], related: [String])) -> String {
        "[" + quoted(concept.id) + ",[" + concept.terms.map(termJSON).joined(separator: ",") + "]"
            + (concept.related.isEmpty ? "" : "," + array(concept.related)) + "]"
    }

    /// A lexicon entry in the manifest: `[key, [translation, …]]`.
    static func entryJSON(key: String, translations: [Glossary.Term]) -> String {
        "[" + quoted(key) + ", [" + translations.map(termJSON).joined(separator: ",") + "]]"
    }

    /// Every Han character whose fold differs, followed by its fold, in code point order
    /// (`"乾干亂乱…"`); about 4,300 pairs.
    public static func foldPairs(_ folding: HanFolding) -> String {
        var all = String.UnicodeScalarView()
        for range in foldRanges {
            for value in range { if let scalar = Unicode.Scalar(value) { all.append(scalar) } }
        }
        let table = folding.table(for: String(all))
        return table.keys.sorted(by: scalarOrder).map { $0 + table[$0]! }.joined()
    }

    // MARK: - JSON

    /// Orders strings by their Unicode scalars (the order JavaScript sees for BMP text).
    static func scalarOrder(_ a: String, _ b: String) -> Bool {
        // UTF-8 byte order is code point order, and much cheaper to compare.
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    /// A JSON string literal; escapes quotes, backslashes, controls and the JavaScript line separators.
    static func quoted(_ text: String) -> String {
        // Most strings need no escape: copied as they are (the bytes E2 80 A8/A9 are U+2028/9).
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xE2 }) {
            return "\"" + text + "\""
        }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func array(_ items: [String]) -> String { "[" + items.map(quoted).joined(separator: ",") + "]" }

    /// A weight as the shortest JSON number (`10`, `0.2`).
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

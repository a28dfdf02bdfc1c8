import Foundation
import BridgeKBModel
import BridgeKBText
import BridgeKBStore
import BridgeKBModel
import BridgeKBText
import BridgeKBStore

/// Writes the site's client-side search index, `assets/search-index.js`: one script assigning
/// `window.BRIDGEKB_INDEX`, read by `Templates/assets/search.js` (format in docs/site-search.md).
///
/// The index carries what the browser cannot recompute the way the CLI does: the records' display
/// fields and texts (for excerpts), every indexed term with its postings per FTS5 column (exactly
/// the terms ``SearchIndex`` gives SQLite), the Han fold table and the glossary in matching form.
/// The output is deterministic — records in input order, terms in scalar order, no dates — so a
/// rebuild of unchanged content is byte-for-byte identical.
public enum SearchIndexEmitter {
    // MARK: - Format

    /// The version of the index format; search.js refuses other versions.
    public static let formatVersion = 2

    /// The FTS5 columns of ``SearchIndex`` in order, with the one-letter codes used in postings.
    static let columnCodes: [Character] = ["T", "S", "C", "F", "A", "B", "G"]

    /// The order of a record's array in the index.
    static let recordFields = ["id", "groupKey", "kind", "guide", "language", "title", "sectionPath", "url", "line",
                               "length", "symptom", "cause", "fix", "apis", "body", "chapter"]

    /// The Han ranges whose folds are emitted (those ``HanFolding/isHan(_:)`` accepts), so that the
    /// browser folds any query exactly as the CLI does, not only characters found in the content.
    static let foldRanges: [ClosedRange<UInt32>] = [0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF]

    // MARK: - Emitting

    /// The script `window.BRIDGEKB_INDEX = {...};` for `records` (as ``SearchRecords/make(_:)``
    /// gives them), tokenized with `tokenizer`, with the glossary's concepts for query expansion
    /// and each record's link from `url` (relative to the site root).
    /// `tokens`, when given, are the records' ``SearchTokens`` (as kb.sqlite's index got them).
    public static func script(for kb: KnowledgeBase, records: [SearchRecord], tokenizer: Tokenizer,
                              glossary: Glossary?, url: (SearchRecord) -> String, tokens: SearchTokens? = nil) throws -> String {
        String(decoding: try scriptBytes(for: kb, records: records, tokenizer: tokenizer, glossary: glossary, url: url, tokens: tokens),
               as: UTF8.self)
    }

    /// ``script(for:records:tokenizer:glossary:url:tokens:)`` as its UTF-8 bytes, for writing out
    /// without the second copy of the whole script a `String` would be (76 MB at 1,000 guides), and
    /// without bidirectional controls (``BidiControls``), as from the pages. `foldTable` gives the
    /// Han fold table (``foldPairs(_:)`` by default; a caller may keep it in a cache).
    public static func scriptBytes(for kb: KnowledgeBase, records: [SearchRecord], tokenizer: Tokenizer,
                                   glossary: Glossary?, url: (SearchRecord) -> String, tokens: SearchTokens? = nil,
                                   foldTable: (@Sendable () -> String)? = nil) throws -> [UInt8] {
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
        let counted = origin.parallelMap { termSuffixes(tokens.columns[$0]) }
        var postings: [Term: Postings] = [:]
        for (index, record) in counted.enumerated() {
            for (term, suffix) in record.terms { postings[term, default: Postings()].append(index, suffix) }
        }
        let lengths = counted.map(\.length)

        var out: [UInt8] = []
        func add(_ text: String) { out.append(contentsOf: text.utf8) }
        add("/* bridgekb search index, generated by SearchIndexEmitter: do not edit (docs/site-search.md). */\n")
        add("window.BRIDGEKB_INDEX = {\n")
        add("\"version\": \(formatVersion),\n")
        add("\"columns\": [\"title\", \"symptom\", \"cause\", \"fix\", \"apis\", \"body\", \"grams\"],\n")
        add("\"weights\": [" + SearchIndex.fields.map { number($0.weight) }.joined(separator: ", ") + "],\n")
        add("\"recordFields\": [" + recordFields.map(quoted).joined(separator: ", ") + "],\n")
        add("\"guides\": " + guideTitles(kb) + ",\n")
        add("\"records\": [\n")
        let rows = unique.indices.parallelMap { index in
            let record = unique[index]
            return "[" + [quoted(record.id), quoted(record.groupKey), quoted(record.kind), quoted(record.guide),
                          quoted(record.language.tag), quoted(record.title), array(record.sectionPath), quoted(url(record)),
                          String(record.line), String(lengths[index]), quoted(record.symptom), quoted(record.cause),
                          quoted(record.fix), array(record.apis), quoted(record.body), quoted(record.chapter)].joined(separator: ",") + "]"
        }
        for (index, row) in rows.enumerated() { add(index > 0 ? ",\n" + row : row) }
        add("\n],\n")
        add("\"terms\": {\n")
        for (index, (term, posting)) in postings.sorted(by: { scalarOrder($0.key.text, $1.key.text) }).enumerated() {
            // Postings are base-36 digits, column letters and commas: nothing to escape.
            add((index > 0 ? ",\n" : "") + quoted(term.text) + ":\"" + posting.text + "\"")
        }
        add("\n},\n")
        add("\"glossary\": [\n" + glossaryConcepts(glossary, normalizer: tokenizer.normalizer).joined(separator: ",\n") + "\n],\n")
        add("\"lexicon\": {\n" + lexiconTerms(kb.lexicon).joined(separator: ",\n") + "\n},\n")
        foldsReady.wait()
        add("\"fold\": " + quoted(folds.withLock { $0 }) + "\n")
        add("};\n")
        return BidiControls.strip(out)
    }

    // MARK: - Parts

    /// A term as a dictionary key hashed and compared by its UTF-8 bytes. Terms are NFKC already,
    /// so equal bytes and equal strings are the same thing; `String` keys would normalise CJK text
    /// again on every hash and every unequal comparison (see ``RecordTermCounts`` for the figure).
    struct Term: Hashable {
        let text: String
        init(_ text: String) { self.text = text }

        func hash(into hasher: inout Hasher) {
            if text.utf8.withContiguousStorageIfAvailable({ hasher.combine(bytes: UnsafeRawBufferPointer($0)) }) == nil {
                Array(text.utf8).withUnsafeBytes { hasher.combine(bytes: $0) }
            }
        }

        static func == (a: Term, b: Term) -> Bool { a.text.utf8.elementsEqual(b.text.utf8) }
    }

    /// The distinct terms of one record's columns (space-separated tokens, one string per FTS5
    /// column), each with its column suffix: the column letters it occurs in, each followed by its
    /// count there when above one (`T2B`); and the record's number of tokens.
    static func termSuffixes(_ columns: [String]) -> (terms: [(Term, String)], length: Int) {
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
    struct Postings {
        var last = -1
        var text = ""

        /// Appends the posting of record `index` with its column `suffix`.
        mutating func append(_ index: Int, _ suffix: String) {
            if last >= 0 { text += "," }
            text += String(last < 0 ? index : index - last, radix: 36) + suffix
            last = index
        }
    }

    /// The tokens of each FTS5 column of ``SearchIndex``: words, parts and bigrams of title,
    /// symptom, cause, fix, apis (space-joined) and body, then the unigrams of them all.
    static func tokenColumns(of record: SearchRecord, tokenizer: Tokenizer) -> [[String]] {
        SearchTokens.columns(of: record, tokenizer: tokenizer)
    }

    /// `{"guide": {"lang": "title", …}, …}`: the title of each guide in each language.
    static func guideTitles(_ kb: KnowledgeBase) -> String {
        let guides = kb.guides.sorted { $0.id < $1.id }.map { guide -> String in
            let titles = guide.documents.sorted { $0.language.tag < $1.language.tag }
                .map { quoted($0.language.tag) + ": " + quoted($0.title) }
            return quoted(guide.id) + ": {" + titles.joined(separator: ", ") + "}"
        }
        return "{" + guides.joined(separator: ", ") + "}"
    }

    /// Each concept as `["id", [["lang", "term", "matching form"], …]]`, terms in the order
    /// ``Glossary`` matches and expands them (languages by tag, then as listed, `zh-Hant` included);
    /// empty forms left out. A concept with ``GlossaryConcept/related`` ids has them as a third
    /// element, `["id", […], ["related-id", …]]`, for the `related` stage.
    static func glossaryConcepts(_ glossary: Glossary?, normalizer: TextNormalizer) -> [String] {
        guard let glossary else { return [] }
        return glossary.concepts.map { concept in
            var terms: [String] = []
            for language in concept.languages {
                for text in concept.terms(in: language) {
                    let key = Glossary.matchingForm(normalizer.normalize(text))
                    guard !key.isEmpty else { continue }
                    terms.append("[" + [quoted(language.tag), quoted(text), quoted(key)].joined(separator: ",") + "]")
                }
            }
            let related = concept.related.isEmpty ? "" : "," + array(concept.related)
            return "[" + quoted(concept.id) + ",[" + terms.joined(separator: ",") + "]" + related + "]"
        }
    }

    /// The mined lexicon as search expands through it (``LexiconTable``): each term's matching form
    /// → `[["lang", "translation", "its matching form"], …]`, strongest first; keys in code point order.
    static func lexiconTerms(_ lexicon: Lexicon) -> [String] {
        let table = LexiconTable.make(lexicon)
        return table.keys.sorted(by: scalarOrder).map { key in
            let translations = table[key]!.map { "[" + [quoted($0.language.tag), quoted($0.text), quoted($0.key)].joined(separator: ",") + "]" }
            return quoted(key) + ": [" + translations.joined(separator: ",") + "]"
        }
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

import Foundation
import BridgeKBModel

/// Every term of the site's search index with its postings, in scalar order, and each record's
/// number of tokens: what the term shards, the spelling vocabulary, the facts and the manifest are
/// made of (``SearchIndexEmitter``).
///
/// Made from each record's terms (``init(records:)``), or from the table of other records by
/// replacing the terms of some of them (``replacing(_:)``): the same table as making it from every
/// record again, for the work of the terms those records hold. A record's terms are
/// ``SearchIndexEmitter/termSuffixes(_:)`` of its token columns.
package struct SearchPostings: Equatable, Sendable {
    /// The terms, in scalar (UTF-8 byte) order.
    package private(set) var terms: [String] = []
    /// Each term's postings, in the order of ``terms``.
    private(set) var postings: [SearchIndexEmitter.Postings] = []
    /// Each record's number of tokens.
    package private(set) var lengths: [Int] = []
    /// The postings' bytes in all: the number of term shards follows it.
    private(set) var bytes = 0

    /// One record's terms with their column suffixes, and its number of tokens.
    package typealias RecordTerms = (terms: [(SearchIndexEmitter.Term, String)], length: Int)

    /// The table of `records` (record `i` is `records[i]`).
    package init(records: [RecordTerms]) {
        var lists = Lists()
        for (index, record) in records.enumerated() { lists.add(index, record) }
        self = lists.table
    }

    /// The table of the records with these token columns (``SearchIndexEmitter/termSuffixes(_:)`` of
    /// each): the same as ``init(records:)`` of every record's terms, made `run` records at a time
    /// (their terms found on every core, then added): at 1,000 guides every record's terms at once
    /// were 8.6 million (term, suffix) pairs, about 280 MB held while the table was made.
    package init(columns: [[String]], run: Int = 4_096) {
        var lists = Lists()
        for start in stride(from: 0, to: columns.count, by: max(1, run)) {
            let terms = columns[start..<min(columns.count, start + max(1, run))].parallelMap(SearchIndexEmitter.termSuffixes)
            for (offset, record) in terms.enumerated() { lists.add(start + offset, record) }
        }
        self = lists.table
    }

    /// Each term's postings as records are added in order. Terms are numbered as first met, their
    /// postings in an array: one hash lookup per posting, and each posting appended in place.
    private struct Lists {
        var numbers: [SearchIndexEmitter.Term: Int] = [:]
        var lists: [SearchIndexEmitter.Postings] = []
        var lengths: [Int] = []

        mutating func add(_ index: Int, _ record: RecordTerms) {
            for (term, suffix) in record.terms {
                let number: Int
                if let known = numbers[term] { number = known } else {
                    number = lists.count
                    numbers[term] = number
                    lists.append(SearchIndexEmitter.Postings())
                }
                lists[number].append(index, suffix)
            }
            lengths.append(record.length)
        }

        /// The terms in scalar order with their postings.
        var table: SearchPostings {
            let order = numbers.sorted { SearchIndexEmitter.scalarOrder($0.key.text, $1.key.text) }
            return SearchPostings(terms: order.map(\.key.text), postings: order.map { lists[$0.value] }, lengths: lengths)
        }
    }

    private init(terms: [String], postings: [SearchIndexEmitter.Postings], lengths: [Int]) {
        self.terms = terms
        self.postings = postings
        self.lengths = lengths
        bytes = postings.reduce(0) { $0 + $1.bytes.count }
    }

    /// Each term with its postings, in term order.
    var members: Zip2Sequence<[String], [SearchIndexEmitter.Postings]> { zip(terms, postings) }

    /// The table with the records at the keys of `changed` (each below ``lengths``' count) holding
    /// the given terms instead. Only the postings of terms one of them held or holds are made again:
    /// a term's list is read up to the last changed record, then left as it is when it held none.
    package func replacing(_ changed: [Int: RecordTerms]) -> SearchPostings {
        guard let last = changed.keys.max() else { return self }
        // Which records changed, as a flag per record: asked once per posting read.
        var indices = [Bool](repeating: false, count: max(lengths.count, last + 1))
        for index in changed.keys { indices[index] = true }
        var added: [SearchIndexEmitter.Term: [(index: Int, suffix: String)]] = [:]
        for index in changed.keys.sorted() {
            for (term, suffix) in changed[index]!.terms { added[term, default: []].append((index, suffix)) }
        }
        let newTerms = added.keys.filter { index(of: $0.text) == nil }.map(\.text).sorted(by: SearchIndexEmitter.scalarOrder)
        var lengths = self.lengths
        for (index, record) in changed { lengths[index] = record.length }

        var outTerms: [String] = []
        var outPostings: [SearchIndexEmitter.Postings] = []
        outTerms.reserveCapacity(terms.count + newTerms.count)
        outPostings.reserveCapacity(terms.count + newTerms.count)
        func emit(_ term: String, _ entries: [(index: Int, suffix: String)]) {
            guard !entries.isEmpty else { return }
            var list = SearchIndexEmitter.Postings()
            for entry in entries { list.append(entry.index, entry.suffix) }
            outTerms.append(term)
            outPostings.append(list)
        }
        var next = 0
        for (position, term) in terms.enumerated() {
            while next < newTerms.count, SearchIndexEmitter.scalarOrder(newTerms[next], term) {
                emit(newTerms[next], added[SearchIndexEmitter.Term(newTerms[next])]!)
                next += 1
            }
            let list = postings[position]
            let fresh = added[SearchIndexEmitter.Term(term)]
            guard fresh != nil || list.holdsAny(of: indices, upTo: last) else {
                outTerms.append(term)
                outPostings.append(list)
                continue
            }
            var entries = list.entries().filter { !indices[$0.index] }
            if let fresh {
                entries += fresh
                entries.sort { $0.index < $1.index }
            }
            emit(term, entries)
        }
        for term in newTerms[next...] { emit(term, added[SearchIndexEmitter.Term(term)]!) }
        return SearchPostings(terms: outTerms, postings: outPostings, lengths: lengths)
    }

    /// The position of `term` in ``terms`` (binary search in scalar order).
    private func index(of term: String) -> Int? {
        var low = 0, high = terms.count
        while low < high {
            let middle = (low + high) / 2
            if SearchIndexEmitter.scalarOrder(terms[middle], term) { low = middle + 1 } else { high = middle }
        }
        return low < terms.count && terms[low].utf8.elementsEqual(term.utf8) ? low : nil
    }

    // MARK: - Bytes

    /// The table as bytes (``init(encoded:)`` reads them back): counts and lengths as 32-bit
    /// little-endian numbers, each term and its postings' text length-prefixed.
    package func encoded() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes + terms.count * 24 + lengths.count * 4 + 16)
        func number(_ value: Int) { withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian) { out += $0 } }
        number(lengths.count)
        lengths.forEach(number)
        number(terms.count)
        for (term, list) in members {
            number(term.utf8.count); out += term.utf8
            number(list.bytes.count); out += list.bytes
            number(list.count); number(list.last)
        }
        return out
    }

    /// The table ``encoded()`` wrote; nil for bytes it did not write.
    package init?(encoded bytes: [UInt8]) {
        var offset = 0
        func number() -> Int? {
            guard offset + 4 <= bytes.count else { return nil }
            defer { offset += 4 }
            return bytes.withUnsafeBytes { Int(UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self))) }
        }
        func slice() -> ArraySlice<UInt8>? {
            guard let count = number(), offset + count <= bytes.count else { return nil }
            defer { offset += count }
            return bytes[offset..<(offset + count)]
        }
        guard let recordCount = number(), recordCount <= bytes.count / 4 else { return nil }
        var lengths: [Int] = []
        lengths.reserveCapacity(recordCount)
        for _ in 0..<recordCount {
            guard let length = number() else { return nil }
            lengths.append(length)
        }
        guard let termCount = number(), termCount <= bytes.count / 16 else { return nil }
        var terms: [String] = []
        var postings: [SearchIndexEmitter.Postings] = []
        terms.reserveCapacity(termCount)
        postings.reserveCapacity(termCount)
        for _ in 0..<termCount {
            guard let term = slice(), let text = slice(), let count = number(), let last = number() else { return nil }
            terms.append(String(decoding: term, as: UTF8.self))
            postings.append(SearchIndexEmitter.Postings(last: last, bytes: Array(text), count: count))
        }
        guard offset == bytes.count else { return nil }
        self.init(terms: terms, postings: postings, lengths: lengths)
    }
}

extension SearchIndexEmitter.Postings {
    /// The postings as (record index, column suffix), in record order.
    func entries() -> [(index: Int, suffix: String)] {
        var entries: [(index: Int, suffix: String)] = []
        entries.reserveCapacity(count)
        forEach { index, suffix in
            entries.append((index, String(decoding: suffix, as: UTF8.self)))
            return true
        }
        return entries
    }

    /// Whether a posting is of a record flagged in `indices` (none above `last`): read only up to `last`.
    func holdsAny(of indices: [Bool], upTo last: Int) -> Bool {
        var found = false
        forEach { index, _ in
            guard index <= last else { return false }
            if indices[index] { found = true; return false }
            return true
        }
        return found
    }

    /// Calls `body` with each posting's record index and suffix bytes, in order, while it returns true.
    /// A posting is a base-36 distance (digits and lower-case letters) then its column suffix
    /// (an upper-case column letter first).
    private func forEach(_ body: (Int, ArraySlice<UInt8>) -> Bool) {
        var index = -1
        var position = 0
        let bytes = self.bytes
        while position < bytes.count {
            var distance = 0
            while position < bytes.count, bytes[position] != 0x2C, !(0x41...0x5A).contains(bytes[position]) {
                let byte = bytes[position]
                distance = distance * 36 + Int(byte >= 0x61 ? byte - 0x57 : byte - 0x30)
                position += 1
            }
            index = index < 0 ? distance : index + distance
            let start = position
            while position < bytes.count, bytes[position] != 0x2C { position += 1 }
            guard body(index, bytes[start..<position]) else { return }
            position += 1
        }
    }
}

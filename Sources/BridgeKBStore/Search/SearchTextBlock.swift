import CSQLite
import BridgeKBModel

/// How the display texts of search records — id, title, symptom, cause, fix, APIs, body and section
/// path, which only the results shown need — are stored in kb.sqlite (format 5): the fields of up
/// to ``capacity`` consecutive records one after another, deflated into one row of `search_texts`.
/// Records of one guide follow each other, so a block compresses to about a third. Each record
/// keeps the range of its fields in the inflated block, so reading it inflates the block only up
/// to the record's end.
enum SearchTextBlock {
    /// Records per block: on the 200-guide bench corpus blocks of 16 keep 36 % of the texts' bytes
    /// on disk (with the pages' slack), blocks of 32 keep 31 %; a search inflates about 20 of them,
    /// each on average half way (about 8 KB).
    static let capacity = 32
    /// The number of fields stored for each record.
    static let fieldCount = 8

    /// A record's stored fields: id, title, symptom, cause, fix, APIs, body and section path (newline-joined).
    static func fields(of record: SearchRecord) -> [String] {
        [record.id, record.title, record.symptom, record.cause, record.fix, record.apis.joined(separator: "\n"),
         record.body, record.sectionPath.joined(separator: "\n")]
    }

    /// The record made of stored fields and the facts kept beside them.
    static func record(_ fields: [String], kind: String, guide: String, language: String, line: Int,
                       groupKey: String, chapter: String, minimumOS: Int?) -> SearchRecord {
        SearchRecord(id: fields[0], kind: kind, guide: guide, language: Language(language), title: fields[1],
                     symptom: fields[2], cause: fields[3], fix: fields[4],
                     apis: fields[5].split(separator: "\n").map(String.init), body: fields[6],
                     sectionPath: fields[7].split(separator: "\n").map(String.init), line: line,
                     groupKey: groupKey, chapter: chapter, minimumOS: minimumOS)
    }

    // MARK: - Bytes: per field, its UTF-8 length (LEB128), then its UTF-8

    /// The fields of `records`, one record after another, and the range of each record's fields.
    static func encode(_ records: [SearchRecord]) -> (bytes: [UInt8], ranges: [Range<Int>]) {
        var bytes: [UInt8] = []
        var ranges: [Range<Int>] = []
        for record in records {
            let start = bytes.count
            for field in fields(of: record) {
                var length = field.utf8.count
                repeat {
                    bytes.append(UInt8(length & 0x7F) | (length > 0x7F ? 0x80 : 0))
                    length >>= 7
                } while length > 0
                bytes.append(contentsOf: field.utf8)
            }
            ranges.append(start..<bytes.count)
        }
        return (bytes, ranges)
    }

    /// The fields stored in `bytes[range]`, nil unless the range holds exactly ``fieldCount`` of them.
    static func decode(_ bytes: [UInt8], _ range: Range<Int>) -> [String]? {
        guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return nil }
        var fields: [String] = []
        fields.reserveCapacity(fieldCount)
        var offset = range.lowerBound
        for _ in 0..<fieldCount {
            var length = 0, shift = 0
            while true {
                guard offset < range.upperBound, shift < 63 else { return nil }
                let byte = bytes[offset]
                offset += 1
                length |= Int(byte & 0x7F) << shift
                shift += 7
                if byte & 0x80 == 0 { break }
            }
            guard length <= range.upperBound - offset else { return nil }
            fields.append(String(decoding: bytes[offset..<(offset + length)], as: UTF8.self))
            offset += length
        }
        return offset == range.upperBound ? fields : nil
    }

    /// A block that does not inflate or decode: a damaged database (the CLI then indexes in memory).
    static let damaged = SQLiteError(code: SQLITE_CORRUPT, message: "a block of search_texts is damaged")
}

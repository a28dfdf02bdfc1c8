import Foundation
import BridgeKBModel

/// What a build made of one page besides its bytes: the page's memo key (what its bytes are a
/// function of), the problems found rendering it and its validation. The next build into the same,
/// untouched output folder keeps the page's file when its key is the same, and takes these instead
/// of reading the page back and checking it again.
public struct PageRecord: Sendable {
    public var key: String
    var page: CachedPage

    init(key: String, page: CachedPage) {
        self.key = key
        self.page = CachedPage(html: Data(), diagnostics: page.diagnostics, validation: page.validation)
    }

    static let magic = Array("bridgekb-page-records 1\n".utf8)

    /// Every record, in one block of bytes: a magic line, then per page its path, key and the cached
    /// page's encoding without HTML, each length-prefixed; nil when a record does not encode.
    public static func encode(_ records: [String: PageRecord]) -> Data? {
        var data = Data(magic)
        func number(_ value: Int) { data.append(contentsOf: String(value).utf8); data.append(0x0A) }
        func field(_ bytes: Data) { number(bytes.count); data.append(bytes) }
        for path in records.keys.sorted() {
            let record = records[path]!
            guard let page = record.page.encoded() else { return nil }
            field(Data(path.utf8)); field(Data(record.key.utf8)); field(page)
        }
        return data
    }

    /// The records ``encode(_:)`` made, or nil when `data` is not such a block.
    public static func decode(_ data: Data) -> [String: PageRecord]? {
        guard data.starts(with: magic) else { return nil }
        var records: [String: PageRecord] = [:]
        var position = data.startIndex + magic.count
        func number() -> Int? {
            var value = 0, digits = 0
            while position < data.endIndex, data[position] != 0x0A {
                let digit = Int(data[position]) - 0x30
                guard (0..<10).contains(digit), digits < 18 else { return nil }
                value = value * 10 + digit; digits += 1; position += 1
            }
            guard digits > 0, position < data.endIndex else { return nil }
            position += 1
            return value
        }
        func field() -> Data? {
            guard let count = number(), count <= data.endIndex - position else { return nil }
            defer { position += count }
            return data.subdata(in: position..<(position + count))
        }
        while position < data.endIndex {
            guard let path = field(), let key = field(), let bytes = field(), let page = CachedPage(bytes), page.html.isEmpty else { return nil }
            records[String(decoding: path, as: UTF8.self)] = PageRecord(key: String(decoding: key, as: UTF8.self), page: page)
        }
        return records
    }
}

import Foundation
import BridgeKBModel

/// What a build made of one page besides its bytes: the page's memo key (what its bytes are a
/// function of), the problems found rendering it, its validation and what the link check found on
/// it. The next build into the same, untouched output folder keeps the page's file when its key is
/// the same, and takes these instead of reading the page back and checking it again.
public struct PageRecord: Sendable {
    public var key: String
    var page: CachedPage
    /// What the link check found on the page (its broken links, link counts, and such of its targets
    /// as its builder keeps).
    public var links: LinkReport.PageCheck?
    /// The batch of pages the record belongs to (``PageBatch``: the batch's own record too), or nil;
    /// the records are kept by batch. Not encoded.
    public var batch: String?

    /// The page's validation.
    public var validation: HTMLValidation? { page.validation }

    init(key: String, page: CachedPage) {
        self.key = key
        self.page = CachedPage(html: Data(), diagnostics: page.diagnostics, validation: page.validation)
    }

    /// The record of a file that is not a page (a file of the search index): its key only, no
    /// findings, no validation.
    public init(fileKey key: String) {
        self.key = key
        self.page = CachedPage(html: Data(), diagnostics: [])
    }

    /// Whether `other` encodes as this record does (``encode(_:)``: the same key, findings, validation
    /// and link check), so that a block of records equal to the last build's need not be made again.
    public func encodesLike(_ other: PageRecord) -> Bool {
        guard key == other.key, page.diagnostics == other.page.diagnostics, page.validation == other.page.validation else { return false }
        guard let links, let others = other.links else { return links == nil && other.links == nil }
        return links.diagnostics == others.diagnostics && links.internalLinks == others.internalLinks
            && links.externalLinks == others.externalLinks && links.targets == others.targets
    }

    static let magic = Array("bridgekb-page-records 4\n".utf8)

    /// Every record, in one block of bytes: a magic line, a table of every string the records hold
    /// (paths, keys, ids, the parts of links and findings as JSON, most of them shared by thousands of
    /// pages), then per page the numbers of its strings and its links' lines, and its link check's
    /// findings and counts; numbers as LEB128. Nil when a record does not encode.
    public static func encode(_ records: [String: PageRecord]) -> Data? {
        var table: [String: Int] = [:], strings: [String] = []
        var body: [UInt8] = []
        func string(_ text: String) {
            if let number = table[text] { return varint(number, to: &body) }
            table[text] = strings.count
            varint(strings.count, to: &body)
            strings.append(text)
        }
        // Findings as JSON, in the string table too: most pages share theirs (the site's own scripts).
        var diagnosticsJSON: [[Diagnostic]: String] = [:], scriptsJSON: [[ScriptFinding]: String] = [:]
        func json<T: Encodable & Hashable>(_ values: [T], _ made: inout [[T]: String]) -> Bool {
            guard !values.isEmpty else { varint(0, to: &body); return true }
            if made[values] == nil {
                guard let data = try? JSONEncoder().encode(values) else { return false }
                made[values] = String(decoding: data, as: UTF8.self)
            }
            varint(1, to: &body)
            string(made[values]!)
            return true
        }
        varint(records.count, to: &body)
        for path in records.keys.sorted() {
            let record = records[path]!
            string(path); string(record.key)
            guard json(record.page.diagnostics, &diagnosticsJSON) else { return nil }
            if let links = record.links {
                varint(1, to: &body)
                guard json(links.diagnostics, &diagnosticsJSON) else { return nil }
                varint(links.internalLinks, to: &body); varint(links.externalLinks, to: &body)
                varint(links.targets.count, to: &body)
                links.targets.sorted().forEach(string)
            } else {
                varint(0, to: &body)
            }
            guard let validation = record.page.validation else { varint(0, to: &body); continue }
            varint(1, to: &body)
            guard json(validation.diagnostics, &diagnosticsJSON) else { return nil }
            varint(validation.ids.count, to: &body)
            validation.ids.forEach(string)
            varint(validation.links.count, to: &body)
            for link in validation.links {
                string(link.url); string(link.attribute); string(link.element); varint(link.line, to: &body)
            }
            guard json(validation.scripts, &scriptsJSON) else { return nil }
        }
        var head = magic
        varint(strings.count, to: &head)
        for text in strings { varint(text.utf8.count, to: &head); head.append(contentsOf: text.utf8) }
        return Data(head + body)
    }

    /// The records ``encode(_:)`` made, or nil when `data` is not such a block.
    public static func decode(_ data: Data) -> [String: PageRecord]? {
        data.withUnsafeBytes { raw in
            var reader = Reader(bytes: raw.bindMemory(to: UInt8.self))
            return reader.records()
        }
    }

    static func varint(_ value: Int, to bytes: inout [UInt8]) {
        var value = UInt(value)
        while value >= 0x80 { bytes.append(UInt8(value & 0x7F) | 0x80); value >>= 7 }
        bytes.append(UInt8(value))
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0
        var strings: [String] = []

        mutating func number() -> Int? {
            var value = 0, shift = 0
            while position < bytes.count, shift < 63 {
                let byte = bytes[position]
                position += 1
                value |= Int(byte & 0x7F) << shift
                if byte < 0x80 { return value }
                shift += 7
            }
            return nil
        }

        mutating func string() -> String? {
            guard let number = number(), number < strings.count else { return nil }
            return strings[number]
        }

        /// Decoded findings by their string's number: each distinct JSON is decoded once.
        var decoded: [Int: Any] = [:]

        mutating func json<T: Decodable>() -> [T]? {
            guard let flag = number() else { return nil }
            guard flag == 1 else { return flag == 0 ? [] : nil }
            guard let number = number(), number < strings.count else { return nil }
            if let values = decoded[number] { return values as? [T] }
            guard let values = try? JSONDecoder().decode([T].self, from: Data(strings[number].utf8)) else { return nil }
            decoded[number] = values
            return values
        }

        mutating func records() -> [String: PageRecord]? {
            guard bytes.count >= magic.count, bytes.prefix(magic.count).elementsEqual(magic) else { return nil }
            position = magic.count
            guard let stringCount = number(), stringCount <= bytes.count else { return nil }
            strings.reserveCapacity(stringCount)
            for _ in 0..<stringCount {
                guard let count = number(), count <= bytes.count - position else { return nil }
                strings.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<(position + count)]), as: UTF8.self))
                position += count
            }
            guard let pageCount = number(), pageCount <= bytes.count else { return nil }
            var records: [String: PageRecord] = [:]
            records.reserveCapacity(pageCount)
            for _ in 0..<pageCount {
                guard let path = string(), let key = string(), let diagnostics: [Diagnostic] = json(), let checked = number() else { return nil }
                var links: LinkReport.PageCheck?
                if checked == 1 {
                    guard let found: [Diagnostic] = json(), let internalLinks = number(), let externalLinks = number(),
                          let targetCount = number(), targetCount <= bytes.count else { return nil }
                    var targets = Set<String>()
                    for _ in 0..<targetCount { guard let target = string() else { return nil }; targets.insert(target) }
                    links = LinkReport.PageCheck(identity: key, diagnostics: found, internalLinks: internalLinks, externalLinks: externalLinks,
                                                 targets: targets)
                } else if checked != 0 {
                    return nil
                }
                guard let flag = number() else { return nil }
                var validation: HTMLValidation?
                if flag == 1 {
                    guard let found: [Diagnostic] = json(), let idCount = number(), idCount <= bytes.count else { return nil }
                    var ids: [String] = []
                    ids.reserveCapacity(idCount)
                    for _ in 0..<idCount { guard let id = string() else { return nil }; ids.append(id) }
                    guard let linkCount = number(), linkCount <= bytes.count else { return nil }
                    var links: [PageLink] = []
                    links.reserveCapacity(linkCount)
                    for _ in 0..<linkCount {
                        guard let url = string(), let attribute = string(), let element = string(), let line = number() else { return nil }
                        links.append(PageLink(url: url, attribute: attribute, element: element, line: line))
                    }
                    guard let scripts: [ScriptFinding] = json() else { return nil }
                    validation = HTMLValidation(diagnostics: found, ids: ids, links: links, scripts: scripts)
                } else if flag != 0 {
                    return nil
                }
                var record = PageRecord(key: key, page: CachedPage(html: Data(), diagnostics: diagnostics, validation: validation))
                record.links = links
                records[path] = record
            }
            return position == bytes.count ? records : nil
        }
    }
}

import Foundation
import BridgeKBModel

/// A rendered page as the build cache keeps it: its diagnostics, its validation (anchors, links,
/// scripts) and its HTML as written to the site.
///
/// Stored in a compact form, because a rebuild after one guide changed reads back every page of
/// the other guides: a magic line, then length-prefixed fields (ids and links as plain strings;
/// diagnostics and script findings, which a clean page has none of, as JSON when present), then
/// the HTML bytes. JSON for the whole record took as long to decode as the page takes to render.
struct CachedPage {
    var html: Data
    var diagnostics: [Diagnostic]
    var validation: HTMLValidation?

    init(html: Data, diagnostics: [Diagnostic], validation: HTMLValidation? = nil) {
        self.html = html; self.diagnostics = diagnostics; self.validation = validation
    }

    static let magic = Array("bridgekb-page 2\n".utf8)

    func encoded() -> Data? {
        var writer = Writer()
        writer.bytes.append(contentsOf: CachedPage.magic)
        guard writer.json(diagnostics) else { return nil }
        if let validation {
            writer.number(1)
            guard writer.json(validation.diagnostics) else { return nil }
            writer.number(validation.ids.count)
            validation.ids.forEach { writer.string($0) }
            writer.number(validation.links.count)
            for link in validation.links {
                writer.string(link.url); writer.string(link.attribute); writer.string(link.element); writer.number(link.line)
            }
            guard writer.json(validation.scripts) else { return nil }
        } else {
            writer.number(0)
        }
        var data = Data(writer.bytes)
        data.append(html)
        return data
    }

    init?(_ data: Data) {
        guard let (diagnostics, validation, offset) = data.withUnsafeBytes({ raw -> ([Diagnostic], HTMLValidation?, Int)? in
            var reader = Reader(bytes: raw.bindMemory(to: UInt8.self))
            guard reader.expect(CachedPage.magic), let diagnostics: [Diagnostic] = reader.json(),
                  let hasValidation = reader.number() else { return nil }
            var validation: HTMLValidation?
            if hasValidation == 1 {
                guard let diagnostics: [Diagnostic] = reader.json(), let idCount = reader.number() else { return nil }
                var ids: [String] = []
                ids.reserveCapacity(idCount)
                for _ in 0..<idCount { guard let id = reader.string() else { return nil }; ids.append(id) }
                guard let linkCount = reader.number() else { return nil }
                var links: [PageLink] = []
                links.reserveCapacity(linkCount)
                for _ in 0..<linkCount {
                    guard let url = reader.string(), let attribute = reader.string(), let element = reader.string(),
                          let line = reader.number() else { return nil }
                    links.append(PageLink(url: url, attribute: attribute, element: element, line: line))
                }
                guard let scripts: [ScriptFinding] = reader.json() else { return nil }
                validation = HTMLValidation(diagnostics: diagnostics, ids: ids, links: links, scripts: scripts)
            } else if hasValidation != 0 {
                return nil
            }
            return (diagnostics, validation, reader.position)
        }) else { return nil }
        self.init(html: data.subdata(in: (data.startIndex + offset)..<data.endIndex), diagnostics: diagnostics, validation: validation)
    }

    // MARK: - Encoding

    private struct Writer {
        var bytes: [UInt8] = []

        /// A non-negative number as decimal digits and a newline.
        mutating func number(_ value: Int) { bytes.append(contentsOf: String(value).utf8); bytes.append(0x0A) }

        mutating func string(_ text: String) { number(text.utf8.count); bytes.append(contentsOf: text.utf8) }

        /// An empty array as the length 0, else its JSON, length-prefixed.
        mutating func json<T: Encodable>(_ values: [T]) -> Bool {
            guard !values.isEmpty else { number(0); return true }
            guard let data = try? JSONEncoder().encode(values) else { return false }
            number(data.count); bytes.append(contentsOf: data)
            return true
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        mutating func expect(_ prefix: [UInt8]) -> Bool {
            guard bytes.count >= prefix.count, bytes.prefix(prefix.count).elementsEqual(prefix) else { return false }
            position = prefix.count
            return true
        }

        mutating func number() -> Int? {
            var value = 0, digits = 0
            while position < bytes.count, bytes[position] != 0x0A {
                let digit = Int(bytes[position]) - 0x30
                guard (0..<10).contains(digit), digits < 18 else { return nil }
                value = value * 10 + digit; digits += 1; position += 1
            }
            guard digits > 0, position < bytes.count else { return nil }
            position += 1
            return value
        }

        mutating func string() -> String? {
            guard let count = number(), count <= bytes.count - position else { return nil }
            defer { position += count }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<(position + count)]), as: UTF8.self)
        }

        mutating func json<T: Decodable>() -> [T]? {
            guard let count = number(), count <= bytes.count - position else { return nil }
            guard count > 0 else { return [] }
            defer { position += count }
            return try? JSONDecoder().decode([T].self, from: Data(bytes[position..<(position + count)]))
        }
    }
}

/// A request path decoded and confined to the site: the relative path of a file of the snapshot.
///
/// The path arrives as the client sent it. Each segment is percent-decoded on its own, so an encoded
/// `/` cannot join segments; a path is refused (nil) rather than repaired when a segment is `.` or
/// `..`, holds `/`, `\` or NUL once decoded, has a malformed escape, or is not UTF-8.
struct RequestPath: Equatable {
    /// The decoded segments, none of them empty, `.` or `..`.
    var segments: [String]
    /// Whether the path names a folder: it ends in `/` (the root does).
    var isFolder: Bool

    /// The path relative to the site's root (`ja/guide/index.html`; empty for the root).
    var relativePath: String { segments.joined(separator: "/") }

    init?(raw: String) {
        let bytes = Array(raw.utf8)
        guard bytes.first == UInt8(ascii: "/") else { return nil }
        var segments: [String] = []
        for part in bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            guard let decoded = Self.percentDecoded(part),
                  !decoded.contains(where: { $0 == 0 || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") }),
                  let segment = String(validating: decoded, as: UTF8.self),
                  segment != ".", segment != ".." else { return nil }
            segments.append(segment)
        }
        self.segments = segments
        self.isFolder = bytes.last == UInt8(ascii: "/")
    }

    /// `%XX` escapes turned into bytes; nil when an escape is not two hex digits.
    private static func percentDecoded(_ bytes: ArraySlice<UInt8>) -> [UInt8]? {
        var result: [UInt8] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard bytes[index] == UInt8(ascii: "%") else {
                result.append(bytes[index])
                index += 1
                continue
            }
            guard index + 2 < bytes.endIndex, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) else { return nil }
            result.append(high << 4 | low)
            index += 3
        }
        return result
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

/// Reads iOS availability from text: `iOS 16+`, `（iOS 18+）`, `iOS 17 以降`, `iOS 15 及以上`.
public enum Availability {
    /// The iOS versions stated as a minimum ("N+", "N 以降", "N 及以上"…) in `text`, in order.
    public static func minimumVersions(in text: String) -> [Int] {
        var result: [Int] = []
        var searchStart = text.startIndex
        while let range = firstRange(of: "iOS", in: text, from: searchStart) {
            searchStart = range.upperBound
            var rest = text[range.upperBound...]
            while let c = rest.first, c == " " || c == "\u{3000}" { rest = rest.dropFirst() }
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 2, let version = Int(digits) else { continue }
            var after = rest.dropFirst(digits.count)
            if after.hasPrefix(".") { after = after.dropFirst().drop { $0.isNumber } }
            while let c = after.first, c == " " || c == "\u{3000}" { after = after.dropFirst() }
            if ["+", "＋", "以降", "及以上", "以上", "或更高", "や以降", " or later"].contains(where: { after.hasPrefix($0) }) {
                result.append(version)
            }
        }
        return result
    }

    /// The lowest stated minimum in `text` — the earliest system where what it describes applies.
    public static func minimum(in text: String) -> Int? { minimumVersions(in: text).min() }

    /// API → minimum iOS as a document states it by writing the two together, as in
    /// `UIHostingConfiguration（iOS 16+）` or `@Observable（iOS 17+）`.
    public static func apiAvailability(in texts: [String]) -> [String: Int] {
        var map: [String: Int] = [:]
        for text in texts {
            // A version can only come from an `iOS` inside the text; most blocks have none.
            guard firstRange(of: "iOS", in: text, from: text.startIndex) != nil else { continue }
            for open in ["（", "("] {
                var start = text.startIndex
                while let o = firstRange(of: open, in: text, from: start) {
                    start = o.upperBound
                    let inside = text[o.upperBound...].prefix { $0 != "）" && $0 != ")" }
                    guard let version = minimum(in: String(inside)) else { continue }
                    let before = text[..<o.lowerBound]
                    let word = before.reversed().prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "@") || $0 == "(" || $0 == ")" }
                    var name = String(word.reversed())
                    if let paren = name.firstIndex(of: "(") { name = String(name[..<paren]) }
                    guard APIRecognizer.isAPI(name) else { continue }
                    map[name] = min(map[name] ?? version, version)
                }
            }
        }
        return map
    }

    /// The first occurrence of `needle` in `text` at or after `start`, found on UTF-8 bytes.
    ///
    /// Foundation's `range(of:)` bridges to `NSString` and folds character clusters on every call,
    /// which made this the costliest part of extraction. The needles here are whole scalars (`iOS`,
    /// `（`, `(`) and UTF-8 is self-synchronising, so a byte match is a match of the same scalars.
    static func firstRange(of needle: String, in text: String, from start: String.Index) -> Range<String.Index>? {
        let utf8 = text.utf8
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty else { return nil }
        let startOffset = utf8.distance(from: utf8.startIndex, to: start)
        let offset: Int?? = utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var i = startOffset
            while i + pattern.count <= bytes.count {
                if bytes[i] == pattern[0] {
                    var k = 1
                    while k < pattern.count, bytes[i + k] == pattern[k] { k += 1 }
                    if k == pattern.count { return i }
                }
                i += 1
            }
            return nil
        }
        if let offset {
            guard let offset else { return nil }
            let lower = utf8.index(utf8.startIndex, offsetBy: offset)
            return lower..<utf8.index(lower, offsetBy: pattern.count)
        }
        // Bridged (non-contiguous) text: the same search through the index API.
        var i = start
        while let found = utf8[i...].firstIndex(of: pattern[0]) {
            var end = found, k = 0
            while k < pattern.count, end != utf8.endIndex, utf8[end] == pattern[k] { end = utf8.index(after: end); k += 1 }
            if k == pattern.count { return found..<end }
            i = utf8.index(after: found)
        }
        return nil
    }
}

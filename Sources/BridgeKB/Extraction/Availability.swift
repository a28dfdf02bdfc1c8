/// Reads iOS availability from text: `iOS 16+`, `（iOS 18+）`, `iOS 17 以降`, `iOS 15 及以上`.
public enum Availability {
    /// The iOS versions stated as a minimum ("N+", "N 以降", "N 及以上"…) in `text`, in order.
    public static func minimumVersions(in text: String) -> [Int] {
        var result: [Int] = []
        var searchStart = text.startIndex
        while let range = text.range(of: "iOS", range: searchStart..<text.endIndex) {
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
            for open in ["（", "("] {
                var start = text.startIndex
                while let o = text.range(of: open, range: start..<text.endIndex) {
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
}

/// libxml2 2.9.14 checks each attribute of an element against the ones before it, so one element
/// with tens of thousands of attributes takes seconds to minutes (33k: 9 s, 67k: 42 s). A start tag
/// with more than ``maximumAttributes`` attributes loses the rest before libxml2 sees it (the reader
/// uses a handful: `class`, `lang`, `hidden`, `style`, `role`, `aria-hidden`, `data-lang`); the
/// newlines they held are kept, so every line number stays the file's.
enum AttributeGuard {
    /// The most attributes of one start tag given to libxml2.
    static let maximumAttributes = 256

    /// `bytes` (UTF-8 HTML) with every start tag's attributes after the first ``maximumAttributes``
    /// removed, and the lines of those tags; nil when no tag has that many (the usual case: the
    /// bytes are then used as they are).
    static func guarded(_ bytes: [UInt8]) -> (bytes: [UInt8], lines: [Int])? {
        var cuts: [(range: Range<Int>, line: Int)] = []
        var i = 0, line = 1
        let n = bytes.count
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D }
        func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") }
        while i < n {
            let b = bytes[i]
            if b == 0x0A { line += 1 }
            guard b == UInt8(ascii: "<"), i + 1 < n else { i += 1; continue }
            if bytes[i + 1] == UInt8(ascii: "!"), i + 3 < n, bytes[i + 2] == UInt8(ascii: "-"), bytes[i + 3] == UInt8(ascii: "-") {
                // A comment: nothing in it is a tag.
                var j = i + 4
                while j + 2 < n, !(bytes[j] == UInt8(ascii: "-") && bytes[j + 1] == UInt8(ascii: "-") && bytes[j + 2] == UInt8(ascii: ">")) {
                    if bytes[j] == 0x0A { line += 1 }
                    j += 1
                }
                i = j
                continue
            }
            guard isLetter(bytes[i + 1]) else { i += 1; continue }
            let tagLine = line
            var j = i + 1
            while j < n, !isSpace(bytes[j]), bytes[j] != UInt8(ascii: ">"), bytes[j] != UInt8(ascii: "/") { j += 1 }
            var count = 0, excess: Int?
            while j < n, bytes[j] != UInt8(ascii: ">") {
                if isSpace(bytes[j]) || bytes[j] == UInt8(ascii: "/") {
                    if bytes[j] == 0x0A { line += 1 }
                    j += 1
                    continue
                }
                count += 1
                if count == maximumAttributes + 1 { excess = j }
                while j < n, !isSpace(bytes[j]), bytes[j] != UInt8(ascii: "="), bytes[j] != UInt8(ascii: ">"), bytes[j] != UInt8(ascii: "/") { j += 1 }
                var k = j
                while k < n, isSpace(bytes[k]) { k += 1 }
                guard k < n, bytes[k] == UInt8(ascii: "=") else { continue }
                k += 1
                while k < n, isSpace(bytes[k]) { if bytes[k] == 0x0A { line += 1 }; k += 1 }
                if k < n, bytes[k] == UInt8(ascii: "\"") || bytes[k] == UInt8(ascii: "'") {
                    let quote = bytes[k]
                    k += 1
                    while k < n, bytes[k] != quote { if bytes[k] == 0x0A { line += 1 }; k += 1 }
                    j = min(n, k + 1)
                } else {
                    while k < n, !isSpace(bytes[k]), bytes[k] != UInt8(ascii: ">") { k += 1 }
                    j = k
                }
            }
            // Newlines between j's last count and the tag's end were counted as they were passed.
            if let excess { cuts.append((excess..<j, tagLine)) }
            i = j
        }
        guard !cuts.isEmpty else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(n)
        var position = 0
        for cut in cuts {
            out.append(contentsOf: bytes[position..<cut.range.lowerBound])
            out.append(contentsOf: bytes[cut.range].filter { $0 == 0x0A })
            position = cut.range.upperBound
        }
        out.append(contentsOf: bytes[position...])
        return (out, cuts.map(\.line))
    }
}

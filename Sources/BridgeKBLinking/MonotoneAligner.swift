import BridgeKBReaders
/// Monotone alignment of two sequences by dynamic programming, as sentence aligners (Gale–Church,
/// hunalign) do: pairs keep their order, either side may skip items, and the pairs chosen maximise the
/// total score. A pair scoring at or below zero is never chosen.
///
/// Up to ``fullTableLimit`` cells the whole table is computed (every guide of Content/ is far below
/// it). Beyond, only a band around the diagonal is (its width chosen so that the band holds about
/// that many cells, and at least ``minimumHalfWidth`` on either side), so time and memory grow
/// linearly with the two lengths — two files of 20,000 sections each needed a 3.6 GB table — and a
/// pair far off the diagonal of two such long sequences is not found. Only two rows of scores are
/// kept, and one byte per computed cell for the way back.
public enum MonotoneAligner {
    /// The most cells computed in full.
    public static let fullTableLimit = 4_000_000
    /// The least half-width of the band (cells either side of the diagonal) of a banded alignment.
    public static let minimumHalfWidth = 32

    /// The aligned index pairs, in order.
    public static func align(_ countA: Int, _ countB: Int, score: (Int, Int) -> Double) -> [(Int, Int)] {
        alignCounting(countA, countB, score: score).pairs
    }

    /// ``align(_:_:score:)`` and how many cells it computed (the tests' measure of its cost).
    /// `limit`: the most cells computed in full (the tests make it small).
    static func alignCounting(_ countA: Int, _ countB: Int, limit: Int = fullTableLimit,
                              score: (Int, Int) -> Double) -> (pairs: [(Int, Int)], cells: Int) {
        guard countA > 0, countB > 0 else { return ([], 0) }
        let n = countA, m = countB
        let (lo, hi) = band(n, m, limit: limit)
        var offsets = [Int](repeating: 0, count: n + 1)
        var total = 0
        for i in 1...n { offsets[i] = total; total += hi[i] - lo[i] + 1 }
        var move = [UInt8](repeating: 0, count: total)   // 1 match, 2 skip a, 3 skip b
        // Row i − 1 and row i of the table, over their columns lo...hi; row 0 is all zeros, as is column 0.
        var previous = [Double](repeating: 0, count: m), previousLo = 1, previousHi = m
        var current = [Double]()
        @inline(__always) func read(_ row: [Double], _ rowLo: Int, _ rowHi: Int, _ j: Int) -> Double {
            if j == 0 { return 0 }
            return j < rowLo || j > rowHi ? -.infinity : row[j - rowLo]
        }
        for i in 1...n {
            let rowLo = lo[i], rowHi = hi[i]
            current.removeAll(keepingCapacity: true)
            for j in rowLo...rowHi {
                var value = read(previous, previousLo, previousHi, j)
                var m: UInt8 = 2
                let left = j - 1 == 0 ? 0 : (j - 1 < rowLo ? -Double.infinity : current[j - 1 - rowLo])
                if left > value { value = left; m = 3 }
                let diagonal = read(previous, previousLo, previousHi, j - 1)
                if diagonal > -.infinity {
                    let s = score(i - 1, j - 1)
                    if s > 0, diagonal + s > value { value = diagonal + s; m = 1 }
                }
                current.append(value)
                move[offsets[i] + j - rowLo] = m
            }
            swap(&previous, &current)
            previousLo = rowLo; previousHi = rowHi
        }
        var pairs: [(Int, Int)] = []
        var i = n, j = m
        while i > 0 && j > 0 {
            guard j >= lo[i], j <= hi[i] else { break }   // unreachable: the way back stays in the band
            switch move[offsets[i] + j - lo[i]] {
            case 1: pairs.append((i - 1, j - 1)); i -= 1; j -= 1
            case 2: i -= 1
            default: j -= 1
            }
        }
        return (pairs.reversed(), total)
    }

    /// The columns computed in each row (1...n; index 0 unused): all of them for a small table, else a
    /// band around the diagonal from (0, 0) to (n, m), wide enough that consecutive rows overlap.
    static func band(_ n: Int, _ m: Int, limit: Int = fullTableLimit) -> (lo: [Int], hi: [Int]) {
        var lo = [Int](repeating: 1, count: n + 1), hi = [Int](repeating: m, count: n + 1)
        let size = (n + 1).multipliedReportingOverflow(by: m + 1)
        guard size.overflow || size.partialValue > limit else { return (lo, hi) }
        let slope = Double(m) / Double(n)
        let halfWidth = max(minimumHalfWidth, limit / (2 * n))
        for i in 1...n {
            lo[i] = max(1, Int((Double(i - 1) * slope).rounded(.down)) - halfWidth)
            hi[i] = min(m, Int((Double(i) * slope).rounded(.up)) + halfWidth)
        }
        hi[n] = m
        return (lo, hi)
    }
}

/// Language-independent anchors of a piece of text: ASCII identifiers and numbers.
public enum Anchors {
    /// The anchors of `text`. An anchor is a run of ASCII letters, digits, `_` and `@` that are `Character`s of their own,
    /// lower-cased, kept when it has two characters or starts with a digit.
    public static func of(_ text: String) -> Set<String> {
        scalarAnchors(text) ?? characterAnchors(text)
    }

    /// `of(_:)` on Unicode scalars, which is several times cheaper than walking `Character`s; nil
    /// when an ASCII anchor scalar borders a scalar that might join it into a larger grapheme (a
    /// combining mark after it, a prepended mark before it), where only `Character`s give the answer.
    static func scalarAnchors(_ text: String) -> Set<String>? {
        var result = Set<String>()
        var current: [UInt8] = []
        var previous: Unicode.Scalar?
        func flush() {
            if current.count >= 2 || (current.first.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false) {
                result.insert(String(decoding: current, as: UTF8.self))
            }
            current.removeAll(keepingCapacity: true)
        }
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if scalar.isASCII, isAnchorByte(UInt8(scalar.value)) {
                if let previous, mightPrepend(previous) { return nil }
                // Lower-cased as it is collected (digits, `_` and `@` are unchanged by it).
                let byte = UInt8(scalar.value)
                current.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
                continue
            }
            if !current.isEmpty, !scalar.isASCII, !String.neverJoinsSpace(scalar) { return nil }
            flush()
        }
        flush()
        return result
    }

    /// Scalars that may be grapheme-cluster Prepend characters (Arabic, Syriac and Indic signs, and
    /// scripts beyond the BMP): an ASCII letter after one is not a `Character` of its own.
    private static func mightPrepend(_ scalar: Unicode.Scalar) -> Bool {
        (0x0600...0x0DFF).contains(scalar.value) || scalar.value >= 0x11000
    }

    private static func isAnchorByte(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_") || c == UInt8(ascii: "@")
    }

    /// The `Character`-level definition of `of(_:)`.
    static func characterAnchors(_ text: String) -> Set<String> {
        var result = Set<String>()
        var current = ""
        for c in text {
            if c.isASCII && (c.isLetter || c.isNumber || c == "_" || c == "@") { current.append(c) }
            else { if current.count >= 2 || current.first?.isNumber == true { result.insert(current.lowercased()) }; current = "" }
        }
        if current.count >= 2 || current.first?.isNumber == true { result.insert(current.lowercased()) }
        return result
    }

    /// |A ∩ B| / |A ∪ B|, or `empty` when both are empty.
    ///
    /// Counts the intersection by probing the larger set with the smaller one and derives the union's
    /// size from it, so the aligners' many pairwise scores build no sets.
    public static func jaccard<T: Hashable>(_ a: Set<T>, _ b: Set<T>, empty: Double = 0) -> Double {
        if a.isEmpty && b.isEmpty { return empty }
        let (small, large) = a.count <= b.count ? (a, b) : (b, a)
        var shared = 0
        for element in small where large.contains(element) { shared += 1 }
        return Double(shared) / Double(a.count + b.count - shared)
    }

    /// Swift code without comments and with whitespace collapsed: what must agree across translations.
    ///
    /// Splits lines and spaces on UTF-8 bytes (see `CodeLineScanner.lineRanges(of:)`), falling back
    /// to `Character`s for a line where a space borders a scalar that could join it into one grapheme.
    public static func normalizedCode(_ code: String) -> String {
        var scanner = CodeLineScanner()
        var code = code
        var lines: [String] = []
        code.withUTF8 { bytes in
            var lineCode: [UInt8] = []
            for range in CodeLineScanner.lineRanges(of: bytes) {
                lineCode.removeAll(keepingCapacity: true)
                scanner.appendCode(of: UnsafeBufferPointer(rebasing: bytes[range]), to: &lineCode)
                let collapsed = collapsingSpaces(lineCode)
                    ?? String(decoding: lineCode, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
                if !collapsed.isEmpty { lines.append(collapsed) }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The words of a line (split at spaces and tabs) joined by single spaces, on bytes; nil when a
    /// space borders a non-ASCII scalar that might join it into a larger grapheme, where the space
    /// would not be a `" "` `Character`. A tab is a control character and always a grapheme of its own.
    static func collapsingSpaces(_ bytes: [UInt8]) -> String? {
        let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var pending = false
        for i in bytes.indices {
            let b = bytes[i]
            guard b == space || b == tab else {
                if pending { out.append(space); pending = false }
                out.append(b)
                continue
            }
            if b == space {
                if i + 1 < bytes.count, bytes[i + 1] >= 0x80, !String.neverJoinsSpace(scalar(in: bytes, at: i + 1)) { return nil }
                if i > 0, bytes[i - 1] >= 0x80 {
                    var start = i - 1
                    while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
                    if !String.neverJoinsSpace(scalar(in: bytes, at: start)) { return nil }
                }
            }
            if !out.isEmpty { pending = true }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The scalar whose UTF-8 encoding starts at `index` (the bytes are valid UTF-8).
    private static func scalar(in bytes: [UInt8], at index: Int) -> Unicode.Scalar {
        var iterator = bytes[index...].makeIterator()
        var decoder = Unicode.UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return "\u{FFFD}"
    }
}

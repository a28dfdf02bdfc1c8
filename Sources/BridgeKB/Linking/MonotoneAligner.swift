/// Monotone alignment of two sequences by dynamic programming, as sentence aligners (Gale–Church,
/// hunalign) do: pairs keep their order, either side may skip items, and the pairs chosen maximise the
/// total score. A pair scoring at or below zero is never chosen.
public enum MonotoneAligner {
    /// The aligned index pairs, in order.
    public static func align(_ countA: Int, _ countB: Int, score: (Int, Int) -> Double) -> [(Int, Int)] {
        guard countA > 0, countB > 0 else { return [] }
        let width = countB + 1
        var best = [Double](repeating: 0, count: (countA + 1) * width)
        var move = [UInt8](repeating: 0, count: (countA + 1) * width)  // 1 match, 2 skip a, 3 skip b
        for i in 1...countA { move[i * width] = 2 }
        for j in 1...countB { move[j] = 3 }
        for i in 1...countA {
            for j in 1...countB {
                let s = score(i - 1, j - 1)
                var value = best[(i - 1) * width + j]
                var m: UInt8 = 2
                if best[i * width + j - 1] > value { value = best[i * width + j - 1]; m = 3 }
                if s > 0, best[(i - 1) * width + j - 1] + s > value { value = best[(i - 1) * width + j - 1] + s; m = 1 }
                best[i * width + j] = value
                move[i * width + j] = m
            }
        }
        var pairs: [(Int, Int)] = []
        var i = countA, j = countB
        while i > 0 && j > 0 {
            switch move[i * width + j] {
            case 1: pairs.append((i - 1, j - 1)); i -= 1; j -= 1
            case 2: i -= 1
            default: j -= 1
            }
        }
        return pairs.reversed()
    }
}

/// Language-independent anchors of a piece of text: ASCII identifiers and numbers.
public enum Anchors {
    public static func of(_ text: String) -> Set<String> {
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
    public static func jaccard<T: Hashable>(_ a: Set<T>, _ b: Set<T>, empty: Double = 0) -> Double {
        if a.isEmpty && b.isEmpty { return empty }
        return Double(a.intersection(b).count) / Double(a.union(b).count)
    }

    /// Swift code without comments and with whitespace collapsed: what must agree across translations.
    public static func normalizedCode(_ code: String) -> String {
        var scanner = CodeLineScanner()
        return code.split(separator: "\n").map { line in
            scanner.feed(String(line)).code.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        }.filter { !$0.isEmpty }.joined(separator: "\n")
    }
}

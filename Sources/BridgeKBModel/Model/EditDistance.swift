/// Levenshtein distance, for "did you mean" suggestions.
public enum EditDistance {
    public static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The candidate nearest to `word` (the first of equals), when close enough to be a slip: at most a
    /// third of the word's length away, or two.
    public static func suggestion(for word: String, among candidates: [String]) -> String? {
        guard let best = candidates.min(by: { between($0, word) < between($1, word) }),
              between(best, word) <= max(2, word.count / 3) else { return nil }
        return best
    }

    /// The `count` candidates nearest to `word`, nearest first (equals in the order given): the names a
    /// "Nearest:" or "did you mean" message offers.
    public static func nearest(to word: String, among candidates: [String], count: Int = 1) -> [String] {
        candidates.enumerated().map { (distance: between($0.element, word), index: $0.offset, name: $0.element) }
            .sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }.prefix(count).map(\.name)
    }

    /// "; did you mean 'x'?" for a suggestion, "" for none: the end of an "unknown …" message.
    public static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
}

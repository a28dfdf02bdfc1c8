import Testing
@testable import BridgeKBModel
@testable import BridgeKBSite

/// The search index's per-record term counts agree with plain counting by `String`.
@Suite struct RecordTermCountsTests {
    /// The same counts made the obvious way: a dictionary of strings, terms in first-seen order.
    func plainCounts(_ columns: [String], columnCount: Int) -> RecordTermCounts {
        var result = RecordTermCounts([], columnCount: columnCount)
        var position: [String: Int] = [:]
        for (column, text) in columns.enumerated() {
            for token in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
                result.length += 1
                if let known = position[token] {
                    result.counts[known * columnCount + column] += 1
                } else {
                    position[token] = result.terms.count
                    result.terms.append(token)
                    result.counts += [Int32](repeating: 0, count: columnCount)
                    result.counts[result.counts.count - columnCount + column] = 1
                }
            }
        }
        return result
    }

    @Test func countsTermsPerColumnInFirstSeenOrder() {
        let columns = ["updateuiview update ui view", "", "循环 环引 引用 循环", "ui  ui", "メモ モリ"]
        let counts = RecordTermCounts(columns, columnCount: 7)
        #expect(counts.terms == ["updateuiview", "update", "ui", "view", "循环", "环引", "引用", "メモ", "モリ"])
        #expect(counts.length == 12)
        #expect(Array(counts.counts[14..<21]) == [1, 0, 0, 2, 0, 0, 0])   // "ui": title once, fix twice
        #expect(Array(counts.counts[28..<35]) == [0, 0, 2, 0, 0, 0, 0])   // "循环": twice in cause
        #expect(counts == plainCounts(columns, columnCount: 7))
    }

    @Test func agreesWithPlainCountingOnManyTokenMixes() {
        // Short tokens from a small alphabet collide in the table and repeat often; CJK and emoji
        // make multi-byte tokens with shared prefixes.
        let alphabet = ["a", "b", "ab", "ba", "aa", "循", "环", "循环", "环引", "ｱ", "🙂", "a🙂", "_x", "x_"]
        // Deterministic variety: the number of columns and tokens and each token vary with the round.
        for round in 0..<200 {
            let columns = (0..<(round % 8)).map { column in
                (0..<((round * 7 + column * 11) % 41)).map { k in alphabet[(round * 5 + column * 3 + k * 3 + k * k) % alphabet.count] }
                    .joined(separator: (round + column) % 3 == 0 ? "  " : " ")
            }
            #expect(RecordTermCounts(columns, columnCount: 7) == plainCounts(columns, columnCount: 7))
        }
    }
}


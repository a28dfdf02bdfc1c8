import Testing
@testable import BridgeKBModel
@testable import BridgeKBSite

/// The search index's table of postings: replacing some records' terms in a table gives the table
/// made from every record again, and the table's bytes read back as the same table.
@Suite struct SearchPostingsTests {
    /// Records of invented token columns (title, symptom, cause, fix, apis, body, grams).
    let before: [[String]] = [
        ["updateuiview 更新", "", "循环 引用", "", "updateUIView", "the view is not updated", "循 环"],
        ["coordinator 协调", "循环 引用 泄漏", "", "weak self", "", "leak leak", "泄 漏"],
        ["メモリ リーク", "", "", "weak self", "", "クロージャ self", "メ モ"],
        ["hosting controller", "", "", "", "UIHostingController", "present the view", ""],
        ["updateuiview 更新", "view", "", "", "", "the view is updated twice", "更 新"],
    ]

    func table(_ records: [[String]]) -> SearchPostings {
        SearchPostings(records: records.map(SearchIndexEmitter.termSuffixes))
    }

    func replaced(_ from: [[String]], by to: [[String]]) -> SearchPostings {
        let changed = to.indices.filter { to[$0] != from[$0] }
        return table(from).replacing(Dictionary(uniqueKeysWithValues: changed.map { ($0, SearchIndexEmitter.termSuffixes(to[$0])) }))
    }

    @Test func replacingRecordsGivesTheTableOfEveryRecord() {
        // One record gains terms (new to the table and known), one loses its only posting of a term,
        // and a suffix changes (a count in a column) while other terms' postings stay as they were.
        var after = before
        after[1][5] = "leak retain cycle 补充 说明"
        after[2] = ["メモリ", "", "", "", "", "クロージャ クロージャ", ""]
        after[4][1] = "view view"
        let made = table(after)
        #expect(replaced(before, by: after) == made)
        #expect(made != table(before))
        // The postings of terms no changed record holds are the earlier table's.
        let kept = zip(made.terms, made.postings).first { $0.0 == "hosting" }
        let earlier = zip(table(before).terms, table(before).postings).first { $0.0 == "hosting" }
        #expect(kept?.1 == earlier?.1 && kept != nil)
    }

    @Test func aTableMadeARunOfRecordsAtATimeIsTheTableOfEveryRecord() {
        // Runs of one, two and more records than there are: the terms of a run are dropped once
        // added, and the postings stay in record order across runs.
        for run in [1, 2, 3, before.count, 100] {
            #expect(SearchPostings(columns: before, run: run) == table(before), "runs of \(run)")
        }
        #expect(SearchPostings(columns: [], run: 2) == table([]))
    }

    @Test func replacingTheFirstAndLastRecordsAndEmptyingOne() {
        var after = before
        after[0] = ["", "", "", "", "", "", ""]
        after[4] = ["zzz", "", "", "", "", "aaa 0", ""]
        #expect(replaced(before, by: after) == table(after))
        #expect(table(before).replacing([:]) == table(before))
    }

    @Test func everyRecordReplacedOneAtATime() {
        // Each record in turn becomes another's: every posting list is read past a changed record.
        for target in before.indices {
            for source in before.indices where source != target {
                var after = before
                after[target] = before[source]
                #expect(replaced(before, by: after) == table(after), "record \(target) as \(source)")
            }
        }
    }

    @Test func bytesReadBackAsTheSameTable() throws {
        let made = table(before)
        let read = try #require(SearchPostings(encoded: made.encoded()))
        #expect(read == made)
        #expect(SearchPostings(encoded: Array(made.encoded().dropLast())) == nil)
        #expect(SearchPostings(encoded: []) == nil)
    }

    @Test func postingsReadBackAsEntries() {
        var postings = SearchIndexEmitter.Postings()
        for (index, suffix) in [(3, "T"), (40, "B2"), (41, "SG"), (1_400, "A")] { postings.append(index, suffix) }
        #expect(postings.entries().map { "\($0.index)\($0.suffix)" } == ["3T", "40B2", "41SG", "1400A"])
        func flags(_ indices: [Int]) -> [Bool] { (0...1_400).map(indices.contains) }
        #expect(postings.holdsAny(of: flags([41]), upTo: 41))
        #expect(!postings.holdsAny(of: flags([39, 42]), upTo: 42))
    }
}

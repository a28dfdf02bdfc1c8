import Testing
@testable import BridgeKBModel
@testable import BridgeKBSite

/// The site index's postings: record distances in base 36 (as `String(_:radix:)` writes them), each
/// with its column suffix, separated by commas.
@Suite struct SearchIndexPostingsTests {
    @Test func distancesAreBase36WithSuffixes() {
        var postings = SearchIndexEmitter.Postings()
        postings.append(0, "T")
        postings.append(35, "B2")
        postings.append(36 + 35, "")
        postings.append(36 + 35 + 1_296, "SG")
        #expect(postings.text == "0T,zB2,10,100SG")
        #expect(postings.last == 1_367)
    }

    @Test func agreesWithStringRadixForManyDistances() {
        var postings = SearchIndexEmitter.Postings()
        var expected: [String] = []
        var index = 7
        for step in [0, 1, 9, 10, 35, 36, 37, 1_295, 1_296, 46_655, 46_656, 1_000_003] {
            index += step
            postings.append(index, "A")
            expected.append(String(expected.isEmpty ? index : step, radix: 36) + "A")
        }
        #expect(postings.text == expected.joined(separator: ","))
    }
}

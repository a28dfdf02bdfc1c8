import Testing
@testable import BridgeKBSite

/// The chunked site index's building blocks: packed numbers, term shards, facts.
@Suite struct SearchIndexShardsTests {
    @Test func packedNumbersReadBackInOrder() {
        let values = [0, 1, 31, 32, 33, 1_023, 1_024, 32_767, 32_768, 1_000_000, 7]
        var packed: [UInt8] = []
        for value in values { SearchIndexShards.appendVarint(value, to: &packed) }
        #expect(SearchIndexShards.varints(packed) == values)
        // Below 32 a number is one character; every character is safe in a JSON string.
        var one: [UInt8] = []
        SearchIndexShards.appendVarint(31, to: &one)
        #expect(one == Array("v".utf8))
        #expect(packed.allSatisfy { $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") && $0 >= 0x20 })
    }

    @Test func zigzagInterleavesSigns() {
        #expect([0, -1, 1, -2, 2, -300].map(SearchIndexShards.zigzag) == [0, 1, 2, 3, 4, 599])
    }

    @Test func termShardCountKeepsShardsSmall() {
        #expect(SearchIndexShards.termShardCount(postingsBytes: 0) == 1)
        let target = SearchIndexShards.termShardTarget
        #expect(SearchIndexShards.termShardCount(postingsBytes: target) == 1)
        #expect(SearchIndexShards.termShardCount(postingsBytes: target + 1) == 2)
        // A power of two that brings the average shard to the target or under (at 1,000 guides: 4,096).
        let count = SearchIndexShards.termShardCount(postingsBytes: 25_000_000)
        #expect(count & (count - 1) == 0 && 25_000_000 / count <= target && 25_000_000 / (count / 2) > target)
        // A term's shard is within the count, and the same every time.
        for term in ["updateuiview", "循环", "メモ", ""] {
            let shard = SearchIndexShards.termShard(term, count: 64)
            #expect((0..<64).contains(shard) && shard == SearchIndexShards.termShard(term, count: 64))
        }
    }

    @Test func factShardPacksRunsAndDifferences() {
        let facts: [SearchIndexShards.Fact] = [
            .init(length: 40, group: 7, chapter: nil, guide: 0, language: 1, kind: 2),
            .init(length: 3, group: 5, chapter: 5, guide: 0, language: 1, kind: 0),
            .init(length: 3, group: 6, chapter: 5, guide: 2, language: 0, kind: 6),
        ]
        let json = SearchIndexShards.factShard(start: 2_048, facts[...])
        #expect(json.hasPrefix("{\"start\": 2048, \"runs\": [[0,0,1],[2,2,0]], \"facts\": \""))
        let packed = Array(json.split(separator: "\"")[7].utf8)
        // length, zigzag(group − previous group), 0 or 1 + zigzag(chapter − group), kind
        #expect(SearchIndexShards.varints(packed) == [40, 14, 0, 2, 3, 3, 1, 0, 3, 2, 2, 6])
    }
}

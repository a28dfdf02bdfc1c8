import Foundation
import Testing
@testable import BridgeKBModel

/// `parallelMap` is `map`: the same results in the same order, however the work was spread.
@Suite struct ParallelMapTests {
    @Test func resultsAreInTheCollectionsOrder() {
        let words = (0..<2_000).map { "w\($0 * 7919 % 2_000)" }
        #expect(words.parallelMap { $0.uppercased() } == words.map { $0.uppercased() })
        #expect((3..<40).parallelMap { $0 * $0 } == (3..<40).map { $0 * $0 })
    }

    @Test func emptyAndSingleElementCollections() {
        #expect([Int]().parallelMap { $0 + 1 } == [])
        #expect(["only"].parallelMap(\.count) == [4])
    }

    @Test func everyElementIsTransformedOnce() {
        let calls = Locked(0)
        let results = Array(0..<500).parallelMap { n -> [Int] in
            calls.withLock { $0 += 1 }
            return [n, n]
        }
        #expect(calls.withLock { $0 } == 500)
        #expect(results.map { $0[0] } == Array(0..<500))
    }
}

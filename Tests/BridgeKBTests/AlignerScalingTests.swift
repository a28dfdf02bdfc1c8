import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBLinking

/// The monotone aligner in linear memory: small tables are computed in full (the same pairs as
/// before), long sequences in a band around the diagonal, whose cells — the aligner's time and
/// memory — grow linearly with the lengths (two files of 20,000 sections each needed a 3.6 GB table).
struct AlignerScalingTests {
    /// The full dynamic program, as the aligner computed it before the band: the reference.
    static func reference(_ n: Int, _ m: Int, score: (Int, Int) -> Double) -> [(Int, Int)] {
        let width = m + 1
        var best = [Double](repeating: 0, count: (n + 1) * width), move = [UInt8](repeating: 0, count: (n + 1) * width)
        for i in stride(from: 1, through: n, by: 1) {
            for j in stride(from: 1, through: m, by: 1) {
                let s = score(i - 1, j - 1)
                var value = best[(i - 1) * width + j], step: UInt8 = 2
                if best[i * width + j - 1] > value { value = best[i * width + j - 1]; step = 3 }
                if s > 0, best[(i - 1) * width + j - 1] + s > value { value = best[(i - 1) * width + j - 1] + s; step = 1 }
                best[i * width + j] = value; move[i * width + j] = step
            }
        }
        var pairs: [(Int, Int)] = [], i = n, j = m
        while i > 0 && j > 0 {
            switch move[i * width + j] {
            case 1: pairs.append((i - 1, j - 1)); i -= 1; j -= 1
            case 2: i -= 1
            default: j -= 1
            }
        }
        return pairs.reversed()
    }

    /// A pseudo-random score table, seeded.
    static func scores(_ n: Int, _ m: Int, seed: UInt64) -> [[Double]] {
        var state = seed
        return (0..<n).map { _ in (0..<m).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let x = Double(state >> 40) / Double(1 << 24)
            return x > 0.7 ? x : 0
        } }
    }

    @Test(arguments: [(7, 9), (30, 30), (40, 25), (1, 50), (60, 1)])
    func aSmallTableGivesThePairsOfTheFullDynamicProgram(_ n: Int, _ m: Int) {
        let table = Self.scores(n, m, seed: UInt64(n * 100 + m))
        let got = MonotoneAligner.align(n, m) { table[$0][$1] }
        let expected = Self.reference(n, m) { table[$0][$1] }
        #expect(got.map(\.0) == expected.map(\.0) && got.map(\.1) == expected.map(\.1))
    }

    /// Beyond the limit, pairs near the diagonal (translations that follow their source) are found
    /// as the full table finds them, sections dropped and added on either side included.
    @Test func aBandFindsTheDiagonalPairsTheFullTableFinds() {
        let n = 400, m = 410
        // Section i of the source is section i + (i > 200 ? 10 : 0) of the translation, and nothing else matches.
        func score(_ i: Int, _ j: Int) -> Double { j == i + (i > 200 ? 10 : 0) ? 1 : 0 }
        let banded = MonotoneAligner.alignCounting(n, m, limit: 20_000, score: score)
        let full = Self.reference(n, m, score: score)
        #expect(banded.cells < n * m / 2, "a band, not the table: \(banded.cells) cells")
        #expect(banded.pairs.map(\.0) == full.map(\.0) && banded.pairs.map(\.1) == full.map(\.1))
    }

    @Test func cellsGrowLinearlyBeyondTheLimit() {
        func cells(_ n: Int) -> Int { MonotoneAligner.alignCounting(n, n) { i, j in i == j ? 1 : 0 }.cells }
        let (a, b, c) = (cells(20_000), cells(40_000), cells(80_000))
        #expect(Double(b) / Double(a) <= 2.5 && Double(c) / Double(b) <= 2.5, "\(a) → \(b) → \(c) cells")
        #expect(c < 80_000 * 200, "a band of a few hundred cells a row: \(c)")
    }
}

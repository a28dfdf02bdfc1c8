import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBStore
@testable import BridgeKBBuild
import BridgeKBTestSupport

/// The build cache's compact form gives back every value as it was: each guide of Content/ through
/// the guide pipeline, encoded and decoded, is the same value (compared by its sorted-key JSON, the
/// form the cache used before), and bytes it did not write are refused, never misread.
@Suite struct CompactCoderTests {
    func json<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try encoder.encode(value)
    }

    @Test func guidesComeBackAsTheyWere() throws {
        let diagnostics = DiagnosticEngine()
        let snapshot = try ContentLoader(root: Fixtures.content).snapshot(diagnostics: diagnostics, dates: false)
        let inputs = GuidePipeline.inputs(files: snapshot.files, settings: snapshot.settings, locks: snapshot.locks,
                                          vocabulary: snapshot.vocabulary)
        try #require(inputs.count >= 3)
        for input in inputs {
            let built = GuidePipeline.run(input)
            let decoded = try CompactCoder.decode(GuideBuild.self, from: try CompactCoder.encode(built))
            #expect(try json(decoded) == json(built), "\(input.id)")
            #expect(decoded.guide == built.guide && decoded.entries == built.entries)
        }
    }

    struct Sample: Codable, Equatable {
        enum Shape: String, Codable { case round, square }
        var text = "循环引用 \u{0} \"quoted\""
        var empty = ""
        var numbers: [Int] = [0, -1, 1, Int.min, Int.max]
        var small: [UInt8] = [0, 255]
        var exact = [0.1, -0.0, 1e300, .infinity, Double.leastNonzeroMagnitude]
        var float: Float = 1.5
        var flag = true
        var missing: String?
        var present: Int? = 7
        var nested: [[String: Int]] = [["a": 1], [:], ["": 2, "b": -3]]
        var keyedByNumber: [Int: String] = [3: "three", -1: "minus one"]
        var shape = Shape.square
        var shapes: [Shape?] = [.round, nil]
    }

    @Test func valuesOfEveryKindComeBackBitForBit() throws {
        let sample = Sample()
        let decoded = try CompactCoder.decode(Sample.self, from: try CompactCoder.encode(sample))
        #expect(decoded == sample)
        #expect(decoded.exact.map(\.bitPattern) == sample.exact.map(\.bitPattern))
    }

    @Test func bytesItDidNotWriteAreRefused() throws {
        let data = try CompactCoder.encode(Sample())
        for cut in [0, 1, 5, data.count / 2, data.count - 1] {
            #expect(throws: (any Error).self) { try CompactCoder.decode(Sample.self, from: data.prefix(cut)) }
        }
        #expect(throws: (any Error).self) { try CompactCoder.decode(Sample.self, from: data + Data([0])) }
        #expect(throws: (any Error).self) { try CompactCoder.decode([Int].self, from: try CompactCoder.encode(["text"])) }
        #expect(throws: (any Error).self) { try CompactCoder.decode(UInt8.self, from: try CompactCoder.encode(300)) }
        // A JSON entry of an earlier cache is not read as a value.
        #expect(throws: (any Error).self) { try CompactCoder.decode(Sample.self, from: try JSONEncoder().encode(Sample())) }
    }
}

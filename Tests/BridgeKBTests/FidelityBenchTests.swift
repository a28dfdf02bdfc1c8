import Foundation
import Testing
@testable import BridgeKBModel
import BridgeKBTestSupport

/// Extraction fidelity on the bench's own guides (Tests/Fixtures/fidelity): precision and recall must not drop
/// below the floors in Tests/Fixtures/fidelity/thresholds.json. `bench/fidelity` prints the full report.
@Suite struct FidelityBenchTests {
    /// The floors: overall precision and recall, and recall per golden style, for each set of guides.
    struct Floors: Decodable {
        var precision: Double
        var recall: Double
        var styles: [String: Double]
    }

    static func floors() throws -> [String: Floors] {
        let url = Fixtures.url("Tests/Fixtures/fidelity/thresholds.json")
        return try JSONDecoder().decode([String: Floors].self, from: Data(contentsOf: url))
    }

    @Test(arguments: ["guides", "holdout"])
    func fidelityStaysAboveItsFloors(set: String) throws {
        let floors = try #require(try Self.floors()[set], "no floors for \(set) in Tests/Fixtures/fidelity/thresholds.json")
        let bench = try FidelityBench.run(set: set)
        #expect(!bench.cases.isEmpty)
        let environment = ProcessInfo.processInfo.environment
        let report = bench.report(title: set, details: environment["BRIDGEKB_FIDELITY_DETAILS"] == "1")
        if let path = environment["BRIDGEKB_FIDELITY_REPORT"], !path.isEmpty {
            let previous = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            try (previous + report + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(bench.precision.value >= floors.precision, "\(report)")
        #expect(bench.recall.value >= floors.recall, "\(report)")
        let recall = bench.recallByStyle
        for (style, floor) in floors.styles {
            #expect((recall[style]?.value ?? 0) >= floor, "recall of \(style) below \(floor)")
        }
    }

    @Test func goldenFilesNameKnownKindsAndLinesInsideTheirGuide() throws {
        let kinds = Set(Entry.Kind.allCases.map(\.rawValue))
        for set in ["guides", "holdout"] {
            let root = Fixtures.url("Tests/Fixtures/fidelity/\(set)")
            guard let guides = try? FileManager.default.contentsOfDirectory(atPath: root.path) else { continue }
            for guide in guides {
                let folder = root.appendingPathComponent(guide)
                for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".golden") {
                    let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                    let guideText = try String(contentsOf: folder.appendingPathComponent(String(name.dropLast(7))), encoding: .utf8)
                    let lineCount = guideText.split(separator: "\n", omittingEmptySubsequences: false).count
                    for golden in try FidelityBench.parseGolden(text, file: name) {
                        #expect(kinds.contains(golden.kind), "\(guide)/\(name): unknown kind \(golden.kind)")
                        #expect((1...lineCount).contains(golden.line), "\(guide)/\(name): line \(golden.line)")
                    }
                }
            }
        }
    }

    @Test func titlesMatchByTheirSharedBigrams() {
        #expect(FidelityBench.titleSimilarity("Creating the controller in the View body",
                                              "Creating the controller in the `View` body") == 1)
        #expect(FidelityBench.titleSimilarity("页面每次切换 Tab 都重新加载", "返回上一页后白屏") < 0.3)
    }
}

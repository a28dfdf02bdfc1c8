import Foundation
@testable import BridgeKBModel
@testable import BridgeKBReaders
@testable import BridgeKBExtraction
@testable import BridgeKBChecking
import BridgeKBTestSupport

/// The extraction fidelity bench: guides under `Tests/Fixtures/fidelity/<set>/<guide>/<lang>.<ext>`, each with a
/// golden file `<lang>.<ext>.golden` listing the entries a careful reader would list; the real reader
/// and extractor run on every guide, and found entries are matched to the golden ones by kind, line
/// and title (format and rules in Tests/Fixtures/fidelity/README.md).
struct FidelityBench {
    /// One line of a golden file: `line<TAB>kind<TAB>style<TAB>title`.
    struct Golden: Equatable {
        var line: Int
        var kind: String
        var style: String
        var title: String
    }

    /// A guide file with its golden entries and what extraction found in it.
    struct Case {
        var path: String
        var golden: [Golden]
        var found: [Entry]
        /// Golden index → found index.
        var matches: [Int: Int] = [:]
    }

    /// A found entry matches a golden one when it lies within this many lines of it.
    static let lineWindow = 2
    /// … and their titles share at least this share of the shorter title's character bigrams.
    static let titleOverlap = 0.3

    var cases: [Case] = []

    // MARK: - Loading and running

    /// Every guide file of `Tests/Fixtures/fidelity/<set>` that has a golden file, read and extracted.
    static func run(set: String) throws -> FidelityBench {
        let root = Fixtures.url("Tests/Fixtures/fidelity").appendingPathComponent(set)
        let fm = FileManager.default
        var bench = FidelityBench()
        for guide in try fm.contentsOfDirectory(atPath: root.path).sorted() {
            let folder = root.appendingPathComponent(guide)
            for name in try fm.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".golden") {
                let file = folder.appendingPathComponent(String(name.dropLast(".golden".count)))
                let golden = try parseGolden(String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8),
                                             file: name)
                let path = "Tests/Fixtures/fidelity/\(set)/\(guide)/\(file.lastPathComponent)"
                bench.cases.append(Case(path: path, golden: golden, found: try extract(file, path: path, guide: guide)))
            }
        }
        bench.cases = bench.cases.map(match)
        return bench
    }

    static func parseGolden(_ text: String, file: String) throws -> [Golden] {
        var result: [Golden] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = raw.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, let number = Int(fields[0]) else {
                throw BridgeKBError.badInput(path: file, message: "line \(index + 1): expected line<TAB>kind<TAB>style<TAB>title")
            }
            result.append(Golden(line: number, kind: fields[1], style: fields[2], title: fields[3]))
        }
        return result
    }

    /// The entries of one guide file that its structure states, read and extracted as a build would. The
    /// fixtures are unit tests of the recognisers' shapes; what the entry model adds besides them is judged
    /// on real guides (`../shared/real-guides`, `RealGuideFloorsTests`), not on guides the team wrote.
    static func extract(_ url: URL, path: String, guide: String) throws -> [Entry] {
        let stem = url.deletingPathExtension().lastPathComponent
        let source = SourceFile(path: path, guide: guide, declaredLanguage: Language(stem),
                                format: Document.Format(fileExtension: url.pathExtension)!, data: try Data(contentsOf: url))
        guard let document = DocumentParser.parse(source, diagnostics: DiagnosticEngine()) else { return [] }
        return EntryExtractor.extract(from: SnippetKindAssigner.assigningKinds(document)).entries.filter { $0.confidence == nil }
    }

    // MARK: - Matching

    /// Kinds that count as the same for matching: every pitfall kind is one group.
    static func group(_ kind: String) -> String {
        ["gotcha", "antiPattern", "mistake", "caution"].contains(kind) ? "pitfall" : kind
    }

    /// Pairs golden and found entries one to one, nearest lines first, then the closer titles.
    static func match(_ item: Case) -> Case {
        var item = item
        var pairs: [(golden: Int, found: Int, distance: Int, similarity: Double)] = []
        for (g, golden) in item.golden.enumerated() {
            for (f, entry) in item.found.enumerated() where group(entry.kind.rawValue) == group(golden.kind) {
                let distance = abs(entry.source.line - golden.line)
                guard distance <= lineWindow else { continue }
                let similarity = titleSimilarity(golden.title, entry.title)
                guard similarity >= titleOverlap else { continue }
                pairs.append((g, f, distance, similarity))
            }
        }
        pairs.sort { ($0.distance, -$0.similarity) < ($1.distance, -$1.similarity) }
        var usedFound = Set<Int>()
        for pair in pairs where item.matches[pair.golden] == nil && !usedFound.contains(pair.found) {
            item.matches[pair.golden] = pair.found
            usedFound.insert(pair.found)
        }
        return item
    }

    /// The share of the shorter title's character bigrams (letters and digits, folded) found in the other.
    static func titleSimilarity(_ a: String, _ b: String) -> Double {
        func bigrams(_ s: String) -> Set<String> {
            let chars = Array(s.precomposedStringWithCompatibilityMapping.lowercased()
                .filter { $0.isLetter || $0.isNumber })
            guard chars.count >= 2 else { return chars.isEmpty ? [] : [String(chars)] }
            return Set((0..<(chars.count - 1)).map { String(chars[$0...$0 + 1]) })
        }
        let x = bigrams(a), y = bigrams(b)
        guard !x.isEmpty, !y.isEmpty else { return 0 }
        return Double(x.intersection(y).count) / Double(min(x.count, y.count))
    }

    // MARK: - Figures

    /// Matched and total counts.
    struct Ratio {
        var hit = 0
        var total = 0
        var value: Double { total == 0 ? 1 : Double(hit) / Double(total) }
        var text: String { total == 0 ? "   –" : String(format: "%5.1f%% (%d/%d)", value * 100, hit, total) }
    }

    /// Recall by golden style, and overall.
    var recallByStyle: [String: Ratio] {
        var result: [String: Ratio] = [:]
        for item in cases {
            for (g, golden) in item.golden.enumerated() {
                result[golden.style, default: Ratio()].total += 1
                if item.matches[g] != nil { result[golden.style, default: Ratio()].hit += 1 }
            }
        }
        return result
    }

    /// Precision by the found entry's kind.
    var precisionByKind: [String: Ratio] {
        var result: [String: Ratio] = [:]
        for item in cases {
            let matched = Set(item.matches.values)
            for (f, entry) in item.found.enumerated() {
                result[entry.kind.rawValue, default: Ratio()].total += 1
                if matched.contains(f) { result[entry.kind.rawValue, default: Ratio()].hit += 1 }
            }
        }
        return result
    }

    var recall: Ratio {
        Ratio(hit: cases.map(\.matches.count).reduce(0, +), total: cases.map(\.golden.count).reduce(0, +))
    }

    var precision: Ratio {
        Ratio(hit: cases.map(\.matches.count).reduce(0, +), total: cases.map(\.found.count).reduce(0, +))
    }

    /// The printed report: figures per style, per kind and overall; with `details`, every missed and
    /// every unmatched entry.
    func report(title: String, details: Bool) -> String {
        var lines = ["== \(title): \(cases.count) guide files"]
        lines.append("recall by style:")
        for (style, ratio) in recallByStyle.sorted(by: { $0.key < $1.key }) {
            lines.append("  " + style.padding(toLength: 18, withPad: " ", startingAt: 0) + ratio.text)
        }
        lines.append("precision by kind:")
        for (kind, ratio) in precisionByKind.sorted(by: { $0.key < $1.key }) {
            lines.append("  " + kind.padding(toLength: 18, withPad: " ", startingAt: 0) + ratio.text)
        }
        lines.append("overall: recall \(recall.text), precision \(precision.text)")
        guard details else { return lines.joined(separator: "\n") }
        for item in cases {
            let matched = Set(item.matches.values)
            let missed = item.golden.indices.filter { item.matches[$0] == nil }
            let extra = item.found.indices.filter { !matched.contains($0) }
            guard !missed.isEmpty || !extra.isEmpty else { continue }
            lines.append("-- \(item.path)")
            for g in missed {
                let golden = item.golden[g]
                lines.append("   missed  \(golden.line)  \(golden.kind)  [\(golden.style)]  \(golden.title)")
            }
            for f in extra {
                let entry = item.found[f]
                lines.append("   extra   \(entry.source.line)  \(entry.kind.rawValue)  \(entry.title.prefix(80))")
            }
        }
        return lines.joined(separator: "\n")
    }
}

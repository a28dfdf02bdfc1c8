import Foundation
import BridgeKBModel
import BridgeKBExtraction

/// What `bridgekb parse FILE --candidates` prints: every place that may state an entry, with its signals.
enum CandidateListing {
    struct Output: Encodable {
        var signals: [String]
        var candidates: [Item]
    }

    struct Item: Encodable {
        var shape: String
        var line: Int
        var endLine: Int
        var section: String
        var depth: Int
        var children: Int
        var named: Bool
        var firstListingLine: Int?
        /// For a heading, its parent's section when the parent's numbered list announces it as a step.
        var stepOf: String?
        var opensWithListing: Bool
        var recognized: [String]
        var text: String
        var folded: String
        var values: [Double]
    }

    static func render(_ document: Document, json: Bool) -> String {
        let read = CandidateSignals.read(document)
        if json {
            let output = Output(signals: CandidateSignals.names, candidates: read.map {
                Item(shape: $0.candidate.shape.rawValue, line: $0.candidate.line, endLine: $0.candidate.endLine,
                     section: $0.candidate.sectionID, depth: $0.candidate.depth, children: $0.candidate.children,
                     named: $0.candidate.named, firstListingLine: $0.candidate.firstListingLine, stepOf: $0.candidate.stepOf, opensWithListing: $0.candidate.opensWithListing, recognized: $0.candidate.recognized.map(\.rawValue), text: String($0.candidate.text.prefix(160)),
                     folded: CandidateSignals.folded($0.candidate.text), values: $0.values)
            })
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return String(decoding: (try? encoder.encode(output)) ?? Data(), as: UTF8.self)
        }
        let model = EntryModel.builtIn
        let kept = Dictionary(model.decide(read.map(\.candidate), values: read.map(\.values)).map { ($0.index, $0.group) },
                              uniquingKeysWith: { a, _ in a })
        var lines = ["line\tshape\tpitfall\tpattern\trule\tentry\ttext"]
        for (i, item) in read.enumerated() {
            let p = model.probabilities(item.values)
            let cells = EntryGroup.allCases.map { String(format: "%.2f", p[$0] ?? 0) }
            let text = TerminalText.escape(String(item.candidate.text.prefix(60)).replacingOccurrences(of: "\n", with: " "))
            lines.append("L\(item.candidate.line)\t\(item.candidate.shape.rawValue)\t\(cells.joined(separator: "\t"))\t\(kept[i]?.rawValue ?? "-")\t\(text)")
        }
        return lines.joined(separator: "\n")
    }
}

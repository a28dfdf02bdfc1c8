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
        var text: String
        var folded: String
        var values: [Double]
    }

    static func render(_ document: Document, json: Bool) -> String {
        let read = CandidateSignals.read(document)
        if json {
            let output = Output(signals: CandidateSignals.names, candidates: read.map {
                Item(shape: $0.candidate.shape.rawValue, line: $0.candidate.line, endLine: $0.candidate.endLine,
                     section: $0.candidate.sectionID, depth: $0.candidate.depth, text: String($0.candidate.text.prefix(160)),
                     folded: CandidateSignals.folded($0.candidate.text), values: $0.values)
            })
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return String(decoding: (try? encoder.encode(output)) ?? Data(), as: UTF8.self)
        }
        return read.map { "L\($0.candidate.line)\t\($0.candidate.shape.rawValue)\t\($0.candidate.text.prefix(60).replacingOccurrences(of: "\n", with: " "))" }
            .joined(separator: "\n")
    }
}

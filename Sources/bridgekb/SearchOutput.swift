import Foundation
import BridgeKBModel
import BridgeKBStore
import BridgeKBBuild

enum SearchOutput {
    static func id(of record: SearchRecord) -> String {
        let key = record.groupKey
        if key.hasPrefix("entry:") { return String(key.dropFirst("entry:".count)) }
        return String(key.dropFirst("section:".count))
    }

    /// One result as text for the terminal: every piece of content escaped (``TerminalText``),
    /// then coloured when `color`.
    static func text(_ n: Int, _ result: SearchResult, backend: SearchSession, color: Bool) -> String {
        let hit = result.best, r = hit.record
        func safe(_ text: String) -> String { TerminalText.escape(text.replacingOccurrences(of: "\n", with: " ")) }
        let languages = result.languages.map(\.tag).joined(separator: "+")
        let cross = (hit.crossLanguage ? ", across languages" : "") + how(hit.stage)
        let excerpt = hit.excerpt.rendered(plain: safe) { color ? "\u{1B}[1;33m\(safe($0))\u{1B}[0m" : "[\(safe($0))]" }
        let title = color ? "\u{1B}[1m\(safe(r.title))\u{1B}[0m" : safe(r.title)
        var lines = ["\(n). \(title)  [\(safe(r.kind)), \(safe(languages))\(cross)]"]
        lines.append("   \(safe(r.guide)) › \(safe(r.sectionPath.joined(separator: " › ")))  (\(safe(backend.file(r) ?? r.guide)):\(r.line))")
        if !excerpt.isEmpty { lines.append("   \(excerpt)") }
        let also = result.otherSections
        if !also.isEmpty {
            lines.append("   also in this chapter: " + also.map { "\(safe($0.record.title)) (\(safe(id(of: $0.record))))" }.joined(separator: "; "))
        }
        // BM25 gives terms found in most records almost nothing (a small index): say so rather than 0.00.
        let score = result.score >= 0.005 ? String(format: "%.2f", result.score) : "<0.01"
        lines.append("   id \(safe(id(of: r)))  score \(score)  \(result.stage.rawValue)")
        return lines.joined(separator: "\n")
    }

    /// What a stage says of how a hit matched, for its label (nothing for an exact match).
    static func how(_ stage: SearchStage) -> String {
        switch stage {
        case .exact: return ""
        case .corrected: return ", spelling corrected"
        case .relaxed: return ", most of the words"
        case .expanded: return ", through the glossary"
        case .lexicon: return ", through the mined lexicon"
        case .related: return ", a related concept"
        }
    }

    /// The line under results cut at the limit: "showing 10 of 27 (--limit 27 shows all)".
    static func cutLine(shown: Int, total: Int) -> String? {
        total > shown ? "showing \(shown) of \(total) (--limit \(total) shows all)" : nil
    }

    /// One result as `--json` prints it.
    struct ResultJSON: Encodable {
        struct Translation: Encodable { var language: String; var title: String; var line: Int; var file: String? }
        struct Section: Encodable { var id: String; var language: String; var title: String; var line: Int }
        var id: String
        var kind: String
        var guide: String
        var language: String
        var languages: [String]
        var title: String
        var sectionPath: [String]
        var file: String?
        var line: Int
        var score: Double
        var stage: String
        var crossLanguage: Bool
        var excerpt: String
        var highlights: [[Int]]
        var translations: [Translation]
        /// Sections that matched folded into this result: for an entry, the section it lives in (and other
        /// sections of its chapter); for a section, other sections of the same chapter.
        var merged: [Section]
    }

    struct ResponseJSON: Encodable {
        var query: String
        var truncated: Bool
        /// Results before the cut at --limit (and before --ios hid any).
        var total: Int
        var tokens: [String]
        var corrections: [String: String]
        var concepts: [String]
        var lexicon: [String]
        var emptyReason: String?
        var results: [ResultJSON]
    }

    static func json(response: SearchResponse, results: [SearchResult], total: Int, backend: SearchSession) throws -> String {
        let output = ResponseJSON(
            query: response.query, truncated: response.truncated, total: total, tokens: response.tokens, corrections: response.corrections,
            concepts: response.concepts, lexicon: response.lexicon, emptyReason: response.emptyReason?.message,
            results: results.map { result in
                let hit = result.best, r = hit.record
                return ResultJSON(id: id(of: r), kind: r.kind, guide: r.guide, language: r.language.tag,
                                  languages: result.languages.map(\.tag), title: r.title, sectionPath: r.sectionPath,
                                  file: backend.file(r), line: r.line, score: (result.score * 1000).rounded() / 1000,
                                  stage: result.stage.rawValue, crossLanguage: hit.crossLanguage, excerpt: hit.excerpt.text,
                                  highlights: hit.excerpt.highlights.map { [$0.lowerBound, $0.upperBound] },
                                  translations: result.hits.dropFirst().map { .init(language: $0.record.language.tag, title: $0.record.title,
                                                                                    line: $0.record.line, file: backend.file($0.record)) },
                                  merged: result.merged.map { .init(id: id(of: $0.record), language: $0.record.language.tag,
                                                                    title: $0.record.title, line: $0.record.line) })
            })
        return try PrettyJSON.string(output)
    }
}

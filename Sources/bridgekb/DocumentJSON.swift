import Foundation
import BridgeKBModel

/// The JSON that `bridgekb parse --json` prints (documented in README.md).
enum DocumentJSON {
    struct Output: Encodable {
        var guide: String?
        var language: String?
        var title: String?
        var kicker: [String]?
        var metadata: [String: String]?
        var source: String?
        var preamble: [BlockJSON]
        var sections: [SectionJSON]
        var diagnostics: [DiagnosticJSON]
    }

    struct SectionJSON: Encodable {
        var id: String
        var number: String?
        var title: String
        var level: Int
        var line: Int
        var endLine: Int
        var blocks: [BlockJSON]
        var children: [SectionJSON]

        init(_ s: Section) {
            id = s.id; number = s.number; title = s.title; level = s.level
            line = s.range.startLine; endLine = s.range.endLine
            blocks = s.blocks.map(BlockJSON.init); children = s.children.map(SectionJSON.init)
        }
    }

    struct BlockJSON: Encodable {
        var kind: String
        var line: Int
        var endLine: Int
        var text: String?
        var ordered: Bool?
        var items: [String]?
        var header: [String]?
        var rows: [[String]]?
        var id: String?
        var language: String?
        var marker: String?
        var fileName: String?
        var infoString: String?
        var code: String?
        var entries: [[String: String]]?
        var noteKind: String?
        var label: String?

        init(_ block: Block) {
            kind = block.kind.rawValue
            line = block.range.startLine
            endLine = block.range.endLine
            switch block {
            case .paragraph(let p): text = p.text
            case .list(let l): ordered = l.ordered; items = l.items.map(\.text)
            case .table(let t): header = t.header; rows = t.rows
            case .code(let s), .diagram(let s):
                id = s.id; language = s.language.rawValue; marker = s.marker.rawValue
                fileName = s.fileName; infoString = s.infoString; code = s.code
            case .lifecycle(let l): entries = l.entries.map { ["method": $0.method, "description": $0.description] }
            case .note(let n): noteKind = n.kind.rawValue; label = n.label; text = n.text
            }
        }
    }

    struct DiagnosticJSON: Encodable {
        var severity: String
        var file: String?
        var line: Int?
        var column: Int?
        var ruleID: String
        var message: String

        init(_ d: Diagnostic) {
            severity = d.severity.rawValue; file = d.file; line = d.range?.start.line
            column = d.range?.start.column; ruleID = d.ruleID; message = d.message
        }
    }

    static func encode(_ document: Document?, diagnostics: [Diagnostic]) throws -> String {
        let output = Output(guide: document?.guide, language: document?.language.tag, title: document?.title,
                            kicker: document?.kicker, metadata: document?.metadata, source: document?.source,
                            preamble: document?.preamble.map(BlockJSON.init) ?? [],
                            sections: document?.sections.map(SectionJSON.init) ?? [],
                            diagnostics: diagnostics.map(DiagnosticJSON.init))
        return try PrettyJSON.string(output)
    }
}

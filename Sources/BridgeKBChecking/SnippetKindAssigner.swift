import BridgeKBModel
/// Fills in `Snippet.kind` for every listing of a document (Swift by the classifier, DOT and text by
/// their language), so that later stages and the site can rely on it.
public enum SnippetKindAssigner {
    public static func assigningKinds(_ document: Document) -> Document {
        assigningKinds(document, lexer: LexMemo())
    }

    /// Assigns kinds with Swift listings lexed through `lexer`, which the snippet checker can share.
    package static func assigningKinds(_ document: Document, lexer: LexMemo) -> Document {
        var document = document
        document.preamble = document.preamble.map { assign($0, lexer) }
        document.sections = document.sections.map { assign($0, lexer) }
        return document
    }

    static func assign(_ section: Section, _ lexer: LexMemo) -> Section {
        var section = section
        section.blocks = section.blocks.map { assign($0, lexer) }
        section.children = section.children.map { assign($0, lexer) }
        return section
    }

    static func assign(_ block: Block, _ lexer: LexMemo) -> Block {
        switch block {
        case .code, .diagram: return block.mappingSnippet { kinded($0, lexer) }
        case .list(var list):
            list.items = list.items.map { item in
                var item = item
                item.children = item.children.map { assign($0, lexer) }
                return item
            }
            return .list(list)
        default: return block
        }
    }

    static func kinded(_ snippet: Snippet, _ lexer: LexMemo) -> Snippet {
        var snippet = snippet
        switch snippet.language {
        case .swift: snippet.kind = SnippetClassifier.classify(lexer.lex(snippet.code).code)
        case .dot: snippet.kind = .dot
        case .text: snippet.kind = .text
        }
        return snippet
    }
}

/// Lexed listings by their code, for one guide: the kind assigner and the snippet checker both lex
/// every Swift listing as it stands, and translations repeat the source's listings.
package final class LexMemo {
    private var results: [String: SwiftLexer.Result] = [:]

    package init() {}

    package func lex(_ code: String) -> SwiftLexer.Result {
        if let known = results[code] { return known }
        let result = SwiftLexer.lex(code)
        results[code] = result
        return result
    }
}

/// Fills in `Snippet.kind` for every listing of a document (Swift by the classifier, DOT and text by
/// their language), so that later stages and the site can rely on it.
public enum SnippetKindAssigner {
    public static func assigningKinds(_ document: Document) -> Document {
        var document = document
        document.preamble = document.preamble.map(assign)
        document.sections = document.sections.map(assign)
        return document
    }

    static func assign(_ section: Section) -> Section {
        var section = section
        section.blocks = section.blocks.map(assign)
        section.children = section.children.map(assign)
        return section
    }

    static func assign(_ block: Block) -> Block {
        switch block {
        case .code(let snippet): return .code(kinded(snippet))
        case .diagram(let snippet): return .diagram(kinded(snippet))
        case .list(var list):
            list.items = list.items.map { item in
                var item = item
                item.children = item.children.map(assign)
                return item
            }
            return .list(list)
        default: return block
        }
    }

    static func kinded(_ snippet: Snippet) -> Snippet {
        var snippet = snippet
        switch snippet.language {
        case .swift: snippet.kind = SnippetClassifier.classify(snippet.code)
        case .dot: snippet.kind = .dot
        case .text: snippet.kind = .text
        }
        return snippet
    }
}

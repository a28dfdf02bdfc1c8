import BridgeKBModel
/// A heading or a block in reading order, as the Markdown and HTML readers find them before the
/// section tree is built.
enum MarkupElement {
    /// A heading with its markup level (1 for `#` / `<h1>`), its text, and its source lines.
    case heading(level: Int, text: String, line: Int, endLine: Int)
    case block(Block)

    var block: Block? {
        if case .block(let b) = self { return b }
        return nil
    }
}

extension ListBlock.Item {
    /// A list item of markup: its text is its first block when that is a paragraph, the rest its children.
    init(markupBlocks blocks: [Block], range: SourceRange) {
        guard case .paragraph(let first)? = blocks.first else {
            self.init(text: "", range: range, children: blocks)
            return
        }
        self.init(text: first.text, range: range, children: Array(blocks.dropFirst()))
    }
}

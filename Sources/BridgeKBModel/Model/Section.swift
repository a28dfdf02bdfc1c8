/// A titled part of a document, with its body blocks and subsections.
public struct Section: Codable, Hashable, Sendable {
    /// ASCII, stable, and the same in every language of a guide (anchors and URLs use it).
    public var id: String
    /// The number label as written: `第 1 部分`, `パート 2b`, `十六`, `16.3`, `步骤2`; nil when unnumbered.
    public var number: String?
    /// The title without its number label; empty when the heading is a bare number such as `步骤1`.
    public var title: String
    /// The heading as the source wrote it (`一、本文解决什么问题`, `第 1 部分：…`).
    public var heading: String
    /// 1 for top-level sections.
    public var level: Int
    /// From the heading line to the section's last line, subsections included.
    public var range: SourceRange
    public var blocks: [Block]
    public var children: [Section]
    /// APIs the section's own text and code mention (filled by extraction).
    public var apis: [String] = []
    /// The iOS version the section's heading, or a heading above it, states (filled by extraction).
    public var minimumOS: Int?

    public init(id: String, number: String?, title: String, heading: String? = nil, level: Int, range: SourceRange,
                blocks: [Block] = [], children: [Section] = []) {
        self.id = id; self.number = number; self.title = title; self.level = level
        self.heading = heading ?? [number, title.isEmpty ? nil : title].compactMap { $0 }.joined(separator: " ")
        self.range = range; self.blocks = blocks; self.children = children
    }

    /// The heading as a reader sees it: number and title, as written.
    public var displayTitle: String { heading }

    /// This section and all its descendants, depth first.
    public var flattened: [Section] {
        [self] + children.flatMap(\.flattened)
    }

    /// Every snippet in this section's own blocks (not its children's).
    public var snippets: [Snippet] { blocks.compactMap(\.snippet) }
}

/// A paragraph of prose, kept as its source text.
public struct Paragraph: Codable, Hashable, Sendable {
    public var text: String
    public var range: SourceRange
    public init(text: String, range: SourceRange) { self.text = text; self.range = range }
}

/// A bulleted or numbered list; items hold their text without the bullet.
public struct ListBlock: Codable, Hashable, Sendable {
    /// One list item; `children` holds nested items when the source indents them.
    public struct Item: Codable, Hashable, Sendable {
        public var text: String
        public var range: SourceRange
        public var children: [Block]
        public init(text: String, range: SourceRange, children: [Block] = []) {
            self.text = text; self.range = range; self.children = children
        }
    }
    public var ordered: Bool
    public var items: [Item]
    public var range: SourceRange
    public init(ordered: Bool, items: [Item], range: SourceRange) {
        self.ordered = ordered; self.items = items; self.range = range
    }
}

/// A table: a header row and body rows of plain-text cells.
public struct Table: Codable, Hashable, Sendable {
    public var header: [String]
    public var rows: [[String]]
    public var range: SourceRange
    /// The source line of each body row.
    public var rowLines: [Int]
    public init(header: [String], rows: [[String]], range: SourceRange, rowLines: [Int] = []) {
        self.header = header; self.rows = rows; self.range = range; self.rowLines = rowLines
    }
}

/// A lifecycle table such as `makeUIView(context:) → Called ONCE.`: method and what happens.
public struct LifecycleTable: Codable, Hashable, Sendable {
    /// One line of a lifecycle table.
    public struct Entry: Codable, Hashable, Sendable {
        public var method: String
        public var description: String
        public var line: Int
        public init(method: String, description: String, line: Int) {
            self.method = method; self.description = description; self.line = line
        }
    }
    public var entries: [Entry]
    public var range: SourceRange
    public init(entries: [Entry], range: SourceRange) { self.entries = entries; self.range = range }
}

/// A call-out such as 重要提示, 注意 or Tips.
public struct Note: Codable, Hashable, Sendable {
    /// How strongly the guide flags the note.
    public enum Kind: String, Codable, Sendable, CaseIterable { case important, warning, tip, note }
    public var kind: Kind
    /// The label as written (重要提示, Tips, …).
    public var label: String
    public var text: String
    public var range: SourceRange
    public init(kind: Kind, label: String, text: String, range: SourceRange) {
        self.kind = kind; self.label = label; self.text = text; self.range = range
    }
}

/// One block of a section's body.
public enum Block: Hashable, Sendable {
    case paragraph(Paragraph)
    case list(ListBlock)
    case table(Table)
    case code(Snippet)
    case diagram(Snippet)
    case lifecycle(LifecycleTable)
    case note(Note)

    /// The block kinds as they appear in JSON.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case paragraph, list, table, code, diagram, lifecycle, note
    }

    public var kind: Kind {
        switch self {
        case .paragraph: return .paragraph
        case .list: return .list
        case .table: return .table
        case .code: return .code
        case .diagram: return .diagram
        case .lifecycle: return .lifecycle
        case .note: return .note
        }
    }

    public var range: SourceRange {
        switch self {
        case .paragraph(let p): return p.range
        case .list(let l): return l.range
        case .table(let t): return t.range
        case .code(let s), .diagram(let s): return s.range
        case .lifecycle(let l): return l.range
        case .note(let n): return n.range
        }
    }

    /// The snippet of a code or diagram block.
    public var snippet: Snippet? {
        switch self {
        case .code(let s), .diagram(let s): return s
        default: return nil
        }
    }

    /// The table of a table block.
    public var table: Table? { if case .table(let t) = self { return t } else { return nil } }

    /// This block with `transform` applied to its snippet when it is a code or diagram block, else itself.
    public func mappingSnippet(_ transform: (Snippet) -> Snippet) -> Block {
        switch self {
        case .code(let s): return .code(transform(s))
        case .diagram(let s): return .diagram(transform(s))
        default: return self
        }
    }

    /// The block's prose, as plain text (cells and items joined), for search and matching.
    public var plainText: String {
        switch self {
        case .paragraph(let p): return p.text
        case .list(let l): return l.items.map { ([$0.text] + $0.children.map(\.plainText)).joined(separator: "\n") }.joined(separator: "\n")
        case .table(let t): return ([t.header] + t.rows).map { $0.joined(separator: " ") }.joined(separator: "\n")
        case .code(let s), .diagram(let s): return s.code
        case .lifecycle(let l): return l.entries.map { "\($0.method) \($0.description)" }.joined(separator: "\n")
        case .note(let n): return n.text
        }
    }
}

extension [Block] {
    /// The blocks with their listings numbered in order as `<prefix>-code-1`, `<prefix>-code-2`, …
    public func numberingSnippets(prefix: String) -> [Block] {
        var n = 0
        return map { block in
            block.mappingSnippet { snippet in
                n += 1
                var snippet = snippet
                snippet.id = "\(prefix)-code-\(n)"
                return snippet
            }
        }
    }
}

// MARK: - Codable, with a `kind` discriminator

extension Block: Codable {
    private enum CodingKeys: String, CodingKey { case kind, value }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Kind.self, forKey: .kind) {
        case .paragraph: self = .paragraph(try container.decode(Paragraph.self, forKey: .value))
        case .list: self = .list(try container.decode(ListBlock.self, forKey: .value))
        case .table: self = .table(try container.decode(Table.self, forKey: .value))
        case .code: self = .code(try container.decode(Snippet.self, forKey: .value))
        case .diagram: self = .diagram(try container.decode(Snippet.self, forKey: .value))
        case .lifecycle: self = .lifecycle(try container.decode(LifecycleTable.self, forKey: .value))
        case .note: self = .note(try container.decode(Note.self, forKey: .value))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        switch self {
        case .paragraph(let v): try container.encode(v, forKey: .value)
        case .list(let v): try container.encode(v, forKey: .value)
        case .table(let v): try container.encode(v, forKey: .value)
        case .code(let v), .diagram(let v): try container.encode(v, forKey: .value)
        case .lifecycle(let v): try container.encode(v, forKey: .value)
        case .note(let v): try container.encode(v, forKey: .value)
        }
    }
}

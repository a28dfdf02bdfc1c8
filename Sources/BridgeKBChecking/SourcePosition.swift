import BridgeKBModel
/// A position in source text: 1-based line, 1-based UTF-8 byte column and 1-based character column.
public struct SourcePosition: Hashable, Sendable, Codable, Comparable {
    public var line: Int
    /// Column counted in UTF-8 bytes, as editors speaking LSP offsets in bytes and SARIF tools may want.
    public var byteColumn: Int
    /// Column counted in Characters (grapheme clusters), as `SourceLocation` counts.
    public var column: Int

    public init(line: Int, byteColumn: Int, column: Int) {
        self.line = line; self.byteColumn = byteColumn; self.column = column
    }

    public var location: SourceLocation { SourceLocation(line: line, column: column) }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.byteColumn) < (rhs.line, rhs.byteColumn)
    }
}

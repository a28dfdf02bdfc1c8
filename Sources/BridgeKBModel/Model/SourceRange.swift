/// A position in a source file: 1-based line and 1-based column (in Unicode characters).
public struct SourceLocation: Codable, Hashable, Sendable, Comparable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int = 1) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// A span of a source file, from `start` to `end` inclusive.
public struct SourceRange: Codable, Hashable, Sendable {
    public var start: SourceLocation
    public var end: SourceLocation

    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// The range of one place.
    public init(at location: SourceLocation) { self.init(start: location, end: location) }

    /// A range covering whole lines `first...last`.
    public init(lines first: Int, _ last: Int) {
        self.start = SourceLocation(line: first, column: 1)
        self.end = SourceLocation(line: last, column: 1)
    }

    public var startLine: Int { start.line }
    public var endLine: Int { end.line }
}

import BridgeKBModel

/// A diagram drawn with box-drawing characters — a decision tree, a folder tree — whose branches start
/// with `├─`, `└─` or `│`: a preformatted block in the page (a fence in Markdown), which a copy leaves as
/// bare lines.
enum TextDiagram {
    /// Whether the scalar is a box-drawing character (U+2500 – U+257F).
    static func isBoxDrawing(_ scalar: Unicode.Scalar) -> Bool { (0x2500...0x257F).contains(scalar.value) }

    /// Whether `line` starts, after its spaces, with a box-drawing character.
    static func startsBranch(_ line: String) -> Bool {
        line.unicodeScalars.first { $0 != " " && $0 != "\t" && $0 != "\u{3000}" }.map(isBoxDrawing) ?? false
    }

    /// Where a run of lines that holds a diagram glued to other lines is to be cut (a browser sets a listing off
    /// from the heading above it and the one below it by a single line break): right above the diagram's root (the
    /// line above its first branch) when lines come before it, else right below its last branch when lines follow.
    /// Nil when the run holds no diagram of two branches or more, or is one already.
    static func gluedEdge(_ run: [String]) -> Int? {
        guard let first = run.firstIndex(where: startsBranch), first >= 1 else { return nil }
        var end = first
        while end + 1 < run.count, startsBranch(run[end + 1]) { end += 1 }
        guard end > first else { return nil }
        if first - 1 > 0 { return first - 1 }
        return end + 1 < run.count ? end + 1 : nil
    }

    /// The diagram of `lines` (the first on line `start`, 1-based, as the page has them), when every line
    /// after the first (the tree's root, which may be text) is a branch and there are two or more.
    static func block(_ lines: [String], start: Int) -> Block? {
        guard lines.count >= 3, lines.dropFirst().allSatisfy(startsBranch) else { return nil }
        let code = lines.joined(separator: "\n")
        let end = start + lines.count - 1
        return .code(Snippet(id: "", language: .text, code: code,
                             range: SourceRange(start: SourceLocation(line: start),
                                                end: SourceLocation(line: end, column: max(1, lines[lines.count - 1].count))),
                             marker: Snippet.marker(of: code), infoString: "text"))
    }
}

/// GitHub-flavoured pipe tables, recognised on the raw lines of a paragraph (libcmark has no table
/// extension): a header row, a `|---|:--:|` delimiter row with as many cells, then body rows.
enum PipeTable {
    /// A table found in a paragraph's lines; `leadingLines` lines of prose come before its header.
    struct Match: Equatable {
        var leadingLines: Int
        var header: [String]
        var rows: [[String]]
    }

    static func match(_ lines: [String]) -> Match? {
        guard lines.count >= 2 else { return nil }
        for k in 1..<lines.count {
            guard let width = delimiterWidth(lines[k]) else { continue }
            let headerLine = lines[k - 1]
            guard hasUnescapedPipe(headerLine) || hasUnescapedPipe(lines[k]) else { continue }
            let header = cells(headerLine)
            guard header.count == width else { continue }
            let rows = lines[(k + 1)...].map { row -> [String] in
                let c = cells(row)
                return c.count >= width ? Array(c.prefix(width)) : c + Array(repeating: "", count: width - c.count)
            }
            return Match(leadingLines: k - 1, header: header, rows: rows)
        }
        return nil
    }

    /// The cells of a row, trimmed, with the outer pipes removed and `\|` read as a literal `|`.
    static func cells(_ line: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var escaped = false
        for c in line.trimmed {
            if escaped {
                if c != "|" { current.append("\\") }
                current.append(c)
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else if c == "|" {
                cells.append(current)
                current = ""
            } else {
                current.append(c)
            }
        }
        if escaped { current.append("\\") }
        cells.append(current)
        let t = line.trimmed
        if t.hasPrefix("|"), !cells.isEmpty { cells.removeFirst() }
        if t.hasSuffix("|") && !t.hasSuffix("\\|"), !cells.isEmpty { cells.removeLast() }
        return cells.map { $0.trimmed }
    }

    /// The number of columns of a delimiter row such as `| --- | :-: |`, or nil.
    static func delimiterWidth(_ line: String) -> Int? {
        let t = line.trimmed
        guard t.contains("-"), t.allSatisfy({ "|-: \t".contains($0) }) else { return nil }
        let parts = cells(t)
        guard !parts.isEmpty, parts.allSatisfy({ part in
            var p = Substring(part)
            if p.hasPrefix(":") { p = p.dropFirst() }
            if p.hasSuffix(":") { p = p.dropLast() }
            return !p.isEmpty && p.allSatisfy { $0 == "-" }
        }) else { return nil }
        if parts.count == 1 && !t.contains("|") { return nil }
        return parts.count
    }

    private static func hasUnescapedPipe(_ line: String) -> Bool {
        var escaped = false
        for c in line {
            if escaped { escaped = false; continue }
            if c == "\\" { escaped = true } else if c == "|" { return true }
        }
        return false
    }
}

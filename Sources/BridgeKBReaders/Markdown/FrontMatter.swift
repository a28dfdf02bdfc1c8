/// YAML-style front matter between `---` lines at the very top of a Markdown guide: `key: value`
/// pairs, quoted or not, and `key:` followed by `- item` lines.
struct FrontMatter: Equatable {
    /// Single values by key, as written (quotes removed).
    var fields: [String: String] = [:]
    /// Values given as a `- item` list.
    var lists: [String: [String]] = [:]
    /// The line of the closing `---` (0 when the file has no front matter).
    var endLine = 0

    /// Every key with its value; list values joined by newlines.
    var metadata: [String: String] {
        fields.merging(lists.mapValues { $0.joined(separator: "\n") }) { a, _ in a }
    }

    /// The front matter at the top of `lines`, or nil when the first line is not `---` or the block
    /// does not consist of `key: value` lines (then the `---` is a thematic break).
    static func parse(_ lines: [String]) -> FrontMatter? {
        guard let first = lines.first, first.trimmed == "---" else { return nil }
        var result = FrontMatter()
        var currentListKey: String?
        for index in 1..<min(lines.count, 200) {
            let line = lines[index]
            let t = line.trimmed
            if t == "---" || t == "..." {
                guard index > 1 else { return nil }
                result.endLine = index + 1
                return result
            }
            if t.isEmpty || t.hasPrefix("#") { continue }
            if t.hasPrefix("- "), let key = currentListKey {
                result.lists[key, default: []].append(unquote(t.dropFirst(2).trimmed))
                continue
            }
            guard let key = key(of: line), let colon = t.firstIndex(where: Self.isColon) else { return nil }
            let value = t[t.index(after: colon)...].trimmed
            if value.isEmpty {
                currentListKey = key
            } else {
                currentListKey = nil
                result.fields[key] = unquote(value)
            }
        }
        return nil
    }

    /// The key of a `key: value` line at column 0, or nil: letters of any script, digits, `_`, `-`, and
    /// `.` as documentation sites write `ms.prod`, before a colon, which Chinese and Japanese keys write
    /// full-width (`出处：…`). A phrase with a space or a comma before its colon is prose, not a key.
    static func key(of line: String) -> String? {
        guard line.indentation == 0, let colon = line.firstIndex(where: isColon) else { return nil }
        let key = String(line[..<colon])
        guard let head = key.first, head.isLetter || head == "_", key.count <= 40,
              key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }) else { return nil }
        return key
    }

    private static func isColon(_ c: Character) -> Bool { c == ":" || c == "：" }

    /// Whether `lines` open with `---` and a `key: value` line but never close the block.
    static func isUnclosed(_ lines: [String]) -> Bool {
        guard parse(lines) == nil, lines.count >= 2, lines[0].trimmed == "---", key(of: lines[1]) != nil else { return false }
        return !lines.dropFirst().contains { $0.trimmed == "---" || $0.trimmed == "..." }
    }

    private static func unquote(_ value: String) -> String {
        guard value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first else {
            return value
        }
        var inner = String(value.dropFirst().dropLast())
        if first == "\"" { inner = inner.replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\") }
        else { inner = inner.replacingOccurrences(of: "''", with: "'") }
        return inner
    }
}

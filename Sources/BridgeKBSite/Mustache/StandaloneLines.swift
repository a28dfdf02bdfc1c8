/// Applies the spec's standalone-line rule: a line holding only whitespace and one section, inverted, partial, comment or delimiter tag is removed, leaving just the tag.
///
/// Every line that is kept gets a `lineStart` token in front of it, so that a partial rendered
/// with indentation can indent each of its own source lines (and not text from the data).
enum StandaloneLines {
    // MARK: - Filtering

    /// The tokens with standalone lines stripped to their tag and `lineStart` markers added.
    static func apply(to tokens: [MustacheToken]) -> [MustacheToken] {
        var result: [MustacheToken] = []
        result.reserveCapacity(tokens.count + tokens.count / 2)
        var lineStart = 0
        for (index, token) in tokens.enumerated() {
            let endsLine: Bool
            if case .text(let text) = token.kind { endsLine = text.utf8.last == UInt8(ascii: "\n") } else { endsLine = false }
            if endsLine || index == tokens.count - 1 {
                appendLine(tokens[lineStart...index], to: &result)
                lineStart = index + 1
            }
        }
        return result
    }

    /// Appends one source line's tokens, either as a standalone tag or unchanged behind a marker.
    private static func appendLine(_ line: ArraySlice<MustacheToken>, to result: inout [MustacheToken]) {
        if let tag = standaloneTag(in: line) {
            var kept = line[tag]
            if case .partial(let name, _) = kept.kind {
                var indent = ""
                for token in line[line.startIndex..<tag] {
                    if case .text(let text) = token.kind { indent += text }
                }
                kept.kind = .partial(name: name, indent: indent)
            }
            result.append(kept)
        } else {
            result.append(MustacheToken(kind: .lineStart, offset: line[line.startIndex].offset))
            result.append(contentsOf: line)
        }
    }

    /// The index of the line's only tag if the line is standalone, else `nil`.
    private static func standaloneTag(in line: ArraySlice<MustacheToken>) -> Int? {
        var tagIndex: Int?
        for index in line.indices {
            let token = line[index]
            if case .text(let text) = token.kind {
                guard isBlank(text) else { return nil }
            } else {
                guard tagIndex == nil, token.canStandAlone else { return nil }
                tagIndex = index
            }
        }
        return tagIndex
    }

    // MARK: - Whitespace

    /// Whether `text` is only spaces and tabs, optionally ending in "\n" or "\r\n".
    static func isBlank(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        if bytes.last == UInt8(ascii: "\n") {
            bytes = bytes.dropLast()
            if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
        }
        return bytes.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }
}

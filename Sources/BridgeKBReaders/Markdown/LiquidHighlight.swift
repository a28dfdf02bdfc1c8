import BridgeKBModel
/// Jekyll's and other Liquid-templated blogs' code blocks, `{% highlight swift %}` … `{% endhighlight %}`:
/// each tag line becomes a fence line in place, so libcmark reads a listing and line numbers stay the file's; a
/// plain-text copy that kept the tags reads the same listing (`listing(_:at:)`).
enum LiquidHighlight {
    /// Rewrites the tag lines of every closed block in `lines` into ``` fences (the language kept as
    /// the info string); an opening tag with no closing one is left as text.
    static func fence(_ lines: inout [String]) {
        var open: (index: Int, language: String)?
        for index in lines.indices {
            guard let found = tag(lines[index]) else { continue }
            if let start = open, found.name == "endhighlight" {
                lines[start.index] = "```" + start.language
                lines[index] = "```"
                open = nil
            } else if open == nil, found.name == "highlight" {
                open = (index, found.argument)
            }
        }
    }

    /// A plain-text copy of such a page keeps the tags as lines: the listing that opens on `lines[index]`, from
    /// the opening tag's line to the closing one's (as a Markdown fence's range runs), in the tag's language,
    /// and the index of the closing line; nil when the line opens none or no closing tag follows.
    static func listing(_ lines: [String], at index: Int) -> (block: Block, end: Int)? {
        // The search stops at the next opening tag too, so that a page of unclosed tags is read in linear time.
        // `containsText`, a byte search: Foundation's `contains` here cost a twentieth of a plain-text parse.
        guard lines[index].containsText("{%"), let open = tag(lines[index]), open.name == "highlight",
              let next = lines[(index + 1)...].firstIndex(where: { $0.containsText("{%") && tag($0) != nil }),
              tag(lines[next])?.name == "endhighlight" else { return nil }
        let end = next
        let code = lines[(index + 1)..<end].joined(separator: "\n")
        let range = SourceRange(start: SourceLocation(line: index + 1), end: SourceLocation(line: end + 1, column: max(1, lines[end].count)))
        return (CodeBlockFactory.block(code: code, info: open.argument, fileName: nil, range: range, firstLine: index + 2), end)
    }

    /// The name and first argument of a line that is one Liquid tag (`{% highlight objective_c linenos %}`,
    /// `{%- endhighlight -%}`), or nil.
    private static func tag(_ line: String) -> (name: String, argument: String)? {
        let t = line.trimmed
        guard t.hasPrefix("{%"), t.hasSuffix("%}"), t.count >= 4 else { return nil }
        let inner = t.dropFirst(2).dropLast(2)
        let words = inner.split(whereSeparator: { $0 == " " || $0 == "\t" }).filter { $0 != "-" }
            .map { $0.drop { $0 == "-" } }
        guard let name = words.first, name == "highlight" || name == "endhighlight" else { return nil }
        return (String(name), words.dropFirst().first.map(String.init) ?? "")
    }
}

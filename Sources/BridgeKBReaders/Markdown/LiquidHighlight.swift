/// Jekyll's and other Liquid-templated blogs' code blocks, `{% highlight swift %}` … `{% endhighlight %}`:
/// each tag line becomes a fence line in place, so libcmark reads a listing and line numbers stay the file's.
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

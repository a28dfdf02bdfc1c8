import Foundation

/// Turns a standalone SVG document from Graphviz into a fragment that can sit inside an HTML page:
/// no prolog or DOCTYPE, no comments (Graphviz writes its version in one), no element ids (two
/// diagrams on one page would repeat `graph0`, `node1`), and a root that scales with its container.
enum SVGInliner {
    /// The `<svg>` element of `document`, cleaned; nil when there is none.
    static func inline(_ document: String) -> String? {
        guard let start = document.range(of: "<svg") else { return nil }
        var svg = String(document[start.lowerBound...])
        svg = removingComments(svg)
        svg = svg.replacingOccurrences(of: #"\sid="[^"]*""#, with: "", options: .regularExpression)
        // An anonymous graph is called %0, %3 … by Graphviz; that name would show as a tooltip.
        svg = svg.replacingOccurrences(of: #"<title>%\d+</title>\n?"#, with: "", options: .regularExpression)
        guard let rooted = responsiveRoot(svg) else { return nil }
        return rooted.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    // MARK: - Pieces

    /// `text` without `<!-- … -->` comments and the line break that followed each.
    static func removingComments(_ text: String) -> String {
        var result = ""
        var rest = text[...]
        while let open = rest.range(of: "<!--") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "-->") else { return result }
            rest = rest[close.upperBound...]
            if rest.first == "\n" { rest = rest.dropFirst() }
        }
        return result + rest
    }

    /// Replaces the root tag's fixed `width`/`height` (in points) by `width="100%"`, keeping `viewBox`
    /// (which gives the height through the aspect ratio) and the namespaces.
    static func responsiveRoot(_ svg: String) -> String? {
        guard svg.hasPrefix("<svg"), let end = svg.firstIndex(of: ">") else { return nil }
        let tag = svg[svg.index(svg.startIndex, offsetBy: 4)..<end]
        let selfClosing = tag.hasSuffix("/")
        var kept: [String] = []
        for attribute in attributes(in: tag) where attribute.name != "width" && attribute.name != "height" {
            kept.append("\(attribute.name)=\"\(attribute.value)\"")
        }
        let head = (["<svg", "width=\"100%\"", "class=\"diagram\""] + kept).joined(separator: " ")
        return head + (selfClosing ? "/>" : ">") + svg[svg.index(after: end)...]
    }

    /// The `name="value"` pairs of a start tag, in order.
    static func attributes(in tag: Substring) -> [(name: String, value: String)] {
        var result: [(name: String, value: String)] = []
        var rest = tag[...]
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].trimmingCharacters(in: .whitespacesAndNewlines)
            let afterEquals = rest[rest.index(after: equals)...]
            guard let quote = afterEquals.first, quote == "\"" || quote == "'",
                  let close = afterEquals.dropFirst().firstIndex(of: quote) else { break }
            result.append((name, String(afterEquals[afterEquals.index(after: afterEquals.startIndex)..<close])))
            rest = afterEquals[afterEquals.index(after: close)...]
        }
        return result
    }
}

import Foundation

/// Turns the SVG document Graphviz writes into an `<svg>` fragment that is safe inside an HTML page:
/// the document is parsed the way a browser would parse it inline (`HTML5Parser`: foreign content,
/// HTML5 character references) and written out again element by element through an allow-list. No
/// text of Graphviz's output is passed through: every name is one of the list's, every value is
/// escaped, and anything else — elements with their content, attributes, comments, the prolog — is
/// left out and listed in `dropped`.
///
/// - Links: an `<a>` is kept only when its `xlink:href` is one of the `links` bridgekb gave Graphviz;
///   any other `<a>` is unwrapped (its drawing kept, the link gone).
/// - No ids (two diagrams on one page would repeat `graph0`, `node1`), no `style`, no `url(…)` values,
///   classes only Graphviz's own, the root scaled by its container (`width="100%"`, `viewBox` kept).
public enum SVGSanitizer {
    /// The result: the fragment, and what was left out (short descriptions, deduplicated, in order).
    public struct Output: Hashable, Sendable {
        public var svg: String
        public var dropped: [String]
    }

    /// Presentation attributes of shapes.
    private static let paint: Set<String> = ["fill", "stroke", "stroke-width", "stroke-dasharray", "fill-opacity", "stroke-opacity"]

    /// The SVG elements Graphviz's core renderer writes for a diagram, and the attributes kept on each.
    public static let allowedAttributes: [String: Set<String>] = [
        "svg": ["viewBox"],
        "g": ["class", "transform"],
        "title": [],
        "polygon": paint.union(["points", "transform"]),
        "polyline": paint.union(["points"]),
        "ellipse": paint.union(["cx", "cy", "rx", "ry"]),
        "path": paint.union(["d"]),
        "text": ["x", "y", "text-anchor", "font-family", "font-size", "font-weight", "font-style", "text-decoration",
                 "baseline-shift", "fill", "fill-opacity"],
        "a": ["xlink:href", "xlink:title", "target"],
    ]

    /// The attributes the root element gets, always the same (the namespaces are HTML's defaults for
    /// inline SVG, written for readers who copy the SVG out).
    static let rootAttributes = #"width="100%" class="diagram""#
    static let namespaces = #"xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink""#

    /// The values `class` may hold: Graphviz's own (a DOT `class` attribute adds others).
    public static let allowedClasses: Set<String> = ["graph", "node", "edge", "cluster"]

    /// Attributes whose values are shown as text (a tooltip): any value, escaped.
    private static let textAttributes: Set<String> = ["xlink:title"]

    /// The first `<svg>` of `document`, sanitised; nil when the document has none.
    public static func sanitize(_ document: String, links: Set<String>) -> Output? {
        var writer = Writer(links: links)
        HTML5Parser.walk(document, &writer)
        guard writer.finished else { return nil }
        return Output(svg: writer.output.trimmingCharacters(in: .whitespacesAndNewlines), dropped: writer.dropped)
    }

    // MARK: - Values

    /// Whether `value` may stand in the presentation attribute `name` of `element`: letters, digits,
    /// spaces and the punctuation of numbers, lists, colours and font names — no `url(…)`, no quotes.
    static func isSafeValue(_ value: String) -> Bool {
        for scalar in value.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", " ", "#", "%", "+", ",", "-", ".", ";", "_", "(", ")": continue
            default:
                if scalar.value > 0x7F && scalar.properties.isAlphabetic { continue }
                return false
            }
        }
        return !value.lowercased().contains("url(")
    }

    // MARK: - Writing

    /// Writes the allowed part of the tree as it is walked.
    private struct Writer: HTML5Visitor {
        let links: Set<String>
        var output = ""
        var dropped: [String] = []
        /// Whether the root `<svg>` was entered, and left.
        var started = false, finished = false
        /// For each element entered inside the root: whether it was written (else unwrapped).
        var written: [(name: String, open: Bool)] = []
        /// Where the current `<title>` started in `output`, to take out Graphviz's `%3` titles.
        var titleStart: String.Index?

        mutating func drop(_ what: String) {
            if !dropped.contains(what) { dropped.append(what) }
        }

        /// Closes a start tag whose `>` was held back (to write empty elements as `<x/>`).
        mutating func openPending() {
            if let last = written.lastIndex(where: { $0.name != "" }), !written[last].open {
                output += ">"
                written[last].open = true
            }
        }

        mutating func enter(_ element: HTML5Element) -> Bool {
            if finished { return false }
            let name = element.name
            guard started else {
                // Only the first <svg> counts; whatever precedes it (prolog, comments) is not written.
                guard element.namespace == .svg, name == "svg" else { return true }
                started = true
                var head = "<svg " + SVGSanitizer.rootAttributes
                element.forEachAttribute { attribute, value in
                    if attribute == "viewBox", SVGSanitizer.isSafeValue(value) {
                        head += " viewBox=\""; HTMLEscaper.append(value, to: &head); head += "\""
                    } else if !["width", "height", "xmlns", "xmlns:xlink", "id"].contains(attribute) {
                        drop("\(attribute) on <svg>")
                    }
                }
                output = head + " " + SVGSanitizer.namespaces
                written.append(("svg", false))
                return true
            }
            guard element.namespace == .svg, let allowed = SVGSanitizer.allowedAttributes[name], name != "svg" else {
                drop("<\(name)>")
                return false
            }
            openPending()
            if name == "a" {
                guard let target = linkTarget(element), links.contains(target) else {
                    // Not one of bridgekb's links: the drawing stays, the link goes.
                    drop("a link bridgekb did not make")
                    written.append(("", true))
                    return true
                }
            }
            if name == "title" { titleStart = output.endIndex }
            var tag = "<" + name
            element.forEachAttribute { attribute, value in
                guard allowed.contains(attribute) else {
                    if attribute != "id" { drop("\(attribute) on <\(name)>") }
                    return
                }
                var kept = value
                switch attribute {
                case "class":
                    let classes = value.split(separator: " ").map(String.init)
                    kept = classes.filter(SVGSanitizer.allowedClasses.contains).joined(separator: " ")
                    if classes.count != kept.split(separator: " ").count { drop("class values") }
                    if kept.isEmpty { return }
                case "target":
                    guard value == "_top" else { drop("target on <a>"); return }
                case "xlink:href":
                    break   // one of `links`, checked above
                case _ where SVGSanitizer.textAttributes.contains(attribute):
                    break
                default:
                    guard SVGSanitizer.isSafeValue(value) else { drop("\(attribute) value on <\(name)>"); return }
                }
                tag += " " + attribute + "=\""
                HTMLEscaper.append(kept, to: &tag)
                tag += "\""
            }
            output += tag
            written.append((name, false))
            return true
        }

        /// The `xlink:href` (or plain `href`) of an `<a>`.
        func linkTarget(_ element: HTML5Element) -> String? {
            var target: String?
            element.forEachAttribute { name, value in
                if name == "xlink:href" || name == "href" { target = value }
            }
            return target
        }

        mutating func leave(_ element: HTML5Element) {
            guard started, !finished, let last = written.popLast() else { return }
            if last.name == "" { return }
            if last.name == "svg" {
                openPending()
                output += "</svg>"
                finished = true
                return
            }
            if last.open {
                output += "</\(last.name)>"
            } else {
                output += "/>"
            }
            if last.name == "title", let start = titleStart {
                // An anonymous graph is called %0, %3 … by Graphviz; that name would show as a tooltip.
                let text = output[start...].dropFirst("<title>".count).dropLast("</title>".count)
                let digits = text.dropFirst()
                if text.first == "%", !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
                    output.removeSubrange(start...)
                    skipNewline = true
                }
                titleStart = nil
            }
        }

        /// Set after a removed title or comment, so that its line break goes too.
        var skipNewline = false

        mutating func text(_ node: HTML5Text) {
            guard started, !finished else { return }
            if node.isComment {
                skipNewline = true   // the comment's line goes with it
                return
            }
            var text = node.text
            if skipNewline {
                skipNewline = false
                if text.hasPrefix("\n") { text.removeFirst() }
                if text.isEmpty { return }
            }
            let inside = written.last(where: { $0.name != "" })?.name
            guard node.isWhitespace || inside == "text" || inside == "title" else {
                drop("text outside <text>")
                return
            }
            openPending()
            HTMLEscaper.append(text, to: &output)
        }
    }
}

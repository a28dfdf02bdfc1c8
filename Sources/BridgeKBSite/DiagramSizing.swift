import BridgeKBReaders

/// Gives a drawn diagram its natural size and a name. Graphviz draws at the size its text is legible
/// at; the page keeps that size (`width`/`height` from the `viewBox`) and the stylesheet only shrinks
/// it to the column where that stays legible, so on a phone the diagram scrolls in its own box
/// instead of shrinking to unreadable text. The accessible name is the heading of its section.
enum DiagramSizing {
    static func sized(_ svg: String, labelledBy: String?) -> String {
        guard let open = svg.range(of: "<svg "), let close = svg[open.upperBound...].firstIndex(of: ">") else { return svg }
        var tag = String(svg[open.lowerBound..<close])
        if let size = viewBoxSize(tag) {
            let dimensions = " width=\"\(Int(size.width.rounded(.up)))\" height=\"\(Int(size.height.rounded(.up)))\""
            if let width = tag.range(of: " width=\"100%\"") { tag.replaceSubrange(width, with: dimensions) }
        }
        if let labelledBy, !tag.contains("aria-labelledby") { tag += " aria-labelledby=\"\(HTMLText.escape(labelledBy))\"" }
        return tag + svg[close...]
    }

    /// The widest drawing the 48rem (768 px) text column shows at its natural size or shrunk so that
    /// Graphviz's 14-unit text is still 12 px: 768 × 14 / 12. A wider one scrolls in its own box.
    static let readableWidth = 896.0

    /// The width and height of `viewBox="x y w h"` in an `<svg …` tag.
    static func viewBoxSize(_ tag: String) -> (width: Double, height: Double)? {
        guard let start = tag.range(of: "viewBox=\"") else { return nil }
        let numbers = tag[start.upperBound...].prefix { $0 != "\"" }.split(separator: " ").compactMap { Double($0) }
        guard numbers.count == 4, numbers[2] > 0, numbers[3] > 0 else { return nil }
        return (numbers[2], numbers[3])
    }
}

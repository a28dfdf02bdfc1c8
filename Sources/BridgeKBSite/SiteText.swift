import Foundation
import BridgeKBReaders

/// Plain text for a page's head: inline Markdown without its markup, cut to a meta description.
enum SiteText {
    /// `text` on one line, at most `limit` characters (cut at the last space or CJK character before
    /// the limit, with `…`): search engines show about that much.
    static func description(_ text: String, limit: Int = 160) -> String {
        let line = text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        guard line.count > limit else { return line }
        var cut = String(line.prefix(limit - 1))
        if let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) > limit / 2,
           !(cut.unicodeScalars.last.map(isWide) ?? false) {
            cut = String(cut[..<space])
        }
        return cut + "…"
    }

    /// Inline Markdown (`Use \`updateUIView\``) as the text a reader sees (`Use updateUIView`).
    static func plain(markdown: String) -> String {
        let html = CommonMarkBridge.inlineHTML(markdown)
        var text = "", inTag = false
        for character in html {
            if character == "<" { inTag = true } else if character == ">" && inTag { inTag = false } else if !inTag { text.append(character) }
        }
        // Most texts hold no entity at all.
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text
    }

    /// CJK ideographs and kana, where a line may break without a space.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        (0x3040...0x30FF).contains(scalar.value) || (0x3400...0x9FFF).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
    }
}

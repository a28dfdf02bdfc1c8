import CCmark
import Foundation
import BridgeKBText

/// The one place that calls libcmark: parses CommonMark text and copies the node tree into
/// `MarkdownNode` values, freeing every cmark object before returning.
public enum CommonMarkBridge {
    /// Parses `text` as a CommonMark document (no extensions; raw HTML is kept as nodes, never rendered).
    static func parse(_ text: String) -> MarkdownNode {
        var deep: [Int] = []
        return parse(text, deepLines: &deep)
    }

    /// ``parse(_:)``, also giving the lines where nesting went deeper than ``maximumDepth`` (there the
    /// content below is kept as plain text).
    static func parse(_ text: String, deepLines: inout [Int]) -> MarkdownNode {
        // Paragraphs with too many brackets reach cmark with placeholders for them (``InlineComplexity``),
        // turned back into brackets as the tree is copied.
        let guarded = InlineComplexity.guarded(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        let text = guarded.guarded ? guarded.lines.joined(separator: "\n") : text
        var utf8 = Array(text.utf8)
        utf8.append(0)
        let root: OpaquePointer? = utf8.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
                cmark_parse_document(pointer, buffer.count - 1, CMARK_OPT_DEFAULT)
            }
        }
        guard let root else { return MarkdownNode(kind: .document) }
        defer { cmark_node_free(root) }
        return copy(root, depth: 0, deepLines: &deepLines)
    }

    /// Deeper nesting (`>>>>…` thousands deep) is not recursed into: such a subtree is kept as its text.
    static let maximumDepth = 256

    /// Parses one line of inline Markdown (a table cell) into plain text; nil when it parses as
    /// anything but a single paragraph (`1. x`, `# x`), so the caller can keep the text as written.
    static func inlinePlainText(_ text: String) -> String? {
        let document = parse(text)
        guard document.children.count == 1, let paragraph = document.children.first,
              paragraph.kind == .paragraph else { return document.children.isEmpty ? "" : nil }
        return paragraph.plainText
    }

    // MARK: - Copying the tree

    private static func copy(_ node: OpaquePointer, depth: Int, deepLines: inout [Int]) -> MarkdownNode {
        var result = MarkdownNode(kind: kind(of: cmark_node_get_type(node)))
        result.startLine = Int(cmark_node_get_start_line(node))
        result.startColumn = Int(cmark_node_get_start_column(node))
        result.endLine = Int(cmark_node_get_end_line(node))
        result.endColumn = Int(cmark_node_get_end_column(node))
        switch result.kind {
        case .text, .code, .codeBlock, .htmlBlock, .htmlInline:
            result.literal = InlineComplexity.restored(string(cmark_node_get_literal(node)))
            if result.kind == .codeBlock { result.fenceInfo = InlineComplexity.restored(string(cmark_node_get_fence_info(node))) }
        case .heading:
            result.headingLevel = Int(cmark_node_get_heading_level(node))
        case .list:
            result.ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
            result.listStart = Int(cmark_node_get_list_start(node))
        case .link, .image:
            result.url = InlineComplexity.restored(string(cmark_node_get_url(node)))
        default:
            break
        }
        guard depth < maximumDepth else {
            let text = plainText(of: node)
            if !text.isBlankLine {
                deepLines.append(result.startLine)
                var leaf = MarkdownNode(kind: .text)
                leaf.literal = text
                (leaf.startLine, leaf.startColumn, leaf.endLine, leaf.endColumn) = (result.startLine, result.startColumn, result.endLine, result.endColumn)
                if isBlock(result.kind) && result.kind != .paragraph && result.kind != .heading {
                    var paragraph = leaf
                    paragraph.kind = .paragraph
                    paragraph.literal = ""
                    paragraph.children = [leaf]
                    leaf = paragraph
                }
                result.children = [leaf]
            }
            return result
        }
        var child = cmark_node_first_child(node)
        while let current = child {
            result.children.append(copy(current, depth: depth + 1, deepLines: &deepLines))
            child = cmark_node_next(current)
        }
        return result
    }

    private static func isBlock(_ kind: MarkdownNode.Kind) -> Bool {
        switch kind {
        case .document, .blockQuote, .list, .item, .codeBlock, .htmlBlock, .customBlock, .paragraph, .heading, .thematicBreak: return true
        default: return false
        }
    }

    /// The text of every node under `node`, found with cmark's iterator (no recursion), a space
    /// between blocks.
    private static func plainText(of node: OpaquePointer) -> String {
        guard let iterator = cmark_iter_new(node) else { return "" }
        defer { cmark_iter_free(iterator) }
        var text = ""
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard let current = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(current) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_INLINE:
                if event == CMARK_EVENT_ENTER { text += string(cmark_node_get_literal(current)) }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                text += " "
            case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING, CMARK_NODE_ITEM:
                if event == CMARK_EVENT_EXIT, !text.isEmpty, text.last != " " { text += " " }
            default: break
            }
        }
        return text.trimmingCharacters(in: .whitespaces)
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    private static func kind(of type: cmark_node_type) -> MarkdownNode.Kind {
        switch type {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST: return .list
        case CMARK_NODE_ITEM: return .item
        case CMARK_NODE_CODE_BLOCK: return .codeBlock
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock
        case CMARK_NODE_CUSTOM_BLOCK: return .customBlock
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_TEXT: return .text
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code
        case CMARK_NODE_HTML_INLINE: return .htmlInline
        case CMARK_NODE_CUSTOM_INLINE: return .customInline
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK: return .link
        case CMARK_NODE_IMAGE: return .image
        default: return .unknown
        }
    }
}

// MARK: - Rendering prose

extension CommonMarkBridge {
    /// Whether cmark would render `text` as one paragraph holding exactly `text`: no byte that starts
    /// inline markup or needs escaping (`\\ ` * _ [ ] ! < > & "`), no line break, tab or other
    /// control character, no bidirectional control, no leading or trailing space, and a first
    /// character that cannot open a block (heading, list, quote, fence, table or thematic break),
    /// and no `://` (a web address becomes a link, ``BareURLs``).
    /// Most CJK prose is like this; it skips a parse and a render per paragraph.
    static func isPlainInline(_ text: String) -> Bool {
        var utf8 = text.utf8.makeIterator()
        guard let first = utf8.next() else { return false }
        switch first {
        case UInt8(ascii: "#"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "="), UInt8(ascii: "|"),
             UInt8(ascii: "~"), UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "0")...UInt8(ascii: "9"): return false
        default: break
        }
        var last = first
        var byte: UInt8? = first
        while let b = byte {
            switch b {
            case 0..<0x20, 0x7F, UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"),
                 UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"),
                 UInt8(ascii: "&"), UInt8(ascii: "\""):
                return false
            // The bidirectional controls (U+200E/F, U+202A–E, U+2066–9) and U+FFFD-worthy bytes are
            // rare: any 0xE2 lead byte takes the slow path, which filters them.
            case 0xE2: return false
            case UInt8(ascii: "/") where last == UInt8(ascii: ":"): return false
            default: break
            }
            last = b
            byte = utf8.next()
        }
        return last != UInt8(ascii: " ")
    }
}

extension CommonMarkBridge {
    /// One paragraph of prose as inline HTML: code spans and emphasis become markup, and so do bare web
    /// addresses (``BareURLs``); `<` is escaped first, so raw HTML in a guide can never become live
    /// markup (cmark's safe mode drops it anyway).
    /// Text that cmark would read as a block (a list, a heading) is escaped as it is.
    public static func inlineHTML(_ text: String) -> String {
        if isPlainInline(text) { return text }
        // Too many brackets for cmark's inline parser: the text as written (the reader warned).
        return InlineComplexity.isTooComplex(text) ? HTMLText.escape(text) : renderedInline(text)
    }

    /// ``inlineHTML(_:)`` through cmark, for text that is not plain.
    static func renderedInline(_ text: String) -> String {
        let escaped = String(String.UnicodeScalarView(text.unicodeScalars.filter { !TextDecoder.isBidiControl($0) }))
            .replacingOccurrences(of: "<", with: "&lt;")
        guard let html = escaped.withCString({ cmark_markdown_to_html($0, strlen($0), CMARK_OPT_DEFAULT) }) else {
            return HTMLText.escape(text)
        }
        defer { free(html) }
        let result = String(cString: html).trimmingCharacters(in: .whitespacesAndNewlines)
        guard result.hasPrefix("<p>"), result.hasSuffix("</p>"), !result.dropFirst(3).contains("<p>") else { return HTMLText.escape(text) }
        return BareURLs.linked(LineJoining.joined(String(result.dropFirst(3).dropLast(4))))
    }
}

/// Bare web addresses in prose become links: a web copy (text pasted from a browser) has no Markdown
/// links, only addresses. Works on cmark's inline HTML, in its text outside `<a>` and `<code>` (so
/// never in code, nor inside a link the guide wrote). An address starts with `http://` or `https://`
/// (any case; not right after a letter or digit) and a letter or digit, and runs over the ASCII
/// characters a URL may hold: it ends at a space, at any other character (kana, ideographs,
/// full-width punctuation: a Chinese or Japanese sentence runs on with no space), at a quote or an
/// angle bracket (escaped by cmark as `&quot;`, `&lt;`, `&gt;`; `&amp;` is a `&` of the address).
/// Trailing `.,;:!?` are the sentence's, and so is a closing `)` or `]` the address did not open
/// (Wikipedia's `…/Swift_(programming_language)` keeps its own). The link is like the guide's source
/// link; its address is escaped again as an attribute, and nothing else becomes markup.
enum BareURLs {
    static func linked(_ html: String) -> String {
        guard html.contains("://") else { return html }
        let bytes = Array(html.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 128)
        var i = 0, skipped = 0   // how deep inside `<a>` and `<code>` (cmark nests `<code>` in `<a>`)
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "<") {
                // cmark's own tag: its attribute values hold no `>` (escaped or percent-encoded).
                let end = bytes[i...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count - 1
                let tag = String(decoding: bytes[i...end], as: UTF8.self)
                if tag == "<code>" || tag.hasPrefix("<a ") { skipped += 1 }
                if tag == "</code>" || tag == "</a>" { skipped = max(0, skipped - 1) }
                out += bytes[i...end]
                i = end + 1
            } else if skipped == 0, let (url, end) = address(in: bytes, at: i) {
                let escaped = HTMLText.escape(url)
                out += Array("<a href=\"\(escaped)\" rel=\"nofollow noopener noreferrer\">\(escaped)</a>".utf8)
                i = end
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The address (unescaped) starting at `start` of cmark's escaped HTML text, and where it ends.
    private static func address(in bytes: [UInt8], at start: Int) -> (String, Int)? {
        guard bytes[start] | 0x20 == UInt8(ascii: "h"), start == 0 || !isAlphanumeric(bytes[start - 1]) else { return nil }
        func startsWith(_ prefix: String) -> Bool {
            bytes.count - start > prefix.utf8.count && zip(bytes[start...], prefix.utf8).allSatisfy { byte, letter in
                byte == letter || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) && byte | 0x20 == letter
            }
        }
        let scheme = startsWith("https://") ? 8 : startsWith("http://") ? 7 : 0
        guard scheme > 0, isAlphanumeric(bytes[start + scheme]) else { return nil }
        var url: [UInt8] = [], end = start
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "&") {
                guard bytes[end...].starts(with: "&amp;".utf8) else { break }
                url.append(byte)
                end += 5
            } else if isAlphanumeric(byte) || urlPunctuation.contains(byte) {
                url.append(byte)
                end += 1
            } else {
                break
            }
        }
        let open = (parens: url.filter { $0 == UInt8(ascii: "(") }.count, brackets: url.filter { $0 == UInt8(ascii: "[") }.count)
        var close = (parens: url.filter { $0 == UInt8(ascii: ")") }.count, brackets: url.filter { $0 == UInt8(ascii: "]") }.count)
        while let last = url.last {
            if last == UInt8(ascii: ")"), close.parens > open.parens { close.parens -= 1 }
            else if last == UInt8(ascii: "]"), close.brackets > open.brackets { close.brackets -= 1 }
            else if !sentencePunctuation.contains(last) { break }
            url.removeLast()
            end -= 1
        }
        return (String(decoding: url, as: UTF8.self), end)
    }

    /// The ASCII punctuation a URL may hold (RFC 3986's reserved and unreserved characters and `%`),
    /// but `'` (a quote) and `&` (read as `&amp;`).
    private static let urlPunctuation = Set("-._~:/?#[]@!$()*+,;=%".utf8)
    private static let sentencePunctuation = Set(".,;:!?".utf8)

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}

/// HTML escaping for text and attribute values.
public enum HTMLText {
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for c in text.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                if !TextDecoder.isBidiControl(c) { out.unicodeScalars.append(c) }
            }
        }
        return out
    }
}

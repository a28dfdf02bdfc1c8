import CGumbo
import Foundation

/// Parses HTML the way browsers do — the HTML5 tokenizer and tree builder, with HTML5 character
/// references and the foreign-content rules of `<svg>` and `<math>` — and walks the resulting tree in
/// document order. Built on Gumbo (libgumbo); this file is the one place that calls it.
///
/// What a visitor sees is the tree a browser builds from the same bytes: `<svg><style><img onerror>`
/// gives an HTML `<img>` after the SVG, `href="javascript&colon;x"` gives the value `javascript:x`, and
/// markup inside `<textarea>` or `<title>` is text. Two differences remain, which `scriptingView(of:)`
/// removes: Gumbo parses `<noscript>` as a browser with scripting off does (its content as markup,
/// where browsers read text up to the first `</noscript`), and it follows the HTML Standard of 2016,
/// before `<select>` started keeping the elements inside it (Chromium 135).
///
/// Safe from several threads at once (each parse has its own memory); iterative, so deep nesting cannot
/// exhaust the stack. Gumbo's time grows with the square of the nesting depth (it scans the open
/// elements for each start tag): 10,000 levels take about 0.7 s, 100,000 about 100 s.
public enum HTML5Parser {
    /// What the parse found besides the tree.
    public struct Summary: Hashable, Sendable {
        /// Whether the text began with a DOCTYPE.
        public var hasDoctype: Bool
        /// Whether a browser renders the page in quirks or limited-quirks mode.
        public var quirksMode: Bool
        /// The parse errors the HTML Standard defines for the text (stray end tags, repeated
        /// attributes, bad character references, misnested tags, …), in order.
        public var errors: [HTML5ParseError]
    }

    /// The parse errors recorded per page; more are not counted.
    public static let maximumErrors = 100

    /// Parses the UTF-8 `bytes` and hands every node to `visitor`, in document order.
    @discardableResult
    public static func walk<Visitor: HTML5Visitor>(_ bytes: UnsafeRawBufferPointer, _ visitor: inout Visitor) -> Summary {
        // Every byte Gumbo allocates lives in the arena (shim.h) and goes with it: the tree is not
        // destroyed node by node (`gumbo_destroy_output` recurses once per level of nesting).
        // Gumbo alone parses the 5,939 pages of a 200-guide site (58 MB) in 2.7–3.1 s of CPU this way,
        // 3.0–3.6 s with malloc and free.
        var arena = BridgeKBArena()
        defer { bridgekb_arena_release(&arena) }
        return withUnsafeMutablePointer(to: &arena) { arenaPointer -> Summary in
            var options = kGumboDefaultOptions
            options.allocator = bridgekb_arena_allocate
            options.deallocator = bridgekb_arena_deallocate
            options.userdata = UnsafeMutableRawPointer(arenaPointer)
            // Gumbo copies the stack of open elements into each parse error: without a limit, a page
            // nested 40,000 deep took 12 GB. The first errors are the ones worth reporting anyway.
            options.max_errors = Int32(maximumErrors)
            // Gumbo reads `length` bytes; an empty buffer still needs a valid pointer.
            let output: UnsafeMutablePointer<GumboOutput>?
            if let base = bytes.baseAddress, bytes.count > 0 {
                output = gumbo_parse_with_options(&options, base.assumingMemoryBound(to: CChar.self), bytes.count)
            } else {
                output = gumbo_parse_with_options(&options, "", 0)
            }
            guard let output, let document = output.pointee.document else { return Summary(hasDoctype: false, quirksMode: true, errors: []) }
            let head = document.pointee.v.document
            walk(children: head.children, visitor: &visitor)
            return Summary(hasDoctype: head.has_doctype, quirksMode: head.doc_type_quirks_mode != GUMBO_DOCTYPE_NO_QUIRKS,
                           errors: errors(output.pointee.errors, in: bytes))
        }
    }

    /// Gumbo's errors, read through the mirror of their first fields (see shim.h); the source text
    /// at each is taken from `bytes` only where the position lies inside them.
    private static func errors(_ vector: GumboVector, in bytes: UnsafeRawBufferPointer) -> [HTML5ParseError] {
        (0..<Int(vector.length)).compactMap { index in
            guard let head = vector.data[index]?.assumingMemoryBound(to: BridgeKBGumboErrorHead.self).pointee else { return nil }
            let offset = Int(head.position.offset)
            var excerpt = ""
            if offset < bytes.count {
                let tail = bytes[offset..<min(bytes.count, offset + 40)]
                let end = tail.firstIndex(of: UInt8(ascii: ">")).map { $0 + 1 } ?? tail.endIndex
                excerpt = String(decoding: bytes[offset..<end], as: UTF8.self)
                excerpt = String(excerpt.prefix { $0 != "\n" && $0 != "\r" })
            }
            return HTML5ParseError(line: max(1, Int(head.position.line)), column: max(1, Int(head.position.column)), excerpt: excerpt)
        }
    }

    /// Parses `text` and hands every node to `visitor`, in document order.
    @discardableResult
    public static func walk<Visitor: HTML5Visitor>(_ text: String, _ visitor: inout Visitor) -> Summary {
        var text = text
        return text.withUTF8 { walk(UnsafeRawBufferPointer($0), &visitor) }
    }

    /// Parses the UTF-8 `data` and hands every node to `visitor`, in document order.
    @discardableResult
    public static func walk<Visitor: HTML5Visitor>(_ data: Data, _ visitor: inout Visitor) -> Summary {
        data.withUnsafeBytes { walk($0, &visitor) }
    }

    /// The bytes to parse for the tree a browser builds when the parser would build another: the
    /// content of each `<noscript>` (text to a browser that runs scripts) and each `<select>` start tag
    /// (whose content browsers now keep as elements) replaced by spaces, line breaks kept so that lines
    /// stay where they were. Nil when `data` has neither.
    public static func scriptingView(of data: Data) -> Data? {
        // Nearly every page has neither: looked for in place, without a copy of the page.
        let hasEither = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            return find("<noscript", in: bytes, from: 0) != nil || find("<select", in: bytes, from: 0) != nil
        }
        guard hasEither else { return nil }
        var bytes = [UInt8](data)
        var changed = false
        // Each round blanks at least one region, and a blanked region is never found again.
        while true {
            var finder = RawTextFinder()
            bytes.withUnsafeBytes { _ = walk($0, &finder) }
            var blanked = false
            for (start, length, isSelect) in finder.elements where start + length <= bytes.count && bytes[start] == UInt8(ascii: "<") {
                let region = isSelect ? start..<(start + length)
                    : (start + length)..<(find("</noscript", in: bytes, from: start + length) ?? bytes.count)
                guard bytes[region].contains(where: { $0 != 0x20 && $0 != 0x0A }) else { continue }
                for index in region where bytes[index] != 0x0A { bytes[index] = 0x20 }
                blanked = true
            }
            guard blanked else { break }
            changed = true
        }
        return changed ? Data(bytes) : nil
    }

    /// The first offset from `start` where `needle` (lowercase ASCII) begins in `bytes`, ignoring ASCII case.
    private static func find(_ needle: StaticString, in bytes: [UInt8], from start: Int) -> Int? {
        bytes.withUnsafeBufferPointer { find(needle, in: $0, from: start) }
    }

    private static func find(_ needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        guard let base = bytes.baseAddress, pattern.count <= bytes.count, start <= bytes.count - pattern.count else { return nil }
        let last = bytes.count - pattern.count
        var offset = start
        // memchr finds each candidate first byte (`<` in a page) at memory speed.
        while offset <= last, let hit = memchr(base + offset, Int32(pattern[0]), last - offset + 1) {
            offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if (1..<pattern.count).allSatisfy({ let b = bytes[offset + $0]; return (b >= 0x41 && b <= 0x5A ? b | 0x20 : b) == pattern[$0] }) {
                return offset
            }
            offset += 1
        }
        return nil
    }

    /// The `<noscript>` and `<select>` elements of the HTML namespace that have a start tag, by the
    /// byte range of that tag.
    private struct RawTextFinder: HTML5Visitor {
        var elements: [(start: Int, length: Int, isSelect: Bool)] = []
        mutating func enter(_ element: HTML5Element) -> Bool {
            let tag = element.node.pointee.v.element.tag
            if element.namespace == .html, tag == GUMBO_TAG_NOSCRIPT || tag == GUMBO_TAG_SELECT,
               let source = element.startTag {
                elements.append((source.lowerBound, source.count, tag == GUMBO_TAG_SELECT))
            }
            return true
        }
    }

    /// Preorder over the nodes of `children` and their descendants, with an explicit stack.
    private static func walk<Visitor: HTML5Visitor>(children: GumboVector, visitor: inout Visitor) {
        var stack: [(children: GumboVector, next: Int, element: HTML5Element?)] = [(children, 0, nil)]
        while !stack.isEmpty {
            let top = stack.count - 1
            let (vector, index, parent) = stack[top]
            guard index < Int(vector.length) else {
                stack.removeLast()
                if let parent { visitor.leave(parent) }
                continue
            }
            stack[top].next = index + 1
            guard let node = vector.data[index]?.assumingMemoryBound(to: GumboNode.self) else { continue }
            switch node.pointee.type {
            case GUMBO_NODE_ELEMENT, GUMBO_NODE_TEMPLATE:
                let element = HTML5Element(node: node)
                if visitor.enter(element) {
                    stack.append((node.pointee.v.element.children, 0, element))
                } else {
                    visitor.leave(element)
                }
            case GUMBO_NODE_DOCUMENT:
                break
            default:
                visitor.text(HTML5Text(node: node))
            }
        }
    }
}

/// Receives the nodes of a parsed page from `HTML5Parser`, in document order.
public protocol HTML5Visitor {
    /// An element starts; return false to skip its descendants. `leave` follows either way.
    mutating func enter(_ element: HTML5Element) -> Bool
    /// An element ends (after its descendants).
    mutating func leave(_ element: HTML5Element)
    /// Text, whitespace, CDATA or a comment.
    mutating func text(_ node: HTML5Text)
}

extension HTML5Visitor {
    public mutating func leave(_ element: HTML5Element) {}
    public mutating func text(_ node: HTML5Text) {}
}

/// The namespace an element was put in by the tree builder.
public enum HTML5Namespace: Sendable {
    case html, svg, mathML
}

/// An element of a parsed page, valid only during the visitor call that hands it over (it reads the
/// parser's memory).
public struct HTML5Element {
    fileprivate let node: UnsafeMutablePointer<GumboNode>

    private var element: GumboElement { node.pointee.v.element }

    public var namespace: HTML5Namespace {
        switch element.tag_namespace {
        case GUMBO_NAMESPACE_SVG: return .svg
        case GUMBO_NAMESPACE_MATHML: return .mathML
        default: return .html
        }
    }

    /// The tag name, lowercase ASCII (`lineargradient` for SVG's `linearGradient`).
    public var name: String {
        let tag = element.tag
        if tag != GUMBO_TAG_UNKNOWN, let known = gumbo_normalized_tagname(tag) { return String(cString: known) }
        // Gumbo keeps the name of an element it has no tag for only in the start tag's text.
        var piece = element.original_tag
        guard piece.data != nil, piece.length > 0 else { return "" }
        gumbo_tag_from_original_text(&piece)
        let bytes = UnsafeRawBufferPointer(start: piece.data, count: piece.length)
        return String(decoding: bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// Whether Gumbo knows the tag (the HTML elements of 2016 and some SVG and MathML ones).
    public var isKnownTag: Bool { element.tag != GUMBO_TAG_UNKNOWN }

    /// The 1-based line of the start tag (of where the element was implied, for implied elements).
    public var line: Int { Int(element.start_pos.line) }

    /// Whether the parser made this element up (an implied `<tbody>`, `<head>`, …) rather than
    /// reading its start tag.
    public var isImplied: Bool { node.pointee.parse_flags.rawValue & GUMBO_INSERTION_BY_PARSER.rawValue != 0 }
    /// Whether the element ended without its own end tag (void and self-closing elements included).
    public var endedImplicitly: Bool { node.pointee.parse_flags.rawValue & GUMBO_INSERTION_IMPLICIT_END_TAG.rawValue != 0 }
    /// The byte range of the start tag in the parsed text; nil for elements the parser implied.
    public var startTag: Range<Int>? {
        let tag = element.original_tag
        guard tag.data != nil, tag.length > 0 else { return nil }
        let start = Int(element.start_pos.offset)
        return start..<(start + tag.length)
    }
    /// Whether the start tag ended with `/>`.
    public var isSelfClosing: Bool {
        let tag = element.original_tag
        guard let data = tag.data, tag.length >= 2 else { return false }
        return data[tag.length - 2] == 0x2F && data[tag.length - 1] == 0x3E
    }
    /// The end tag that closed the element, as written, when it was not the element's own
    /// (`</p>` for the `<b>` of `<p><b>x</p>`); nil otherwise.
    public var closedBy: String? {
        let tag = element.original_end_tag
        guard endedImplicitly, let data = tag.data, tag.length > 0 else { return nil }
        return String(decoding: UnsafeRawBufferPointer(start: data, count: tag.length), as: UTF8.self)
    }
    /// Whether the tree builder moved the element out of a table (foster parenting).
    public var isFosterParented: Bool { node.pointee.parse_flags.rawValue & GUMBO_INSERTION_FOSTER_PARENTED.rawValue != 0 }
    /// Whether the element is a copy the tree builder made to repair misnested formatting tags.
    public var isMisnestingRepair: Bool {
        let mask = GUMBO_INSERTION_RECONSTRUCTED_FORMATTING_ELEMENT.rawValue | GUMBO_INSERTION_ADOPTION_AGENCY_CLONED.rawValue
            | GUMBO_INSERTION_ADOPTION_AGENCY_MOVED.rawValue
        return node.pointee.parse_flags.rawValue & mask != 0
    }

    public var attributeCount: Int { Int(element.attributes.length) }

    /// The attributes in source order: names lowercase (SVG's adjusted, `viewBox`), with `xlink:`,
    /// `xml:` or `xmlns:` in front in foreign content; values with character references decoded.
    public var attributes: [HTML5Attribute] {
        var result: [HTML5Attribute] = []
        forEachAttribute { result.append(HTML5Attribute(name: $0, value: $1)) }
        return result
    }

    /// Calls `body` with each attribute's name and value, in source order.
    public func forEachAttribute(_ body: (String, String) -> Void) {
        let vector = element.attributes
        for index in 0..<Int(vector.length) {
            guard let attribute = vector.data[index]?.assumingMemoryBound(to: GumboAttribute.self).pointee else { continue }
            let name = attribute.name.map { String(cString: $0) } ?? ""
            let value = attribute.value.map { String(cString: $0) } ?? ""
            switch attribute.attr_namespace {
            case GUMBO_ATTR_NAMESPACE_XLINK: body("xlink:" + name, value)
            case GUMBO_ATTR_NAMESPACE_XML: body("xml:" + name, value)
            case GUMBO_ATTR_NAMESPACE_XMLNS: body(name == "xmlns" ? name : "xmlns:" + name, value)
            default: body(name, value)
            }
        }
    }

    /// The value of the attribute `name` (lowercase, without a namespace prefix), if the element has it.
    public func attribute(_ name: String) -> String? {
        var vector = element.attributes
        return name.withCString { cName in
            gumbo_get_attribute(&vector, cName).flatMap { $0.pointee.value.map { String(cString: $0) } }
        }
    }
}

/// A parse error: where it is, and the source text there (up to the next `>`, on one line).
public struct HTML5ParseError: Hashable, Sendable {
    public var line: Int
    public var column: Int
    public var excerpt: String
}

/// One attribute of an element, as the browser sees it.
public struct HTML5Attribute: Hashable, Sendable {
    public var name: String
    public var value: String
}

/// A text, whitespace, CDATA or comment node of a parsed page, valid only during the visitor call
/// that hands it over.
public struct HTML5Text {
    fileprivate let node: UnsafeMutablePointer<GumboNode>

    public var isComment: Bool { node.pointee.type == GUMBO_NODE_COMMENT }
    /// Whether the text is all whitespace.
    public var isWhitespace: Bool { node.pointee.type == GUMBO_NODE_WHITESPACE }
    /// The text with character references decoded (a comment's text for comments).
    public var text: String { node.pointee.v.text.text.map { String(cString: $0) } ?? "" }
    /// The 1-based line where the text starts.
    public var line: Int { Int(node.pointee.v.text.start_pos.line) }
    /// Whether the tree builder moved the text out of a table (foster parenting).
    public var isFosterParented: Bool { node.pointee.parse_flags.rawValue & GUMBO_INSERTION_FOSTER_PARENTED.rawValue != 0 }
}

import CXML2
import Foundation

/// The one place that calls libxml2: parses HTML leniently (recovering from malformed markup, no
/// network, no error output) and copies the element tree into `HTMLNode` values, freeing the document.
enum LibXML2Bridge {
    /// A parsed page and what could not be kept as it was written.
    struct Parsed {
        /// The root element, or nil when libxml2 finds no document at all.
        var root: HTMLNode?
        /// Places where the reader departed from the markup or the parser gave up, by line, with what
        /// happened (a deep subtree kept as text, the parser stopping early).
        var problems: [Problem] = []
    }

    /// Something of the page the tree does not hold as written: where, which rule, what happened.
    struct Problem {
        var line: Int
        var ruleID: String
        var message: String
    }

    /// `text` parsed as HTML.
    static func parse(_ text: String) -> Parsed {
        var bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return Parsed() }
        var crowded: [Int] = []
        if let guarded = AttributeGuard.guarded(bytes) { (bytes, crowded) = guarded }
        bytes.append(0)
        // The text is already UTF-8 (TextDecoder checked it), so `<meta charset>` hints are ignored.
        // HUGE lifts libxml2's limit of 256 nested elements, at which it stopped reading the page and
        // silently dropped the rest; deep nesting is handled below instead.
        let options = Int32(HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
                            | HTML_PARSE_NONET.rawValue | HTML_PARSE_IGNORE_ENC.rawValue | XML_PARSE_HUGE.rawValue)
        guard let context = htmlNewParserCtxt() else { return Parsed() }
        defer { htmlFreeParserCtxt(context) }
        let document: xmlDocPtr? = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
                htmlCtxtReadMemory(context, pointer, Int32(buffer.count - 1), nil, "UTF-8", options)
            }
        }
        var parsed = Parsed()
        for line in crowded {
            parsed.problems.append(Problem(line: line, ruleID: "reader.too-complex",
                                           message: "element with more than \(AttributeGuard.maximumAttributes) attributes: the rest are not read "
                                           + "(parsing them takes time that grows faster than their number)"))
        }
        if let error = xmlCtxtGetLastError(context), error.pointee.level == XML_ERR_FATAL {
            let message = string(error.pointee.message).trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            parsed.problems.append(Problem(line: Int(error.pointee.line), ruleID: "reader.parser-stopped",
                                           message: "the HTML parser stopped here (\(message)); what follows is not read"))
        }
        guard let document else { return parsed }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else { return parsed }
        parsed.root = copy(root, depth: 0, problems: &parsed.problems).first
        return parsed
    }

    /// Deeper nesting is not recursed into: such a subtree is kept as its text, with a problem noted.
    static let maximumDepth = 256

    /// HTML5's void elements, which never hold content. libxml2's HTML4 parser nests what follows an
    /// unclosed `<embed>` inside it (and so the rest of a page could vanish with a skipped element);
    /// their children are given back to their parent, after them.
    static let voidElements: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta",
                                            "param", "source", "track", "wbr", "keygen"]

    // MARK: - Copying the tree

    /// The node as `HTMLNode`s: one, none (comments and the like), or a void element followed by
    /// what libxml2 put inside it.
    private static func copy(_ node: xmlNodePtr, depth: Int, problems: inout [Problem]) -> [HTMLNode] {
        switch node.pointee.type {
        case XML_ELEMENT_NODE:
            var result = HTMLNode(kind: .element)
            result.name = string(node.pointee.name).lowercased()
            result.line = Int(xmlGetLineNo(node))
            var attribute = node.pointee.properties
            while let current = attribute {
                let name = string(current.pointee.name).lowercased()
                var value = ""
                var valueNode = current.pointee.children
                while let v = valueNode {
                    value += string(v.pointee.content)
                    valueNode = v.pointee.next
                }
                result.attributes[name] = value
                attribute = current.pointee.next
            }
            guard depth < maximumDepth else {
                // xmlNodeGetContent walks the subtree without recursing on the call stack.
                if let content = xmlNodeGetContent(node) {
                    defer { xmlFree(content) }
                    let text = String(cString: content)
                    if !text.isBlankLine {
                        problems.append(Problem(line: result.line, ruleID: "reader.deep-nesting",
                                                message: "elements nested more than \(maximumDepth) deep: the content below is kept as plain text"))
                        result.children = [HTMLNode(kind: .text, text: text, line: result.line)]
                    }
                }
                return [result]
            }
            var children: [HTMLNode] = []
            var child = node.pointee.children
            while let current = child {
                children += copy(current, depth: depth + 1, problems: &problems)
                child = current.pointee.next
            }
            if voidElements.contains(result.name) { return [result] + children }
            result.children = children
            return [result]
        case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
            return [HTMLNode(kind: .text, text: string(node.pointee.content), line: Int(xmlGetLineNo(node)))]
        default:
            return []
        }
    }

    private static func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    private static func string(_ pointer: UnsafeMutablePointer<xmlChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    private static func string(_ pointer: UnsafeMutablePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}

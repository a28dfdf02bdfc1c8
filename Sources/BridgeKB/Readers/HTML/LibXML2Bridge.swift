import CXML2

/// The one place that calls libxml2: parses HTML leniently (recovering from malformed markup, no
/// network, no error output) and copies the element tree into `HTMLNode` values, freeing the document.
enum LibXML2Bridge {
    /// The root element of `text` parsed as HTML, or nil when libxml2 finds no document at all.
    static func parse(_ text: String) -> HTMLNode? {
        var bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return nil }
        bytes.append(0)
        // The text is already UTF-8 (TextDecoder checked it), so `<meta charset>` hints are ignored.
        let options = Int32(HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue
                            | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_NONET.rawValue | HTML_PARSE_IGNORE_ENC.rawValue)
        let document: xmlDocPtr? = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
                htmlReadMemory(pointer, Int32(buffer.count - 1), nil, "UTF-8", options)
            }
        }
        guard let document else { return nil }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else { return nil }
        return copy(root, depth: 0)
    }

    /// Deeper nesting is cut off rather than recursed into.
    static let maximumDepth = 256

    // MARK: - Copying the tree

    private static func copy(_ node: xmlNodePtr, depth: Int) -> HTMLNode? {
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
            var child = depth < maximumDepth ? node.pointee.children : nil
            while let current = child {
                if let copied = copy(current, depth: depth + 1) { result.children.append(copied) }
                child = current.pointee.next
            }
            return result
        case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
            return HTMLNode(kind: .text, text: string(node.pointee.content), line: Int(xmlGetLineNo(node)))
        default:
            return nil
        }
    }

    private static func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    private static func string(_ pointer: UnsafeMutablePointer<xmlChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}

import CXML2
import Foundation

/// An HTML-like Graphviz label (`label=<<TABLE>…</TABLE>>`) without what would make links, tooltips,
/// ids or images: the label is parsed as the XML Graphviz reads it as (with HTML 4 entity names, as
/// Graphviz allows) and written again with only Graphviz's label elements and their drawing
/// attributes. `HREF`, `TARGET`, `TITLE`, `TOOLTIP`, `ID` and `<IMG>` (whose `SRC` Graphviz would
/// read from disk) are removed, and so is any other name Graphviz does not know; colours and fonts
/// must be well-formed (`DOTAttributePolicy`). This file is the one place in BridgeKBSite that calls libxml2.
enum HTMLLabelSanitizer {
    /// The label to give Graphviz, and what was removed (reasons for a warning).
    struct Output: Equatable {
        var text: String
        var dropped: [String]
    }

    /// Graphviz's label elements (upper case) and the attributes kept on each.
    static let elements: [String: Set<String>] = {
        let box: Set<String> = ["ALIGN", "BGCOLOR", "BORDER", "CELLPADDING", "CELLSPACING", "COLOR", "FIXEDSIZE",
                                "GRADIENTANGLE", "HEIGHT", "PORT", "SIDES", "STYLE", "VALIGN", "WIDTH"]
        return [
            "TABLE": box.union(["CELLBORDER", "COLUMNS", "ROWS"]), "TR": [], "TD": box.union(["BALIGN", "COLSPAN", "ROWSPAN"]),
            "FONT": ["COLOR", "FACE", "POINT-SIZE"], "BR": ["ALIGN"], "HR": [], "VR": [],
            "B": [], "I": [], "U": [], "O": [], "S": [], "SUB": [], "SUP": [],
        ]
    }()

    /// Why an attribute Graphviz knows is removed anyway.
    private static let removedAttributes: [String: String] = [
        "HREF": "link", "URL": "link", "TARGET": "link target", "TITLE": "tooltip", "TOOLTIP": "tooltip", "ID": "id",
    ]

    /// The sanitised label; nil when it is not well-formed (Graphviz would not draw it either).
    static func sanitize(_ label: String) -> Output? {
        initializeOnce
        let source = "<HTML>" + numericEntities(label) + "</HTML>"
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue | XML_PARSE_NOCDATA.rawValue)
        let parsed: xmlDocPtr? = source.withCString { xmlReadMemory($0, Int32(clamping: strlen($0)), "label.xml", "UTF-8", options) }
        guard let document = parsed else { return nil }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else { return nil }
        var output = Output(text: "", dropped: [])
        writeChildren(of: root, into: &output)
        return output
    }

    /// libxml2 sets up its global tables on first use; do that once, before threads race to it.
    private static let initializeOnce: Void = { xmlInitParser() }()

    // MARK: - Entities

    /// `label` with each HTML 4 entity reference that XML does not define (`&alpha;`, `&nbsp;`)
    /// written as a numeric reference, as Graphviz reads them; unknown names stay (and fail the parse).
    static func numericEntities(_ label: String) -> String {
        guard label.contains("&") else { return label }
        var result = ""
        var rest = label[...]
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let after = rest[rest.index(after: ampersand)...]
            if let semicolon = after.prefix(32).firstIndex(of: ";") {
                let name = String(after[..<semicolon])
                if !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
                   !["amp", "lt", "gt", "quot", "apos"].contains(name),
                   let entity = name.withCString({ htmlEntityLookup(UnsafeRawPointer($0).assumingMemoryBound(to: xmlChar.self)) }) {
                    result += "&#\(entity.pointee.value);"
                    rest = after[after.index(after: semicolon)...]
                    continue
                }
            }
            result += "&"
            rest = after
        }
        return result + rest
    }

    // MARK: - Writing

    private static func writeChildren(of parent: xmlNodePtr, into output: inout Output) {
        var child = parent.pointee.children
        while let node = child {
            write(node, into: &output)
            child = node.pointee.next
        }
    }

    private static func write(_ node: xmlNodePtr, into output: inout Output) {
        switch node.pointee.type {
        case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
            if let content = node.pointee.content { output.text += HTMLEscaper.escape(String(cString: content)) }
        case XML_ELEMENT_NODE:
            let name = string(node.pointee.name).uppercased()
            guard let allowed = elements[name] else {
                note(name == "IMG" ? "image <IMG> removed from an HTML-like label" : "element <\(name)> removed from an HTML-like label", in: &output)
                return
            }
            var tag = "<" + name
            var attribute = node.pointee.properties
            while let current = attribute {
                let key = string(current.pointee.name).uppercased()
                let value = current.pointee.children.flatMap { $0.pointee.content }.map { String(cString: $0) } ?? ""
                if let reason = removedAttributes[key] {
                    note("\(reason) \(key) removed from an HTML-like label", in: &output)
                } else if !allowed.contains(key) {
                    note("attribute \(key) removed from an HTML-like label", in: &output)
                } else if !isAllowedValue(value, of: key) {
                    note("\(key) removed from an HTML-like label: not a valid value", in: &output)
                } else {
                    tag += " \(key)=\"\(HTMLEscaper.escape(value))\""
                }
                attribute = current.pointee.next
            }
            if node.pointee.children == nil {
                output.text += tag + "/>"
            } else {
                output.text += tag + ">"
                writeChildren(of: node, into: &output)
                output.text += "</\(name)>"
            }
        default:
            break   // comments, processing instructions
        }
    }

    private static func isAllowedValue(_ value: String, of attribute: String) -> Bool {
        switch attribute {
        case "COLOR", "BGCOLOR": return DOTAttributePolicy.isColorList(value)
        case "FACE": return DOTAttributePolicy.isFontName(value)
        default:
            return value.count <= 64 && value.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || " ,.-_%".contains($0)) }
        }
    }

    private static func note(_ reason: String, in output: inout Output) {
        if !output.dropped.contains(reason) { output.dropped.append(reason) }
    }

    private static func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}

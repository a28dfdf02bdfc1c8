import BridgeKB
import CXML2
import Foundation

/// Checks a generated page with libxml2's HTML parser and lists what the other site checks need:
/// parser errors (HTML5 elements libxml2 2.9 does not know are not errors), ids, links, and anything
/// that can run script. This file is the one place in BridgeKBSite that calls libxml2.
///
/// Safe to use from several threads at once (libxml2 keeps error handlers per thread). Lines come
/// from libxml2, which stops counting at 65 535: past that line `xmlGetLineNo` guesses from
/// neighbouring nodes, and as the tree here holds no text nodes its guess can differ from what a
/// full tree gives (generated pages stay far below that line).
public struct HTMLValidator: Sendable {
    /// Elements whose "Tag … invalid" complaint is ignored: HTML5 elements missing from libxml2 2.9's
    /// HTML 4 tables. Everything inside `<svg>` or `<math>`, and custom elements (`a-b`), are ignored too.
    public static let html5Elements: Set<String> = [
        "article", "aside", "audio", "bdi", "canvas", "data", "datalist", "details", "dialog",
        "figcaption", "figure", "footer", "header", "hgroup", "main", "mark", "meter", "nav", "output",
        "picture", "progress", "rp", "rt", "ruby", "search", "section", "slot", "source", "summary",
        "svg", "math", "template", "time", "track", "video", "wbr",
    ]

    /// Attributes holding a URL (`srcset` holds several).
    public static let urlAttributes: Set<String> = ["href", "src", "xlink:href", "action", "formaction", "poster", "srcset"]

    private static let embeddingElements: Set<String> = ["iframe", "frame", "object", "embed", "applet"]
    /// The elements `visit` records even without attributes: `script` and `embeddingElements`.
    private static let embeddingElementNames: [StaticString] = ["script", "iframe", "frame", "object", "embed", "applet"]

    public var ignoredElements: Set<String>

    public init(ignoredElements: Set<String> = HTMLValidator.html5Elements) {
        self.ignoredElements = ignoredElements
    }

    // MARK: - Validating

    /// Validates the UTF-8 page `data`; `file` names it in diagnostics.
    public func validate(_ data: Data, file: String? = nil) -> HTMLValidation {
        guard !data.isEmpty else {
            return HTMLValidation(diagnostics: [Diagnostic(severity: .error, file: file, ruleID: "site.html-error", message: "empty page")])
        }
        Self.initializeOnce
        let collector = ErrorCollector()
        let document: xmlDocPtr? = withExtendedLifetime(collector) {
            xmlSetStructuredErrorFunc(Unmanaged.passUnretained(collector).toOpaque(), collectParserError)
            defer { xmlSetStructuredErrorFunc(nil, nil) }
            let options = Int32(HTML_PARSE_NONET.rawValue | HTML_PARSE_IGNORE_ENC.rawValue)
            // The page's bytes are read in place (no copy of the Data).
            return data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> xmlDocPtr? in
                guard let pointer = bytes.baseAddress?.assumingMemoryBound(to: CChar.self) else { return nil }
                return Self.readElements(pointer, size: Int32(clamping: bytes.count), url: file ?? "page.html", options: options)
            }
        }
        var result = HTMLValidation()
        result.diagnostics = collector.errors.compactMap { diagnostic(for: $0, file: file) }
        guard let document else {
            result.diagnostics.append(Diagnostic(severity: .error, file: file, ruleID: "site.html-error", message: "not an html page"))
            return result
        }
        defer { xmlFreeDoc(document) }
        if let root = xmlDocGetRootElement(document) { walk(root, into: &result) }
        return result
    }

    /// Validates the page `html`.
    public func validate(_ html: String, file: String? = nil) -> HTMLValidation {
        validate(Data(html.utf8), file: file)
    }

    /// libxml2 sets up its global tables on first use; do that once, before threads race to it.
    private static let initializeOnce: Void = { xmlInitParser() }()

    // MARK: - Reading a page into an elements-only tree

    /// libxml2's HTML SAX handler minus everything that builds text, comment, CDATA and
    /// processing-instruction nodes inside elements. The checks only look at elements and attributes, and most of a
    /// page's nodes and bytes are text: leaving text out of the tree makes parsing about twice as cheap.
    /// Elements are still built by libxml2's own `xmlSAX2StartElement`, so everything the tree builder
    /// reports stays as it was: duplicate ids (`xmlAddID`), `xml:id` values, prefixed names, the
    /// nesting limit, and which elements end up under the root element.
    /// (The parser itself never looks at text nodes: whether blank text is "ignorable" depends on the
    /// tree only to choose between two callbacks, both absent here.)
    /// Attributes nothing here reads (`class`, `style`, `alt`, …) are not handed to it either: see
    /// `startElementWithCheckedAttributes`.
    private static let elementsOnlyHandler: xmlSAXHandler = {
        var handler = xmlSAXHandler()
        xmlSAX2InitHtmlDefaultSAXHandler(&handler)
        handler.startElement = startElementWithCheckedAttributes
        handler.characters = nil
        handler.ignorableWhitespace = nil
        handler.cdataBlock = nil
        handler.comment = documentLevelComment
        handler.processingInstruction = documentLevelProcessingInstruction
        return handler
    }()

    /// `htmlReadMemory(buffer, size, url, "UTF-8", options)` step for step (libxml2 2.9: a memory
    /// parser context given the HTML 1.0 SAX handler, then `htmlDoRead`), with `elementsOnlyHandler`
    /// as the SAX handler. Parser errors reach the thread's structured error handler as before.
    private static func readElements(_ buffer: UnsafePointer<CChar>, size: Int32, url: String, options: Int32) -> xmlDocPtr? {
        guard let parser = xmlCreateMemoryParserCtxt(buffer, size) else { return nil }
        if let sax = parser.pointee.sax {
            // Like htmlReadMemory, copy only the SAX 1 part (its `initialized` stays 1, not the SAX 2 magic).
            withUnsafeBytes(of: elementsOnlyHandler) { handler in
                UnsafeMutableRawPointer(sax).copyMemory(from: handler.baseAddress!, byteCount: MemoryLayout<xmlSAXHandlerV1>.size)
            }
        }
        htmlCtxtUseOptions(parser, options)
        parser.pointee.html = 1
        if let utf8 = xmlFindCharEncodingHandler("UTF-8") {
            xmlSwitchToEncoding(parser, utf8)
            if let input = parser.pointee.input {
                if let encoding = input.pointee.encoding { xmlFree(UnsafeMutableRawPointer(mutating: encoding)) }
                input.pointee.encoding = UnsafePointer(xmlStrdup("UTF-8"))
            }
        }
        if let input = parser.pointee.input, input.pointee.filename == nil, let name = xmlStrdup(url) {
            input.pointee.filename = UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self)
        }
        htmlParseDocument(parser)
        let document = parser.pointee.myDoc
        parser.pointee.myDoc = nil
        if parser.pointee.dictNames != 0, let document, document.pointee.dict == parser.pointee.dict {
            parser.pointee.dict = nil
        }
        xmlFreeParserCtxt(parser)
        return document
    }

    // MARK: - Parser errors

    private func diagnostic(for error: ParserError, file: String?) -> Diagnostic? {
        if error.code == Int32(XML_HTML_UNKNOWN_TAG.rawValue), let tag = error.subject?.lowercased(),
           error.insideForeignContent || ignoredElements.contains(tag) || tag.contains("-") {
            return nil
        }
        let location = SourceLocation(line: max(1, error.line), column: max(1, error.column))
        let range = SourceRange(start: location, end: location)
        if error.code == Int32(XML_DTD_ID_REDEFINED.rawValue) {
            return Diagnostic(severity: .warning, file: file, range: range, ruleID: "site.duplicate-id",
                              message: "duplicate id '\(error.subject ?? "")'")
        }
        var message = error.message.trimmingCharacters(in: .whitespacesAndNewlines)
            .replacingOccurrences(of: " : ", with: ": ")
        if let first = message.first, !(message.dropFirst().first?.isUppercase ?? false) {
            message = first.lowercased() + message.dropFirst()
        }
        return Diagnostic(severity: error.isWarning ? .warning : .error, file: file, range: range,
                          ruleID: "site.html-error", message: message)
    }

    // MARK: - Walking the tree

    /// Collects ids, links and script findings, element by element in document order (no recursion):
    /// the elements under `root` in preorder, found by following child, sibling and parent pointers.
    private func walk(_ root: xmlNodePtr, into result: inout HTMLValidation) {
        var current: xmlNodePtr? = root
        while let node = current {
            visit(node, into: &result)
            if let child = Self.element(from: node.pointee.children) {
                current = child
                continue
            }
            // No element children: the next element sibling of this node or of its nearest ancestor
            // below `root` that has one.
            current = nil
            var climbing: xmlNodePtr? = node
            while let up = climbing, up != root {
                if let sibling = Self.element(from: up.pointee.next) {
                    current = sibling
                    break
                }
                climbing = up.pointee.parent
            }
        }
    }

    /// `node` or the first element among its next siblings.
    private static func element(from node: xmlNodePtr?) -> xmlNodePtr? {
        var candidate = node
        while let current = candidate, current.pointee.type != XML_ELEMENT_NODE { candidate = current.pointee.next }
        return candidate
    }

    private func visit(_ node: xmlNodePtr, into result: inout HTMLValidation) {
        // Most elements have none of the attributes kept in the tree and are neither script nor
        // embedding elements: nothing to record, and no strings to make.
        if node.pointee.properties == nil, let name = node.pointee.name,
           !Self.embeddingElementNames.contains(where: { ByteNames.equal(name, $0) }) {
            return
        }
        let element = Self.lowercasedName(node.pointee.name)
        let line = Int(xmlGetLineNo(node))
        var attributes: [(name: String, value: String)] = []
        var property = node.pointee.properties
        while let current = property {
            var name = Self.lowercasedName(current.pointee.name)
            if let prefix = current.pointee.ns?.pointee.prefix { name = Self.lowercasedName(prefix) + ":" + name }
            attributes.append((name, Self.value(of: current)))
            property = current.pointee.next
        }

        if element == "script" {
            result.scripts.append(ScriptFinding(kind: .scriptElement, element: element,
                                                value: attributes.first { $0.name == "src" }?.value, line: line))
        } else if Self.embeddingElements.contains(element) {
            result.scripts.append(ScriptFinding(kind: .embeddedContent, element: element, line: line))
        }
        for (name, value) in attributes {
            if name == "id" || (name == "name" && element == "a") { result.ids.append(value) }
            if name.hasPrefix("on"), name.count > 2 {
                result.scripts.append(ScriptFinding(kind: .eventHandler, element: element, attribute: name, value: value, line: line))
            } else if name == "srcdoc" {
                result.scripts.append(ScriptFinding(kind: .embeddedContent, element: element, attribute: name, line: line))
            }
            guard Self.urlAttributes.contains(name) else { continue }
            for url in name == "srcset" ? Self.sourceSetURLs(value) : [value] {
                result.links.append(PageLink(url: url, attribute: name, element: element, line: line))
                if ScriptFinding.isScriptURL(url) {
                    result.scripts.append(ScriptFinding(kind: .scriptURL, element: element, attribute: name, value: url, line: line))
                }
            }
        }
    }

    /// The URLs of a `srcset` value (`a.png 1x, b.png 2x`).
    static func sourceSetURLs(_ value: String) -> [String] {
        value.split(separator: ",").compactMap { candidate in
            candidate.split(whereSeparator: \.isWhitespace).first.map(String.init)
        }
    }

    // MARK: - libxml2 strings

    private static func value(of attribute: xmlAttrPtr) -> String {
        var text = ""
        var child = attribute.pointee.children
        while let current = child {
            text += string(current.pointee.content)
            child = current.pointee.next
        }
        return text
    }

    /// `string(pointer).lowercased()`, without the second pass for names that are lowercase ASCII
    /// already (libxml2's HTML parser lowercases ASCII names, so that is all of them).
    private static func lowercasedName(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        var length = 0
        var plain = true
        while pointer[length] != 0 {
            let byte = pointer[length]
            if byte >= 0x80 || (byte >= 0x41 && byte <= 0x5A) { plain = false }
            length += 1
        }
        let text = String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
        return plain ? text : text.lowercased()
    }

    private static func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    private static func string(_ pointer: UnsafeMutablePointer<xmlChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}

// MARK: - Building elements with the attributes that are checked

/// libxml2's `xmlSAX2StartElement`, handed only the attributes `HTMLValidator` reads (and `xml:id`,
/// which the tree builder checks and registers as an id). For HTML, libxml2 builds every other
/// attribute without looking at it (no id, no error, no effect on parsing), so leaving them out
/// changes nothing but the work: most attributes of a page are `class`, `style`, `alt` and the like.
private let startElementWithCheckedAttributes: startElementSAXFunc = { context, name, attributes in
    guard let attributes else { return xmlSAX2StartElement(context, name, nil) }
    var count = 0
    while attributes[count * 2] != nil { count += 1 }
    withUnsafeTemporaryAllocation(of: UnsafePointer<xmlChar>?.self, capacity: count * 2 + 2) { kept in
        var next = 0
        for index in 0..<count where ByteNames.isChecked(attributes[index * 2]!) {
            kept[next] = attributes[index * 2]
            kept[next + 1] = attributes[index * 2 + 1]
            next += 2
        }
        kept[next] = nil
        kept[next + 1] = nil
        xmlSAX2StartElement(context, name, UnsafeMutablePointer(mutating: kept.baseAddress))
    }
}

/// Element and attribute names compared as bytes (libxml2's HTML parser lowercases ASCII names; any other
/// byte is compared as is).
enum ByteNames {
    /// The attributes `HTMLValidator` reads — ids, anchors, event handlers, `srcdoc`, URL-valued
    /// attributes — and `xml:id`. Names with bytes outside ASCII are kept too, to be safe.
    static func isChecked(_ name: UnsafePointer<xmlChar>) -> Bool {
        let first = name[0] | 0x20
        if first == UInt8(ascii: "o") { return name[1] | 0x20 == UInt8(ascii: "n") }   // on…
        var index = 0
        while name[index] != 0 {
            if name[index] >= 0x80 { return true }
            index += 1
        }
        return checked.contains { equal(name, $0) }
    }

    private static let checked: [StaticString] = [
        "id", "name", "xml:id", "srcdoc", "href", "src", "xlink:href", "action", "formaction", "poster", "srcset",
    ]

    /// Whether `name` is `literal` (lowercase ASCII), ignoring ASCII case.
    static func equal(_ name: UnsafePointer<xmlChar>, _ literal: StaticString) -> Bool {
        let bytes = literal.utf8Start
        for index in 0..<literal.utf8CodeUnitCount {
            let byte = name[index]
            let lowered = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            if lowered != bytes[index] { return false }
        }
        return name[literal.utf8CodeUnitCount] == 0
    }
}

/// Comments and processing instructions outside every element are still built: they become children
/// of the document, and an element started after the root element has closed is attached after the
/// document's first child — under the root element when that child is the root, beside it (and so
/// outside what `walk` visits) when it is a comment. Inside elements they change nothing.
private let documentLevelComment: commentSAXFunc = { context, value in
    guard let context, context.assumingMemoryBound(to: xmlParserCtxt.self).pointee.node == nil else { return }
    xmlSAX2Comment(context, value)
}

private let documentLevelProcessingInstruction: processingInstructionSAXFunc = { context, target, data in
    guard let context, context.assumingMemoryBound(to: xmlParserCtxt.self).pointee.node == nil else { return }
    xmlSAX2ProcessingInstruction(context, target, data)
}

// MARK: - Collecting libxml2's errors

/// One complaint of the parser, copied out of libxml2's `xmlError`.
private struct ParserError {
    var code: Int32
    var isWarning: Bool
    var line: Int
    var column: Int
    var message: String
    /// The element or entity the message names (`str1`).
    var subject: String?
    /// Whether an `<svg>` or `<math>` element was open when the error was raised.
    var insideForeignContent: Bool
}

private final class ErrorCollector {
    var errors: [ParserError] = []
}

/// libxml2's structured error handler for this thread while `validate` parses.
private let collectParserError: xmlStructuredErrorFunc = { context, error in
    guard let context, let error else { return }
    let collector = Unmanaged<ErrorCollector>.fromOpaque(context).takeUnretainedValue()
    var foreign = false
    if let parser = error.pointee.ctxt?.assumingMemoryBound(to: htmlParserCtxt.self), let names = parser.pointee.nameTab {
        // Compared as bytes, ignoring ASCII case (no other character lowercases to these names).
        for index in 0..<Int(max(0, parser.pointee.nameNr)) {
            guard let name = names[index] else { continue }
            if ByteNames.equal(name, "svg") || ByteNames.equal(name, "math") { foreign = true; break }
        }
    }
    collector.errors.append(ParserError(
        code: error.pointee.code, isWarning: error.pointee.level == XML_ERR_WARNING,
        line: Int(error.pointee.line), column: Int(error.pointee.int2),
        message: error.pointee.message.map { String(cString: $0) } ?? "parser error",
        subject: error.pointee.str1.map { String(cString: $0) }, insideForeignContent: foreign))
}

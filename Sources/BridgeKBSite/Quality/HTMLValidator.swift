import Foundation
import BridgeKBModel

/// Checks a generated page the way a browser reads it (`HTML5Parser`: the HTML5 tree builder, HTML5
/// character references, SVG and MathML foreign content) and lists what the other site checks need:
/// structural problems, ids, links, and anything that can run script or redirect the page.
///
/// Structural problems (`site.html-error`) are the HTML Standard's parse errors, where Gumbo found
/// them, and what the tree shows besides: elements left open at the end of the page, content moved
/// out of tables, unknown elements, quirks mode.
///
/// Safe to use from several threads at once.
public struct HTMLValidator: Sendable {
    /// HTML elements missing from Gumbo's tables (which follow the HTML Standard of 2016): not unknown.
    /// Custom elements (`a-b`) are never unknown either.
    public static let html5Elements: Set<String> = ["dialog", "picture", "search", "slot"]

    /// Attributes holding a URL that the link check follows (`srcset` holds several).
    public static let urlAttributes: Set<String> = ["href", "src", "xlink:href", "action", "formaction", "poster", "srcset"]

    /// Attributes a browser reads as a URL to load or follow: a script URL in any of them is hostile.
    static let scriptURLAttributes: Set<String> = urlAttributes.union([
        "data", "background", "codebase", "classid", "archive", "cite", "longdesc", "usemap", "manifest", "icon",
        "dynsrc", "lowsrc", "ping", "profile", "itemtype", "xml:base",
    ])

    /// SVG animation elements, whose `to`, `from`, `by` and `values` can set a link's target.
    static let animationElements: Set<String> = ["animate", "set", "animatemotion", "animatetransform"]

    static let embeddingElements: Set<String> = ["iframe", "frame", "object", "embed", "applet", "portal", "fencedframe"]

    /// HTML elements whose end tag may be left out, and void elements, which have none.
    static let optionalEndTags: Set<String> = [
        "html", "head", "body", "li", "dt", "dd", "p", "rt", "rp", "optgroup", "option", "colgroup", "caption",
        "thead", "tbody", "tfoot", "tr", "td", "th",
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
        "param", "keygen", "frame", "basefont", "bgsound", "image",
    ]

    public var ignoredElements: Set<String>
    /// Whether every page must carry a restrictive Content-Security-Policy in a `<meta http-equiv>`
    /// of its `<head>`, before anything it governs (`site.no-csp` otherwise).
    public var requiresContentSecurityPolicy: Bool

    public init(ignoredElements: Set<String> = HTMLValidator.html5Elements, requiresContentSecurityPolicy: Bool = false) {
        self.ignoredElements = ignoredElements
        self.requiresContentSecurityPolicy = requiresContentSecurityPolicy
    }

    // MARK: - Validating

    /// Validates the UTF-8 page `data`; `file` names it in diagnostics (and resolves form targets).
    public func validate(_ data: Data, file: String? = nil) -> HTMLValidation {
        guard !data.isEmpty else {
            return HTMLValidation(diagnostics: [Diagnostic(severity: .error, file: file, ruleID: "site.html-error", message: "empty page")])
        }
        var checker = PageChecker(validator: self, file: file)
        let summary = HTML5Parser.walk(data, &checker)
        var result = checker.result
        // A page with <noscript> or <select> is read a second time as a browser running scripts reads
        // it: what either reading finds is hostile.
        if let browserView = HTML5Parser.scriptingView(of: data) {
            var browser = PageChecker(validator: self, file: file)
            HTML5Parser.walk(browserView, &browser)
            for finding in browser.result.scripts where !result.scripts.contains(finding) { result.scripts.append(finding) }
        }
        var problems: [Diagnostic] = []
        if !summary.hasDoctype || summary.quirksMode {
            problems.append(Diagnostic(severity: .error, file: file, range: SourceRange(lines: 1, 1), ruleID: "site.html-error",
                                       message: "no <!DOCTYPE html>: browsers render the page in quirks mode"))
        }
        for error in summary.errors {
            let location = SourceLocation(line: error.line, column: error.column)
            problems.append(Diagnostic(severity: .error, file: file, range: SourceRange(at: location),
                                       ruleID: "site.html-error", message: "html5 parse error at '\(error.excerpt)'"))
        }
        // In page order: the parser's errors, then the tree's findings, by line.
        result.diagnostics = (problems + result.diagnostics).enumerated().sorted { a, b in
            let l = a.element.range?.start ?? SourceLocation(line: 0), r = b.element.range?.start ?? SourceLocation(line: 0)
            return l != r ? l < r : a.offset < b.offset
        }.map(\.element)
        if requiresContentSecurityPolicy, let problem = checker.policyProblem {
            result.diagnostics.append(Diagnostic(severity: .error, file: file, range: SourceRange(lines: 1, 1),
                                                 ruleID: "site.no-csp", message: problem))
        }
        return result
    }

    /// Validates the page `html`.
    public func validate(_ html: String, file: String? = nil) -> HTMLValidation {
        validate(Data(html.utf8), file: file)
    }

    /// The URLs of a `srcset` value (`a.png 1x, b.png 2x`).
    static func sourceSetURLs(_ value: String) -> [String] {
        value.split(separator: ",").compactMap { candidate in
            candidate.split(whereSeparator: \.isWhitespace).first.map(String.init)
        }
    }
}

// MARK: - Walking a page

/// Collects one page's ids, links, findings and structural problems as `HTML5Parser` walks it.
private struct PageChecker: HTML5Visitor {
    let validator: HTMLValidator
    let file: String?
    var result = HTMLValidation()
    var seenIDs: Set<String> = []
    /// How many `<head>` elements are open (0 or 1), and whether something that a policy governs (a
    /// script, stylesheet, base, …) came before the policy in it.
    var headDepth = 0
    var resourceBeforePolicy: String?
    var policy: String?

    /// Why the page's Content-Security-Policy does not protect it, or nil when it does.
    var policyProblem: String? {
        guard let policy else { return "no Content-Security-Policy <meta http-equiv> in <head>" }
        if let resource = resourceBeforePolicy {
            return "the Content-Security-Policy <meta> comes after <\(resource)>, which it then does not cover"
        }
        // (The site's own policy, on nearly every page, needs no reading.)
        guard policy != ContentSecurityPolicy.site else { return nil }
        return ContentSecurityPolicy.weakness(of: policy).map { "the Content-Security-Policy is not restrictive: \($0)" }
    }

    mutating func enter(_ element: HTML5Element) -> Bool {
        let name = element.name
        let line = element.line
        let html = element.namespace == .html
        if html && name == "head" { headDepth += 1 }
        checkStructure(element, name: name, line: line)

        func finding(_ kind: ScriptFinding.Kind, attribute: String? = nil, value: String? = nil) {
            result.scripts.append(ScriptFinding(kind: kind, element: name, attribute: attribute, value: value, line: line))
        }
        // Most elements carry no attribute and are nothing to report: no strings to make.
        let embedding = html && HTMLValidator.embeddingElements.contains(name)
        let animation = HTMLValidator.animationElements.contains(name)
        let special = name == "script" || name == "style" || name == "base" || name == "meta" || name == "form" || embedding || animation
        guard element.attributeCount > 0 || special else { return true }
        let attributes = element.attributes
        func value(_ attribute: String) -> String? { attributes.first { $0.name == attribute }?.value }

        switch name {
        case "script":
            finding(.scriptElement, value: value("src") ?? value("href") ?? value("xlink:href"))
        case "style":
            finding(.inlineStyle)
        case "base" where html:
            finding(.pageOverride)
        case "meta" where html:
            if let equiv = value("http-equiv")?.lowercased() {
                if equiv == "content-security-policy" {
                    if headDepth > 0 && policy == nil { policy = value("content") ?? "" }
                } else if equiv != "content-type" {
                    finding(.pageOverride, attribute: "http-equiv", value: equiv)
                }
            }
        case "form" where html:
            if let action = value("action"), isExternal(action) { finding(.externalForm, value: action) }
        case _ where embedding:
            finding(.embeddedContent)
        case _ where animation:
            let target = (value("attributename") ?? value("attributeName") ?? "").lowercased()
            if target == "href" || target == "xlink:href" { finding(.scriptURL, attribute: "attributeName") }
        default:
            break
        }
        if headDepth > 0, policy == nil, resourceBeforePolicy == nil, html,
           ["script", "link", "style", "base", "iframe", "object", "embed", "img"].contains(name) {
            resourceBeforePolicy = name
        }

        for attribute in attributes {
            let key = attribute.name, text = attribute.value
            if key == "id" || (key == "name" && name == "a" && html) { record(id: text, line: line) }
            if key.hasPrefix("on"), key.count > 2 {
                finding(.eventHandler, attribute: key, value: text)
            } else if key == "srcdoc" {
                finding(.embeddedContent, attribute: key)
            } else if key == "style" {
                finding(.inlineStyle, attribute: key)
            } else if key == "formaction", isExternal(text) {
                finding(.externalForm, attribute: key, value: text)
            }
            // Every URL attribute is one a script URL in is hostile; most attributes (class, aria-…) are neither.
            let readAsURL = HTMLValidator.scriptURLAttributes.contains(key)
            if readAsURL, HTMLValidator.urlAttributes.contains(key) {
                for url in key == "srcset" ? HTMLValidator.sourceSetURLs(text) : [text] {
                    result.links.append(PageLink(url: url, attribute: key, element: name, line: line))
                }
            }
            if readAsURL || (animation && ["to", "from", "by", "values"].contains(key)) {
                let urls = key == "srcset" ? HTMLValidator.sourceSetURLs(text)
                    : key == "values" ? text.split(separator: ";").map(String.init) : [text]
                for url in urls where ScriptFinding.isScriptURL(url) {
                    finding(.scriptURL, attribute: key, value: url)
                }
            }
        }
        return true
    }

    mutating func leave(_ element: HTML5Element) {
        if element.namespace == .html && headDepth > 0 && element.name == "head" { headDepth -= 1 }
    }

    mutating func text(_ node: HTML5Text) {
        if node.isFosterParented {
            problem("text moved out of a table (it is not inside a cell)", line: node.line)
        }
    }

    /// Whether a form target leaves the site (script URLs are reported as such).
    private func isExternal(_ url: String) -> Bool {
        switch SiteURL.resolve(url, from: file ?? "") {
        case .external, .fileURL, .outsideSite: return true
        default: return false
        }
    }

    private mutating func record(id: String, line: Int) {
        result.ids.append(id)
        guard !seenIDs.insert(id).inserted else { return }
        result.diagnostics.append(Diagnostic(severity: .warning, file: file, range: SourceRange(lines: line, line),
                                             ruleID: "site.duplicate-id", message: "duplicate id '\(id)'"))
    }

    // MARK: - Structure

    private mutating func checkStructure(_ element: HTML5Element, name: String, line: Int) {
        if element.namespace == .html, !element.isKnownTag, !name.contains("-"), !validator.ignoredElements.contains(name) {
            problem("unknown element <\(name)>", line: line)
        }
        if element.isFosterParented, !element.isMisnestingRepair {
            problem("<\(name)> moved out of a table (it is not inside a cell)", line: line)
        }
        // Misnested end tags are parse errors where they stand; an element still open at the end of
        // the page is best reported where it starts. Elements whose end tag is optional, elements the
        // parser implied and self-closed foreign elements need none.
        if element.endedImplicitly, element.closedBy == nil, !element.isImplied, !element.isSelfClosing,
           element.namespace != .html || !HTMLValidator.optionalEndTags.contains(name) {
            problem("<\(name)> is not closed", line: line)
        }
    }

    private mutating func problem(_ message: String, line: Int) {
        result.diagnostics.append(Diagnostic(severity: .error, file: file, range: SourceRange(lines: line, line),
                                             ruleID: "site.html-error", message: message))
    }
}

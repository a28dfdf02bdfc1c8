import BridgeKBModel

/// Something in a page that can run script, pull in another document, or change where the page's
/// URLs, forms or styles lead, for the hostile-content check: content copied from the web must not
/// bring any of these into the site.
public struct ScriptFinding: Codable, Hashable, Sendable {
    /// What was found.
    public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
        /// A `<script>` element (`value` is its `src`, or nil for an inline script).
        case scriptElement = "script-element"
        /// An `on…=` event-handler attribute (`value` is the handler code).
        case eventHandler = "event-handler"
        /// A `javascript:`, `vbscript:` or `data:` URL in a URL-valued attribute (`href`, `src`,
        /// `action`, `xlink:href`, `data`, SVG animation values, …; `value` is the URL), or an SVG
        /// animation of `href`.
        case scriptURL = "script-url"
        /// An `<iframe>`, `<frame>`, `<object>`, `<embed>`, `<applet>`, `<portal>` or `<fencedframe>`
        /// element, or a `srcdoc` attribute.
        case embeddedContent = "embedded-content"
        /// A `<base>` element or a `<meta http-equiv>` other than the Content-Security-Policy (such as
        /// `refresh`): they change where every URL of the page leads, or leave the page.
        case pageOverride = "page-override"
        /// A form, or a button's `formaction`, that submits outside the site (`value` is the URL).
        case externalForm = "external-form"
        /// A `<style>` element or a `style` attribute: the site's styles live in its stylesheet, and the
        /// Content-Security-Policy blocks inline ones.
        case inlineStyle = "inline-style"
    }

    public var kind: Kind
    /// The element, lowercase.
    public var element: String
    /// The attribute, lowercase, for event handlers, URLs and `srcdoc`.
    public var attribute: String?
    /// The script's `src`, the handler code or the URL.
    public var value: String?
    /// The 1-based line of the element's start tag.
    public var line: Int

    public init(kind: Kind, element: String, attribute: String? = nil, value: String? = nil, line: Int) {
        self.kind = kind; self.element = element; self.attribute = attribute; self.value = value; self.line = line
    }

    /// A `site.hostile-content` error at this finding's line of `file`.
    public func diagnostic(file: String?) -> Diagnostic {
        let what: String
        switch kind {
        case .scriptElement: what = value.map { "script element loading \(Self.shortened($0))" } ?? "inline script element"
        case .eventHandler: what = "event handler attribute \(attribute ?? "on…") on <\(element)>"
        case .scriptURL:
            what = value.map { "\(Self.scheme(of: $0)) url in \(attribute ?? "an attribute") of <\(element)>" } ?? "animation of href by <\(element)>"
        case .embeddedContent: what = attribute.map { "\($0) attribute on <\(element)>" } ?? "embedded <\(element)>"
        case .pageOverride: what = attribute.map { "<\(element) \($0)=\(Self.shortened(value ?? ""))>" } ?? "<\(element)> element"
        case .externalForm: what = "<\(element)> submitting to \(Self.shortened(value ?? ""))"
        case .inlineStyle: what = attribute == nil ? "inline <style> element" : "style attribute on <\(element)>"
        }
        return Diagnostic(severity: .error, file: file, range: SourceRange(lines: line, line),
                          ruleID: "site.hostile-content", message: what)
    }

    // MARK: - URL schemes

    /// The schemes whose URLs run script or smuggle a document.
    public static let scriptSchemes = ["javascript", "vbscript", "data"]

    /// The scheme a browser would see: ASCII tab and newlines removed, leading spaces and control
    /// characters dropped, lowercased; empty when there is no scheme.
    public static func scheme(of url: String) -> String {
        // Tabs and newlines are ignored anywhere, leading controls and spaces skipped (as browsers do);
        // scanned in place, without copying the URL.
        var scheme = ""
        var leading = true
        for scalar in url.unicodeScalars {
            if scalar == "\t" || scalar == "\n" || scalar == "\r" { continue }
            if leading && scalar.value <= 0x20 { continue }
            leading = false
            if scalar == ":" { return scheme }
            guard ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                    || scalar == "+" || scalar == "-" || scalar == "." else { return "" }
            scheme.unicodeScalars.append(scalar)
        }
        return ""
    }

    /// Whether `url` would run script (or load an inline document) when followed.
    /// The same reading as `scheme(of:)`, done on the UTF-8 bytes without making strings (it runs
    /// for every URL of every page): a byte below 0x21 is a control or space character, and any
    /// byte of a non-ASCII character ends the scheme as that character would.
    public static func isScriptURL(_ url: String) -> Bool {
        var scheme: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var length = 0
        var leading = true
        for byte in url.utf8 {
            if byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
            if leading && byte <= 0x20 { continue }
            leading = false
            if byte == UInt8(ascii: ":") {
                return withUnsafeBytes(of: &scheme) { letters in
                    scriptSchemes.contains { $0.utf8.count == length && $0.utf8.elementsEqual(letters.prefix(length)) }
                }
            }
            let lowered = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            // Longer than "javascript", or not a scheme character: not a script scheme.
            guard length < 10, (lowered >= 0x61 && lowered <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                    || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") else { return false }
            withUnsafeMutableBytes(of: &scheme) { $0[length] = lowered }
            length += 1
        }
        return false
    }

    private static func shortened(_ text: String) -> String {
        text.count <= 80 ? text : String(text.prefix(77)) + "…"
    }
}

/// What a guide's DOT text may set before Graphviz lays it out: attributes that make links, tooltips,
/// ids or classes, or that read files, are removed; fonts and colours must be well-formed (Graphviz
/// 2.42 writes a font name into the SVG unescaped, and crashes on malformed colour lists such as
/// `blue;x` or `:`); numbers must be moderate (it crashes on `minlen=1000000000`, `weight=2000000000`
/// or `peripheries=2000000000`, and draws 100,000 peripheries as 8 MB); HTML-like labels lose their
/// links, tooltips and images (`HTMLLabelSanitizer`).
/// Each removal is a reason for a warning: only bridgekb links diagram nodes (to the guide's parts).
enum DOTAttributePolicy {
    /// What becomes of one attribute value.
    enum Decision: Equatable {
        case keep
        /// Set to `value` (empty: Graphviz's default), for `reason` (nil: nothing worth a warning).
        case replace(value: String, html: Bool, reasons: [String])
    }

    /// Link attributes of every kind of object.
    static let linkAttributes: Set<String> = [
        "URL", "href", "target", "edgeURL", "edgehref", "edgetarget", "headURL", "headhref", "headtarget",
        "tailURL", "tailhref", "tailtarget", "labelURL", "labelhref", "labeltarget",
    ]
    static let tooltipAttributes: Set<String> = ["tooltip", "edgetooltip", "headtooltip", "tailtooltip", "labeltooltip"]
    /// Attributes that make Graphviz read a file (or name a URL the SVG would load).
    static let fileAttributes: Set<String> = ["image", "imagepath", "shapefile", "fontpath", "stylesheet"]
    /// Attributes that become the SVG's `id` and `class`, which belong to the page.
    static let markupAttributes: Set<String> = ["id", "class"]
    static let fontAttributes: Set<String> = ["fontname", "labelfontname"]
    static let colorAttributes: Set<String> = ["color", "fillcolor", "fontcolor", "bgcolor", "pencolor", "labelfontcolor"]
    /// Attributes that hold a label, which may be HTML-like (`label=<…>`).
    static let labelAttributes: Set<String> = ["label", "xlabel", "headlabel", "taillabel"]
    /// Attributes whose values are text or names, where digits are no quantity.
    static let textAttributes: Set<String> = labelAttributes.union([
        "comment", "group", "lhead", "ltail", "samehead", "sametail", "charset", "layer", "layers", "layerselect", "root",
    ])
    /// The range of every number in a value, where it is narrower than `numberRange`.
    /// `mclimit` and `searchsize` scale the layout's iterations (`mclimit=10000` turned a diagram of
    /// 40 nodes from 1 s into 22 s): no more than Graphviz's defaults.
    static let numberRanges: [String: ClosedRange<Double>] = ["peripheries": 0...10, "sides": 3...100, "mclimit": 0...1, "searchsize": 0...30]
    /// The range of every number in any other value (sizes in inches or points, weights, limits).
    static let numberRange: ClosedRange<Double> = -10_000...10_000

    /// The decision for the attribute `name` set to `value` (`html`: an HTML-like `<…>` value).
    static func decide(_ name: String, _ value: String, html: Bool) -> Decision {
        if name == "layout" { return value == "dot" ? .keep : .replace(value: "dot", html: false, reasons: []) }
        guard !value.isEmpty else { return .keep }
        if linkAttributes.contains(name) {
            return .replace(value: "", html: false, reasons: ["link attribute \(name) removed (only bridgekb links diagram nodes)"])
        }
        if tooltipAttributes.contains(name) {
            return .replace(value: "", html: false, reasons: ["tooltip attribute \(name) removed"])
        }
        if fileAttributes.contains(name) {
            return .replace(value: "", html: false, reasons: ["attribute \(name) removed (it reads a file or loads a URL)"])
        }
        if markupAttributes.contains(name) {
            return .replace(value: "", html: false, reasons: ["attribute \(name) removed (the page's ids and classes are bridgekb's)"])
        }
        if fontAttributes.contains(name), !isFontName(value) {
            return .replace(value: DiagramRenderer.defaultFont, html: false, reasons: ["\(name) removed: not a font name"])
        }
        if colorAttributes.contains(name), !isColorList(value) {
            return .replace(value: "", html: false, reasons: ["\(name) removed: not a colour or colour list"])
        }
        if !colorAttributes.contains(name), !fontAttributes.contains(name), !textAttributes.contains(name),
           let number = numbers(in: value).first(where: { !(numberRanges[name] ?? numberRange).contains($0.value) }) {
            return .replace(value: "", html: false, reasons: ["\(name) removed: \(number.text) is out of range"])
        }
        if html, labelAttributes.contains(name) {
            guard let label = HTMLLabelSanitizer.sanitize(value) else {
                return .replace(value: "\\N", html: false, reasons: ["HTML-like \(name) is not well-formed: the node's name is shown instead"])
            }
            return label.dropped.isEmpty ? .keep : .replace(value: label.text, html: true, reasons: label.dropped)
        }
        return .keep
    }

    // MARK: - Values

    /// The numbers written in `value` (`1e9`, `-2.5`, the `3` of `box3d`); one too large for a
    /// `Double` is infinite.
    static func numbers(in value: String) -> [(text: Substring, value: Double)] {
        value.matches(of: number).compactMap { match in Double(value[match.range]).map { (value[match.range], $0) } }
    }

    private static let number = try! Regex("[-+]?(?:[0-9]+[.]?[0-9]*|[.][0-9]+)(?:[eE][-+]?[0-9]+)?")

    /// A font name: letters (any script), digits, spaces and `-_.,`, at most 100 characters.
    static func isFontName(_ value: String) -> Bool {
        guard value.count <= 100 else { return false }
        return value.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", " ", "-", "_", ".", ",": return true
            default: return scalar.value > 0x7F && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil)
            }
        }
    }

    /// A colour list as Graphviz documents it: colours separated by `:`, each optionally followed by
    /// `;` and a weight between 0 and 1. A colour is a name (optionally `/scheme/name`), `#rrggbb`,
    /// `#rrggbbaa`, or three or four numbers (HSV) separated by commas or spaces.
    static func isColorList(_ value: String) -> Bool {
        let parts = value.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 64 else { return false }
        return parts.allSatisfy { part in
            let pieces = part.split(separator: ";", omittingEmptySubsequences: false)
            switch pieces.count {
            case 1: return isColor(pieces[0])
            case 2: return isColor(pieces[0]) && isWeight(pieces[1])
            default: return false
            }
        }
    }

    private static func isColor(_ text: Substring) -> Bool {
        let text = text.trimmingWhitespace
        guard let first = text.first else { return false }
        if first == "#" {
            let digits = text.dropFirst()
            return (digits.count == 6 || digits.count == 8) && digits.allSatisfy(\.isHexDigit)
        }
        if first.isLetter || first == "/" {
            return text.count <= 64 && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "/") }
        }
        let numbers = text.split(whereSeparator: { $0 == "," || $0 == " " })
        return (3...4).contains(numbers.count) && numbers.allSatisfy { isWeight($0) }
    }

    /// A decimal number from 0 to 1 (`0.25`, `.5`, `1`).
    private static func isWeight(_ text: Substring) -> Bool {
        let text = text.trimmingWhitespace
        guard !text.isEmpty, text.count <= 16, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              text.filter({ $0 == "." }).count <= 1, text != ".", let number = Double(text) else { return false }
        return number >= 0 && number <= 1
    }
}

private extension Substring {
    var trimmingWhitespace: Substring {
        var text = self
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return text
    }
}

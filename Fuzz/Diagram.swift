import BridgeKBSite   // its Diagrams and HTML5 folders (see scripts/fuzz)
import Foundation

/// The links bridgekb gives every drawing: nodes `a` and `b` link to the guide.
private let links = ["a": "guide.html#part-1", "b": "../entries/x.html?q=1&r=2#fix"]

/// Checks a drawing as a browser holds it inline: only `SVGSanitizer`'s elements and attributes, all in
/// the SVG namespace, no link but `links`, no comment, no script-like or `url(…)` value.
private struct Checker: HTML5Visitor {
    var problem: String?
    var roots = 0
    var open: [String] = []

    mutating func fail(_ message: String) { if problem == nil { problem = message } }

    mutating func enter(_ element: HTML5Element) -> Bool {
        let name = element.name
        if element.namespace == .html && ["html", "head", "body"].contains(name) { return true }
        guard element.namespace == .svg, let allowed = SVGSanitizer.allowedAttributes[name] else {
            fail("element <\(name)> in namespace \(element.namespace)")
            return true
        }
        if name == "svg" {
            roots += 1
            if roots > 1 || !open.isEmpty { fail("a second or nested <svg>") }
        } else if open.isEmpty {
            fail("<\(name)> outside the <svg>")
        }
        element.forEachAttribute { attribute, value in
            let lowered = value.lowercased()
            if name == "svg" {
                if !["width", "class", "viewBox", "xmlns", "xmlns:xlink"].contains(attribute) { fail("\(attribute) on <svg>") }
            } else if !allowed.contains(attribute) {
                fail("\(attribute) on <\(name)>")
            }
            if attribute == "xlink:href", !links.values.contains(value) { fail("link to \(value)") }
            if attribute == "target", value != "_top" { fail("target \(value)") }
            if attribute == "class", name != "svg", !value.split(separator: " ").allSatisfy({ SVGSanitizer.allowedClasses.contains(String($0)) }) {
                fail("class \(value)")
            }
            if attribute != "xlink:title", lowered.contains("url(") || lowered.contains("javascript:") || lowered.contains("data:") {
                fail("\(attribute)=\(value)")
            }
        }
        open.append(name)
        return true
    }

    mutating func leave(_ element: HTML5Element) {
        if element.namespace == .svg { open.removeLast() }
    }

    mutating func text(_ node: HTML5Text) {
        if node.isComment { fail("a comment") }
        if !node.isWhitespace, !node.isComment, open.last != "text", open.last != "title" {
            fail("text outside <text> and <title>: \(node.text.prefix(40))")
        }
    }
}

/// libFuzzer entry point: any bytes as DOT, drawn by `DiagramRenderer`; Graphviz may refuse the text,
/// but a drawing must pass `Checker` (a violation aborts, which libFuzzer records as a finding).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDiagram(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
    guard case .success(let diagram) = DiagramRenderer().svg(dot: String(decoding: bytes, as: UTF8.self), links: links) else { return 0 }
    var checker = Checker()
    HTML5Parser.walk("<!DOCTYPE html><html><head></head><body>" + diagram.svg, &checker)
    if checker.roots != 1 { checker.fail("\(checker.roots) <svg> elements") }
    if let problem = checker.problem {
        FileHandle.standardError.write(Data("diagram sanitiser let through: \(problem)\n".utf8))
        abort()
    }
    return 0
}

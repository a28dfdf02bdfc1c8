import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBSite

/// Pages read the way browsers read them: the HTML5 tree builder through Gumbo.
struct HTML5ParserTests {
    /// Every element as `namespace:name attr=value …`, in document order.
    private struct Recorder: HTML5Visitor {
        var lines: [String] = []
        var texts: [String] = []
        mutating func enter(_ element: HTML5Element) -> Bool {
            let prefix = element.namespace == .html ? "" : element.namespace == .svg ? "svg:" : "math:"
            lines.append(([prefix + element.name] + element.attributes.map { "\($0.name)=\($0.value)" }).joined(separator: " "))
            return true
        }
        mutating func text(_ node: HTML5Text) {
            if !node.isWhitespace, !node.isComment { texts.append(node.text) }
        }
    }

    private func record(_ html: String) -> Recorder {
        var recorder = Recorder()
        HTML5Parser.walk(html, &recorder)
        return recorder
    }

    @Test func decodesHTML5CharacterReferencesInAttributes() {
        let elements = record(#"<a href="javascript&colon;alert(1)">a</a><a href="&#x6a;avascript:x">b</a><a href="a&Tab;b&NewLine;c">c</a>"#).lines
        #expect(elements.contains("a href=javascript:alert(1)"))
        #expect(elements.contains("a href=javascript:x"))
        #expect(elements.contains("a href=a\tb\nc"))
    }

    @Test func followsForeignContentRules() {
        // <style> inside <svg> holds markup, and <img> leaves the SVG: an HTML element with its handler.
        let svg = record("<svg><style><img src=x onerror=alert(1)></style></svg>").lines
        #expect(svg.suffix(3) == ["svg:svg", "svg:style", "img src=x onerror=alert(1)"])
        // mglyph in mtext stays MathML, so its <style> holds markup too.
        let math = record("<math><mtext><mglyph><style><img src=x onerror=alert(2)>").lines
        #expect(math.last == "img src=x onerror=alert(2)")
        // Inside a table the same tokens become HTML elements, and the <style> is raw text.
        let table = record("<math><mtext><table><mglyph><style><img src=x onerror=alert(3)>")
        #expect(!table.lines.contains { $0.hasPrefix("img") })
        #expect(table.texts.contains("<img src=x onerror=alert(3)>"))
    }

    @Test func readsRawTextElementsAsText() {
        let page = record("<title><img src=x onerror=a()></title><textarea></p><b>x</textarea><noscript><p title=\"</noscript><i id=out>\">")
        #expect(page.texts.contains("<img src=x onerror=a()>"))
        #expect(page.texts.contains("</p><b>x"))
        // Gumbo reads <noscript> with scripting off; `scriptingView` gives what a browser reads.
        #expect(!page.lines.contains("i id=out"))
    }

    @Test func scriptingViewFindsTheTagsInAnyCaseUpToThePagesLastByte() {
        // A page with neither tag has no second view; the tag is found in any case, and as the page's last bytes.
        #expect(HTML5Parser.scriptingView(of: Data("<p>no script here</p>".utf8)) == nil)
        #expect(HTML5Parser.scriptingView(of: Data("<p>a</p><NoScript>b".utf8)) == Data("<p>a</p><NoScript> ".utf8))
        #expect(HTML5Parser.scriptingView(of: Data("<p>a</p><noscript".utf8)) == nil)
        #expect(HTML5Parser.scriptingView(of: Data("<SELECT><b>".utf8)) == Data("        <b>".utf8))
    }

    @Test func adjustsSVGAttributeNamesAndNamespaces() {
        let elements = record(#"<svg viewbox="0 0 1 1" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="x.html"><text>t</text></a></svg>"#).lines
        #expect(elements.contains("svg:svg viewBox=0 0 1 1 xmlns:xlink=http://www.w3.org/1999/xlink"))
        #expect(elements.contains("svg:a xlink:href=x.html"))
    }

    @Test func reportsParseErrorsWhereTheyAre() {
        var recorder = Recorder()
        let summary = HTML5Parser.walk("<!DOCTYPE html>\n<p>a</span>\n<a href=x href=y>b</a>", &recorder)
        #expect(summary.hasDoctype && !summary.quirksMode)
        #expect(summary.errors == [HTML5ParseError(line: 2, column: 5, excerpt: "</span>"),
                                   HTML5ParseError(line: 3, column: 11, excerpt: "href=y>")])
        let quirks = HTML5Parser.walk("<p>x", &recorder)
        #expect(!quirks.hasDoctype && quirks.quirksMode)
    }

    @Test func walksDeepNestingWithoutRecursionInBoundedMemory() {
        // Gumbo copies the open elements into each parse error; the error limit keeps that bounded
        // (without it this page took 780 MB).
        let depth = 10_000
        var counter = Recorder()
        let summary = HTML5Parser.walk(String(repeating: "<div>", count: depth) + "x", &counter)
        #expect(counter.lines.count == depth + 3)   // html, head, body and the divs
        #expect(summary.errors.count <= HTML5Parser.maximumErrors)
    }

    @Test func parsesEmptyAndBinaryInput() {
        var recorder = Recorder()
        HTML5Parser.walk("", &recorder)
        #expect(recorder.lines == ["html", "head", "body"])
        HTML5Parser.walk(Data([0xFF, 0x00, 0xFE, 0x3C, 0x61]), &recorder)
    }
}

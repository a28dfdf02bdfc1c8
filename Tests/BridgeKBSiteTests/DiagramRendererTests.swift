import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBSite
import BridgeKBTestSupport

/// DOT → inline SVG with Graphviz: the guide's decision diagram, links, determinism and bad input.
struct DiagramRendererTests {
    /// The decision framework of Content/uikit-bridging/zh-Hans.txt: its `digraph bridge {` line
    /// through the first line that closes it.
    private static let bridgeDiagram: String = {
        guard let text = try? Fixtures.guide("uikit-bridging/zh-Hans.txt"),
              let first = try? Fixtures.line(of: "digraph bridge {", in: "uikit-bridging/zh-Hans.txt") else { return "" }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(first - 1)
        guard let last = lines.firstIndex(of: "}") else { return "" }
        return lines[...last].joined(separator: "\n")
    }()

    private let links = ["UIViewRepresentable": "uikit-bridging.html#part-1",
                         "UIHostingController": "uikit-bridging.html#part-3"]

    private func render(_ dot: String, links: [String: String] = [:]) throws -> String {
        try DiagramRenderer().svg(dot: dot, links: links).get().svg
    }

    private func failure(_ dot: String) -> DiagramError? {
        if case .failure(let error) = DiagramRenderer().svg(dot: dot) { return error }
        return nil
    }

    // MARK: - The guide's diagram

    @Test func fixtureIsTheGuidesDiagram() {
        #expect(Self.bridgeDiagram.hasPrefix("digraph bridge {"))
        #expect(Self.bridgeDiagram.hasSuffix("}"))
    }

    @Test func rendersTheDecisionDiagramAsInlineSVG() throws {
        let svg = try render(Self.bridgeDiagram, links: links)
        #expect(svg.hasPrefix("<svg width=\"100%\" class=\"diagram\" viewBox=\""))
        #expect(svg.hasSuffix("</svg>"))
        for name in ["What are you bridging?", "UIViewRepresentable", "UIViewControllerRepresentable",
                     "UIGestureRecognizerRepresentable", "UIHostingController", "UIHostingConfiguration",
                     "UIView subclass → SwiftUI", "(iOS 18+)"] {
            #expect(svg.contains(">\(name)</text>"), "missing \(name)")
        }
    }

    @Test func aDiagramTooWideToReadInTheColumnIsLaidOutLeftToRight() throws {
        // Drawn top to bottom, the guide's five-way choice is 1,014 units wide: its 14-unit text would
        // show at 10.6 px in the 768-px column. Left to right it fits at a legible size.
        let svg = try render(Self.bridgeDiagram, links: links)
        let width = try #require(DiagramSizing.viewBoxSize(svg)?.width)
        #expect(width <= DiagramSizing.readableWidth, "\(width) units wide")
        #expect(smallestTextPixels(svg, width: 768) >= 12)
        // Its root is the first thing a phone shows: on the left, where the box starts scrolling.
        let root = try #require(svg.range(of: ">What are you bridging?</text>"))
        let x = try #require(Double(svg[..<root.lowerBound].components(separatedBy: " x=\"").last?.prefix { $0 != "\"" } ?? ""))
        #expect(x < 200)
    }

    @Test func aNarrowDiagramAndOneThatSetsItsDirectionKeepTheirLayout() throws {
        let narrow = try render("digraph { a -> b; a -> c }")
        #expect(narrow == (try render("digraph { rankdir=TB; a -> b; a -> c }")))
        let wide = "digraph { rankdir=TB; " + (1...9).map { "r -> \"a long choice number \($0)\"" }.joined(separator: "; ") + " }"
        let width = try #require(DiagramSizing.viewBoxSize(try render(wide))?.width)
        #expect(width > DiagramSizing.readableWidth, "the author's rankdir wins")
    }

    @Test func inlineSVGHasNoPrologCommentsIdsOrFixedSize() throws {
        let svg = try render(Self.bridgeDiagram, links: links)
        for unwanted in ["<?xml", "<!DOCTYPE", "<!--", "graphviz version", " id=\"", "pt\" height=", "height=\""] {
            #expect(!svg.contains(unwanted), "found \(unwanted)")
        }
        #expect(svg.range(of: #"viewBox="[0-9. ]+""#, options: .regularExpression) != nil)
    }

    @Test func linksNamedNodesToTheirParts() throws {
        let svg = try render(Self.bridgeDiagram, links: links)
        #expect(svg.contains("xlink:href=\"uikit-bridging.html#part-1\""))
        #expect(svg.contains("xlink:href=\"uikit-bridging.html#part-3\""))
        #expect(svg.components(separatedBy: "target=\"_top\"").count - 1 == 2)
        #expect(!svg.contains("UIViewControllerRepresentable\" target"))
    }

    @Test func linksNodesByLabelWhenTheNameDiffers() throws {
        let svg = try render(#"digraph { a [label="Coordinator"]; b; a -> b }"#, links: ["Coordinator": "x.html#c"])
        #expect(svg.contains("xlink:href=\"x.html#c\""))
    }

    @Test func escapesLinkTargets() throws {
        let svg = try render("digraph { a }", links: ["a": "p.html?q=1&r=\"2\"<x>#x\\N"])
        #expect(svg.contains("xlink:href=\"p.html?q=1&amp;r=&quot;2&quot;&lt;x&gt;#x\\N\""))
    }

    private func rendered(_ dot: String, links: [String: String] = [:]) throws -> DiagramRenderer.Rendered {
        try DiagramRenderer().svg(dot: dot, links: links).get()
    }

    @Test func ignoresLinksWrittenInTheDOT() throws {
        let diagram = try rendered(#"""
        digraph { a [URL="javascript:alert(1)" image="/etc/passwd"]; a -> b [href="https://e.x"]
                  subgraph cluster_c { URL="http://c.x"; label="C"; d } }
        """#)
        #expect(!diagram.svg.contains("http://c.x"))
        #expect(!diagram.svg.contains("javascript:"))
        #expect(!diagram.svg.contains("https://e.x"))
        #expect(!diagram.svg.contains("/etc/passwd"))
        #expect(!diagram.svg.contains("<a "))
        #expect(diagram.warnings == ["link attribute URL removed (only bridgekb links diagram nodes)",
                                     "attribute image removed (it reads a file or loads a URL)",
                                     "link attribute href removed (only bridgekb links diagram nodes)"])
    }

    @Test func theGuidesDiagramNeedsNoWarning() throws {
        #expect(try rendered(Self.bridgeDiagram, links: links).warnings == [])
    }

    @Test func fontNamesCannotOpenMarkup() throws {
        let diagram = try rendered(#"""
        digraph { a [fontname="x\"><style><img src=x onerror=alert(1)>"]; b [label=<<FONT FACE="f&quot;&gt;&lt;img src=x onerror=alert(2)&gt;">b</FONT>>] }
        """#)
        for hostile in ["<style", "<img", "onerror", "alert"] { #expect(!diagram.svg.contains(hostile), "\(hostile)") }
        #expect(diagram.svg.contains(#"font-family="Helvetica,sans-Serif""#))
        #expect(diagram.warnings == ["fontname removed: not a font name", "FACE removed from an HTML-like label: not a valid value"])
    }

    @Test func htmlLikeLabelsLoseLinksTooltipsAndImages() throws {
        let diagram = try rendered(#"""
        digraph { a [label=<<TABLE HREF="javascript&amp;colon;alert(1)" TOOLTIP="t" TARGET="_blank"><TR><TD HREF="&#x6a;avascript:x" TITLE="x"><IMG SRC="/etc/hostname"/></TD><TD>可见</TD></TR></TABLE>>] }
        """#)
        for hostile in ["javascript", "colon", "<a ", "xlink:title", "_blank", "<image", "/etc/hostname"] {
            #expect(!diagram.svg.contains(hostile), "\(hostile)")
        }
        #expect(diagram.svg.contains(">可见</text>"))
        #expect(diagram.warnings.contains("link HREF removed from an HTML-like label"))
        #expect(diagram.warnings.contains("image <IMG> removed from an HTML-like label"))
    }

    @Test func classesIdsTooltipsAndStylesheetsAreRemoved() throws {
        let diagram = try rendered(#"digraph { stylesheet="https://e.x/s.css"; a [class="skip" id="main" tooltip="t\"><b"] }"#)
        for gone in ["stylesheet", "e.x", "skip", "main", "<b"] { #expect(!diagram.svg.contains(gone), "\(gone)") }
        #expect(diagram.warnings.count == 4)
    }

    @Test func malformedColourListsAreRemovedInsteadOfCrashingGraphviz() throws {
        // Each of these crashed Graphviz 2.42 (SIGSEGV or abort) when it filled the shape.
        for color in ["blue;x", ":", "a;;", ";", "blue;-1", "red;0.5:blue;x"] {
            let diagram = try rendered("digraph { bgcolor=\"\(color)\"; a [style=filled fillcolor=\"\(color)\" color=\"\(color)\"] }")
            #expect(diagram.warnings.count == 3, "\(color)")
            #expect(diagram.svg.contains(">a</text>"))
        }
    }

    @Test func hugeNumbersAreRemovedInsteadOfCrashingGraphviz() throws {
        // Each of these crashed Graphviz 2.42 (SIGSEGV).
        let diagram = try rendered("digraph { a [peripheries=2000000000]; a -> b [minlen=1000000000 weight=2000000000] }")
        #expect(diagram.warnings.count == 3)
        #expect(diagram.svg.contains(">b</text>"))
    }

    @Test func refusesDiagramsTooLargeToDraw() {
        let chain = "digraph { " + (0..<1_200).map { "n\($0) -> n\($0 + 1);" }.joined(separator: " ") + " }"
        #expect(failure(chain)?.message == "too large to draw: 1201 nodes and 1200 edges (at most 1000 and 3000)")
    }

    @Test func gradientFillsAreDroppedWithAWarning() throws {
        let diagram = try rendered(#"digraph { a [style=filled fillcolor="red:blue"] }"#)
        #expect(!diagram.svg.contains("url("))
        #expect(diagram.warnings.count == 1)
        #expect(diagram.warnings.first?.hasPrefix("removed from graphviz's svg: <defs>") == true, "\(diagram.warnings)")
    }

    @Test func alwaysUsesTheDotLayout() throws {
        #expect(try render("digraph { layout=neato; a -> b }").contains(">b</text>"))
    }

    @Test func outputIsDeterministic() throws {
        let first = try render(Self.bridgeDiagram, links: links)
        let second = try render(Self.bridgeDiagram, links: links)
        #expect(first == second)
        // Built-in font metrics: the layout does not depend on the fonts installed on this machine.
        #expect(first.contains("viewBox=\"0.00 0.00 "))
    }

    @Test func rendersCJKLabels() throws {
        let svg = try render(#"digraph { a [label="循環参照 → weak self" shape=box] }"#)
        #expect(svg.contains(">循環参照 → weak self</text>"))
    }

    @Test func rendersFromManyThreadsAtOnce() async throws {
        let expected = try render(Self.bridgeDiagram, links: links)
        let dot = Self.bridgeDiagram, links = self.links
        let results = await withTaskGroup(of: String?.self) { group in
            for _ in 0..<8 { group.addTask { try? DiagramRenderer().svg(dot: dot, links: links).get().svg } }
            return await group.reduce(into: [String?]()) { $0.append($1) }
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == expected })
    }

    // MARK: - Failures

    @Test func reportsSyntaxErrorsWithTheirLine() {
        let error = failure("digraph {\n  a -> b;\n  b -> ;\n}")
        #expect(error?.line == 3)
        #expect(error?.message == "syntax error near ';'")
    }

    @Test func recoversAfterABrokenGraph() throws {
        #expect(failure("digraph { a -> }") != nil)
        #expect(try render("digraph { a -> b }").contains(">b</text>"))
    }

    @Test func failsOnTextThatIsNoGraph() {
        #expect(failure("") != nil)
        #expect(failure("not a graph at all") != nil)
        #expect(failure("graph { a -> b }")?.message.contains("syntax error") == true)
    }
}

/// The size in px of the smallest text of `svg` (its `font-size`s) when it is shown `width` px
/// wide or less (never enlarged past its natural size).
private func smallestTextPixels(_ svg: String, width: Double) -> Double {
    guard let natural = DiagramSizing.viewBoxSize(svg)?.width else { return 0 }
    let sizes = svg.components(separatedBy: "font-size=\"").dropFirst().compactMap { Double($0.prefix { $0 != "\"" }) }
    return (sizes.min() ?? 0) * min(1, width / natural)
}

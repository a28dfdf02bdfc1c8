import Testing
@testable import BridgeKBModel
@testable import BridgeKBSite

/// What a guide's DOT text may set before Graphviz runs, and HTML-like labels without links and images.
struct DOTAttributePolicyTests {
    private func reasons(_ name: String, _ value: String, html: Bool = false) -> [String] {
        if case .replace(_, _, let reasons) = DOTAttributePolicy.decide(name, value, html: html) { return reasons }
        return []
    }

    @Test func removesLinksTooltipsFileReadsIdsAndClasses() {
        for name in ["URL", "href", "target", "edgeURL", "headhref", "tailtarget", "labelURL", "tooltip", "labeltooltip",
                     "image", "imagepath", "shapefile", "fontpath", "stylesheet", "id", "class"] {
            #expect(DOTAttributePolicy.decide(name, "x", html: false) != .keep, "\(name)")
            #expect(reasons(name, "x").count == 1, "\(name)")
        }
        #expect(reasons("URL", "javascript:alert(1)") == ["link attribute URL removed (only bridgekb links diagram nodes)"])
        #expect(DOTAttributePolicy.decide("URL", "", html: false) == .keep)
        #expect(DOTAttributePolicy.decide("label", "a → b", html: false) == .keep)
        #expect(DOTAttributePolicy.decide("layout", "neato", html: false) == .replace(value: "dot", html: false, reasons: []))
    }

    @Test func keepsFontNamesAndRemovesMarkup() {
        for font in ["Helvetica", "Noto Sans CJK SC", "Times-Roman", "PingFang SC,Hiragino Sans", "微软雅黑"] {
            #expect(DOTAttributePolicy.decide("fontname", font, html: false) == .keep, "\(font)")
        }
        for font in ["x\"><style><img src=x onerror=alert(1)>", "a;b", "x'y", String(repeating: "a", count: 101)] {
            #expect(reasons("fontname", font) == ["fontname removed: not a font name"], "\(font)")
        }
    }

    @Test func acceptsOnlyWellFormedColourLists() {
        for color in ["red", "#ff0000", "#ff000080", "/blues9/3", "0.5 0.2 1", "0.1,0.2,0.3", "red:blue", "red;0.3:blue",
                      "red;0.25:green;0.5:blue", "transparent", "red;.5:blue"] {
            #expect(DOTAttributePolicy.isColorList(color), "\(color)")
        }
        // Graphviz 2.42 crashes on the first ones (SIGSEGV or abort in its colour-list parser).
        for color in ["blue;x", ":", "a;;", ";", "blue;-1", "red;0.5:blue;x", "red:", "blue;2", "#zz0000", "red\"><s", "",
                      "red;0.5;0.5"] {
            #expect(!DOTAttributePolicy.isColorList(color), "\(color)")
        }
        #expect(reasons("fillcolor", "blue;x") == ["fillcolor removed: not a colour or colour list"])
    }

    @Test func sanitisesHTMLLikeLabels() {
        let label = #"<TABLE HREF="javascript&amp;colon;alert(1)" TOOLTIP="t" TARGET="_x" ID="i" BORDER="0"><TR><TD href="x" TITLE="ti"><IMG SRC="/etc/passwd"/></TD><TD><FONT FACE="f&quot;&gt;&lt;z" COLOR="red">a &amp; b &alpha;</FONT></TD></TR></TABLE>"#
        let output = HTMLLabelSanitizer.sanitize(label)
        #expect(output?.text == #"<TABLE BORDER="0"><TR><TD></TD><TD><FONT COLOR="red">a &amp; b α</FONT></TD></TR></TABLE>"#)
        #expect(output?.dropped == [
            "link HREF removed from an HTML-like label", "tooltip TOOLTIP removed from an HTML-like label",
            "link target TARGET removed from an HTML-like label", "id ID removed from an HTML-like label",
            "tooltip TITLE removed from an HTML-like label", "image <IMG> removed from an HTML-like label",
            "FACE removed from an HTML-like label: not a valid value",
        ])
        if case .replace(let value, let html, let reasons) = DOTAttributePolicy.decide("label", label, html: true) {
            #expect(value == output?.text && html && reasons == output?.dropped)
        } else {
            Issue.record("an HTML-like label with links is replaced")
        }
    }

    @Test func keepsCleanHTMLLikeLabelsAsWritten() {
        let label = "<B>粗体</B><BR ALIGN=\"LEFT\"/>&alpha; &#x3b2; <I>i</I>"
        #expect(HTMLLabelSanitizer.sanitize(label)?.dropped == [])
        #expect(DOTAttributePolicy.decide("label", label, html: true) == .keep)
    }

    @Test func refusesLabelsThatAreNotWellFormed() {
        for label in ["<B>x", "a &colon; b", "<B>x</I>", "</HTML><X/>", "<!DOCTYPE x [<!ENTITY e SYSTEM \"/etc/passwd\">]><B>&e;</B>"] {
            #expect(HTMLLabelSanitizer.sanitize(label) == nil, "\(label)")
            #expect(reasons("label", label, html: true) == ["HTML-like label is not well-formed: the node's name is shown instead"])
        }
    }

    @Test func keepsNumbersModerate() {
        #expect(DOTAttributePolicy.numbers(in: "setlinewidth(1e309),filled").map(\.value) == [.infinity])
        #expect(DOTAttributePolicy.numbers(in: "7.5,10 box3d -.5").map(\.value) == [7.5, 10, 3, -0.5])
        #expect(reasons("minlen", "1000000000") == ["minlen removed: 1000000000 is out of range"])
        for (name, value) in [("minlen", "1000000000"), ("weight", "2000000000"), ("peripheries", "2000000000"), ("peripheries", "11"),
                              ("sides", "1000000"), ("style", "setlinewidth(1e309)"), ("fontsize", "1e30"), ("size", "1e6,1")] {
            #expect(reasons(name, value).first?.hasPrefix("\(name) removed: ") == true, "\(name)=\(value)")
        }
        for (name, value) in [("minlen", "3"), ("peripheries", "2"), ("sides", "6"), ("fontsize", "14"), ("size", "7.5,10"),
                              ("label", "第 100000 部分"), ("color", "#123456"), ("fontname", "Arial 2000000"), ("shape", "box3d")] {
            #expect(DOTAttributePolicy.decide(name, value, html: false) == .keep, "\(name)=\(value)")
        }
    }
}

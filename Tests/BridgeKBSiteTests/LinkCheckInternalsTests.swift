import BridgeKB
import Foundation
import Testing
@testable import BridgeKBSite

/// The shortcuts the fast link check takes must read pages and URLs exactly as the plain code does:
/// byte-level script-URL test, URLs resolved in two parts, and an elements-only parse tree.
struct LinkCheckInternalsTests {
    private static let urls = [
        "javascript:alert(1)", " JaVa\tScript:x", "\u{01}javascript:x", "\n\rdata:text/html,x", "vbscript:x", "VBScript:x",
        "javascript-guide.html", "java script:x", "javascriptx:y", "jav\u{E4}script:x", "data", ":x", "", " ", "https://x",
        "../a.html#b:c", "#javascript:x", "x:javascript:y", "javascript\u{301}:x", "\u{A0}javascript:x", "DATA:",
    ]

    @Test func scriptURLsReadOnBytesAsOnCharacters() {
        for url in Self.urls {
            let plain = ScriptFinding.scriptSchemes.contains(ScriptFinding.scheme(of: url).lowercased())
            #expect(ScriptFinding.isScriptURL(url) == plain, "\(url.debugDescription)")
        }
    }

    @Test func urlsResolveTheSameInTwoParts() {
        let urls = Self.urls + [
            "a.html#x", " a.html#x ", "a.html #x", "a.html# x", "#top", "#", "?q#f", "a.html?x=1#y?z", "../../b/./c/", "./",
            "caf\u{E9}.html#\u{E9}", "x.html#\u{301}y", "x.html?#\u{301}", "a%20b.html#c%20d", "%2e%2e/x.html", "/zh-Hans/", "//cdn/x",
            "file:///x", "..", "../", "a//b.html", "\u{3000}a.html#b\u{3000}",
        ]
        for page in ["index.html", "zh-Hans/entries/x.html", "a/b/c/d.html"] {
            for url in urls {
                let (base, fragment) = SiteURL.split(url)
                let twoParts = SiteURL.resolve(base: base, inFolder: SiteURL.folderParts(of: page)).with(fragment: fragment.map(String.init))
                #expect(twoParts == SiteURL.resolve(url, from: page), "\(url.debugDescription) from \(page)")
            }
        }
    }

    @Test func attributesNotReadStillLeaveIDsAndDuplicatesAsLibxml2SeesThem() {
        let html = """
        <!DOCTYPE html>
        <html><body class="c">
        <p class="a" id="x" style="s" title="t">1</p><a NAME="x" Href="#x" data-id="x" OnClick="go()">2</a>
        <q:b xml:id="1 2" class="k"></q:b><svg:a id="s" name="s"></svg:a>
        <input disabled id="x"><script src="a.js" defer></script><object data="o"></object>
        </body></html>
        """
        let result = HTMLValidator().validate(html, file: "p.html")
        // `<svg:a>` is an `a` to libxml2's tree (prefixes are split off element names), so its `name` counts.
        #expect(result.ids == ["x", "x", "s", "s", "x"])
        #expect(result.diagnostics.filter { $0.ruleID == "site.duplicate-id" }.map { $0.range!.start.line } == [3, 4, 5])
        #expect(result.diagnostics.contains { $0.message.hasPrefix("xml:id: attribute value 1 2") })
        #expect(result.links.map(\.url) == ["#x", "a.js"])
        #expect(result.scripts.map { "\($0.kind.rawValue) \($0.element) \($0.attribute ?? "-")" } == [
            "event-handler a onclick", "script-element script -", "embedded-content object -",
        ])
    }

    @Test func elementsAfterTheRootElementAreSeenAsTheTreeHasThem() {
        // After </html>, libxml2 puts new elements under the root when it is the document's first
        // child, and beside it when a comment (or a DOCTYPE) comes first: the walk sees the former only.
        // (A gap of the DOM-based check that this keeps as it was; closing it would change reports.)
        let first = HTMLValidator().validate("<html><body></body></html><p id=\"late\" onclick=\"x\">l</p>")
        #expect(first.ids == ["late"])
        let commented = HTMLValidator().validate("<!-- c --><html><body></body></html><p id=\"late\" onclick=\"x\">l</p>")
        #expect(commented.ids == [])
        #expect(commented.scripts == [])
    }
}

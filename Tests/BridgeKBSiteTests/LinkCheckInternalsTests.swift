@testable import BridgeKBModel
@testable import BridgeKBSite
import Foundation
import Testing

/// The shortcuts the fast link check takes must read pages and URLs exactly as the plain code does:
/// byte-level script-URL test and URLs resolved in two parts; and pages are read as browsers read them.
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

    @Test func idsAndDuplicatesAreReadAsBrowsersReadThem() {
        let html = """
        <!DOCTYPE html>
        <html><body class="c">
        <p class="a" id="x" style="s" title="t">1</p><a NAME="x" Href="#x" data-id="x" OnClick="go()">2</a>
        <q:b xml:id="1 2" class="k"></q:b><svg:a id="s" name="s"></svg:a>
        <input disabled id="x"><script src="a.js" defer></script><object data="o"></object>
        </body></html>
        """
        let result = HTMLValidator().validate(html, file: "p.html")
        // In HTML, `<svg:a>` is an element named `svg:a` (not an `a`, so its `name` is no anchor), and
        // `xml:id` is an attribute like any other.
        #expect(result.ids == ["x", "x", "s", "x"])
        #expect(result.diagnostics.filter { $0.ruleID == "site.duplicate-id" }.map { $0.range!.start.line } == [3, 5])
        #expect(result.diagnostics.filter { $0.ruleID == "site.html-error" }.map(\.message) == [
            "unknown element <q:b>", "unknown element <svg:a>",
        ])
        #expect(result.links.map(\.url) == ["#x", "a.js"])
        #expect(result.scripts.map { "\($0.kind.rawValue) \($0.element) \($0.attribute ?? "-")" } == [
            "inline-style p style", "event-handler a onclick", "script-element script -", "embedded-content object -",
        ])
    }

    @Test func elementsAfterTheRootElementAreChecked() {
        // After </html>, browsers put new elements into the body, whatever comes before <html>.
        for prefix in ["", "<!-- c -->"] {
            let page = HTMLValidator().validate(prefix + "<html><body></body></html><p id=\"late\" onclick=\"x\">l</p>")
            #expect(page.ids == ["late"])
            #expect(page.scripts.map(\.kind) == [.eventHandler])
        }
    }
}

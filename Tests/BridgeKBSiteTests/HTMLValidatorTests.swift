@testable import BridgeKBModel
@testable import BridgeKBSite
import Foundation
import Testing
import BridgeKBTestSupport

/// Page validation as browsers parse pages (Gumbo): parse errors, HTML5 elements, ids, links and
/// script-ish content.
struct HTMLValidatorTests {
    private func validate(_ html: String) -> HTMLValidation {
        HTMLValidator().validate(html, file: "zh-Hans/page.html")
    }

    private func page(_ body: String) -> String {
        "<!DOCTYPE html>\n<html lang=\"zh-Hans\">\n<head><meta charset=\"utf-8\"><title>页面</title></head>\n<body>\n\(body)\n</body>\n</html>\n"
    }

    // MARK: - Kept for the link check

    /// The validations a site keeps until its link check share one copy of each link's URL (1.7
    /// million links of 220,000 distinct URLs at 1,000 guides), and are otherwise the same.
    @Test func keptValidationsShareOneCopyOfEachURL() {
        let links = page("""
        <a href="../../assets/site.css?v=1#top">a</a> <a href="../../zh-Hans/guides/uikit-bridging.html#part-1">b</a>
        <img src="../../assets/a-long-image-name.svg" srcset="../../assets/a-long-image-name.svg 1x, ../../assets/other-image.svg 2x">
        """)
        let urls = SharedURLs()
        let first = urls.kept(validate(links)), second = urls.kept(validate(links + "<p id=\"x\">more</p>"))
        #expect(first.links == validate(links).links && first.ids == validate(links).ids)
        #expect(second.ids == validate(links + "<p id=\"x\">more</p>").ids)
        func storage(_ url: String) -> UnsafeRawPointer? {
            var url = url
            return url.withUTF8 { UnsafeRawPointer($0.baseAddress) }
        }
        #expect(first.links.count == 5)
        for (a, b) in zip(first.links, second.links) {
            #expect(storage(a.url) == storage(b.url), "\(a.url)")
        }
        // Within a page too: the image's two mentions of one file.
        #expect(storage(first.links[2].url) == storage(first.links[3].url))
    }

    // MARK: - HTML5 leniency

    @Test func acceptsHTML5ElementsAndInlineSVG() {
        let result = validate(page("""
        <header class="site"><nav><a href="#main">跳到正文</a></nav><search><form action="search.html">
        <input type="search" name="q"></form></search></header>
        <main id="main"><article><section id="part-1"><h2>第 1 部分</h2>
        <figure><svg width="100%" viewBox="0 0 10 10" xmlns="http://www.w3.org/2000/svg"><g class="node"><title>a</title>
        <polygon points="0,0 1,1"/><ellipse cx="1" cy="1" rx="1" ry="1"/><path d="M0,0"/>
        <a xlink:href="uikit-bridging.html#part-1" target="_top"><text x="1" y="1">UIViewRepresentable</text></a></g>
        <defs><linearGradient id="g1"><stop offset="0"/></linearGradient></defs></svg><figcaption>决策</figcaption></figure>
        <details><summary>更多</summary><p><mark>重要</mark> <time datetime="2024-06-01">2024</time></p></details>
        <ruby>循環<rt>じゅんかん</rt></ruby><bk-copy-button></bk-copy-button>
        <template><p>t</p></template></section></article><aside>相关</aside></main><footer>© 2024</footer>
        """))
        #expect(result.diagnostics == [])
    }

    @Test func acceptsARenderedDecisionDiagram() throws {
        let svg = try DiagramRenderer().svg(dot: #"digraph { a [label="闭包捕获 self"]; a -> b [label="→ weak"] }"#,
                                            links: ["b": "entries/weak-self.html#fix"]).get().svg
        let result = validate(page("<figure class=\"decision\">\(svg)</figure>"))
        #expect(result.diagnostics == [])
        #expect(result.links.map(\.url) == ["entries/weak-self.html#fix"])
        #expect(result.scripts == [])
    }

    @Test func stillReportsUnknownElementsOutsideSVG() {
        let result = validate(page("<blinky>x</blinky>"))
        #expect(result.diagnostics.map(\.message) == ["unknown element <blinky>"])
        #expect(result.diagnostics.first?.range?.start.line == 5)
    }

    // MARK: - Parser errors

    @Test func reportsParserErrorsWithLineAndColumn() {
        let result = validate(page("<p>中文 unclosed <b>bold</p></div>\n<p>a & b</p>"))
        let found = result.diagnostics.map { "\($0.range!.start.line):\($0.range!.start.column) \($0.message)" }
        // `</p>` closes the <b> too; the <b> is reopened in the next paragraph and still open at </body>.
        #expect(found == ["5:23 html5 parse error at '</p>'", "5:27 html5 parse error at '</div>'",
                          "7:1 html5 parse error at '</body>'"])
        #expect(result.diagnostics.allSatisfy { $0.ruleID == "site.html-error" && $0.severity == .error })
        #expect(result.diagnostics.first?.formatted.hasPrefix("zh-Hans/page.html:5:23: error: ") == true)
    }

    @Test func reportsAnEmptyPage() {
        #expect(HTMLValidator().validate(Data()).diagnostics.map(\.message) == ["empty page"])
    }

    @Test func reportsEachRepeatedID() {
        let result = validate(page("<h2 id=\"fix\">a</h2>\n<h2 id=\"fix\">b</h2>\n<a name=\"fix\"></a><p id=\"x\"></p>"))
        #expect(result.ids == ["fix", "fix", "fix", "x"])
        #expect(result.diagnostics.map { "\($0.range!.start.line) \($0.message)" } == ["6 duplicate id 'fix'", "7 duplicate id 'fix'"])
        #expect(result.diagnostics.allSatisfy { $0.ruleID == "site.duplicate-id" && $0.severity == .warning })
    }

    // MARK: - Ids and links

    @Test func collectsIDsAndLinksWithTheirElementsAndLines() {
        let result = validate(page("""
        <link rel="stylesheet" href="../assets/site.css">
        <a href="../ja/uikit-bridging.html#part-1" hreflang="ja" class="lang-switch" id="switch">日本語</a>
        <img src="diagram.png" srcset="a.png 1x, b%20c.png 2x" alt="">
        <a name="legacy"></a>
        """))
        #expect(result.ids == ["switch", "legacy"])
        #expect(result.links == [
            PageLink(url: "../assets/site.css", attribute: "href", element: "link", line: 5),
            PageLink(url: "../ja/uikit-bridging.html#part-1", attribute: "href", element: "a", line: 6),
            PageLink(url: "diagram.png", attribute: "src", element: "img", line: 7),
            PageLink(url: "a.png", attribute: "srcset", element: "img", line: 7),
            PageLink(url: "b%20c.png", attribute: "srcset", element: "img", line: 7),
        ])
        #expect(result.anchors == ["switch", "legacy"])
    }

    @Test func decodesEntitiesInAttributes() {
        let result = validate(page("<a href=\"search.html?q=%E5%BE%AA&amp;lang=ja\">s</a>"))
        #expect(result.links.map(\.url) == ["search.html?q=%E5%BE%AA&lang=ja"])
    }

    // MARK: - Hostile content

    @Test func reportsScriptsEventHandlersAndScriptURLs() {
        let result = validate(page("""
        <script src="../assets/search.js"></script>
        <script>alert(1)</script>
        <button onclick="steal()">x</button>
        <a href="javascript:alert(1)">a</a>
        <a href=" JaVa&#x09;Script:alert(2)">b</a>
        <img src="data:image/svg+xml;base64,PHN2Zz4=">
        <form action="vbscript:msgbox"><button formaction="javascript:x()">go</button></form>
        <svg><a xlink:href="javascript:alert(3)"><text>t</text></a></svg>
        <iframe srcdoc="&lt;script&gt;x&lt;/script&gt;"></iframe>
        """))
        let found = result.scripts.map { "\($0.line) \($0.kind.rawValue) \($0.element) \($0.attribute ?? "-")" }
        #expect(found == [
            "5 script-element script -", "6 script-element script -", "7 event-handler button onclick",
            "8 script-url a href", "9 script-url a href", "10 script-url img src",
            "11 script-url form action", "11 script-url button formaction", "12 script-url a xlink:href",
            "13 embedded-content iframe -", "13 embedded-content iframe srcdoc",
        ])
        #expect(result.scripts.first?.value == "../assets/search.js")
        #expect(result.scripts[1].value == nil)
    }

    @Test func hostileContentAllowsTheSitesOwnScripts() {
        let result = validate(page("<script src=\"../assets/search.js\"></script><a href=\"#x\" onmouseover=\"y()\">x</a>"))
        let diagnostics = result.hostileContent(file: "zh-Hans/page.html", allowedScripts: ["assets/search.js"])
        #expect(diagnostics.map(\.message) == ["event handler attribute onmouseover on <a>"])
        #expect(diagnostics.first?.ruleID == "site.hostile-content")
        #expect(diagnostics.first?.range?.start.line == 5)
    }

    @Test func hostileContentReportsOtherScripts() {
        let result = validate(page("<script src=\"search.js\"></script><script src=\"https://cdn.x/s.js\"></script><script>1</script>"))
        let diagnostics = result.hostileContent(file: "zh-Hans/page.html", allowedScripts: ["assets/search.js"])
        #expect(diagnostics.map(\.message) == ["script element loading search.js", "script element loading https://cdn.x/s.js",
                                              "inline script element"])
    }

    @Test func plainPagesHaveNoScriptFindings() {
        let result = validate(page("<a href=\"https://developer.apple.com\">Apple</a><a href=\"mailto:a@b.c\">m</a><p>onclick= is just text</p>"))
        #expect(result.scripts == [])
    }

    @Test func readsURLSchemesTheWayBrowsersDo() {
        #expect(ScriptFinding.scheme(of: "  JAVA\tSCRIPT:x") == "JAVASCRIPT")
        #expect(ScriptFinding.scheme(of: "\u{01}javascript:x") == "javascript")
        #expect(ScriptFinding.scheme(of: "../a.html#b:c") == "")
        #expect(ScriptFinding.scheme(of: "https://x") == "https")
        #expect(ScriptFinding.isScriptURL("Data:text/html,x"))
        #expect(!ScriptFinding.isScriptURL("javascript-guide.html"))
    }

    // MARK: - Reading like a browser

    private func kinds(_ body: String) -> [String] {
        validate(page(body)).scripts.map { "\($0.kind.rawValue) \($0.element) \($0.attribute ?? "-")" }
    }

    @Test func decodesEntitiesInScriptURLsAsBrowsersDo() {
        for href in ["javascript&colon;alert(1)", "&#x6a;avascript:alert(1)", "&#106;avascript:alert(1)", "java&Tab;script:alert(1)",
                     "jav&#x0A;ascript:alert(1)", "&NewLine;javascript:alert(1)", "JAVASCRIPT&#58;alert(1)", "data&colon;text/html,x"] {
            #expect(kinds("<a href=\"\(href)\">x</a>") == ["script-url a href"], "\(href)")
        }
        #expect(kinds("<a href=\"javascript&amp;colon;alert(1)\">x</a>") == [])   // the text `javascript&colon;…`: a relative URL
    }

    @Test func findsMarkupThatForeignContentLetsOut() {
        #expect(kinds("<svg><style><img src=x onerror=alert(1)></style></svg>") == ["inline-style style -", "event-handler img onerror"])
        #expect(kinds("<math><mtext><mglyph><style><img src=x onerror=alert(2)>") == ["inline-style style -", "event-handler img onerror"])
        // In a table the <style> is HTML, its content text: nothing runs.
        #expect(kinds("<math><mtext><table><mglyph><style><img src=x onerror=alert(3)>") == ["inline-style style -"])
        #expect(kinds("<svg><a><animate attributeName=\"href\" values=\"javascript:alert(4)\"/><text>x</text></a></svg>")
                == ["script-url animate attributeName", "script-url animate values"])
        #expect(kinds("<svg><script href=\"data:text/javascript,alert(5)\"></script></svg>") == ["script-element script -", "script-url script href"])
    }

    @Test func readsNoscriptAndSelectAsBrowsersRunningScriptsDo() {
        // A browser that runs scripts reads <noscript> as text up to `</noscript`: the <img> is live.
        #expect(kinds("<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\"></noscript>") == ["event-handler img onerror"])
        // Chromium keeps elements inside <select> since version 135.
        #expect(kinds("<select><img src=x onerror=alert(2)></select>") == ["event-handler img onerror"])
        // Content that is markup only with scripting off is still reported.
        #expect(kinds("<noscript><meta http-equiv=\"refresh\" content=\"0;url=https://x\"></noscript>") == ["page-override meta http-equiv"])
    }

    @Test func reportsWhatRedirectsThePageOrItsForms() {
        #expect(kinds("<base href=\"https://evil.example/\">") == ["page-override base -"])
        #expect(kinds("<meta http-equiv=\"Refresh\" content=\"0;url=javascript:alert(1)\">") == ["page-override meta http-equiv"])
        #expect(kinds("<form action=\"https://evil.example/login\"><input name=p></form>") == ["external-form form -"])
        #expect(kinds("<form action=\"search.html\" method=\"get\"><button formaction=\"//evil.example/\">x</button></form>")
                == ["external-form button formaction"])
        #expect(kinds("<form action=\"search.html\"><input name=q></form><form><input name=q></form>") == [])
        #expect(kinds("<object data=\"javascript:alert(1)\"></object><embed src=\"x.swf\">")
                == ["embedded-content object -", "script-url object data", "embedded-content embed -"])
        #expect(kinds("<p style=\"color:red\">x</p><style>p{}</style>") == ["inline-style p style", "inline-style style -"])
    }

    // MARK: - Content-Security-Policy

    private func policyPage(_ head: String) -> String {
        "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">\(head)<title>t</title></head><body><p>x</p></body></html>\n"
    }

    private func policyProblems(_ head: String) -> [String] {
        HTMLValidator(requiresContentSecurityPolicy: true).validate(policyPage(head)).diagnostics
            .filter { $0.ruleID == "site.no-csp" }.map(\.message)
    }

    @Test func requiresARestrictivePolicyBeforeAnythingItGoverns() {
        let meta = "<meta http-equiv=\"Content-Security-Policy\" content=\"\(ContentSecurityPolicy.site)\">"
        #expect(policyProblems(meta) == [])
        #expect(policyProblems("") == ["no Content-Security-Policy <meta http-equiv> in <head>"])
        #expect(policyProblems("<link rel=\"stylesheet\" href=\"a.css\">" + meta)
                == ["the Content-Security-Policy <meta> comes after <link>, which it then does not cover"])
        #expect(policyProblems("<meta http-equiv=\"Content-Security-Policy\" content=\"script-src 'self' 'unsafe-inline'\">")
                == ["the Content-Security-Policy is not restrictive: script-src allows 'unsafe-inline'"])
        #expect(HTMLValidator().validate(policyPage("")).diagnostics == [])
    }

    @Test func judgesPolicies() {
        #expect(ContentSecurityPolicy.weakness(of: ContentSecurityPolicy.site) == nil)
        #expect(ContentSecurityPolicy.weakness(of: "default-src 'self'; object-src 'none'; base-uri 'self'; form-action 'none'") == nil)
        #expect(ContentSecurityPolicy.weakness(of: "default-src *") == "script-src allows *")
        #expect(ContentSecurityPolicy.weakness(of: "script-src 'self' https:; object-src 'none'") == "script-src allows https:")
        #expect(ContentSecurityPolicy.weakness(of: "script-src 'self'; script-src-attr 'unsafe-inline'") == "script-src-attr allows 'unsafe-inline'")
        #expect(ContentSecurityPolicy.weakness(of: "script-src 'self'") == "object-src is not 'none'")
        #expect(ContentSecurityPolicy.weakness(of: "script-src 'self'; object-src 'none'") == "base-uri is not 'none' or 'self'")
        #expect(ContentSecurityPolicy.weakness(of: "script-src 'self'; object-src 'none'; base-uri 'none'") == "form-action is not 'self' or 'none'")
        #expect(ContentSecurityPolicy.weakness(of: "style-src 'self'") == "no script-src or default-src")
    }

    @Test func theTemplatesCarryTheSitePolicy() throws {
        let layout = try String(contentsOf: Fixtures.url("Templates/layout.mustache"), encoding: .utf8)
        #expect(layout.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"\(ContentSecurityPolicy.site)\">"))
    }
}

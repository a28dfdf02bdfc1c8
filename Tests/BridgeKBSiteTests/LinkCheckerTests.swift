@testable import BridgeKBModel
@testable import BridgeKBSite
import Foundation
import Testing

/// Link checking over a whole site in memory: files, fragments, folders, external and odd URLs.
struct LinkCheckerTests {
    /// A small page whose body is `body` (line 3 onwards), with `id`s given as `<h2>` headings.
    private func page(_ body: String, ids: [String] = []) -> Data {
        let headings = ids.map { "<h2 id=\"\($0)\">\($0)</h2>" }.joined()
        return Data("<!DOCTYPE html>\n<html lang=\"zh-Hans\"><head><meta charset=\"utf-8\"><title>t</title></head><body>\n\(body)\n\(headings)</body></html>\n".utf8)
    }

    private var site: [String: Data] {
        [
            "index.html": page("<a href=\"zh-Hans/\">中文</a> <a href=\"ja/index.html\">日本語</a>"),
            "zh-Hans/index.html": page("<a href=\"uikit-bridging.html#part-1\">桥接</a>"),
            "zh-Hans/uikit-bridging.html": page("""
            <link rel="stylesheet" href="../assets/site.css"><a href="../ja/uikit-bridging.html#part-1" hreflang="ja" class="lang-switch">日本語</a>
            <a href="#part-2">下一部分</a> <a href="https://developer.apple.com/documentation/swiftui">Apple</a>
            <a href="mailto:kb@example.com">mail</a> <a href="search.html?q=%E5%BE%AA%E7%8E%AF#top">搜索</a>
            """, ids: ["part-1", "part-2", "循环引用"]),
            "zh-Hans/search.html": page("<form action=\"search.html\"><input name=\"q\"></form><script src=\"../assets/search.js\"></script>"),
            "ja/index.html": page("<a href=\"../zh-Hans/uikit-bridging.html#%E5%BE%AA%E7%8E%AF%E5%BC%95%E7%94%A8\">循環参照</a>"),
            "ja/uikit-bridging.html": page("<a href=\"./\">トップ</a>", ids: ["part-1"]),
            "assets/site.css": Data("body{}".utf8),
            "assets/search.js": Data("1".utf8),
        ]
    }

    private func messages(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.file ?? ""):\($0.range?.start.line ?? 0) \($0.message) [\($0.ruleID)]" }
    }

    // MARK: - A sound site

    @Test func soundSiteHasNoBrokenLinks() {
        let report = LinkChecker.report(files: site)
        #expect(messages(report.diagnostics) == [])
        #expect(report.pages == 6)
        #expect(report.internalLinks == 11)
        #expect(report.externalLinks == 2)
        #expect(report.validations.count == 6)
        #expect(report.validations["zh-Hans/search.html"]?.scripts.first?.value == "../assets/search.js")
    }

    @Test func allDiagnosticsJoinLinksParserErrorsAndHostileContent() {
        var files = site
        files["ja/index.html"] = page("<a href=\"nowhere.html\" onclick=\"x()\">a</a></span>")
        let all = LinkChecker.report(files: files).allDiagnostics(allowedScripts: ["assets/search.js"])
        #expect(all.map(\.ruleID) == ["site.broken-link", "site.hostile-content", "site.html-error"])
        #expect(all.allSatisfy { $0.file == "ja/index.html" && $0.range?.start.line == 3 })
    }

    // MARK: - Broken links

    @Test func reportsAMissingFile() {
        var files = site
        files["zh-Hans/index.html"] = page("<p>x</p>\n<a href=\"uikit-bridge.html\">typo</a><img src=\"../assets/logo.png\">")
        #expect(messages(LinkChecker.check(files: files)) == [
            "zh-Hans/index.html:4 broken link 'uikit-bridge.html': no file 'zh-Hans/uikit-bridge.html' [site.broken-link]",
            "zh-Hans/index.html:4 broken link '../assets/logo.png': no file 'assets/logo.png' [site.broken-link]",
        ])
    }

    @Test func reportsAMissingFragment() {
        var files = site
        files["ja/index.html"] = page("<a href=\"uikit-bridging.html#part-9\">x</a> <a href=\"#nowhere\">y</a>")
        #expect(messages(LinkChecker.check(files: files)) == [
            "ja/index.html:3 broken link 'uikit-bridging.html#part-9': no id 'part-9' in 'ja/uikit-bridging.html' [site.broken-link]",
            "ja/index.html:3 broken link '#nowhere': no id 'nowhere' in 'ja/index.html' [site.broken-link]",
        ])
    }

    @Test func resolvesFolderURLsToTheirIndex() {
        var files = site
        files["index.html"] = page("<a href=\"zh-Hans/\">a</a> <a href=\"./ja/./\">b</a> <a href=\"ja\">c</a> <a href=\"en/\">d</a>")
        #expect(messages(LinkChecker.check(files: files)) == [
            "index.html:3 broken link 'ja': 'ja' is a folder; link to 'ja/' [site.broken-link]",
            "index.html:3 broken link 'en/': no file 'en/index.html' [site.broken-link]",
        ])
    }

    @Test func ignoresButCountsExternalLinks() {
        var files = site
        files["index.html"] = page("""
        <a href="https://example.com/missing.html#nope">a</a> <a href="http://x.y">b</a>
        <a href="mailto:a@b.c">c</a> <a href="//cdn.example.com/x.js">d</a> <a href="HTTPS://E.X">e</a>
        """)
        let report = LinkChecker.report(files: files)
        #expect(report.diagnostics == [])
        #expect(report.externalLinks == 2 + 5)
    }

    @Test func reportsLinksLeavingTheSite() {
        var files = site
        files["index.html"] = page("<a href=\"../outside.html\">a</a> <a href=\"file:///home/me/Site/index.html\">b</a> <a href=\"javascript:void(0)\">c</a>")
        #expect(messages(LinkChecker.check(files: files)) == [
            "index.html:3 broken link '../outside.html': goes above the site root [site.broken-link]",
            "index.html:3 broken link 'file:///home/me/Site/index.html': file url outside the site [site.broken-link]",
        ])
    }

    @Test func warnsAboutRootRelativeLinks() {
        var files = site
        files["ja/index.html"] = page("<a href=\"/zh-Hans/uikit-bridging.html#part-1\">a</a>")
        let diagnostics = LinkChecker.check(files: files)
        #expect(diagnostics.map(\.ruleID) == ["site.root-relative-link"])
        #expect(diagnostics.first?.severity == .warning)
    }

    @Test func checksDiagramLinksInInlineSVG() throws {
        var files = site
        let svg = try DiagramRenderer().svg(dot: "digraph { a -> b }", links: ["a": "uikit-bridging.html#part-1",
                                                                                "b": "uikit-bridging.html#part-7"]).get().svg
        files["ja/index.html"] = page("<figure>\(svg)</figure>")
        #expect(messages(LinkChecker.check(files: files)).map { $0.components(separatedBy: " broken").last ?? "" } == [
            " link 'uikit-bridging.html#part-7': no id 'part-7' in 'ja/uikit-bridging.html' [site.broken-link]",
        ])
    }

    @Test func acceptsTopTextFragmentsAndFragmentsOfOtherFiles() {
        var files = site
        files["index.html"] = page("<a href=\"#top\">a</a> <a href=\"#\">b</a> <a href=\"#:~:text=x\">c</a> <a href=\"assets/site.css#x\">d</a>")
        #expect(LinkChecker.check(files: files) == [])
    }

    // MARK: - Reusing an earlier check

    /// Each page's identity: its bytes, as the build's cache key stands for them.
    private func identities(_ files: [String: Data]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: files.filter { LinkChecker.isPage($0.key) }.map { ($0.key, ContentHasher.hash($0.value)) })
    }

    /// After every kind of change a page's links can see, a check reusing the earlier one reports
    /// what a check of every page reports.
    @Test func aCheckReusingAnEarlierOneFindsWhatAFullCheckFinds() {
        var files = site
        var earlier = LinkChecker.report(files: files, identities: identities(files))
        let changes: [(inout [String: Data]) -> Void] = [
            // A target loses the anchor an unchanged page links to.
            { $0["zh-Hans/uikit-bridging.html"] = self.page("<a href=\"../assets/site.css\">css</a>", ids: ["part-2"]) },
            // It gets it back; a page another links to disappears.
            { $0["zh-Hans/uikit-bridging.html"] = self.site["zh-Hans/uikit-bridging.html"]; $0["ja/uikit-bridging.html"] = nil },
            // A file a link missed appears, as a folder's index.
            { $0["index.html"] = self.page("<a href=\"en/\">en</a> <a href=\"ja/\">ja</a>") },
            { $0["en/index.html"] = self.page("english") },
            // A non-page file disappears.
            { $0["assets/site.css"] = nil },
        ]
        for change in changes {
            change(&files)
            let full = LinkChecker.report(files: files)
            let reusing = LinkChecker.report(files: files, identities: identities(files), earlier: earlier)
            #expect(messages(reusing.diagnostics) == messages(full.diagnostics))
            #expect(reusing.internalLinks == full.internalLinks && reusing.externalLinks == full.externalLinks)
            earlier = reusing
        }
    }

    @Test func aPageAsItWasLinkingToFilesAsTheyWereIsNotCheckedAgain() throws {
        let files = site
        var earlier = LinkChecker.report(files: files, identities: identities(files))
        // What the earlier check says of ja/index.html is taken as it is…
        let marker = Diagnostic(severity: .error, file: "ja/index.html", ruleID: "site.broken-link", message: "kept from earlier")
        earlier.pageChecks["ja/index.html"]?.diagnostics = [marker]
        #expect(LinkChecker.report(files: files, identities: identities(files), earlier: earlier).diagnostics == [marker])
        // …while the page its fragment points into changes but keeps its ids…
        var changed = files
        changed["zh-Hans/uikit-bridging.html"]! += Data("<!-- edited -->".utf8)
        #expect(LinkChecker.report(files: changed, identities: identities(changed), earlier: earlier).diagnostics == [marker])
        // …until its ids change, or a file its links look up appears or disappears.
        changed["zh-Hans/uikit-bridging.html"] = page("<p>rewritten</p>", ids: ["part-1"])
        #expect(messages(LinkChecker.report(files: changed, identities: identities(changed), earlier: earlier).diagnostics) == [
            "ja/index.html:3 broken link '../zh-Hans/uikit-bridging.html#%E5%BE%AA%E7%8E%AF%E5%BC%95%E7%94%A8': no id '循环引用' in 'zh-Hans/uikit-bridging.html' [site.broken-link]",
        ])
        changed = files
        changed["zh-Hans/uikit-bridging.html"] = nil
        let gone = LinkChecker.report(files: changed, identities: identities(changed), earlier: earlier).diagnostics
        #expect(!gone.contains(marker) && gone.contains { $0.file == "ja/index.html" && $0.message.contains("no file") })
        // Without identities nothing is kept.
        #expect(LinkChecker.report(files: files).pageChecks.isEmpty)
    }

    // MARK: - Scale

    @Test func parserErrorsStayWithTheirPageWhenPagesAreParsedInParallel() {
        var files: [String: Data] = [:]
        for index in 0..<200 {
            files["p/\(index).html"] = page(String(repeating: "<p>x</p>\n", count: index % 17) + "</div>")
        }
        let report = LinkChecker.report(files: files)
        for index in 0..<200 {
            let lines = report.validations["p/\(index).html"]?.diagnostics.map { $0.range?.start.line ?? 0 }
            #expect(lines == [3 + index % 17], "page \(index)")
        }
    }

    @Test func checksAThousandPagesQuickly() {
        var files: [String: Data] = ["index.html": page((0..<1000).map { "<a href=\"p/\($0).html#s\($0)\">\($0)</a>" }.joined(separator: "\n"))]
        for index in 0..<1000 {
            files["p/\(index).html"] = page("<a href=\"../index.html\">up</a> <a href=\"\(index + 1).html#s\(index + 1)\">next</a>", ids: ["s\(index)"])
        }
        let started = Date()
        let report = LinkChecker.report(files: files)
        #expect(report.pages == 1001)
        #expect(messages(report.diagnostics) == ["p/999.html:3 broken link '1000.html#s1000': no file 'p/1000.html' [site.broken-link]"])
        #expect(Date().timeIntervalSince(started) < 5)
    }
}

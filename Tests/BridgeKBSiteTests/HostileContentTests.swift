import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBReaders
@testable import BridgeKBStore
@testable import BridgeKBSite
@testable import BridgeKBBuild

/// Guides copied from the web may carry markup, script, Mustache-looking text and bidi controls: the
/// site must show all of it as text and run none of it, and no guide id or file name may write
/// outside the output folder.
@Suite struct HostileContentTests {
    /// Everything a hostile guide tries, as one string to put in titles, prose, tables, lists and code.
    static let payload = #"<script>alert(1)</script> <img src=x onerror=alert(1)> <a href="javascript:alert(2)" onclick="alert(3)">x</a> </textarea> {{title}} {{{raw}}} {{#x}}y{{/x}} abc‮def"#

    static let plainText = """
    恶意指南 <script>alert(1)</script>

    第 1 部分：标题 <img src=x onerror=alert(1)>

    这一段含有 \(payload) 以及更多文字。

    网页副本的地址：https://evil.example/a"onmouseover="alert(29)&x=<b>y</b> 以及 javascript:alert(30)。

    问题\t原因\t解决方案
    <script>alert(4)</script>\t{{{raw}}}\t<a href="javascript:alert(5)">修复</a>

    struct Evil: View {
        // ❌ </textarea><script>alert(6)</script> {{title}}
        let s = "<img src=x onerror=alert(7)>‮"
    }

    第 2 部分：常见问题

    • 列表 <b onmouseover="alert(8)">项</b>
    • javascript:alert(9)
    """

    static let markdown = """
    # 悪意のあるガイド <script>alert(1)</script>

    ## パート 1：見出し <img src=x onerror=alert(1)>

    本文 \(payload) [リンク](javascript:alert(10)) [リンク2](JaVaScRiPt:alert(11)) [データ](data:text/html,<script>alert(12)</script>)

    <div onclick="alert(13)">生の HTML ブロック</div>

    <a href="javascript:alert(14)">生のリンク</a> <iframe src="https://evil.example"></iframe>

    | 落とし穴 | 症状 | 対処法 |
    |---|---|---|
    | <script>alert(15)</script> | {{{raw}}} | [x](javascript:alert(16)) |

    ```swift
    // ❌ </textarea><script>alert(17)</script>
    let s = "{{title}} ‮"
    ```

    ![画像](javascript:alert(18))
    """

    static let html = """
    <!DOCTYPE html><html><head><title>恶意 HTML <script>alert(1)</script></title>
    <script>alert(19)</script><style>body{}</style></head>
    <body onload="alert(20)">
    <h1>恶意 HTML 指南</h1>
    <h2 onclick="alert(21)">第 1 部分：标题 &lt;script&gt;alert(22)&lt;/script&gt;</h2>
    <p>段落 <a href="javascript:alert(23)">链接</a> <a href=" javascript:alert(24)">空格</a>
    <img src="x" onerror="alert(25)"> {{title}} {{{raw}}} ‮ &lt;/textarea&gt;</p>
    <iframe src="https://evil.example"></iframe><object data="x"></object>
    <pre><code class="language-swift">let s = "&lt;script&gt;alert(26)&lt;/script&gt;"</code></pre>
    <svg onload="alert(27)"><a xlink:href="javascript:alert(28)"><text>t</text></a></svg>
    </body></html>
    """

    static let files: [SourceFile] = [
        SourceFile(path: "Content/evil-text/zh-Hans.txt", text: plainText),
        SourceFile(path: "Content/evil-text/ja.md", text: markdown),
        SourceFile(path: "Content/evil-html/zh-Hans.html", text: html),
    ]

    static let site: [String: Data] = {
        let diagnostics = DiagnosticEngine()
        return SiteFixture.files(KnowledgeBaseBuilder.build(files: files, diagnostics: diagnostics))
    }()

    static var pages: [String] { site.keys.filter { $0.hasSuffix(".html") }.sorted() }

    static func text(_ path: String) -> String { String(decoding: site[path] ?? Data(), as: UTF8.self) }

    @Test func theHostileGuidesGivePages() {
        #expect(Self.pages.count >= 10)
        #expect(Self.site["zh-Hans/guides/evil-text.html"] != nil)
        #expect(Self.site["ja/guides/evil-text.html"] != nil)
        #expect(Self.site["zh-Hans/guides/evil-html.html"] != nil)
    }

    @Test func noPageHoldsScriptHandlersOrURLSchemesWeDidNotWrite() {
        let validator = HTMLValidator()
        for page in Self.pages {
            let validation = validator.validate(Self.site[page]!, file: page)
            let hostile = validation.hostileContent(file: page, allowedScripts: SiteBuilder.scripts)
            #expect(hostile.isEmpty, "\(page): \(hostile.prefix(3).map(\.formatted))")
            #expect(!validation.diagnostics.contains { $0.severity == .error }, "\(page): \(validation.diagnostics.prefix(3).map(\.formatted))")
        }
    }

    @Test func theSiteLinkCheckFindsNothingHostile() {
        let report = LinkChecker.report(files: Self.site)
        let hostile = report.allDiagnostics(allowedScripts: SiteBuilder.scripts).filter { $0.ruleID == "site.hostile-content" }
        #expect(hostile.isEmpty, "\(hostile.prefix(5).map(\.formatted))")
    }

    @Test func hostileMarkupStillReadsAsEscapedText() {
        let zh = Self.text("zh-Hans/guides/evil-text.html")
        #expect(zh.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(zh.contains("&lt;img src=x onerror=alert(1)&gt;") || zh.contains("&lt;img src=x onerror=alert(1)>"))
        #expect(zh.contains("&lt;/textarea&gt;"))
        #expect(!zh.contains("<script>alert"))
        #expect(!zh.contains("</textarea>"))
        // A bare address in a web copy is a link that ends at the quote; the rest stays text.
        #expect(zh.contains(#"<a href="https://evil.example/a" rel="nofollow noopener noreferrer">https://evil.example/a</a>&quot;onmouseover=&quot;alert(29)"#))
        #expect(!zh.contains("javascript:alert(30)\""))
        // Markdown drops raw HTML tags (their text stays); code and table cells keep them as text.
        let ja = Self.text("ja/guides/evil-text.html")
        #expect(ja.contains("悪意のあるガイド"))
        #expect(ja.contains("&lt;/textarea&gt;&lt;script&gt;alert(17)&lt;/script&gt;"))
        #expect(ja.contains("&lt;script&gt;alert(15)&lt;/script&gt;"))
        #expect(!ja.contains("<script>alert"))
        #expect(!ja.contains("javascript:alert(10)\""))
        #expect(!ja.contains("<iframe"))
        let html = Self.text("zh-Hans/guides/evil-html.html")
        #expect(!html.contains("<iframe") && !html.contains("<object"))
    }

    @Test func mustacheLookingTextIsShownNotExpanded() {
        for page in ["zh-Hans/guides/evil-text.html", "ja/guides/evil-text.html", "zh-Hans/guides/evil-html.html"] {
            let html = Self.text(page)
            #expect(html.contains("{{title}}"), "\(page)")
            #expect(html.contains("{{{raw}}}") || html.contains("{{&#123;raw}}}") || html.contains("{{{raw}}&#125;"), "\(page)")
        }
    }

    @Test func bidiControlsNeverReachThePages() {
        for page in Self.pages {
            let html = Self.text(page)
            #expect(!html.unicodeScalars.contains(where: TextDecoder.isBidiControl), "\(page)")
        }
    }

    // MARK: - Paths

    @Test func guideFoldersWithUnsafeNamesAreRejectedWithADiagnostic() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)/Content")
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let names = ["..", "a b", "über", "指南", "UPPER", "-dash", "ok-guide", "x..y", "a%2F..%2Fb"]
        for name in names where name != ".." {
            let folder = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("标题\n\n正文。\n".utf8).write(to: folder.appendingPathComponent("zh-Hans.txt"))
        }
        // A file name that is a path or has spaces is only a language tag that is not one.
        try Data("标题\n".utf8).write(to: root.appendingPathComponent("ok-guide/zh Hans.txt"))
        let diagnostics = DiagnosticEngine()
        let files = try ContentLoader(root: root).load(diagnostics: diagnostics)
        #expect(Set(files.map(\.guide)) == ["ok-guide"])
        let rejected = diagnostics.diagnostics.filter { $0.ruleID == "content.bad-guide-id" }
        #expect(rejected.count == names.filter { $0 != ".." && !GuideID.isValid($0) }.count)
        #expect(files.allSatisfy { GuideID.isValid($0.guide) })
    }

    @Test func guideIDsAreASafeAlphabet() {
        for id in ["..", ".", "a/b", "/etc", "a b", "über", "指南", "A", "-a", "", "a\0b", "a\\b", String(repeating: "a", count: 101)] {
            #expect(!GuideID.isValid(id), "\(id)")
        }
        #expect(GuideID.isValid("uikit-bridging"))
    }

    @Test func outputPathsNeverLeaveTheOutputFolder() {
        for path in ["../x.html", "a/../../x", "/etc/passwd", "a//b", "./a", "a/.", "", "a\\..\\b", "a\0b", "..", "a/"] {
            #expect(!OutputWriter.isSafe(path), "\(path)")
        }
        for path in ["index.html", "zh-Hans/guides/a-b.html", "assets/site.js", "ja/entries/über x.html"] {
            #expect(OutputWriter.isSafe(path), "\(path)")
        }
    }

    @Test func everyGeneratedPathIsSafe() {
        #expect(Self.site.keys.allSatisfy(OutputWriter.isSafe))
    }

    @Test func theWriterRefusesAnUnsafePathAndLeavesTheOldSite() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-out-\(UUID().uuidString)/Site")
        defer { try? FileManager.default.removeItem(at: out.deletingLastPathComponent()) }
        try OutputWriter(target: out).write(["index.html": Data("old".utf8)])
        #expect(throws: BridgeKBError.self) {
            try OutputWriter(target: out).write(["index.html": Data("new".utf8), "../escape.html": Data("x".utf8)])
        }
        #expect(try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8) == "old")
        #expect(!FileManager.default.fileExists(atPath: out.deletingLastPathComponent().appendingPathComponent("escape.html").path))
    }
}

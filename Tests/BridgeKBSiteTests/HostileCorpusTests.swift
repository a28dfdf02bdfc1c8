import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBStore
@testable import BridgeKBSite
@testable import BridgeKBBuild
import BridgeKBTestSupport

/// The hostile corpus of Tests/Fixtures/hostile — DOT attributes, HTML-like labels, character
/// references, foreign content, `<base>`, `<meta http-equiv>`, forms and URLs in every attribute, in a
/// plain-text, a Markdown and an HTML guide, each payload carrying a marker `PWNED-<format>-<n>` —
/// built into a site: every payload ends up inert (text, or gone) or refused with a diagnostic.
/// Tests/browser/hostile_test.py opens the same site in Chromium.
@Suite struct HostileCorpusTests {
    static let content = Fixtures.url("Tests/Fixtures/hostile/Content")

    static let built: (files: [String: Data], diagnostics: [Diagnostic]) = {
        let diagnostics = DiagnosticEngine()
        let loader = ContentLoader(root: content)
        let files = (try? loader.load(diagnostics: diagnostics)) ?? []
        let kb = KnowledgeBaseBuilder.build(files: files, settings: loader.settings(diagnostics: diagnostics), diagnostics: diagnostics)
        let templates = try! TemplateLoader(root: Fixtures.templates).load()
        let builder = SiteBuilder(kb: kb, templates: templates.library, assets: templates.assets, labels: templates.labels,
                                  services: SiteServices(diagram: { dot, links in
                                      DiagramRenderer().svg(dot: dot, links: links) }),
                                  baseURL: "https://example.org/hostile/", tokenizer: nil, glossary: nil)
        let site = try! builder.build()
        return (site.files, diagnostics.diagnostics + site.diagnostics)
    }()

    /// A payload's marker, such as `PWNED-md-d15`.
    static let marker = try! Regex("PWNED-[a-z]+-[a-z]+[0-9]*")

    static func markers(in text: String) -> [String] {
        text.matches(of: marker).map { String(text[$0.range]) }
    }

    static var pages: [String] { built.files.keys.filter { $0.hasSuffix(".html") }.sorted() }

    /// Every marker written in the corpus.
    static let markers: Set<String> = {
        var found: Set<String> = []
        for file in (FileManager.default.enumerator(atPath: content.path)?.allObjects as? [String]) ?? [] {
            let text = (try? String(contentsOf: content.appendingPathComponent(file), encoding: .utf8)) ?? ""
            found.formUnion(HostileCorpusTests.markers(in: text))
        }
        return found
    }()

    @Test func theCorpusIsWhole() {
        #expect(Self.markers.count >= 190)
        for guide in ["hostile-text", "hostile-markdown", "hostile-html", "graphviz-crash"] {
            #expect(Self.pages.contains { $0.hasSuffix("guides/\(guide).html") }, "\(guide)")
        }
    }

    @Test func noPageHasHostileContentOrLacksThePolicy() {
        let validator = HTMLValidator(requiresContentSecurityPolicy: true)
        for page in Self.pages {
            let validation = validator.validate(Self.built.files[page]!, file: page)
            let problems = validation.hostileContent(file: page, allowedScripts: SiteBuilder.scripts)
                + validation.diagnostics.filter { $0.severity == .error }
            #expect(problems.isEmpty, "\(page): \(problems.prefix(3).map(\.formatted))")
        }
    }

    /// Markers in places where a browser would act on them. A link to an http(s) address whose text is
    /// that address (a bare address in prose, `BareURLs`) shows where it goes: its `href` is not live.
    private struct LiveMarkers: HTML5Visitor {
        var found: [String] = []
        var rawTextDepth = 0
        /// The `<a>` being read whose `href` is a web address: its markers count unless its text is the address.
        var webLink: (href: String, markers: [String], text: String)?
        static let loaders: Set<String> = ["script", "style", "base", "iframe", "frame", "object", "embed", "form", "link", "applet"]

        mutating func enter(_ element: HTML5Element) -> Bool {
            let name = element.name
            let httpEquiv = name == "meta" && element.attribute("http-equiv") != nil
            element.forEachAttribute { attribute, value in
                let live = attribute.hasPrefix("on") || HTMLValidator.scriptURLAttributes.contains(attribute)
                    || ["style", "srcdoc", "values", "to", "from"].contains(attribute) || Self.loaders.contains(name) || httpEquiv
                guard live else { return }
                let markers = HostileCorpusTests.markers(in: value).map { "\($0) in <\(name) \(attribute)>" }
                if name == "a", attribute == "href", value.lowercased().hasPrefix("http://") || value.lowercased().hasPrefix("https://") {
                    webLink = (value, markers, "")
                } else {
                    found += markers
                }
            }
            if name == "script" || name == "style" { rawTextDepth += 1 }
            return true
        }

        mutating func leave(_ element: HTML5Element) {
            if element.name == "script" || element.name == "style" { rawTextDepth -= 1 }
            if element.name == "a", let link = webLink {
                if link.text != link.href { found += link.markers }
                webLink = nil
            }
        }

        mutating func text(_ node: HTML5Text) {
            if rawTextDepth > 0 { found += HostileCorpusTests.markers(in: node.text).map { "\($0) in script or style text" } }
            webLink?.text += node.text
        }
    }

    @Test func noMarkerIsLiveInAnyPage() {
        for page in Self.pages {
            let data = Self.built.files[page]!
            var visitor = LiveMarkers()
            HTML5Parser.walk(data, &visitor)
            if let browserView = HTML5Parser.scriptingView(of: data) { HTML5Parser.walk(browserView, &visitor) }
            #expect(visitor.found.isEmpty, "\(page): \(visitor.found.prefix(5))")
        }
    }

    /// Only a link whose text is its own web address is let through; one that says anything else is live.
    @Test func aWebLinkCountsAsLiveUnlessItsTextIsItsAddress() {
        func found(_ html: String) -> [String] {
            var visitor = LiveMarkers()
            HTML5Parser.walk(Data("<!DOCTYPE html><html><body><p>\(html)</p></body></html>".utf8), &visitor)
            return visitor.found
        }
        #expect(found(#"<a href="http://pwned.invalid/PWNED-t-a1" rel="nofollow">http://pwned.invalid/PWNED-t-a1</a>"#).isEmpty)
        #expect(found(#"<a href="http://pwned.invalid/PWNED-t-a2">点这里</a>"#) == ["PWNED-t-a2 in <a href>"])
        #expect(found(#"<a href="javascript:x('PWNED-t-a3')">javascript:x('PWNED-t-a3')</a>"#) == ["PWNED-t-a3 in <a href>"])
        #expect(found(#"<a href="http://x.invalid/" ping="http://x.invalid/PWNED-t-a4">http://x.invalid/</a>"#) == ["PWNED-t-a4 in <a ping>"])
    }

    static let diagramStart = try! Regex("digraph [gk][0-9]+ [{]")

    /// The diagrams (`digraph gN`) of each guide that got a `site.diagram-unsafe` warning, by name.
    private func warnedDiagrams(_ file: String) throws -> Set<String> {
        let text = try String(contentsOf: Self.content.appendingPathComponent(file), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let starts = lines.indices.compactMap { index in
            lines[index].firstMatch(of: Self.diagramStart).map { (line: index + 1, name: String(lines[index][$0.range].split(separator: " ")[1])) }
        }
        var warned: Set<String> = []
        for diagnostic in Self.built.diagnostics where diagnostic.ruleID == "site.diagram-unsafe" && diagnostic.file?.hasSuffix(file) == true {
            let line = diagnostic.range?.start.line ?? 0
            if let diagram = starts.first(where: { $0.line >= line && $0.line <= line + 1 }) { warned.insert(diagram.name) }
        }
        return warned
    }

    @Test func everyHostileDiagramIsReported() throws {
        // Four diagrams need nothing removed: Graphviz writes their markup as text (a comment, a node
        // name, a plain label, a CDATA section), which the page shows as text.
        let all = Set((1...26).map { "g\($0)" })
        for file in ["hostile-text/zh-Hans.txt", "hostile-markdown/ja.md", "hostile-html/zh-Hans.html"] {
            #expect(all.subtracting(try warnedDiagrams(file)) == ["g20", "g21", "g22", "g25"], "\(file)")
        }
        #expect(try warnedDiagrams("graphviz-crash/zh-Hans.txt") == Set((1...9).map { "k\($0)" }))
    }

    @Test func hostileDiagramsAreDrawnWithoutWhatWasRemoved() {
        let page = String(decoding: Self.built.files["zh-Hans/guides/hostile-text.html"] ?? Data(), as: UTF8.self)
        #expect(page.components(separatedBy: "<svg ").count - 1 == 26)
        #expect(!page.contains("diagram-source"))
    }
}

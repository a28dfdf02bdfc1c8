import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBSite

/// A ❌ listing marked illustrative (`// ❌ bridgekb: illustrative`, or a ```` ```swift illustrative ````
/// fence) is shown as the author wrote it, without the marker, and its status as a badge: it shows a
/// mistake no rule checks — not "shows the pitfall", which says a rule found it.
@Suite struct IllustrativeListingPageTests {
    func renderer() throws -> BlockRenderer {
        let labels = try Labels(templateFiles: ["i18n/en.json": Data(#"{"badge_illustrative": "illustrative", "badge_shows": "shows the pitfall"}"#.utf8)])
        return BlockRenderer(guide: "g", language: .english, labels: labels, services: SiteServices(highlight: { $0 }),
                             diagramLinks: [:], diagnostics: DiagnosticEngine(), sourcePath: "Content/g/en.md")
    }

    @Test func theMarkerIsNotShownAndABadgeSaysIt() throws {
        let snippet = Snippet(id: "s-code-1", language: .swift, code: "// ❌ bridgekb: illustrative\nlet a = 1", range: SourceRange(lines: 2, 3),
                              marker: .bad)
        let html = try renderer().html(.code(snippet))
        #expect(!html.contains("bridgekb"), "\(html)")
        #expect(html.contains("<code class=\"language-swift\">let a = 1</code>"), "\(html)")
        #expect(html.contains("badge-illustrative") && !html.contains("badge-shows"), "\(html)")
    }

    @Test func anIllustrativeFenceGetsTheBadgeToo() throws {
        let snippet = Snippet(id: "s-code-1", language: .swift, code: "let a = 1", range: SourceRange(lines: 2, 3), marker: .bad,
                              infoString: "swift illustrative")
        let html = try renderer().html(.code(snippet))
        #expect(html.contains("badge-illustrative") && !html.contains("badge-shows"), "\(html)")
    }

    @Test func anOrdinaryWrongListingStillShowsThePitfall() throws {
        let snippet = Snippet(id: "s-code-1", language: .swift, code: "// ❌\nlet a = 1", range: SourceRange(lines: 2, 3), marker: .bad)
        let html = try renderer().html(.code(snippet))
        #expect(html.contains("badge-shows") && !html.contains("badge-illustrative"), "\(html)")
    }
}

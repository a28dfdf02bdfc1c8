import Foundation
import Testing
import BridgeKBTestSupport

/// A long site title (site.json's `title`, up to 80 characters) in the header: it wraps onto a second
/// line, in smaller type on a phone, and is cut with an ellipsis only after that — never cut to its
/// first few characters on one line (at 390 px it kept 7 of 40). The header stays one row (the
/// browser test holds it to 64 px on a phone). Checked here on the stylesheet; scripts/browser-test
/// measures the pages.
@Suite struct LongSiteTitleStyleTests {
    /// The declarations of every rule whose selector is exactly `.brand`, in order (the base rule, then the media queries').
    static func brandRules() throws -> [String] {
        let css = try String(contentsOf: Fixtures.templates.appendingPathComponent("assets/style.css"), encoding: .utf8)
        return css.components(separatedBy: "\n").enumerated().compactMap { _, line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix(".brand {") ? trimmed : nil
        }.map { rule in
            // A rule may continue on the next line: take it up to its closing brace.
            let start = css.range(of: rule)!.lowerBound
            return String(css[start...].prefix { $0 != "}" })
        }
    }

    @Test func theTitleWrapsToTwoLinesBeforeItIsCut() throws {
        let rules = try Self.brandRules()
        #expect(rules.count == 2, "\(rules)")
        for rule in rules { #expect(!rule.contains("nowrap"), "\(rule)") }
        let base = try #require(rules.first)
        #expect(base.contains("-webkit-line-clamp: 2") && base.contains("overflow-wrap: break-word"), "\(base)")
    }

    @Test func onAPhoneTheTitleSharesTheRowInsteadOfGivingWayFirst() throws {
        let phone = try #require(try Self.brandRules().last)
        // It was `flex: 0 100 auto`: shrinking a hundred times faster than the search box, down to "UIKit ⇄ S…".
        #expect(!phone.contains("0 100"), "\(phone)")
        #expect(phone.contains("font-size: .9rem"), "\(phone)")
    }
}

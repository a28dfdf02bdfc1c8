import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBSite

/// site.json's description: one string for every language (as before), or one per language tag; each
/// language's pages use their own (the home page's tagline, every page's meta description).
@Suite struct SiteDescriptionTests {
    func parse(_ json: String) -> (SiteSettings, [Diagnostic]) { SiteSettingsTests().parse(json) }

    func labels() throws -> Labels {
        try Labels(templateFiles: ["i18n/en.json": Data(#"{"tagline": "theme tagline"}"#.utf8),
                                   "i18n/zh-Hans.json": Data(#"{"tagline": "主题标语"}"#.utf8),
                                   "i18n/ja.json": Data(#"{"tagline": "テーマの標語"}"#.utf8)])
    }

    @Test func oneStringIsEveryLanguagesDescription() throws {
        let (settings, problems) = parse(#"{"description": "Notes on bridging"}"#)
        #expect(problems.isEmpty)
        let labels = settings.applied(to: try labels())
        #expect(labels["tagline", .simplifiedChinese] == "Notes on bridging")
        #expect(labels["tagline", .japanese] == "Notes on bridging")
    }

    @Test func anObjectGivesEachLanguageItsOwn() throws {
        let (settings, problems) = parse(#"{"description": {"zh-Hans": "桥接笔记", "ja": "ブリッジのメモ"}}"#)
        #expect(problems.isEmpty)
        #expect(settings.description(in: .simplifiedChinese) == "桥接笔记")
        #expect(settings.description(in: .japanese) == "ブリッジのメモ")
        let labels = settings.applied(to: try labels())
        #expect(labels["tagline", .simplifiedChinese] == "桥接笔记")
        #expect(labels["tagline", .japanese] == "ブリッジのメモ")
        // A language the object leaves out keeps the theme's tagline.
        #expect(labels["tagline", .english] == "theme tagline")
    }

    @Test func aBadLanguageOrValueIsAWarningAndLeftOut() {
        let (settings, problems) = parse(#"{"description": {"zh-Hans": "桥接笔记", "klingon": "x", "ja": 3, "en": ""}}"#)
        #expect(problems.count == 3)
        #expect(problems.allSatisfy { $0.ruleID == "site.bad-settings" && $0.severity == .warning })
        #expect(settings.description(in: .simplifiedChinese) == "桥接笔记")
        #expect(settings.description(in: .japanese) == nil)
    }
}

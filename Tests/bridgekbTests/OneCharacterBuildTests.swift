import Foundation
import Testing
@testable import bridgekb
import BridgeKBModel
import BridgeKBTestSupport

/// One character used to fail a whole build, blamed on a generated page: a noncharacter in a guide,
/// a language tag in another case than the other guides', an API name too long for a file name.
/// Each builds now (exit 0), with a warning or note at the guide.
extension BadInputTests {
    func addGuide(_ dir: URL, _ id: String, _ file: String, _ text: String) throws {
        let folder = dir.appendingPathComponent("Content/\(id)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: folder.appendingPathComponent(file))
    }

    @Test func aNoncharacterIsDroppedWithAWarningAtItsLine() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let nonchar = String(Character(Unicode.Scalar(UInt32(0xFFFE))!)) + String(Character(Unicode.Scalar(UInt32(0xFDD0))!))
        try addGuide(dir, "g", "zh-Hans.txt", "标题\n\n第 1 部分：内容\n\n正文\(nonchar)。\n")
        let result = build(dir)
        #expect(result.code == 0, "\(result.err)")
        #expect(result.err.contains("Content/g/zh-Hans.txt:5:3: warning: noncharacter U+FFFE dropped"), "\(result.err)")
        #expect(!result.err.contains("site.html-error"))
    }

    @Test func noncharactersInSettingsFilesAreDroppedWithAWarningAtTheirPlace() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let content = dir.appendingPathComponent("Content")
        let fdd0 = String(Character(Unicode.Scalar(UInt32(0xFDD0))!))
        try Data("{\n  \"title\": \"桥接\u{FFFE}手册\",\n  \"description\": \"说明\\uFFFF。\\ufdd0\"\n}\n".utf8)
            .write(to: content.appendingPathComponent("site.json"))
        try Data("{\"version\": 1, \"concepts\": [{\"id\": \"x-view\", \"terms\": {\"zh-Hans\": [\"视\(fdd0)图桥\"], \"en\": [\"view\\uFFFE bridge\"]}}]}\n".utf8)
            .write(to: content.appendingPathComponent("glossary.json"))
        try Data("{\"sourceLanguage\": \"zh-Hans\u{FFFF}\"}\n".utf8)
            .write(to: content.appendingPathComponent("uiviewrepresentable-basics/guide.json"))
        let result = build(dir)
        #expect(result.code == 0, "\(result.err)")
        for place in ["Content/site.json:2:15: warning: noncharacter U+FFFE dropped", "Content/site.json:3:21: warning: noncharacter U+FFFF dropped",
                      "Content/site.json:3:28: warning: noncharacter U+FDD0 dropped",
                      "Content/glossary.json:1:70: warning: noncharacter U+FDD0 dropped",
                      "Content/glossary.json:1:89: warning: noncharacter U+FFFE dropped",
                      "Content/uiviewrepresentable-basics/guide.json:1:28: warning: noncharacter U+FFFF dropped"] {
            #expect(result.err.contains(place), "\(place)\n\(result.err)")
        }
        #expect(!result.err.contains("site.html-error"))
        let home = try String(contentsOf: dir.appendingPathComponent("Site/zh-Hans/index.html"), encoding: .utf8)
        #expect(home.contains("桥接手册"))
    }

    @Test func aLanguageTagInAnotherCaseIsTheSameLanguage() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        try addGuide(dir, "lower", "zh-hans.txt", "标题\n\n第 1 部分：内容\n\n正文。\n")
        let result = build(dir)
        #expect(result.code == 0, "\(result.err)")
        let languages = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("Site").path).filter { $0.hasPrefix("zh") }
        #expect(languages == ["zh-Hans"], "\(languages)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("Site/zh-Hans/guides/lower.html").path))
    }

    @Test func anAPINameTooLongForAFileNameGetsAShortenedPage() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let name = "UI" + String(repeating: "Very", count: 75) + "LongView"
        try addGuide(dir, "long-api", "zh-Hans.md", "# 标题\n\n## 第 1 部分：内容\n\n```swift\nlet v = \(name)(frame: .zero)\nv.setNeedsLayout()\n```\n\n使用 `\(name)`。\n")
        let result = build(dir)
        #expect(result.code == 0, "\(result.err)")
        let pages = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("Site/zh-Hans/apis").path)
        #expect(pages.allSatisfy { $0.utf8.count < 200 }, "\(pages.filter { $0.utf8.count >= 200 })")
        // The API index lists only names of api-frameworks.json: this one gets no page at all, and
        // SitePaths.apiSlug's shortening is tested on its own.
    }
}

/// BCP 47 tags are case-insensitive: the conventional case of every subtag.
struct LanguageTagTests {
    @Test(arguments: [("zh-hans", "zh-Hans"), ("ZH-HANT-tw", "zh-Hant-TW"), ("ja", "ja"), ("EN-us", "en-US"), ("es-419", "es-419"),
                      ("zh-Hans", "zh-Hans")])
    func tagsTakeTheirConventionalCase(_ tag: String, _ canonical: String) {
        #expect(Language.canonicalTag(tag) == canonical)
    }

    @Test(arguments: ["readme", "zh_hans", "z", "zh-", "-ja", "日本"])
    func whatIsNoTagStaysNone(_ text: String) {
        #expect(Language.canonicalTag(text) == nil)
    }
}

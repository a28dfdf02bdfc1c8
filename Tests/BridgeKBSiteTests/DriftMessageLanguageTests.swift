import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBSite
@testable import BridgeKBBuild
import BridgeKBTestSupport

/// The translations page speaks its own language: each drift report is a message key with named
/// values (Linking), worded by the site's labels in zh-Hans, zh-Hant, ja and en; `build` and
/// `translations` keep printing the English message.
@Suite struct DriftMessageLanguageTests {
    static let zh = """
    # 指南

    ## 第一节 配置

    在这里配置视图。

    ```swift
    let a = 1
    ```

    ## 第二节 更新

    在这里更新视图。

    ## 第三节 清理

    在这里清理视图。
    """
    static let ja = """
    # ガイド

    ## 第一節 設定

    ここでビューを設定します。

    ```swift
    let a = 2
    ```

    ## 第三節 片付け

    ここでビューを片付けます。
    """

    static let kb = KnowledgeBaseBuilder.build(files: [SourceFile(path: "Content/g/zh-Hans.md", text: zh),
                                                       SourceFile(path: "Content/g/ja.md", text: ja)],
                                               diagnostics: DiagnosticEngine())

    @Test func linkingGivesEachIssueAKeyAndItsValues() throws {
        let issues = Self.kb.translations.issues
        let missing = try #require(issues.first { $0.kind == .missingSection })
        #expect(missing.messageKey.hasPrefix("missingSection"))
        #expect(missing.arguments.contains { $0.name == "title" && $0.value.contains("第二节") })
        #expect(missing.message.contains("has no ja translation"))   // build's diagnostic stays as it was
        let code = try #require(issues.first { $0.kind == .snippetDiffers })
        #expect(code.messageKey == "snippetDiffers")
        #expect(issues.allSatisfy { !$0.messageKey.isEmpty })
    }

    @Test func theJapanesePageWordsEveryReportInJapanese() throws {
        let files = SiteFixture.files(Self.kb)
        let page = try #require(files["ja/translations.html"].map { String(decoding: $0, as: UTF8.self) })
        let items = page.components(separatedBy: "<li class=\"issue-").dropFirst()
        #expect(items.count == Self.kb.translations.issues.count)
        for item in items {
            for english in ["has no", "is not in the", "differs from", "translation", "source"] {
                #expect(!item.contains(english), "\(item)")
            }
        }
        #expect(page.contains("第二节"))   // the section's title, as written
        let chinese = try #require(files["zh-Hans/translations.html"].map { String(decoding: $0, as: UTF8.self) })
        #expect(!chinese.contains("has no ja translation"))
    }

    /// The `{name}`s of a message.
    static func placeholders(_ text: String) -> Set<String> {
        Set(text.split(separator: "{").dropFirst().compactMap { $0.split(separator: "}", omittingEmptySubsequences: false).first.map(String.init) })
    }

    /// Every message key Linking uses has its wording in each of the site's four languages, each
    /// placeholder of the English wording in the others too.
    @Test func everyMessageKeyIsWordedInEveryLanguage() throws {
        let labels = try TemplateLoader(root: Fixtures.templates).load().labels
        for key in TranslationReport.Issue.messageKeys {
            let english = try #require(labels.byLanguage["en"]?["driftMessage_\(key)"], "\(key)")
            let placeholders = Self.placeholders(english)
            #expect(!placeholders.isEmpty || key.isEmpty)
            for tag in ["zh-Hans", "zh-Hant", "ja"] {
                let text = try #require(labels.byLanguage[tag]?["driftMessage_\(key)"], "\(tag) \(key)")
                #expect(Self.placeholders(text) == placeholders, "\(tag) \(key)")
            }
        }
        #expect(labels["drift_missingSection", Language("zh-Hant")] != labels["drift_missingSection", .english])
    }
}

import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBLinking
@testable import BridgeKBBuild
import BridgeKBTestSupport

/// Alignment of uikit-bridging zh-Hans ⇄ ja, and drift on edited copies.
@Suite struct TranslationCheckerTests {
    static let zh = try! Fixtures.guide("uikit-bridging/zh-Hans.txt")
    static let ja = try! Fixtures.guide("uikit-bridging/ja.txt")

    func build(zh: String = zh, ja: String = ja, lock: TranslationLock? = nil) -> KnowledgeBase {
        let files = [SourceFile(path: "Content/uikit-bridging/zh-Hans.txt", guide: "uikit-bridging", text: zh),
                     SourceFile(path: "Content/uikit-bridging/ja.txt", guide: "uikit-bridging", text: ja)]
        return KnowledgeBaseBuilder.build(files: files, locks: lock.map { ["uikit-bridging": $0] } ?? [:], diagnostics: DiagnosticEngine())
    }

    /// `text` with the lines for which `drop` is true removed, or `transform` applied.
    func edit(_ text: String, _ transform: (Int, String) -> String?) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .compactMap { transform($0.offset + 1, String($0.element)) }.joined(separator: "\n")
    }

    @Test func everySectionSnippetAndTableEntryIsPaired() throws {
        let kb = build()
        let coverage = try #require(kb.translations.coverage.first)
        #expect(coverage.sections == 36 && coverage.alignedSections == 36)
        #expect(coverage.snippets == 28 && coverage.alignedSnippets == 28)
        #expect(kb.translations.issues.isEmpty)
        let zh = try #require(kb.guide("uikit-bridging")?.document(in: .simplifiedChinese))
        let ja = try #require(kb.guide("uikit-bridging")?.document(in: .japanese))
        #expect(zh.allSections.map(\.id) == ja.allSections.map(\.id))
        // The 17 table entries (11 gotchas, 6 anti-patterns) pair row for row.
        let tableKinds: Set<Entry.Kind> = [.gotcha, .antiPattern]
        let zhRows = kb.entries.filter { $0.language == .simplifiedChinese && tableKinds.contains($0.kind) && $0.confidence == nil }
        let jaRows = kb.entries.filter { $0.language == .japanese && tableKinds.contains($0.kind) && $0.confidence == nil }
        #expect(zhRows.count == 17)
        #expect(zhRows.map(\.id) == jaRows.map(\.id))
        #expect(zhRows.map(\.source.line) == jaRows.map(\.source.line))
    }

    /// The line of `text` in uikit-bridging's zh-Hans or ja guide (found by its text, never by number).
    func line(_ text: String, _ language: String) throws -> Int {
        try Fixtures.line(of: text, in: "uikit-bridging/\(language).txt")
    }

    /// The row of the ja pitfall table that the tests remove (the 4th: 大きなタイトル…).
    static let removedRow = "大きなタイトルが折りたたまれない\t"

    @Test func aSectionThatExistsInOneLanguageOnlyIsSurvived() throws {
        // ja loses レイアウトプロパティに関する警告 (its heading through its paragraph); every later section still pairs.
        let heading = try line("レイアウトプロパティに関する警告", "ja")
        let paragraph = try line("Representable ビューのレイアウトは SwiftUI が管理します", "ja")
        let kb = build(ja: edit(Self.ja) { n, line in (heading...paragraph + 1).contains(n) ? nil : line })
        let issues = kb.translations.issues
        #expect(issues.count == 1)
        #expect(issues.first?.kind == .missingSection)
        #expect(issues.first?.file == "Content/uikit-bridging/zh-Hans.txt")
        let expected = try line("布局属性警告", "zh-Hans")
        #expect(issues.first?.line == expected)
        #expect(kb.translations.coverage.first?.alignedSections == 35)
    }

    @Test func anEditedSnippetIsReportedOnce() throws {
        let edited = try line("let map = MKMapView()", "ja")
        let kb = build(ja: edit(Self.ja) { n, line in n == edited ? line.replacingOccurrences(of: "MKMapView()", with: "MKMapView(frame: .zero)") : line })
        #expect(kb.translations.issues.map(\.kind) == [.snippetDiffers])
        #expect(kb.translations.issues.first?.file == "Content/uikit-bridging/ja.txt")
        let expected = try line("struct MapView: UIViewRepresentable {", "ja")
        #expect(kb.translations.issues.first?.line == expected)
    }

    @Test func anEditedCommentIsNotDrift() throws {
        let comment = try line("// ✅ Guard: only update if region actually changed", "ja")
        let kb = build(ja: edit(Self.ja) { n, line in n == comment ? "        // ✅ ガード：リージョンが変わったときだけ更新" : line })
        #expect(kb.translations.issues.isEmpty)
    }

    @Test func aRemovedTableRowIsReportedOnceAndLaterRowsKeepTheirIds() throws {
        let row = try line(Self.removedRow, "ja")
        let kb = build(ja: edit(Self.ja) { n, line in n == row ? nil : line })
        #expect(kb.translations.issues.map(\.kind) == [.tableDiffers])
        let expected = try line("落とし穴\t症状\t対処法", "ja")
        #expect(kb.translations.issues.first?.line == expected)
        let zh = kb.entries.filter { $0.language == .simplifiedChinese && $0.kind == .gotcha && $0.confidence == nil }
        let ja = kb.entries.filter { $0.language == .japanese && $0.kind == .gotcha && $0.confidence == nil }
        #expect(ja.count == 10)
        // 大きなタイトル… was row 4: row 5 in ja still has row 5's id.
        #expect(ja[3].id == zh[4].id)
        #expect(!ja.map(\.id).contains(zh[3].id))
    }

    @Test func anEditedSourceParagraphMarksTheTranslationStaleAfterAccept() throws {
        let accepted = build()
        let lock = TranslationLock.accepting(try #require(accepted.guide("uikit-bridging")))
        #expect(build(lock: lock).translations.issues.isEmpty)
        let paragraph = try line("SwiftUI 负责可表示视图的布局", "zh-Hans")
        let edited = edit(Self.zh) { n, line in n == paragraph ? line + "（已更新）" : line }
        let kb = build(zh: edited, lock: lock)
        #expect(kb.translations.issues.map(\.kind) == [.stale])
        #expect(kb.translations.issues.first?.file == "Content/uikit-bridging/ja.txt")
        let expected = try line("レイアウトプロパティに関する警告", "ja")
        #expect(kb.translations.issues.first?.line == expected)
    }

    @Test func driftBecomesWarningsSoAStrictBuildFails() throws {
        let diagnostics = DiagnosticEngine()
        let row = try line(Self.removedRow, "ja")
        let files = [SourceFile(path: "Content/g/zh-Hans.txt", guide: "g", text: Self.zh),
                     SourceFile(path: "Content/g/ja.txt", guide: "g", text: edit(Self.ja) { n, l in n == row ? nil : l })]
        _ = KnowledgeBaseBuilder.build(files: files, diagnostics: diagnostics)
        #expect(diagnostics.diagnostics.contains { $0.ruleID == "translation.tableDiffers" && $0.severity == .warning })
    }
}

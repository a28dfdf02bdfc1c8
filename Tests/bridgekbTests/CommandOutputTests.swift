import Foundation
import Testing
@testable import bridgekb
import BridgeKBTestSupport

/// What a first-time user reads on the terminal says what happened: summaries count what was and
/// was not done, labels speak the page's language, columns line up with Chinese and Japanese text.
@Suite struct CommandOutputTests {
    let content = Fixtures.content.path

    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let context = CommandContext(capture: true)
        let code = BridgeKBCLI.run(arguments, context: context)
        return (code, context.capturedOutput, context.capturedError)
    }

    /// Terminal columns as a test reads them: Han and kana are two columns wide, the rest one.
    func columns(_ text: some StringProtocol) -> Int {
        text.unicodeScalars.reduce(0) { $0 + ($1.properties.isIdeographic || (0x3040...0x30FF).contains($1.value) ? 2 : 1) }
    }

    // MARK: - an empty content folder

    /// A content folder named by mistake builds an empty site, and says so.
    @Test func buildingAFolderWithoutGuidesWarnsThatNoGuideWasFound() throws {
        let root = try temporaryFolder(["notes.txt": Array("not a guide\n".utf8)])
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("out").path
        let result = run(["build", "--content", root.path, "--out", out])
        #expect(result.code == 0)
        #expect(result.err.contains("warning: no guide found") && result.err.contains("[content.no-guides]"), "\(result.err)")
    }

    // MARK: - lint's summary

    @Test func lintSummaryCountsFilesItCouldNotReadInsteadOfCallingThemLinted() throws {
        let root = try temporaryFolder(["Junk.swift": [0x00, 0x01, 0xFF, 0xFE],
                                        "A.swift": Array("struct A: View { var body: some View { Text(\"x\").id(UUID()) } }\n".utf8)])
        defer { try? FileManager.default.removeItem(at: root) }
        let binary = run(["lint", root.appendingPathComponent("Junk.swift").path])
        #expect(binary.code == 65)
        #expect(binary.err.contains("linted 0 files (1 not read): no findings"), "\(binary.err)")
        let missing = run(["lint", root.appendingPathComponent("missing.swift").path])
        #expect(missing.code == 74)
        #expect(missing.err.contains("linted 0 files (1 not read): no findings"), "\(missing.err)")
        let mixed = run(["lint", root.path, "--site", root.path])
        #expect(mixed.err.contains("linted 1 file (1 not read): 1 finding (1 warning) in 1 file"), "\(mixed.err)")
    }

    @Test func lintHelpShowsTheSummaryLineItPrints() {
        let help = run(["lint", "--help"]).out
        #expect(help.contains("\"linted 12 files: 3 findings (3 warnings) in 2 files\""), "\(help)")
    }

    // MARK: - translations --lexicon --limit

    @Test func lexiconCutAtLimitSaysHowManyPairsThereAre() throws {
        let all = run(["translations", "--content", content, "--lexicon"])
        let total = try #require(all.out.split(separator: "\n").last.flatMap { Int($0.split(separator: " ")[0]) })
        try #require(total > 2, "the sample must mine more than two pairs for this test to cut them")
        let cut = run(["translations", "--content", content, "--lexicon", "--limit", "2"])
        #expect(cut.code == 0)
        #expect(cut.out.split(separator: "\n").count == 3)
        #expect(cut.out.contains("2 of \(total) pairs from "), "\(cut.out)")
        #expect(cut.out.contains("(--limit \(total) shows all)"), "\(cut.out)")
    }

    @Test func limitWithoutLexiconIsAUsageError() {
        let result = run(["translations", "--content", content, "--limit", "3"])
        #expect(result.code == 64)
        #expect(result.err.contains("--limit applies to --lexicon"), "\(result.err)")
    }

    // MARK: - labels of pitfalls and show

    @Test func pitfallsSeparatesLanguageAndMinimumOSAndPutsNoSpaceAfterAFullWidthColon() {
        let result = run(["pitfalls", "--content", content, "--kind", "decisionRule"])
        let lines = result.out.split(separator: "\n")
        #expect(lines.contains { $0.contains(", ja, iOS ") || $0.contains(", zh-Hans, iOS ") }, "\(result.out)")
        #expect(!lines.contains { $0.contains(" ja iOS ") || $0.contains(" zh-Hans iOS ") })
        let labelled = lines.filter { $0.hasPrefix("    推荐方案：") || $0.hasPrefix("    推奨：") }
        #expect(!labelled.isEmpty)
        #expect(labelled.allSatisfy { !$0.hasPrefix("    推荐方案： ") && !$0.hasPrefix("    推奨： ") }, "\(labelled)")
    }

    @Test func showSectionLabelsItsPartsInTheSectionsLanguage() {
        let result = run(["show", "uikit-bridging/part-5", "--content", content, "--lang", "ja"])
        #expect(result.code == 0)
        #expect(result.out.contains("\n他の言語："), "\(result.out)")
        #expect(!result.out.contains("Translations: "))
        #expect(!result.out.contains("Entries: "))
        #expect(!result.out.contains("APIs: "))
    }

    // MARK: - build -q

    @Test func buildTakesDashQForQuietAsCargoAndRipgrepDo() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-quiet-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(run(["init", root.path]).code == 0)
        let result = run(["build", "-q", "--content", root.appendingPathComponent("Content").path,
                          "--out", root.appendingPathComponent("Site").path, "--no-cache"])
        #expect(result.code == 0, "\(result.err)")
        #expect(!result.err.contains("built "), "\(result.err)")
        #expect(run(["build", "--help"]).out.contains("-q, --quiet"))
    }

    // MARK: - init's next steps

    @Test func initNextStepsLineUpWhenACommandHoldsChineseText() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-init-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = run(["init", folder.path])
        #expect(result.code == 0)
        let steps = result.out.components(separatedBy: "\nnext:\n").last?.split(separator: "\n") ?? []
        try #require(steps.count >= 3)
        try #require(steps.contains { $0.unicodeScalars.contains { $0.properties.isIdeographic } }, "a step holds Chinese text")
        // Each description starts after a run of at least two spaces; the runs end at one column.
        let starts = steps.map { line -> Int in
            let range = line.range(of: "  ", options: .backwards, range: line.index(line.startIndex, offsetBy: 2)..<line.endIndex)!
            return columns(line[..<range.upperBound])
        }
        #expect(Set(starts).count == 1, "\(steps)")
    }
}

import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBExtraction
@testable import BridgeKBStore
@testable import BridgeKBBuild

/// The extraction vocabulary: the built-in data file, a project's `Content/vocabulary.json`, and
/// folded matching.
@Suite struct VocabularyTests {
    @Test func builtInFileIsValidAndEveryClassHasWords() {
        let diagnostics = DiagnosticEngine()
        let vocabulary = Vocabulary(words: [:]).applying(Vocabulary.builtInText, path: "vocabulary.json", diagnostics: diagnostics)
        #expect(diagnostics.diagnostics.isEmpty, "\(diagnostics.diagnostics.map(\.formatted))")
        for kind in Vocabulary.Class.allCases {
            #expect(!(vocabulary.words[kind] ?? []).isEmpty, "\(kind.name) has no words")
        }
    }

    @Test func builtInCuesCoverChineseJapaneseAndEnglish() {
        // Classes that guides phrase in their own language need words in each; English and Japanese close
        // conditions with commas and verbs, Chinese with no topic marker of its own. A Japanese sentence tells
        // the reader what to do (or says what happens) at its end, a Chinese or English one at its start; so
        // does it say a need and what the reader can do (`…したい場合は、…できます`), which Chinese and English open
        // their clauses with (`如果需要…，可以…`, `If you need…, you can…`). `prefer X over Y` is English word order:
        // Chinese and Japanese set the other option aside with a connector of their own (`而不是`, `よりも`). A
        // Japanese prohibition ends its sentence (`…てはいけない`); Chinese and English open with theirs (`不要…`, `Don't…`).
        // Only Japanese has polite verb forms (`更新されません` beside `更新されない`), and only Japanese closes a caution
        // on its cue after the reason (`…ので注意してください`); the others open with theirs (`需要注意的是`, `Note that`).
        let languageNeutral: Set<Vocabulary.Class> = [.ruleConditionEnd, .ruleConditionTopic, .directiveOpener, .directiveEnding, .outcomeEnding,
                                                      .needOpener, .permission, .preferredOver, .prohibitionEnding, .unexpectedPolite,
                                                      .cautionEnding]
        for kind in Vocabulary.Class.allCases where !languageNeutral.contains(kind) {
            let languages = Set((Vocabulary.builtIn.words[kind] ?? []).map { Vocabulary.primary($0.language) })
            #expect(languages.isSuperset(of: ["zh", "ja", "en"]), "\(kind.name): \(languages.sorted())")
        }
    }

    @Test func matchingIsFoldedForScriptWidthAndCase() {
        let cues = CueReader(vocabulary: .builtIn, language: Language("zh-Hant"))
        #expect(cues.namesCollection(.cautionSection, "注意事項"))
        #expect(cues.namesCollection(.cautionSection, "注意事项"))
        #expect(CueReader(vocabulary: .builtIn, language: .english).namesCollection(.mistakeSection, "COMMON MISTAKES"))
        #expect(cues.headingLabel(.pitfallHeading, in: "坑１：全角数字") == "全角数字")
    }

    @Test func wordsServeTheirOwnLanguageEnglishAndMarksServeAll() {
        // 不要 opens a caution in Chinese; in Japanese 不要な means "unnecessary".
        let zh = CueReader(vocabulary: .builtIn, language: .simplifiedChinese)
        let ja = CueReader(vocabulary: .builtIn, language: .japanese)
        #expect(zh.set(.cautionImperative).match(FoldedText.fold("不要这样做"), at: 0) != nil)
        #expect(ja.set(.cautionImperative).match(FoldedText.fold("不要な処理"), at: 0) == nil)
        #expect(ja.marker(in: "❌ 強制キャスト")?.marker == .bad)
        #expect(ja.marker(in: "Bad:")?.marker == .bad)
    }

    /// A word written `!…` is an exception: a compound holding a word of the class that means something else
    /// (`エラー処理` is error handling, a technique; `エラー` alone goes wrong). The class's words inside it do not
    /// count, those after it do, and a project's file can teach one.
    @Test func anExceptionHidesTheWordsInsideItOnly() {
        let ja = CueReader(vocabulary: .builtIn, language: .japanese)
        let hazard = ja.set(.hazard)
        #expect(!hazard.contains(in: FoldedText.fold("エラー処理は一か所にまとめる")))
        #expect(!ja.goesWrong(FoldedText.fold("`guard let` でエラーハンドリングするのが望ましい")))
        #expect(hazard.firstMatch(in: FoldedText.fold("エラー処理の後にエラーが出る")) == 8..<11)
        #expect(hazard.match(FoldedText.fold("エラーになる"), at: 0) == 3)
        let diagnostics = DiagnosticEngine()
        let taught = Vocabulary.builtIn.applying(#"{"classes": {"hazard": {"en": ["!crash report", "!"]}}}"#, path: "v.json", diagnostics: diagnostics)
        let en = CueReader(vocabulary: taught, language: .english)
        #expect(!en.goesWrong(FoldedText.fold("Read the crash report first.")))
        #expect(en.goesWrong(FoldedText.fold("The app may crash.")))
        // A `!` alone names no compound: an error at its place, and the rest of the file still applies.
        #expect(diagnostics.diagnostics.map(\.formatted) == [
            "v.json:1:49: error: 'en' of 'hazard': an exception is '!' before the compound it names (\"!error handling\"), found '!' alone [vocabulary.bad-value]"])
    }

    /// Words real guides use that the signals must read as their class: a negative condition (`…ないと`,
    /// `…なければ`), an endless loop, a layout that goes wrong (`おかしくなる`); and `とは` inside a sentence
    /// (`ことはできない`) asks no question.
    @Test func realWritingsWordsReadAsTheirClass() {
        let ja = CueReader(vocabulary: .builtIn, language: .japanese)
        let zh = CueReader(vocabulary: .builtIn, language: Language("zh-Hant"))
        #expect(ja.set(.condition).contains(in: FoldedText.fold("解放しないと落ちる")))
        #expect(ja.set(.condition).contains(in: FoldedText.fold("設定しなければ表示されない")))
        #expect(ja.set(.unexpected).contains(in: FoldedText.fold("表示がおかしくなる")))
        #expect(zh.set(.hazard).contains(in: FoldedText.fold("就會進入無窮迴圈")))
        #expect(!ja.set(.question).contains(in: FoldedText.fold("切り替えることはできない")))
    }

    @Test func aProjectFileExtendsReplacesAndRemovesWords() {
        let diagnostics = DiagnosticEngine()
        let vocabulary = Vocabulary.builtIn.applying("""
        {"classes": {
          "cautionSection": {"zh-Hans": ["避雷清单"]},
          "columnChoice": {"replace": true, "en": ["Pick"]},
          "hazard": {"remove": ["问题"]}
        }}
        """, path: "Content/vocabulary.json", diagnostics: diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(vocabulary.words[.cautionSection]?.contains(Vocabulary.Word("避雷清单", language: "zh-Hans")) == true)
        #expect(vocabulary.words[.cautionSection]?.contains(Vocabulary.Word("注意事项", language: "zh-Hans")) == true)
        #expect(vocabulary.words[.columnChoice] == [Vocabulary.Word("Pick", language: "en")])
        #expect(vocabulary.words[.hazard]?.contains { $0.text == "问题" } == false)
        #expect(vocabulary.fingerprint != Vocabulary.builtIn.fingerprint)
    }

    @Test func aNewStyleIsTaughtWithoutCode() {
        let guide = """
        # 嵌入

        ## 避雷清单

        - 移除 hosting view 之前先调用 willMove(toParent: nil)。
        """
        #expect(ShapeFixture.entries(guide, path: "g/zh-Hans.md").isEmpty)
        let taught = Vocabulary.builtIn.applying(#"{"classes": {"cautionSection": {"zh-Hans": ["避雷清单"]}}}"#,
                                                 path: "Content/vocabulary.json", diagnostics: DiagnosticEngine())
        #expect(ShapeFixture.entries(guide, path: "g/zh-Hans.md", vocabulary: taught).map(\.kind) == [.caution])
    }

    @Test func problemsAreReportedAtTheirLineAndColumn() {
        let diagnostics = DiagnosticEngine()
        let text = """
        {"classes": {
          "cautionSectoin": {"en": ["Heads up"]},
          "hazard": {"en": "crash", "ja": ["", 3], "replace": "yes", "klingon!": ["x"]}
        },
         "extra": 1}
        """
        let result = Vocabulary.builtIn.applying(text, path: "Content/vocabulary.json", diagnostics: diagnostics)
        let found = diagnostics.diagnostics.map { "\($0.range!.start.line):\($0.range!.start.column) \($0.ruleID)" }
        #expect(found == ["2:3 vocabulary.unknown-class", "3:20 vocabulary.bad-value", "3:36 vocabulary.bad-value",
                          "3:40 vocabulary.bad-value", "3:55 vocabulary.bad-value", "3:62 vocabulary.unknown-key",
                          "5:2 vocabulary.unknown-key"])
        #expect(diagnostics.diagnostics.first?.message.contains("did you mean 'cautionSection'") == true)
        #expect(diagnostics.diagnostics.allSatisfy { $0.file == "Content/vocabulary.json" })
        // What was valid still applies: nothing here was.
        #expect(result.words == Vocabulary.builtIn.words)
    }

    @Test func aFileThatIsNotJSONChangesNothingAndSaysWhere() {
        let diagnostics = DiagnosticEngine()
        let result = Vocabulary.builtIn.applying("{\"classes\": {\n  \"hazard\": [}", path: "v.json", diagnostics: diagnostics)
        #expect(result.fingerprint == Vocabulary.builtIn.fingerprint)
        let d = diagnostics.diagnostics
        #expect(d.count == 1 && d.first?.ruleID == "vocabulary.syntax" && d.first?.severity == .error)
        #expect(d.first?.range?.start.line == 2)
    }

    @Test func contentFolderVocabularyReachesTheBuildAndItsCacheKey() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-vocab-\(UUID().uuidString)")
        let guide = root.appendingPathComponent("Content/embed")
        try FileManager.default.createDirectory(at: guide, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try "# 嵌入\n\n## 避雷清单\n\n- 移除 hosting view 之前先调用 willMove(toParent: nil)。\n".write(to: guide.appendingPathComponent("zh-Hans.md"), atomically: true, encoding: .utf8)
        let loader = ContentLoader(root: root.appendingPathComponent("Content"))
        let diagnostics = DiagnosticEngine()
        let files = try loader.load(diagnostics: diagnostics)
        let before = loader.contentHash(of: files)
        #expect(KnowledgeBaseBuilder.build(files: files, vocabulary: loader.vocabulary(diagnostics: diagnostics), diagnostics: diagnostics).entries.isEmpty)
        try #"{"classes": {"cautionSection": {"zh-Hans": ["避雷清单"]}}}"#.write(to: root.appendingPathComponent("Content/vocabulary.json"), atomically: true, encoding: .utf8)
        let vocabulary = loader.vocabulary(diagnostics: diagnostics)
        #expect(KnowledgeBaseBuilder.build(files: files, vocabulary: vocabulary, diagnostics: diagnostics).entries.map(\.kind) == [.caution])
        #expect(loader.contentHash(of: files) != before)
        let cache = BuildCache(root: root.appendingPathComponent("cache"), toolStamp: "test")
        #expect(KnowledgeBaseBuilder.guideKeys(files: files, settings: [:], locks: [:], cache: cache)
                != KnowledgeBaseBuilder.guideKeys(files: files, settings: [:], locks: [:], vocabulary: vocabulary, cache: cache))
        #expect(!diagnostics.hasErrors)
    }

    /// `Content/entry-model.json` (a project's own fit, `bench/entry-model/run --write-to`) replaces the built-in
    /// weights: a model that keeps nothing leaves only the recognisers' entries, and keys the cache; a broken one
    /// is an error at its path and the built-in weights stay.
    @Test func contentFolderEntryModelReachesTheBuildAndItsCacheKey() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-model-\(UUID().uuidString)")
        let guide = root.appendingPathComponent("Content/embed")
        try FileManager.default.createDirectory(at: guide, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try """
        # 嵌入 UIKit

        ## 用 Coordinator 转发代理回调

        让 Coordinator 实现代理协议，再把事件写回绑定：

        ```swift
        final class Coordinator: NSObject, UITextFieldDelegate {
            var text: Binding<String>
            init(text: Binding<String>) { self.text = text }
            func textFieldDidChangeSelection(_ field: UITextField) { text.wrappedValue = field.text ?? "" }
        }
        ```
        """.write(to: guide.appendingPathComponent("zh-Hans.md"), atomically: true, encoding: .utf8)
        let content = root.appendingPathComponent("Content")
        let loader = ContentLoader(root: content)
        let diagnostics = DiagnosticEngine()
        let files = try loader.load(diagnostics: diagnostics)
        let builtIn = KnowledgeBaseBuilder.build(files: files, vocabulary: loader.vocabulary(diagnostics: diagnostics), diagnostics: diagnostics)
        #expect(builtIn.entries.contains { $0.confidence != nil }, "the built-in model finds the technique")
        let before = loader.contentHash(of: files)

        let signals = CandidateSignals.names.map { "\"\($0)\"" }.joined(separator: ",")
        let zeros = CandidateSignals.names.map { _ in "0" }.joined(separator: ",")
        let keepsNothing = #"{"signals": [\#(signals)], "groups": {"pattern": {"threshold": 0.99, "weights": [\#(zeros)]}}}"#
        try keepsNothing.write(to: content.appendingPathComponent("entry-model.json"), atomically: true, encoding: .utf8)
        let vocabulary = loader.vocabulary(diagnostics: diagnostics)
        #expect(KnowledgeBaseBuilder.build(files: files, vocabulary: vocabulary, diagnostics: diagnostics).entries.allSatisfy { $0.confidence == nil })
        #expect(vocabulary.fingerprint != Vocabulary.builtIn.fingerprint)
        #expect(loader.contentHash(of: files) != before)
        #expect(!diagnostics.hasErrors)

        try "{\"signals\": 3}".write(to: content.appendingPathComponent("entry-model.json"), atomically: true, encoding: .utf8)
        let problems = DiagnosticEngine()
        let fallback = loader.vocabulary(diagnostics: problems)
        #expect(problems.diagnostics.map(\.ruleID) == ["vocabulary.entry-model"])
        #expect(problems.diagnostics.first?.severity == .error)
        #expect(problems.diagnostics.first?.file?.hasSuffix("entry-model.json") == true)
        #expect(fallback.fingerprint == Vocabulary.builtIn.fingerprint)
        #expect(KnowledgeBaseBuilder.build(files: files, vocabulary: fallback, diagnostics: DiagnosticEngine()).entries.map(\.id)
                == builtIn.entries.map(\.id))
    }
}

/// The positional JSON reader behind the vocabulary file's diagnostics.
@Suite struct LocatedJSONTests {
    @Test func valuesCarryTheirLineAndColumn() throws {
        let json = try LocatedJSON.parse("{\n  \"a\": [1, true, null],\n  \"b\": \"x\\u00e9\\n\"\n}")
        guard case .object(let members, let location) = json else { Issue.record("not an object"); return }
        #expect(location == SourceLocation(line: 1, column: 1))
        #expect(members.map(\.key) == ["a", "b"])
        #expect(members[0].keyLocation == SourceLocation(line: 2, column: 3))
        guard case .array(let items, _) = members[0].value else { Issue.record("not an array"); return }
        #expect(items.map(\.location.column) == [9, 12, 18])
        #expect(members[1].value == .string("xé\n", SourceLocation(line: 3, column: 8)))
    }

    @Test(arguments: [("[1, 2", 1, 6), ("{\"a\" 1}", 1, 6), ("\"unterminated", 1, 14), ("[1]\n x", 2, 2), ("{\"a\": tru}", 1, 10)])
    func syntaxErrorsSayWhere(text: String, line: Int, column: Int) {
        #expect(throws: LocatedJSON.SyntaxError.self) { try LocatedJSON.parse(text) }
        do { _ = try LocatedJSON.parse(text) } catch let error as LocatedJSON.SyntaxError {
            #expect(error.location == SourceLocation(line: line, column: column), "\(text): \(error.message)")
        } catch {}
    }

    @Test func deepNestingIsRefusedNotACrash() {
        #expect(throws: LocatedJSON.SyntaxError.self) { try LocatedJSON.parse(String(repeating: "[", count: 10_000)) }
    }
}

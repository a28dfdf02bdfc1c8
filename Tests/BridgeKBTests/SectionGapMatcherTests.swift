import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBText
@testable import BridgeKBLinking
@testable import BridgeKBStore
@testable import BridgeKBBuild
import BridgeKBTestSupport

/// Sections left unaligned between the same two aligned neighbours: matched when their anchors agree
/// (code up to comments and version numbers, identifiers, titles through the lexicon), reported as
/// drift — with how sure the report is — when they do not. On the parallel fixtures.
@Suite struct SectionGapMatcherTests {
    static let root = Fixtures.url("Tests/Fixtures/xlang/content")

    static func build(_ guide: String, glossary: Bool = false) -> KnowledgeBase {
        let diagnostics = DiagnosticEngine()
        let loader = ContentLoader(root: root)
        let files = ((try? loader.load(diagnostics: diagnostics)) ?? []).filter { $0.guide == guide }
        return KnowledgeBaseBuilder.build(files: files, diagnostics: diagnostics)
    }

    func section(_ kb: KnowledgeBase, _ language: Language, titled title: String) -> Section? {
        kb.guides.first?.document(in: language)?.allSections.first { $0.title == title }
    }

    @Test func aRetitledSectionWhoseCodeDiffersByAVersionIsMatched() throws {
        let kb = Self.build("property-wrappers")
        let zh = try #require(section(kb, .simplifiedChinese, titled: "把设置存进 UserDefaults"))
        let ja = try #require(section(kb, .japanese, titled: "UserDefaults と連携するラッパー"))
        #expect(ja.id == zh.id)
        #expect(!kb.translations.issues.contains { $0.kind == .missingSection || $0.kind == .extraSection })
        // The code still differs (iOS 14 / iOS 15): that is reported, as code drift.
        #expect(kb.translations.issues.contains { $0.kind == .snippetDiffers && $0.section == zh.id })
    }

    @Test func differentSectionsInTheSamePlaceStayDrift() throws {
        let kb = Self.build("closures-in-practice")
        let zh = try #require(section(kb, .simplifiedChinese, titled: "历史：Objective-C 的 Block"))
        let ja = try #require(section(kb, .japanese, titled: "コラム：@autoclosure"))
        #expect(ja.id != zh.id)
        let missing = try #require(kb.translations.issues.first { $0.kind == .missingSection })
        let extra = try #require(kb.translations.issues.first { $0.kind == .extraSection })
        #expect(missing.section == zh.id && extra.section == ja.id)
        // Something stands in its place on the other side, so the report is less than certain.
        #expect((missing.confidence ?? 1) < 0.95 && (missing.confidence ?? 0) >= 0.5)
    }

    @Test func aSectionWithNothingInItsPlaceIsSurelyMissing() throws {
        let kb = Self.build("error-handling")
        let missing = try #require(kb.translations.issues.first { $0.kind == .missingSection })
        #expect(missing.message.contains("try?"))
        #expect((missing.confidence ?? 0) >= 0.9)
    }

    @Test func versionNumbersAndCommentsDoNotMakeCodeDiffer() {
        let a = "// swift-tools-version:5.7\nlet package = Package(platforms: [.iOS(.v15)], dependencies: [.package(url: \"u\", from: \"1.2.0\")])"
        let b = "// swift-tools-version:5.9\nlet package = Package(platforms: [.iOS(.v16)], dependencies: [.package(url: \"u\", from: \"1.4.0\")])"
        #expect(SectionGapMatcher.maskedCode(a) == SectionGapMatcher.maskedCode(b))
        #expect(SectionGapMatcher.maskedCode("let a = b") != SectionGapMatcher.maskedCode("let a = c"))
    }

    @Test func titlesThatTranslateThroughTheLexiconMatchSectionsWhoseCodeWasRewritten() throws {
        let zh = """
        标题

        第 1 章 准备

        func setUp() { store.reset() }

        捕获列表

        写法一：在参数列表前面写出要捕获的值。

        let show = { [count] in print(count) }

        第 2 章 收尾

        func tearDown() { store.close() }
        """
        let ja = """
        タイトル

        第 1 章 準備

        func setUp() { store.reset() }

        キャプチャリストの書き方

        引数リストの前に、キャプチャしたい値を書きます。

        ポイント：角括弧で囲みます。

        let report = { [total, label] in print(label, total) }

        第 2 章 後片付け

        func tearDown() { store.close() }
        """
        let source = try #require(TestSupport.parse(zh, path: "g/zh-Hans.txt"))
        let translation = try #require(TestSupport.parse(ja, path: "g/ja.txt"))
        let normalizer = try TextNormalizer.standard()
        let lexicon = Lexicon(pairs: [Lexicon.Pair(terms: ["zh-Hans": "捕获列表", "ja": "キャプチャリスト"],
                                                  keys: ["zh-Hans": normalizer.normalize("捕获列表"), "ja": normalizer.normalize("キャプチャリスト")],
                                                  links: 3, cooccurrences: 3, frequencies: ["zh-Hans": 3, "ja": 3], score: 1)])
        let zhSection = try #require(source.allSections.first { $0.title == "捕获列表" })
        // Without the lexicon the rewritten section cannot be told from drift.
        let (plain, without) = TranslationAligner.align(source: source, translation: translation)
        #expect(without.missing.contains(zhSection.id))
        #expect(plain.allSections.first { $0.title == "キャプチャリストの書き方" }?.id != zhSection.id)
        // Through the lexicon its title translates the source's: matched.
        let gaps = SectionGapMatcher(titles: LexiconTitles(lexicon: lexicon, normalizer: normalizer))
        let (renamed, with) = TranslationAligner.align(source: source, translation: translation, gaps: gaps)
        #expect(with.missing.isEmpty && with.extra.isEmpty)
        #expect(renamed.allSections.first { $0.title == "キャプチャリストの書き方" }?.id == zhSection.id)
        #expect(with.gapMatches.map(\.source) == [zhSection.id])
    }
}

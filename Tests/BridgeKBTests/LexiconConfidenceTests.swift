import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBText
@testable import BridgeKBLinking
@testable import BridgeKBStore
@testable import BridgeKBBuild
import BridgeKBTestSupport

/// How sure the mined lexicon is of a pair: its form, its evidence, and the floor that keeps noise out.
@Suite struct LexiconConfidenceTests {
    static let normalizer = try! TextNormalizer.standard()
    let judge = LexiconConfidence(longestWindow: 6)

    func side(_ text: String, whole: Bool = true) -> LexiconConfidence.Side {
        LexiconConfidence.Side(key: Self.normalizer.normalize(text), wholeRun: whole)
    }

    func form(_ zh: String, _ ja: String, zhWhole: Bool = true, jaWhole: Bool = true) -> Double {
        judge.form(side(zh, whole: zhWhole), side(ja, whole: jaWhole)).factor
    }

    @Test func aSideThatIsAPieceOfTheOtherIsNoTranslation() {
        #expect(form("固有", "固有サイズ") == 0)
        #expect(form("例如", "例") == 0)
        #expect(form("空间", "座標空間") == 0)
        // Both sides carry something of their own: a compound and its translation.
        #expect(form("自定义环境值", "カスタム環境値") > 0)
        #expect(form("子视图控制器", "子ビューコントローラー") > 0)
    }

    @Test func particlesPhrasesAndCutOffWindowsAreNoTerms() {
        #expect(form("在", "以降") == 0)
        #expect(form("主视图的高度", "ホストビュー") == 0)
        #expect(form("到某个祖先坐", "祖先", zhWhole: false) == 0)
        #expect(form("可以省", "省略", zhWhole: false) == 0)
        #expect(form("个确定", "特定", zhWhole: false) == 0)
        // The same shapes standing alone are judged as terms.
        #expect(form("一致", "一致") > 0)
    }

    @Test func cognatesAndLoanwordsLookRightAndFarApartLengthsDoNot() {
        #expect(judge.form(side("设置"), side("設定")) == (1, true))
        #expect(form("更改后", "変更後") == 1)
        #expect(form("尺寸失效", "無効化") < 1)
        #expect(form("拖动", "ドラッグ") == 1)
        #expect(form("单元格", "セル") == 1)
        #expect(form("视图尺寸为零", "ゼロ") < 1)
        #expect(form("模型层", "共有モデルレイヤー") < 0.8)
        #expect(form("视图永不释放", "解放") < form("启用", "有効"))
    }

    @Test func evidenceCountsSectionsAndCognatesCountOneMore() {
        #expect(LexiconConfidence.evidence(sections: 1, cognate: false) == 0.5)
        #expect(LexiconConfidence.evidence(sections: 2, cognate: false) == 0.75)
        #expect(LexiconConfidence.evidence(sections: 1, cognate: true) == 0.75)
        #expect(judge.confidence(side("拖动"), side("ドラッグ"), dice: 1, sections: 1) == 0.5)
        #expect(judge.confidence(side("启用"), side("有効"), dice: 1, sections: 1) < 0.5)
        #expect(judge.confidence(side("启用"), side("有効"), dice: 1, sections: 2) >= 0.5)
    }

    func unit(_ zh: String, _ ja: String, section: String) -> AlignedUnits.Unit {
        AlignedUnits.Unit(kind: .cell, guide: "g", section: section, source: zh, translation: ja)
    }

    @Test func aPairRepeatedInOneSectionIsOnePieceOfEvidence() {
        let miner = LexiconMiner(normalizer: Self.normalizer)
        let oneSection = (1...4).map { unit("启用 \($0)", "有効 \($0)", section: "s1") }
        #expect(miner.mine(oneSection, languages: ("zh-Hans", "ja")).pairs.isEmpty)
        let twoSections = [unit("启用 1", "有効 1", section: "s1"), unit("启用 2", "有効 2", section: "s2")]
        let kept = miner.mine(twoSections, languages: ("zh-Hans", "ja")).pairs
        #expect(kept.count == 1)
        #expect(kept.first?.sections == 2 && kept.first.map { $0.confidence >= miner.minimumConfidence } == true)
    }

    @Test func aCutOffPairUsesUpNothingTheTrueOneNeeds() {
        // 祖先 is a term of its own in two sections; in a long run it is also inside a window that ends mid-word.
        let units = [unit("转换到某个祖先坐标空间", "祖先の座標空間に変換", section: "s1"),
                     unit("祖先", "祖先", section: "s2"), unit("祖先视图", "祖先ビュー", section: "s3")]
        let lexicon = LexiconMiner(normalizer: Self.normalizer).mine(units, languages: ("zh-Hans", "ja"))
        #expect(!lexicon.pairs.contains { $0.keys["zh-Hans"]?.count == 6 })
        #expect(lexicon.pairs.contains { $0.keys["zh-Hans"] == "祖先" && $0.keys["ja"] == "祖先" })
    }

    @Test func everyPairOfTheSampleIsConfidentAndNoneIsACutOffPiece() throws {
        let diagnostics = DiagnosticEngine()
        let loader = ContentLoader(root: Fixtures.content)
        let kb = KnowledgeBaseBuilder.build(files: try loader.load(diagnostics: diagnostics), glossary: try loader.glossary(diagnostics: diagnostics),
                                            diagnostics: diagnostics)
        #expect(!kb.lexicon.pairs.isEmpty)
        let judge = LexiconConfidence(longestWindow: TermCandidates(normalizer: Self.normalizer).longestSubstring)
        for pair in kb.lexicon.pairs {
            #expect(pair.confidence >= 0.5, "\(pair.terms)")
            let keys = pair.languages.map { LexiconConfidence.Side(key: pair.keys[$0]!, wholeRun: true) }
            #expect(judge.form(keys[0], keys[1]).factor > 0, "\(pair.terms)")
        }
        // Surest first.
        #expect(kb.lexicon.pairs.map(\.confidence) == kb.lexicon.pairs.map(\.confidence).sorted(by: >))
    }
}

import Foundation
import Testing
@testable import BridgeKBModel

/// Cautions as blog posts copied to plain text write them: one sentence per line (a paragraph's lines
/// with no blank line between), opened by a connective (`另外`, `また、`, `Also`) or a contrast (`ただし、`,
/// `但是要注意`, `However, note`); the body of a numbered pitfall in a pitfall collection; pitfall tables
/// typed with ideographic spaces.
@Suite struct BlogCautionShapeTests {
    /// The entries of `lines` as the body of one section of a plain-text guide (its first line is line 5).
    func entries(_ lines: String, language: String) -> [Entry] {
        ShapeFixture.entries("标题\n\n一、正文\n\n\(lines)\n", path: "fixture/\(language).txt")
    }

    /// The entries of a sentence alone as a paragraph, and as one line among the lines of a copied
    /// paragraph (a list of bare lines).
    func entriesAsParagraphAndAsLine(_ sentence: String, language: String) -> [(body: String, entries: [Entry])] {
        [sentence, "前面是一行普通的说明。\n\(sentence)\n后面也是一行普通的说明。"].map { ($0, entries($0, language: language)) }
    }

    @Test(arguments: [
        ("zh-Hans", "另外需要注意的是，updateUIView 会被频繁调用，在里面重新设置 delegate 会导致回调重复。"),
        ("zh-Hans", "此外，需要注意 coordinator 只创建一次，缓存的 parent 会过期，导致状态不同步。"),
        ("zh-Hans", "还有一点要注意：dismantleUIView 是静态方法，写成实例方法的话观察者就泄漏了。"),
        ("ja", "また、updateUIViewは何度も呼ばれるので、delegateを設定し直すとコールバックが二重に呼ばれる点に注意してください。"),
        ("ja", "なお、Coordinatorは一度しか作られないため、古いバインディングのまま更新されないので注意が必要です。"),
        ("en", "Also note that updateUIView runs often, so setting the delegate there makes callbacks fire twice."),
        ("en", "In addition, be careful: the coordinator is created once, so a copied binding goes stale."),
    ])
    func aConnectiveBeforeTheCueHidesNoCaution(language: String, sentence: String) {
        for (body, found) in entriesAsParagraphAndAsLine(sentence, language: language) {
            #expect(found.map(\.kind) == [.caution], "\(body)")
            // The connective and the cue are not the hazard.
            #expect(found.first.map { !$0.title.hasPrefix("另外") && !$0.title.hasPrefix("此外") && !$0.title.hasPrefix("また") && !$0.title.hasPrefix("Also") } ?? false)
        }
    }

    @Test(arguments: [
        ("ja", "ただし、UIHostingConfigurationはiOS 15では使えないので、古いOSもサポートする場合はUIHostingControllerを自前で載せる必要があります。"),
        ("zh-Hans", "但是要注意，assign(to:) 只在 iOS 14 以上可用，如果还要支持 iOS 13，就只能用 sink。"),
        ("en", "However, note that selectableMapFeatures is not available before iOS 16; if you support iOS 15, you have to handle taps yourself."),
    ])
    func aLimitationAfterAContrastIsACautionNotARule(language: String, sentence: String) {
        for (body, found) in entriesAsParagraphAndAsLine(sentence, language: language) {
            #expect(found.map(\.kind) == [.caution], "\(body)")
        }
    }

    @Test(arguments: [
        ("ja", "なお、ShareLink は iOS 16 以降で使えます。"),
        ("zh-Hans", "另外，这个方法在 iOS 16 中引入。"),
        ("en", "Also note that the examples use Swift 5.9."),
    ])
    func aConnectiveAloneMakesNoCaution(language: String, sentence: String) {
        #expect(entries("前面是一行普通的说明。\n\(sentence)", language: language).isEmpty)
    }

    @Test func anItemThatAnnouncesACautionIsNoRuleEvenWithoutAHazardWord() {
        let found = entries("前面是一行普通的说明。\nただし、sizingOptionsはiOS 16からのAPIなので、iOS 15でも動かす場合はpreferredContentSizeを使う。", language: "ja")
        #expect(!found.contains { $0.kind == .decisionRule })
    }

    @Test func aChoiceLineStaysADecisionRule() {
        let found = entries("UIViewをSwiftUIで使うときはUIViewRepresentableを使う。\nセルの中ならUIHostingConfigurationが向いている。", language: "ja")
        #expect(found.map(\.kind) == [.decisionRule, .decisionRule])
    }

    @Test func theLinesOfANumberedPitfallInACollectionArePartOfIt() {
        let found = ShapeFixture.entries(BlogNoteFixtures.numberedPitfallsAboveListings, path: "fixture/zh-Hans.txt")
        #expect(found.map(\.source.line) == [9, 17])
        #expect(found.allSatisfy { $0.kind.isPitfall })
        #expect(found.first?.title == "assign(to:on:) 造成循环引用")
        #expect(found.first?.symptom.contains("上面的写法其实有问题") == true)
        #expect(found.first?.fix.hasPrefix("改成 assign(to: &$title)") == true)
    }

    @Test func aPitfallTableTypedWithIdeographicSpacesGivesOneGotchaPerRow() {
        let found = ShapeFixture.entries("""
        セルのメモ

        1. はじめに

        セルにSwiftUIを載せた。

        2. よくある症状と原因
        症状　考えられる原因　対処
        高さが0になる　sizingOptionsが未設定　.intrinsicContentSizeを指定する
        タップが効かない　子VCとして追加していない　addChildを呼ぶ

        3. まとめ

        以上。
        """, path: "fixture/ja.txt")
        #expect(found.map(\.kind) == [.gotcha, .gotcha])
        #expect(found.map(\.source.line) == [9, 10])
        #expect(found.first?.cause == "sizingOptionsが未設定")
        #expect(found.first?.fix == ".intrinsicContentSizeを指定する")
    }

    @Test func aTwoColumnTableWithoutRoleWordsIsNoPitfallTable() {
        let found = ShapeFixture.entries("""
        メモ

        1. 環境

        以下の環境で確認した。

        2. バージョン
        Xcode　16.2
        iOS　18.1
        Swift　6.0

        3. まとめ

        以上。
        """, path: "fixture/ja.txt")
        #expect(found.isEmpty)
    }
}

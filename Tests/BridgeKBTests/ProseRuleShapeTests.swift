import Testing
@testable import BridgeKBModel
@testable import BridgeKBExtraction

/// Decision rules that real guides write as a sentence of a paragraph rather than a list item: a clause
/// that states the situation, then one that picks the option (`如果…，请改用 Y`, `…場合は、Y を使います`,
/// `If you need X, use Y`) or says what to do (`如果 X，请把…`, `X 場合、…が必要です`, `If X, don't …`).
@Suite struct ProseRuleShapeTests {
    @Test(arguments: [
        ("zh-Hans", "如果你的应用最低支持新系统，请改用 NavigationStack 管理导航。", "你的应用最低支持新系统", "NavigationStack 管理导航"),
        ("zh-Hans", "如果最低版本是 iOS 16、macOS 13 或更高，请使用 NavigationStack。", "最低版本是 iOS 16、macOS 13 或更高", "NavigationStack"),
        ("ja", "複数の画面で共有する場合は、EnvironmentObject を使います。", "複数の画面で共有する場合", "EnvironmentObject を使います"),
        ("en", "If you need to support older systems, use NavigationView instead.", "to support older systems", "NavigationView instead"),
        // A situation then what to do, with no choice verb.
        ("zh-Hans", "如果页面需要支持旧系统，请把导航状态移到外层容器。", "页面需要支持旧系统", "请把导航状态移到外层容器"),
        ("zh-Hans", "如果模型属于这个页面，不要把它放进环境对象。", "模型属于这个页面", "不要把它放进环境对象"),
        ("ja", "複数の画面で状態を共有する場合は、親ビューに状態を置いてください。", "複数の画面で状態を共有する場合", "親ビューに状態を置いてください"),
        ("ja", "二つの画面が同じ値を読む場合、共有のモデルが必要です。", "二つの画面が同じ値を読む場合", "共有のモデルが必要です"),
        ("ja", "値を一つの画面でしか使わない限りは、@State で持つのがおすすめです。", "値を一つの画面でしか使わない限り", "@State で持つのがおすすめです"),
        ("en", "If the view is rebuilt often, don't create the model in its initializer.", "the view is rebuilt often", "don't create the model in its initializer"),
        // A condition that goes on past a comma keeps its own closing words (`…情况下`): it ends where the directive starts.
        ("zh-Hans", "如果你的页面使用两栏布局，或在某些情况下使用单栏布局，请切换到 NavigationSplitView。",
         "你的页面使用两栏布局，或在某些情况下使用单栏布局", "NavigationSplitView"),
        // A condition that only hedges names no situation: the whole sentence is the title.
        ("zh-Hans", "如果可能，请使用值类型保存状态。", "如果可能，请使用值类型保存状态", "值类型保存状态"),
        ("ja", "特に理由がない限りは、値型で状態を持つのがおすすめです。", "特に理由がない限りは、値型で状態を持つのがおすすめです", "値型で状態を持つのがおすすめです"),
        ("en", "If possible, use a value type for the state.", "If possible, use a value type for the state", "a value type for the state"),
    ])
    func aSentenceThatStatesASituationThenPicksAnOptionIsARule(language: String, paragraph: String, when: String, use: String) {
        let entries = ShapeFixture.entries(inSection: paragraph, language: language)
        #expect(entries.map(\.kind) == [.decisionRule], "\(paragraph)")
        #expect(entries.first?.title == when)
        #expect(entries.first?.fix == use)
        #expect(entries.first?.source.line == 5)
    }

    @Test func theRuleIsAnchoredOnTheLineOfItsSentence() {
        let entries = ShapeFixture.entries(inSection: "NavigationStack 是新的导航容器，\n它按值管理路径。\n如果需要兼容旧系统，请使用 NavigationView。",
                                           language: "zh-Hans")
        #expect(entries.map(\.kind) == [.decisionRule])
        #expect(entries.first?.source.line == 7)
    }

    /// `…时，请使用此方式`, `…場合に使用します`: a choice that only points back at the option the section presents
    /// is that section (whose title names it).
    @Test(arguments: [
        ("zh-Hans", "当你需要在 SwiftUI 中显示地图时，请使用此方式——例如 MKMapView。"),
        ("ja", "SwiftUI で地図を表示する必要がある場合に使用します。"),
        ("en", "If you need a map in SwiftUI, use this approach."),
    ])
    func aChoiceThatOnlyPointsBackIsTheSectionsOption(language: String, paragraph: String) {
        let entries = ShapeFixture.entries(inSection: paragraph, language: language)
        #expect(entries.map(\.kind) == [.decisionRule], "\(paragraph)")
        #expect(entries.first?.fix == "Section", "\(paragraph)")
    }

    /// A condition followed by what happens, by a hazard, only by "write it like this" or by a pointer elsewhere
    /// states no choice; nor does a paragraph that explains a problem under its label.
    @Test(arguments: [
        ("zh-Hans", "如果你在 body 里创建对象，就会导致内存泄漏。"),
        ("zh-Hans", "如果 count 为 0，列表为空。"),
        ("ja", "この場合は、次のように書きます。"),
        ("ja", "値を渡す場合は、クラッシュすることがあります。"),
        ("en", "If you tap the button, the sheet appears."),
        ("zh-Hans", "如果想了解更多细节，请参阅官方文档。"),
        ("ja", "詳しく知りたい場合は、公式ドキュメントを参照してください。"),
        ("en", "If you want the details, see the official documentation."),
        // What a paragraph under a label of a problem's part (`**原因**`) says to do is that problem's.
        ("ja", "ビルドが通らない。\n\n**原因**\n\n設定ファイルを分ける場合、両方に同じキーを書く必要があります。\n\n**解決策**\n\nキーを追加します。"),
        ("zh-Hans", "构建不通过。\n\n**原因**\n\n如果拆分了配置文件，请在两边写上同样的键。\n\n**解决方法**\n\n补上这个键。"),
        ("ja", "ビルドが通らない。\n\n**原因**\nキーが一つ足りないためです。\n設定ファイルを分ける場合、両方に同じキーを書く必要があります。"),
    ])
    func aConditionWithoutAChoiceIsNoRule(language: String, paragraph: String) {
        let entries = ShapeFixture.entries(inSection: paragraph, language: language)
        #expect(!entries.contains { $0.kind == .decisionRule }, "\(paragraph)")
    }
}

/// A guide that compares options, each under its own heading with a part that says when it suits
/// (`### 可能適用的時機`, `### 使いどころ`, `### When to use it`): one decision rule per option, anchored on
/// that part's heading, the situation its title and the option its choice.
@Suite struct OptionComparisonShapeTests {
    @Test func eachOptionsWhenItSuitsPartIsARule() {
        let entries = ShapeFixture.entries("""
        # 嵌入 UIKit 畫面的幾種做法

        ## 做法一：UIViewControllerRepresentable

        把整個 view controller 包起來。

        ### 缺點

        生命週期由 SwiftUI 決定。

        ### 可能適用的時機

        畫面獨立、不需要和外層導覽互動的時候。

        ## 做法二：UIHostingController

        ### 缺點

        兩套導覽同時存在。

        ### 可能適用的時機

        - 專案以 UIKit 為主、只想逐步導入 SwiftUI 的時候。
        - 團隊還不熟悉 SwiftUI 的時候。
        """, path: "fixture/zh-Hant.md")
        let rules = entries.filter { $0.kind == .decisionRule }
        #expect(rules.map(\.source.line) == [11, 21])
        #expect(rules.map(\.title) == ["畫面獨立、不需要和外層導覽互動的時候", "專案以 UIKit 為主、只想逐步導入 SwiftUI 的時候"])
        #expect(rules.map(\.fix) == ["UIViewControllerRepresentable", "UIHostingController"])
    }

    @Test(arguments: [
        ("ja", "使いどころ", "画面が独立していて、外側のナビゲーションと関わらない場合。"),
        ("en", "When to use it", "The screen stands alone and never talks to the outer navigation."),
        ("zh-Hans", "适用场景", "页面独立、不需要和外层导航交互的时候。"),
    ])
    func theWhenItSuitsPartNamesItsOption(language: String, heading: String, situation: String) {
        let entries = ShapeFixture.entries("# Guide\n\n## Option 1: Wrap the controller\n\nSome words.\n\n### \(heading)\n\n\(situation)\n",
                                           path: "fixture/\(language).md")
        let rules = entries.filter { $0.kind == .decisionRule }
        #expect(rules.map(\.source.line) == [7], "\(entries.map(\.title))")
        #expect(rules.first?.fix == "Wrap the controller")
    }

    /// A page's own `When to use this guide` at the top names no option: no rule.
    @Test func aWhenToUsePartOfThePageItselfIsNoRule() {
        let entries = ShapeFixture.entries("# Guide\n\n## When to use it\n\nWhen a wrapped view misbehaves.\n")
        #expect(!entries.contains { $0.kind == .decisionRule })
    }
}

/// Rule sentences whose condition does not open the sentence, or whose choice is said with a modal of
/// permission rather than a choice verb.
@Suite struct ProseRuleOpeningShapeTests {
    /// `虽然 X，但是当 Y 时，请 Z`, `Although X, when Y, use Z`: the clause that concedes something is no part
    /// of the condition, which opens after it; an aside in brackets after the condition is no part of the choice.
    @Test(arguments: [
        ("zh-Hans", "虽然用通知也能传值，但是当你需要在多个页面之间共享状态时（比如设置页），请改用共享的模型对象。",
         "你需要在多个页面之间共享状态", "共享的模型对象"),
        ("en", "Although a timer works for simple cases, when you need frame-accurate updates, use CADisplayLink.",
         "frame-accurate updates", "CADisplayLink"),
    ])
    func aConditionAfterAConcessionIsARule(language: String, paragraph: String, when: String, use: String) {
        let entries = ShapeFixture.entries(inSection: paragraph, language: language)
        #expect(entries.map(\.kind) == [.decisionRule], "\(paragraph)")
        #expect(entries.first?.title == when)
        #expect(entries.first?.fix == use)
    }

    /// `如果需要 X，可以 Y`, `If you need X, you can Y`: a need, then what the reader can do for it, picks that.
    @Test(arguments: [
        ("zh-Hans", "如果需要按日期分组显示，可以在每一组外面包一层 Section。", "按日期分组显示", "可以在每一组外面包一层 Section"),
        ("zh-Hant", "如果需要按日期分組顯示，可在每一組外面包一層 Section。", "按日期分組顯示", "可在每一組外面包一層 Section"),
        ("en", "If you need a grouped list, you can wrap each group in a Section.", "a grouped list", "you can wrap each group in a Section"),
    ])
    func aNeedThenWhatTheReaderCanDoIsARule(language: String, paragraph: String, when: String, use: String) {
        let entries = ShapeFixture.entries(inSection: paragraph, language: language)
        #expect(entries.map(\.kind) == [.decisionRule], "\(paragraph)")
        #expect(entries.first?.title == when)
        #expect(entries.first?.fix == use)
    }

    /// `如果需要 X，可以这样写：` before a listing introduces the technique the listing shows.
    @Test(arguments: [
        ("zh-Hans", "如果需要按日期分组显示，可以这样写：\n\n```swift\nList { Section { Text(\"a\") } }\n```"),
        ("en", "If you need a grouped list, you can write it like this:\n\n```swift\nList { Section { Text(\"a\") } }\n```"),
    ])
    func aNeedLeadingIntoAListingIsNoRule(language: String, paragraph: String) {
        let entries = ShapeFixture.entries(inSection: paragraph, language: language)
        #expect(!entries.contains { $0.kind == .decisionRule }, "\(paragraph)")
    }

    /// A condition that is no need (`如果你运行…`), then what the reader can see, describes.
    @Test(arguments: [
        ("zh-Hans", "如果你运行这段代码，可以看到按钮变成了红色。"),
        ("en", "If you run the sample, you can see the button turn red."),
        ("zh-Hans", "虽然这个写法很短，但是读起来不太直观。"),
    ])
    func aConditionThenWhatCanBeSeenIsNoRule(language: String, paragraph: String) {
        let entries = ShapeFixture.entries(inSection: paragraph, language: language)
        #expect(!entries.contains { $0.kind == .decisionRule }, "\(paragraph)")
    }
}

/// Two sibling sections titled by one situation and its negation (`ぼかしたい` / `ぼかしたくない`, `需要动画` /
/// `不需要动画`): each is the decision rule for its alternative, anchored on its heading; its listing illustrates it.
@Suite struct AlternativeSectionShapeTests {
    @Test(arguments: [
        ("ja", "背景をぼかしたい", "背景をぼかしたくない"),
        ("zh-Hans", "需要过渡动画", "不需要过渡动画"),
        ("en", "Keep the keyboard open", "Don't keep the keyboard open"),
    ])
    func aSituationAndItsNegationAreTwoRules(language: String, first: String, second: String) {
        let entries = ShapeFixture.entries("""
        # Guide

        ## Overview

        Some words.

        ## \(first)

        Words before the code.

        ```swift
        view.flag = true
        ```

        ## \(second)

        Other words before the code.

        ```swift
        view.flag = false
        ```
        """, path: "fixture/\(language).md")
        #expect(entries.filter { $0.kind == .decisionRule }.map(\.source.line) == [7, 15], "\(entries.map(\.title))")
        #expect(entries.filter { $0.kind == .decisionRule }.map(\.title) == [first, second])
        #expect(!entries.contains { $0.kind == .pattern })
    }

    @Test(arguments: [
        ("ja", "背景をぼかす", "文字を大きくする"),
        ("en", "Keep the keyboard open", "Keep the sheet open"),
        ("zh-Hans", "动画", "不动画"),
    ])
    func siblingsThatDifferOtherwiseAreNoAlternatives(language: String, first: String, second: String) {
        let entries = ShapeFixture.entries("# Guide\n\n## \(first)\n\nSome words.\n\n## \(second)\n\nMore words.\n", path: "fixture/\(language).md")
        #expect(!entries.contains { $0.kind == .decisionRule }, "\(entries.map(\.title))")
    }
}

/// `前者は…。後者は…で利用します。`, `前者适用于…，后者适用于…`: a paragraph that takes up two options just named, each
/// with when to use it or what to do with it, states one rule per option, each on the line of its sentence.
@Suite struct FormerAndLatterShapeTests {
    @Test(arguments: [
        ("ja", "記録モードと計測モードがあります。\n\n前者は開発中に画面を記録するモードです\n（リリース版のアプリでは使わないでください）。\n後者は操作だけを送るモードで、リリース版のアプリで利用します。", [7, 9]),
        ("zh-Hans", "列表有两种写法。\n\n前者适用于数据很少的页面，\n后者适用于需要分页加载的长列表。", [7, 8]),
        ("en", "There are two modes.\n\nThe former records the screen; use it only while developing.\nThe latter sends events and is best for release builds.", [7, 8]),
    ])
    func eachOptionTakenUpIsARule(language: String, body: String, lines: [Int]) {
        let rules = ShapeFixture.entries(inSection: body, language: language).filter { $0.kind == .decisionRule }
        #expect(rules.map(\.source.line) == lines, "\(rules.map(\.title))")
    }

    @Test(arguments: [
        ("zh-Hans", "前者是值类型，后者是引用类型。"),
        ("ja", "前者は値型で、後者は参照型です。"),
        ("zh-Hans", "前者适用于短列表，后者会导致内存泄漏。"),
    ])
    func optionsTakenUpOnlyToDescribeThemAreNoRules(language: String, body: String) {
        let rules = ShapeFixture.entries(inSection: body, language: language).filter { $0.kind == .decisionRule }
        #expect(rules.count == (body.contains("适用于") ? 1 : 0), "\(rules.map(\.title))")
    }
}

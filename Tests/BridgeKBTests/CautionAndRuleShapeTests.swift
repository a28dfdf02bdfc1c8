import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBBuild
@testable import BridgeKBExtraction

/// Caution sections and cautions in prose, patterns, decision rules and ids, on guides written here.
@Suite struct CautionShapeTests {
    @Test func eachBulletOfACautionSectionIsACaution() {
        let entries = ShapeFixture.entries("""
        # 嵌入

        ## 注意事项

        - 不要省略 addChild，否则收不到 onAppear。
        - 移除时要按顺序调用。

        ## 需要注意的地方

        hosting view 默认带有不透明的背景色，会挡住底色。

        cell 复用会导致子控制器被反复添加。
        """, path: "fixture/zh-Hans.md")
        #expect(entries.map(\.kind) == [.caution, .caution, .caution, .caution])
        #expect(entries.map(\.source.line) == [5, 6, 10, 12])
        #expect(entries.map(\.id) == ["fixture-s1-caution-1", "fixture-s1-caution-2", "fixture-s2-caution-1", "fixture-s2-caution-2"])
    }

    /// A caution section whose sub-sections are its cautions opens with prose that introduces them
    /// (`注意点がいくつかあります。以下で紹介します。`): the sub-sections are the entries, not that prose.
    @Test func theProseOfACautionSectionWithSubsectionsIntroducesThem() {
        let entries = ShapeFixture.entries("""
        # 並行処理

        ## 並行処理の注意点

        並行処理には、逐次処理とは違う注意点がいくつかあります。
        ここではそのうち、特に気をつけたいものを紹介します。

        ### 競合

        二つのタスクが同じ辞書を同時に書き換えるとクラッシュします。

        ### 待ち合わせ

        実行中の直列キューに同期で投げるとデッドロックします。
        """, path: "fixture/ja.md")
        #expect(entries.map(\.kind) == [.caution, .caution])
        #expect(entries.map(\.source.line) == [8, 12])
    }

    /// The same with a list that sums up the sub-sections before they tell each one: a restatement.
    @Test func theListOfACautionSectionWithSubsectionsSumsThemUp() {
        let entries = ShapeFixture.entries("""
        # 嵌入

        ## 注意事项

        - 背景色
        - 子控制器

        ### 背景色

        hosting view 默认带有不透明的背景色，会挡住底色。

        ### 子控制器

        cell 复用会导致子控制器被反复添加。
        """, path: "fixture/zh-Hans.md")
        #expect(entries.map(\.kind) == [.caution, .caution])
        #expect(entries.map(\.source.line) == [8, 12])
    }

    /// Blog posts name their pitfall collection in the past tense (`ハマったポイント`, `踩过的坑`): each
    /// subsection under it is one entry.
    @Test func aSectionOfPitfallsTheWriterHitGivesOneEntryPerSubsection() {
        let entries = ShapeFixture.entries("""
        # UITextField を包む

        ## ハマったポイント

        ### 変換中に文字数制限をかけると入力が消える

        変換中に text を切り詰めると、確定前の文字が消えてしまいます。

        ### updateUIView でカーソルが末尾に飛ぶ

        毎回 text を代入すると、カーソル位置がリセットされます。
        """, path: "fixture/ja.md")
        #expect(entries.map(\.title) == ["変換中に文字数制限をかけると入力が消える", "updateUIView でカーソルが末尾に飛ぶ"])
        #expect(entries.allSatisfy { $0.kind.isPitfall })
    }

    @Test func mistakeAndTroubleshootingSectionsGiveMistakesAndGotchas() {
        let entries = ShapeFixture.entries("""
        # Keyboard

        ## Common Mistakes

        - Calling becomeFirstResponder() in updateUIView: focus is stolen back.

        ## Troubleshooting

        The keyboard covers the field in a sheet. Use the keyboard layout guide.

        Focus jumps between two fields. Pick one owner for focus.
        """)
        #expect(entries.map(\.kind) == [.mistake, .gotcha, .gotcha])
        #expect(entries[1].title == "The keyboard covers the field in a sheet")
        #expect(entries[1].fix == "Use the keyboard layout guide.")
    }

    @Test(arguments: [
        ("zh-Hans", "需要注意的是，dismantleUIView 是静态方法，写成实例方法的话系统拿不到回调。"),
        ("zh-Hans", "这里有个坑：updateUIView 调用得很频繁。"),
        ("zh-Hans", "千万不要把 region 做成双向绑定。"),
        ("zh-Hans", "切记在 dismantleUIView 里把 delegate 置为 nil，不然会崩溃。"),
        ("ja", "ハンドラの中で self を強参照すると解放されないので注意が必要です。"),
        ("ja", "ただし、iPad ではこのままだとクラッシュします。"),
        ("ja", "バインディングを戻し忘れるとシートが閉じないので注意してください。"),
        ("en", "Note that the coordinator is created once, so a stale parent breaks updates."),
        ("en", "Never hard-code keyboard heights."),
        ("zh-Hant", "要注意的是，這個屬性會和安全區域重複計算，導致多出空白。"),
        // An announced obligation: what must be so is a hazard when it is not.
        ("ja", "注意点としては、dismiss はメインスレッドで呼ぶ必要があります。"),
        ("zh-Hans", "需要注意的是，coordinator 的 delegate 必须在 makeUIView 中设置。"),
        ("en", "Note that the delegate must be set before the view appears."),
        // A cost the reader pays: overhead and side effects.
        ("zh-Hans", "请注意，每次重新创建控制器都会带来额外开销。"),
        ("ja", "なお、この書き方には副作用があります。"),
        ("en", "Note that rebuilding the coordinator on every update has side effects."),
    ])
    func cautionsInProseNameAHazard(language: String, sentence: String) {
        let entries = ShapeFixture.entries(inSection: "Some ordinary prose before it.\n\n\(sentence)", language: language)
        #expect(entries.map(\.kind) == [.caution], "\(sentence)")
        #expect(entries.first?.source.line == 7)
    }

    @Test(arguments: [
        ("zh-Hans", "需要注意的是，这个方法在 iOS 16 中引入。"),
        ("zh-Hans", "不要担心，SwiftUI 会处理这一切。"),
        ("zh-Hans", "调试时集中注意力看约束是否生效。"),
        ("ja", "注意点はそれほど多くありませんが、考え方だけは押さえておきましょう。"),
        ("ja", "なお、ShareLink は iOS 16 以降で使えます。"),
        ("ja", "心配しないでください。"),
        ("en", "Note that the examples use Swift 5.9."),
        ("en", "Don't worry, this is simpler than it looks."),
        ("en", "The problem is not writing the wrapper but the small surprises."),
        ("zh-Hans", "请避免以下操作："),
    ])
    func proseWithoutAHazardIsNoCaution(language: String, sentence: String) {
        let entries = ShapeFixture.entries(inSection: sentence, language: language)
        #expect(entries.isEmpty, "\(sentence)")
    }

    /// A sentence that gives the cause or the fix of a problem told before it (`这是因为…`, `之所以…`,
    /// `これを回避するには…`, `This happens because…`) is part of that problem's entry, not a caution of its own.
    @Test(arguments: [
        ("zh-Hans", "这是因为在回调里修改了被观察的值，需要注意这会导致无限循环。"),
        ("zh-Hant", "之所以會發生這種崩潰，是因為要注意 delegate 已經被釋放，會導致閃退。"),
        ("ja", "これを回避するには、self を強参照しないように注意してください。メモリリークします。"),
    ])
    func theCauseOrFixOfAProblemToldBeforeIsNoCaution(language: String, sentence: String) {
        let entries = ShapeFixture.entries(inSection: "The list stops updating after a while.\n\n\(sentence)", language: language)
        #expect(!entries.contains { $0.kind == .caution }, "\(sentence)")
    }

    @Test func aCautionKeepsItsNegationAndTakesTheRemedyAsItsFix() {
        let entries = ShapeFixture.entries("""
        # 地图

        ## 选中

        唯一要注意的是，在回调里修改 selected 会再次触发 updateUIView，形成循环，最好先判断一下是不是同一个。

        不要用随机 id 强迫刷新。这会重建 UIKit 对象，导致状态丢失。
        """, path: "fixture/zh-Hans.md")
        #expect(entries.map(\.title) == ["在回调里修改 selected 会再次触发 updateUIView，形成循环", "不要用随机 id 强迫刷新"])
        #expect(entries[0].fix == "最好先判断一下是不是同一个。")
    }

    /// What the writer did about it (`于是加了…`, `请在…`, `…を使用してください`) in a sentence after the hazard
    /// is the fix, not more symptom; code inside it (`!=`, `?.`) does not end the sentence. A title that
    /// states the problem, or tells what to do, fills the field nothing else fills.
    @Test(arguments: [
        ("zh-Hans", "千万不要在 updateUIView 里无条件写回 text。输入法会被打断。于是加了个判断：if field.text != text { field.text = text }",
         "输入法会被打断。", "于是加了个判断：if field.text != text { field.text = text }"),
        ("zh-Hans", "需要注意的是，不能在布局过程中修改 frame，这属于未定义行为。请在 sizeThatFits(_:) 里返回尺寸。",
         "不能在布局过程中修改 frame，这属于未定义行为", "请在 sizeThatFits(_:) 里返回尺寸。"),
        ("ja", "bounds は決して変更しないでください。レイアウトが崩れます。サイズは sizeThatFits(_:) を使用してください。",
         "レイアウトが崩れます。", "サイズは sizeThatFits(_:) を使用してください。"),
        // A polite prohibition whose next sentence names what breaks, and no other remedy: the
        // prohibition (the title) is what to do.
        ("ja", "なお、レイアウト中に frame を直接変更しないでください。表示が崩れる原因になります。",
         "表示が崩れる原因になります。", "レイアウト中に frame を直接変更しないでください"),
        ("zh-Hant", "要特別注意：不要在 updateUIView 裡重新建立視圖。這會導致畫面閃爍。請在 makeUIView 裡建立一次。",
         "這會導致畫面閃爍。", "請在 makeUIView 裡建立一次。"),
    ])
    func theSentenceGivingTheRemedyIsTheFix(language: String, text: String, symptom: String, fix: String) {
        let entries = ShapeFixture.entries("# 标题\n\n## 小节\n\n\(text)\n", path: "fixture/\(language).md")
        #expect(entries.map(\.kind) == [.caution])
        #expect(entries.first?.symptom == symptom)
        #expect(entries.first?.fix == fix)
    }

    @Test func aCautionInsideANumberedPitfallIsPartOfThatPitfall() {
        let entries = ShapeFixture.entries("""
        # サイズ

        ## ハマりどころ③：サイズが更新されない

        invalidateIntrinsicContentSize() を呼び忘れると古いサイズのまま描画されるので注意が必要です。
        """, path: "fixture/ja.md")
        #expect(entries.map(\.kind) == [.mistake])
    }

    @Test func theLineOfACautionIsTheLineOfItsSentence() {
        let entries = ShapeFixture.entries("""
        # 地图

        ## 同步

        第一版每次全量替换标注。
        这里有个坑：全量替换会让地图不停地闪烁。
        后来改成只增删变化的部分。
        """, path: "fixture/zh-Hans.md")
        #expect(entries.first?.source.line == 6)
    }

    @Test func aWarningNoteNamingAHazardIsACaution() {
        let entries = ShapeFixture.entries("""
        # T

        ## S

        > [!WARNING]
        > Forgetting dismantleUIView leaves the observer registered, and the view leaks.
        """)
        #expect(entries.map(\.kind) == [.caution])
    }
}

@Suite struct OutputExampleShapeTests {
    /// `**Before**:` over a console log shows what a step changes in the output, not code that goes wrong;
    /// over code (Swift, or a fence naming a language) it is a mistake.
    @Test(arguments: [("", false), ("objc", true), ("swift", true), ("text", false)])
    func aBadLabelOverOutputIsNoMistake(fence: String, isMistake: Bool) {
        let code = fence == "swift" ? "view.frame = .zero" : (fence == "objc" ? "self.view.frame = CGRectZero;" : "<NSLayoutConstraint:0x600 UILabel:0x7f.width == 300 (active)>")
        let entries = ShapeFixture.entries(inSection: """
        Name the constraint in the inspector.

        **Before**:
        ```\(fence)
        \(code)
        ```

        **After**:
        ```\(fence)
        \(code) // named
        ```
        """, language: "en")
        #expect(entries.contains { $0.kind == .mistake } == isMistake, "\(entries.map { "\($0.kind) \($0.title)" })")
    }
}

@Suite struct PatternAndRuleShapeTests {
    @Test func patternAndExampleSectionsOverAListingArePatterns() {
        let entries = ShapeFixture.entries("""
        # Samples

        ## Pattern 1: Fire-and-forget controller

        ```swift
        struct SafariView: UIViewControllerRepresentable {}
        ```

        ## Example: Wiring the picker

        ```swift
        Button("Attach") { show = true }
        ```

        ## A note on naming

        ```swift
        struct DocumentPicker {}
        ```
        """)
        #expect(entries.map(\.kind) == [.pattern, .pattern])
        #expect(entries.map(\.title) == ["Fire-and-forget controller", "Wiring the picker"])
        #expect(entries.map(\.id) == ["fixture-s1", "fixture-s2"])
    }

    /// `Pattern 6: Image request leaks`, `パターン2：通知の解除漏れによるリーク`: a pattern label over a name of
    /// something going wrong names a kind of problem (a leak pattern), not a technique to follow.
    @Test func aPatternLabelOverAProblemIsNoPattern() {
        let entries = ShapeFixture.entries("""
        # Leaks

        ## Pattern 6: Image request leaks

        ```swift
        let id = manager.requestImage(for: asset, targetSize: size, contentMode: .aspectFill, options: nil) { _, _ in }
        ```

        ## Pattern 7: Cancelling requests on reuse

        ```swift
        manager.cancelImageRequest(id)
        ```
        """)
        #expect(entries.filter { $0.kind == .pattern }.map(\.title) == ["Cancelling requests on reuse"])
    }

    @Test func japaneseSampleAndExampleHeadingsButNotWordsStartingWithThem() {
        let entries = ShapeFixture.entries("""
        # サンプル集

        ## サンプル2：モーダルで表示する

        ```swift
        present(UIHostingController(rootView: editor), animated: true)
        ```

        ## 例外処理について

        ```swift
        do { try load() } catch {}
        ```

        ## 例：Storyboard から使う

        ```swift
        UIHostingController(coder: coder, rootView: SettingsView())
        ```
        """, path: "fixture/ja.md")
        #expect(entries.map(\.title) == ["モーダルで表示する", "Storyboard から使う"])
    }

    @Test func choiceTableWithOneColumnPerAlternativeChoosesTheMarkedOne() {
        let entries = ShapeFixture.entries("""
        # Events

        ## Delivering events

        | Use Case | Combine | async/await | Why |
        |---|---|---|---|
        | Continuous scroll offsets | ✅ | ❌ | A stream |
        | A one-shot picked photo | ❌ | ✅ | One await |
        """)
        #expect(entries.map(\.kind) == [.decisionRule, .decisionRule])
        #expect(entries.map(\.fix) == ["Combine", "async/await"])
        #expect(entries[0].cause == "A stream")
    }

    /// A situation column then a fix column (`Intent | Fix`, `场景 | 解决方案`) and no problem column: the fix is
    /// the choice for that situation.
    @Test(arguments: [("Need | Use | Why", "en"), ("场景 | 推荐 | 原因", "zh-Hans"), ("ケース | 使うもの | 理由", "ja"), ("用途 | 方案 | 备注", "zh-Hans"),
                      ("Intent | Fix | Note", "en"), ("场景 | 解决方案 | 备注", "zh-Hans"), ("意図 | 対処 | 備考", "ja")])
    func choiceTablesGiveOneRulePerRow(header: String, language: String) {
        let entries = ShapeFixture.entries("""
        # T

        ## S

        | \(header) |
        |---|---|---|
        | A single control | UIViewRepresentable | no lifecycle |
        """, path: "fixture/\(language).md")
        #expect(entries.map(\.kind) == [.decisionRule], "\(header)")
        #expect(entries.first?.title == "A single control")
        #expect(entries.first?.fix == "UIViewRepresentable")
    }

    @Test(arguments: [
        ("en", "If you need delegate callbacks, use a coordinator.", "delegate callbacks", "a coordinator"),
        ("en", "When the UIKit side must navigate, use a shared router.", "the UIKit side must navigate", "a shared router"),
        ("en", "Use UIHostingConfiguration when cells need SwiftUI content.", "cells need SwiftUI content", "UIHostingConfiguration"),
        ("zh-Hans", "需要双向同步时用 `@Binding`，否则用闭包。", "双向同步", "`@Binding`"),
        ("zh-Hans", "如果要兼容 iOS 16，就用 ObservableObject。", "兼容 iOS 16", "ObservableObject"),
        ("zh-Hans", "跨模块广播 → NotificationCenter", "跨模块广播", "NotificationCenter"),
        ("ja", "画面の持ち主が SwiftUI なら NavigationStack を使う。", "画面の持ち主が SwiftUI", "NavigationStack を使う"),
        ("ja", "古い OS の場合は UINavigationController を使う。", "古い OS", "UINavigationController を使う"),
    ])
    func listItemsStatingAConditionAndAChoiceAreDecisionRules(language: String, item: String, when: String, use: String) {
        let entries = ShapeFixture.entries("""
        # T

        ## Rules

        - \(item)
        """, path: "fixture/\(language).md")
        #expect(entries.map(\.kind) == [.decisionRule], "\(item)")
        #expect(entries.first?.title == when)
        #expect(entries.first?.fix == use)
    }

    @Test(arguments: [
        ("zh-Hans", "若数据已删除，返回列表并显示提示。"), ("zh-Hans", "@Binding：双向绑定"),
        ("en", "Keep representables small."), ("en", "If the view is gone, nothing happens."),
        ("ja", "設定画面から置き換えていく。"),
    ])
    func otherListItemsAreNoRules(language: String, item: String) {
        let entries = ShapeFixture.entries("""
        # T

        ## Notes

        - \(item)
        """, path: "fixture/\(language).md")
        #expect(entries.isEmpty, "\(item)")
    }
}

extension PatternAndRuleShapeTests {
    /// An arrow in a numbered list is a step (`2. Open Settings → General`), and one that leads to an
    /// outcome (`X → the bar shows twice`) states a consequence: neither picks between alternatives.
    @Test(arguments: [
        ("en", "1. Open the scheme editor\n2. Choose Run → Diagnostics"),
        ("en", "- Nested navigation stacks → the app crashes on back"),
        ("ja", "- 画面を二重に push → クラッシュする"),
        ("zh-Hans", "- 在 body 里创建控制器 → 内存泄漏"),
    ])
    func arrowsThatAreStepsOrOutcomesAreNoRules(language: String, list: String) {
        let entries = ShapeFixture.entries("# T\n\n## Notes\n\n\(list)\n", path: "fixture/\(language).md")
        #expect(!entries.contains { $0.kind == .decisionRule }, "\(list)")
    }

    /// An arrow inside quotation marks is a line of thought the text quotes: neither a choice nor a trigger and
    /// what goes wrong after it.
    @Test(arguments: [
        ("ja", "- 「weak が付いている → この参照は保持されないんだな」と読み取れるのが望ましいです。\n- 付いていないと読み手が迷います。"),
        ("zh-Hans", "- “看到 weak → 知道它不会持有对象”，这样读代码最轻松。\n- 其他写法会让人困惑。"),
        ("en", "- \"sees weak → knows the object is not retained\" is how a reader should think.\n- Anything else confuses."),
    ])
    func quotedArrowsAreNoEntries(language: String, list: String) {
        let entries = ShapeFixture.entries("# T\n\n## Notes\n\n\(list)\n", path: "fixture/\(language).md")
        #expect(!entries.contains { $0.title.contains("→") || $0.title.hasPrefix("「") || $0.title.hasPrefix("“") || $0.title.hasPrefix("\"") }, "\(entries.map(\.title))")
    }
}

extension PatternAndRuleShapeTests {
    /// `X → <what goes wrong>` in a list names a trigger and its consequence: a pitfall.
    @Test(arguments: [
        ("en", "Nested navigation stacks → the app crashes on back", "Nested navigation stacks", "the app crashes on back"),
        ("ja", "画面を二重に push → クラッシュする", "画面を二重に push", "クラッシュする"),
        ("zh-Hans", "在 body 里创建控制器 → 内存泄漏", "在 body 里创建控制器", "内存泄漏"),
    ])
    func anArrowToWhatGoesWrongIsAPitfall(language: String, item: String, trigger: String, outcome: String) {
        let entries = ShapeFixture.entries("# T\n\n## Risks\n\n- \(item)\n", path: "fixture/\(language).md")
        #expect(entries.map(\.kind) == [.gotcha], "\(item)")
        #expect(entries.first?.title == trigger)
        #expect(entries.first?.symptom == outcome)
    }

    /// An arrow between two names (`UIKit → SwiftUI`) gives a direction: when only a later sentence of the item
    /// says what breaks, the arrow leads to no consequence.
    @Test(arguments: [
        ("ja", "UIKit → SwiftUI を埋め込む場合：子として追加する。view だけを追加するとレイアウトが崩れる"),
        ("zh-Hans", "UIKit → SwiftUI：用 `UIHostingController` 包一层。直接加 view 会导致布局错乱"),
        ("en", "UIKit → SwiftUI: wrap it in a hosting controller. Adding only its view breaks layout"),
    ])
    func anArrowWhoseOwnSentenceNamesNothingGoingWrongIsNoConsequence(language: String, item: String) {
        let entries = ShapeFixture.entries("# T\n\n## Embedding\n\n- \(item)\n", path: "fixture/\(language).md")
        #expect(!entries.contains { $0.title == "UIKit" }, "\(entries.map { ($0.kind, $0.title) })")
    }

    /// `- X → <what goes wrong>` items followed by an item that opens with the arrow (`- → do Y`): that
    /// item answers them, and is the fix of each.
    @Test(arguments: [
        ("en", "- Mixing both stacks → the bar shows twice\n- Pushing across frameworks → the back button breaks\n- → Keep one stack per feature", "Keep one stack per feature"),
        ("ja", "- 二つのスタックを混ぜる → バーが二重に表示される\n- → 機能ごとにスタックを一つにする", "機能ごとにスタックを一つにする"),
    ])
    func anItemOpeningWithTheArrowIsTheFixOfTheConsequencesBeforeIt(language: String, list: String, fix: String) {
        let entries = ShapeFixture.entries("# T\n\n## Risks\n\n\(list)\n", path: "fixture/\(language).md").filter(\.kind.isPitfall)
        #expect(!entries.isEmpty)
        #expect(entries.allSatisfy { $0.fix == fix }, "\(entries.map(\.fix))")
    }
}

extension PatternAndRuleShapeTests {
    /// An item that sets one option aside for another (`X より Y`, `用 Y 而不是 X`, or `X は使わない。Y を使う`: one
    /// ruled out in a sentence, another picked in the next), naming nothing that goes wrong, is a decision rule.
    @Test(arguments: [
        ("ja", "if よりも switch", "switch"),
        ("ja", "コードでレイアウトせず、Storyboard を使う", "Storyboard を使う"),
        ("zh-Hans", "用 struct 而不是 class。", "用 struct"),
        ("en", "Use a coordinator instead of a global singleton.", "Use a coordinator"),
        ("en", "Instead of a global singleton, use an injected store.", "use an injected store"),
        ("ja", "グローバル変数は直接使わず、環境オブジェクトを使う", "環境オブジェクトを使う"),
        // One option ruled out in a sentence, another picked in the next.
        ("ja", "強制アンラップは使わない。if let や guard let を使う", "if let や guard let を使う"),
        ("zh-Hans", "不要用全局单例。用环境对象注入。", "用环境对象注入。"),
        ("en", "Don't use a global singleton. Use an injected store.", "Use an injected store."),
    ])
    func anItemPreferringOneOptionToAnotherIsARule(language: String, item: String, use: String) {
        let entries = ShapeFixture.entries("# T\n\n## Conventions\n\n- \(item)\n", path: "fixture/\(language).md")
        #expect(entries.map(\.kind) == [.decisionRule], "\(item)")
        #expect(entries.first?.fix == use, "\(item)")
    }

    /// A prohibition alone, or one followed by a sentence that picks nothing, is no such rule.
    @Test(arguments: [
        ("ja", "try! は使わない"),
        ("ja", "強制アンラップは使わない。読みにくくなるため"),
        ("en", "Don't use a global singleton. It is hard to test."),
    ])
    func aProhibitionWithoutAnAlternativeIsNoPreference(language: String, item: String) {
        let entries = ShapeFixture.entries("# T\n\n## Conventions\n\n- \(item)\n", path: "fixture/\(language).md")
        #expect(!entries.contains { $0.kind == .decisionRule }, "\(item)")
    }

    /// The same shape that names what goes wrong is a caution, not a rule.
    @Test func aPreferenceThatNamesAHazardIsNoRule() {
        let entries = ShapeFixture.entries("# T\n\n## Notes\n\n- 用 weak 而不是 strong，否则会内存泄漏。\n", path: "fixture/zh-Hans.md")
        #expect(!entries.contains { $0.kind == .decisionRule })
    }
}

extension PatternAndRuleShapeTests {
    /// A paragraph saying what the section's option is suited for is a decision rule: the situation its
    /// title, the option (the section's title) its choice.
    @Test(arguments: [
        ("ja", "結果を後で使わない重い処理のケースに向いています。", "結果を後で使わない重い処理のケースに向いています"),
        ("zh-Hans", "当数据只由父视图传入时，在 init 里创建效果很好。", "当数据只由父视图传入时"),
        ("en", "A detached task is best for work that must outlive the view.", "A detached task is best for work that must outlive the view"),
    ])
    func aParagraphSayingWhatTheOptionSuitsIsARule(language: String, paragraph: String, title: String) {
        let entries = ShapeFixture.entries("# T\n\n## Background work\n\n\(paragraph)\n", path: "fixture/\(language).md")
        #expect(entries.map(\.kind) == [.decisionRule], "\(paragraph)")
        #expect(entries.first?.title == title)
        #expect(entries.first?.fix == "Background work")
    }

    /// A rule's situation starts after the connective that opens its sentence (`当然，如果 X…`, `もちろん、X なら…`):
    /// the connective is no part of it, and a word that only starts like a condition (`当然`) is none. An adverb
    /// between the condition and the choice verb (`直接用`, `还是用`, `just use`) still picks the option.
    @Test(arguments: [
        ("zh-Hans", "当然，如果子视图不需要自己的状态，而是想要直接使用父视图中的值的话，使用 `@Binding` 是最好的选择。", "子视图不需要自己的状态，而是想要直接使用父视图中的值"),
        ("zh-Hans", "但是如果列表很长，就用 `LazyVStack`。", "列表很长"),
        ("zh-Hans", "如果只是展示一段静态内容，直接用 `UIHostingController` 就够了。", "只是展示一段静态内容"),
        ("zh-Hans", "如果还要兼容 iOS 15，还是用 `NavigationView`。", "还要兼容 iOS 15"),
        ("en", "If the screen only shows text, just use `Text` with a line limit.", "the screen only shows text"),
    ])
    func aConnectiveBeforeTheConditionIsNoPartOfIt(language: String, paragraph: String, title: String) {
        let entries = ShapeFixture.entries("# T\n\n## 状态\n\n\(paragraph)\n", path: "fixture/\(language).md")
        #expect(entries.map(\.kind) == [.decisionRule], "\(paragraph)")
        #expect(entries.first?.title == title)
    }

    @Test func anAsideInBracketsIsNoRule() {
        let entries = ShapeFixture.entries("# T\n\n## Injection\n\n选项 1：显式注入（最简单，适用于所有版本）：\n", path: "fixture/zh-Hans.md")
        #expect(!entries.contains { $0.kind == .decisionRule })
    }

    @Test func whatAnOptionSuitsIsNoRuleWhenSomethingGoesWrong() {
        let entries = ShapeFixture.entries("# T\n\n## Timers\n\n这种写法适用于短任务，但页面退出时会导致内存泄漏。\n", path: "fixture/zh-Hans.md")
        #expect(!entries.contains { $0.kind == .decisionRule })
    }
}

@Suite struct EntryIDShapeTests {
    @Test func translationsShareTheIdsOfTheirNewEntries() {
        let zh = """
        标题

        第 1 部分：注意事项

        • 不要省略 addChild，否则收不到 onAppear。
        • 移除时要按顺序调用，顺序错了会丢失回调。
        """
        let ja = """
        タイトル

        パート 1：注意事項

        • addChild を省略しないでください。onAppear が呼ばれなくなります。
        • 取り外すときは順番に呼び出してください。順番を間違えるとコールバックが失われます。
        """
        let files = [SourceFile(path: "Content/g/zh-Hans.txt", guide: "g", text: zh), SourceFile(path: "Content/g/ja.txt", guide: "g", text: ja)]
        let kb = KnowledgeBaseBuilder.build(files: files, diagnostics: DiagnosticEngine())
        let zhIDs = kb.entries.filter { $0.language == .simplifiedChinese }.map(\.id)
        #expect(zhIDs == ["g-part-1-caution-1", "g-part-1-caution-2"])
        #expect(kb.entries.filter { $0.language == .japanese }.map(\.id) == zhIDs)
        #expect(kb.entries.allSatisfy { $0.id.allSatisfy { $0.isASCII } })
    }
}

@Suite struct MoreShapeTests {
    @Test func aColumnThatOnlyNumbersTheRowsIsSkipped() {
        let entries = ShapeFixture.entries("""
        # T

        ## S

        | # | 问题 | 原因 | 解决 |
        |---|---|---|---|
        | 1 | 列表闪烁 | 全量刷新 | 局部更新 |
        """, path: "fixture/zh-Hans.md")
        #expect(entries.map(\.title) == ["列表闪烁"])
        #expect(entries.first?.fix == "局部更新")
    }

    @Test func aWrongHeadingAnsweredByARightSiblingIsOneMistake() {
        let entries = ShapeFixture.entries("""
        # 视图

        ## ❌ 在 updateUIView 里创建视图

        ```swift
        func updateUIView(_ v: V, context: Context) { v.addSubview(UILabel()) }
        ```

        ## ✅ 在 makeUIView 里创建一次

        ```swift
        func makeUIView(context: Context) -> V { let v = V(); v.addSubview(UILabel()); return v }
        ```
        """, path: "fixture/zh-Hans.md")
        #expect(entries.map(\.kind) == [.mistake])
        #expect(entries.first?.title == "在 updateUIView 里创建视图")
        #expect(entries.first?.source.line == 3)
        #expect(entries.first?.examples.count == 1)
    }

    /// ❌ subsections of a section that only names the collection (`Common Mistakes`, `常见错误`) are titled by
    /// their own heading; under a topic (`Coordinator 模式`) the topic stays in front, as it says what they are about.
    @Test(arguments: [("Common Mistakes", ""), ("常见错误", ""), ("Coordinator 模式", "Coordinator 模式：")])
    func wrongSubsectionsOfACollectionAreTitledByTheirHeading(section: String, prefix: String) {
        let entries = ShapeFixture.entries("""
        # Layout

        ## \(section)

        ### ❌ Ignoring console warnings

        The warnings compound and the layout breaks later.

        ### ❌ Over-constraining

        Two required constraints conflict and one is broken at run time.
        """, path: "fixture/zh-Hans.md")
        #expect(entries.map(\.title) == ["\(prefix)Ignoring console warnings", "\(prefix)Over-constraining"])
    }

    /// One problem told in labelled paragraphs under a heading that names a collection (`踩过的坑`, `ハマった点`) is
    /// one entry, named by its symptom — not one caution per label.
    @Test(arguments: [
        ("zh-Hans", "踩过的坑", "**症状**：sheet 会弹出两次。\n\n**原因**：用两个 Bool 管理 isPresented。\n\n**解决方法**：用一个 enum 作为 item。", "sheet 会弹出两次"),
        ("ja", "ハマった点", "**症状**：シートが二回表示される。\n\n**原因**：二つの Bool で管理している。\n\n**解決方法**：enum を item にする。", "シートが二回表示される"),
    ])
    func oneLabelledProblemUnderACollectionHeadingIsOneEntry(language: String, heading: String, body: String, title: String) {
        let entries = ShapeFixture.entries("# T\n\n## \(heading)\n\n\(body)\n", path: "fixture/\(language).md")
        #expect(entries.count == 1, "\(entries.map(\.title))")
        #expect(entries.first?.title == title)
        #expect(entries.first?.cause.isEmpty == false)
        #expect(entries.first?.fix.isEmpty == false)
    }

    @Test func numberedProblemHeadingsNeedTheirNumber() {
        let entries = ShapeFixture.entries("""
        # T

        ## 问题 1：键盘挡住输入框

        症状：输入框被挡住。

        ## 问题：为什么要用 Coordinator？

        因为结构体会被反复创建。
        """, path: "fixture/zh-Hans.md")
        #expect(entries.map(\.title) == ["键盘挡住输入框"])
    }

    @Test func subsectionsOfACautionSectionAreItsEntries() {
        let entries = ShapeFixture.entries("""
        # 検索

        ## よくあるハマりポイント

        ### 1. 検索バーが表示されない

        ナビゲーションコントローラの子でないと検索バーは出ません。

        ### 2. キーボードが閉じる

        毎回 text を代入すると入力中に閉じてしまいます。
        """, path: "fixture/ja.md")
        #expect(entries.map(\.title) == ["検索バーが表示されない", "キーボードが閉じる"])
        #expect(entries.map(\.source.line) == [5, 9])
    }

    @Test func markerWordsInCodeCommentsMarkTheListing() {
        let entries = ShapeFixture.entries("""
        # 検索

        ## 結果の反映

        ```swift
        // NG: メインスレッド以外から書き換えている
        Task.detached { self.parent.query = text }
        ```
        """, path: "fixture/ja.md")
        #expect(entries.map(\.kind) == [.mistake])
        #expect(entries.first?.title == "結果の反映：メインスレッド以外から書き換えている")
    }

    @Test func aQuestionEndsTheConditionOfARule() {
        let entries = ShapeFixture.entries("""
        # T

        ## Decision guide

        - **Part of a screen?** → Add a `UIHostingController` as a child.
        - Need a sheet? Use `.sheet` with an enum.
        - Why does this matter? It keeps state in one place.
        """)
        #expect(entries.map(\.title) == ["Part of a screen?", "Need a sheet?"])
        #expect(entries.map(\.fix) == ["Add a `UIHostingController` as a child", "`.sheet` with an enum"])
    }

    @Test func aListItemOpeningWithACautionCueIsACaution() {
        let entries = ShapeFixture.entries("""
        # T

        ## 实现步骤

        - 在 makeUIView 中创建视图。
        - 千万不要在 updateUIView 里调用 reloadData。
        - 最后在 dismantleUIView 里清理。
        """, path: "fixture/zh-Hans.md")
        #expect(entries.map(\.kind) == [.caution])
        #expect(entries.first?.source.line == 6)
    }

    @Test func anImportantNoteNeedsAHazardAWarningNoteDoesNot() {
        let important = ShapeFixture.entries("""
        # T

        ## S

        > **Important:** The coordinator is created once per representable.
        """)
        #expect(important.isEmpty)
        let warning = ShapeFixture.entries("""
        # T

        ## S

        > **Warning:** Creating a new hosting controller on every update throws away the hosted view's state.
        """)
        #expect(warning.map(\.kind) == [.caution])
    }
}

extension PatternAndRuleShapeTests {
    /// A Japanese condition closed by the verb's own ending (`…になったら`, `…であれば`) picks the option
    /// that closes the item; the ending stays in the title (not the topic particle after `場合`: `…場合は` reads as
    /// a sentence cut short, `…場合` as the situation), and a bare hedge (`可能であれば`) or an exception
    /// (`特に理由がない限りは`: unless …) gives way to the whole item as the title — neither names a situation.
    @Test(arguments: [
        ("画面遷移が三段を超えたら、コーディネーターを使う", "画面遷移が三段を超えたら", "コーディネーターを使う"),
        ("可能であれば値型を使う", "可能であれば値型を使う", "値型を使う"),
        ("特に理由がない限りは値型を使う", "特に理由がない限りは値型を使う", "値型を使う"),
        ("キーボードの通知が必要な場合は NotificationCenter を使う", "キーボードの通知が必要な場合", "NotificationCenter を使う"),
    ])
    func aConditionEndingInAVerbsInflectionIsARule(item: String, title: String, use: String) {
        let entries = ShapeFixture.entries("# T\n\n## 設計\n\n- \(item)\n", path: "fixture/ja.md")
        #expect(entries.map(\.kind) == [.decisionRule], "\(item)")
        #expect(entries.first?.title == title)
        #expect(entries.first?.fix == use)
    }

    /// `X の場合は Y になる`, `X のときは Y は無視される`: what follows the situation says what happens then, not
    /// what to choose — a description of behaviour, no rule.
    @Test(arguments: [
        "iPad の場合は一つ目の画面がサイドバーになる",
        "コンパクト幅のときは二つ目以降の画面は無視される",
    ])
    func aSituationFollowedByWhatHappensIsNoRule(item: String) {
        let entries = ShapeFixture.entries("# T\n\n## 仕様\n\n- \(item)\n", path: "fixture/ja.md")
        #expect(!entries.contains { $0.kind == .decisionRule }, "\(item)")
    }

    /// Code in a title (`try!`, `as?`) does not end its sentence: an ASCII `!` or `?` ends one only before a
    /// space, the end, or text that is not ASCII code.
    @Test func punctuationInsideCodeDoesNotCutATitle() {
        #expect(CautionRecognizer.splitTitle("`try!` は本番コードで使わない。代わりに do-catch").title == "`try!` は本番コードで使わない")
        #expect(CautionRecognizer.splitTitle("Did it crash? Then check the log.").title == "Did it crash")
    }

    /// A paragraph its writer wrapped at a fixed width (every line but the last as wide as the others) breaks
    /// its lines inside words: a line break there ends no title. A line break in a paragraph of lines of their
    /// own lengths (a post that breaks after each sentence) still does.
    @Test func aLineBreakOfAParagraphWrappedAtAFixedWidthEndsNoTitle() {
        let wrapped = "在 updateUIView 里直接修改绑定的状态，会让视图再次刷新而陷入\n循环，界面卡死，最后被系统终止。解决办法是先比较新旧值，\n只在不同时才赋值。"
        #expect(CautionRecognizer.splitTitle(wrapped).title == "在 updateUIView 里直接修改绑定的状态，会让视图再次刷新而陷入循环，界面卡死，最后被系统终止")
        let english = "Mutating the binding inside updateUIView makes the view update again,\nwhich loops until the system stops the app. Compare the old value\nfirst."
        #expect(CautionRecognizer.splitTitle(english).title == "Mutating the binding inside updateUIView makes the view update again, which loops until the system stops the app")
        let ownLines = "一見問題ないコードに見えますが、実は問題があります\n他のクラスと組み合わせるとメモリリークします。"
        #expect(CautionRecognizer.splitTitle(ownLines).title == "一見問題ないコードに見えますが、実は問題があります")
    }
}

extension CautionShapeTests {
    /// A checklist names the checks to run, not problems met: its phases and boxes are no troubleshooting
    /// entries.
    @Test func aChecklistIsNoTroubleshootingList() {
        let entries = ShapeFixture.entries("""
        # Sizing

        ## Debugging Checklist

        ### Before Debugging
        - [ ] Read the whole console message
        - [ ] Note which views are involved

        ### After Fixing
        - [ ] Try the smallest and the largest device
        """)
        #expect(entries.isEmpty)
    }
}


extension PatternAndRuleShapeTests {
    /// `Keep X in the model, not in the view`: an item whose first sentence closes by setting a short
    /// alternative aside picks the option it keeps.
    @Test(arguments: [
        ("en", "Keep the date formatter in the model, not in the view body.", "Keep the date formatter in the model"),
        ("en", "**Attach the gesture to the row**, not to the whole list — the anchor follows the row.", "Attach the gesture to the row"),
        ("en", "Toolbar items go on the **inner** view, not on the navigation container.", "Toolbar items go on the inner view"),
    ])
    func anItemClosingOnARejectedAlternativeIsARule(language: String, item: String, use: String) {
        let entries = ShapeFixture.entries("# T\n\n## Conventions\n\n- \(item)\n", path: "fixture/\(language).md")
        #expect(entries.map(\.kind) == [.decisionRule], "\(item)")
        #expect(entries.first?.fix == use, "\(item)")
    }

    /// `X is a class, not a struct` says what something is; `…, not only X` adds; a contrast in a later
    /// sentence is no point of the item.
    @Test(arguments: [
        ("en", "The coordinator is a reference type, not a value type."),
        ("en", "It updates the title, not only the badge, whenever the count changes."),
        ("en", "The list reloads on every change. Decide by measuring, not by guessing."),
    ])
    func aContrastThatDescribesIsNoRule(language: String, item: String) {
        let entries = ShapeFixture.entries("# T\n\n## Conventions\n\n- \(item)\n", path: "fixture/\(language).md")
        #expect(!entries.contains { $0.kind == .decisionRule }, "\(item)")
    }
}

extension PatternAndRuleShapeTests {
    /// A list of situations and choices states one in most items; one arrow in a legend (`Select X → see Y` among
    /// `Red = conflict` lines) is an action and what it shows.
    @Test func oneArrowAmongOtherLinesIsNoRule() {
        let legend = ShapeFixture.entries("# T\n\n## Reading the graph\n\n- Green lines = satisfied\n- Red lines = in conflict\n- Select a line → see both ends it joins\n")
        #expect(!legend.contains { $0.kind == .decisionRule }, "\(legend.map(\.title))")
        let choices = ShapeFixture.entries("# T\n\n## Picking\n\n- One screen → a sheet\n- A whole flow → a full-screen cover\n- Notes\n")
        #expect(choices.filter { $0.kind == .decisionRule }.count == 2, "\(choices.map(\.title))")
    }
}

import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBReaders
@testable import BridgeKBExtraction

/// The entry shapes of guide-styles.md, each on a small guide written here.
enum ShapeFixture {
    /// The entries the shapes state in a guide given as text (what the entry model adds besides them is
    /// judged on real guides); the path's extension picks the reader, its stem the language.
    static func entries(_ text: String, path: String = "fixture/en.md", vocabulary: Vocabulary = .builtIn) -> [Entry] {
        guard let document = DocumentParser.parse(SourceFile(path: path, text: text), diagnostics: DiagnosticEngine()) else { return [] }
        return EntryExtractor.extract(from: document, vocabulary: vocabulary, model: nil).entries
    }

    /// The entries of `body` as the content of one section (its first line is line 5) of a Markdown guide.
    static func entries(inSection body: String, language: String) -> [Entry] {
        entries("# Guide\n\n## Section\n\n\(body)\n", path: "fixture/\(language).md")
    }
}

@Suite struct PitfallTableShapeTests {
    @Test func effectColumnIsTheSymptomOfAGotchaTable() {
        let entries = ShapeFixture.entries("""
        # Sheets

        ## Gotchas

        | Gotcha | Effect | Fix |
        |---|---|---|
        | Dismissing from the controller | The binding stays true | Reset the binding |
        | Building the controller in body | It is rebuilt on every redraw | Build it in makeUIViewController |
        """)
        #expect(entries.map(\.kind) == [.gotcha, .gotcha])
        #expect(entries.map(\.source.line) == [7, 8])
        #expect(entries[0].title == "Dismissing from the controller")
        #expect(entries[0].symptom == "The binding stays true")
        #expect(entries[0].fix == "Reset the binding")
    }

    @Test func twoColumnSymptomCauseTableGivesGotchasWithoutFix() {
        let entries = ShapeFixture.entries("""
        # Debugging

        ## When it breaks

        | Symptom | Most Likely Cause |
        |---|---|
        | The sheet closes at once | Two sheet modifiers on one view |
        """)
        #expect(entries.count == 1)
        #expect(entries.first?.title == "The sheet closes at once")
        #expect(entries.first?.cause == "Two sheet modifiers on one view")
        #expect(entries.first?.fix == "")
    }

    @Test(arguments: [
        ("Problem | Why | Instead", "en"), ("Issue | Cause | Solution", "en"), ("问题 | 可能原因 | 对策", "zh-Hans"),
        ("现象 | 原因 | 解决办法", "zh-Hans"), ("症状 | 考えられる原因 | 対処", "ja"), ("落とし穴 | 影響 | 回避策", "ja"),
        ("問題 | 原因 | 解法", "zh-Hant"), ("Symptom | Likely Cause | Pattern", "en"),
    ])
    func headerWordsOfAnyLanguageNameTheColumnRoles(header: String, language: String) {
        let entries = ShapeFixture.entries("""
        # T

        ## S

        | \(header) |
        |---|---|---|
        | A thing goes wrong | because of this | do that |
        """, path: "fixture/\(language).md")
        #expect(entries.map(\.kind) == [.gotcha], "\(header)")
        #expect(entries.first?.title == "A thing goes wrong")
        #expect(entries.first?.fix == "do that" || entries.first?.cause == "because of this", "\(header)")
    }

    @Test func tablesThatNameNoProblemYieldNothing() {
        let entries = ShapeFixture.entries("""
        # T

        ## S

        | API | Available since | Notes |
        |---|---|---|
        | UIHostingConfiguration | iOS 16 | cells |

        | 方法 | 调用时机 | 说明 |
        |---|---|---|
        | makeUIView | 第一次出现 | 创建视图 |

        | UIKit | SwiftUI |
        |---|---|
        | present | sheet |
        """, path: "fixture/zh-Hans.md")
        #expect(entries.isEmpty)
    }
}

@Suite struct ExampleShapeTests {
    @Test func wrongAndRightChildHeadingsMakeOneMistakeWithItsProblemAndFix() {
        let entries = ShapeFixture.entries("""
        # Gestures

        ## Pitfall 1: Adding the recognizer in updateUIView

        ### ❌ WRONG

        ```swift
        func updateUIView(_ view: V, context: Context) { view.addGestureRecognizer(UIPinchGestureRecognizer()) }
        ```

        **Problem**: a new recognizer is added on every update.

        ### ✅ RIGHT

        ```swift
        func makeUIView(context: Context) -> V { let v = V(); v.addGestureRecognizer(UIPinchGestureRecognizer()); return v }
        ```

        **Fix**: add recognizers once in makeUIView.
        """)
        #expect(entries.count == 1)
        let mistake = entries[0]
        #expect(mistake.kind == .mistake)
        #expect(mistake.title == "Adding the recognizer in updateUIView")
        #expect(mistake.source.line == 3)
        #expect(mistake.symptom == "a new recognizer is added on every update.")
        #expect(mistake.fix == "add recognizers once in makeUIView.")
        #expect(mistake.examples == ["s1-s1-code-1"] || mistake.examples.count == 1)
        #expect(mistake.apis.contains("updateUIView"))
    }

    @Test func badAndGoodLabelParagraphsMakeTheSectionAMistake() {
        let entries = ShapeFixture.entries("""
        # ピッカー

        ## 結果の受け取り方

        **悪い例**

        ```swift
        self.parent.images.append(image as! UIImage)
        ```

        **良い例**

        ```swift
        DispatchQueue.main.async { self.parent.images.append(image) }
        ```

        悪い例ではメインスレッド以外から書き換えています。
        """, path: "fixture/ja.md")
        #expect(entries.map(\.kind) == [.mistake])
        #expect(entries.first?.title == "結果の受け取り方")
        #expect(entries.first?.source.line == 3)
        #expect(entries.first?.examples.count == 1)
    }

    @Test func aSectionOpeningWithItsSymptomIsOnePitfallWhoseBadExampleIsPartOfIt() {
        let entries = ShapeFixture.entries("""
        # Sheets

        ## Conflicting detents

        **Symptom**: the sheet opens at full height although a medium detent is set.

        **❌ WRONG**:

        ```swift
        sheet.detents = [.medium()]; sheet.prefersGrabberVisible = false; present(sheet, animated: true)
        ```

        **✅ CORRECT**:

        ```swift
        // Keep a large detent beside the medium one
        if let sheet = controller.sheetPresentationController { sheet.detents = [.medium(), .large()] }
        // the sheet now opens at medium height
        ```
        """)
        #expect(entries.map(\.kind) == [.mistake])
        #expect(entries.first?.title == "Conflicting detents")
        #expect(entries.first?.source.line == 3)
        #expect(entries.first?.symptom.contains("full height") == true)
        // After the ✅ label, what the good listing's first comment says it does is the fix in words.
        #expect(entries.first?.fix == "Keep a large detent beside the medium one")
    }

    @Test func whatABadListingsCommentSaysGoesWrongIsTheMistakesSymptom() {
        let entries = ShapeFixture.entries("""
        # Observers

        ## Notification leaks

        #### ❌ Leak: the observer is never removed

        ```swift
        NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .changed, object: nil)
        // nothing removes it, so every visit adds one more listener
        ```

        #### ✅ Fix: a publisher stored with the controller

        ```swift
        center.publisher(for: .changed).sink { [weak self] _ in self?.reload() }.store(in: &bag)
        ```

        ## Capture

        #### ❌ Closure stored in an array

        ```swift
        callbacks.append { self.refresh() }  // the array keeps the controller alive forever
        ```
        """)
        let mistakes = entries.filter { $0.kind == .mistake }
        #expect(mistakes.map(\.source.line) == [3, 18])
        #expect(mistakes.first?.symptom == "nothing removes it, so every visit adds one more listener")
        #expect(mistakes.last?.symptom == "the array keeps the controller alive forever")
    }

    @Test func theLineAGoodListingAddsToTheBadOneIsTheFixWhenNoWordsGiveIt() {
        let entries = ShapeFixture.entries("""
        # Layout

        ## Frames fighting constraints

        **Symptom**: the label jumps back to its old place after every rotation.

        **❌ WRONG**:

        ```swift
        let label = UILabel()
        view.addSubview(label)
        label.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        ```

        **✅ CORRECT**:

        ```swift
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false  // ← here
        view.addSubview(label)
        label.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        ```
        """)
        #expect(entries.map(\.kind) == [.mistake])
        #expect(entries.first?.fix == "`label.translatesAutoresizingMaskIntoConstraints = false`")
    }

    @Test func badCommentListingsAreMistakesAnsweredByTheGoodListingAfterThem() {
        let entries = ShapeFixture.entries("""
        # KVO

        ## 观察

        ```swift
        // ❌ 局部变量，观察立即失效
        let observation = player.observe(\\.rate) { _, _ in }
        ```

        ```swift
        // ✅ 存进 Coordinator
        context.coordinator.observation = player.observe(\\.rate) { _, _ in }
        ```

        ```swift
        // ❌ 闭包强引用 self
        observation = player.observe(\\.rate) { _, _ in self.update() }
        ```
        """, path: "fixture/zh-Hans.md")
        let mistakes = entries.filter { $0.kind == .mistake }
        #expect(mistakes.map(\.source.line) == [5, 15])
        #expect(mistakes[0].title == "观察：局部变量，观察立即失效")
        #expect(mistakes[0].fix == "存进 Coordinator")
        #expect(mistakes[1].fix == "")
        // A ✅ listing with its own comment stays a pattern.
        #expect(entries.filter { $0.kind == .pattern }.map(\.source.line) == [10])
    }

    @Test func badItemsOfAListAreMistakesWithTheGoodItemAsFix() {
        let entries = ShapeFixture.entries("""
        # T

        ## Checklist

        - ❌ Creating recognizers inside updateUIView
        - ✅ Create them once in makeUIView
        - ❌ Passing self as the target
        - Keep the coordinator small
        """)
        #expect(entries.map(\.kind) == [.mistake, .mistake])
        #expect(entries.map(\.title) == ["Creating recognizers inside updateUIView", "Passing self as the target"])
        #expect(entries[0].fix == "Create them once in makeUIView")
        #expect(entries.map(\.source.line) == [5, 7])
    }

    @Test func plainTextExampleLabelsBelongToTheSectionBeforeThem() {
        let entries = ShapeFixture.entries("""
        Gesture Recognizers in Representables

        This guide shows how to use UIKit gesture recognizers from SwiftUI views, with the mistakes we made along the way.

        Pitfall 2: Using self as the target

        A representable is a struct that SwiftUI recreates freely, so it cannot be the target of an action.

        ❌ Bad

        let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap))

        ✅ Good

        let tap = UITapGestureRecognizer(target: context.coordinator, action: #selector(Coordinator.handleTap(_:)))

        Fix: make the coordinator the target.
        """, path: "fixture/en.txt")
        #expect(entries.filter { $0.kind == .mistake }.map(\.title) == ["Using self as the target"])
        #expect(entries.first?.fix.contains("coordinator") == true)
    }
}

@Suite struct NumberedPitfallShapeTests {
    @Test(arguments: [
        ("坑一：标题闪一下", "zh-Hans", "标题闪一下"), ("误区二：用 toolbar 改颜色", "zh-Hans", "用 toolbar 改颜色"),
        ("踩坑 3：套了两层导航", "zh-Hans", "套了两层导航"), ("注意点1：優先度を上げすぎる", "ja", "優先度を上げすぎる"),
        ("ハマりどころ②：高さが 0 になる", "ja", "高さが 0 になる"), ("Mistake 2 — Reading the value too early", "en", "Reading the value too early"),
        ("Gotcha: Computed properties hide dependencies", "en", "Computed properties hide dependencies"),
        ("錯誤：忘記移除觀察者", "zh-Hant", "忘記移除觀察者"), ("ハマり3：ナビゲーションバーが2段になる", "ja", "ナビゲーションバーが2段になる"),
    ])
    func numberedPitfallHeadingIsOneMistakeWithItsLabelledParagraphs(heading: String, language: String, title: String) {
        let entries = ShapeFixture.entries("""
        # Guide

        ## \(heading)

        问题：症状在这里。

        原因：原因在这里。

        解决：修复在这里。
        """, path: "fixture/\(language).md")
        #expect(entries.count == 1, "\(heading)")
        #expect(entries.first?.kind == .mistake)
        #expect(entries.first?.title == title)
        #expect(entries.first?.source.line == 3)
    }

    @Test func labelsInOneParagraphAndInBracketsFillSymptomCauseAndFix() {
        let entries = ShapeFixture.entries("""
        # ガイド

        ## 変換中に文字が確定する

        【症状】変換中の文字が確定される。
        【原因】updateUIView が text を書き戻している。
        【対策】markedTextRange が nil のときだけ更新する。

        ## 返回按钮文字不对

        问题：显示了完整标题。原因：属性设在了错误的页面上。解决：在上一个页面设置。
        """, path: "fixture/ja.md")
        #expect(entries.map(\.title) == ["変換中に文字が確定する", "返回按钮文字不对"])
        #expect(entries[0].symptom == "変換中の文字が確定される。")
        #expect(entries[0].cause == "updateUIView が text を書き戻している。")
        #expect(entries[0].fix == "markedTextRange が nil のときだけ更新する。")
        #expect(entries[1].cause == "属性设在了错误的页面上。")
    }

    /// A summary that lists a problem's parts as labelled items (`- 原因: …` / `- 解決策: …`) under a heading
    /// of its own states one pitfall, anchored on its first item, not a rule per item.
    @Test(arguments: [
        ("ja", "- 原因: 画面が自分を強参照しているため\n- 解決策: 通知を受け取る場合は弱参照する", "画面が自分を強参照しているため"),
        ("zh-Hans", "- 原因：block 强引用了 self\n- 解决：改用 weak", "block 强引用了 self"),
    ])
    func labelledItemsOfOneProblemAreOnePitfall(language: String, list: String, title: String) {
        let entries = ShapeFixture.entries("# Guide\n\n## 結論\n\n一言でまとめます。\n\n\(list)\n", path: "fixture/\(language).md")
        #expect(entries.count == 1, "\(list)")
        #expect(entries.first?.kind == .gotcha)
        #expect(entries.first?.title == title)
        #expect(entries.first?.source.line == 7)
        #expect(entries.first?.fix.isEmpty == false)
        #expect(entries.first?.cause.isEmpty == false)
    }

    /// A heading whose text labels a cause and a fix (`原因：…`, `解决方法：…`) and no symptom is the problem
    /// they answer: a compiler message as a heading, the way lists of build errors are written. So do sub-sections
    /// titled only by a cause and a fix (`### 原因`, `### 解决方法`).
    @Test(arguments: [
        ("zh-Hans", "## Command PhaseScriptExecution failed with a nonzero exit code\n\n原因：脚本是旧版本生成的。\n\n解决方法：删除 Pods 目录，重新执行 pod install。"),
        ("ja", "## No such module 'Alamofire'\n\n原因：.xcodeproj を開いている。\n\n対処法：.xcworkspace を開き直す。"),
        ("en", "## Undefined symbol: _OBJC_CLASS_$_Manager\n\n**Cause:** the file is not in the target.\n\n**Fix:** add it under Compile Sources."),
        ("zh-Hans", "## dyld: Library not loaded: @rpath/Kit.framework\n\n### 原因\n\n动态库没有嵌入 App。\n\n### 解决方法\n\n把 Embed 改成 Embed & Sign。"),
        ("ja", "## 実機にインストールできない\n\n### 原因\n\nプロファイルの期限切れ。\n\n### 対処法\n\nプロファイルを取り直す。"),
    ])
    func aCauseAndAFixLabelledUnderAHeadingMakeItTheProblem(language: String, section: String) {
        let entries = ShapeFixture.entries("# Guide\n\n\(section)\n", path: "fixture/\(language).md")
        #expect(entries.count == 1, "\(entries.map(\.title))")
        #expect(entries.first?.kind.isPitfall == true)
        #expect(entries.first?.source.line == 3)
        #expect(entries.first?.cause.isEmpty == false)
        #expect(entries.first?.fix.isEmpty == false)
    }

    /// A page whose title names what goes wrong (`Xcode 编译报错汇总`, `メモリリークの原因と対策`) lists problems when
    /// three or more sibling headings name what goes wrong too: each is one, found whatever its prose says (no
    /// confidence: not the model's guess). A heading that frames the page (`环境`) is none.
    @Test(arguments: [
        ("zh-Hans", "# Xcode 编译报错汇总\n\n## 升级 Xcode 后 Pod 编译报错\n\n把 Pods 的最低部署版本改到 iOS 12 就好了。\n\n## 真机运行闪退\n\nInfo.plist 里加上 NSCameraUsageDescription。\n\n## 模拟器编译失败\n\n把 arm64 从 Excluded Architectures 里去掉。\n\n## 环境\n\nXcode 15.2\n"),
        ("ja", "# メモリリークの原因と対策\n\n## クロージャで循環参照になる\n\n`[weak self]` を付けます。\n\n## Timer が解放されない\n\n`invalidate()` を呼びます。\n\n## delegate でリークする\n\n`weak` で持ちます。\n\n## 環境\n\nXcode 15.2\n"),
    ])
    func aHeadingNamingAProblemOnAPageAboutProblemsIsOne(language: String, text: String) {
        let entries = ShapeFixture.entries(text, path: "fixture/\(language).md")
        let found = entries.filter { $0.kind.isPitfall && $0.confidence == nil }.map(\.source.line)
        #expect(found == [3, 7, 11], "\(entries.map { ($0.source.line, $0.kind, $0.title, $0.confidence as Any) })")
    }

    /// A title that counts (`12 个`, `8 選`, `5 Common Mistakes`) makes a listicle; `一个` (a), a version or no number does not.
    @Test func aListicleTitleCountsItsItems() {
        #expect(EntryExtractor.countsItems("iOS 开发中 12 个常见的坑"))
        #expect(EntryExtractor.countsItems("Swift Concurrency のアンチパターン 8 選"))
        #expect(EntryExtractor.countsItems("SwiftUIでハマった5つのこと"))
        #expect(EntryExtractor.countsItems("5 Common Mistakes with Sheets"))
        #expect(!EntryExtractor.countsItems("SwiftUI 里包一个 UITextView：几个坑"))
        #expect(!EntryExtractor.countsItems("iOS 15 の注意点"))
        #expect(!EntryExtractor.countsItems("观察者与定时器：错误示例与正确写法"))
    }

    /// A listicle: a page whose title counts the pitfalls or mistakes it announces (`iOS 开发中 5 个常见的坑`, `…のアンチパターン
    /// 5 選`, `5 Common Mistakes`) over three or more numbered sibling headings: each numbered heading is one of them, whatever
    /// its words (not the unnumbered `总结`).
    @Test(arguments: [
        ("zh-Hans", "# iOS 开发中 4 个常见的坑\n\n## 1. 子线程里刷新界面\n\n记得切回主线程。\n\n## 2. Timer 的 target\n\n在 deinit 里 invalidate 不会被调用。\n\n## 3. 在 cell 里直接用 addSubview\n\n加到 contentView 上。\n\n## 总结\n\n多看文档。\n"),
        ("ja", "# Swift Concurrency のアンチパターン 3 選\n\n## 1. Task.detached の多用\n\n呼び出し元の actor を引き継がない。\n\n## 2. MainActor.run の入れ子\n\n無駄な切り替えになる。\n\n## 3. 何でも actor にする\n\n再入で状態が変わる。\n\n## まとめ\n\n以上です。\n"),
    ])
    func numberedHeadingsOfAListicleAreItsPitfalls(language: String, text: String) {
        let entries = ShapeFixture.entries(text, path: "fixture/\(language).md")
        let found = entries.filter { $0.kind.isPitfall && $0.confidence == nil }
        #expect(found.map(\.source.line) == [3, 7, 11], "\(entries.map { ($0.source.line, $0.kind, $0.title, $0.confidence as Any) })")
        #expect(!found.contains { $0.title.hasPrefix("1.") })
    }

    /// A post that answers one error with its possible causes, each under its own numbered cause heading (`## 原因一：…`,
    /// `## 原因2：…`, `### Cause 1: …`): each cause is a pitfall of its own, titled and caused by what the heading says.
    @Test(arguments: [
        ("zh-Hans", "# 报错 unexpectedly found nil 的解决\n\n## 原因一：IBOutlet 没有连线\n\n控件没有连到代码上。重新拖一下线即可。\n\n## 原因二：在 viewDidLoad 之前访问了控件\n\n这时 view 还没加载。把赋值挪到 viewDidLoad 里。\n"),
        ("ja", "# Unexpectedly found nil で落ちる\n\n## 原因1：IBOutlet が未接続\n\nStoryboard で接続し直します。\n\n## 原因2：viewDidLoad より前にアクセスしている\n\nviewDidLoad で設定します。\n"),
        ("en", "# Fixing a nil outlet crash\n\n## Cause 1: the outlet is not connected\n\nConnect it again in the storyboard.\n\n## Cause 2: the view is not loaded yet\n\nSet it in viewDidLoad.\n"),
    ])
    func numberedCauseHeadingsAreOnePitfallEach(language: String, text: String) {
        let entries = ShapeFixture.entries(text, path: "fixture/\(language).md")
        let found = entries.filter { $0.kind.isPitfall && $0.confidence == nil }
        #expect(found.map(\.source.line) == [3, 7], "\(entries.map { ($0.source.line, $0.kind, $0.title, $0.confidence as Any) })")
        #expect(found.allSatisfy { !$0.title.isEmpty && !$0.cause.isEmpty && !$0.title.contains("1") && !$0.title.contains("一：") },
                "\(found.map { ($0.title, $0.cause) })")
    }

    /// On a page whose title names no problem, or where fewer than three sibling headings name one, such a heading
    /// is left to the model.
    @Test(arguments: ["# Xcode 使用笔记\n\n## 真机运行闪退\n\nInfo.plist 里加上 NSCameraUsageDescription。\n\n## 模拟器编译失败\n\n去掉 arm64。\n\n## 推送收不到\n\n打开推送能力。\n",
                      "# Xcode 编译报错汇总\n\n## 真机运行闪退\n\nInfo.plist 里加上 NSCameraUsageDescription。\n\n## 模拟器编译失败\n\n去掉 arm64。\n"])
    func aHeadingNamingAProblemElsewhereIsLeftToTheModel(text: String) {
        let entries = ShapeFixture.entries(text, path: "fixture/zh-Hans.md")
        #expect(!entries.contains { $0.source.line == 3 && $0.confidence == nil }, "\(entries.map { ($0.source.line, $0.kind, $0.title) })")
    }

    /// Notes that are a list of recipes: three or more sibling headings that each hold only a Swift listing (`### 圆角`
    /// over its code). Each names the technique its code implements: a pattern, not left to the model. One such
    /// section among prose sections is not a list, nor are ❌ / ✅ example headings.
    @Test func siblingHeadingsOverListingsAloneAreRecipes() {
        let recipes = ShapeFixture.entries("""
        # SwiftUI 笔记

        ## 视图

        ### 给视图加圆角

        ```swift
        Text("Hi").clipShape(RoundedRectangle(cornerRadius: 8))
        ```

        ### 隐藏键盘

        ```swift
        UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
        ```

        ### 读取安全区域

        ```swift
        GeometryReader { proxy in Color.clear.onAppear { print(proxy.safeAreaInsets) } }
        ```
        """, path: "fixture/zh-Hans.md")
        let patterns = recipes.filter { $0.kind == .pattern && $0.confidence == nil }
        #expect(patterns.map(\.source.line) == [5, 11, 17], "\(recipes.map { ($0.source.line, $0.kind, $0.title) })")
        #expect(patterns.first?.title == "给视图加圆角")

        let examples = ShapeFixture.entries("""
        # Notes

        ## Layout

        ### ❌ Frame and constraints

        ```swift
        view.frame = .zero
        ```

        ### ✅ Constraints only

        ```swift
        view.translatesAutoresizingMaskIntoConstraints = false
        ```

        ### Pin to edges

        ```swift
        NSLayoutConstraint.activate([])
        ```
        """, path: "fixture/en.md")
        #expect(!examples.contains { $0.kind == .pattern && $0.confidence == nil && $0.source.line == 17 },
                "\(examples.map { ($0.source.line, $0.kind, $0.title) })")
    }

    /// Under a heading that frames the page (`概要`, `まとめ`), a cause and a fix labelled restate the page: no entry
    /// of the section.
    @Test func aCauseAndAFixUnderAnOverviewAreNoSectionPitfall() {
        let entries = ShapeFixture.entries("# Guide\n\n## 概要\n\n原因：A。\n\n解決策：B。\n", path: "fixture/ja.md")
        #expect(!entries.contains { $0.source.line == 3 })
    }

    @Test func aHeadingThatOnlyStartsWithAPitfallWordIsNotAPitfall() {
        let entries = ShapeFixture.entries("""
        # Guide

        ## 错误处理

        SwiftUI 视图里的错误需要传给 UIKit。

        ## Mistakes happen

        Everyone makes them.
        """, path: "fixture/zh-Hans.md")
        #expect(entries.isEmpty)
    }
}

/// A question under a `题目` / `質問` heading answered under `分析及答案` / `回答` (a Q&A or interview-question
/// post): one pitfall anchored on the question, named by it, whose answer is its fix and no entry of its own.
@Suite struct QuestionAnswerShapeTests {
    static let chinese = """
    # 面试题：包装控制器

    ## 题目

    **在 SwiftUI 里包装 UIViewController 时，为什么 updateUIViewController 会被调用很多次？**

    ## 分析及答案

    每次状态变化都会重新求值 body，于是 updateUIViewController 被反复调用。如果在里面创建新的控制器，就会导致内存泄漏和闪退。

    正确做法是只在 makeUIViewController 里创建控制器，在 update 里只同步属性。
    """

    static let japanese = """
    # よくある質問

    ## 質問

    UIHostingController を子として追加したのに、サイズが合わないのはなぜですか？

    ## 回答

    addChild の後に didMove(toParent:) を呼ばないと、レイアウトが更新されずに表示が崩れます。
    """

    @Test(arguments: [(chinese, "zh-Hans", "为什么 updateUIViewController 会被调用很多次？"), (japanese, "ja", "サイズが合わないのはなぜですか？")])
    func theQuestionIsOnePitfallAndItsAnswerTheFix(text: String, language: String, asks: String) throws {
        let entries = ShapeFixture.entries(text, path: "fixture/\(language).md")
        let entry = try #require(entries.first)
        #expect(entries.count == 1)
        #expect(entry.kind.isPitfall && entry.source.line == 3)
        #expect(entry.title.hasSuffix(asks), "\(entry.title)")
        #expect(!entry.fix.isEmpty && entry.symptom.contains(asks))
        #expect(entry.source.endLine > 7, "the answer is part of the entry")
    }

    /// `什么时候…？`, `どんな場合に…？`: a question of when asks for a choice; one of why asks for a cause.
    @Test(arguments: [("## 题目\n\n什么时候可以在闭包里直接用 self？\n\n## 答案", "zh-Hans", Entry.Kind.decisionRule),
                      ("## 質問\n\nどんな場合に weak self が要りませんか？\n\n## 回答", "ja", .decisionRule),
                      ("## 题目\n\n为什么闭包里要先写 strongSelf？\n\n## 答案", "zh-Hans", .mistake)])
    func aQuestionOfWhenIsADecisionRule(asked: String, language: String, kind: Entry.Kind) {
        let entries = ShapeFixture.entries("# Q&A\n\n\(asked)\n\nアニメーションのクロージャは self に保持されない。动画闭包不被 self 持有。\n",
                                           path: "fixture/\(language).md")
        #expect(entries.map(\.kind) == [kind], "\(entries.map { ($0.kind, $0.title) })")
    }

    @Test func theAnswerYieldsNoEntryOfItsOwnWhateverTheModelSays() {
        let document = DocumentParser.parse(SourceFile(path: "fixture/zh-Hans.md", text: Self.chinese), diagnostics: DiagnosticEngine())!
        let entries = EntryExtractor.extract(from: document).entries
        #expect(entries.map(\.source.line) == [3], "\(entries.map { ($0.source.line, $0.title) })")
    }
}

/// Headings that are no entry whatever the model says: a part of one told above (`原因`, `解決策`) and a
/// question of what something is (`…とは？`, `什么是…`, `What is …`).
@Suite struct ExplanationHeadingTests {
    static func extractor(_ language: String) -> EntryExtractor {
        let document = DocumentParser.parse(SourceFile(path: "fixture/\(language).md", text: "# Guide\n"), diagnostics: DiagnosticEngine())!
        return EntryExtractor(document: document)
    }

    /// A label names a part, not the problem: a heading `現象` titles nothing a reader could find again.
    @Test(arguments: [("ja", "「escaping」属性とは？"), ("ja", "解決策"), ("ja", "現象"), ("zh-Hans", "什么是 Coordinator"), ("zh-Hans", "原因"),
                      ("en", "What is a detent?"), ("en", "Workaround"),
                      // The name of a part every article or reference page has titles no entry either.
                      ("zh-Hans", "概述"), ("zh-Hans", "3. 参考链接"), ("ja", "まとめ"), ("en", "Overview"), ("zh-Hans", "声明"),
                      // and the standard parts of an agent skill document
                      ("en", "When to Use This Skill"), ("en", "Example Prompts")])
    func explainsOrIsAPart(language: String, title: String) {
        let explains = Self.extractor(language).isExplanation(title)
        #expect(explains, "\(title)")
    }

    @Test(arguments: [("ja", "escaping なクロージャで self を省略できない"), ("zh-Hans", "Coordinator 持有父对象"),
                      ("en", "Sheet dismisses itself"), ("zh-Hans", "环境变量导致崩溃"), ("ja", "まとめて更新すると反映されない")])
    func namesAnEntry(language: String, title: String) {
        let explains = Self.extractor(language).isExplanation(title)
        #expect(!explains, "\(title)")
    }

    /// A FAQ's question that asks for information (`対応OSを教えて下さい`, `是否可以导出日志？`, `Can I export the log?`)
    /// and names nothing going wrong is no pitfall: a pitfall there is stated in its answer.
    @Test(arguments: [("ja", "対応OSを教えて下さい"), ("ja", "ログをダウンロードすることはできますか？"), ("ja", "特定の画面だけ除外する機能はありますか？"),
                      ("zh-Hans", "是否可以导出日志？"), ("zh-Hans", "支持 iPad 吗？"), ("zh-Hant", "有沒有離線模式？"),
                      ("en", "Can I export the log?"), ("en", "Is there a way to pause tracking?")])
    func asksForInformation(language: String, title: String) {
        let asks = Self.extractor(language).asksForInformation(title)
        #expect(asks, "\(title)")
    }

    /// A question that names a failure states a symptom, whatever its form; one with no question form is a title.
    @Test(arguments: [("ja", "起動直後にクラッシュすることはありますか？"), ("zh-Hans", "列表不刷新怎么办？"), ("zh-Hans", "为什么 onChange 会报错"),
                      ("en", "Can I fix the crash on launch?"), ("ja", "同時に設定すると？"), ("ja", "対応OS")])
    func asksAboutAFailureOrNothing(language: String, title: String) {
        let asks = Self.extractor(language).asksForInformation(title)
        #expect(!asks, "\(title)")
    }

    /// A pattern names the goal it reaches or the technique it uses. A heading that asks what, which or what
    /// happens, tells only how to use one name, or names how something works explains it instead.
    @Test(arguments: [("zh-Hans", "List 可以显示哪些数据"), ("ja", "両方指定すると？"), ("en", "Which modifiers does a sheet accept?"),
                      ("zh-Hans", "如何使用 ScrollViewReader"), ("ja", "NavigationStack の使い方"), ("en", "Using GeometryReader"),
                      ("ja", "Task のキャンセルの仕様"), ("zh-Hans", "Combine 的工作原理"), ("en", "How it works")])
    func namesNoTechnique(language: String, title: String) {
        #expect(Self.extractor(language).namesNoTechnique(title), "\(title)")
    }

    @Test(arguments: [("zh-Hans", "如何让列表滚动到底部"), ("ja", "検索バーを常に表示する"), ("en", "How do I keep a sheet open?"),
                      ("en", "Using a coordinator to forward delegate calls"), ("zh-Hans", "用 Coordinator 转发代理回调"),
                      ("ja", "どうやって画面を閉じる？"), ("zh-Hans", "Combine 版本的刷新"), ("en", "font")])
    func namesATechnique(language: String, title: String) {
        #expect(!Self.extractor(language).namesNoTechnique(title), "\(title)")
    }

    /// Only how to use one name, or how something works, is no pitfall's title either, unless it names what goes
    /// wrong; a question stays one (a FAQ's question is its symptom).
    @Test func aHeadingTellingHowSomethingWorksNamesNoPitfall() {
        let ja = Self.extractor("ja"), zh = Self.extractor("zh-Hans")
        #expect(ja.tellsHowItWorks("Task のキャンセルの仕様"))
        #expect(zh.tellsHowItWorks("如何使用 ScrollViewReader"))
        #expect(!zh.tellsHowItWorks("导致崩溃的调用顺序"))
        #expect(!ja.tellsHowItWorks("両方指定すると？"))
    }

    /// A numbered step of a procedure (`Step 2: …`, `Phase 1 —`, `手順3`, `步骤二`) and the sections inside it are
    /// one task told in order: the procedure's steps, not entries of their own.
    @Test func aHeadingInANumberedProcedureIsAStep() {
        let extractor = Self.extractor("en")
        func heading(_ text: String, under path: [String]) -> Candidate {
            Candidate(shape: .heading, line: 1, endLine: 1, text: text, path: path, sectionID: "s")
        }
        #expect(extractor.isProcedureStep(heading("Step 2: Find the view", under: ["Guide", "Workflow"])))
        #expect(extractor.isProcedureStep(heading("Technique 1: Print the tree", under: ["Guide", "Phase 2: Narrow it down"])))
        #expect(extractor.isProcedureStep(heading("In code", under: ["Guide", "Step 4 — Name the views"])))
        #expect(!extractor.isProcedureStep(heading("Pattern 2: Conflicting widths", under: ["Guide", "Common conflicts"])))
        #expect(!extractor.isProcedureStep(heading("Steps to reproduce", under: ["Guide"])))
        // (A reader keeps a heading's number label apart from its title: `Step 3` over `Check the log`.)
        var numbered = heading("Check the log", under: ["Guide", "Workflow"])
        numbered.numbers = ["Step 3"]
        #expect(extractor.isProcedureStep(numbered))
        let ja = Self.extractor("ja")
        #expect(ja.isProcedureStep(heading("ログを出す", under: ["ガイド", "手順3：原因を絞る"])))
        let zh = Self.extractor("zh-Hans")
        #expect(zh.isProcedureStep(heading("步骤二：打开调试器", under: ["指南"])))
        #expect(zh.isProcedureStep(heading("第一步：打开调试器", under: ["指南"])))
        #expect(zh.isProcedureStep(heading("打印视图树", under: ["指南", "第 2 步 缩小范围"])))
        #expect(!zh.isProcedureStep(heading("第 2 部分：常见的坑", under: ["指南"])))
    }
}

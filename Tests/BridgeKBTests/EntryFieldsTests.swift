import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBReaders
@testable import BridgeKBExtraction

/// A pitfall's symptom / cause / fix where no label names them: sorted out of its own sentences, read
/// from the prose after it, or from a following section titled as its fix (guides written here).
@Suite struct EntryFieldsTests {
    static func pitfalls(_ text: String, path: String = "fixture/zh-Hans.md") -> [Entry] {
        let doc = DocumentParser.parse(SourceFile(path: path, text: text), diagnostics: DiagnosticEngine())!
        return EntryExtractor.extract(from: doc, vocabulary: .builtIn, model: nil).entries.filter(\.kind.isPitfall)
    }

    @Test func theFixOfACautionComesFromTheNextParagraph() throws {
        let zh = try #require(Self.pitfalls("""
        # 笔记

        ## 更新视图

        注意：在 `updateUIView` 里修改 `@State` 会导致界面反复刷新。

        把修改放进 `DispatchQueue.main.async` 里就可以了。
        """).first)
        #expect(zh.title.contains("反复刷新"))
        #expect(zh.fix.contains("DispatchQueue.main.async"))

        let ja = try #require(Self.pitfalls("""
        # メモ

        ## 描画

        注意：`onAppear` の中で状態を書き換えると、無限ループになります。

        `task` を使えばよい。
        """, path: "fixture/ja.md").first)
        #expect(ja.fix.contains("`task`"))
    }

    /// `…导致了循环引用，解决方法也很简单，…`: the clause a fix label opens is the fix, the clauses before it the symptom.
    @Test func aFixLabelOpeningALaterClauseStartsTheFix() throws {
        let zh = try #require(Self.pitfalls("""
        # 笔记

        ## 闭包

        注意：闭包里直接使用 `self` 会导致循环引用，解决方法也很简单，用 `[weak self]` 捕获即可。
        """).first)
        #expect(zh.title.hasSuffix("会导致循环引用"), "\(zh.title)")
        #expect(zh.fix.hasPrefix("解决方法") && zh.fix.contains("[weak self]"), "\(zh.fix)")
        // Found by the entry model, the sentence is the symptom up to the fix label.
        var draft = EntryDraft(kind: .caution, title: "闭包", symptom: "闭包里直接使用 self 会导致循环引用，解决方法是用 [weak self] 捕获。",
                               lines: 5...5, id: .counted("caution"))
        let section = Section(id: "s", number: nil, title: "闭包", level: 2, range: SourceRange(lines: 3, 5), blocks: [])
        EntryFields(cues: CueReader(vocabulary: .builtIn, language: .simplifiedChinese)).complete(&draft, in: section)
        #expect(draft.symptom == "闭包里直接使用 self 会导致循环引用" && draft.fix == "解决方法是用 [weak self] 捕获。", "\(draft.symptom) | \(draft.fix)")
    }

    /// A sentence that says what it does to get rid of the problem (`エラーを解消するため…`, `为了避免这个问题…`,
    /// `To get around this, …`) gives the fix, though it names the problem again.
    @Test(arguments: [
        (Language.japanese, "クロージャでプロパティを呼ぶとビルドエラーになります。エラーを解消するため `self.` を付けます。", "エラーを解消するため"),
        (Language.japanese, "セルを使い回すと古い画像が一瞬表示されます。これを防ぐには、再利用の前に画像を消します。", "これを防ぐには"),
        (Language.simplifiedChinese, "在 body 里创建对象会导致状态丢失。为了避免这个问题，把对象放到 StateObject 里。", "为了避免这个问题"),
        (Language.english, "The sheet closes on every redraw. To get around this, keep the flag in the parent.", "To get around this"),
    ])
    func aPurposeClauseOfGettingRidOfTheProblemGivesTheFix(language: Language, symptom: String, fixStart: String) {
        var draft = EntryDraft(kind: .gotcha, title: "見出し", symptom: symptom, lines: 5...5, id: .section)
        let section = Section(id: "s", number: nil, title: "見出し", level: 2, range: SourceRange(lines: 3, 5), blocks: [])
        EntryFields(cues: CueReader(vocabulary: .builtIn, language: language)).complete(&draft, in: section)
        #expect(draft.fix.hasPrefix(fixStart), "\(draft.symptom) | \(draft.fix)")
        #expect(!draft.symptom.contains(fixStart), "\(draft.symptom)")
    }

    /// A guide wrapped at a fixed width breaks its lines inside words; a page shows each line of a field as a
    /// paragraph of its own. The width is read from the whole document; a field's lines that reach it are
    /// joined to the next, its bullets keep their breaks. A post that breaks after each sentence has no width.
    @Test func aFieldOfAGuideWrappedAtAFixedWidthIsUnwrapped() throws {
        let text = """
        # 笔记

        ## 定时器

        注意：定时器会 retain 它的 target，所以在 dealloc 里才停止定时器的话，这
        个 view controller 永远不会被释放，也就永远等不到 dealloc 被调用，内存会
        一直泄漏。

        要修正这个问题，应该在 viewDidDisappear 的时候就停止定时器，不要等到
        dealloc，因为 view controller 被定时器 retain 着，永远等不到 dealloc
        被调用的那一刻。同样的问题也会出现在通知中心的 block 里，block 捕获了
        self 的话，也要在离开画面的时候移除观察者，否则同样的泄漏还会在下次进入
        画面时出现。
        """
        let entry = try #require(Self.pitfalls(text).first)
        #expect(entry.fix.hasPrefix("要修正这个问题，应该在 viewDidDisappear 的时候就停止定时器，不要等到 dealloc，因为 view controller 被定时器 retain 着，永远等不到 dealloc 被调用的那一刻。"), "\(entry.fix)")
        #expect(!entry.fix.contains("\n"), "\(entry.fix)")
        let document = try #require(DocumentParser.parse(SourceFile(path: "fixture/zh-Hans.md", text: text), diagnostics: DiagnosticEngine()))
        let wrapped = WrappedProse(document)
        #expect(wrapped.width != nil)
        #expect(wrapped.unwrapped("• 所有 target 是 self 的定时器，在 dealloc 里才停止的话都会\n泄漏\n• 通知中心的 block")
                == "• 所有 target 是 self 的定时器，在 dealloc 里才停止的话都会泄漏\n• 通知中心的 block")
        let ownLines = try #require(DocumentParser.parse(SourceFile(path: "fixture/ja.md", text: """
        # メモ

        一見問題ないコードに見えますが、実は問題があります。
        他のクラスと組み合わせるとメモリリークします。
        クロージャが self を強く捕まえているからです。
        弱参照で捕まえれば解放されます。
        ただし、self が nil のときの処理を書く必要があります。
        guard let で抜けるのが簡単です。
        """), diagnostics: DiagnosticEngine()))
        #expect(WrappedProse(ownLines).width == nil)
    }

    /// `そこで、…` turns a Japanese explanation to what the writer did about it: the fix.
    @Test func soThenInJapaneseStartsTheFix() throws {
        let entry = try #require(Self.pitfalls("""
        # メモ

        ## 完了ハンドラ

        注意：完了ハンドラはバックグラウンドで呼ばれるので、そこでラベルを書き換えると画面が更新されない。そこで、`DispatchQueue.main.async` で書き換えます。
        """, path: "fixture/ja.md").first)
        #expect(entry.fix.hasPrefix("そこで、") && entry.fix.contains("DispatchQueue.main.async"), "\(entry.fix)")
    }

    /// `…を使いましょう` (let's use …) after a caution is its fix, not more of its symptom.
    @Test func letsUseInJapaneseIsTheFix() throws {
        let entry = try #require(Self.pitfalls("""
        # メモ

        ## クロージャ

        クロージャで self を強く捕まえると循環参照になるので注意が必要です。`[weak self]` を使いましょう。
        """, path: "fixture/ja.md").first)
        #expect(entry.fix.contains("[weak self]"), "\(entry.fix)")
        #expect(!entry.symptom.contains("[weak self]"), "\(entry.symptom)")
    }

    @Test func aQuestionAfterACautionIsNoFix() throws {
        let entry = try #require(Self.pitfalls("""
        # 笔记

        ## 生命周期

        注意：不要在 `makeUIView` 里读取环境值，否则会拿不到最新的值。

        那么应该怎么办才好呢？
        """).first)
        #expect(entry.fix.isEmpty)
    }

    @Test func aListEndsTheProseAnEntryReadsForItsFix() throws {
        let entry = try #require(Self.pitfalls("""
        # 笔记

        ## 列表

        注意：`List` 的行没有稳定 id 时会导致动画错乱。

        - 第一种情况
        - 第二种情况

        给每一行一个稳定的 id 即可。
        """).first)
        #expect(entry.fix.isEmpty)
    }

    @Test func aSectionTitledAsTheFixGivesTheFixOfTheProblemBeforeIt() throws {
        let entry = try #require(Self.pitfalls("""
        # 笔记

        ## 坑一：键盘弹出后布局错乱

        键盘弹出后输入框被挡住。

        ## 解决方案

        监听键盘通知并调整底部间距即可。
        """).first)
        #expect(entry.symptom.contains("挡住"))
        #expect(entry.fix.contains("监听键盘通知"))
    }

    @Test func laterSentencesOfAnUnlabelledProblemAreSortedByWhatTheySay() throws {
        let cues = CueReader(vocabulary: .builtIn, language: Language("zh-Hans"))
        let section = Section(id: "s1", number: nil, title: "T", level: 2, range: SourceRange(lines: 1, 9), blocks: [])
        var draft = EntryDraft(kind: .gotcha, title: "列表不刷新", lines: 1...9, id: .section)
        draft.symptom = "修改数据后列表没有刷新。这是因为数组是值类型的副本。改用 `@Published` 的属性就好了。"
        EntryFields(cues: cues).complete(&draft, in: section)
        #expect(draft.symptom == "修改数据后列表没有刷新。")
        #expect(draft.cause == "这是因为数组是值类型的副本。")
        #expect(draft.fix == "改用 `@Published` 的属性就好了。")
    }

    /// A sentence that tells the reader what to do — a Japanese one ending `…しないこと` / `…しないといけない`,
    /// a Chinese or English one opening `不要…` / `Don't…` — gives the fix, even with a cause word in it.
    @Test func aDirectiveSentenceAfterTheProblemIsItsFix() throws {
        func complete(_ symptom: String, _ language: String) -> EntryDraft {
            let cues = CueReader(vocabulary: .builtIn, language: Language(language))
            let section = Section(id: "s1", number: nil, title: "T", level: 2, range: SourceRange(lines: 1, 3), blocks: [])
            var draft = EntryDraft(kind: .caution, title: "T", lines: 1...3, id: .counted("caution"))
            draft.unsorted = symptom
            EntryFields(cues: cues).complete(&draft, in: section)
            return draft
        }
        let ja = complete("シートを二重に重ねると閉じられなくなる。\n閉じるボタンは親の画面に置かないといけない", "ja")
        #expect(ja.fix == "閉じるボタンは親の画面に置かないといけない", "\(ja.fix) | \(ja.cause)")
        let jaCause = complete("入れ子にすると表示が崩れるので、入れ子にはしないこと", "ja")
        #expect(jaCause.fix.hasSuffix("しないこと") && jaCause.cause.isEmpty, "\(jaCause.fix) | \(jaCause.cause)")
        let zh = complete("列表滚动时会闪烁。\n不要在 `body` 里创建模型对象，因为每次刷新都会重建。", "zh-Hans")
        #expect(zh.fix.hasPrefix("不要在"), "\(zh.fix) | \(zh.cause)")
        let en = complete("The sheet flickers on rotation.\nDon't create the model in `body`, because it is rebuilt on every update.", "en")
        #expect(en.fix.hasPrefix("Don't"), "\(en.fix) | \(en.cause)")
        // A sentence that only explains stays a cause.
        // One that sends the reader elsewhere gives no fix.
        let pointer = complete("画像の拡大縮小は重い処理になる。\n詳しくはパフォーマンスのガイドを参照してください。", "ja")
        #expect(pointer.fix.isEmpty, "\(pointer.fix)")
        // A Chinese clause telling the reader what to do turns the sentence to its fix.
        var clause = EntryDraft(kind: .caution, title: "T", lines: 1...1, id: .counted("caution"))
        clause.symptom = "用到带 block 的通知时，如果 block 里用了 `self`，需要用弱引用指向它，否则控制器不会释放。"
        let cues = CueReader(vocabulary: .builtIn, language: .simplifiedChinese)
        EntryFields(cues: cues).complete(&clause, in: Section(id: "s1", number: nil, title: "T", level: 2,
                                                              range: SourceRange(lines: 1, 1), blocks: []))
        #expect(clause.symptom.hasSuffix("用了 `self`") && clause.fix.hasPrefix("需要用弱引用"), "\(clause.symptom) | \(clause.fix)")
        let cause = complete("列表滚动时会闪烁。\n这是因为每次刷新都会重建模型。", "zh-Hans")
        #expect(cause.fix.isEmpty && cause.cause.hasPrefix("这是因为"), "\(cause.symptom) | \(cause.cause) | \(cause.fix)")
    }

    /// `#### ✅ Fix: [weak self] in the closure` over a listing and no prose: the heading says the fix.
    @Test func aGoodExampleHeadingWithOnlyCodeNamesTheFix() throws {
        let entry = try #require(Self.pitfalls("""
        # Notes

        ## Pattern 2: Closures that keep their owner

        #### ❌ Leak — the closure keeps the view model

        ```swift
        model.onChange = { self.reload() }
        ```

        #### ✅ Fix: [weak self] in the closure

        ```swift
        model.onChange = { [weak self] in self?.reload() }
        ```
        """, path: "fixture/en.md").first)
        #expect(entry.fix == "[weak self] in the closure", "\(entry.fix)")
    }

    @Test func theMessageATroubleshootingSectionOpensWithIsItsSymptom() throws {
        let entry = try #require(Self.pitfalls("""
        # 笔记

        ## 坑一：上传时报错

        ```
        xcodebuild -scheme App archive
        error: Invalid Executable. The binary contains bitcode.
        ```

        **解决**

        在 Podfile 里去掉 bitcode 即可。
        """).first)
        #expect(entry.symptom == "error: Invalid Executable. The binary contains bitcode.")
        #expect(entry.fix.contains("Podfile"))
    }

    /// A title that says what goes wrong is the symptom when no text under it states one; a title that
    /// tells what to do is the fix when none is given (items already read so; sections now too).
    @Test func aTitleStatesTheFieldNoTextUnderItStates() throws {
        let crash = try #require(Self.pitfalls("""
        # 笔记

        ## 坑一：列表滚动时崩溃

        **原因**：cell 复用时访问了已经释放的对象。

        **解决**：在 `prepareForReuse` 里取消请求。
        """).first)
        #expect(crash.title == "列表滚动时崩溃")
        #expect(crash.symptom == "列表滚动时崩溃")
        #expect(crash.fix.contains("prepareForReuse"))

        let avoid = try #require(Self.pitfalls("""
        # メモ

        ## 注意点

        ### 【注意】body の中でオブジェクトを生成しないこと

        再描画のたびに作り直され、状態が消えてしまいます。
        """, path: "fixture/ja.md").first)
        #expect(avoid.symptom.contains("状態が消えて"))
        #expect(avoid.fix == avoid.title)
        // `…を避ける` (avoid …) tells what to do, as `避免…` and `Avoid …` do.
        let heavy = try #require(Self.pitfalls("""
        # メモ

        ## 注意点

        ### 【注意】一つの巨大な XIB を避ける

        すべての画面を一つに詰め込むと、読み込みのたびに起動が遅くなります。
        """, path: "fixture/ja.md").first)
        #expect(heavy.fix == heavy.title, "\(heavy.fix)")
        // `Mistake — what to do`: the part after the dash that tells what to do is the fix.
        let item = try #require(Self.pitfalls("""
        # Timers

        ## Common mistakes

        - Logging in deinit only — Invalidate the timer in viewWillDisappear as well
        - Capturing self strongly — The controller is never released
        """, path: "fixture/en.md").first)
        #expect(item.fix == "Invalidate the timer in viewWillDisappear as well")
        // Shown under its title (pages, `show`, `pitfalls`), a field that repeats the title is left out.
        #expect(crash.shownFields.map(\.key) == ["cause", "fix"])
        #expect(avoid.shownFields.map(\.key) == ["symptom"])
    }

    /// A caution's sentence that goes on to its cause (`…，这是由于…`, `…, because …`) or its fix (`…，解决方法是…`)
    /// after a comma: the title keeps the problem, the clauses fill the fields.
    @Test func aTitleThatGoesOnToItsCauseOrFixKeepsTheProblem() throws {
        let why = try #require(Self.pitfalls("""
        # 笔记

        ## 布局

        需要注意的是，包装后的输入框布局会错乱，这是由于 `UITextField` 默认会占满可用空间。
        """).first)
        #expect(why.title == "包装后的输入框布局会错乱", "\(why.title)")
        #expect(why.cause == "这是由于 `UITextField` 默认会占满可用空间")
        let fix = try #require(Self.pitfalls("""
        # 笔记

        ## 闭包

        注意，在 block 里直接用 self 会导致循环引用，解决方法是先声明一个弱引用。
        """).first)
        #expect(fix.title == "在 block 里直接用 self 会导致循环引用", "\(fix.title)")
        #expect(fix.fix.hasPrefix("解决方法是先声明一个弱引用"), "\(fix.fix)")
        // A title whose part before the cause names nothing going wrong keeps the whole sentence.
        let whole = try #require(Self.pitfalls("""
        # 笔记

        ## 刷新

        注意，这一步很关键，因为 `updateUIView` 会被反复调用导致闪烁。
        """).first)
        #expect(whole.title.contains("因为"), "\(whole.title)")
    }

    /// `Mistake — what then happens. What to do.`: a mistake list's item names the mistake before the
    /// dash, says what goes wrong after it, and tells what to do in a later sentence. The title keeps
    /// the mistake; the part after the dash is the symptom (or the fix, when it tells what to do).
    @Test func aMistakeItemSaysWhatHappensAfterTheDash() throws {
        let items = Self.pitfalls("""
        # Timers

        ## Common mistakes

        - **Retaining the target** — The timer keeps firing after the screen closes. Always call `invalidate()` in `viewWillDisappear`
        - **Logging in deinit only** — Invalidate the timer in viewWillDisappear as well
        - **A local subscription** — It is released at the end of the scope, so no value ever arrives. Store it in a property
        """, path: "fixture/en.md")
        try #require(items.count == 3)
        #expect(items[0].title == "Retaining the target")
        #expect(items[0].symptom == "The timer keeps firing after the screen closes", "\(items[0].symptom)")
        #expect(items[0].fix.hasPrefix("Always call"), "\(items[0].fix)")
        #expect(items[1].title == "Logging in deinit only")
        #expect(items[1].fix == "Invalidate the timer in viewWillDisappear as well")
        #expect(items[2].symptom.hasPrefix("It is released"), "\(items[2].symptom)")
        #expect(items[2].fix == "Store it in a property", "\(items[2].fix)")
        // A name after the dash (`— presentationSizing (iOS 18)`) is no symptom.
        let named = Self.pitfalls("""
        # Sheets

        ## Common mistakes

        - Sizing sheets in large windows — `presentationSizing`
        """, path: "fixture/en.md")
        #expect(named.allSatisfy { $0.symptom.isEmpty }, "\(named.map(\.symptom))")
        // `Problem — why`: what goes wrong before the dash, its cause after it.
        let why = Self.pitfalls("""
        # Navigation

        ## Common mistakes

        - The push silently fails — the hosting controller has no navigation controller
        """, path: "fixture/en.md")
        #expect(why.first?.symptom == "The push silently fails", "\(why.map(\.symptom))")
        #expect(why.first?.cause == "the hosting controller has no navigation controller", "\(why.map(\.cause))")
        // One word before the dash is a category: the title stays whole.
        let category = Self.pitfalls("""
        # Leaks

        ## Common mistakes

        - Leak — The closure in the array keeps the controller alive
        """, path: "fixture/en.md")
        #expect(category.first?.title == "Leak — The closure in the array keeps the controller alive", "\(category.map(\.title))")
    }

    /// `**症状**：` over a pasted log: the log's failure line is the symptom the label names.
    @Test func aLogUnderASymptomLabelGivesTheSymptom() throws {
        let entry = try #require(Self.pitfalls("""
        # 笔记

        ## 坑二：归档失败

        **症状**：

        ```
        ** ARCHIVE FAILED **
        error: Signing for "App" requires a development team.
        ```

        **解决**：在 Signing & Capabilities 里选择团队。
        """).first)
        #expect(entry.symptom == "** ARCHIVE FAILED **")
        #expect(entry.fix.contains("Signing & Capabilities"))
    }

    @Test func aMarkerWordOpeningProseLabelsItAsTheFix() throws {
        let entry = try #require(Self.pitfalls("""
        # Notes

        ## Common Mistakes

        ### ❌ Frames and constraints on one view

        **Wrong**:

        ```swift
        label.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        label.widthAnchor.constraint(equalToConstant: 10).isActive = true
        ```

        **Correct**: Pick one layout system per view and let it own the position.
        """, path: "fixture/en.md").first)
        #expect(entry.fix.hasPrefix("Pick one layout system"))
        #expect(!entry.symptom.contains("Pick one"))
    }

    @Test func aFixThatAnnouncesAListTakesTheList() throws {
        let entry = try #require(Self.pitfalls("""
        # 笔记

        ## 性能

        注意：父视图每次刷新都会调用 `updateUIView`，视图很重时会导致卡顿。

        我的做法是：

        - 在 `updateUIView` 里先比较新旧值
        - 只更新变化的部分
        """).first)
        #expect(entry.fix == "我的做法是：\n• 在 `updateUIView` 里先比较新旧值\n• 只更新变化的部分")
    }
}

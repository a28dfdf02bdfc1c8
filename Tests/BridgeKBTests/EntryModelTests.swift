import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBReaders
@testable import BridgeKBExtraction

/// Candidates from structure, their signals and the entry model's decisions, on small guides written here.
@Suite struct EntryModelTests {
    /// A model that keeps every candidate of the given shapes (`heading`, `paragraph`) as an entry of one group, and nothing else.
    static func model(keeping group: String, on shapes: String...) throws -> EntryModel {
        let signals = shapes.map { #""shape.\#($0)""# } + [#""bias""#]
        let groups = ["pitfall", "pattern", "rule"].map { name in
            let weights = shapes.map { _ in name == group ? "9" : "0" } + [name == group ? "-4" : "-9"]
            return #""\#(name)": {"threshold": \#(name == group ? "0.5" : "0.9"), "weights": [\#(weights.joined(separator: ", "))]}"#
        }
        let json = #"{"signals": [\#(signals.joined(separator: ", "))], "groups": {\#(groups.joined(separator: ", "))}}"#
        return try EntryModel(json: Data(json.utf8))
    }

    static func document(_ text: String, path: String = "fixture/zh-Hans.md") -> Document {
        DocumentParser.parse(SourceFile(path: path, text: text), diagnostics: DiagnosticEngine())!
    }

    @Test func everyStructureOffersCandidatesOnTheirOwnLines() {
        let doc = Self.document("""
        # 指南

        ## 坑：列表不刷新

        修改数据后列表没有刷新。

        - 第一项
        - 第二项

        | 场景 | 使用 |
        |---|---|
        | 单个控件 | UIViewRepresentable |

        ```swift
        // 注意：不要在 updateUIView 里创建新的视图，否则会闪烁
        let x = 1
        ```
        """)
        let found = CandidateFinder.candidates(in: doc).map { "\($0.shape.rawValue)@\($0.line)" }
        #expect(found == ["heading@3", "paragraph@5", "item@7", "item@8", "row@12", "comment@15"])
    }

    @Test func aLongParagraphOffersItsLaterSentencesOnTheirLines() {
        let doc = Self.document("# T\n\n## S\n\n第一句。\n第二句。\n第三句。\n第四句。\n第五句会导致崩溃。\n", path: "fixture/zh-Hans.md")
        let sentences = CandidateFinder.candidates(in: doc).filter { $0.shape == .sentence }
        #expect(sentences.map(\.line) == [9])
    }

    @Test func theScannerCountsWhatEachPhraseSetCounts() {
        let cues = CueReader(vocabulary: .builtIn, language: Language("zh-Hans"))
        let scanner = SignalScanner.scanner(for: cues)
        let texts = ["如果需要在多个页面共享状态，建议使用 @StateObject，否则会导致视图重建时状态丢失。",
                     "不要在 updateUIView 里直接修改 @State，这会造成循环刷新。Don't do this; use a Coordinator instead.",
                     "use user useful: a word only counts on its boundaries",
                     // Phrases at the very end, of one scalar, and starting outside the BMP.
                     "🚫 不要", "❌", "注意", "a", "🚫",
                     // An exception (`!异常处理`) counts nothing up to its end, and what follows it still counts.
                     "异常处理写在一处，异常只报一次。"]
        for text in texts {
            let folded = cues.fold(text).scalars
            let all = scanner.counts(folded[...])
            for kind in Vocabulary.Class.allCases {
                let set = cues.set(kind)
                var expected = 0, i = 0
                while let found = set.firstMatch(in: folded, from: i) { expected += 1; i = found.upperBound }
                #expect(all[kind.rawValue] == expected, "\(kind) in \(text)")
            }
        }
    }

    @Test func signalsHaveOneNameEachAndAValueForEveryName() {
        #expect(Set(CandidateSignals.names).count == CandidateSignals.names.count)
        let doc = Self.document("# T\n\n## 注意事项\n\n- 不要在 body 里创建 ObservableObject，否则每次刷新都会重建。\n")
        for (_, values) in CandidateSignals.read(doc) {
            #expect(values.count == CandidateSignals.names.count)
            #expect(values.allSatisfy { $0 >= 0 && $0 <= 1 })
        }
    }

    @Test func theBuiltInModelWeighsEverySignalItKnows() throws {
        let model = try EntryModel(json: Data(PackageResources.entry_model_json))
        let doc = Self.document("# T\n\n## S\n\n一段说明。\n")
        let read = CandidateSignals.read(doc)
        let p = model.probabilities(read[0].values)
        #expect(Set(p.keys) == Set(EntryGroup.allCases))
    }

    @Test func aHeadingOverThreeSectionsIsAChapterNotAnEntry() {
        let n = CandidateSignals.names.count
        let model = EntryModel(groups: [.pitfall: .init(weights: [Double](repeating: 5, count: n), threshold: 0.3)])
        var chapter = Candidate(shape: .heading, line: 1, endLine: 1, text: "第 2 部分", path: [], sectionID: "s2")
        chapter.children = EntryModel.chapterChildren
        var topic = Candidate(shape: .heading, line: 10, endLine: 12, text: "坑：列表不刷新", path: ["第 2 部分"], sectionID: "s2-1")
        topic.children = EntryModel.chapterChildren - 1
        let kept = model.decide([chapter, topic], values: [[Double](repeating: 1, count: n), [Double](repeating: 1, count: n)])
        #expect(kept.map(\.index) == [1])
    }

    @Test func aHeadingOverRecognisedItemsIsACollectionNotAnEntry() throws {
        let model = try Self.model(keeping: "pitfall", on: "heading")
        var heading = Candidate(shape: .heading, line: 3, endLine: 6, text: "注意事项", path: [], sectionID: "s1")
        heading.depth = 2
        var item = Candidate(shape: .item, line: 5, endLine: 5, text: "不要…", path: ["注意事项"], sectionID: "s1")
        let values = { (c: Candidate) in CandidateSignals.names.map { $0 == "bias" ? 1.0 : ($0 == "shape.heading" && c.shape == .heading ? 1 : 0) } }
        #expect(model.decide([heading], values: [values(heading)]).count == 1)
        item.recognized = [.pitfall]
        #expect(model.decide([heading, item], values: [values(heading), values(item)]).isEmpty)
    }

    /// Rules told after a heading's opening listing say how to use the technique (`- Attach it to X, not Y`):
    /// the heading is still a pattern. Rules told before any listing are what the section is for.
    @Test func rulesAfterATechniquesListingMakeNoCollectionOfIt() throws {
        let model = try Self.model(keeping: "pattern", on: "heading")
        var heading = Candidate(shape: .heading, line: 3, endLine: 20, text: "Keep the popover on a phone", path: [], sectionID: "s1")
        (heading.opensWithListing, heading.firstListingLine) = (true, 5)
        var rule = Candidate(shape: .item, line: 12, endLine: 12, text: "Attach it to the button, not the row.", path: ["T"], sectionID: "s1")
        rule.recognized = [.rule]
        let values = { (c: Candidate) in CandidateSignals.names.map { $0 == "bias" ? 1.0 : ($0 == "shape.heading" && c.shape == .heading ? 1 : 0) } }
        #expect(model.decide([heading, rule], values: [values(heading), values(rule)]).map(\.index) == [0])
        (heading.opensWithListing, heading.firstListingLine) = (false, nil)
        #expect(model.decide([heading, rule], values: [values(heading), values(rule)]).isEmpty)
        (heading.opensWithListing, heading.firstListingLine) = (true, 14)
        #expect(model.decide([heading, rule], values: [values(heading), values(rule)]).isEmpty)
        (heading.opensWithListing, heading.firstListingLine) = (true, 5)
        rule.recognized = [.pitfall]
        #expect(model.decide([heading, rule], values: [values(heading), values(rule)]).isEmpty)
    }

    @Test func aPatternNamesItsTechnique() throws {
        let model = try Self.model(keeping: "pattern", on: "heading")
        var step = Candidate(shape: .heading, line: 3, endLine: 9, text: "步骤1", path: [], sectionID: "s1")
        step.named = false
        let named = Candidate(shape: .heading, line: 12, endLine: 20, text: "用 Coordinator 转发代理回调", path: [], sectionID: "s2")
        let values = CandidateSignals.names.map { $0 == "bias" || $0 == "shape.heading" ? 1.0 : 0 }
        let kept = model.decide([step, named], values: [values, values])
        #expect(kept.map(\.index) == [1])
    }

    /// `### 使用`, `### 处理`, `## 动画`: a heading of one or two characters names a topic, not a technique; a
    /// heading with a name in Latin letters (`### font`), or of three characters and more, may name one.
    @Test func aTwoCharacterHeadingNamesNoTechnique() {
        let doc = Self.document("""
        # 指南

        ## 使用

        ## 2.1 动画

        ## font

        ## 状态重设
        """)
        let named = CandidateFinder.candidates(in: doc).filter { $0.shape == .heading }.map { "\($0.text):\($0.named)" }
        #expect(named == ["使用:false", "动画:false", "font:true", "状态重设:true"])
    }

    /// `## 发起请求` whose own numbered list names the sections below it (`1. 创建地址对象`, `2. 创建请求对象`, …):
    /// the sections are the steps of one task, so a pattern among them is the task's, anchored on the heading
    /// that announces them; the same sections without that list stay entries of their own.
    @Test func stepsAHeadingAnnouncesAreItsPatternNotTheirOwn() throws {
        let steps = ["创建地址对象", "创建请求对象", "设置请求头"]
        func guide(announced: Bool) -> String {
            var text = "# 指南\n\n一段介绍。\n\n另一段介绍。\n\n## 发起网络请求\n\n"
            if announced { text += "发起请求分三步：\n\n" + steps.enumerated().map { "\($0 + 1). \($1)" }.joined(separator: "\n") + "\n\n" }
            else { text += "下面逐一说明。\n\n" }
            for step in steps { text += "### \(step)\n\n说明。\n\n```swift\nlet x = 1\n```\n\n" }
            return text
        }
        let model = try Self.model(keeping: "pattern", on: "heading")
        func kept(_ text: String) -> [String] {
            let read = CandidateSignals.read(Self.document(text))
            return model.decide(read.map(\.candidate), values: read.map(\.values)).map { read[$0.index].candidate.text }
        }
        #expect(kept(guide(announced: true)) == ["发起网络请求"])
        #expect(kept(guide(announced: false)) == steps)
    }

    /// `#### ✅ Fix: use [weak self]`, `### ❌ 在 body 里创建对象`: a heading marked good or bad shows an example,
    /// the fix or the trap of a pitfall, never a technique of its own.
    @Test func aMarkedHeadingIsNoPattern() throws {
        let model = try Self.model(keeping: "pattern", on: "heading")
        let good = Candidate(shape: .heading, line: 3, endLine: 9, text: "✅ Fix: use a weak capture", path: [], sectionID: "s1")
        let bad = Candidate(shape: .heading, line: 12, endLine: 18, text: "❌ 在 body 里创建对象", path: [], sectionID: "s2")
        let plain = Candidate(shape: .heading, line: 22, endLine: 30, text: "用 Coordinator 转发代理回调", path: [], sectionID: "s3")
        let values = { (marker: String?) in
            CandidateSignals.names.map { $0 == "bias" || $0 == "shape.heading" || $0 == marker ? 1.0 : 0 }
        }
        let kept = model.decide([good, bad, plain], values: [values("open.goodMarker"), values("open.badMarker"), values(nil)])
        #expect(kept.map(\.index) == [2])
    }

    /// A caution told after a section's listing remarks on the technique the listing shows: the section is
    /// still a pattern. Told before the listing, it is the problem the listing fixes: no pattern.
    @Test func aCautionAfterTheListingLeavesThePatternOneBeforeItMakesItAFix() throws {
        let model = try Self.model(keeping: "pattern", on: "heading")
        let doc = Self.document("""
        # 指南

        ## 用 Coordinator 转发代理回调

        ```swift
        final class Coordinator: NSObject, UITextFieldDelegate {}
        ```

        需要注意的是，Coordinator 里强引用父视图会导致内存泄漏。

        ## 在 updateUIView 里比较新旧值

        需要注意的是，每次赋值都会导致光标跳到末尾。

        ```swift
        if uiView.text != text { uiView.text = text }
        ```
        """)
        let entries = EntryExtractor.extract(from: doc, vocabulary: .builtIn, model: model).entries
        #expect(entries.filter { $0.kind == .pattern }.map(\.source.line) == [3], "\(entries.map { "\($0.kind) \($0.source.line)" })")
        #expect(entries.filter { $0.kind == .caution }.map(\.source.line) == [9, 13])
    }

    /// A pattern says in words what its listing does: the prose of its section before the listing is its
    /// "how" (at most two paragraphs), shown beside the code.
    @Test func aPatternTellsHowInTheProseBeforeItsListing() throws {
        let model = try Self.model(keeping: "pattern", on: "heading")
        let doc = Self.document("""
        # 指南

        ## 用 Coordinator 转发代理回调

        UITextField 的代理回调要交给 SwiftUI。

        做法是让 Coordinator 实现代理协议，再把事件写回 Binding。

        代码如下：

        第三段不再需要。

        ```swift
        final class Coordinator: NSObject, UITextFieldDelegate {}
        ```

        之后的说明不属于做法。
        """)
        let pattern = try #require(EntryExtractor.extract(from: doc, vocabulary: .builtIn, model: model).entries.first { $0.kind == .pattern })
        #expect(pattern.fix == "UITextField 的代理回调要交给 SwiftUI。\n做法是让 Coordinator 实现代理协议，再把事件写回 Binding。")
        #expect(pattern.shownFields.map(\.key) == ["how"])
    }

    /// A sentence the author broke around a list (`流程是` / the list / `这样的形式。`) is no part of the how.
    @Test func aSentenceBrokenAroundAListIsNoPartOfTheHow() throws {
        let model = try Self.model(keeping: "pattern", on: "heading")
        let doc = Self.document("""
        # 指南

        ## 生成请求

        请求的生成分为三步。

        生成的流程是

        - URL
        - URLRequest

        这样的形式。

        ```swift
        let request = URLRequest(url: url)
        ```
        """)
        let pattern = try #require(EntryExtractor.extract(from: doc, vocabulary: .builtIn, model: model).entries.first { $0.kind == .pattern })
        #expect(pattern.fix == "请求的生成分为三步。")
    }

    /// A pitfall names something that goes wrong: a paragraph the model would take for one that names
    /// nothing of the kind (advice) is no pitfall.
    @Test func aModelPitfallNamesWhatGoesWrong() throws {
        let model = try Self.model(keeping: "pitfall", on: "paragraph")
        let doc = Self.document("""
        # 指南

        ## 布局

        把公共的部件做成自定义视图，放在单独的 xib 里维护。

        ## 列表

        在 cell 里强引用控制器，列表页退出后内存泄漏。
        """)
        let pitfalls = EntryExtractor.extract(from: doc, vocabulary: .builtIn, model: model).entries.filter(\.kind.isPitfall)
        #expect(pitfalls.map(\.source.line) == [9], "\(pitfalls.map(\.title))")
    }

    /// A heading that is only a number (`##### 1)`) names its problem through its section's text: the paragraph
    /// it borrows its title from is that same problem, not a second entry beside it.
    @Test func aNumberedHeadingAndTheParagraphThatNamesItAreOneEntry() throws {
        let model = try Self.model(keeping: "pitfall", on: "heading", "paragraph")
        let doc = Self.document("""
        # 笔记

        ## 1)

        ```objc
        self.block = ^{ [self doSomething]; };
        ```

        控制器持有的 block 里直接使用 self，会导致循环引用，控制器无法释放。

        ## 2)

        ```objc
        [self.view addSubview:self.child.view];
        ```

        忘记调用 didMoveToParentViewController，子控制器收不到回调，界面不刷新。
        """)
        let pitfalls = EntryExtractor.extract(from: doc, vocabulary: .builtIn, model: model).entries.filter(\.kind.isPitfall)
        #expect(pitfalls.map(\.source.line) == [3, 11], "\(pitfalls.map { "\($0.source.line) \($0.title)" })")
        #expect(pitfalls.first?.title.contains("循环引用") == true, "\(pitfalls.map(\.title))")
    }

    /// A paragraph that opens with a cause or fix label (`**原因** …`, `解决：…`, `Fix: …`) tells a part of the
    /// problem before it, not a problem of its own: the model's pitfall is that problem, with these as its fields.
    @Test func aParagraphOpeningWithACauseOrFixLabelIsAPartNotAnEntry() throws {
        let model = try Self.model(keeping: "pitfall", on: "paragraph")
        let doc = Self.document("""
        # 笔记

        ## 编译

        升级 Xcode 后编译报错，找不到模拟器架构的符号。

        ```
        Undefined symbols for architecture x86_64
        ld: symbol(s) not found
        ```

        **原因** 缺少模拟器架构，编译报错。
        **解决：** 在 Excluded Architectures 里去掉 arm64。
        """)
        let pitfalls = EntryExtractor.extract(from: doc, vocabulary: .builtIn, model: model).entries.filter(\.kind.isPitfall)
        #expect(pitfalls.map(\.source.line) == [5], "\(pitfalls.map(\.title))")
    }

    /// A section whose only listing is already a ✅ pattern (`// ✅ 代理在 makeUIView 中设置一次`) holds that one
    /// pattern: its heading is not a second one for the same listing.
    @Test func aHeadingOverAListingThatIsAlreadyAPatternIsNoSecondPattern() throws {
        let model = try Self.model(keeping: "pattern", on: "heading")
        let doc = Self.document("""
        # 指南

        ## 基本写法

        `UIViewRepresentable` 用 `makeUIView(context:)` 创建视图。
        代理交给 Coordinator 处理。

        ```swift
        // ✅ 代理在 makeUIView 中设置一次
        func makeUIView(context: Context) -> MKMapView {
            let mapView = MKMapView()
            mapView.delegate = context.coordinator
            return mapView
        }
        ```
        """)
        let patterns = EntryExtractor.extract(from: doc, vocabulary: .builtIn, model: model).entries.filter { $0.kind == .pattern }
        #expect(patterns.map(\.title) == ["基本写法：代理在 makeUIView 中设置一次"])
    }

    /// A paragraph that opens by drawing a conclusion from what came before (`所以…`, `總之，…`, `要するに…`,
    /// `In short, …`) restates it: the problem it concludes is the entry, not the conclusion. A conclusion word
    /// followed by a condition (`所以，如果…`, `So if you …`) opens a new case, not a restatement: it stays an entry.
    @Test(arguments: [
        ("zh-Hans", "所以在旧系统上，某个页面的状态可能会被意外重置，导致界面显示错误。", 0),
        ("zh-Hant", "總之，在舊系統上頁面的狀態可能被意外重置，導致畫面顯示錯誤。", 0),
        ("ja", "要するに、古い OS では画面の状態がリセットされて表示が崩れてしまいます。", 0),
        ("en", "In short, on older systems the screen's state may be reset and the layout breaks.", 0),
        ("zh-Hant", "所以，如果你在 `loadView` 裡呼叫 `self.view`，就會進入無窮迴圈：\n\n```swift\noverride func loadView() { _ = view }\n```", 1),
        ("en", "So if you call `self.view` inside `loadView`, the app loops forever:\n\n```swift\noverride func loadView() { _ = view }\n```", 1),
    ])
    func aParagraphDrawingAConclusionIsNoEntry(language: String, paragraph: String, pitfallCount: Int) throws {
        let model = try Self.model(keeping: "pitfall", on: "paragraph")
        let doc = Self.document("# T\n\n## S\n\n\(paragraph)\n", path: "fixture/\(language).md")
        let pitfalls = EntryExtractor.extract(from: doc, vocabulary: .builtIn, model: model).entries.filter(\.kind.isPitfall)
        #expect(pitfalls.count == pitfallCount, "\(pitfalls.map(\.title))")
    }

    /// A paragraph that opens by naming the article itself (`本文…`, `この記事では…`, `This guide …`) introduces the
    /// article: what it says goes wrong is what the article is about, no entry of its own.
    @Test(arguments: [
        ("zh-Hans", "本文整理了平时开发中遇到的几类编译报错，以及导致崩溃的常见原因。", "在 `body` 里创建对象会导致列表不刷新。"),
        ("zh-Hant", "這篇文章記錄了我在專案裡遇到的畫面不更新、記憶體洩漏等問題。", "在 `deinit` 之前忘了取消訂閱，就會記憶體洩漏。"),
        ("ja", "この記事では、画面が更新されない・クラッシュするといったよくある問題をまとめました。", "`body` の中でオブジェクトを作るとアプリがクラッシュします。"),
        ("en", "This guide collects the crashes and layout errors we hit most often when mixing the two frameworks.",
         "Creating the object inside `body` crashes the app."),
    ])
    func aParagraphIntroducingTheArticleIsNoEntry(language: String, intro: String, paragraph: String) throws {
        let model = try Self.model(keeping: "pitfall", on: "paragraph")
        let doc = Self.document("# T\n\n\(intro)\n\n## S\n\n\(paragraph)\n", path: "fixture/\(language).md")
        let pitfalls = EntryExtractor.extract(from: doc, vocabulary: .builtIn, model: model).entries.filter(\.kind.isPitfall)
        #expect(pitfalls.map(\.source.line) == [7], "\(pitfalls.map(\.title))")
    }

    @Test func modelEntriesCarryTheirConfidenceAndStructuralOnesNone() {
        let doc = Self.document("""
        # 指南

        ## 坑一：列表不刷新

        **问题**：数据变了，列表没刷新。

        **原因**：没有用 @Published。
        """)
        let entries = EntryExtractor.extract(from: doc).entries
        let structural = entries.filter { $0.confidence == nil }
        #expect(structural.map(\.kind) == [.mistake])
        #expect(entries.allSatisfy { $0.confidence == nil || (0...1).contains($0.confidence!) })
    }
}

import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBText
@testable import BridgeKBStore
@testable import BridgeKBBuild
import BridgeKBTestSupport

// MARK: - The knowledge base of Content/, indexed the way the CLI does

/// Content/ read, built and indexed in memory once for every quality test.
private enum QualityIndex {
    static let shared: Result<SearchIndex, Error> = Result {
        let loader = ContentLoader(root: Fixtures.content)
        let diagnostics = DiagnosticEngine()
        let files = try loader.load(diagnostics: diagnostics)
        let glossary = try loader.glossary(diagnostics: diagnostics)
        let kb = KnowledgeBaseBuilder.build(files: files, settings: loader.settings(diagnostics: diagnostics),
                                            locks: loader.locks(diagnostics: diagnostics), glossary: glossary,
                                            diagnostics: diagnostics)
        let tokenizer = Tokenizer(normalizer: try glossary?.normalizer ?? TextNormalizer.standard())
        let index = try SearchIndex.inMemory(tokenizer: tokenizer, glossary: glossary)
        try index.add(SearchRecords.make(kb))
        return index
    }

    private static let lock = NSLock()

    /// Searches the shared index; one search at a time, since an index is not thread-safe.
    static func search(_ query: String) throws -> SearchResponse {
        let index = try shared.get()
        lock.lock()
        defer { lock.unlock() }
        return try index.search(query)
    }
}

// MARK: - The quality set

/// One query of the quality set and the groups that must be among its first three results (or folded
/// into one of them).
struct QualityCase: Sendable, CustomTestStringConvertible {
    var query: String
    /// Group keys (`entry:<id>` or `section:<guide>/<section>`), each required in the top 3.
    var expected: [String]
    /// Whether the first expected group must hold hits in both zh-Hans and ja.
    var bothLanguages = false
    var testDescription: String { query }

    init(_ query: String, _ expected: String..., bothLanguages: Bool = false) {
        self.query = query
        self.expected = expected
        self.bothLanguages = bothLanguages
    }
}

/// The Coordinator pattern section, or the ❌ closure listing of that section (a mistake about the
/// retain cycle closures make) — either is the section's answer. `|` separates acceptable keys.
private let retainCycleSections = "section:uikit-bridging/part-1-s4|entry:uikit-bridging-part-1-s4-code-1"
private let coordinatorHoldsParent = "entry:uikit-bridging-part-5-1"
private let memoryLeakBasics = "entry:uiviewrepresentable-basics-3-6-3"
private let excessiveUpdates = "entry:uikit-bridging-part-5-2"

let qualityCases: [QualityCase] = [
    // Retain cycle: Simplified, shinjitai, Traditional, English; the Coordinator pattern section, in both
    // languages. (The Coordinator-holds-parent entry never names a retain cycle: it comes through the
    // related concept, after every result that matches the query itself — retainCycleQueriesReachTheParentPitfall.)
    QualityCase("循环引用", retainCycleSections, bothLanguages: true),
    QualityCase("循環参照", retainCycleSections, bothLanguages: true),
    QualityCase("循環引用", retainCycleSections),
    // In English the ❌ closure listing says "retain cycle" in its own words.
    QualityCase("retain cycle", "entry:uikit-bridging-part-1-s4-code-1|" + memoryLeakBasics),
    // Memory leak: katakana with and without ー, half-width katakana, Simplified, Taiwanese Traditional, English.
    QualityCase("メモリリーク", coordinatorHoldsParent, memoryLeakBasics, bothLanguages: true),
    QualityCase("メモリーリーク", coordinatorHoldsParent, memoryLeakBasics),
    QualityCase("ﾒﾓﾘｰﾘｰｸ", coordinatorHoldsParent, memoryLeakBasics),
    QualityCase("内存泄漏", memoryLeakBasics, coordinatorHoldsParent),
    QualityCase("記憶體洩漏", coordinatorHoldsParent, memoryLeakBasics),
    QualityCase("memory leak", coordinatorHoldsParent, memoryLeakBasics),
    QualityCase("持有父对象", coordinatorHoldsParent, bothLanguages: true),
    QualityCase("親を保持", coordinatorHoldsParent),
    QualityCase("弱引用", memoryLeakBasics),
    // Excessive updates and their symptoms, with and without the API name.
    QualityCase("updateUIView 闪烁", excessiveUpdates, bothLanguages: true),
    QualityCase("updateUIView ちらつく", excessiveUpdates),
    QualityCase("ちらつき", excessiveUpdates),
    QualityCase("滚动位置重置", excessiveUpdates),
    QualityCase("スクロール位置がリセット", excessiveUpdates),
    QualityCase("等価性チェック", excessiveUpdates),
    // Misspelt identifiers.
    QualityCase("UITraitBridgedEnviromentKey", "entry:uikit-bridging-part-5-3"),
    QualityCase("dismantelUIView", "entry:uikit-bridging-part-6-6"),
    QualityCase("sizingOptins", "entry:uikit-bridging-part-5-5"),
    QualityCase("withObservationTraking", "entry:uikit-bridging-part-5-11"),
    // API names, alone and mixed with Chinese or Japanese.
    QualityCase("UIHostingController 尺寸", "entry:uikit-bridging-part-5-5"),
    QualityCase("withObservationTracking", "entry:uikit-bridging-part-5-11"),
    QualityCase("makeUIView 複数回", "entry:uikit-bridging-part-5-7"),
    QualityCase("NavigationStack UINavigationController", "entry:navigation-and-interop-16-1", "entry:uikit-bridging-part-5-6"),
    QualityCase("Coordinator 回调", "entry:uikit-bridging-part-5-8"),
    QualityCase("center bounds frame transform", "entry:uikit-bridging-part-5-9"),
    QualityCase("UIHostingConfiguration 单元格", "entry:uikit-bridging-part-3-s5-s2-1"),
    QualityCase("PHPickerViewController", "section:uikit-bridging/part-2-s2"),
    // Traditional characters.
    // The sections on tracking the navigation bar's scroll view are patterns (a technique with its listing) as well.
    QualityCase("導航欄", "entry:uikit-bridging-part-5-4|entry:uikit-bridging-part-1-s6|entry:uikit-bridging-part-3-s6",
                "section:uikit-bridging/part-1-s6"),
    QualityCase("視圖不更新", "entry:uiviewrepresentable-basics-3-6-1"),
    QualityCase("視圖尺寸為零", "entry:uikit-bridging-part-5-5"),
    // Chinese and Japanese terms across the guides.
    QualityCase("大标题无法折叠", "entry:uikit-bridging-part-5-4", bothLanguages: true),
    QualityCase("大きなタイトル", "entry:uikit-bridging-part-5-4"),
    QualityCase("键盘遮挡", "entry:uikit-bridging-part-5-10"),
    QualityCase("キーボード", "entry:uikit-bridging-part-5-10", "section:uikit-bridging/part-3-s7"),
    QualityCase("ナビゲーションスタック", "entry:uikit-bridging-part-5-6"),
    QualityCase("戻るボタン", "entry:uikit-bridging-part-5-6"),
    QualityCase("環境値", "entry:uikit-bridging-part-5-3"),
    QualityCase("画面全体", "entry:uikit-bridging-part-6-1"),
    QualityCase("直接閉じる", "entry:uikit-bridging-part-6-5"),
    QualityCase("计时器 泄漏", "entry:uikit-bridging-part-6-6"),
    QualityCase("深度链接", "entry:navigation-and-interop-16-3", "section:navigation-and-interop/6"),
    QualityCase("ディープリンク", "section:navigation-and-interop/6"),
    QualityCase("随机 id", "entry:navigation-and-interop-16-9"),
    QualityCase("互斥 Sheet", "entry:navigation-and-interop-16-4"),
    QualityCase("状態の復元", "section:navigation-and-interop/8"),
    QualityCase("冪等", "section:navigation-and-interop/9-2"),
    QualityCase("反馈循环", "section:navigation-and-interop/12"),
    QualityCase("死循环", "entry:uiviewrepresentable-basics-3-6-2"),
    QualityCase("無限ループ", "entry:uiviewrepresentable-basics-3-6-2"),
    QualityCase("长按 位置", "section:uikit-bridging/part-2b-s2"),
    QualityCase("分页控件", "section:interfacing-with-uikit/section-4"),
]

@Suite struct SearchQualityTests {
    @Test func theSetHasAtLeastThirtyQueries() {
        #expect(qualityCases.count >= 30)
        #expect(Set(qualityCases.map(\.query)).count == qualityCases.count)
    }

    @Test(arguments: qualityCases)
    func expectedResultsAreInTheTopThree(_ qualityCase: QualityCase) throws {
        let response = try QualityIndex.search(qualityCase.query)
        // A section folded into a result (into the entry that lives in it, or its chapter's result) is in
        // that result: it is found where the result is.
        let top = response.results.prefix(3).flatMap { [$0.groupKey] + $0.merged.map(\.record.groupKey) }
        for key in qualityCase.expected {
            let acceptable = key.split(separator: "|").map(String.init)
            #expect(top.contains { acceptable.contains($0) }, "\(qualityCase.query): \(key) not in top 3 \(response.results.prefix(5).map(\.groupKey))")
        }
        if qualityCase.bothLanguages, let key = qualityCase.expected.first,
           let result = response.results.first(where: { $0.groupKey == key }) {
            #expect(Set(result.hits.map(\.record.language)) == [.simplifiedChinese, .japanese], "\(qualityCase.query): \(key)")
        }
    }

    /// A retain cycle is what the Coordinator's strong reference to its parent causes: the related concept
    /// brings that pitfall, as the first result after those that match the query (or its translations) itself.
    @Test(arguments: ["循环引用", "循環参照", "循環引用", "retain cycle"])
    func retainCycleQueriesReachTheParentPitfall(_ query: String) throws {
        let response = try QualityIndex.search(query)
        let related = response.results.filter { $0.stage == .related }
        #expect(related.first?.groupKey == coordinatorHoldsParent, "\(query): \(related.prefix(3).map(\.groupKey))")
        #expect(response.results.prefix { $0.stage != .related }.count == response.results.firstIndex { $0.stage == .related })
    }

    @Test func japaneseQueryPutsTheJapaneseHitFirst() throws {
        let response = try QualityIndex.search("循環参照")
        let result = try #require(response.results.first { $0.groupKey == coordinatorHoldsParent })
        #expect(result.best.record.language == .japanese)
        let chinese = try #require(result.hits.first { $0.record.language == .simplifiedChinese })
        #expect(chinese.crossLanguage)
    }

    @Test func traditionalQueryPrefersChineseHits() throws {
        let response = try QualityIndex.search("記憶體洩漏")
        let result = try #require(response.results.first { $0.groupKey == coordinatorHoldsParent })
        #expect(result.best.record.language == .simplifiedChinese)
    }

    @Test func glossaryWordsAreNotCorrected() throws {
        let response = try QualityIndex.search("memory leak")
        #expect(response.corrections.isEmpty)
    }

    // MARK: - Queries that must never fail

    @Test(arguments: ["", "   ", "。、！？…", "!!!", "🙂🙂", "\"", "\"unbalanced", "NEAR(", "NEAR(updateUIView 闪烁, 2)", "*",
                      "updateUIView*", "AND", "OR AND NOT", "-updateUIView", "title: 闪烁", "^x", "(", ")", "'", "a OR",
                      "updateUIView AND", "\"循环引用\" NEAR(内存泄漏)"])
    func typedSyntaxGivesResultsOrAReason(_ query: String) throws {
        let response = try QualityIndex.search(query)
        #expect(!response.results.isEmpty || response.emptyReason != nil, "\(query)")
    }

    @Test func tenThousandCharacterQueryIsTruncatedAndAnswered() throws {
        for query in [String(repeating: "循环引用 ", count: 2_000), String(repeating: "a", count: 10_000),
                      String(repeating: "updateUIView ", count: 770)] {
            let response = try QualityIndex.search(query)
            #expect(response.truncated)
            #expect(!response.results.isEmpty || response.emptyReason != nil)
        }
    }

    @Test func punctuationOnlyQueryHasNoSearchableTokens() throws {
        for query in ["", "。、！？", "🙂"] {
            #expect(try QualityIndex.search(query).emptyReason == .noSearchableTokens, "\(query)")
        }
    }
}

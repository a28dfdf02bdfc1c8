import Testing
@testable import BridgeKBModel
@testable import BridgeKBExtraction

/// Japanese says a prohibition at the end of its sentence (`〜てはいけない`, `〜てはだめです`, `〜ないこと`), where
/// Chinese and English open with one (`不要…`, `Don't …`): such a sentence, with what goes wrong in it or in the
/// next one, is a caution.
@Suite struct JapaneseCautionTests {
    @Test(arguments: [
        "`viewDidLoad` の中で `view.frame` を使ってレイアウトを決めてはいけない。まだ確定していないため、回転すると崩れます。",
        "`updateUIView` で毎回ビューを作り直してはだめです。状態が失われます。",
        "`deinit` で通知の登録を解除し忘れないこと。解除しないとクラッシュの原因になります。",
        "メインスレッド以外から `reloadData` を呼んではなりません。クラッシュすることがあります。",
        "`UIImage` を一度に大量に生成しないこと。メモリ不足で落ちます。",
    ])
    func aSentenceEndingInAProhibitionThenAHazardIsACaution(paragraph: String) {
        let entries = ShapeFixture.entries(inSection: paragraph, language: "ja")
        #expect(entries.map(\.kind) == [.caution], "\(paragraph)")
        #expect(entries.first?.source.line == 5)
        // (Read by the caution recogniser itself, not left to the entry model's weights.)
        #expect(entries.first?.confidence == nil, "\(paragraph)")
    }

    /// A prohibition with nothing going wrong is advice; `…ないことがあります` says what may happen, no prohibition.
    @Test(arguments: [
        "この画面では `Storyboard` を使わないこと。",
        "セルが表示されないことがあります。原因はまだ分かっていません。",
    ])
    func otherwiseNoCaution(paragraph: String) {
        let entries = ShapeFixture.entries(inSection: paragraph, language: "ja")
        #expect(!entries.contains { $0.kind == .caution && $0.confidence == nil }, "\(paragraph)")
    }
}

extension JapaneseCautionTests {
    /// A prohibition a condition qualifies (`必要でない限りは…べきではありません`) says when not to: a rule's shape, not
    /// this caution's.
    @Test func aProhibitionUnderAConditionIsNoSuchCaution() {
        let entries = ShapeFixture.entries(inSection: "- 保持するとメモリリークに繋がるので、必要でない限りは `@escaping` を付けるべきではありません。\n- 付けると読み手が迷います。", language: "ja")
        #expect(!entries.contains { $0.kind == .caution && $0.confidence == nil }, "\(entries.map { ($0.kind, $0.title) })")
    }
}

/// Japanese may also put the caution's cue last: `X ので注意してください`, `X ため注意が必要です` says X is what to watch
/// for, whatever words X uses (a limitation, a behaviour that surprises). The caution is X.
@Suite struct JapaneseCautionEndingTests {
    @Test(arguments: [
        ("`URLError` には HTTP のステータスコードが含まれないので注意してください。", "`URLError` には HTTP のステータスコードが含まれない"),
        ("`onAppear` は画面に戻るたびに呼ばれるため、注意が必要です。", "`onAppear` は画面に戻るたびに呼ばれる"),
        ("シミュレーターでは通知の許可ダイアログが一度しか出ないから気をつけましょう。", "シミュレーターでは通知の許可ダイアログが一度しか出ない"),
    ])
    func aReasonThenACautionEndingIsACaution(paragraph: String, title: String) {
        let entries = ShapeFixture.entries(inSection: paragraph, language: "ja")
        #expect(entries.map(\.kind) == [.caution], "\(paragraph)")
        #expect(entries.first?.title == title)
        #expect(entries.first?.confidence == nil)
    }

    /// Without a reason before it the ending only closes advice (`丁寧に書くよう注意しましょう`), and a caution
    /// phrase mid-sentence is no ending.
    @Test(arguments: [
        "コメントは丁寧に書くよう注意しましょう。",
        "注意してください、という表示が出たら OK を押します。",
    ])
    func otherwiseNoSuchCaution(paragraph: String) {
        let entries = ShapeFixture.entries(inSection: paragraph, language: "ja")
        #expect(!entries.contains { $0.kind == .caution && $0.confidence == nil }, "\(entries.map { ($0.kind, $0.title) })")
    }
}

/// A sentence that says what must or must not be done and, after `否则` / `otherwise`, what then goes wrong is a
/// caution, as one that advises is (`建议…，否则…`).
@Suite struct OtherwiseCautionTests {
    @Test(arguments: [
        ("zh-Hans", "`navigationController` 必须是 `weak`，否则会形成循环引用，整个导航栈都不会释放。"),
        ("zh-Hans", "禁止在 Router push 出来的页面里再包一层 `NavigationStack`，否则标题会丢失。"),
        ("en", "The delegate property must be `weak`, otherwise the controller leaks."),
        ("en", "Never call `wait()` on the main queue, otherwise the app freezes."),
    ])
    func anObligationThenWhatGoesWrongOtherwiseIsACaution(language: String, paragraph: String) {
        let entries = ShapeFixture.entries(inSection: paragraph, language: language)
        #expect(entries.map(\.kind) == [.caution], "\(entries.map { ($0.kind, $0.title, $0.confidence as Any) })")
        #expect(entries.first?.confidence == nil)
    }
}

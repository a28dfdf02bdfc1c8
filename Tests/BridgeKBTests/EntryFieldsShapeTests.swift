import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBReaders
@testable import BridgeKBExtraction

/// More shapes of a pitfall's symptom and fix in prose with no labels (guides written here, in the
/// shapes real posts take).
@Suite struct EntryFieldsShapeTests {
    static func pitfalls(_ text: String, path: String) -> [Entry] {
        EntryFieldsTests.pitfalls(text, path: path)
    }

    /// `X happens. Doing Y then does not work. So do Z.`: an item of a caution section tells its hazard, then
    /// what goes wrong, then the remedy — the sentences before the remedy say what goes wrong, not what to do.
    @Test(arguments: [
        ("fixture/ja.md", "#### 注意点",
         "通知のハンドラはメインスレッドの外で呼ばれます。ハンドラの中でラベルを書き換えても、画面は更新されない。そこで、書き換えをメインキューに回します。",
         "画面は更新されない", "そこで、"),
        // The polite negative (`されません`) says it as plainly.
        ("fixture/ja.md", "#### 注意点",
         "通知のハンドラはメインスレッドの外で呼ばれます。ハンドラの中でラベルを書き換えても、画面は更新されません。そこで、書き換えをメインキューに回します。",
         "画面は更新されません", "そこで、"),
        ("fixture/zh-Hans.md", "## 注意事项",
         "后台回调在主线程之外执行。在回调里直接改 label 的文字，界面不更新。改成在 `DispatchQueue.main.async` 里修改就可以了。",
         "界面不更新", "改成"),
        ("fixture/en.md", "## Caveats",
         "The handler runs off the main thread. Setting the label's text there crashes the app. Instead, hop to the main queue first.",
         "crashes the app", "Instead"),
    ])
    func whatGoesWrongBeforeTheRemedyIsTheSymptom(path: String, heading: String, item: String, symptom: String, fixStart: String) throws {
        let entry = try #require(Self.pitfalls("# Notes\n\n\(heading)\n\n\(item)\n", path: path).first)
        #expect(entry.symptom.contains(symptom), "\(entry.symptom) | \(entry.fix)")
        #expect(entry.fix.hasPrefix(fixStart) && !entry.fix.contains(symptom), "\(entry.fix)")
    }

    /// A caution said in one long sentence whose problem comes last (`Note that X is not an initializer, although …,
    /// yet it runs again and the subviews are added twice`): the title keeps its first clauses; the clauses cut
    /// off, where they name what goes wrong, are the symptom.
    @Test(arguments: [
        ("fixture/zh-Hans.md", "需要注意，`viewDidLoad` 并不是控制器的初始化方法，虽然我们第一次用到某个控制器时一定会走到这里，很多人也习惯在这里做各种一次性的准备工作，比如添加子视图、注册通知、设置代理和发起第一次网络请求，但是在视图被释放之后它还会再走一遍，这些子视图就会被重复添加，通知也会重复注册。",
         "重复添加"),
        ("fixture/ja.md", "注意点として、`viewDidLoad` はイニシャライザではなく、コントローラを初めて使うときに必ず呼ばれるので一度きりの準備をここにまとめて書きがちで、サブビューの追加や通知の登録やデリゲートの設定もここで済ませることが多いのですが、ビューが解放されたあとでもう一度呼ばれることがあり、そのたびにサブビューが二重に追加されてしまいます。",
         "二重に追加"),
    ])
    func theClausesALongCautionsTitleCutsOffGiveItsSymptom(path: String, caution: String, symptom: String) throws {
        let entry = try #require(Self.pitfalls("# Notes\n\n## viewDidLoad\n\n\(caution)\n", path: path).first)
        #expect(!entry.title.contains(symptom), "\(entry.title)")
        #expect(entry.symptom.contains(symptom) && !entry.symptom.hasPrefix("，") && !entry.symptom.hasPrefix("、"), "\(entry.title) | \(entry.symptom)")
    }

    /// What should have happened and did not (`…应该显示出内容，不过并没有…`) states the problem: a word of remedy
    /// (`应该`) followed by a turn and a surprise is no fix. Without the turn it still tells what to do; and a lead-in
    /// that adds or changes code (`添加如下语句：`, `以下を追加します：`) is the fix its listing shows.
    @Test(arguments: [
        ("zh-Hans", "输入文字后，下方的 Text 应该显示出对应的内容，不过并没有表现出预期的行为。", nil as EntryFields.Role?, true),
        ("zh-Hans", "应该改用 weak 引用，否则会出现循环引用。", EntryFields.Role.fix, true),
        ("zh-Hans", "在 makeUIView 中添加如下语句，此时尺寸就和设计一致了：", EntryFields.Role.fix, false),
        ("ja", "makeUIView に以下を追加すると、サイズが揃います：", EntryFields.Role.fix, false),
    ])
    func whatShouldHaveHappenedIsTheProblem(language: String, sentence: String, role: EntryFields.Role?, problem: Bool) throws {
        let said = EntryFields(cues: CueReader(vocabulary: .builtIn, language: Language(language))).sentences(of: sentence)
        #expect(said.count == 1)
        #expect(said.first?.role == role, "\(said)")
        #expect(said.first?.statesProblem == problem, "\(said)")
    }
}

import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBReaders

/// A browser's copy (HTML's `innerText`) sets a heading off from the list, the fields or the listing next to it by a
/// single line break; only a paragraph gets a blank line. What the copy glues to the edge of a listing or of a list of
/// fields is therefore seldom their text: a line that is not of their form, narrower than its neighbours, is the next
/// section's heading.
@Suite struct PlainTextListingEdgeTests {
    func parse(_ text: String, path: String = "fixture/ja.txt") throws -> Document {
        try #require(TestSupport.parse(text, path: path))
    }

    /// `環境` over `OS：…` / `Xcode：…`, then two lines that are no field (no label), right above a command: the fields
    /// end there, and the two lines are a heading and its first subheading.
    @Test func linesAfterAListOfFieldsAboveAListingAreHeadings() throws {
        let doc = try parse("""
        ビルドエラーの記録

        はじめに

        CI を組む途中で出会ったエラーを書き残します。

        環境
        OS：macOS 14.5
        Xcode：15.4
        ビルドコマンドのエラー
        設定ファイルが見つからない
          xcodebuild -scheme Sample -configuration Release build
        xcodebuild: error: The file Sample.xcconfig could not be found.

        原因
        設定ファイルを追加していなかったためです。

        スキームが共有されていない
          xcodebuild -workspace Sample.xcworkspace -scheme Sample build
        xcodebuild: error: The scheme Sample is not shared.

        原因
        スキームを共有していなかったためです。
        """)
        let outline = TestSupport.outline(doc)
        #expect(outline.contains("ビルドコマンドのエラー@1"))
        #expect(outline.contains("設定ファイルが見つからない@2"))
        #expect(ReaderFixtures.lists(doc).map { $0.items.map(\.text) } == [["OS：macOS 14.5", "Xcode：15.4"]])
    }

    /// A field list that ends the run (above a blank line) keeps its last line when it is one more field's value.
    @Test func aListOfFieldsAboveABlankLineStaysOneList() throws {
        let doc = try parse("""
        動作確認メモ

        はじめに

        手元の環境で動かした結果を残します。

        環境
        OS：macOS 14.5
        Xcode：15.4
        Swift 5.10

        結果
        どの組み合わせでも問題なく動きました。
        """)
        #expect(!TestSupport.titles(doc).contains("Swift 5.10"))
    }

    /// A heading glued below the last line of a listing, above a message far wider than itself: the heading of the
    /// next problem, not an item of a list of bare lines.
    @Test func aHeadingGluedBelowAListingAboveItsMessageIsAHeading() throws {
        let doc = try parse("""
        编译报错记录

        升级 Xcode 之后有几个工程编不过了，记录一下解决办法。

        - (void)viewDidLoad {
            [super viewDidLoad];
            self.title = @"Demo";
        }
        上传包时报错
        Invalid Bundle. The bundle at 'Demo.app/Frameworks/Foo.framework' contains a disallowed nested bundle.

        解决
        删除多余的 Frameworks 目录后重新打包即可。
        """, path: "fixture/zh-Hans.txt")
        #expect(TestSupport.titles(doc).contains("上传包时报错"))
    }

    /// Two bare items glued below a listing, the second a sentence not twice as wide as the first, are a list, not a
    /// heading above its text.
    @Test func itemsOfLikeWidthBelowAListingAreNoHeading() throws {
        let doc = try parse("""
        A tiny counter

        The counter keeps its value in a property wrapper.

        @State private var count = 0
        var body: some View { Text("\\(count)") }
        Runs on iOS 17 and later
        Needs no setup, and no packages.

        That is all the sample needs.
        """, path: "fixture/en.txt")
        #expect(TestSupport.titles(doc).isEmpty)
    }

    /// A one-line listing (`widget:3`) glued above a heading and its first subheading, which a blank line and text
    /// follow: both are lines of their own.
    @Test func aStackBelowAOneLineTokenIsTwoHeadings() throws {
        let doc = try parse("""
        关于引用计数

        下文将详细探讨其中的原因。

        widget:3
        原理
        引用计数

        Swift 使用自动引用计数来管理引用类型实例的内存。

        订阅关系

        订阅必须被持有，才能一直有效。
        """, path: "fixture/zh-Hans.txt")
        #expect(TestSupport.outline(doc).prefix(2) == ["原理@1", "引用计数@2"])
    }

    /// `gem '…'` is a Gemfile's line (Ruby, as a Podfile is): a listing, never a heading, even indented under a list item.
    @Test func aGemfileLineIsAListing() throws {
        let doc = try parse("""
        签名报错

        解决方案:

        1. 执行 bundle init 生成 Gemfile
        2. 把下面两行加到 Gemfile 末尾
         \tgem 'cocoapods-pod-sign'
         \tgem 'cocoapods'
        3. 执行 bundle install
        """, path: "fixture/zh-Hans.txt")
        #expect(!TestSupport.titles(doc).contains { $0.contains("gem") })
        #expect(ReaderFixtures.snippets(doc).contains { $0.code.contains("gem 'cocoapods'") })
    }

    /// `Step 2: Instruments (Profiling)` glued below the last item of step 1's list: a step's heading (a word, a space,
    /// its number and a colon — no Swift), not a listing.
    @Test func aNumberedStepBelowAListIsNoListing() throws {
        let doc = try parse("""
        Finding a leak

        Two tools find most leaks; start with the faster one.

        Step 1: Memory Graph (Fastest)
        1. Run the app in the simulator
        2. Open the memory graph from the debug bar
        Step 2: Instruments (Profiling)
        1. Profile the app with the Leaks template
        2. Repeat the action a few times
        """, path: "fixture/en.txt")
        #expect(ReaderFixtures.snippets(doc).isEmpty)
        #expect(TestSupport.titles(doc).count == 2)
    }

    /// A heading glued below a list of bare items, right above a table (a browser sets a table off by a single line
    /// break): far narrower than the items, it heads the table, not the last item.
    @Test func aHeadingAtTheEndOfARunAboveATableIsAHeading() throws {
        let itemsAndTable = """
        Keeping the subscription in a local variable that goes out of scope
        Logging in deinit but leaving the observers registered forever
        Choosing the allocation template when you wanted the leaks one
        Quick Reference
        Symptom\tTool
        Steady growth\tAllocations
        Cycles\tMemory Graph
        """
        // Below the first item of a list that shows its bullet, and in a run of bare lines.
        let doc = try parse("Leak checks\n\nCommon Mistakes\n\n• Calling invalidate() without setting the timer to nil afterwards\n"
                            + itemsAndTable, path: "fixture/en.txt")
        #expect(TestSupport.titles(doc).suffix(1) == ["Quick Reference"])
        #expect(ReaderFixtures.tables(doc).count == 1)
        let bare = try parse("Leak checks\n\n1. Reproduce the growth\n2. Take a memory graph\n\nCommon Mistakes\n"
                             + "Calling invalidate() without setting the timer to nil afterwards\n" + itemsAndTable, path: "fixture/en.txt")
        #expect(TestSupport.titles(bare).suffix(1) == ["Quick Reference"])
    }

    /// Two lines below a paragraph that points at them (`以下の条件を満たす必要があります。`) are the list it announces,
    /// not a heading and its first subheading above the sentence after them.
    @Test func aPairBelowAParagraphThatAnnouncesItIsItsList() throws {
        let doc = try parse("""
        設定メモ

        保存処理

        保存用のメソッドを用意します。

        定義するメソッドは以下の条件を満たす必要があります。

        戻り値は Bool 型
        引数は一つだけで、その型は Data への参照 (i.e. Data 型)

        これは呼び出し側との取り決めです。

        読み込み処理

        読み込みは起動時に一度だけ行います。
        """)
        #expect(TestSupport.titles(doc) == ["保存処理", "読み込み処理"])
        // In a copy that marks its lists, nor is the first line a heading above the second's sentence.
        let marked = try parse("""
        設定メモ

        保存処理

        保存用のメソッドを用意します。

        1. 保存先を決める
        2. 書き込む

        定義するメソッドは以下の条件を満たす必要があります。

        戻り値は Bool 型
        引数は一つだけで、その型は Data への参照です。

        これは呼び出し側との取り決めです。

        読み込み処理

        読み込みは起動時に一度だけ行います。
        """)
        #expect(TestSupport.titles(marked) == ["保存処理", "読み込み処理"])
    }

    /// A paragraph whose last words point at a figure (`如下图：`, `下の図のように`) announces an image, which a copy drops:
    /// the lines after it are not its list.
    @Test func wordsPointingAtAFigureAnnounceNoList() {
        #expect(LineScanner.pointsAtFigure("我们可以在 Build Settings 里这样设置，如下图："))
        #expect(LineScanner.pointsAtFigure("設定画面は下の図のようになります。"))
        #expect(LineScanner.pointsAtFigure("The settings look like the screenshot below:"))
        #expect(!LineScanner.pointsAtFigure("我们可以在 Build Settings 里这样设置，如下："))
        #expect(!LineScanner.pointsAtFigure("这个视图的层级如下："))
    }

    /// A heading glued below a list's last item, above its error message (more than twice as wide): not the item's
    /// sentence going on, and not a bare item of the lines below it.
    @Test func aHeadingGluedBelowAListAboveItsMessageIsAHeading() throws {
        let doc = try parse("""
        打包报错记录

        签名报错

        升级之后三方库也要求设置开发团队了。

        1. 终端执行 gem install cocoapods-pod-sign
        2. 执行 bundle init，生成一个 Gemfile 文件
        3. 到项目目录执行 pod install --verbose
        运行 codegen 时报错
        Build service could not create build operation: unknown error while handling message: MsgHandlingError(message: "unable to initiate PIF transfer session")
        解决:
        清理 DerivedData 后重新编译即可。
        """, path: "fixture/zh-Hans.txt")
        #expect(TestSupport.titles(doc) == ["签名报错", "运行 codegen 时报错"])
        #expect(ReaderFixtures.lists(doc).first?.items.count == 3)
    }

    /// `Solution 1: …` / `Solution 2: …` under an issue, `方案一：` / `方案二：…` under `解决`: the numbered remedies of one
    /// problem are labels of their paragraphs (bold on the page), not headings, though a copy shows them alone.
    @Test func numberedRemediesAreLabelsNotHeadings() throws {
        let doc = try parse("""
        Layout notes

        Troubleshooting
        Issue: The view never appears

        Check:
        1. The view is in the hierarchy
        2. Its frame is not empty
        Issue: Cannot tell which view an address is

        Solution 1: Paint it
        expr ((UIView *)0x7f8b9c4).backgroundColor = [UIColor redColor]

        Solution 2: Print its description
        po [0x7f8b9c4 recursiveDescription]
        Issue: Constraints change while running

        Check:
        1. System constraints added for cells
        """, path: "fixture/en.txt")
        #expect(!TestSupport.titles(doc).contains { $0.hasPrefix("Solution") })
        #expect(TestSupport.titles(doc).filter { $0.hasPrefix("Issue") }.count == 3)
        let zh = try parse("""
        绘图报错收集

        绘图闪退

        在新系统上这个接口已经被废弃了，尺寸为零时会直接闪退。

        解决
        方案一：
        保证传入的宽高不为零。

        方案二：使用新的渲染接口替代

        - (void)display {
            [super display];
        }

        上传报错

        上传时提示包里含有不允许的文件。
        """, path: "fixture/zh-Hans.txt")
        #expect(TestSupport.titles(zh) == ["绘图闪退", "解决", "上传报错"])
    }

    /// Lines a copy keeps indented by a tab come from preformatted text (a test log's lines): text, never a heading,
    /// however heading-like between the page's problem reports.
    @Test func tabIndentedLinesAreNoHeading() throws {
        let doc = try parse("""
        テスト実行時のエラー

        はじめに

        CI で出会ったエラーを書き残します。

        UIテストのファイルが見つからない
          xcodebuild -scheme Sample test

        Testing failed:

        Test session results, code coverage, and logs:
        \t{xcresult のパス}

        \tBuild input file cannot be found: '{UIテストのパス}'
        \tTesting cancelled because the build failed.

        ** TEST FAILED **

        原因
        UIテストのファイルを削除したのに、プロジェクトに参照が残っていたためです。

        解決策
        参照を削除します。

        スキームが共有されていない
          xcodebuild -scheme Sample build

        原因
        スキームを共有していなかったためです。

        解決策
        スキームを共有します。
        """)
        #expect(!TestSupport.titles(doc).contains { $0.hasPrefix("Build input") })
    }

    /// `tracer (Headless Recording)`: a tool's name and its description in brackets, a heading above the tool's
    /// commands — no Swift call (no space before a call's arguments, which hold no bare phrase).
    @Test func aNameWithItsDescriptionInBracketsIsNoCode() throws {
        let doc = try parse("""
        Tracing allocations

        Record a trace before you change anything.

        Quick Checks

        Run these before you open the full tool.

        tracer (Headless Recording)
        # Record a trace without the app's window
        xcrun tracer record --template Leaks --attach MyApp --output leaks.trace

        The trace opens in the profiler afterwards.
        """, path: "fixture/en.txt")
        #expect(TestSupport.titles(doc) == ["Quick Checks", "tracer (Headless Recording)"])
    }

    /// `Orange/red constraints = conflicts`: a legend's item (a pair of colours, a word, `=` and its meaning), not a
    /// Swift assignment — no expression is followed by a name — so the item below it is no heading either.
    @Test func aLegendItemWithASlashIsNoListing() throws {
        let doc = try parse("""
        Notes

        Finding Issues:
        Purple constraints = satisfied
        Orange/red constraints = conflicts
        Select a constraint to see both views

        Done here.
        """, path: "fixture/en.txt")
        #expect(ReaderFixtures.snippets(doc).isEmpty)
        #expect(TestSupport.titles(doc).isEmpty)
    }
}

import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBChecking

/// Blocks that a web copy flattens and the reader must give back as the Markdown had them: shell
/// sessions whose commands carry `#` comments and blank lines between them, a Swift chain that goes on
/// with `.member = value`, a tree drawn with box-drawing characters, statements of a semicolon listing
/// after a blank line, and output under a caption that names it.
@Suite struct PlainTextCopiedBlockTests {
    func parse(_ text: String, path: String = "fixture/en.txt") throws -> Document {
        try #require(TestSupport.parse(text, path: path))
    }

    func listings(_ text: String, path: String = "fixture/en.txt") throws -> [Snippet] {
        ReaderFixtures.snippets(try parse(text, path: path))
    }

    // MARK: - Shell sessions with comments

    /// `# what the next command does` right above a command is the listing's comment, and a blank line
    /// followed by another commented command goes on with the same listing, as the fenced block had it.
    @Test func commentedCommandsSeparatedByBlankLinesAreOneListing() throws {
        let all = try listings("""
        Tool notes

        Inspect the heap

        # Show a summary of the heap for the app
        xcrun heap SampleApp

        # Show every instance of one class
        xcrun heap --addresses=SampleController SampleApp

        When to use it: to see what the process holds right now.
        """)
        #expect(all.count == 1, "\(all.map(\.code))")
        let listing = try #require(all.first)
        #expect(listing.range.startLine == 5 && listing.range.endLine == 9)
        #expect(listing.infoString == "shell")
        #expect(listing.code.hasPrefix("# Show a summary"))
    }

    /// Debugger commands (`po`, `expr`) are commands too, with their comment above them.
    @Test func debuggerCommandsWithCommentsAreOneListing() throws {
        let all = try listings("""
        Debugging notes

        Print what the breakpoint sees

        # Print the object in the first argument
        po $arg1

        # Or on an older debugger
        po $rdi

        Output: the object and its properties.
        """)
        #expect(all.count == 1, "\(all.map(\.code))")
        let listing = try #require(all.first)
        #expect(listing.range.startLine == 5 && listing.range.endLine == 9)
    }

    /// A `#` line that heads no command (a heading written with its Markdown mark, a hashtag) is no listing.
    @Test func aHashLineAboveProseIsNoListing() throws {
        let all = try listings("""
        Notes

        # Setup
        Install the tools first and read the guide.

        More text here.
        """)
        #expect(all.isEmpty, "\(all.map(\.code))")
    }

    // MARK: - Swift

    /// `)` then `.isActive = true`: the chain goes on with an assignment to a member.
    @Test func aMemberAssignmentAfterACallGoesOnWithTheListing() throws {
        let all = try listings("""
        Layout notes

        Chained layout

        label.topAnchor.constraint(
            equalTo: view.topAnchor,
            constant: 8
        )
        .isActive = true

        The constraint is active once set.
        """)
        #expect(all.count == 1, "\(all.map(\.code))")
        #expect(all.first?.range.startLine == 5 && all.first?.range.endLine == 9)
    }

    // MARK: - Diagrams drawn with text

    /// A decision tree drawn with `├─` / `└─` / `│` under its root question is one preformatted block.
    @Test func aBoxDrawnTreeIsOneBlock() throws {
        let doc = try parse("""
        Layout notes

        Decision tree

        Layout looks wrong?
        ├─ Conflicts in the log?
        │  └─ Lower one priority
        └─ No message at all?
           └─ Inspect the view hierarchy

        That is all for the tree.
        """)
        let all = ReaderFixtures.snippets(doc)
        #expect(all.count == 1, "\(ReaderFixtures.blocks(doc))")
        let tree = try #require(all.first)
        #expect(tree.range.startLine == 5 && tree.range.endLine == 9)
        #expect(tree.language == .text)
        #expect(tree.code.contains("   └─ Inspect"))
    }

    /// One line with a box-drawing character in prose is no diagram.
    @Test func aSingleBoxCharacterInProseIsNoDiagram() throws {
        let all = try listings("""
        Notes

        Menu path

        Open Settings │ General and pick a value.
        Then restart the app.

        Done.
        """)
        #expect(all.isEmpty, "\(all.map(\.code))")
    }
    // MARK: - Output under its caption

    /// Bare lines of a program's output (numbers, `here!!`, `4 : value = 1`) right below a caption that
    /// names them (`…のログを抜粋`) or a line that says the result follows (`結果は次のようになります`) are one
    /// listing, not a list of bare lines.
    @Test func outputBelowItsCaptionIsOneListing() throws {
        let doc = try parse("""
        並行処理のメモ

        順番に実行する

        サンプルのログを抜粋

        0
        1
        ~~ 中略 ~~
        here!!
        3

        順番に出力されていることがわかります。

        この時の結果は次のようになります

        4 : value = 1
        2 : value = 0
        3 : value = 1

        値がずれることが分かります。
        """, path: "fixture/ja.txt")
        let all = ReaderFixtures.snippets(doc)
        #expect(all.map(\.range.startLine) == [7, 17], "\(ReaderFixtures.blocks(doc))")
        #expect(all.map(\.range.endLine) == [11, 19])
        #expect(ReaderFixtures.lists(doc).isEmpty)
    }

    /// The same bare lines below a sentence that announces nothing stay a list.
    @Test func bareLinesBelowProseStayAList() throws {
        let doc = try parse("""
        メモ

        用意するもの

        必要なものは次の三つです。

        Xcode
        Simulator
        Instruments

        以上です。
        """, path: "fixture/ja.txt")
        #expect(ReaderFixtures.snippets(doc).isEmpty)
        #expect(ReaderFixtures.lists(doc).count == 1)
    }
    // MARK: - Objective-C

    /// After a blank line, an Objective-C listing goes on with a statement (`NSLog(…);`) or a comment
    /// that opens the next variant (`// 方式2`).
    @Test func objectiveCGoesOnAfterABlankLineWithAStatementOrComment() throws {
        let all = try listings("""
        动画笔记

        两种写法

        // 写法一
        - (void)fadeOut {
            self.alpha = 0.f;
        }

        NSLog(@"%f", self.alpha);      // 1.000000

        // 写法二
        - (void)fadeOutLater {
            [self performSelector:@selector(fadeOut) withObject:nil afterDelay:3];
        }

        两种写法的区别在于时机。
        """, path: "fixture/zh-Hans.txt")
        #expect(all.count == 1, "\(all.map(\.code))")
        #expect(all.first?.range.startLine == 5 && all.first?.range.endLine == 15)
        #expect(all.first?.infoString == "objc")
    }
    // MARK: - Lists

    /// `• A` / blank / `• B` / blank / `• C`: a list whose items the page set apart is one list.
    @Test func bulletsSeparatedBySingleBlankLinesAreOneList() throws {
        let doc = try parse("""
        Reference

        Related types

        • SampleStore: keeps the values of one screen.

        • SampleObserver: watches a store and reloads its view.

        • SampleBinding

        See also the guide on stores.
        """)
        let lists = ReaderFixtures.lists(doc)
        #expect(lists.count == 1, "\(lists)")
        #expect(lists.first?.items.count == 3)
        #expect(lists.first?.range.startLine == 5 && lists.first?.range.endLine == 9)
    }

    /// A bullet with its own text right below it after a blank line starts something else (a decorated
    /// heading of a memo, an item with its paragraph), and a different bullet starts another list.
    @Test func looseBulletsStopAtABulletWithTextBelowOrAnotherMark() throws {
        let doc = try parse("""
        Reference

        Related types

        • SampleStore

        • SampleObserver
        It watches a store.

        ・SampleBinding

        Done.
        """)
        let lists = ReaderFixtures.lists(doc)
        #expect(lists.first?.items.count == 1, "\(lists)")
        #expect(lists.first?.range.endLine == 5)
    }
    /// `@import UIKit;`, a blank line, then the interface: one Objective-C listing.
    @Test func anImportAboveTheInterfaceIsTheSameListing() throws {
        let all = try listings("""
        計時器

        會洩漏的寫法

        @import UIKit;

        @interface SampleController : UIViewController
        @property (strong, nonatomic) NSTimer *timer;
        @end

        這樣 timer 會一直持有 controller。
        """, path: "fixture/zh-Hant.txt")
        #expect(all.count == 1, "\(all.map(\.code))")
        #expect(all.first?.range.startLine == 5 && all.first?.range.endLine == 9)
        #expect(all.first?.infoString == "objc")
    }

    /// A sentence that opens with a qualifier's name (`__unsafe_unretained 關鍵字…：`) is the lead-in of the
    /// listing below it, not its first line.
    @Test func aSentenceOpeningWithAQualifierIsNoObjectiveC() throws {
        let all = try listings("""
        計時器

        參數

        要取出參數，要加上
        __unsafe_unretained 關鍵字。程式會像這樣：

        __weak NSURL *value = nil;
        NSLog(@"value:%@", value);

        這樣就不會多 retain 一次。
        """, path: "fixture/zh-Hant.txt")
        #expect(all.count == 1, "\(all.map(\.code))")
        #expect(all.first?.range.startLine == 8 && all.first?.range.endLine == 9)
    }

    /// A message in English below `…将提示如下错误：` is the error it announces, a one-line listing.
    @Test func aMessageBelowAnAnnouncedErrorIsAListing() throws {
        let all = try listings("""
        捕获列表

        写法

        改成这样将提示如下错误：

        Values may only be captured by giving them a plain name

        因此需要先给它一个名字。
        """, path: "fixture/zh-Hans.txt")
        #expect(all.count == 1, "\(all.map(\.code))")
        #expect(all.first?.range.startLine == 7)
    }
    // MARK: - Ruby (Podfile)

    /// A Podfile's hook (`post_install do |installer|` … `end`), with blank lines and nested blocks inside, is
    /// one Ruby listing under the sentence that introduces it.
    @Test func aPodfileHookIsOneRubyListing() throws {
        let all = try listings("""
        构建笔记

        签名报错

        在 Podfile 末尾添加下面的代码：
        post_install do |installer|
          installer.pods_project.targets.each do |target|
            target.build_configurations.each do |config|
              config.build_settings['SAMPLE_SETTING'] = 'NO'
            end

            if target.name == "SampleKit"
              puts "skipped"
            end
          end
        end

        然后重新执行 pod install。
        """, path: "fixture/zh-Hans.txt")
        #expect(all.count == 1, "\(all.map(\.code))")
        let listing = try #require(all.first)
        #expect(listing.range.startLine == 6 && listing.range.endLine == 16)
        #expect(listing.infoString == "ruby")
    }

    /// Podfile statements are a listing too; a block whose `end` the copy lost stops at the next sentence.
    @Test func podfileStatementsAndAnOpenBlockStopAtProse() throws {
        let all = try listings("""
        Pods

        Setup

        platform :ios, '15.0'
        use_frameworks!

        target 'SampleApp' do
          pod 'SampleKit', '~> 2.0'

        Run the install command after saving the file.
        """)
        #expect(all.count == 1, "\(all.map(\.code))")
        #expect(all.first?.range.startLine == 5 && all.first?.range.endLine == 9)
        #expect(all.first?.infoString == "ruby")
    }
    /// `• term`, a blank line, its explanation, a blank line, the next `• term`: one list whose items hold
    /// their paragraphs (an item may hold several); the last item holds its first paragraph, and the text
    /// after it is the section's again.
    @Test func bulletsWithParagraphsBelowAreItemsHoldingThem() throws {
        let doc = try parse("""
        样例笔记

        三个回调

        包装视图时会用到下面几个方法。

        • makeSample

        创建被包装的视图实例，只调用一次。

        • updateSample

        状态变化时调用，可能调用很多次。

        调用时机与普通视图的更新相同。

        • dismantleSample

        视图移除之前调用，可以在这里做清理。

        下面的代码演示了完整的包装过程。
        """, path: "fixture/zh-Hans.txt")
        let lists = ReaderFixtures.lists(doc)
        #expect(lists.count == 1, "\(lists)")
        let list = try #require(lists.first)
        #expect(list.items.map(\.text) == ["makeSample", "updateSample", "dismantleSample"])
        #expect(list.items.map(\.children.count) == [1, 2, 1])
        #expect(list.range.startLine == 7 && list.range.endLine == 19)
        #expect(ReaderFixtures.paragraphs(doc).contains("下面的代码演示了完整的包装过程。"))
    }

    /// One bullet with a paragraph below it is not enough to say the paragraph is the item's.
    @Test func aSingleBulletAboveAParagraphKeepsThemApart() throws {
        let doc = try parse("""
        样例笔记

        一个回调

        • makeSample

        创建被包装的视图实例，只调用一次。

        下面的代码演示了完整的包装过程。
        """, path: "fixture/zh-Hans.txt")
        let list = try #require(ReaderFixtures.lists(doc).first)
        #expect(list.items.count == 1 && list.items[0].children.isEmpty)
        #expect(list.range.endLine == 5)
    }
    /// A page wrapped at a fixed width breaks a long item inside its sentence: the next line, not an item,
    /// goes on with that item (one item over two lines), and the list ends where the items end.
    @Test func aLongItemBrokenInsideItsSentenceGoesOnOnTheNextLine() throws {
        let doc = try parse("""
        記憶體筆記

        常見狀況

        這種狀況最常出現在：

        1. 把 delegate 設成 strong reference，之後在討論 delegate 的時候會繼續
        討論這個狀況。
        2. 某個物件的 property 是一個 block，而這個 block 又把物件自
        己 retain 了一份。
        3. 使用 timer 的時候，到 dealloc 才停止 timer。

        接下來看一個例子。
        """, path: "fixture/zh-Hant.txt")
        let lists = ReaderFixtures.lists(doc)
        #expect(lists.count == 1, "\(ReaderFixtures.blocks(doc))")
        let list = try #require(lists.first)
        #expect(list.items.count == 3)
        #expect(list.items.first?.text.hasSuffix("的時候會繼續討論這個狀況。") == true)
        #expect(list.items.map(\.range.endLine) == [8, 10, 11])
        #expect(list.range.startLine == 7 && list.range.endLine == 11)
    }

    /// A short numbered line above its text is a memo's heading, not an item whose sentence goes on.
    @Test func aShortNumberedLineAboveItsTextIsNotWrapped() throws {
        let doc = try parse("""
        Map notes

        1. Common symptoms of the wrapper
        The map flickers whenever the state changes.

        2. The wrapper we ended up with
        It keeps the map view and diffs the annotations.
        """)
        #expect(ReaderFixtures.lists(doc).allSatisfy { $0.items.allSatisfy { !$0.text.contains("flickers") } })
    }
}

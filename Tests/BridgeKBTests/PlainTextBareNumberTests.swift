import Foundation
import Testing
@testable import BridgeKBModel

/// Headings a web copy shows with few words of their own: a series that is numbers alone (`1)`, `2)`, `最后)`), the
/// first section's heading glued between the page's title and its text, and a title behind a tag of its level
/// (`[進階] …`).
@Suite struct PlainTextBareNumberTests {
    func parse(_ text: String, path: String = "fixture/zh-Hans.txt") throws -> Document {
        try #require(TestSupport.parse(text, path: path))
    }

    func outline(_ document: Document) -> [String] { TestSupport.outline(document) }

    /// A page's cases, each a heading that is its number alone.
    static let cases = """
    1)

    class PageController {
        var handler: (() -> Void)?
        func setUp() {
            handler = { print(self) }
        }
    }

    这种情况最常见：控制器持有闭包，闭包又捕获了控制器。

    2)

    class ListController {
        var timer: Timer?
        func start() {
            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.reload() }
        }
    }

    定时器持有闭包，闭包又持有控制器，和上一种是同一回事。

    最后)

    网络请求的回调一般不会造成循环，因为请求结束后闭包就被释放了。

    Swift 中的情况

    在 Swift 里用捕获列表写 [weak self] 就可以了。
    """

    /// Headings that are numbers alone (`1)`, `2)`, and the `最后)` that closes them) name nothing of the page: they
    /// count the parts of the titled heading above the first of them. The next titled heading is that one's sibling.
    @Test func aSeriesOfBareNumbersNestsUnderTheHeadingAboveIt() throws {
        let doc = try parse("""
        【笔记】几种常见的闭包泄漏

        前言
        整理项目里的内存问题时发现，大多数泄漏都和闭包有关，这里记下几个常见的例子。


        """ + Self.cases)
        #expect(outline(doc) == ["前言@1", "1)@2", "2)@2", "最后)@2", "Swift 中的情况@1"])
    }

    /// Without a titled heading above them, the numbers stay at the top; numbered titles (`1) 控制器持有闭包`) are
    /// sections of their own, as a memo numbers them.
    @Test func numbersWithTitlesOrWithoutAHeadingAboveStayAtTheTop() throws {
        let untitled = try parse("""
        几种常见的闭包泄漏

        整理项目里的内存问题时发现，大多数泄漏都和闭包有关，这里记下几个常见的例子。


        """ + Self.cases)
        #expect(outline(untitled) == ["1)@1", "2)@1", "最后)@1", "Swift 中的情况@1"])
        let titled = try parse("""
        几种常见的闭包泄漏

        前言

        整理项目里的内存问题时发现，大多数泄漏都和闭包有关，这里记下几个常见的例子。

        1) 控制器持有闭包

        这种情况最常见：控制器持有闭包，闭包又捕获了控制器。

        2) 定时器持有闭包

        定时器持有闭包，闭包又持有控制器，和上一种是同一回事。
        """)
        #expect(outline(titled) == ["前言@1", "1) 控制器持有闭包@1", "2) 定时器持有闭包@1"])
    }

    /// A browser's copy glues the page's title, the first section's heading and its text: an opening section's title
    /// (`前言`, `はじめに`) right below the first line, above a sentence, is that section's heading, and the line
    /// above it the page's title.
    @Test func anOpeningHeadingGluedBelowThePageTitleIsTheFirstSection() throws {
        let doc = try parse("""
        【笔记】几种常见的闭包泄漏
        前言
        整理项目里的内存问题时发现，大多数泄漏都和闭包有关，这里记下几个常见的例子。


        """ + Self.cases)
        #expect(doc.title == "【笔记】几种常见的闭包泄漏")
        #expect(outline(doc) == ["前言@1", "1)@2", "2)@2", "最后)@2", "Swift 中的情况@1"])
        let ja = try parse("""
        キーボード対応のメモ
        はじめに
        入力欄がキーボードに隠れる問題を、いくつかの方法で直してみました。

        通知で直す

        キーボードの通知を受けて、下の余白を増やします。
        """, path: "fixture/ja.txt")
        #expect(ja.title == "キーボード対応のメモ")
        #expect(outline(ja) == ["はじめに@1", "通知で直す@1"])
    }

    /// Two lines that are no opening title above the first sentence stay the title area's (a site's name above
    /// the title) and the text.
    @Test func aTitleAndItsKickerGluedAboveTextAreNoHeading() throws {
        let doc = try parse("""
        老王的 iOS 笔记
        在 SwiftUI 里包装 MKMapView
        最近项目里要在 SwiftUI 页面上放一张地图，这里记下做法。

        准备工作

        先在工程里加上 MapKit。
        """)
        #expect(!outline(doc).contains("在 SwiftUI 里包装 MKMapView@1"))
        #expect(outline(doc).contains("准备工作@1"))
    }

    /// A tag of the section's level in brackets (`[進階]`, `【进阶】`, `[Advanced]`) before a title glued to its text is
    /// the heading's, not a label opening a paragraph's line (`【原因】…` is one).
    @Test func aTitleBehindALevelTagIsAHeading() throws {
        let doc = try parse("""
        三十天學會某語言：物件的擴充

        對現成的東西做延伸是很常見的做法，這篇來看看兩種語言的差別。

        甲語言的擴充

        在甲語言中，我們可以替既有型別加上新的方法，這是很方便的功能。

        [進階] 為類別增加額外的屬性
        我們知道在兩種語言中都不能直接在擴充增加額外的屬性，但是可以用關聯物件來做到。

        簡單測驗

        看看你是否記得上面的內容。
        """, path: "fixture/zh-Hant.txt")
        #expect(outline(doc) == ["甲語言的擴充@1", "[進階] 為類別增加額外的屬性@1", "簡單測驗@1"])
        let label = try parse("""
        列表滚动卡顿

        现象

        列表滚动时明显掉帧，尤其是图片多的时候。

        【原因】图片在主线程解码
        每次显示单元格都在主线程把整张图解码一遍。
        """)
        #expect(outline(label) == ["现象@1"])
    }
}

/// A property's name alone on its line (a link to its documentation, its only text) right above the next heading.
@Suite struct PlainTextLoneNameTests {
    /// `dimsBackgroundWhileSearching` below a note and above `デフォルト値`: a name in lower camel case heads nothing — it
    /// is the text of `iOS12まで`, as the name below `iOS13から` is that section's.
    @Test func aPropertyNameAboveAHeadingIsTheTextOfTheSectionAbove() throws {
        let doc = try #require(TestSupport.parse("""
        iOS 15 の検索画面で気をつけること

        検索中に背景が暗くならなくなった件を調べました。

        背景を暗くする property

        iOS13から

        obscuresBackgroundWhileSearching

        iOS12まで

        iOS13から非推奨です。

        dimsBackgroundWhileSearching

        デフォルト値

        iOS14までは true で、iOS15からは false です。

        まとめ

        新しい property を使いましょう。
        """, path: "fixture/ja.txt"))
        let outline = TestSupport.outline(doc)
        #expect(!outline.contains { $0.hasPrefix("dimsBackgroundWhileSearching@") || $0.hasPrefix("obscuresBackgroundWhileSearching@") })
        #expect(outline.contains("iOS13から@2") && outline.contains("iOS12まで@2") && outline.contains("デフォルト値@2"))
    }

    /// A name alone with its text below it stays a heading (`navigationBarHidden` over what it does), and so does a
    /// platform's name above its first subheading (`visionOS` over `概要`).
    @Test func aNameWithItsTextOrAPlatformStaysAHeading() throws {
        let doc = try #require(TestSupport.parse("""
        ナビゲーションまわりの覚え書きをまとめたもの

        画面遷移で使う modifier を並べます。

        navigationBarHidden

        ナビゲーションバーを隠すための modifier です。

        visionOS

        概要

        visionOS ではナビゲーションの見た目が少し違います。
        """, path: "fixture/ja.txt"))
        let titles = TestSupport.titles(doc)
        #expect(titles.contains("navigationBarHidden") && titles.contains("visionOS") && titles.contains("概要"))
    }
}

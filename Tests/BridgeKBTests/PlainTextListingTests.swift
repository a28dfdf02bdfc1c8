import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBChecking

/// Listings in web-copied plain text: Swift with CJK placeholders or editor placeholders, listings in
/// other languages (JSON, .strings, shell, Objective-C, diff, console output), and the prose around
/// them that looks a little like code (English sentences starting with an identifier, API names).
@Suite struct PlainTextListingTests {
    func parse(_ text: String, path: String = "fixture/ja.txt") throws -> Document {
        try #require(TestSupport.parse(text, path: path))
    }

    func snippets(_ document: Document) -> [Snippet] { ReaderFixtures.snippets(document) }

    // MARK: - Site generators' tags

    /// A copy of a Jekyll page's source keeps its Liquid tags: `{% highlight objective_c %}` … `{% endhighlight %}`
    /// is one listing (the tags' lines included, as a Markdown fence's), in the tag's language, with blank lines
    /// and lines of prose-like comments inside; the Markdown reader reads the same lines as one listing.
    @Test func aLiquidHighlightBlockIsOneListing() throws {
        let text = """
        循环引用笔记

        第一种情况

        {% highlight objective_c %}
        @interface DemoViewController ()

        @property (nonatomic, copy) DemoBlock block;

        @end
        {% endhighlight %}

        控制器持有 block，block 又引用了 self。
        """
        let doc = try parse(text, path: "fixture/zh-Hans.txt")
        let listings = snippets(doc)
        #expect(listings.count == 1)
        #expect(listings.first?.range.startLine == 5)
        #expect(listings.first?.range.endLine == 11)
        #expect(listings.first?.code.hasPrefix("@interface DemoViewController ()") == true)
        #expect(listings.first?.code.hasSuffix("@end") == true)
        #expect(listings.first?.infoString == "objective_c")
        let markdown = ReaderFixtures.markdown(text)
        #expect(ReaderFixtures.snippets(markdown).map(\.code) == listings.map(\.code))
    }

    // MARK: - Swift

    @Test func cjkPlaceholdersStayInTheirListing() throws {
        let doc = try parse("""
        ガイド

        表現可能なビューの書き方をまとめます。

        基本の形

        基本の形は次のとおりです。

        struct 表現可能なビュー: UIViewRepresentable {
            func makeCoordinator() -> コーディネーター型 {
                コーディネーター型(親: self)
            }

            func makeUIView(context: Context) -> UIビュー型 {
                UIビュー型()
            }

            func updateUIView(_ uiView: UIビュー型, context: Context) {}
        }

        変数の宣言

        let 変数名: 型 = 値
        func 方法名(参数: 类型) -> 返回类型 {

        プレースホルダーは自分の型に置き換えます。
        """)
        let listings = snippets(doc)
        #expect(listings.map(\.range.startLine) == [9, 23])
        #expect(listings.map(\.range.endLine) == [19, 24])
        #expect(listings.allSatisfy { $0.language == .swift })
        #expect(doc.allSections.map(\.title) == ["基本の形", "変数の宣言"])
    }

    @Test func editorPlaceholdersStayInTheirListing() throws {
        let doc = try parse("""
        Guide

        Template

        struct <#Name#>: UIViewRepresentable {
            func makeUIView(context: Context) -> <#ViewType#> {
                <#code#>
            }
        }

        Fill in the placeholders.
        """, path: "fixture/en.txt")
        #expect(snippets(doc).map(\.range.startLine) == [5])
        #expect(snippets(doc).map(\.range.endLine) == [9])
    }

    @Test func englishProseStartingWithAnIdentifierIsProse() throws {
        let doc = try parse("""
        笔记

        概述

        UIViewControllerRepresentable instances are responsible for the creation, update, and teardown of your view controller (for example, one that hosts a camera).

        makeUIViewController(context:) is called exactly once for the lifetime of the representable.

        Context.environment gives the representable access to the same environment values (color scheme, locale).

        let a = 1
        """, path: "fixture/zh-Hans.txt")
        #expect(ReaderFixtures.paragraphs(doc).count == 3)
        #expect(snippets(doc).map(\.range.startLine) == [11])
    }

    @Test func anAPINameAloneOnItsLineIsAHeadingNotCode() throws {
        let doc = try parse("""
        Reference

        The requirements of the protocols.

        UIViewRepresentable

        A type that wraps a UIKit view.

        makeUIView(context:)

        Called once.

        sizeThatFits(_:uiView:context:)

        Optional.
        """, path: "fixture/en.txt")
        #expect(snippets(doc).isEmpty)
        #expect(doc.allSections.map(\.title) == ["UIViewRepresentable", "makeUIView(context:)", "sizeThatFits(_:uiView:context:)"])
    }

    @Test func namesSideBySideAreNotCode() throws {
        let doc = try parse("""
        ガイド

        トレイトの受け渡しを説明します。

        UITraitBridgedEnvironmentKey(Bridging with UITraitBridgedEnvironmentKey)

        結びつけると同じ値が読めます。

        if you need a map (iOS 17+) use Map like this:

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
        """)
        #expect(doc.allSections.map(\.title) == ["UITraitBridgedEnvironmentKey(Bridging with UITraitBridgedEnvironmentKey)"])
        #expect(snippets(doc).map(\.range.startLine) == [11])
    }

    // MARK: - Other languages

    /// The one listing of a document, its lines and its language guess.
    func onlyListing(_ body: String, path: String = "fixture/en.txt") throws -> Snippet {
        let doc = try parse("Guide\n\nSection\n\nThe listing:\n\n\(body)\n\nAfter the listing.\n", path: path)
        let all = snippets(doc)
        #expect(all.count == 1, "\(all.map(\.code))")
        return try #require(all.first)
    }

    @Test func jsonIsAListingWithItsLanguage() throws {
        let s = try onlyListing("""
        {
          "scanner": {
            "formats": ["qr", "ean13"],
            "vibrate": true
          }
        }
        """)
        #expect(s.language == .text && s.infoString == "json")
        #expect(s.range.startLine == 7 && s.range.endLine == 12)
        let one = try onlyListing(#"{"title": "订单详情", "url": "https://example.com/orders/1024"}"#, path: "fixture/zh-Hans.txt")
        #expect(one.infoString == "json")
    }

    @Test func stringsFilesAreTextListings() throws {
        let s = try onlyListing("""
        /* 扫码页 */
        "scanner.title" = "扫一扫";
        "scanner.torch.on" = "打开手电筒";
        """, path: "fixture/zh-Hans.txt")
        #expect(s.language == .text && s.infoString == "text")
        #expect(s.range.startLine == 7 && s.range.endLine == 9)
    }

    @Test func shellCommandsAreShellListings() throws {
        let s = try onlyListing("""
        git clone https://example.com/samples/hosting-cells.git
        cd hosting-cells
        open HostingCells.xcodeproj
        """)
        #expect(s.infoString == "shell" && s.range.endLine == 9)
        let one = try onlyListing("xcrun simctl launch booted com.example.Profile -AppleLanguages \"(ja)\" -AppleLocale ja_JP")
        #expect(one.infoString == "shell")
    }

    /// A console session copied with its indentation (`  xcodebuild -sdk … -configuration Debug build`) is a
    /// shell listing too, never a heading above the output.
    @Test func anIndentedCommandWithOptionsStartsAShellListing() throws {
        let doc = try parse("""
        ビルドのエラー

        スキームがない

          xcodebuild -sdk iphonesimulator -configuration Debug build
          shell: /bin/bash -e {0}

        スキームを指定していないためです。
        """)
        #expect(TestSupport.outline(doc) == ["スキームがない@1"])
        let listing = try #require(snippets(doc).first)
        #expect(listing.infoString == "shell" && listing.range.startLine == 5 && listing.range.endLine == 6)
        // A placeholder named in the page's language (`{スキーム名}`) keeps it a command.
        let named = try onlyListing("  xcodebuild -scheme {スキーム名} -sdk iphonesimulator clean test", path: "fixture/ja.txt")
        #expect(named.infoString == "shell")
    }

    @Test func objectiveCIsAnObjCListing() throws {
        let s = try onlyListing("""
        UILongPressGestureRecognizer *recognizer =
            [[UILongPressGestureRecognizer alloc] initWithTarget:self
                                                          action:@selector(handleLongPress:)];
        recognizer.minimumPressDuration = 0.3;
        [self.overlayView addGestureRecognizer:recognizer];
        """, path: "fixture/ja.txt")
        #expect(s.language == .text && s.infoString == "objc")
        #expect(s.range.startLine == 7 && s.range.endLine == 11)
        let method = try onlyListing("""
        - (void)viewWillAppear:(BOOL)animated {
            [super viewWillAppear:animated];
            [[Analytics shared] trackPage:NSStringFromClass([self class])];
        }
        """, path: "fixture/zh-Hans.txt")
        #expect(method.infoString == "objc" && method.range.endLine == 10)
    }

    @Test func aDiffIsADiffListing() throws {
        let s = try onlyListing("""
         let hosting = UIHostingController(rootView: SettingsView(store: store))
        +hosting.title = String(localized: "settings.title")
         navigationController.pushViewController(hosting, animated: true)
        """)
        #expect(s.language == .text && s.infoString == "diff")
        #expect(s.range.startLine == 7 && s.range.endLine == 9)
        let indented = try onlyListing("""
        -        var content = cell.defaultContentConfiguration()
        -        content.text = session.title
        +        cell.contentConfiguration = UIHostingConfiguration {
        +            SessionRow(session: session)
        +        }
        """)
        #expect(indented.infoString == "diff" && indented.range.endLine == 11)
    }

    @Test func consoleOutputIsATextListing() throws {
        let s = try onlyListing("""
        2023-04-28 21:13:07.412 Demo[5521:188340] [MapKit] Annotation view was not dequeued
        2023-04-28 21:13:07.419 Demo[5521:188340] [Memory] Resident memory grew to 412 MB
        """, path: "fixture/zh-Hans.txt")
        #expect(s.language == .text && s.infoString == "text" && s.range.endLine == 8)
        let tagged = try onlyListing("""
        [SwiftUI] Modifying state during view update, this will cause undefined behavior.
        [SwiftUI] Publishing changes from within view updates is not allowed.
        """, path: "fixture/ja.txt")
        #expect(tagged.infoString == "text" && tagged.range.endLine == 8)
        let scoped = try onlyListing("""
        WebPageProxy::processDidTerminate: (pid 0), reason 3
        WebPageProxy::dispatchProcessDidTerminate: reason=Crash
        """, path: "fixture/zh-Hans.txt")
        #expect(scoped.infoString == "text" && scoped.range.endLine == 8)
        // UIKit prints objects as `<ClassName: 0x…>`: a warning that names them is console output.
        let described = try onlyListing("""
        Attempt to present <UIHostingController: 0x7f9c4e00a200> on <OrderViewController: 0x7f9c4d80b600> which is already presenting
        """, path: "fixture/zh-Hans.txt")
        #expect(described.infoString == "text" && described.range.endLine == 7)
    }

    @Test func englishProseNamingGenericTypesIsProse() throws {
        let doc = try parse("""
        笔记

        概述

        Use Array<Element> or Set<Element> when the order matters to you, and a dictionary otherwise.
        """, path: "fixture/zh-Hans.txt")
        #expect(snippets(doc).isEmpty)
    }

    @Test func markupListingsAreText() throws {
        let s = try onlyListing("""
        <key>NSCameraUsageDescription</key>
        <string>バーコードを読み取るためにカメラを使います</string>
        """, path: "fixture/ja.txt")
        #expect(s.language == .text && s.infoString == "text" && s.range.endLine == 8)
    }

    @Test func swiftListingsKeepTheSwiftLanguage() throws {
        let s = try onlyListing("""
        func updateUIView(_ field: UITextField, context: Context) {
            if field.text != text { field.text = text }
        }
        """)
        #expect(s.language == .swift && s.infoString == nil)
    }

    @Test func nonSwiftListingsAreNeverSwiftChecked() throws {
        let doc = try parse("Guide\n\nSection\n\nThe config:\n\n{\n  \"a\": [1, 2]\n}\n\nDone.\n", path: "fixture/en.txt")
        let checked = SnippetChecker().check(doc)
        #expect(checked.isEmpty)
    }

    /// A property's declaration alone between sentences (`class var main: DispatchQueue`, as an API page
    /// shows it below `次の関数を利用します。`) is a listing, not a heading.
    @Test func aPropertyDeclarationIsAListing() throws {
        let doc = try parse("""
        キューの使い方

        メインキュー

        メインキューを取得するには次のプロパティを利用します。

        class var main: DispatchQueue

        キューの生成

        独自のキューも作れます。
        """, path: "fixture/ja.txt")
        #expect(TestSupport.outline(doc) == ["メインキュー@1", "キューの生成@1"])
        #expect(snippets(doc).map(\.code) == ["class var main: DispatchQueue"])
    }
}

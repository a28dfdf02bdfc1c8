import Foundation
import Testing
@testable import BridgeKBModel

/// Web copies of reference documentation (an article of a framework's documentation, or a translation of
/// one): its `Overview` holds the article's sections, and the article ends with groups of related APIs,
/// each a list of `Name: summary` items. A copy keeps no heading sizes, so the sections read as the
/// overview's siblings unless the page's shape says otherwise.
@Suite struct PlainTextReferencePageTests {
    func parse(_ text: String, path: String = "fixture/en.txt") throws -> Document {
        try #require(TestSupport.parse(text, path: path))
    }

    func outline(_ document: Document) -> [String] { TestSupport.outline(document) }

    /// The overview, its sections, then a group of related APIs: the sections are the overview's parts, the
    /// group the overview's sibling.
    @Test func theOverviewOfAReferenceArticleHoldsTheSectionsBeforeItsAPIGroup() throws {
        let doc = try parse("""
        Adopting scroll targets

        Article

        Snap a scroll view to the views it holds by choosing a scroll target behavior.

        Overview

        If your app shows a scroll view of cards, you can let it come to rest on a card.

        Choose a behavior for the whole view

        Apply a behavior to the scroll view, and mark the stack that holds the cards.

        ScrollView(.horizontal) {
            LazyHStack { cards }
                .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)

        Write your own behavior

        Conform a type to the protocol and adjust the proposed target.

        Keep the position in state

        Bind the position to a state property to read where the view came to rest.

        Scrolling to a target

        • scrollTargetBehavior(_:): Sets the scroll behavior of views scrollable in the horizontal axis.
        • ScrollTargetBehavior: A type that defines the scroll behavior of a scrollable view.
        • scrollPosition(id:anchor:): Associates a binding to be updated when a scroll view scrolls.
        """)
        #expect(outline(doc) == ["Overview@1", "Choose a behavior for the whole view@2", "Write your own behavior@2",
                                 "Keep the position in state@2", "Scrolling to a target@1"])
    }

    /// The same shape in a Chinese translation: `概述`, its sections, then the API group.
    @Test func aTranslatedReferenceArticleNestsTheSame() throws {
        let doc = try parse("""
        采用滚动目标

        Article

        选择一种滚动目标行为，让滚动视图停在它包含的视图上。

        概述

        如果你的应用程序显示一列卡片，可以让滚动视图停在某一张卡片上。

        为整个视图选择行为

        把行为应用到滚动视图上，并标记包含卡片的堆栈。

        编写自己的行为

        让一个类型遵循协议，并调整建议的目标位置。

        滚动到目标

        • scrollTargetBehavior(_:)：设置水平方向可滚动视图的滚动行为。
        • ScrollTargetBehavior：定义可滚动视图滚动行为的类型。
        """, path: "fixture/zh-Hans.txt")
        #expect(outline(doc) == ["概述@1", "为整个视图选择行为@2", "编写自己的行为@2", "滚动到目标@1"])
    }

    /// A type's page as a copy gives it: title, kind line, abstract, `before` (a declaration, or nothing), the
    /// overview and its two parts, then `ending`.
    func typePage(before: String = "", ending: String) throws -> Document {
        try parse("""
        ScrollAnchor

        Structure

        A position in a scroll view that stays in place while its content grows.

        \(before)Overview

        Attach an anchor to a view to keep it in sight while the rows above it change.

        Anchor the last row

        Pin the newest message of a chat to the bottom edge.

        Anchor a selected row

        Keep the row a person chose in place while the list reloads.

        \(ending)
        """)
    }

    /// A type's page ends with its topics and relationships: headings over lists of API names, with or without
    /// a summary. They all follow the overview's parts at the overview's level.
    @Test func aTypePageEndsWithTopicsAndRelationships() throws {
        let doc = try typePage(ending: """
        Topics

        Creating an anchor

        • init(id:edge:): Creates an anchor for the view with the identifier.
        • init(edge:): Creates an anchor for the first view.

        Relationships

        Conforms To

        • Equatable
        • Sendable
        """)
        #expect(outline(doc) == ["Overview@1", "Anchor the last row@2", "Anchor a selected row@2", "Topics@1",
                                 "Creating an anchor@2", "Relationships@1", "Conforms To@2"])
    }

    /// A list of `name: summary` items in the middle of a guide, followed by more sections of prose, is no
    /// group of related APIs that ends an article: the sections after the overview stay its siblings.
    @Test func aListOfSettingsInsideAGuideEndsNoArticle() throws {
        let doc = try parse("""
        Tuning a scroll view

        Overview

        A few settings make long lists feel faster.

        Measuring first

        Profile the list before you change anything.

        The settings

        • contentInsetAdjustmentBehavior: Decides how the insets follow the safe area.
        • decelerationRate: Sets how quickly the view slows down.

        Results

        Scrolling stayed smooth on the oldest device we had.
        """)
        #expect(outline(doc) == ["Overview@1", "Measuring first@1", "The settings@1", "Results@1"])
    }

    /// A symbol's page: its kind line (`Structure`) and abstract below the title, its declaration (code only)
    /// before the overview. The overview still opens the article and holds its parts.
    @Test func aSymbolsDeclarationBeforeTheOverviewKeepsItsParts() throws {
        let doc = try typePage(before: "Declaration\n\nstruct ScrollAnchor: Sendable\n\n", ending: """
        Creating an anchor

        • init(id:edge:): Creates an anchor for the view with the identifier.
        • init(edge:): Creates an anchor for the first view.
        """)
        #expect(outline(doc) == ["Declaration@1", "Overview@1", "Anchor the last row@2", "Anchor a selected row@2",
                                 "Creating an anchor@1"])
    }

    /// A post whose overview is not its first section, or whose API list is its closing summary, is no
    /// reference article: the sections stay the overview's siblings.
    @Test func aSummaryListOrALateOverviewMakesNoReferenceArticle() throws {
        func post(before: String, lastTitle: String) throws -> Document {
            try parse("""
            Lifecycle notes

            \(before)Overview

            Which callbacks run when a hosted view appears.

            Appearing

            The first callback runs once.

            Disappearing

            The last callback runs every time.

            \(lastTitle)

            • viewDidLoad: Runs once.
            • viewWillAppear(_:): Runs every time.
            """)
        }
        let summary = try post(before: "", lastTitle: "Summary")
        #expect(outline(summary) == ["Overview@1", "Appearing@1", "Disappearing@1", "Summary@1"])
        let late = try post(before: "Background\n\nWe moved a settings screen to SwiftUI.\n\n", lastTitle: "Callbacks")
        #expect(outline(late) == ["Background@1", "Overview@1", "Appearing@1", "Disappearing@1", "Callbacks@1"])
    }

    /// A blog post's `Overview` above sections and a closing list of links is no reference article: without a
    /// group of `Name: summary` items naming APIs, its sections stay the overview's siblings.
    @Test func aPostsOverviewAboveALinkListKeepsItsSiblings() throws {
        let doc = try parse("""
        Notes on scroll targets

        Overview

        I tried the new scroll target APIs in a side project last week.

        What worked

        Snapping to cards was easy once the stack was marked.

        What did not

        Paging with uneven card widths still jumps.

        References

        • Apple's article on scroll targets
        • A talk from this year's conference
        """)
        #expect(outline(doc) == ["Overview@1", "What worked@1", "What did not@1", "References@1"])
    }

    /// A group of related APIs may hold one API (`init(id:edge:)` alone under `Creating an anchor`): the section that
    /// is nothing but that item opens the article's groups, at the overview's level, as one of two items would.
    @Test func aGroupOfOneAPIOpensTheArticlesGroups() throws {
        let doc = try typePage(ending: """
        Creating an anchor

        • init(id:edge:): Creates an anchor for the view with the identifier.

        Reading the anchor

        • scrollEdge: The edge of the view that the anchor keeps in place.
        • viewID: The identifier of the view the anchor follows.
        """)
        #expect(outline(doc) == ["Overview@1", "Anchor the last row@2", "Anchor a selected row@2", "Creating an anchor@1",
                                 "Reading the anchor@1"])
    }

    /// A copy that ends with the page's source line and the day it was saved (or that goes on with the next page's
    /// head): those lines below the last group are no text of a section, and the article keeps its shape.
    @Test func thePagesSourceLineBelowTheLastGroupKeepsTheArticlesShape() throws {
        let doc = try typePage(ending: """
        Creating an anchor

        • init(id:edge:): Creates an anchor for the view with the identifier.
        • init(edge:): Creates an anchor for the first view.

        Conforms To

        • Equatable
        • Sendable

        Source: https://developer.example.com/documentation/swiftui/scrollanchor
        Saved: 2025-03-02
        """)
        #expect(outline(doc) == ["Overview@1", "Anchor the last row@2", "Anchor a selected row@2", "Creating an anchor@1",
                                 "Conforms To@1"])
    }

    /// One `name: summary` item with text below it is a part's text, not a group: the sections stay as they read.
    @Test func oneItemAboveMoreTextIsNoGroup() throws {
        let doc = try typePage(ending: """
        Choosing the edge

        • scrollEdge: The edge of the view that the anchor keeps in place.

        Pick the bottom edge for a chat, the top edge for a feed.
        """)
        #expect(outline(doc) == ["Overview@1", "Anchor the last row@1", "Anchor a selected row@1", "Choosing the edge@1"])
    }
}

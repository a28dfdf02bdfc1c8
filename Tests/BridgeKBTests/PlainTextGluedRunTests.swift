import Foundation
import Testing
@testable import BridgeKBModel

/// A browser's copy (HTML's `innerText`) sets a heading off from a list, a listing or a table of contents by a single
/// line break, so the heading shares a run of bare lines with them. These runs are told apart by what the lines are,
/// not by their width: a section name every page uses, a diagram's branches, a contents list's first entry coming
/// again, a one-line listing that no heading reads like.
@Suite struct PlainTextGluedRunTests {
    func parse(_ text: String, path: String = "fixture/en.txt") throws -> Document {
        try #require(TestSupport.parse(text, path: path))
    }

    /// `Requirements` among short items (`Swift 6`), `License` at a run's end above the licence's name: the names of
    /// a page's environment and closing sections are headings wherever the run puts them.
    @Test func aSectionNameEveryPageUsesIsAHeadingInsideARun() throws {
        let doc = try parse("""
        Offline sync sample

        This sample shows how a small app keeps its data in step with a server.

        What it shows
        Queueing writes while the device has no connection
        Merging edits made on two devices at once
        Retrying uploads with a growing delay between tries
        Requirements
        iOS 17.0+
        Xcode 16.0+
        Swift 6
        License

        Apache License 2.0
        """)
        #expect(TestSupport.titles(doc) == ["What it shows", "Requirements", "License"])
        let ja = try parse("""
        オフライン同期のサンプル

        端末がオフラインの間も書き込みを失わずにサーバーと同期する方法を示すサンプルです。

        できること
        通信できない間の書き込みを順番に貯めておく方法
        二台の端末で同時に編集された内容をまとめる方法
        失敗した送信を間隔を広げながらやり直す方法
        対象環境
        iOS 17.0+
        Xcode 16.0+
        Swift 6
        ライセンス

        Apache License 2.0
        """, path: "fixture/ja.txt")
        #expect(TestSupport.titles(ja) == ["できること", "対象環境", "ライセンス"])
    }

    /// A contents list names the same sections: `Summary` there is an entry (its section comes later), not a heading.
    @Test func aSectionNameInAContentsListIsAnEntry() throws {
        let doc = try parse("""
        Notes on caching

        Contents

        Why cache at all
        Choosing a key
        Summary

        Why cache at all

        A cache saves a round trip whenever the same answer is asked for twice.

        Choosing a key

        The key must change whenever the answer would change.

        Summary

        Keep keys small and answers immutable.
        """)
        #expect(TestSupport.titles(doc) == ["Contents", "Why cache at all", "Choosing a key", "Summary"])
    }

    /// A decision tree in a listing, glued to the heading above it and to the two stacked headings below it: the tree
    /// is one listing (its root the line above the first branch), the lines around it are headings.
    @Test func headingsGluedAroundADiagramAreLinesOfTheirOwn() throws {
        let doc = try parse("""
        Choosing a store

        Each option fits a different amount of data, so start from what you keep.

        Decision Tree
        How much data do you keep?
        ├─ A few settings?
        │  └─ Use UserDefaults
        └─ Many records?
           └─ Use SwiftData
        Migrating Old Data
        Version Checks
        Every release writes its schema version next to the data.
        On launch the app compares it with the version it expects.

        Older stores are copied before they change.

        Cleaning Up

        Remove the copy once the new store has opened.
        """)
        #expect(TestSupport.titles(doc) == ["Decision Tree", "Migrating Old Data", "Version Checks", "Cleaning Up"])
        let tree = try #require(ReaderFixtures.snippets(doc).first)
        #expect(tree.code.hasPrefix("How much data do you keep?\n├─"))
        #expect(tree.code.hasSuffix("Use SwiftData"))
    }

    /// A contents list glued to the first section's heading: the run's last line repeats its first, above the
    /// section's text.
    @Test func theFirstContentsEntryRepeatedBelowTheListIsTheFirstHeading() throws {
        let doc = try parse("""
        Sync guide

        Contents

        How syncing works
        Turning syncing off
        Working without a connection
        How syncing works

        The app syncs every fifteen minutes while it is open.

        Turning syncing off

        Open the settings screen and switch it off.

        Working without a connection

        Changes wait on the device until it is online again.
        """)
        #expect(TestSupport.titles(doc).suffix(3) == ["How syncing works", "Turning syncing off", "Working without a connection"])
        #expect(ReaderFixtures.lists(doc).map(\.items.count) == [3])
    }

    /// A one-line listing (`widget:3`, a site's embed token) glued above the next heading: the token is no heading and
    /// no list item with it; the line below it heads its text.
    @Test func aHeadingBelowAOneLineTokenIsALineOfItsOwn() throws {
        let doc = try parse("""
        Reading onChange

        SwiftUI calls the closure each time the value changes, so this post looks at when that happens.

        widget:3
        When the closure runs

        The closure runs after the view has updated, never while it draws.

        Comparing values

        The value must be Equatable, since SwiftUI compares the old and the new one.
        """)
        #expect(TestSupport.titles(doc) == ["When the closure runs", "Comparing values"])
        #expect(ReaderFixtures.lists(doc).isEmpty)
    }

    /// A heading and its first subheading glued below the last bare item of one list and above the first item of the
    /// next (a checklist's box marks it): both far narrower than the item below, they are lines of their own.
    @Test func aStackAtTheEndOfARunAboveAListIsTwoHeadings() throws {
        let doc = try parse("""
        Shipping a build

        Before a release, walk through these steps in order.

        Ways to ship:
        TestFlight — internal testers first
        App Store — everyone, after review
        Ad hoc — devices you register by hand
        Release Checklist
        Before Upload
        [ ] Bump the build number in the project settings
        [ ] Run the full test suite on a clean simulator
        During Review
        [ ] Answer questions from the review team within a day
        [ ] Keep the demo account signed in until approval

        Keep the checklist next to the project.
        """)
        #expect(TestSupport.titles(doc) == ["Release Checklist", "Before Upload", "During Review"])
    }

    /// Commands of a tool the reader does not know by name (`tracetool …`, `heap_tool …`), told by their options and
    /// placeholders: a listing, so the heading glued above each one and the one glued below are headings.
    @Test func headingsGluedToAnUnknownToolsCommandAreHeadings() throws {
        let doc = try parse("""
        Tracing allocations

        Record a trace before you change anything, then compare two runs.

        Recording a Trace
        tracetool record --template Allocations --output run1.trace
        Reading the Results

        Open the trace and sort the list by persistent bytes.

        Finding the Origin
        heap_tool --history <pid> <address>

        The history lists every call that allocated the block.

        Options

        use -O when you build the app for release
        """)
        #expect(TestSupport.titles(doc) == ["Recording a Trace", "Reading the Results", "Finding the Origin", "Options"])
        #expect(ReaderFixtures.snippets(doc).count == 2)
    }
}

import Foundation
import Testing
@testable import BridgeKBModel

/// A browser's copy without bullets (HTML's `innerText`) glues a heading to the bare items above it. When the
/// heading is a member of a numbered series (`Step 1: …`, `パターン 1：…`) whose other members the page sets off
/// as lines of their own, it is a heading too; the heading-shaped line right above the series' first member is the
/// heading that opens the series (a heading right above its first subheading).
@Suite struct PlainTextGluedSeriesTests {
    func parse(_ text: String, path: String = "fixture/en.txt") throws -> Document {
        try #require(TestSupport.parse(text, path: path))
    }

    func outline(_ document: Document) -> [String] { TestSupport.outline(document) }

    /// A page's opening: a paragraph, then a lead-in and three bare items (a copy without bullets).
    let causes = """
        A guide to tracing slow screens

        Slow screens come from a handful of causes, and each of them needs its own tool to find.

        Things that slow a screen down:
        The main thread is blocked by file reads on every appearance
        Images are decoded at their full size on the main thread
        Layout passes repeat on every scroll event of the list
        """

    /// `Tracing Workflow` and `Step 1: …` glued below the last of the bare items: the series' later members stand
    /// alone, so the first is a heading and the line above it is the heading of the series.
    @Test func aSeriesFirstMemberGluedBelowBareItems() throws {
        let doc = try parse("""
        \(causes)
        Tracing Workflow
        Step 1: Record a Time Profile (Release Build)

        Purpose: see where the main thread spends its time before guessing at a cause.

        Step 2: Find the Hot Frames

        Sort the call tree by self time and hide the system libraries to see your own code.

        Step 3: Confirm the Fix

        Record again on the same device and compare the two traces side by side.
        """)
        #expect(outline(doc) == ["Tracing Workflow@1", "Step 1: Record a Time Profile (Release Build)@2",
                                 "Step 2: Find the Hot Frames@2", "Step 3: Confirm the Fix@2"])
        #expect(ReaderFixtures.lists(doc).first?.items.count == 4)
    }

    /// The same lines without a series standing alone elsewhere: the copy gives no evidence, the items stay items.
    @Test func noSeriesNoSplit() throws {
        let doc = try parse("""
        \(causes)
        Step 1: record a profile in a release build
        Step 2: compare it with the one before

        Record again on the same device and compare the two traces side by side.
        """)
        #expect(outline(doc).isEmpty)
    }

    /// Headings labelled alike (`Issue: …`) are a series too: the first, glued below the heading that opens the series
    /// in a copy that numbers its lists, is a heading under it, as the later ones standing alone show.
    @Test func aLabelledSeriesFirstMemberGluedBelowItsParent() throws {
        let doc = try parse("""
        A guide to layout problems

        Layout problems come back in a few forms, and each one has a quick check.

        1. Read the message
        2. Find the view

        Troubleshooting
        Issue: The Breakpoint Never Stops

        Check that the symbol is spelled exactly as the console prints it.

        Issue: The View Cannot Be Found

        Give each view a background color and look for it on screen.

        Issue: The Constraints Change While Running

        Log the constraints each time the layout pass runs.
        """)
        #expect(Array(outline(doc).prefix(3)) == ["Troubleshooting@1", "Issue: The Breakpoint Never Stops@2",
                                                  "Issue: The View Cannot Be Found@2"])
    }
}

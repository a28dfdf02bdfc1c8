import Foundation
import Testing
@testable import BridgeKBModel

/// The section tree from heading levels as written: headings of one level are siblings however many
/// levels the page skipped above them (a page titled with `#` whose sections start at `###`).
@Suite struct SectionTreeLevelsTests {
    @Test func headingsOfOneLevelUnderASkippedLevelAreSiblings() throws {
        let doc = try #require(TestSupport.parse("""
        # Migrating to the New Navigation Types

        ### Overview

        The old container is deprecated.

        ### Update a Single Column

        Replace the link with a value.

        #### A Note on Deep Links

        Paths restore the stack.

        ### Update Several Columns

        Use the split container.

        ## Presenting Views in Columns

        Columns follow the selection.
        """, path: "fixture/en.md"))
        #expect(TestSupport.outline(doc) == ["Overview@1", "Update a Single Column@1", "A Note on Deep Links@2",
                                             "Update Several Columns@1", "Presenting Views in Columns@1"])
    }
}

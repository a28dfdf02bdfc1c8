import Foundation
import Testing
@testable import BridgeKBSite

/// File names the site derives from content.
@Suite struct SitePathsTests {
    @Test func aLongAPINameKeepsItsStartAndAHashOfTheWhole() {
        let long = "UI" + String(repeating: "Very", count: 75) + "LongView"
        let slug = SitePaths.apiSlug(long)
        #expect(slug.utf8.count <= SitePaths.longestAPISlug)
        #expect(slug.hasPrefix("uiveryvery"))
        #expect(slug != SitePaths.apiSlug(long + "2"))
        #expect(SitePaths.apiSlug("updateUIView(_:context:)") == "updateuiview")
    }
}

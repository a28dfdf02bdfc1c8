import Testing
@testable import BridgeKBModel
@testable import BridgeKBChecking

/// The availability data file: it decodes, and each API counts only in the forms it lists.
@Suite struct APIAvailabilityTableTests {
    /// The tokens of `code` with the minimum iOS the table gives each (nil where it gives none).
    private func versions(_ code: String) -> [String: Int?] {
        let tokens = SwiftSourceModel(code).tokens
        var result: [String: Int?] = [:]
        for (i, token) in tokens.enumerated() where token.kind != .punctuation {
            result[token.text] = APIAvailabilityTable.minimumIOS(of: token, previous: i > 0 ? tokens[i - 1] : nil)
        }
        return result
    }

    @Test func theDataFileDecodesWithEveryAPI() {
        #expect(APIAvailabilityTable.minimumIOS.count >= 30)
        #expect(APIAvailabilityTable.minimumIOS["NavigationStack"] == 16)
        #expect(APIAvailabilityTable.minimumIOS.values.allSatisfy { (13...40).contains($0) })
    }

    @Test func aNameCountsAnywhereAndAnAttributeAlways() {
        let found = versions("@Observable final class M {}\nlet s = NavigationStack { }\n")
        #expect(found["@Observable"] == 17)
        #expect(found["NavigationStack"] == 16)
    }

    @Test func aMemberOnlyAPICountsAfterADotOnly() {
        // The first `inspector` is a variable; only `.inspector` is the API.
        let tokens = SwiftSourceModel("let inspector = 1\nText(\"a\").inspector(isPresented: $x) { }\n").tokens
        let uses = tokens.indices.filter { tokens[$0].text == "inspector" }
        #expect(uses.count == 2)
        #expect(APIAvailabilityTable.minimumIOS(of: tokens[uses[0]], previous: tokens[uses[0] - 1]) == nil)
        #expect(APIAvailabilityTable.minimumIOS(of: tokens[uses[1]], previous: tokens[uses[1] - 1]) == 17)
    }

    @Test func dismissCountsAsAKeyPathNotAsAWord() {
        let found = versions("@Environment(\\.dismiss) var dismiss\nfunc f() { dismiss() }\n")
        #expect(found["\\.dismiss"] == 15)
        #expect(found["dismiss"] == .some(nil))
    }
}

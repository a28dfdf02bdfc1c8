import Foundation
@testable import BridgeKB
import BridgeKBTestSupport

/// Shared fixtures of the search tests: the standard tokenizer, the glossary.
enum SearchFixtures {
    static func tokenizer() throws -> Tokenizer { try Tokenizer.standard() }

    /// Content/glossary.json.
    static func glossary() throws -> Glossary {
        try Glossary.load(from: Fixtures.url("Content/glossary.json"),
                          normalizer: try TextNormalizer.standard())
    }
}

import Foundation
@testable import BridgeKBModel
@testable import BridgeKBText
import BridgeKBTestSupport

/// Shared fixtures of the search tests: the standard tokenizer, the glossary.
enum SearchFixtures {
    static func tokenizer() throws -> Tokenizer { try Tokenizer.standard() }

    /// Content/glossary.json.
    static func glossary() throws -> Glossary {
        try Glossary(data: Data(contentsOf: Fixtures.url("Content/glossary.json")), normalizer: try TextNormalizer.standard())
    }
}

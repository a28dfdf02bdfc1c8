import Foundation
@testable import BridgeKB

/// Shared fixtures of the search tests: the repository root, the standard tokenizer, the glossary.
enum SearchFixtures {
    /// The repository root, found from this file's path (Tests/BridgeKBTests/SearchFixtures.swift).
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func tokenizer() throws -> Tokenizer { try Tokenizer.standard() }

    /// Content/glossary.json.
    static func glossary() throws -> Glossary {
        try Glossary.load(from: repositoryRoot.appendingPathComponent("Content/glossary.json"),
                          normalizer: try TextNormalizer.standard())
    }
}

import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBChecking
import BridgeKBTestSupport

/// The team's corpus of valid modern Swift (Tests/Fixtures/valid-swift: SwiftUI / UIKit bridging app
/// code with result builders, macros, `if` / `switch` expressions, multi-line patterns, generic
/// attributes, `#if`, regex literals, typed throws, parameter packs, ownership, actors…): the
/// compiler's parser accepts every file, and nothing bridgekb runs on users' files flags any of it.
@Suite struct ValidSwiftCorpusTests {
    static let folder = Fixtures.fixtures.appendingPathComponent("valid-swift")

    /// The corpus files, as (name, text), sorted by name.
    static func corpus() throws -> [(name: String, text: String)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    @Test func theCorpusIsLargeEnoughToMeanSomething() throws {
        let files = try Self.corpus()
        #expect(files.count >= 20)
        #expect(files.map(\.text.utf8.count).reduce(0, +) > 60_000)
    }

    @Test(.enabled(if: SwiftcOracle.path != nil, "swiftc not found on PATH or at /opt/swift/usr/bin: oracle skipped"))
    func everyCorpusFileParsesWithSwiftc() throws {
        let oracle = try #require(SwiftcOracle())
        defer { oracle.cleanUp() }
        let files = try Self.corpus()
        // Swift 6 mode: bare `/…/` regex literals are on, as in a current app target.
        let rejected = try oracle.rejected(files.map(\.text), prefix: "corpus", flags: ["-swift-version", "6"])
        #expect(rejected.isEmpty, "swiftc -parse rejects: \(rejected.sorted().map { files[$0].name })")
    }

    /// Every pitfall rule and every syntax check, the opt-in heuristics (`lint --syntax`) included;
    /// then what `bridgekb lint` runs by default, and the guides' snippet check.
    @Test(arguments: [("everything", LintConfiguration.everything), ("default", LintConfiguration())])
    func noRuleOrSyntaxCheckFlagsTheCorpus(_ name: String, _ configuration: LintConfiguration) throws {
        let linter = Linter(configuration: configuration)
        var findings: [LintFinding] = []
        for file in try Self.corpus() { findings += linter.lint(file.text, file: file.name) }
        let byRule = Dictionary(grouping: findings, by: \.ruleID).mapValues(\.count)
        print("valid-swift corpus, \(name): \(findings.count) false positives " + byRule.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        #expect(findings.map(\.diagnostic.formatted) == [])
    }

    /// The guides' check (a file is a declaration snippet there) agrees: valid code, no ❌ claim, no finding.
    @Test func theSnippetCheckerAcceptsEveryCorpusFile() throws {
        for file in try Self.corpus() {
            let result = SnippetChecker().check(code: file.text, marker: Snippet.Marker.none)
            #expect(result.all.map(\.diagnostic.formatted) == [], "\(file.name)")
        }
    }
}

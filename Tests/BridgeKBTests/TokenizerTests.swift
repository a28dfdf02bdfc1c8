import Foundation
import Testing
@testable import BridgeKB

/// One case of Tests/Fixtures/tokenizer-golden.json.
private struct GoldenCase: Decodable {
    var input: String
    var normalized: String
    var tokens: [Token]
}

private func goldenCases() throws -> [GoldenCase] {
    let url = SearchFixtures.repositoryRoot.appendingPathComponent("Tests/Fixtures/tokenizer-golden.json")
    return try JSONDecoder().decode([GoldenCase].self, from: Data(contentsOf: url))
}

@Test func matchesEveryGoldenVector() throws {
    let tokenizer = try SearchFixtures.tokenizer()
    let cases = try goldenCases()
    #expect(cases.count >= 25)
    for golden in cases {
        let (normalized, tokens) = tokenizer.analyze(golden.input)
        #expect(normalized == golden.normalized, "normalized form of \(golden.input)")
        #expect(tokens == golden.tokens, "tokens of \(golden.input)")
    }
}

@Test func goldenVectorsCoverEmptyAndPunctuationOnlyInput() throws {
    let cases = try goldenCases()
    #expect(cases.contains { $0.input.isEmpty && $0.tokens.isEmpty })
    #expect(cases.contains { !$0.input.isEmpty && $0.tokens.isEmpty })
}

@Test func splitsCamelCaseIdentifiersIntoParts() throws {
    let tokenizer = try SearchFixtures.tokenizer()
    #expect(tokenizer.tokens(in: "updateUIView").map(\.text) == ["updateuiview", "update", "ui", "view"])
    #expect(tokenizer.tokens(in: "UIHostingConfiguration").map(\.text)
            == ["uihostingconfiguration", "ui", "hosting", "configuration"])
    #expect(tokenizer.tokens(in: "Coordinator").map(\.kind) == [.word])
}

@Test func makesOverlappingBigramsAndUnigramsOverHanAndKana() throws {
    let tokens = try SearchFixtures.tokenizer().tokens(in: "内存泄漏")
    #expect(tokens.filter { $0.kind == .bigram }.map(\.text) == ["内存", "存泄", "泄漏"])
    #expect(tokens.filter { $0.kind == .unigram }.map(\.text) == ["内", "存", "泄", "漏"])
}

@Test func dropsProlongedSoundMarkOnlyAfterKatakana() throws {
    let normalizer = try TextNormalizer.standard()
    #expect(normalizer.normalize("メモリー") == "メモリ")
    #expect(normalizer.normalize("メモリーリーク") == normalizer.normalize("メモリリーク"))
    #expect(normalizer.normalize("すごーい") == "すごーい")
}

@Test func weighsWordsAboveParts() {
    #expect(Token.Kind.word.weight > Token.Kind.part.weight)
    #expect(Token.Kind.bigram.weight > Token.Kind.unigram.weight)
}

@Test func reportsWhereEachTokenCameFrom() throws {
    let prepared = try TextNormalizer.standard().prepare("set updateUIView")
    let spans = Tokenizer.spans(inPrepared: prepared)
    let scalars = Array(prepared.unicodeScalars)
    for (token, range) in spans {
        #expect(TextNormalizer.lowercase(String(String.UnicodeScalarView(scalars[range]))) == token.text)
    }
}

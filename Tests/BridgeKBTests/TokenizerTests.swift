import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBText
import BridgeKBTestSupport

/// One case of Tests/Fixtures/tokenizer-golden.json.
private struct GoldenCase: Decodable {
    var input: String
    var normalized: String
    var tokens: [Token]
}

private func goldenCases() throws -> [GoldenCase] {
    let url = Fixtures.url("Tests/Fixtures/tokenizer-golden.json")
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

/// The tokenizer's shortcuts (ASCII answered without property tables, strings written as UTF-8
/// from scalar slices) agree with the plain Unicode definitions on every kind of scalar.
@Test func shortcutsAgreeWithThePlainDefinitions() {
    let samples: [Unicode.Scalar] = (0...0x7F).compactMap(Unicode.Scalar.init)
        + ["é", "É", "ß", "Σ", "σ", "ǅ", "Ⅻ", "٣", "²", "\u{301}", "\u{0903}", "ー", "ｱ", "Ａ", "ａ", "１", "😀", "𠀀", "循"]
    for scalar in samples {
        let category = scalar.properties.generalCategory
        #expect(SearchCharacterClass.isUppercase(scalar) == (category == .uppercaseLetter), "\(scalar.value)")
        #expect(SearchCharacterClass.isLowercase(scalar) == (category == .lowercaseLetter), "\(scalar.value)")
        #expect(SearchCharacterClass.isLetter(scalar) == [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter,
                                                          .otherLetter].contains(category), "\(scalar.value)")
        #expect(SearchCharacterClass.isNumber(scalar) == [.decimalNumber, .letterNumber, .otherNumber].contains(category), "\(scalar.value)")
        #expect(SearchCharacterClass.isMark(scalar) == [.nonspacingMark, .spacingMark, .enclosingMark].contains(category), "\(scalar.value)")
    }
    // Strings of slices that do not start at 0, lowercased or not, in every mix of widths.
    var generator = SplitMix(seed: 42)   // seeded: the same cases every run
    for _ in 0..<2_000 {
        let scalars = (0..<Int.random(in: 1...12, using: &generator)).map { _ in samples.randomElement(using: &generator)! }
        let lower = Int.random(in: 0..<scalars.count, using: &generator)
        let slice = scalars[lower...]
        let plain = String(String.UnicodeScalarView(slice))
        #expect(Tokenizer.string(slice) == plain)
        #expect(Tokenizer.string(slice, lowercased: true) == TextNormalizer.lowercase(plain))
        // Parts of a slice are the parts of the same scalars starting at 0, shifted.
        let rebased = Tokenizer.splitParts(ArraySlice(Array(slice))).map { ($0.lowerBound + lower)..<($0.upperBound + lower) }
        #expect(Tokenizer.splitParts(slice) == rebased)
    }
}

/// Lowercasing skips the case tables for scalars it knows have no case: every one of them is its own
/// lowercase mapping, so Chinese and Japanese text lowercases as it did through the tables.
@Test func uncasedScalarsAreTheirOwnLowercase() {
    var checked = 0
    for value in 0...0x3FFFF {
        guard let scalar = Unicode.Scalar(value), TextNormalizer.isUncased(scalar) else { continue }
        #expect(scalar.properties.lowercaseMapping == String(scalar), "U+\(String(value, radix: 16))")
        checked += 1
    }
    #expect(checked > 150_000)
    #expect(TextNormalizer.lowercase("ＡＢＣ UIView 循環参照 Σχήμα ÉTÉ") == "ａｂｃ uiview 循環参照 σχήμα été")
}

/// SplitMix64: a small seeded generator, so randomised cases are the same on every run.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

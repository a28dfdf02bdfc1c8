import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBText
@testable import BridgeKBStore
import BridgeKBTestSupport

/// A hit found through the glossary or the lexicon matched another term, not the query's text: its
/// excerpt highlights that term where it stands whole, never a stray bigram of it elsewhere. With the
/// built-in glossary, `メモリリーク` reaches its related concept "never deallocated" (解放されない,
/// 解放されず); the bigram `れず` of 解放されず also stands in 呼ばれず, which matched nothing.
@Suite struct SearchHighlightTermTests {
    static func index() throws -> SearchIndex {
        let index = try SearchIndex.inMemory(tokenizer: try SearchFixtures.tokenizer(), glossary: try Glossary.builtIn())
        try index.add([
            SearchRecord(id: "ja/released", kind: "gotcha", guide: "g", language: .japanese, title: "ビューが残る",
                         symptom: "deinit が呼ばれず、ビューが解放されない"),
            SearchRecord(id: "zh/leak", kind: "gotcha", guide: "g", language: .simplifiedChinese, title: "泄漏",
                         symptom: "出现内存泄漏，视图没有被调用"),
        ])
        return index
    }

    static func marked(_ excerpt: Excerpt) -> [String] {
        let characters = Array(excerpt.text)
        return excerpt.highlights.map { String(characters[$0]) }
    }

    @Test func anExpandedHitHighlightsOnlyWholeTerms() throws {
        let response = try Self.index().search("メモリリーク")
        let hit = try #require(response.results.flatMap(\.hits).first { $0.record.id == "ja/released" })
        #expect(Self.marked(hit.excerpt) == ["解放されない"], "\(hit.excerpt)")
        let chinese = try #require(response.results.flatMap(\.hits).first { $0.record.id == "zh/leak" })
        #expect(Self.marked(chinese.excerpt) == ["内存泄漏"], "\(chinese.excerpt)")
    }

    @Test func theQuerysOwnBigramsStillHighlightWhereTheyStand() throws {
        // A relaxed hit holds some of the query's bigrams: each one the record holds is the query's text.
        let excerpt = try #require(Excerpt.make(field: "body", text: "视图闪烁，然后问", tokens: ["视图", "闪烁"], terms: [],
                                                tokenizer: SearchFixtures.tokenizer()))
        #expect(Self.marked(excerpt) == ["视图闪烁"])
        let whole = try #require(Excerpt.make(field: "body", text: "呼ばれず、解放されない", tokens: [],
                                              terms: [["解放", "放さ", "され", "れな", "ない"], ["解放", "放さ", "され", "れず"]],
                                              tokenizer: SearchFixtures.tokenizer()))
        #expect(Self.marked(whole) == ["解放されない"])
    }

    /// An excerpt's window opens and closes between words: never inside a name (`…table 用 makeUIView` was the
    /// end of `UIViewRepresentable`).
    @Test func anExcerptNeverOpensOrClosesInsideAWord() throws {
        let text = "前面的一些文字。UIViewRepresentable 用 makeUIView 创建视图，代理交给 Coordinator 处理，最后是 NavigationStack 的说明。"
        for length in 20...40 {
            let excerpt = try #require(Excerpt.make(field: "body", text: text, tokens: ["代理"], terms: [],
                                                    tokenizer: SearchFixtures.tokenizer(), length: length))
            let inner = excerpt.text.trimmingCharacters(in: .init(charactersIn: "…"))
            #expect(text.contains(inner), "\(excerpt.text)")
            for word in ["UIViewRepresentable", "makeUIView", "Coordinator", "NavigationStack"] {
                // A name in the excerpt is whole, or absent.
                for piece in inner.split(whereSeparator: { !$0.isASCII || !$0.isLetter }) where word.contains(piece) {
                    #expect(piece == word, "length \(length): \(excerpt.text)")
                }
            }
            #expect(Self.marked(excerpt) == ["代理"], "\(excerpt.text)")
        }
    }

    /// An excerpt joins a line break between two Chinese or Japanese characters without a space, as the
    /// pages (LineJoining) do; any other break is a space, and the highlights stay on their text.
    @Test func anExcerptJoinsAChineseLineBreakWithoutASpace() throws {
        let excerpt = try #require(Excerpt.make(field: "body", text: "每次输入都会回写绑定的值。\n代理只设置一次。\nThen `x`\nis set.",
                                                tokens: ["代理"], terms: [], tokenizer: SearchFixtures.tokenizer()))
        #expect(excerpt.text == "每次输入都会回写绑定的值。代理只设置一次。 Then `x` is set.")
        #expect(Self.marked(excerpt) == ["代理"])
        let plain = Excerpt.plain(field: "fix", text: "值。\n代理\nok")
        #expect(plain.text == "值。代理 ok")
    }
}

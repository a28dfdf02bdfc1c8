import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBText
@testable import BridgeKBStore
import BridgeKBTestSupport

/// The glossary compiled into bridgekb, and a project's glossary.json over it.
@Suite struct BuiltInGlossaryTests {
    @Test func everyBuiltInConceptHasTermsInFourLanguages() throws {
        let glossary = try Glossary.builtIn()
        #expect(glossary.concepts.count >= 100)
        for concept in glossary.concepts {
            for tag in ["zh-Hans", "zh-Hant", "ja", "en"] {
                #expect(!concept.terms(in: Language(tag)).isEmpty, "\(concept.id) has no \(tag) term")
            }
            #expect(GuideID.isValid(concept.id), "\(concept.id) is not a slug")
        }
    }

    @Test func noMatchingFormBelongsToTwoBuiltInConcepts() throws {
        let glossary = try Glossary.builtIn()
        var owners: [String: Set<String>] = [:]
        for concept in glossary.concepts {
            for language in concept.languages {
                for term in concept.terms(in: language) {
                    owners[Glossary.matchingForm(glossary.normalizer.normalize(term)), default: []].insert(concept.id)
                }
            }
        }
        let shared = owners.filter { $0.value.count > 1 }
        #expect(shared.isEmpty, "\(shared)")
    }

    @Test func builtInGlossaryCrossesAllFourLanguages() throws {
        let glossary = try Glossary.builtIn()
        for (query, wanted) in [("循环引用", "循環参照"), ("循環参照", "循环引用"), ("記憶體洩漏", "メモリリーク"),
                                ("主執行緒", "メインスレッド"), ("data race", "数据竞争"), ("プロパティラッパー", "属性包装器"), ("儲存格重複使用", "セルの再利用"),
                                ("光标", "カーソル"), ("カーソル", "游標")] {
            let terms = glossary.expansions(for: query).flatMap(\.alternatives).map(\.text)
            #expect(terms.contains(wanted), "\(query) expands to \(terms)")
        }
    }

    private func project(_ json: String) throws -> Glossary {
        try Glossary.extending(Glossary.builtIn(), with: Data(json.utf8), path: "Content/glossary.json")
    }

    @Test func aProjectGlossaryAddsConceptsAndReplacesOnesWithTheSameID() throws {
        let builtIn = try Glossary.builtIn()
        let glossary = try project("""
            {"version": 1, "concepts": [
              {"id": "retain-cycle", "terms": {"zh-Hans": ["环状持有"], "ja": ["相互保持"], "en": ["mutual ownership"]}},
              {"id": "house-term", "terms": {"zh-Hans": ["页面骨架"], "ja": ["ページ骨格"], "en": ["page skeleton"]}, "related": ["memory-leak"]}],
             "vetoes": [{"zh-Hans": "骨架", "ja": "骨格"}]}
            """)
        #expect(glossary.concepts.count == builtIn.concepts.count + 1)
        let replaced = try #require(glossary.concepts.first { $0.id == "retain-cycle" })
        #expect(replaced.terms(in: .simplifiedChinese) == ["环状持有"])
        #expect(glossary.concepts.firstIndex { $0.id == "retain-cycle" } == builtIn.concepts.firstIndex { $0.id == "retain-cycle" })
        #expect(glossary.expansions(for: "页面骨架").flatMap(\.alternatives).map(\.text).contains("ページ骨格"))
        #expect(glossary.expansions(for: "内存泄漏").flatMap(\.alternatives).map(\.text).contains("メモリリーク"))
        #expect(glossary.isVetoed(["zh-Hans": "骨架", "ja": "骨格"]))
    }

    @Test func builtInFalseLeavesTheBuiltInConceptsOut() throws {
        let glossary = try project("""
            {"version": 1, "builtIn": false, "concepts": [{"id": "only", "terms": {"zh-Hans": ["唯一"], "en": ["only"]}}]}
            """)
        #expect(glossary.concepts.map(\.id) == ["only"])
    }

    @Test func aProjectGlossaryWithAProblemIsBadInputAtItsPath() throws {
        for json in [#"{"version": 1, "concepts": [{"id": "a", "terms": {"en": ["x"]}}, {"id": "a", "terms": {"en": ["y"]}}]}"#,
                     #"{"version": 1, "concepts": [{"id": "a", "terms": {"en": ["x"]}, "related": ["nowhere"]}]}"#,
                     #"{"version": 1, "concepts": "#] {
            #expect { try project(json) } throws: { error in
                guard case BridgeKBError.badInput(let path, _) = error else { return false }
                return path == "Content/glossary.json"
            }
        }
    }

    @Test func aContentFolderWithoutAGlossaryGetsTheBuiltInOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-glossary-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let glossary = try #require(try ContentLoader(root: folder).glossary(diagnostics: DiagnosticEngine()))
        #expect(glossary.concepts.map(\.id) == (try Glossary.builtIn()).concepts.map(\.id))
    }

    @Test func theSampleGlossaryExtendsTheBuiltInOne() throws {
        let glossary = try #require(try ContentLoader(root: Fixtures.url("Content")).glossary(diagnostics: DiagnosticEngine()))
        let sample = try SearchFixtures.glossary()
        #expect(Set(sample.concepts.map(\.id)).isSubset(of: glossary.concepts.map(\.id)))
        #expect(glossary.concepts.count > sample.concepts.count)
    }
}

import Foundation
import Testing
@testable import BridgeKB
import BridgeKBTestSupport

/// The plain-text guides of Content/ keep their outlines and snippets while the reader's heuristics
/// change: every section (id, level, line, parent, number, title) and every listing (id, lines,
/// language, marker, file name), as recorded in Tests/Fixtures/plain-text-outlines.json.
@Suite struct PlainTextReaderGoldenTests {
    struct Golden: Decodable {
        var title: String
        var sections: [String]
        var snippets: [String]
    }

    static let golden: [String: Golden] = {
        let url = Fixtures.url("Tests/Fixtures/plain-text-outlines.json")
        return (try? JSONDecoder().decode([String: Golden].self, from: Data(contentsOf: url))) ?? [:]
    }()

    static func outline(_ document: Document) -> Golden {
        var sections: [String] = [], snippets: [String] = []
        func walk(_ list: [Section], parent: String?) {
            for s in list {
                sections.append("\(s.id)|\(s.level)|\(s.range.startLine)|\(parent ?? "")|\(s.number ?? "")|\(s.title)")
                for snippet in s.snippets {
                    snippets.append("\(snippet.id)|\(snippet.range.startLine)-\(snippet.range.endLine)|\(snippet.language.rawValue)|\(snippet.marker.rawValue)|\(snippet.fileName ?? "")")
                }
                walk(s.children, parent: s.id)
            }
        }
        walk(document.sections, parent: nil)
        return Golden(title: document.title, sections: sections, snippets: snippets)
    }

    @Test func everyPlainTextGuideHasAGoldenOutline() throws {
        let files = TestSupport.contentFiles.filter { $0.1.hasSuffix(".txt") }.map { "Content/\($0.0)/\($0.1)" }
        #expect(Set(files) == Set(Self.golden.keys))
        #expect(Self.golden.values.map(\.sections.count).reduce(0, +) == 176)
    }

    @Test(arguments: TestSupport.contentFiles.filter { $0.1.hasSuffix(".txt") }.map { "\($0.0)/\($0.1)" })
    func outlineAndSnippetsMatchTheGolden(file: String) throws {
        let parts = file.split(separator: "/").map(String.init)
        let document = try TestSupport.document(parts[0], parts[1])
        let expected = try #require(Self.golden["Content/\(file)"])
        let actual = Self.outline(document)
        #expect(actual.title == expected.title)
        #expect(actual.sections == expected.sections)
        #expect(actual.snippets == expected.snippets)
    }
}

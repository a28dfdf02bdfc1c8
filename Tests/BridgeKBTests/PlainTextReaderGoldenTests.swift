import Foundation
import Testing
@testable import BridgeKBModel
import BridgeKBTestSupport

/// The plain-text guides of Content/ keep their outlines and snippets while the reader's heuristics
/// change: every section (id, level, parent, number, title) and every listing (id, number of lines,
/// language, marker, file name), as recorded in Tests/Fixtures/plain-text-outlines.json. The golden
/// holds no line numbers (editing a guide above a section moves nothing); where each section and
/// listing starts and ends is checked against the guide's text instead.
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
                sections.append("\(s.id)|\(s.level)|\(parent ?? "")|\(s.number ?? "")|\(s.title)")
                for snippet in s.snippets {
                    let lines = snippet.range.endLine - snippet.range.startLine + 1
                    snippets.append("\(snippet.id)|\(lines) lines|\(snippet.language.rawValue)|\(snippet.marker.rawValue)|\(snippet.fileName ?? "")")
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

    /// Every section starts on the line of its heading (its title, or its number when the title
    /// follows on a line of its own), and every listing runs from its first line of code to its last.
    @Test(arguments: TestSupport.contentFiles.filter { $0.1.hasSuffix(".txt") }.map { "\($0.0)/\($0.1)" })
    func sectionsAndListingsStartAndEndOnTheirOwnText(file: String) throws {
        let parts = file.split(separator: "/").map(String.init)
        let document = try TestSupport.document(parts[0], parts[1])
        let lines = try Fixtures.guide(file).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for section in document.allSections {
            let heading = lines[section.range.startLine - 1]
            let marks = [section.title, section.number ?? ""].filter { !$0.isEmpty }
            #expect(!marks.isEmpty && marks.contains { heading.contains($0) }, "\(section.id): \(heading)")
            for snippet in section.snippets {
                let code = snippet.code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                #expect(lines[snippet.range.startLine - 1].contains(code.first ?? "\u{0}"), "\(snippet.id) starts")
                #expect(lines[snippet.range.endLine - 1].contains(code.last ?? "\u{0}"), "\(snippet.id) ends")
            }
        }
    }
}

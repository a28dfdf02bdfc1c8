import Foundation
@testable import BridgeKBModel
@testable import BridgeKBReaders
import BridgeKBTestSupport

/// Paths and loaders shared by the tests.
enum TestSupport {
    /// Parses `Content/<guide>/<file>` with the reader for its format.
    static func document(_ guide: String, _ file: String, diagnostics: DiagnosticEngine = DiagnosticEngine()) throws -> Document {
        let url = Fixtures.content.appendingPathComponent(guide).appendingPathComponent(file)
        let data = try Data(contentsOf: url)
        let stem = url.deletingPathExtension().lastPathComponent
        let source = SourceFile(path: "Content/\(guide)/\(file)", guide: guide, declaredLanguage: Language(stem),
                                format: Document.Format(fileExtension: url.pathExtension)!, data: data)
        guard let document = DocumentParser.parse(source, diagnostics: diagnostics) else {
            throw BridgeKBError.badInput(path: source.path, message: "did not parse")
        }
        return document
    }

    /// Parses a plain-text fixture written in a test.
    static func parse(_ text: String, path: String = "fixture/zh-Hans.txt", diagnostics: DiagnosticEngine = DiagnosticEngine()) -> Document? {
        DocumentParser.parse(SourceFile(path: path, text: text), diagnostics: diagnostics)
    }

    /// A document's outline as `title@depth` lines, depth first (the heading as written).
    static func outline(_ document: Document) -> [String] {
        func walk(_ sections: [Section], _ depth: Int) -> [String] {
            sections.flatMap { ["\($0.displayTitle)@\(depth)"] + walk($0.children, depth + 1) }
        }
        return walk(document.sections, 1)
    }

    /// A document's section titles, depth first.
    static func titles(_ document: Document) -> [String] {
        outline(document).map { String($0.split(separator: "@")[0]) }
    }

    /// Every guide file in Content/, as (guide, file name).
    static var contentFiles: [(String, String)] {
        let fm = FileManager.default
        let guides = (try? fm.contentsOfDirectory(atPath: Fixtures.content.path)) ?? []
        return guides.sorted().flatMap { guide -> [(String, String)] in
            let files = (try? fm.contentsOfDirectory(atPath: Fixtures.content.appendingPathComponent(guide).path)) ?? []
            return files.sorted().filter { Document.Format(fileExtension: URL(fileURLWithPath: $0).pathExtension) != nil }.map { (guide, $0) }
        }
    }
}

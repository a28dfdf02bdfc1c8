import Foundation
@testable import BridgeKBModel
@testable import BridgeKBReaders
import BridgeKBTestSupport

/// Small helpers the reader tests share: read a string as a guide file, walk the results, find Content/.
enum ReaderFixtures {
    static func markdown(_ text: String, path: String = "Content/demo/zh-Hans.md",
                         diagnostics: DiagnosticEngine = DiagnosticEngine()) -> Document {
        MarkdownReader().read(text: text, file: SourceFile(path: path, text: text), diagnostics: diagnostics)
    }

    static func html(_ text: String, path: String = "Content/demo/ja.html",
                     diagnostics: DiagnosticEngine = DiagnosticEngine()) -> Document {
        HTMLReader().read(text: text, file: SourceFile(path: path, text: text), diagnostics: diagnostics)
    }

    /// Every block of the document (preamble and sections, depth first), list children excluded.
    static func blocks(_ document: Document) -> [Block] {
        document.preamble + document.allSections.flatMap(\.blocks)
    }

    static func snippets(_ document: Document) -> [Snippet] { blocks(document).compactMap(\.snippet) }

    static func tables(_ document: Document) -> [Table] {
        blocks(document).compactMap { if case .table(let t) = $0 { return t } else { return nil } }
    }

    static func notes(_ document: Document) -> [Note] {
        blocks(document).compactMap { if case .note(let n) = $0 { return n } else { return nil } }
    }

    static func lists(_ document: Document) -> [ListBlock] {
        blocks(document).compactMap { if case .list(let l) = $0 { return l } else { return nil } }
    }

    static func paragraphs(_ document: Document) -> [String] {
        blocks(document).compactMap { if case .paragraph(let p) = $0 { return p.text } else { return nil } }
    }

    /// The plain-text guides in Content/, as (path relative to the root, bytes).
    static func plainTextGuides() throws -> [(path: String, data: Data)] {
        let content = Fixtures.content
        var result: [(String, Data)] = []
        for guide in try FileManager.default.contentsOfDirectory(atPath: content.path).sorted() {
            let folder = content.appendingPathComponent(guide)
            guard let files = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            for file in files.sorted() where file.hasSuffix(".txt") {
                result.append(("Content/\(guide)/\(file)", try Data(contentsOf: folder.appendingPathComponent(file))))
            }
        }
        return result
    }
}

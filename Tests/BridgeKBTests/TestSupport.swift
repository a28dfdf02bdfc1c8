import Foundation
@testable import BridgeKB

/// Paths and loaders shared by the tests.
enum TestSupport {
    /// The package root (the folder holding Package.swift).
    static let repoRoot: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url = url.deletingLastPathComponent()
        }
        return url
    }()

    static let contentRoot = repoRoot.appendingPathComponent("Content")

    /// Parses `Content/<guide>/<file>` with the reader for its format.
    static func document(_ guide: String, _ file: String, diagnostics: DiagnosticEngine = DiagnosticEngine()) throws -> Document {
        let url = contentRoot.appendingPathComponent(guide).appendingPathComponent(file)
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

    /// Every guide file in Content/, as (guide, file name).
    static var contentFiles: [(String, String)] {
        let fm = FileManager.default
        let guides = (try? fm.contentsOfDirectory(atPath: contentRoot.path)) ?? []
        return guides.sorted().flatMap { guide -> [(String, String)] in
            let files = (try? fm.contentsOfDirectory(atPath: contentRoot.appendingPathComponent(guide).path)) ?? []
            return files.sorted().filter { Document.Format(fileExtension: URL(fileURLWithPath: $0).pathExtension) != nil }.map { (guide, $0) }
        }
    }
}

import Foundation
import BridgeKBModel
import BridgeKBStore

/// Reading one guide file named on the command line, for `parse` and `import`.
enum GuideFileArgument {
    /// The file as a `SourceFile`: guide id from its folder, language from its name; unknown formats are
    /// a usage error (64) and unreadable files an I/O error (74), folders included whatever their name.
    static func read(_ path: String) throws -> SourceFile {
        let url = URL(fileURLWithPath: path)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            throw BridgeKBError.io(path: path, message: "not a regular file (a folder): name one guide file, such as <guide>/zh-Hans.md")
        }
        guard let format = Document.Format(fileExtension: url.pathExtension) else {
            throw BridgeKBError.usage("\(TerminalText.escape(path)): error: unknown format; expected .txt, .md or .html")
        }
        // Errors name the file as the user did, not by its absolute path.
        let data: Data
        do { data = try GuideFileReader.contents(of: url) } catch BridgeKBError.io(_, let message) {
            throw BridgeKBError.io(path: path, message: message)
        }
        let stem = url.deletingPathExtension().lastPathComponent
        return SourceFile(path: path, guide: url.deletingLastPathComponent().lastPathComponent,
                          declaredLanguage: Language.fromFileName(stem)?.language, format: format, data: data)
    }
}

import Foundation
import BridgeKBModel
import BridgeKBText
import BridgeKBReaders
import BridgeKBExtraction
import BridgeKBLinking

/// Reads a content folder (`<guide-id>/<lang>.{txt,md,html}`) into source files; the only reader of
/// the file system besides the CLI. Everything is read through ``ConfinedFile``: guide folders, guide
/// files and settings that are symbolic links, FIFOs, devices or sockets are refused with a
/// diagnostic (file, reason), never followed out of the folder or read until they block.
public struct ContentLoader {
    public var root: URL

    public init(root: URL) { self.root = root }

    /// Every guide file under the root, sorted by guide and file name. Unreadable files and files
    /// of unknown formats are reported, not fatal; a missing root is an I/O error.
    public func load(diagnostics: DiagnosticEngine) throws -> [SourceFile] {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            var info = stat()
            guard stat(root.path, &info) == 0 else { throw BridgeKBError.io(path: root.path, message: "content folder not found (a guide is a folder of files named by language, like Content/my-guide/zh-Hans.md; pass --content DIR for another folder, or run 'bridgekb init' to start a project here)") }
            throw BridgeKBError.io(path: root.path, message: "the content folder is \(ConfinedFile.kind(of: info.st_mode)), not a folder")
        }
        let guides = try fm.contentsOfDirectory(atPath: root.path).filter { !$0.hasPrefix(".") }.sorted()
        var files: [SourceFile] = []
        for guide in guides {
            let guideURL = root.appendingPathComponent(guide)
            var info = stat()
            guard lstat(guideURL.path, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFLNK {
                // A link to a folder would be a guide read from elsewhere; a link to anything else is no guide.
                if fm.fileExists(atPath: guideURL.path, isDirectory: &isDirectory), isDirectory.boolValue {
                    diagnostics.emit(.error, "content.symlink", "guide folder \(ConfinedFile.Refusal.symbolicLink.message)",
                                     file: relativePath(guideURL))
                }
                continue
            }
            guard info.st_mode & S_IFMT == S_IFDIR else {
                if !Self.rootSettings.contains(guide) {
                    diagnostics.emit(.info, "content.ignored", "not read: a guide is a folder of files named by language "
                                     + "(Content/<guide>/zh-Hans.md, ja.txt, …)", file: relativePath(guideURL))
                }
                continue
            }
            guard GuideID.isValid(guide) else {
                diagnostics.emit(.error, "content.bad-guide-id",
                                 "guide folder name '\(guide)' is not a valid id (lowercase ASCII letters, digits and '-')",
                                 file: relativePath(guideURL))
                continue
            }
            let names = try fm.contentsOfDirectory(atPath: guideURL.path).sorted().filter { !$0.hasPrefix(".") }
            // A guide's files are named by language; a file named otherwise (README.md, notes.txt) is read, its
            // language detected, only in a folder where no file is named by language.
            let namedByLanguage = names.contains { Self.isNamedByLanguage($0) }
            for name in names {
                let url = guideURL.appendingPathComponent(name)
                guard let format = Document.Format(fileExtension: url.pathExtension), !(namedByLanguage && !Self.isNamedByLanguage(name)) else {
                    if !Self.guideSettings.contains(name) {
                        let why = fm.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
                            ? "a guide's files sit directly in its folder (\(guide)/zh-Hans.md)"
                            : Document.Format(fileExtension: url.pathExtension) == nil ? "not a guide format (.txt, .md or .html)"
                            : "this guide's files are named by language (zh-Hans.md, ja.md, …); a file named otherwise is read only in a folder where none is"
                        diagnostics.emit(.info, "content.ignored", "not read: \(why)", file: relativePath(url))
                    }
                    continue
                }
                let stem = url.deletingPathExtension().lastPathComponent
                switch ConfinedFile.read([guide, name], under: root.path) {
                case .success(let data):
                    let named = Language.fromFileName(stem)
                    if let named, named.alias {
                        diagnostics.emit(.info, "content.language-name",
                                         "\(name) is read as \(named.language.tag); name it \(named.language.tag).\(url.pathExtension) to say so"
                                            + (named.language == .simplifiedChinese ? " (zh-Hant.\(url.pathExtension) for Traditional Chinese)" : ""),
                                         file: relativePath(url))
                    }
                    files.append(SourceFile(path: relativePath(url), guide: guide, declaredLanguage: named?.language,
                                            format: format, data: data))
                case .failure(let refusal):
                    diagnostics.emit(.error, refusal.ruleID, refusal.message, file: relativePath(url))
                }
            }
        }
        return files
    }

    /// The settings a content folder and a guide folder may hold beside the guides (not reported as ignored).
    static let rootSettings: Set<String> = ["site.json", "glossary.json", "vocabulary.json", "entry-model.json"]
    static let guideSettings: Set<String> = ["guide.json", "translations.lock"]

    /// Whether `name` is a guide file named by its language (`zh-Hans.md`, `ja.txt`, `zh.html`).
    static func isNamedByLanguage(_ name: String) -> Bool {
        let url = URL(fileURLWithPath: name)
        return Document.Format(fileExtension: url.pathExtension) != nil && Language.fromFileName(url.deletingPathExtension().lastPathComponent) != nil
    }

    func relativePath(_ url: URL) -> String {
        let base = root.deletingLastPathComponent().standardizedFileURL.path
        let path = url.standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}

/// Rules for guide ids: they become folder and URL names, so they are kept to a safe ASCII alphabet.
public enum GuideID {
    public static func isValid(_ id: String) -> Bool {
        !id.isEmpty && id.count <= 100 && id.first != "-"
            && id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}

extension ContentLoader {
    /// Per-guide settings from `<guide>/guide.json`, where present; with `read`, a settings file's
    /// bytes come from it (its path components → its bytes) rather than from the folder.
    public func settings(diagnostics: DiagnosticEngine, read: (([String]) -> Data?)? = nil) -> [String: GuideSettings] {
        perGuide("guide.json", ruleID: "content.bad-guide-settings", diagnostics: diagnostics,
                 read: read ?? { setting($0, diagnostics: diagnostics) })
    }

    /// The file `name` of each guide folder that has one, decoded; one that does not decode is an
    /// error `ruleID` at its place.
    private func perGuide<T: Decodable>(_ name: String, ruleID: String, diagnostics: DiagnosticEngine,
                                        read: ([String]) -> Data?) -> [String: T] {
        var result: [String: T] = [:]
        for guide in guideFolders() {
            guard let data = read([guide, name]) else { continue }
            do { result[guide] = try JSONDecoder().decode(T.self, from: data) } catch {
                let problem = JSONProblem.located(error, in: data)
                diagnostics.emit(.error, ruleID, "\(name) is not valid: \(problem.message)",
                                 file: "\(root.lastPathComponent)/\(guide)/\(name)",
                                 range: problem.location.map(SourceRange.init(at:)))
            }
        }
        return result
    }

    /// The folders directly in the content folder (links included: reading through them is refused).
    private func guideFolders() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// The bytes of a settings file (`site.json`, `glossary.json`, `<guide>/guide.json`,
    /// `<guide>/translations.lock`), or nil when it is absent — or refused (a link, a FIFO, a
    /// device), which is reported to `diagnostics` when given. With `diagnostics`, the invisible
    /// characters and noncharacters of its JSON are dropped, each with a warning at its place
    /// (``TextDecoder/droppingInvisibleCharacters(inJSON:path:diagnostics:)``).
    public func setting(_ components: [String], diagnostics: DiagnosticEngine?) -> Data? {
        switch ConfinedFile.read(components, under: root.path) {
        case .success(let data):
            guard let diagnostics else { return data }
            return TextDecoder.droppingInvisibleCharacters(inJSON: data, path: ([root.lastPathComponent] + components).joined(separator: "/"),
                                                           diagnostics: diagnostics)
        case .failure(.missing): return nil
        case .failure(let refusal):
            diagnostics?.emit(.error, refusal.ruleID, refusal.message,
                              file: ([root.lastPathComponent] + components).joined(separator: "/"))
            return nil
        }
    }
}

extension ContentLoader {
    /// The translation locks (`<guide>/translations.lock`), where present (the bytes from `read`, when given).
    public func locks(diagnostics: DiagnosticEngine, read: (([String]) -> Data?)? = nil) -> [String: TranslationLock] {
        perGuide("translations.lock", ruleID: "content.bad-translation-lock", diagnostics: diagnostics,
                 read: read ?? { setting($0, diagnostics: diagnostics) })
    }

    public func lockURL(guide: String) -> URL {
        root.appendingPathComponent(guide).appendingPathComponent("translations.lock")
    }

    /// Writes `<guide>/translations.lock` (`translations --accept`) the way it is read: the guide
    /// folder and the file are never links, the file is replaced only when it is a regular file (a
    /// FIFO is refused, never opened), through a temporary file renamed into place.
    public func writeLock(_ data: Data, guide: String) throws {
        let written = ConfinedFolder.open([guide], under: root.path, create: false).flatMap { $0.replaceFile("translations.lock", with: data) }
        if case .failure(let refusal) = written { throw refusal.error("cannot write the lock") }
    }
}

extension ContentLoader {
    /// The glossary: the built-in one, extended or overridden by `glossary.json` at the root of the
    /// content folder when there is one (``Glossary/extending(_:with:path:)``; its bytes from `read`, when given).
    public func glossary(diagnostics: DiagnosticEngine, read: (([String]) -> Data?)? = nil) throws -> Glossary? {
        let builtIn = try Glossary.builtIn()
        guard let data = (read ?? { setting($0, diagnostics: diagnostics) })(["glossary.json"]) else { return builtIn }
        return try Glossary.extending(builtIn, with: data, path: relativePath(root.appendingPathComponent("glossary.json")))
    }
}

extension ContentLoader {
    /// The extraction vocabulary: the built-in one, extended or overridden by `vocabulary.json` at the
    /// root of the content folder when there is one (problems reported at file:line:col), with the entry
    /// model of `entry-model.json` there when there is one (a project's own fit; its bytes from `read`, when given).
    public func vocabulary(diagnostics: DiagnosticEngine, read: (([String]) -> Data?)? = nil) -> Vocabulary {
        let read = read ?? { setting($0, diagnostics: diagnostics) }
        var vocabulary = Vocabulary.builtIn
        if let data = read(["vocabulary.json"]) {
            let path = relativePath(root.appendingPathComponent("vocabulary.json"))
            if let text = String(data: data, encoding: .utf8) {
                vocabulary = vocabulary.applying(text, path: path, diagnostics: diagnostics)
            } else {
                diagnostics.emit(.error, "vocabulary.encoding", "vocabulary.json is not UTF-8", file: path)
            }
        }
        if let data = read(["entry-model.json"]) {
            vocabulary = vocabulary.using(entryModel: data, path: relativePath(root.appendingPathComponent("entry-model.json")), diagnostics: diagnostics)
        }
        return vocabulary
    }
}

extension ContentLoader {
    /// The hash of everything a build reads from this folder: the guide files, the glossary (and the
    /// built-in one it extends), the vocabulary, and each
    /// guide's settings and translation lock. kb.sqlite stores it; search trusts an index only when
    /// the content still hashes the same.
    public func contentHash(of files: [SourceFile]) -> String {
        var extra: [String: Data] = [:]
        extra["glossary.json"] = setting(["glossary.json"], diagnostics: nil)
        extra["built-in glossary"] = Glossary.builtInData
        extra["vocabulary.json"] = setting(["vocabulary.json"], diagnostics: nil)
        extra["entry-model.json"] = setting(["entry-model.json"], diagnostics: nil)
        for guide in Set(files.map(\.guide)) {
            for name in ["guide.json", "translations.lock"] {
                extra["\(guide)/\(name)"] = setting([guide, name], diagnostics: nil)
            }
        }
        return KnowledgeBaseStore.contentHash(of: files, extra: extra.compactMapValues { $0 })
    }
}

import Foundation

/// Reads a content folder (`<guide-id>/<lang>.{txt,md,html}`) into source files; the only reader of
/// the file system besides the CLI.
public struct ContentLoader {
    public var root: URL

    public init(root: URL) { self.root = root }

    /// Every guide file under the root, sorted by guide and file name. Unreadable files and files
    /// of unknown formats are reported, not fatal; a missing root is an I/O error.
    public func load(diagnostics: DiagnosticEngine) throws -> [SourceFile] {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw BridgeKBError.io(path: root.path, message: "content folder not found")
        }
        let guides = try fm.contentsOfDirectory(atPath: root.path).filter { !$0.hasPrefix(".") }.sorted()
        var files: [SourceFile] = []
        for guide in guides {
            let guideURL = root.appendingPathComponent(guide)
            guard fm.fileExists(atPath: guideURL.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            guard GuideID.isValid(guide) else {
                diagnostics.emit(.error, "content.bad-guide-id",
                                 "guide folder name '\(guide)' is not a valid id (lowercase ASCII letters, digits and '-')",
                                 file: relativePath(guideURL))
                continue
            }
            for name in try fm.contentsOfDirectory(atPath: guideURL.path).sorted() where !name.hasPrefix(".") {
                let url = guideURL.appendingPathComponent(name)
                guard let format = Document.Format(fileExtension: url.pathExtension) else { continue }
                let stem = url.deletingPathExtension().lastPathComponent
                do {
                    let data = try GuideFileReader.contents(of: url)
                    files.append(SourceFile(path: relativePath(url), guide: guide,
                                            declaredLanguage: Language.isValidTag(stem) ? Language(stem) : nil,
                                            format: format, data: data))
                } catch {
                    let reason = (error as? BridgeKBError).map { if case .io(_, let message) = $0 { return message }; return $0.description }
                    diagnostics.emit(.error, "content.unreadable", reason ?? "cannot read file: \(error.localizedDescription)",
                                     file: relativePath(url))
                }
            }
        }
        return files
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
    /// Per-guide settings from `<guide>/guide.json`, where present.
    public func settings(diagnostics: DiagnosticEngine) -> [String: KnowledgeBaseBuilder.GuideSettings] {
        var result: [String: KnowledgeBaseBuilder.GuideSettings] = [:]
        let fm = FileManager.default
        for guide in ((try? fm.contentsOfDirectory(atPath: root.path)) ?? []).sorted() {
            let url = root.appendingPathComponent(guide).appendingPathComponent("guide.json")
            guard let data = try? Data(contentsOf: url) else { continue }
            do {
                result[guide] = try JSONDecoder().decode(KnowledgeBaseBuilder.GuideSettings.self, from: data)
            } catch {
                diagnostics.emit(.error, "content.bad-guide-settings", "guide.json is not valid: \(error)", file: "\(root.lastPathComponent)/\(guide)/guide.json")
            }
        }
        return result
    }
}

extension ContentLoader {
    /// The translation locks (`<guide>/translations.lock`), where present.
    public func locks(diagnostics: DiagnosticEngine) -> [String: TranslationLock] {
        var result: [String: TranslationLock] = [:]
        for guide in ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).sorted() {
            let url = lockURL(guide: guide)
            guard let data = try? Data(contentsOf: url) else { continue }
            do { result[guide] = try JSONDecoder().decode(TranslationLock.self, from: data) } catch {
                diagnostics.emit(.error, "content.bad-translation-lock", "translations.lock is not valid: \(error)",
                                 file: "\(root.lastPathComponent)/\(guide)/translations.lock")
            }
        }
        return result
    }

    public func lockURL(guide: String) -> URL {
        root.appendingPathComponent(guide).appendingPathComponent("translations.lock")
    }
}

extension ContentLoader {
    /// `glossary.json` at the root of the content folder, or nil when there is none.
    public func glossary(diagnostics: DiagnosticEngine) throws -> Glossary? {
        let url = root.appendingPathComponent("glossary.json")
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            return try Glossary.load(from: url, normalizer: try TextNormalizer.standard())
        } catch let error as BridgeKBError {
            throw error
        } catch {
            diagnostics.emit(.error, "content.bad-glossary", "glossary.json is not valid: \(error)", file: "\(root.lastPathComponent)/glossary.json")
            return nil
        }
    }
}

extension ContentLoader {
    /// The extraction vocabulary: the built-in one, extended or overridden by `vocabulary.json` at the
    /// root of the content folder when there is one (problems reported at file:line:col).
    public func vocabulary(diagnostics: DiagnosticEngine) -> Vocabulary {
        let url = root.appendingPathComponent("vocabulary.json")
        guard FileManager.default.fileExists(atPath: url.path) else { return .builtIn }
        let path = relativePath(url)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            diagnostics.emit(.error, "content.unreadable", "cannot read vocabulary.json", file: path)
            return .builtIn
        }
        guard let text = String(data: data, encoding: .utf8) else {
            diagnostics.emit(.error, "vocabulary.encoding", "vocabulary.json is not UTF-8", file: path)
            return .builtIn
        }
        return Vocabulary.builtIn.applying(text, path: path, diagnostics: diagnostics)
    }
}

extension ContentLoader {
    /// The hash of everything a build reads from this folder: the guide files, the glossary, the
    /// vocabulary, and each
    /// guide's settings and translation lock. kb.sqlite stores it; search trusts an index only when
    /// the content still hashes the same.
    public func contentHash(of files: [SourceFile]) -> String {
        let fm = FileManager.default
        var extra: [String: Data] = [:]
        extra["glossary.json"] = fm.contents(atPath: root.appendingPathComponent("glossary.json").path)
        extra["vocabulary.json"] = fm.contents(atPath: root.appendingPathComponent("vocabulary.json").path)
        for guide in Set(files.map(\.guide)) {
            for name in ["guide.json", "translations.lock"] {
                extra["\(guide)/\(name)"] = fm.contents(atPath: root.appendingPathComponent(guide).appendingPathComponent(name).path)
            }
        }
        return KnowledgeBaseStore.contentHash(of: files, extra: extra.compactMapValues { $0 })
    }
}

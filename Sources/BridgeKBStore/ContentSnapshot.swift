import Foundation
import BridgeKBModel
import BridgeKBText
import BridgeKBExtraction
import BridgeKBLinking

/// Everything a build reads from the content folder, read once by ``ContentLoader/snapshot(diagnostics:dates:)``:
/// the guide files, the glossary, the vocabulary, each guide's settings and lock, the bytes of every
/// settings file read (site.json among them), when each guide file last changed, and the folder's
/// state for the search index's stamp. Later phases take this value; none goes back to the disk for content.
public struct ContentSnapshot {
    /// The content folder.
    public var root: URL
    /// Every guide file, sorted by guide and file name.
    public var files: [SourceFile]
    /// The built-in glossary, extended by glossary.json when there is one.
    public var glossary: Glossary?
    public var settings: [String: GuideSettings]
    public var locks: [String: TranslationLock]
    public var vocabulary: Vocabulary
    /// The bytes of each settings file read, by path relative to the content folder (`site.json`,
    /// `glossary.json`, `vocabulary.json`, `<guide>/guide.json`, `<guide>/translations.lock`); a
    /// missing or refused file is absent.
    public var settingFiles: [String: Data]
    /// What refused site.json (a link, a FIFO…): reported with the site's problems, which read it.
    public var siteFileProblems: [Diagnostic]
    /// Each guide file's day of last change (`YYYY-MM-DD`, by its path), when asked for.
    public var days: [String: String]
    /// The folder's state (sizes, modification times) just before it was read, when asked for: what
    /// the search index's ``IndexStamp`` records.
    public var state: IndexStamp.ContentState?

    /// The bytes of a settings file at the root of the content folder (`site.json`, `glossary.json`…).
    public func setting(_ name: String) -> Data? { settingFiles[name] }

    /// The hash of everything the build reads: the guide files, the glossary (and the built-in one it
    /// extends), the vocabulary, and each guide's settings and translation lock. kb.sqlite stores it;
    /// search trusts an index only when the content still hashes the same (``ContentLoader/contentHash(of:)``).
    public var contentHash: String { hashed ?? hash() }
    /// ``contentHash``, made once for a build (with `dates`), which asks for it twice.
    var hashed: String?

    private func hash() -> String {
        var extra: [String: Data] = [:]
        extra["glossary.json"] = settingFiles["glossary.json"]
        extra["built-in glossary"] = Glossary.builtInData
        extra["vocabulary.json"] = settingFiles["vocabulary.json"]
        extra["entry-model.json"] = settingFiles["entry-model.json"]
        for guide in Set(files.map(\.guide)) {
            for name in ["guide.json", "translations.lock"] { extra["\(guide)/\(name)"] = settingFiles["\(guide)/\(name)"] }
        }
        return KnowledgeBaseStore.contentHash(of: files, extra: extra)
    }
}

extension ContentLoader {
    /// The whole content folder, read once (``ContentSnapshot``): problems go to `diagnostics` as
    /// ``load(diagnostics:)`` and the settings readers report them, in the same order. `dates`: also
    /// when each guide file last changed (git, else the file's time) and the folder's state for the
    /// index stamp — what a site build needs and a query does not.
    public func snapshot(diagnostics: DiagnosticEngine, dates: Bool = false) throws -> ContentSnapshot {
        let state = dates ? IndexStamp.scan(content: root) : nil
        let files = try load(diagnostics: diagnostics)
        if files.isEmpty {
            // A content folder named by mistake would otherwise build an empty site without a word.
            diagnostics.emit(.warning, "content.no-guides",
                             "no guide found: a guide is a file <guide>/<language>.md (or .txt, .html) in this folder",
                             file: root.path)
        }
        var read: [String: Data] = [:]
        func reading(_ engine: DiagnosticEngine?) -> ([String]) -> Data? {
            { components in
                let data = setting(components, diagnostics: engine)
                if let data { read[components.joined(separator: "/")] = data }
                return data
            }
        }
        let glossary = try glossary(diagnostics: diagnostics, read: reading(diagnostics))
        let settings = settings(diagnostics: diagnostics, read: reading(diagnostics))
        let locks = locks(diagnostics: diagnostics, read: reading(diagnostics))
        let vocabulary = vocabulary(diagnostics: diagnostics, read: reading(diagnostics))
        let siteProblems = DiagnosticEngine()
        _ = reading(siteProblems)(["site.json"])
        let days = dates ? ContentDates.days(content: root, sources: files.map(\.path)) : [:]
        var snapshot = ContentSnapshot(root: root, files: files, glossary: glossary, settings: settings, locks: locks, vocabulary: vocabulary,
                                       settingFiles: read, siteFileProblems: siteProblems.diagnostics, days: days, state: state)
        if dates { snapshot.hashed = snapshot.contentHash }
        return snapshot
    }
}

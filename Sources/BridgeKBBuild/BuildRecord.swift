import Foundation
import BridgeKBModel
import BridgeKBStore
import BridgeKBSite

/// What the last build into an output folder read and left there, kept in the cache: a build whose
/// inputs hash the same, into a folder still exactly as that build left it (``FolderState``: every
/// entry's type, size, modification time and inode), would
/// write the same bytes and find the same problems, so it writes nothing and reports those
/// (``BuildAction/write(strict:)``, after the content is read and before any stage runs).
struct BuildRecord: Codable {
    /// The hash of every input (``inputs(content:found:theme:baseURL:out:)``).
    var inputs: String
    /// The output folder as the build left it (``FolderState``).
    var output: String
    var diagnostics: [Diagnostic]
    var paths: [String]
    var summary: BuildAction.Summary

    /// The cache key of the record of builds into `out`.
    static func key(out: URL, cache: BuildCache) -> String {
        cache.key("build-record") { $0.combine(out.standardizedFileURL.path) }
    }

    /// The hash of what a build's output is a function of, besides the tool (the cache's keys hold
    /// it): the content as read (its hash, site.json, each file's day, and what reading it found — a
    /// file refused or unreadable is in no hash of the content), the theme's files, the base URL given
    /// and the output folder.
    static func inputs(content: ContentSnapshot, found: [Diagnostic], theme: TemplateLoader.Loaded, baseURL: String?, out: URL) -> String {
        var hasher = ContentHasher()
        hasher.combine(content.contentHash)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        hasher.combine((try? encoder.encode(found)) ?? Data("?".utf8))
        hasher.combine(content.setting("site.json").map { "site.json:" + ContentHasher.hash($0) } ?? "-")
        for problem in content.siteFileProblems { hasher.combine(problem.message) }
        for source in content.days.keys.sorted() { hasher.combine(source); hasher.combine(content.days[source]!) }
        hasher.combine("\u{1F}")
        for name in theme.files.keys.sorted() { hasher.combine(name); hasher.combine(theme.files[name]!) }
        hasher.combine(baseURL ?? "\u{0}")
        hasher.combine(out.standardizedFileURL.path)
        return hasher.finalize()
    }
}

extension BuildAction {
    /// How much a build built: for the CLI's closing line.
    public struct Summary: Codable, Sendable {
        public var guides = 0, documents = 0, sections = 0, entries = 0

        init(_ kb: KnowledgeBase) {
            let documents = kb.guides.flatMap(\.documents)
            guides = kb.guides.count
            self.documents = documents.count
            sections = documents.map { $0.allSections.count }.reduce(0, +)
            entries = kb.entries.count
        }
    }
}

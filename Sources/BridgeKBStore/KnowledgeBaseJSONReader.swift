import Foundation
import BridgeKBModel

/// A built site's kb.json read back into a ``KnowledgeBase``, for the query commands when there is no
/// content folder: guides, outlines, entries, links, checks and the lexicon. What kb.json leaves out —
/// the sections' text and the snippets' code — stays out (the site's pages hold it).
public enum KnowledgeBaseJSONReader {
    public static func read(site: URL) throws -> KnowledgeBase {
        let url = site.appendingPathComponent("kb.json")
        guard ConfinedFile.nonRegularKind(url.path) == nil, FileManager.default.fileExists(atPath: url.path) else {
            throw BridgeKBError.io(path: url.path, message: "no kb.json (build the site with 'bridgekb build', or pass --content)")
        }
        let data = try GuideFileReader.contents(of: url)
        let file: KnowledgeBaseJSON.File
        do { file = try JSONDecoder().decode(KnowledgeBaseJSON.File.self, from: data) } catch {
            throw BridgeKBError.badInput(path: url.path, message: "not a kb.json this bridgekb reads: \(ErrorText.describe(error))")
        }
        guard file.schemaVersion == KnowledgeBaseJSON.schemaVersion else {
            throw BridgeKBError.badInput(path: url.path, message: "schema version \(file.schemaVersion); this bridgekb reads \(KnowledgeBaseJSON.schemaVersion)")
        }
        return knowledgeBase(file)
    }

    /// The values of a decoded kb.json.
    public static func knowledgeBase(_ file: KnowledgeBaseJSON.File) -> KnowledgeBase {
        let guides = file.guides.map { g in
            Guide(id: g.id, documents: g.documents.map { d in
                Document(guide: g.id, language: Language(d.language), title: d.title, source: d.source,
                         format: Document.Format(fileExtension: URL(fileURLWithPath: d.source).pathExtension) ?? .plainText,
                         sections: d.sections.map(section), metadata: d.metadata ?? [:])
            }, sourceLanguage: Language(g.sourceLanguage))
        }
        var kb = KnowledgeBase(guides: guides, entries: file.entries, links: file.links)
        kb.snippetChecks = file.snippetChecks
        kb.ruleEntries = file.ruleEntries
        kb.lexicon = file.lexicon
        return kb
    }

    private static func section(_ r: KnowledgeBaseJSON.SectionRecord) -> Section {
        var section = Section(id: r.id, number: r.number, title: r.title, level: r.level, range: SourceRange(lines: r.line, r.endLine),
                              children: r.children.map(section))
        section.apis = r.apis
        section.minimumOS = r.minimumOS
        return section
    }
}

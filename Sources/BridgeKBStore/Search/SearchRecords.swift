import BridgeKBModel
import BridgeKBExtraction
/// The search records of a knowledge base: every entry and every section, in every language. An
/// entry's records share its id as group key and name the section it lives in as their `chapter`; a
/// section's records share `section:<guide>/<id>`, and name their chapter (top-level section) the same way. Their texts hold no bidirectional controls
/// (``BidiControls``) and are what a reader sees — code spans without their backticks (``CodeSpans``),
/// since a result's title, path and excerpt are shown as plain text: both search indexes are made from them. A record's minimum iOS is the highest
/// any record of its group states (an entry or section in any of its languages).
public enum SearchRecords {
    public static func make(_ kb: KnowledgeBase) -> [SearchRecord] {
        var minimumOS: [String: Int] = [:]
        func note(_ key: String, _ os: Int?) { if let os { minimumOS[key] = max(os, minimumOS[key] ?? os) } }
        for e in kb.entries { note("entry:\(e.id)", e.minimumOS) }
        for g in kb.guides { for d in g.documents { for s in d.allSections { note("section:\(g.id)/\(s.id)", s.minimumOS) } } }
        // Each record on its own, on every core, in order.
        return made(kb).parallelMap { record in
            var r = record
            r.minimumOS = minimumOS[r.groupKey]
            func shown(_ text: String) -> String { CodeSpans.unmarked(BidiControls.strip(text)) }
            r.title = shown(r.title); r.symptom = shown(r.symptom); r.cause = shown(r.cause)
            r.fix = shown(r.fix); r.body = shown(r.body)
            r.apis = r.apis.map(BidiControls.strip); r.sectionPath = r.sectionPath.map(shown)
            return r
        }
    }

    /// A block's text as a search record holds it: its plain text, but a table's cells apart (` | `) and
    /// its rows apart (` · `) on one line, so that an excerpt, put on one line, does not run two cells or
    /// two rows of Chinese or Japanese into one phrase. Separators make no tokens: the index is the same.
    static func searchText(_ block: Block) -> String {
        guard case .table(let table) = block else { return block.plainText }
        return ([table.header] + table.rows).filter { !$0.isEmpty }.map { $0.joined(separator: " | ") }.joined(separator: " · ")
    }

    private static func made(_ kb: KnowledgeBase) -> [SearchRecord] {
        let snippets = Dictionary(kb.guides.flatMap { g in g.documents.flatMap { d in d.allSnippets.map { ("\(g.id)/\(d.language.tag)/\($0.id)", $0) } } },
                                  uniquingKeysWith: { a, _ in a })
        // An entry's record reads the APIs of its listings' code: entries on every core, in order.
        var records = kb.entries.parallelMap { entry in
            let code = entry.examples.compactMap { snippets["\(entry.guide)/\(entry.language.tag)/\($0)"]?.code }
            return SearchRecord(id: "entry:\(entry.id)@\(entry.language.tag)", kind: entry.kind.rawValue, guide: entry.guide,
                                language: entry.language, title: entry.title, symptom: entry.symptom, cause: entry.cause,
                                fix: [entry.fix, entry.warning].filter { !$0.isEmpty }.joined(separator: "\n"),
                                apis: entry.apis, body: APIRecognizer.apis(inCode: code.joined(separator: "\n")).joined(separator: " "),
                                sectionPath: entry.source.sectionPath, line: entry.source.line, groupKey: "entry:\(entry.id)",
                                chapter: entry.source.section.isEmpty ? "" : "section:\(entry.guide)/\(entry.source.section)")
        }
        for guide in kb.guides {
            for document in guide.documents {
                func walk(_ sections: [Section], path: [String], chapter: String?) {
                    for section in sections {
                        let path = path + [section.displayTitle]
                        let chapter = chapter ?? "section:\(guide.id)/\(section.id)"
                        let prose = section.blocks.filter { $0.snippet == nil }.map(searchText).joined(separator: "\n")
                        records.append(SearchRecord(id: "section:\(guide.id)/\(section.id)@\(document.language.tag)", kind: "section",
                                                    guide: guide.id, language: document.language, title: section.displayTitle,
                                                    apis: section.apis, body: prose, sectionPath: path,
                                                    line: section.range.startLine, groupKey: "section:\(guide.id)/\(section.id)",
                                                    chapter: chapter))
                        walk(section.children, path: path, chapter: chapter)
                    }
                }
                walk(document.sections, path: [], chapter: nil)
            }
        }
        return records
    }
}

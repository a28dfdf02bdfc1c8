import BridgeKBModel

extension EntryExtractor {
    /// A tutorial's final listing of each file it builds (`PageViewController.swift`) is a pattern,
    /// unless it belongs to a section that is a pattern of its own.
    func tutorialListings(skipping patternSections: Set<String>) -> [Entry] {
        var last: [String: (Snippet, Section, [String])] = [:]
        var order: [String] = []
        func walk(_ sections: [Section], path: [String]) {
            for section in sections {
                let path = path + [section.displayTitle]
                for snippet in section.snippets where !patternSections.contains(section.id) {
                    guard let name = snippet.fileName else { continue }
                    if last[name] == nil { order.append(name) }
                    last[name] = (snippet, section, path)
                }
                walk(section.children, path: path)
            }
        }
        walk(document.sections, path: [])
        return order.compactMap { name in
            guard let (snippet, section, path) = last[name] else { return nil }
            let context = Context(section: section, path: path, inheritedOS: section.minimumOS)
            let slug = name.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" }
            var counters: [String: Int] = [:]
            var entry = make(EntryDraft(kind: .pattern, title: name, lines: snippet.range.startLine...snippet.range.endLine,
                                        id: .suffix("file-" + String(slug)), examples: [snippet.id]), context, counters: &counters)
            entry.apis = unique(apis(inCode: snippet.code))
            return entry
        }
    }
}

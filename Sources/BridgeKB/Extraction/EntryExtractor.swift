/// Turns one document into knowledge-base entries — pitfalls from tables and 错误 sections, decision
/// rules from quick-rule lists and choice tables, patterns from canonical examples — and annotates
/// its sections with their APIs and minimum OS. Recognition follows structure and vocabulary only.
public struct EntryExtractor {
    let document: Document
    /// API → minimum iOS as this document states it (`UIHostingConfiguration（iOS 16+）`).
    let apiAvailability: [String: Int]
    /// Snippet code → the APIs it uses: a section's listings are read for its own APIs and again for
    /// the entries made from them (mistakes, patterns, a tutorial's files).
    private let codeAPIs = CodeAPIMemo()

    private final class CodeAPIMemo {
        var apis: [String: [String]] = [:]
    }

    /// `APIRecognizer.apis(inCode:)`, once per distinct listing of the document.
    private func apis(inCode code: String) -> [String] {
        if let known = codeAPIs.apis[code] { return known }
        let found = APIRecognizer.apis(inCode: code)
        codeAPIs.apis[code] = found
        return found
    }

    public init(document: Document) {
        self.document = document
        var texts = document.allSections.map(\.heading)
        for section in document.allSections {
            texts += section.blocks.map(\.plainText)
        }
        texts += document.preamble.map(\.plainText)
        self.apiAvailability = Availability.apiAvailability(in: texts)
    }

    /// The entries of the document and the document with its sections annotated.
    public static func extract(from document: Document) -> (document: Document, entries: [Entry]) {
        let extractor = EntryExtractor(document: document)
        var annotated = document
        var entries: [Entry] = []
        annotated.sections = document.sections.map { extractor.visit($0, path: [], inheritedOS: nil, entries: &entries) }
        entries += extractor.tutorialListings()
        return (annotated, entries)
    }

    // MARK: - Sections

    private func visit(_ section: Section, path: [String], inheritedOS: Int?, entries: inout [Entry]) -> Section {
        var section = section
        let path = path + [section.displayTitle]
        let os = Availability.minimum(in: section.heading) ?? inheritedOS
        section.minimumOS = os
        section.apis = unique(APIRecognizer.apis(in: section.heading)
            + section.blocks.flatMap { block -> [String] in
                if let snippet = block.snippet, snippet.language == .swift { return apis(inCode: snippet.code) }
                return block.snippet == nil ? APIRecognizer.apis(in: block.plainText) : []
            })
        let context = Context(section: section, path: path, inheritedOS: os)

        if let mistake = mistake(in: section, context) {
            entries.append(mistake)
        } else if let pattern = canonicalExample(in: section, context) {
            entries.append(pattern)
        } else {
            entries += goodSnippets(in: section, context)
        }
        var ordinal = 0
        for block in section.blocks {
            switch block {
            case .table(let table):
                entries += rows(of: table, context, ordinal: &ordinal)
            case .list(let list):
                entries += quickRules(in: list, context, ordinal: &ordinal)
            default:
                break
            }
        }
        section.children = section.children.map { visit($0, path: path, inheritedOS: os, entries: &entries) }
        return section
    }

    /// What an entry needs to know about the section it comes from.
    struct Context {
        var section: Section
        var path: [String]
        var inheritedOS: Int?
    }

    // MARK: - Tables

    private func rows(of table: Table, _ context: Context, ordinal: inout Int) -> [Entry] {
        guard let shape = TableShape.of(header: table.header) else { return [] }
        var entries: [Entry] = []
        for (index, row) in table.rows.enumerated() {
            func cell(_ i: Int?) -> String { i.flatMap { $0 < row.count ? row[$0].trimmed : nil } ?? "" }
            let line = index < table.rowLines.count ? table.rowLines[index] : table.range.startLine
            ordinal += 1
            switch shape {
            case .pitfalls(let kind, let title, let symptom, let cause, let fix):
                guard !cell(title).isEmpty else { continue }
                entries.append(make(kind, ordinal: ordinal, context, title: cell(title), symptom: cell(symptom),
                                    cause: cell(cause), fix: cell(fix), lines: line...line))
            case .choices(let when, let use, let warning, let note):
                guard !cell(when).isEmpty, !cell(use).isEmpty else { continue }
                entries.append(make(.decisionRule, ordinal: ordinal, context, title: cell(when), cause: cell(note),
                                    fix: cell(use), warning: cell(warning), lines: line...line))
            }
        }
        return entries
    }

    // MARK: - Quick rules

    /// `封装 UIView → UIViewRepresentable（第 1 部分）`: a list item with an arrow and a reference to a
    /// numbered section of the same document.
    private func quickRules(in list: ListBlock, _ context: Context, ordinal: inout Int) -> [Entry] {
        var entries: [Entry] = []
        for item in list.items {
            // Most items have no arrow: a scalar test first spares them Foundation's search. (U+219B ↛
            // decomposes to → and a mark, so it, too, is left to Foundation.)
            guard item.text.unicodeScalars.contains(where: { $0 == "→" || $0 == "\u{219B}" }),
                  let arrow = item.text.range(of: "→") else { continue }
            let when = item.text[..<arrow.lowerBound].trimmed
            var use = item.text[arrow.upperBound...].trimmed
            guard !when.isEmpty, !use.isEmpty, !use.contains("→") else { continue }
            var target: String?
            var note = ""
            if let open = use.firstIndex(where: { $0 == "（" || $0 == "(" }) {
                let inside = use[use.index(after: open)...].prefix { $0 != "）" && $0 != ")" }
                for part in inside.split(whereSeparator: { "，,、".contains($0) }) {
                    if let section = sectionReferenced(by: part.trimmed) { target = section.id }
                }
                note = String(inside)
                use = use[..<open].trimmed
            }
            guard let target else { continue }
            ordinal += 1
            var entry = make(.decisionRule, ordinal: ordinal, context, title: when, fix: use,
                             lines: item.range.startLine...item.range.endLine, extraText: note)
            entry.target = target
            entries.append(entry)
        }
        return entries
    }

    /// The section whose number label a reference names (`第 2b 部分`, `パート 3`, `3.1`, `十六`).
    private func sectionReferenced(by text: String) -> Section? {
        let key = text.filter { $0 != " " && $0 != "\u{3000}" }
        guard !key.isEmpty else { return nil }
        return document.allSections.first { section in
            guard let number = section.number else { return false }
            return number.filter { $0 != " " && $0 != "\u{3000}" } == key
        }
    }

    // MARK: - Mistakes and patterns

    static let mistakeLabels = ["错误", "錯誤", "误区", "誤り", "間違い", "NG", "Mistake", "Wrong", "Don't"]
    static let exampleLabels = ["标准示例", "標準例", "基本例", "示例", "范例", "サンプル", "Example", "Canonical example"]
    static let problemLabels = ["问题", "問題", "症状", "现象", "Problem", "Symptom"]
    static let causeLabels = ["原因", "Cause"]
    static let fixLabels = ["修复", "修正", "解决", "解決", "対処", "対策", "Fix", "Solution"]

    /// `16.3 错误：Deep Link 解析成功就直接进入详情` with its 问题： and 修复： paragraphs, or
    /// `12.1 错误：每次 Update 都执行命令` with its snippet as the bad example.
    private func mistake(in section: Section, _ context: Context) -> Entry? {
        guard let title = Self.strip(label: Self.mistakeLabels, from: section.title) else { return nil }
        var symptom: [String] = [], cause: [String] = [], fix: [String] = []
        var inFix = false
        for block in section.blocks {
            switch block {
            case .paragraph(let p):
                if let text = Self.strip(label: Self.problemLabels, from: p.text) { symptom.append(text); inFix = false }
                else if let text = Self.strip(label: Self.causeLabels, from: p.text) { cause.append(text); inFix = false }
                else if let text = Self.strip(label: Self.fixLabels, from: p.text) { fix.append(text); inFix = true }
                else if inFix { fix.append(p.text) }
                else if let split = Self.splitAtFix(p.text) {
                    if !split.before.isEmpty { symptom.append(split.before) }
                    fix.append(split.fix); inFix = true
                } else { symptom.append(p.text) }
            case .list(let list):
                let text = list.items.map { "• " + $0.text }.joined(separator: "\n")
                if inFix { fix.append(text) } else { symptom.append(text) }
            case .note(let n):
                (inFix ? { fix.append(n.text) } : { symptom.append(n.text) })()
            default:
                break
            }
        }
        var entry = make(.mistake, ordinal: nil, context, title: title, symptom: symptom.joined(separator: "\n"),
                         cause: cause.joined(separator: "\n"), fix: fix.joined(separator: "\n"),
                         lines: section.range.startLine...section.range.endLine)
        entry.examples = section.snippets.filter { $0.language == .swift }.map(\.id)
        entry.apis = unique(entry.apis + section.snippets.flatMap { apis(inCode: $0.code) })
        return entry
    }

    /// A prose paragraph that turns to the fix mid-way (`…更新环。修复需要区分：`).
    static func splitAtFix(_ text: String) -> (before: String, fix: String)? {
        let sentences = text.split(separator: "。", omittingEmptySubsequences: false).map(String.init)
        guard let index = sentences.firstIndex(where: { s in fixLabels.contains { s.trimmed.hasPrefix($0) } }) else { return nil }
        let before = sentences[..<index].joined(separator: "。")
        return (before.isEmpty ? "" : before + "。", sentences[index...].joined(separator: "。").trimmed)
    }

    /// `标准示例：PHPickerViewController`, `標準例：…`: a section presenting a canonical example.
    private func canonicalExample(in section: Section, _ context: Context) -> Entry? {
        guard let title = Self.strip(label: Self.exampleLabels, from: section.title), !section.snippets.isEmpty else { return nil }
        var entry = make(.pattern, ordinal: nil, context, title: title,
                         fix: section.blocks.compactMap { if case .paragraph(let p) = $0 { return p.text } else { return nil } }.joined(separator: "\n"),
                         lines: section.range.startLine...section.range.endLine)
        entry.examples = section.snippets.map(\.id)
        entry.apis = unique(entry.apis + section.snippets.flatMap { apis(inCode: $0.code) })
        return entry
    }

    /// ✅ listings outside example and mistake sections: each is a pattern, titled by its ✅ comment.
    private func goodSnippets(in section: Section, _ context: Context) -> [Entry] {
        section.snippets.filter { $0.marker == .good && $0.language == .swift }.map { snippet in
            let comment = snippet.code.split(separator: "\n").lazy.compactMap { line -> String? in
                guard let r = line.range(of: "✅") else { return nil }
                return line[r.upperBound...].trimmed
            }.first ?? ""
            var entry = make(.pattern, ordinal: nil, context, title: comment.isEmpty ? section.title : "\(section.title)：\(comment)",
                             lines: snippet.range.startLine...snippet.range.endLine, idSuffix: snippet.id)
            entry.examples = [snippet.id]
            entry.apis = unique(entry.apis + apis(inCode: snippet.code))
            return entry
        }
    }

    /// A tutorial's final listing of each file it builds (`PageViewController.swift`) is a pattern.
    func tutorialListings() -> [Entry] {
        var last: [String: (Snippet, Section, [String])] = [:]
        var order: [String] = []
        func walk(_ sections: [Section], path: [String]) {
            for section in sections {
                let path = path + [section.displayTitle]
                for snippet in section.snippets {
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
            var entry = make(.pattern, ordinal: nil, context, title: name,
                             lines: snippet.range.startLine...snippet.range.endLine, idSuffix: "file-" + String(slug))
            entry.examples = [snippet.id]
            entry.apis = unique(apis(inCode: snippet.code))
            return entry
        }
    }

    // MARK: - Building entries

    private func make(_ kind: Entry.Kind, ordinal: Int?, _ context: Context, title: String, symptom: String = "",
                      cause: String = "", fix: String = "", warning: String = "", lines: ClosedRange<Int>,
                      idSuffix: String? = nil, extraText: String = "") -> Entry {
        var id = "\(document.guide)-\(context.section.id)"
        if let idSuffix { id = "\(document.guide)-\(idSuffix)" } else if let ordinal { id += "-\(ordinal)" }
        let text = [title, symptom, cause, fix, warning, extraText].joined(separator: "\n")
        let apis = APIRecognizer.apis(in: text)
        // The entry's own statement, else its sections' headings, else what the document says of its APIs.
        let primaryAPIs = APIRecognizer.apis(in: kind == .decisionRule ? "\(title)\n\(fix)" : title)
        let minimumOS = Availability.minimum(in: text) ?? context.inheritedOS
            ?? primaryAPIs.compactMap { apiAvailability[$0] }.max()
        return Entry(id: id, kind: kind, guide: document.guide, language: document.language, title: title,
                     symptom: symptom, cause: cause, fix: fix, warning: warning, apis: apis, minimumOS: minimumOS,
                     source: SourceReference(file: document.source, line: lines.lowerBound, endLine: lines.upperBound,
                                             section: context.section.id, sectionPath: context.path))
    }

    /// The text after one of `labels` and a `：`/`:` separator, or nil when it does not start so.
    static func strip(label labels: [String], from text: String) -> String? {
        let t = text.trimmed
        for label in labels where t.hasPrefix(label) {
            let rest = t.dropFirst(label.count)
            guard let sep = rest.first, sep == "：" || sep == ":" else { continue }
            let body = rest.dropFirst().trimmed
            return body.isEmpty ? nil : body
        }
        return nil
    }

    private func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}

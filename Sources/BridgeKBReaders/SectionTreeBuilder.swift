import BridgeKBModel
/// A heading with its level known, as every reader produces it.
public struct OutlineHeading: Hashable, Sendable {
    public var number: String?
    /// An ASCII slug of the number (`part-2b`, `16-3`, `step-2`), used for the section id.
    public var numberSlug: String?
    public var title: String
    /// The heading as written; nil means number and title joined by a space.
    public var heading: String?
    public var level: Int
    public var line: Int
    public var endLine: Int

    public init(number: String?, numberSlug: String?, title: String, heading: String? = nil, level: Int, line: Int, endLine: Int? = nil) {
        self.number = number; self.numberSlug = numberSlug; self.title = title; self.heading = heading
        self.level = level; self.line = line; self.endLine = endLine ?? line
    }
}

/// Builds the section tree from headings and blocks in document order, and gives sections and
/// snippets their ids. Shared by every reader, so every format yields the same shape of model.
public enum SectionTreeBuilder {
    /// One element of a document in reading order.
    public enum Element: Sendable {
        case heading(OutlineHeading)
        case block(Block)
    }

    public static func build(_ elements: [Element]) -> (preamble: [Block], sections: [Section]) {
        var preamble: [Block] = []
        var roots: [Section] = []
        var stack: [Section] = []
        // The level each open section's heading was written at: a section's own level counts its
        // ancestors, so that `### B` after `### A` (under no `##`) is A's sibling, not its child.
        var writtenLevels: [Int] = []

        func close(downTo level: Int) {
            while let top = stack.last, let written = writtenLevels.last, written >= level {
                stack.removeLast()
                writtenLevels.removeLast()
                if stack.isEmpty { roots.append(top) } else { stack[stack.count - 1].children.append(top) }
            }
        }

        for element in elements {
            switch element {
            case .heading(let h):
                close(downTo: h.level)
                let level = (stack.last?.level ?? 0) + 1
                stack.append(Section(id: h.numberSlug ?? "", number: h.number, title: h.title, heading: h.heading, level: level,
                                     range: SourceRange(lines: h.line, h.endLine)))
                writtenLevels.append(h.level)
            case .block(let block):
                if stack.isEmpty { preamble.append(block) } else { stack[stack.count - 1].blocks.append(block) }
            }
        }
        close(downTo: 1)
        roots = roots.map(extendRanges)
        assignIDs(&roots)
        return (preamble, roots)
    }

    /// A section's range runs to the last line of its blocks and subsections.
    static func extendRanges(_ section: Section) -> Section {
        var s = section
        s.children = s.children.map(extendRanges)
        let lastLine = ([s.range.endLine] + s.blocks.map(\.range.endLine) + s.children.map(\.range.endLine)).max()!
        s.range.end = SourceLocation(line: lastLine)
        return s
    }

    // MARK: - Ids

    /// Section ids: the number slug (`part-2b`, `16-3`, `section-1-step-2`), else the parent's id and
    /// the position among siblings (`part-1-s2`), so that translations with the same outline share
    /// ids. Snippet ids: `<section-id>-code-<n>`.
    public static func assignIDs(_ sections: inout [Section]) {
        var used = IDRegistry()
        assignIDs(&sections, parent: nil, used: &used)
    }

    private static func assignIDs(_ sections: inout [Section], parent: String?, used: inout IDRegistry) {
        for index in sections.indices {
            var local = sections[index].id  // the number slug, if any
            if local.isEmpty { local = "s\(index + 1)" }
            var id = [parent, local].compactMap { $0 }.joined(separator: "-")
            if sections[index].number != nil, sections[index].id.first?.isNumber == true || parent == nil {
                // Decimal and ordinal numbers are unique document-wide: `16-3`, not `16-16-3`.
                id = local
            }
            id = used.claim(id)
            sections[index].id = id
            sections[index].blocks = sections[index].blocks.numberingSnippets(prefix: id)
            assignIDs(&sections[index].children, parent: id, used: &used)
        }
    }

    /// Snippet ids for blocks outside any section.
    public static func assignPreambleIDs(_ blocks: [Block]) -> [Block] { blocks.numberingSnippets(prefix: "intro") }

    /// Hands out unique ids: the first claim of `x` gets `x`, later ones `x-2`, `x-3`, … in constant time.
    struct IDRegistry {
        private var used = Set<String>()
        private var nextSuffix: [String: Int] = [:]

        mutating func claim(_ id: String) -> String {
            var candidate = id
            var k = nextSuffix[id] ?? 2
            while used.contains(candidate) { candidate = "\(id)-\(k)"; k += 1 }
            nextSuffix[id] = k
            used.insert(candidate)
            return candidate
        }
    }
}

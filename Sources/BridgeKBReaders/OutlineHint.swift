import BridgeKBModel
/// Nests the sections of a plain-text translation the way its aligned source nests them: the
/// plain-text reader guesses a hierarchy from the order and shape of unnumbered headings, and where a
/// translation has already been aligned to its source (sections sharing ids), the source's tree is the
/// better guess.
public enum OutlineHint {
    /// `translation` (its section ids already aligned to `source`'s) with every aligned section at the
    /// depth its counterpart has in `source`, and every other section kept at the same depth relative to
    /// the section before it. Unchanged unless the translation is plain text and at least half of its
    /// sections are aligned.
    public static func nest(_ translation: Document, like source: Document) -> Document {
        guard translation.format == .plainText else { return translation }
        var sourceDepth: [String: Int] = [:]
        func record(_ sections: [Section], _ depth: Int) {
            for s in sections { sourceDepth[s.id] = depth; record(s.children, depth + 1) }
        }
        record(source.sections, 1)

        // The translation's sections in order, each without its subsections, with its depth.
        var flat: [(section: Section, depth: Int)] = []
        func flatten(_ sections: [Section], _ depth: Int) {
            for s in sections {
                var own = s
                own.children = []
                let ownEnd = ([s.range.startLine] + s.blocks.map(\.range.endLine)).max()!
                if !s.children.isEmpty { own.range.end = SourceLocation(line: ownEnd) }
                flat.append((own, depth))
                flatten(s.children, depth + 1)
            }
        }
        flatten(translation.sections, 1)
        guard !flat.isEmpty, flat.filter({ sourceDepth[$0.section.id] != nil }).count * 2 >= flat.count else { return translation }

        var depths: [Int] = []
        for (k, entry) in flat.enumerated() {
            let previous = depths.last ?? 0
            var depth = sourceDepth[entry.section.id] ?? (k == 0 ? 1 : previous + (entry.depth - flat[k - 1].depth))
            depth = min(max(depth, 1), previous + 1)
            depths.append(depth)
        }
        guard depths != flat.map(\.depth) else { return translation }

        // Rebuild the tree from the depths.
        var roots: [Section] = []
        var stack: [Section] = []
        func close(downTo depth: Int) {
            while stack.count >= depth, let top = stack.popLast() {
                if stack.isEmpty { roots.append(top) } else { stack[stack.count - 1].children.append(top) }
            }
        }
        for (entry, depth) in zip(flat, depths) {
            close(downTo: depth)
            var section = entry.section
            section.level = depth
            stack.append(section)
        }
        close(downTo: 1)
        var nested = translation
        nested.sections = roots.map(SectionTreeBuilder.extendRanges)
        return nested
    }
}

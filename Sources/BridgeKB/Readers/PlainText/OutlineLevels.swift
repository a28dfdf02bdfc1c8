extension OutlineBuilder {
    /// Gives each heading its level.
    ///
    /// Numbering wins where there is one: major labels (parts, 一、, 第一节) are top level; decimals
    /// (3.1 under 三) nest under the number they extend; steps nest under the current major section,
    /// or else under the unnumbered heading above them. A thematic break (`---`) closes the current
    /// major section.
    ///
    /// Unnumbered headings take the level the numbering leaves free (the base), and nest by order and
    /// shape (`unnumberedLevel`).
    static func assignLevels(_ elements: inout [Element]) {
        let headings = elements.compactMap { if case .heading(let h) = $0 { return h } else { return nil } }
        // Does the numbering itself supply the second level (3.1 under 三, 步骤 under 第一节)?
        var majorNumbers = Set<Int>()
        var numberedSubsections = false
        for h in headings {
            guard let n = h.numbered else { continue }
            if n.scheme.isMajor { majorNumbers.insert(n.path.first ?? -1) }
            if n.scheme == .step, !majorNumbers.isEmpty { numberedSubsections = true }
            if case .decimal = n.scheme, majorNumbers.contains(n.path.first ?? -1) { numberedSubsections = true }
        }
        let (keys, recurring) = distinctiveKeys(elements)

        var open: [HeadingLine] = []        // the current chain of open headings
        var lastDecimalLevel: [Int: Int] = [:]
        var currentMajor: HeadingLine?
        var context = UnnumberedContext()
        var previous: HeadingLine?
        var previousKey: HeadingShape.Key?
        var previousRecurs = false
        var sawContent = true
        for index in elements.indices {
            guard case .heading(var h) = elements[index] else {
                if case .thematicBreak = elements[index] {
                    currentMajor = nil; context = UnnumberedContext(); previous = nil; previousKey = nil; previousRecurs = false
                }
                sawContent = true
                continue
            }
            let direct = !sawContent && previous != nil
            if let n = h.numbered {
                switch n.scheme {
                case .part, .chapter, .cjkOrdinal, .arabicOrdinal, .lesson:
                    h.level = 1
                case .step:
                    let parent = currentMajor ?? open.last { $0.numbered == nil && !HeadingShape.isMarker($0.title) }
                    h.level = (parent?.level ?? 0) + 1
                case .decimal(let depth):
                    let prefix = Array(n.path.dropLast())
                    if let parent = open.last(where: { $0.numbered.map { p in p.path == prefix && (p.scheme.isMajor || p.scheme == .decimal(depth: depth - 1)) } ?? false }) {
                        h.level = parent.level + 1
                    } else if let level = lastDecimalLevel[depth] {
                        h.level = level
                    } else {
                        h.level = 1
                    }
                    lastDecimalLevel[depth] = h.level
                }
            } else {
                let base = numberedSubsections || currentMajor == nil ? 1 : currentMajor!.level + 1
                let opener: Bool = {
                    guard index + 1 < elements.count, case .heading(let next) = elements[index + 1] else { return false }
                    return next.numbered == nil
                }()
                h.level = context.level(of: h, key: keys[index], previous: previous, previousKey: previousKey,
                                        previousShapeGoesOn: previousRecurs, direct: direct, opener: opener, open: open,
                                        base: base)
            }
            if h.level == 1 && (h.numbered?.scheme.isMajor ?? false) { currentMajor = h; context = UnnumberedContext() }
            else if h.level == 1 && h.numbered != nil { currentMajor = nil }
            open = open.filter { $0.level < h.level } + [h]
            elements[index] = .heading(h)
            previous = h
            previousKey = h.numbered == nil ? keys[index] : nil
            previousRecurs = recurring.contains(index)
            sawContent = false
        }
        nestTopicHeadings(&elements)
    }

    /// The shape key of each unnumbered heading (by element index) that tells its level: a key that
    /// at most two thirds of the unnumbered headings of a major section (or of the document) share; and the
    /// headings whose key comes again later in that section.
    static func distinctiveKeys(_ elements: [Element]) -> (keys: [Int: HeadingShape.Key], recurring: Set<Int>) {
        var result: [Int: HeadingShape.Key] = [:]
        var recurring = Set<Int>()
        var segment: [(index: Int, key: HeadingShape.Key?)] = []
        func flush() {
            var counts: [HeadingShape.Key: Int] = [:]
            for entry in segment { if let key = entry.key { counts[key, default: 0] += 1 } }
            var seen: [HeadingShape.Key: Int] = [:]
            for entry in segment {
                // A shape most headings share says nothing about levels (a translation whose every heading
                // carries its original); markers and methods always do.
                guard let key = entry.key, counts[key]! * 3 <= segment.count * 2 || key == .marker || key == .apiMember else { continue }
                result[entry.index] = key
                seen[key, default: 0] += 1
                if seen[key]! < counts[key]! { recurring.insert(entry.index) }
            }
            segment = []
        }
        for (index, element) in elements.enumerated() {
            switch element {
            case .heading(let h) where h.numbered == nil:
                segment.append((index, HeadingShape.key(of: h.title)))
            case .heading(let h) where h.numbered?.scheme.isMajor == true:
                flush()
            case .thematicBreak:
                flush()
            default:
                continue
            }
        }
        flush()
        return (result, recurring)
    }
}

/// What the unnumbered headings of one major section (or of a document without numbering) have shown
/// so far: the level of each shape, and the level of headings that open a parent.
struct UnnumberedContext {
    private var shapeLevels: [HeadingShape.Key: Int] = [:]
    private var openerLevel: Int?

    /// The level of an unnumbered heading, from its neighbours and its shape:
    /// - directly below another heading (nothing between): that heading's child;
    /// - an example marker (`❌ WRONG`, `Do`): a child of the heading it illustrates;
    /// - a closing section (`まとめ`, `总结`, `Summary`): the base level;
    /// - a shape seen before (`Pitfall 2:` after `Pitfall 1:`): the level of that shape;
    /// - a method under a type's heading (`makeUIView(context:)` under `UIViewRepresentable`): its child;
    /// - a heading that opens a parent, when an earlier one did: that one's level;
    /// - after a decimal heading (`2.1`): its child; after a step: the step's parent's level, or the
    ///   base level under a numbered section; after other numbered headings: the base level;
    /// - after a heading of a subordinate shape (a marker, a method): that shape's parent level;
    /// - after a labelled or question heading, itself without that shape: the earlier heading's child
    ///   while the series goes on later, else the base level (the series has ended);
    /// - after a heading with an original title in parentheses, itself without: its child;
    /// - else the previous heading's level.
    mutating func level(of h: HeadingLine, key: HeadingShape.Key?, previous: HeadingLine?, previousKey: HeadingShape.Key?,
                        previousShapeGoesOn: Bool, direct: Bool, opener: Bool, open: [HeadingLine], base: Int) -> Int {
        var level: Int
        if let previous, direct {
            level = previous.level + 1
        } else if let previous {
            if key == .marker {
                level = (open.last { $0.numbered != nil || !HeadingShape.isMarker($0.title) }?.level ?? base - 1) + 1
            } else if HeadingShape.isClosing(h.title) {
                level = base
            } else if let key, let known = shapeLevels[key] {
                level = known
            } else if key == .apiMember, let topic = open.last(where: { $0.numbered == nil && HeadingShape.key(of: $0.title) == .topic }) {
                level = topic.level + 1
            } else if opener, let openerLevel {
                level = openerLevel
            } else if let n = previous.numbered {
                switch n.scheme {
                case .decimal: level = previous.level + 1
                case .step: level = previous.level > base ? previous.level - 1 : base
                default: level = base
                }
            } else if previousKey == .marker || previousKey == .apiMember, let known = shapeLevels[previousKey!], known > base, key == nil {
                level = known - 1
            } else if key == nil, let previousKey, previousKey == .question || isLabel(previousKey) {
                level = previousShapeGoesOn ? previous.level + 1 : base
            } else if key == nil, previousKey == .parenthesisedOriginal {
                level = previous.level + 1
            } else {
                level = previous.level
            }
            level = min(max(level, base), previous.level + 1)
        } else {
            level = base
        }
        if let key, shapeLevels[key] == nil { shapeLevels[key] = level }
        if opener, !direct, openerLevel == nil { openerLevel = level }
        return level
    }

    private func isLabel(_ key: HeadingShape.Key) -> Bool {
        if case .label = key { return true }
        return false
    }
}

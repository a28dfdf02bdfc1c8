/// What the unnumbered headings of one major section (or of a document without numbering) have shown
/// so far: the level of each shape, and the level of headings that open a parent.
struct UnnumberedContext {
    private var shapeLevels: [HeadingShape.Key: Int] = [:]
    private var openerLevel: Int?
    /// The headings that opened subsections (announced, or right below them), outermost first: each
    /// one's level, and whether it stood right below the one before it (a chain such as `A` → `A.1` → …).
    private var announcerLevels: [(level: Int, directlyBelow: Bool)] = []

    /// The level of an unnumbered heading, from its neighbours and its shape:
    /// - directly below another heading (nothing between): that heading's child;
    /// - an example marker (`❌ WRONG`, `Do`): a child of the heading it illustrates;
    /// - a closing or opening section (`まとめ`, `总结`, `Summary`, `はじめに`), or the page's one environment
    ///   section (`pageSection`: `対象環境`, `Requirements`): the base level;
    /// - a shape seen before (`Pitfall 2:` after `Pitfall 1:`): the level of that shape;
    /// - a title written to the template of an open heading above the previous one (`OutlineCues`): its level;
    /// - after a heading whose text announced its subsections (`OutlineCues`): its child;
    /// - a heading that opens subsections (announced, or right below it) while an earlier such heading is
    ///   open: that one's level;
    /// - a method under a type's heading (`makeUIView(context:)` under `UIViewRepresentable`): its child;
    /// - a heading that opens a parent, when an earlier one did: that one's level;
    /// - a decoration not seen before, after a subsection's decoration (`▼ 補足` after `● 原因`): the base level;
    /// - after a decimal heading (`2.1`): its child; after a step: the step's parent's level, or the
    ///   base level under a numbered section; after other numbered headings: the base level;
    /// - after a heading of a subordinate shape (a marker, a method under its type's heading): that
    ///   shape's parent level;
    /// - after a labelled or question heading, itself without that shape: the earlier heading's child
    ///   while the series goes on later, else the base level (the series has ended);
    /// - after a heading with an original title in parentheses, itself without: its child;
    /// - else the previous heading's level.
    mutating func level(of h: HeadingLine, key: HeadingShape.Key?, previous: HeadingLine?, previousKey: HeadingShape.Key?,
                        previousShapeGoesOn: Bool, direct: Bool, opener: Bool, open: [HeadingLine], base: Int,
                        previousAnnounces: Bool = false, announces: Bool = false, pageSection: Bool = false,
                        pageTitle: String = "") -> Int {
        var level: Int
        if let previous, direct {
            level = previous.level + 1
        } else if let previous {
            // Announcers still open (a heading at their level or above closes them).
            let openAnnouncers = announcerLevels.filter { $0.level <= previous.level }
            if key == .marker {
                level = (open.last { $0.numbered != nil || $0.shape != .marker }?.level ?? base - 1) + 1
            } else if HeadingShape.isClosing(h.title) || pageSection {
                level = base
            } else if let key, let known = shapeLevels[key] {
                level = known
            } else if key == nil, let sibling = open.dropLast().last(where: { $0.numbered == nil && $0.level > base - 1
                        && OutlineCues.shareTemplate($0.title, h.title, pageTitle: pageTitle) }) {
                // Written to the template of an open heading above the previous one: that one's sibling.
                level = sibling.level
            } else if previousAnnounces {
                level = previous.level + 1
            } else if key == nil, previous.numbered == nil, OutlineCues.shareTemplate(previous.title, h.title, pageTitle: pageTitle) {
                // Written to the previous heading's template (`Issue: A` after `Issue: B`): its sibling, even
                // where this one opens subsections of its own.
                level = previous.level
            } else if announces || opener, !openAnnouncers.isEmpty {
                // A section that opens subsections (announced, or right below it) after another did: that one's
                // sibling, or the sibling of the head of the chain that one stood right below.
                var k = openAnnouncers.count - 1
                while k > 0, openAnnouncers[k].directlyBelow { k -= 1 }
                level = openAnnouncers[k].level
            } else if key == .apiMember, let topic = open.last(where: { $0.numbered == nil && $0.shape == .topic }) {
                level = topic.level + 1
            } else if opener, let openerLevel {
                level = openerLevel
            } else if case .decoration? = key, case .decoration? = previousKey, let known = shapeLevels[previousKey!], known > base {
                // A new decoration after a subsection's (`▼ 補足` after `● 原因` under `■ 問題1`) opens a section.
                level = base
            } else if let n = previous.numbered {
                switch n.scheme {
                case .decimal: level = previous.level + 1
                case .step: level = previous.level > base ? previous.level - 1 : base
                default: level = base
                }
            } else if previousKey == .marker || (previousKey == .apiMember && open.contains { $0.numbered == nil && $0.shape == .topic }),
                      let known = shapeLevels[previousKey!], known > base, key == nil {
                level = known - 1
            } else if key == nil, let previousKey, previousKey == .question || isLabel(previousKey) {
                level = previousShapeGoesOn ? previous.level + 1 : (previousKey == .question ? previous.level : base)
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
        let below = announcerLevels.filter { $0.level < level }
        let directlyBelowParent = direct && below.last?.level == level - 1
        announcerLevels = announces || opener ? below + [(level, directlyBelowParent)] : below
        if opener, !direct, openerLevel == nil { openerLevel = level }
        return level
    }

    private func isLabel(_ key: HeadingShape.Key) -> Bool {
        if case .label = key { return true }
        return false
    }
}

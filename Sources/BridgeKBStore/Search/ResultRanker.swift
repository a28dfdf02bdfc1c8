import BridgeKBModel
/// Orders the hits of a search into results (docs/search.md §5), the same way in Swift and in the
/// site's search.js:
///
/// 1. Hits sharing a group key (a record and its translations) are one result; in it, the preferred
///    language first, then the same primary language, then stage, score, index order.
/// 2. A guide is *about* the query when two or more of its results match it in their title (directly
///    or through the glossary or the lexicon): each of its hits' scores is multiplied by
///    1 + 0.5 × (n − 1), n the number of such results, at most 5.
/// 3. Results that match the query itself or its translations come before those that match only a
///    related concept (the `related` stage); in each tier, results whose title matches come first,
///    then the others; each by best score, then strictest stage, then key. A section whose title names
///    the query outranks sections that only mention it.
/// 4. An entry and the section it lives in are one result, the entry's: a section that is the home of
///    an entry among the results is merged into the best of those entries, which takes the section's
///    place when the section ranked higher.
/// 5. The sections of one chapter (top-level section) are one result: a section result whose chapter
///    an earlier result already stands for is merged into that one.
public enum ResultRanker {
    /// One record found by one stage, as the ranking sees it.
    public struct Hit: Sendable {
        public var rowid: Int64
        public var stage: SearchStage
        public var score: Double
        /// Whether the stage's whole expression matched in the record's title.
        public var titleMatch: Bool
        public var language: Language
        public var group: String
        public var guide: String
        /// For a section, the group key of its chapter (its top-level section); for an entry, the group
        /// key of the section it lives in; empty when none.
        public var chapter: String
        /// Whether the hit is a section's (its group key `section:…`), not an entry's.
        var isSection: Bool { group.hasPrefix("section:") }

        public init(rowid: Int64, stage: SearchStage, score: Double, titleMatch: Bool, language: Language, group: String,
                    guide: String, chapter: String) {
            self.rowid = rowid; self.stage = stage; self.score = score; self.titleMatch = titleMatch
            self.language = language; self.group = group; self.guide = guide; self.chapter = chapter
        }
    }

    /// A result: its group's hits, best first, and the groups of the same chapter merged into it.
    public struct Group: Sendable {
        public var key: String
        public var hits: [Hit]
        public var merged: [Group] = []
    }

    /// The highest factor a guide's aboutness gives (5 title matches or more).
    static let aboutnessLimit = 5

    /// Every result of `hits`, ordered, hits in each with the `preferred` language first.
    public static func order(_ hits: [Hit], preferred: Language?) -> [Group] {
        // Aboutness: the guides with two or more results matching in their title.
        var titled: [String: Set<String>] = [:]
        for hit in hits where hit.titleMatch { titled[hit.guide, default: []].insert(hit.group) }
        var hits = hits
        for index in hits.indices {
            let n = min(titled[hits[index].guide]?.count ?? 0, aboutnessLimit)
            if n >= 2 { hits[index].score *= 1 + 0.5 * Double(n - 1) }
        }
        var byGroup: [String: [Hit]] = [:]
        var affinities: [Language: Int] = [:]
        for hit in hits {
            byGroup[hit.group, default: []].append(hit)
            if affinities[hit.language] == nil { affinities[hit.language] = affinity(hit.language, preferred) }
        }
        // Each group's sort keys are computed once, and the keys are sorted, not the groups (thousands
        // of groups for a common term at 1,000 guides, each holding arrays and strings).
        let unsorted = byGroup.map { key, members in
            Group(key: key, hits: members.sorted { a, b in
                let x = affinities[a.language]!, y = affinities[b.language]!
                if x != y { return x < y }
                if a.stage != b.stage { return a.stage < b.stage }
                if a.score != b.score { return a.score > b.score }
                return a.rowid < b.rowid
            })
        }
        let keys = unsorted.indices.map { i in
            (index: i, titled: unsorted[i].hits.contains(where: \.titleMatch), score: unsorted[i].hits.map(\.score).max()!,
             stage: unsorted[i].hits.map(\.stage).min()!)
        }
        let groups = keys.sorted { a, b in
            if (a.stage == .related) != (b.stage == .related) { return b.stage == .related }
            if a.titled != b.titled { return a.titled }
            if a.score != b.score { return a.score > b.score }
            if a.stage != b.stage { return a.stage < b.stage }
            return unsorted[a.index].key < unsorted[b.index].key
        }.map { unsorted[$0.index] }
        return folded(groups)
    }

    /// The ordered groups as results: each section that is the home of an entry among them merged into
    /// the best such entry (which moves up to the section's place when behind it), then each section
    /// merged into the earlier result that stands for its chapter.
    static func folded(_ groups: [Group]) -> [Group] {
        var entryOfSection: [String: Int] = [:]
        for (index, group) in groups.enumerated() where !group.hits[0].isSection && !group.hits[0].chapter.isEmpty {
            if entryOfSection[group.hits[0].chapter] == nil { entryOfSection[group.hits[0].chapter] = index }
        }
        var results: [Group] = []
        var placed: [Int: Int] = [:]          // a group's index → its result's
        var chapters: [String: Int] = [:]     // a chapter → the result that stands for it
        for (index, group) in groups.enumerated() {
            let first = group.hits[0]
            if first.isSection, let entry = entryOfSection[group.key] {
                let result: Int
                if let at = placed[entry] { result = at } else {
                    result = results.count
                    placed[entry] = result
                    results.append(groups[entry])
                }
                results[result].merged.append(group)
                if !first.chapter.isEmpty, chapters[first.chapter] == nil { chapters[first.chapter] = result }
                continue
            }
            if placed[index] != nil { continue }
            if first.isSection, !first.chapter.isEmpty, let at = chapters[first.chapter] {
                results[at].merged.append(group)
                continue
            }
            if first.isSection, !first.chapter.isEmpty { chapters[first.chapter] = results.count }
            placed[index] = results.count
            results.append(group)
        }
        return results
    }

    /// How well a record's language suits the preferred one: 0 the same tag, 1 the same primary
    /// language (`zh-Hant` for `zh-Hans`), 2 another language or no preference.
    static func affinity(_ language: Language, _ preferred: Language?) -> Int {
        guard let preferred else { return 2 }
        if language == preferred { return 0 }
        let primary = { (l: Language) in l.tag.split(separator: "-").first.map { $0.lowercased() } }
        return primary(language) == primary(preferred) ? 1 : 2
    }
}

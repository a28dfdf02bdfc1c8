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
/// 4. The sections of one chapter (top-level section) are one result: a section result whose chapter
///    an earlier section result already stands for is merged into that one.
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
        /// The group key of the record's chapter (its top-level section), for sections; else empty.
        public var chapter: String

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
        var results: [Group] = []
        var chapters: [String: Int] = [:]
        for group in groups {
            let chapter = group.hits[0].chapter
            if !chapter.isEmpty, let index = chapters[chapter] {
                results[index].merged.append(group)
                continue
            }
            if !chapter.isEmpty { chapters[chapter] = results.count }
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

import BridgeKBModel
/// Gives a translation's entries the ids of their source entries: within each aligned section, the
/// entries of one kind are aligned by their anchors (API names, numbers) and order, so that a row
/// removed from a translated table does not shift the ids of the rows after it.
public enum EntryAligner {
    /// The translation entries with source ids where they have a counterpart; the others keep their
    /// own id with the language appended. Returns the source ids left without a counterpart too.
    public static func align(source: [Entry], translation: [Entry]) -> (entries: [Entry], unmatchedSource: [Entry]) {
        func key(_ e: Entry) -> String { "\(e.source.section)|\(e.kind.rawValue)|\(e.target ?? "")" }
        let sourceGroups = Dictionary(grouping: source, by: key)
        var result = translation
        var matched = Set<String>()
        var matchedTranslation = Set<Int>()
        let indexByKey = Dictionary(grouping: translation.indices, by: { key(translation[$0]) })
        for (k, indices) in indexByKey {
            guard let candidates = sourceGroups[k] else { continue }
            let anchorsS = candidates.map { Anchors.of($0.text) }
            let anchorsT = indices.map { Anchors.of(translation[$0].text) }
            let pairs = MonotoneAligner.align(candidates.count, indices.count) { i, j in
                let overlap = Anchors.jaccard(anchorsS[i], anchorsT[j], empty: 0.5)
                let position = 1 - Double(abs(i - j)) / Double(max(candidates.count, indices.count))
                return 0.1 + 0.6 * overlap + 0.3 * position
            }
            for (i, j) in pairs {
                result[indices[j]].id = candidates[i].id
                result[indices[j]].translationKey = candidates[i].translationKey
                matched.insert(candidates[i].id)
                matchedTranslation.insert(indices[j])
            }
        }
        // An entry only the translation has keeps its own id, marked with its language.
        for index in result.indices where !matchedTranslation.contains(index) {
            result[index].id += "-" + result[index].language.tag.lowercased()
            result[index].translationKey = result[index].id
        }
        return (result, source.filter { !matched.contains($0.id) })
    }
}

import Foundation
import BridgeKBModel

/// Weighs a candidate's signals into how likely it is to state a pitfall, a pattern or a rule, and
/// picks the entries of a document: each candidate takes its likeliest group over that group's
/// threshold, the most probable first; one near an already kept candidate of the same group gives way
/// unless the two are siblings (items of one list, rows of one table, headings of one level).
///
/// The weights are data (`entry-model.json`, fitted by `bench/entry-model/fit.py` on hand-labelled
/// real guides, its leave-one-guide-out figures in that folder's README); the decoding here and in
/// fit.py is the same.
package struct EntryModel: Sendable {
    /// One group's weights, aligned with `CandidateSignals.names`, and the probability it needs.
    struct Group: Sendable {
        var weights: [Double]
        var threshold: Double
    }

    private let groups: [EntryGroup: Group]
    /// Candidates of one group nearer than this many lines compete for one entry (score.py's window).
    static let reach = 3
    /// A heading over this many sections opens a chapter of several topics, not one entry.
    static let chapterChildren = 3

    /// The model compiled into the tool.
    package static let builtIn: EntryModel = {
        (try? EntryModel(json: Data(PackageResources.entry_model_json))) ?? EntryModel(groups: [:])
    }()

    init(groups: [EntryGroup: Group]) { self.groups = groups }

    /// Whether the model weighs no group (it then finds no entry).
    var isEmpty: Bool { groups.isEmpty }

    /// A model file: `{"signals": [names], "groups": {"pitfall": {"threshold": t, "weights": [...]}, …}}`.
    /// Signals the file names that this tool does not compute are ignored; ones it omits weigh nothing.
    package init(json: Data) throws {
        struct File: Decodable {
            struct Group: Decodable { var threshold: Double; var weights: [Double] }
            var signals: [String]
            var groups: [String: Group]
        }
        let file = try JSONDecoder().decode(File.self, from: json)
        let index = Dictionary(uniqueKeysWithValues: CandidateSignals.names.enumerated().map { ($1, $0) })
        var groups: [EntryGroup: Group] = [:]
        for (name, group) in file.groups {
            guard let kind = EntryGroup(rawValue: name), group.weights.count == file.signals.count else { continue }
            var weights = [Double](repeating: 0, count: CandidateSignals.names.count)
            for (signal, weight) in zip(file.signals, group.weights) {
                if let i = index[signal] { weights[i] = weight }
            }
            groups[kind] = Group(weights: weights, threshold: group.threshold)
        }
        self.groups = groups
    }

    /// The probability of each group for one candidate's signals.
    package func probabilities(_ values: [Double]) -> [EntryGroup: Double] {
        var result = [EntryGroup: Double](minimumCapacity: groups.count)
        for (kind, group) in groups {
            var sum = 0.0
            group.weights.withUnsafeBufferPointer { weights in
                values.withUnsafeBufferPointer { values in
                    for i in 0..<min(weights.count, values.count) where values[i] != 0 { sum += weights[i] * values[i] }
                }
            }
            result[kind] = 1 / (1 + exp(-sum))
        }
        return result
    }

    /// A candidate the model keeps, with its group and probability.
    package struct Decision: Sendable {
        package var index: Int
        package var group: EntryGroup
        package var probability: Double
    }

    /// The candidates kept as entries, in document order. Four readings of the labelling rules hold
    /// whatever the weights say: a heading whose own blocks hold recognised entries announces a collection
    /// and is none itself (as a pattern, only entries other than rules make it one), nor is a heading over three or more sections (a chapter; on the real guides
    /// 3 of 47 such headings are labelled entries); a pattern names its technique (not a bare `步骤1` or
    /// `使用`) and is no ❌ / ✅ example; and listings in a section that holds a pitfall are its fix, not a pattern.
    package func decide(_ candidates: [Candidate], values: [[Double]]) -> [Decision] {
        let headings = Dictionary(candidates.indices.filter { candidates[$0].shape == .heading }.map { (candidates[$0].sectionID, $0) },
                                  uniquingKeysWith: { first, _ in first })
        func firstListingLine(of candidate: Candidate) -> Int { headings[candidate.sectionID].flatMap { candidates[$0].firstListingLine } ?? .max }
        // A caution told in a paragraph after a section's first listing remarks on the technique shown there:
        // it makes the section no collection, and the listing no pitfall's fix.
        func remarks(_ candidate: Candidate) -> Bool {
            candidate.shape == .paragraph && candidate.line > firstListingLine(of: candidate)
        }
        // Rules told after the listing a section opens with say how to use its technique (where to attach it,
        // what not to do): they make no collection of a heading that is a pattern. (Told before it, they are
        // what the section is for.)
        func tellsHowToUse(_ candidate: Candidate) -> Bool {
            guard let heading = headings[candidate.sectionID], candidates[heading].opensWithListing else { return false }
            return candidate.recognized.allSatisfy { $0 == .rule } && candidate.line > firstListingLine(of: candidate)
        }
        let held = candidates.filter { $0.shape != .heading && !$0.recognized.isEmpty
            && !(remarks($0) && $0.recognized.allSatisfy { $0 == .pitfall }) }
        let collections = Set(held.map(\.sectionID))
        let patternCollections = Set(held.filter { !tellsHowToUse($0) }.map(\.sectionID))
        var proposals: [Decision] = []
        for (i, v) in values.enumerated() {
            let candidate = candidates[i]
            if candidate.shape == .heading && candidate.children >= Self.chapterChildren { continue }
            let p = probabilities(v)
            var best: (group: EntryGroup, margin: Double, probability: Double)?
            for group in EntryGroup.allCases {
                guard let probability = p[group], let threshold = groups[group]?.threshold else { continue }
                let margin = probability - threshold
                if best == nil || margin > best!.margin { best = (group, margin, probability) }
            }
            guard let best, best.margin >= 0 else { continue }
            if candidate.shape == .heading && (best.group == .pattern ? patternCollections : collections).contains(candidate.sectionID) { continue }
            if best.group == .pattern && (!candidate.named || Self.isMarked(v) || Self.namesPitfall(v)) { continue }
            // A step its parent announces is a part of the parent's task: a pattern there is the task's.
            if best.group == .pattern, let parent = candidate.stepOf.flatMap({ headings[$0] }) {
                if !patternCollections.contains(candidates[parent].sectionID), candidates[parent].named {
                    proposals.append(Decision(index: parent, group: .pattern, probability: best.probability))
                }
                continue
            }
            proposals.append(Decision(index: i, group: best.group, probability: best.probability))
        }
        // (A task its steps propose is kept once, with the likeliest step's probability.)
        var strongest: [Int: Decision] = [:]
        for proposal in proposals where proposal.probability > strongest[proposal.index]?.probability ?? -1 { strongest[proposal.index] = proposal }
        if strongest.count < proposals.count { proposals = strongest.values.sorted { $0.index < $1.index } }
        // A heading that is only a number (`1)`) is titled by its section's text: what that text states in the
        // heading's group is the heading's entry, not a second one beside it.
        struct Place: Hashable { var group: EntryGroup; var section: String }
        func place(_ decision: Decision) -> Place { Place(group: decision.group, section: candidates[decision.index].sectionID) }
        let numberedOnly = Set(proposals.filter { candidates[$0.index].shape == .heading && !candidates[$0.index].text.contains(where: \.isLetter) }
            .map(place))
        proposals.removeAll { candidates[$0.index].shape != .heading && numberedOnly.contains(place($0)) }
        proposals.sort { ($0.probability, candidates[$1.index].line) > ($1.probability, candidates[$0.index].line) }
        var kept: [Decision] = []
        for proposal in proposals {
            let candidate = candidates[proposal.index]
            let clash = kept.contains { other in
                other.group == proposal.group && abs(candidates[other.index].line - candidate.line) <= Self.reach
                    && !Self.areSiblings(candidates[other.index], candidate)
            }
            if !clash { kept.append(proposal) }
        }
        var pitfallSections = Set(candidates.filter { $0.recognized.contains(.pitfall) && !remarks($0) }.map(\.sectionID))
        pitfallSections.formUnion(kept.filter { $0.group == .pitfall && !remarks(candidates[$0.index]) }.map { candidates[$0.index].sectionID })
        return kept.filter { $0.group != .pattern || !pitfallSections.contains(candidates[$0.index].sectionID) }
            .sorted { candidates[$0.index].line < candidates[$1.index].line }
    }

    /// The signals that say a candidate opens with a ❌ or ✅ marker.
    private static let markerSignals = ["open.badMarker", "open.goodMarker"].compactMap { CandidateSignals.names.firstIndex(of: $0) }

    /// Whether a candidate opens with a ❌ or ✅ marker: it shows a bad or good example (a pitfall's trap or
    /// fix), never a technique of its own.
    static func isMarked(_ values: [Double]) -> Bool {
        markerSignals.contains { $0 < values.count && values[$0] > 0 }
    }

    /// Whether a candidate opens with words that name a pitfall (`注意点`, `坑`, `Gotcha`): its listing is that
    /// pitfall's fix, never a technique of its own.
    static func namesPitfall(_ values: [Double]) -> Bool {
        pitfallHeadingSignal.map { $0 < values.count && values[$0] > 0 } ?? false
    }

    private static let pitfallHeadingSignal = CandidateSignals.names.firstIndex(of: "open.pitfallHeading")

    /// Items of one list level, rows of one table, headings of one level: each may be an entry of its own.
    static func areSiblings(_ a: Candidate, _ b: Candidate) -> Bool {
        a.shape == b.shape && [.item, .row, .heading].contains(a.shape) && a.depth == b.depth
    }
}

import Foundation
import BridgeKBModel
import BridgeKBText

/// Mines a ``Lexicon`` from the translations of a knowledge base: the pieces of text aligned across
/// languages (``AlignedUnits``) are cut into candidate terms (``TermCandidates``), and two terms of
/// different languages that keep occurring in the same units pair up.
///
/// The method is the classic one for parallel text: association by Dice's coefficient over aligned
/// units, then competitive linking (Melamed): pairs are taken strongest first, and in each unit a
/// term linked once is used up, as is any candidate overlapping it, so `内存泄漏` ⇄ `メモリーリーク`
/// does not leave `内存` or `泄漏` free to pair with the same katakana again. Within a unit, a tie
/// between equally associated candidates goes to the pair at the closer relative position, and a
/// tie that position cannot break links nothing. A pair is kept when its score and the share of
/// its shared units in which it was linked both reach a threshold. A candidate that never occurs
/// outside a longer candidate (`内存` only in `内存泄漏`) is left to the longer one.
///
/// A stage: values in, a value out, no I/O. The glossary plays no part (see ``Lexicon/filtered(by:)``).
public struct LexiconMiner: Sendable {
    public var candidates: TermCandidates
    /// The lowest Dice's coefficient a pair needs.
    public var minimumScore = 0.3
    /// The share of the units holding both terms in which the pair must have been linked.
    public var minimumLinkShare = 0.5
    /// How many places of each pair are kept as evidence.
    public var evidencePerPair = 3
    /// The lowest confidence (``LexiconConfidence``) a pair needs to be kept: below it a pair is noise
    /// or a cut-off piece of a term, and neither listed nor used to expand a search.
    public var minimumConfidence = 0.5
    /// A pair seen in one unit only is kept only from a short unit (a title, cell, list item or entry
    /// field of at most this many characters a side), and only when both terms are whole runs: in a
    /// long sentence, or as a piece of a longer run, one co-occurrence says little.
    public var longestSingleUnit = 24

    public init(normalizer: TextNormalizer) {
        candidates = TermCandidates(normalizer: normalizer)
    }

    /// The lexicon of every translated guide of `kb`: each translation against its guide's source.
    public func mine(_ kb: KnowledgeBase) -> Lexicon {
        var entriesByGuide: [String: [Entry]] = [:]
        for entry in kb.entries { entriesByGuide[entry.guide, default: []].append(entry) }
        return mine(kb.guides.flatMap { Self.units(of: $0, entries: entriesByGuide[$0.id] ?? []) })
    }

    /// The aligned units of one language pair of a guide: its source language's tag, then the translation's.
    public struct GuideUnits: Codable, Hashable, Sendable {
        public var languages: [String]
        public var units: [AlignedUnits.Unit]
    }

    /// The aligned units of each translation of `guide` against its source (`entries`: the guide's
    /// entries, in every language); a function of the guide alone, so a build can keep it per guide.
    public static func units(of guide: Guide, entries: [Entry]) -> [GuideUnits] {
        guard let source = guide.document(in: guide.sourceLanguage) else { return [] }
        let sourceEntries = entries.filter { $0.language == source.language }
        return guide.documents.filter { $0.language != source.language }.map { translation in
            GuideUnits(languages: [source.language.tag, translation.language.tag], units: AlignedUnits.units(
                source: source, translation: translation, sourceEntries: sourceEntries,
                translationEntries: entries.filter { $0.language == translation.language }))
        }
    }

    /// The lexicon of guides' units (``units(of:entries:)``, guides in order): the units of each
    /// language pair gathered, pairs in the order they first appear.
    public func mine(_ guideUnits: [GuideUnits]) -> Lexicon {
        var byLanguages: [[String]: [AlignedUnits.Unit]] = [:]
        var order: [[String]] = []
        for part in guideUnits {
            if byLanguages[part.languages] == nil { order.append(part.languages) }
            byLanguages[part.languages, default: []] += part.units
        }
        var lexicon = Lexicon()
        for languages in order {
            let mined = mine(byLanguages[languages]!, languages: (languages[0], languages[1]))
            lexicon.pairs += mined.pairs
            lexicon.units += mined.units
        }
        lexicon.pairs.sort(by: Self.stronger)
        return lexicon
    }

    /// What the mining depends on besides the units: its settings.
    public var settingsFingerprint: String {
        "\(minimumScore) \(minimumLinkShare) \(evidencePerPair) \(longestSingleUnit) \(minimumConfidence) \(candidates.longestSubstring) confidence-1"
    }

    /// Surest first: confidence, then score, then links, then the terms (so the order is the same in every run).
    static func stronger(_ a: Lexicon.Pair, _ b: Lexicon.Pair) -> Bool {
        if a.confidence != b.confidence { return a.confidence > b.confidence }
        if a.score != b.score { return a.score > b.score }
        if a.links != b.links { return a.links > b.links }
        let x = a.keys.sorted(by: { $0.key < $1.key }).map(\.value), y = b.keys.sorted(by: { $0.key < $1.key }).map(\.value)
        return x.lexicographicallyPrecedes(y)
    }

    // MARK: - One language pair

    /// The candidate terms of one side of the units: ids, frequencies, occurrences per unit.
    private struct Side {
        var ids: [String: Int] = [:]
        var keys: [String] = []
        var texts: [String] = []
        /// Per unit, each occurrence: (term id, range in the normalised text, whether a whole run).
        var occurrences: [[(id: Int, range: Range<Int>, whole: Bool)]] = []
        /// Per unit, the normalised length (for relative positions).
        var lengths: [Int] = []
        /// Per term, the units holding it, ascending.
        var postings: [[Int]] = []
        /// Per term, whether it ever stood as a whole run (not only as a window of a longer one).
        var wholeRun: [Bool] = []
        var subsumed: Set<Int> = []

        mutating func add(_ found: [TermCandidates.Candidate], unit: Int) {
            var list: [(id: Int, range: Range<Int>, whole: Bool)] = []
            for candidate in found {
                let id: Int
                if let known = ids[candidate.key] { id = known } else {
                    id = keys.count
                    ids[candidate.key] = id
                    keys.append(candidate.key)
                    texts.append(candidate.text)
                    postings.append([])
                    wholeRun.append(false)
                }
                if candidate.isWholeRun { wholeRun[id] = true }
                if postings[id].last != unit { postings[id].append(unit) }
                list.append((id, candidate.range, candidate.isWholeRun))
            }
            occurrences.append(list)
            lengths.append(found.map(\.range.upperBound).max() ?? 0)
        }

        /// Marks the candidates that recur only inside a longer candidate (the same units hold both,
        /// twice or more), which is the term: `便利构造` inside `便利构造器`. When the longer one is the
        /// shorter plus a Chinese function character (`在主线程`), the longer one gives way instead.
        mutating func reduceSubstrings() {
            for (id, key) in keys.enumerated() where postings[id].count >= 2 {
                let scalars = Array(key.unicodeScalars)
                guard scalars.count >= 2 else { continue }
                for length in 1..<scalars.count {
                    for start in 0...(scalars.count - length) {
                        let sub = String(String.UnicodeScalarView(scalars[start..<(start + length)]))
                        guard let subID = ids[sub], postings[subID].count == postings[id].count else { continue }
                        if TermCandidates.extendsByFunctionCharacter(key, sub) { subsumed.insert(id) } else { subsumed.insert(subID) }
                    }
                }
            }
        }

        func distinct(in unit: Int) -> [Int] {
            var seen = Set<Int>()
            return occurrences[unit].map(\.id).filter { !subsumed.contains($0) && seen.insert($0).inserted }
        }
    }

    /// The pairs of one language pair's units.
    func mine(_ allUnits: [AlignedUnits.Unit], languages: (String, String)) -> Lexicon {
        // The same pair of texts twice (a repeated caption, a copied table) is one piece of evidence.
        var seen = Set<[String]>()
        let units = allUnits.filter { seen.insert([$0.source, $0.translation]).inserted }
        var a = Side(), b = Side()
        for (index, unit) in units.enumerated() {
            a.add(candidates.candidates(in: unit.source), unit: index)
            b.add(candidates.candidates(in: unit.translation), unit: index)
        }
        a.reduceSubstrings()
        b.reduceSubstrings()

        // Co-occurrence counts over units.
        var together: [UInt64: Int] = [:]
        for unit in units.indices {
            let x = a.distinct(in: unit), y = b.distinct(in: unit)
            for i in x { for j in y { together[Self.key(i, j), default: 0] += 1 } }
        }
        func dice(_ i: Int, _ j: Int) -> Double {
            guard let both = together[Self.key(i, j)] else { return 0 }
            return 2 * Double(both) / Double(a.postings[i].count + b.postings[j].count)
        }
        var candidatesPairs: [(i: Int, j: Int, score: Double, both: Int)] = []
        for (key, both) in together {
            let i = Int(key >> 32), j = Int(key & 0xFFFF_FFFF)
            let score = 2 * Double(both) / Double(a.postings[i].count + b.postings[j].count)
            if score >= minimumScore { candidatesPairs.append((i, j, score, both)) }
        }
        // Strongest first; of equally strong pairs, longer terms first (a term before its pieces:
        // `异步函数` ⇄ `非同期関数` before `步函数` ⇄ `同期関数`, which 同步函数 ⇄ 同期関数 also holds),
        // then the pair seen more often.
        // Lengths counted once, not at every comparison (a third of the mining's time at 100 guides).
        let lengthsA = a.keys.map(\.unicodeScalars.count), lengthsB = b.keys.map(\.unicodeScalars.count)
        candidatesPairs.sort { x, y in
            if x.score != y.score { return x.score > y.score }
            let lx = lengthsA[x.i] + lengthsB[x.j]
            let ly = lengthsA[y.i] + lengthsB[y.j]
            if lx != ly { return lx > ly }
            if x.both != y.both { return x.both > y.both }
            return (a.keys[x.i], b.keys[x.j]) < (a.keys[y.i], b.keys[y.j])
        }

        // Competitive linking, unit by unit.
        var usedA = [[Range<Int>]](repeating: [], count: units.count), usedB = usedA
        func free(_ range: Range<Int>, _ used: [Range<Int>]) -> Bool { !used.contains { $0.overlaps(range) } }
        var pairs: [Lexicon.Pair] = []
        let judge = LexiconConfidence(longestWindow: candidates.longestSubstring)
        for pair in candidatesPairs {
            // A pair whose form says it is no translation (a piece of a term, a particle) is not linked
            // at all, so it uses up nothing a true pair of the same unit needs.
            let form = judge.form(.init(key: a.keys[pair.i], wholeRun: a.wholeRun[pair.i]),
                                  .init(key: b.keys[pair.j], wholeRun: b.wholeRun[pair.j]))
            guard form.factor > 0 else { continue }
            var links = 0
            var evidence: [Lexicon.Evidence] = []
            var sections = Set<[String]>()
            for unit in Self.intersection(a.postings[pair.i], b.postings[pair.j]) {
                if pair.both == 1, !isShort(units[unit]) { continue }
                guard let x = a.occurrences[unit].first(where: { $0.id == pair.i && free($0.range, usedA[unit]) }),
                      let y = b.occurrences[unit].first(where: { $0.id == pair.j && free($0.range, usedB[unit]) }) else { continue }
                // Seen once, a pair counts only as two whole runs: a piece of a run is a guess at a word.
                if pair.both == 1, !(x.whole && y.whole) { continue }
                // Ties: another free candidate of either side as strongly associated with the other term.
                let rivalsA = a.occurrences[unit].filter { $0.id != pair.i && !a.subsumed.contains($0.id) && !$0.range.overlaps(x.range)
                    && free($0.range, usedA[unit]) && dice($0.id, pair.j) >= pair.score - 1e-9 }
                let rivalsB = b.occurrences[unit].filter { $0.id != pair.j && !b.subsumed.contains($0.id) && !$0.range.overlaps(y.range)
                    && free($0.range, usedB[unit]) && dice(pair.i, $0.id) >= pair.score - 1e-9 }
                if !rivalsA.isEmpty || !rivalsB.isEmpty {
                    func position(_ r: Range<Int>, _ length: Int) -> Double { Double(r.lowerBound + r.upperBound) / Double(2 * max(1, length)) }
                    let distance = abs(position(x.range, a.lengths[unit]) - position(y.range, b.lengths[unit]))
                    let rivalDistances = rivalsA.map { abs(position($0.range, a.lengths[unit]) - position(y.range, b.lengths[unit])) }
                        + rivalsB.map { abs(position(x.range, a.lengths[unit]) - position($0.range, b.lengths[unit])) }
                    guard rivalDistances.allSatisfy({ $0 - distance >= 0.2 }) else { continue }
                }
                usedA[unit].append(x.range)
                usedB[unit].append(y.range)
                links += 1
                sections.insert([units[unit].guide, units[unit].section])
                if evidence.count < evidencePerPair {
                    evidence.append(Lexicon.Evidence(guide: units[unit].guide, section: units[unit].section, unit: units[unit].kind))
                }
            }
            guard links > 0, Double(links) >= minimumLinkShare * Double(pair.both) else { continue }
            let confidence = LexiconConfidence.confidence(dice: pair.score, sections: sections.count, form: form)
            guard confidence >= minimumConfidence else { continue }
            pairs.append(Lexicon.Pair(
                terms: [languages.0: a.texts[pair.i], languages.1: b.texts[pair.j]],
                keys: [languages.0: a.keys[pair.i], languages.1: b.keys[pair.j]],
                links: links, cooccurrences: pair.both,
                frequencies: [languages.0: a.postings[pair.i].count, languages.1: b.postings[pair.j].count],
                score: (pair.score * 1000).rounded() / 1000, sections: sections.count, confidence: confidence, evidence: evidence))
        }
        return Lexicon(pairs: pairs, units: units.count)
    }

    /// A title, heading, cell, list item or entry field of at most ``longestSingleUnit`` characters a side.
    private func isShort(_ unit: AlignedUnits.Unit) -> Bool {
        unit.kind != .text && AlignedUnits.length(unit.source) <= longestSingleUnit && AlignedUnits.length(unit.translation) <= longestSingleUnit
    }

    private static func key(_ i: Int, _ j: Int) -> UInt64 { UInt64(i) << 32 | UInt64(j) }

    /// The elements of two ascending lists that both hold.
    private static func intersection(_ x: [Int], _ y: [Int]) -> [Int] {
        var result: [Int] = []
        var i = 0, j = 0
        while i < x.count, j < y.count {
            if x[i] == y[j] { result.append(x[i]); i += 1; j += 1 } else if x[i] < y[j] { i += 1 } else { j += 1 }
        }
        return result
    }
}

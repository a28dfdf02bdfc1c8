import Foundation
import BridgeKBModel

/// The weak signals of one candidate, as numbers between 0 and 1 under stable names: its shape, the
/// meaning classes of the vocabulary found in its text, its body, its lead-in and the titles above it,
/// API names, listings and their ❌ / ✅ marks, and where it stands. `EntryModel` weighs them; no one
/// signal decides.
package struct CandidateSignals {
    let cues: CueReader
    let scanner: SignalScanner
    /// The document's title, read once.
    private var titleCounts: [Int] = []
    /// Titles and lead-ins are shared by many candidates: each distinct one is read once.
    private let memo = Memo()

    private final class Memo {
        var counts: [Bytes: [Int]] = [:]
    }

    /// A text keyed by its UTF-8 bytes: hashing a `String` normalises it as it goes, which made each
    /// look-up of a title or lead-in cost ~2,000 instructions. (Equal bytes, equal counts.) The hash
    /// reads the length and at most 64 bytes at each end, and equality compares the bytes with
    /// `memcmp`: a lead-in of a few hundred bytes is looked up by every item of its list. `last`: only
    /// the text's last that many characters are read (nil: all of it).
    private struct Bytes: Hashable {
        let text: String
        var last: Int? = nil
        static func == (a: Bytes, b: Bytes) -> Bool {
            guard a.last == b.last, a.text.utf8.count == b.text.utf8.count else { return false }
            var a = a.text, b = b.text
            return a.withUTF8 { a in b.withUTF8 { b in a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
        }
        func hash(into hasher: inout Hasher) {
            hasher.combine(last)
            var text = text
            text.withUTF8 { bytes in
                hasher.combine(bytes.count)
                let raw = UnsafeRawBufferPointer(bytes)
                if bytes.count <= 128 {
                    hasher.combine(bytes: raw)
                } else {
                    hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: raw.prefix(64)))
                    hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: raw.suffix(64)))
                }
            }
        }
    }

    init(cues: CueReader, documentTitle: String) {
        self.cues = cues
        scanner = SignalScanner.scanner(for: cues)
        titleCounts = counts(Self.contextClasses, of: documentTitle)
    }

    /// The counts of `classes` in a text shared by many candidates (a title, a lead-in), read once;
    /// `last`: in its last that many characters only.
    func counts(_ classes: [Vocabulary.Class], of text: String, last: Int? = nil) -> [Int] {
        let all: [Int]
        let key = Bytes(text: text, last: last)
        if let known = memo.counts[key] {
            all = known
        } else {
            let read = last.map { text.utf8.count <= $0 ? text : String(text.suffix($0)) } ?? text
            all = scanner.counts(cues.fold(read).scalars[...])
            memo.counts[key] = all
        }
        return classes.map { all[$0.rawValue] }
    }

    /// Every candidate of a document with its signals, for the entry model and for `bridgekb parse --candidates`.
    /// A text folded as the signals read it (NFKC, lowercase, Han folded to Simplified Chinese).
    package static func folded(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        result.append(contentsOf: FoldedText(text).scalars)
        return String(result)
    }

    package static func read(_ document: Document, vocabulary: Vocabulary = .builtIn) -> [(candidate: Candidate, values: [Double])] {
        let recognized = EntryExtractor.extract(from: document, vocabulary: vocabulary, model: nil).entries
        let signals = CandidateSignals(cues: CueReader(vocabulary: vocabulary, language: document.language), documentTitle: document.title)
        return CandidateFinder.candidates(in: document, recognized: recognized).map { ($0, signals.values(of: $0)) }
    }

    // MARK: - Which classes are read where

    /// Classes counted anywhere in a candidate's own text and in its body.
    static let textClasses: [Vocabulary.Class] = [
        .hazard, .unexpected, .cautionPhrase, .strongCaution, .prohibition, .obligation, .recommendation, .condition,
        .ruleChoice, .technique, .causeWord, .remedy, .consequence, .question, .comparison,
    ]
    /// Classes that count only when they open the candidate's text (`注意：…`, `❌ …`, `原因：…`).
    static let openingClasses: [Vocabulary.Class] = [
        .cautionOpener, .cautionImperative, .labelSymptom, .labelCause, .labelFix, .badMarker, .goodMarker,
        .pitfallHeading, .patternHeading, .ruleConditionOpener,
    ]
    /// Classes of the lead-in before an item's list or a row's table.
    static let leadClasses: [Vocabulary.Class] = [
        .hazard, .cautionPhrase, .cautionOpener, .prohibition, .recommendation, .condition, .technique, .comparison, .unexpected,
    ]
    /// Classes of the titles above a candidate (its parent's, any ancestor's, the document's).
    static let contextClasses: [Vocabulary.Class] = [
        .cautionSection, .mistakeSection, .troubleshootingSection, .pitfallHeading, .patternHeading, .ruleSection,
        .summarySection, .nonEntrySection, .hazard, .unexpected, .technique, .question, .comparison,
    ]
    /// Classes of a row's table header: what its columns hold (the situation and the choice make a rule).
    static let headerClasses: [Vocabulary.Class] = [
        .columnSituation, .columnChoice, .columnProblem, .columnSymptom, .columnCause, .columnFix, .columnNote, .columnPattern,
    ]
    /// Two meanings in one sentence: the shapes a rule (`如果…就用…`, `prefer X over Y`) or a pitfall
    /// (`…because…`, `…crashes; instead…`) takes, which neither word says alone.
    static let pairs: [(name: String, first: [Vocabulary.Class], second: [Vocabulary.Class])] = [
        ("conditionChoice", [.condition, .ruleConditionOpener, .ruleConditionTopic], [.ruleChoice, .recommendation, .obligation]),
        ("preferOver", [.comparison], [.recommendation, .ruleChoice]),
        ("prohibitChoice", [.prohibition], [.ruleChoice, .recommendation]),
        ("hazardCause", [.hazard, .unexpected], [.causeWord]),
        ("hazardRemedy", [.hazard, .unexpected], [.remedy, .obligation]),
        ("cautionHazard", [.cautionPhrase, .cautionOpener, .strongCaution], [.hazard, .unexpected]),
        ("conditionHazard", [.condition, .ruleConditionOpener, .ruleConditionTopic], [.hazard, .unexpected]),
    ]

    /// Classes of a heading's child titles (a problem told under `原因` / `解决` sub-headings).
    static let childClasses: [Vocabulary.Class] = [.labelSymptom, .labelCause, .labelFix, .hazard, .technique]

    // MARK: - Names

    /// Every signal's name, in the order `values(of:)` gives them.
    package static let names: [String] = {
        var writer = Writer(recordingNames: true)
        CandidateSignals.write(nil, into: &writer)
        return writer.names
    }()

    /// The signals of a candidate, in the order of `names`.
    package func values(of candidate: Candidate) -> [Double] {
        var writer = Writer(recordingNames: false)
        Self.write(Reading(candidate, signals: self), into: &writer)
        return writer.values
    }

    /// Appends values (and, once, their names). Values are written into an array of as many as there
    /// are names, made once: an `append` per value cost ~70 instructions, a fifth of the signals' writing.
    struct Writer {
        let recordingNames: Bool
        var names: [String] = []
        var values: [Double] = []
        private var count = 0
        init(recordingNames: Bool) {
            self.recordingNames = recordingNames
            if !recordingNames { values = [Double](repeating: 0, count: CandidateSignals.names.count) }
        }

        mutating func add(_ name: @autoclosure () -> String, _ value: Double) {
            if recordingNames {
                names.append(name())
                values.append(value)
            } else {
                values[count] = value
            }
            count += 1
        }

        mutating func add(_ name: @autoclosure () -> String, _ flag: Bool) { add(name(), flag ? 1 : 0) }

        mutating func add(_ prefix: String, _ classes: [Vocabulary.Class], _ counts: [Int]) {
            for (kind, count) in zip(classes, counts) { add("\(prefix).\(kind.name)", Double(min(count, 2)) / 2) }
        }
    }

    /// What is read of a candidate once, before its signals are written. A class: `write` reads it
    /// through an optional dozens of times, and a struct this size was copied out at each read.
    final class Reading {
        var candidate: Candidate
        var text: [Int], opening: [Int], body: [Int], lead: [Int], parent: [Int], ancestors: [Int], document: [Int], children: [Int]
        var header: [Int]
        /// Which `pairs` meet in one sentence of the candidate's text.
        var pairs: [Bool]
        /// A prohibition within a few characters of an identifier (`不要在 updateUIView 里…`, `force unwrap は使わない`).
        var negatedAPI: Bool
        /// ASCII identifiers of three letters or more: code words in the prose.
        var identifiers: Int
        var textLength: Int, bodyLength: Int, apis: Int, bodyAPIs: Int, os: Bool, endsWithQuestion: Bool, startsWithOrdinal: Bool
        var sentences: Int

        /// How often a class of `textClasses` occurs in the candidate's own text.
        func count(_ kind: Vocabulary.Class) -> Int {
            CandidateSignals.textClasses.firstIndex(of: kind).map { text[$0] } ?? 0
        }

        init(_ candidate: Candidate, signals: CandidateSignals) {
            let cues = signals.cues
            self.candidate = candidate
            let folded = cues.fold(candidate.text).scalars
            let textCounts = signals.scanner.counts(folded[...])
            text = CandidateSignals.textClasses.map { textCounts[$0.rawValue] }
            opening = CandidateSignals.opening(CandidateSignals.openingClasses, in: folded, cues: cues)
            let foldedBody = cues.fold(candidate.body).scalars
            let bodyCounts = signals.scanner.counts(foldedBody[...])
            body = CandidateSignals.textClasses.map { bodyCounts[$0.rawValue] }
            header = candidate.shape == .row ? CandidateSignals.headerClasses.map { bodyCounts[$0.rawValue] }
                : [Int](repeating: 0, count: CandidateSignals.headerClasses.count)
            pairs = CandidateSignals.pairsMet(in: folded, scanner: signals.scanner)
            let words = CandidateSignals.identifierRanges(folded)
            identifiers = words.count
            negatedAPI = CandidateSignals.negatesIdentifier(folded, identifiers: words, cues: cues)
            lead = signals.counts(CandidateSignals.leadClasses, of: candidate.leadIn, last: 200)
            parent = signals.counts(CandidateSignals.contextClasses, of: candidate.path.last ?? "")
            ancestors = signals.counts(CandidateSignals.contextClasses, of: candidate.path.dropLast().joined(separator: " / "))
            document = signals.titleCounts
            children = signals.counts(CandidateSignals.childClasses, of: candidate.childTitles.joined(separator: " / "))
            textLength = folded.count
            bodyLength = candidate.body.unicodeScalars.count
            apis = APIRecognizer.apis(in: candidate.text).count
            bodyAPIs = candidate.body.isEmpty ? 0 : APIRecognizer.apis(in: candidate.body).count
            os = Availability.minimum(in: candidate.text) != nil
            let trimmed = folded[Cue.trimmed(folded)]
            endsWithQuestion = folded.last.map { $0 == "?" || $0 == "？" } ?? false
            startsWithOrdinal = Cue.skipOrdinal(Array(trimmed.prefix(6)), from: 0) > 0
            sentences = folded.filter(Cue.isSentenceEnd).count
        }
    }

    /// The one place that says which signal is which: run with nil to record the names.
    static func write(_ r: Reading?, into w: inout Writer) {
        let c = r?.candidate
        for shape in Candidate.Shape.allCases { w.add("shape.\(shape.rawValue)", c?.shape == shape) }
        let zeros = { (n: Int) in [Int](repeating: 0, count: n) }
        w.add("text", textClasses, r?.text ?? zeros(textClasses.count))
        w.add("open", openingClasses, r?.opening ?? zeros(openingClasses.count))
        w.add("body", textClasses, r?.body ?? zeros(textClasses.count))
        w.add("lead", leadClasses, r?.lead ?? zeros(leadClasses.count))
        w.add("parent", contextClasses, r?.parent ?? zeros(contextClasses.count))
        w.add("above", contextClasses, r?.ancestors ?? zeros(contextClasses.count))
        w.add("doc", contextClasses, r?.document ?? zeros(contextClasses.count))
        w.add("childTitles", childClasses, r?.children ?? zeros(childClasses.count))
        w.add("header", headerClasses, r?.header ?? zeros(headerClasses.count))
        w.add("negatedAPI", r?.negatedAPI ?? false)
        for (i, pair) in pairs.enumerated() { w.add("pair.\(pair.name)", r?.pairs[i] ?? false) }
        let hazardous = (r?.count(.hazard) ?? 0) + (r?.count(.unexpected) ?? 0) > 0
        w.add("heading.swiftListing", c?.shape == .heading && (c?.swiftListings ?? 0) > 0)
        w.add("leadIn.swiftListing", (c?.shape == .paragraph || c?.shape == .note || c?.shape == .item) && (c?.swiftListings ?? 0) > 0)
        w.add("heading.hazard", c?.shape == .heading && hazardous)
        w.add("item.hazard", c?.shape == .item && hazardous)
        w.add("paragraph.hazard", c?.shape == .paragraph && hazardous)
        w.add("item.prohibition", c?.shape == .item && (r?.count(.prohibition) ?? 0) > 0)
        w.add("heading.technique", c?.shape == .heading && (r?.count(.technique) ?? 0) > 0)
        w.add("identifiers", Double(min(r?.identifiers ?? 0, 6)) / 6)
        w.add("length.text", log1p(Double(r?.textLength ?? 0)) / 6)
        w.add("length.body", log1p(Double(r?.bodyLength ?? 0)) / 7)
        w.add("short", (r?.textLength ?? 99) <= 16)
        w.add("sentences", Double(min(r?.sentences ?? 0, 4)) / 4)
        w.add("apis.text", Double(min(r?.apis ?? 0, 3)) / 3)
        w.add("apis.body", Double(min(r?.bodyAPIs ?? 0, 4)) / 4)
        w.add("ios", r?.os ?? false)
        w.add("question", r?.endsWithQuestion ?? false)
        w.add("ordinal", r?.startsWithOrdinal ?? false)
        w.add("listings", Double(min(c?.listings ?? 0, 3)) / 3)
        w.add("listings.swift", (c?.swiftListings ?? 0) > 0)
        w.add("marker.bad", c?.marker == .bad)
        w.add("marker.good", c?.marker == .good)
        w.add("depth", Double(min(c?.depth ?? 1, 4)) / 4)
        w.add("children", (c?.children ?? 0) > 0)
        w.add("children.many", Double(min(c?.children ?? 0, 6)) / 6)
        w.add("siblings", log1p(Double(c?.siblings ?? 1)) / 3)
        w.add("first", c?.index == 0)
        w.add("last", c.map { $0.index == $0.siblings - 1 } ?? false)
        w.add("position", c?.position ?? 0)
        w.add("lead.colon", c.map { $0.leadIn.hasSuffix("：") || $0.leadIn.hasSuffix(":") } ?? false)
        w.add("body.empty", c.map { $0.body.isEmpty } ?? false)
        for group in EntryGroup.allCases { w.add("recognized.\(group.rawValue)", c?.recognized.contains(group) ?? false) }
        w.add("bias", 1)
    }

    // MARK: - Counting

    /// For each of `pairs`, whether one sentence of `text` holds a word of both its sides.
    static func pairsMet(in text: [Unicode.Scalar], scanner: SignalScanner) -> [Bool] {
        var met = [Bool](repeating: false, count: pairs.count)
        for sentence in CautionRecognizer.sentences(text) {
            let counts = scanner.counts(text[sentence])
            for (i, pair) in pairs.enumerated() where !met[i] {
                met[i] = pair.first.contains { counts[$0.rawValue] > 0 } && pair.second.contains { counts[$0.rawValue] > 0 }
            }
        }
        return met
    }

    /// The ranges of ASCII identifiers of three characters or more (`updateUIView`, `weak`, `self`).
    static func identifierRanges(_ text: [Unicode.Scalar]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var i = 0
        while i < text.count {
            guard PhraseSet.isWordScalar(text[i]) else { i += 1; continue }
            var j = i
            while j < text.count, PhraseSet.isWordScalar(text[j]) || text[j] == "." { j += 1 }
            if j - i >= 3, text[i..<j].contains(where: { $0.properties.isAlphabetic }) { ranges.append(i..<j) }
            i = j
        }
        return ranges
    }

    /// Whether a prohibition stands within a few characters of an identifier.
    static func negatesIdentifier(_ text: [Unicode.Scalar], identifiers: [Range<Int>], cues: CueReader) -> Bool {
        guard !identifiers.isEmpty else { return false }
        let set = cues.set(.prohibition)
        var i = 0
        while i < text.count {
            if set.mayStart(text[i]), let length = set.match(text, at: i) {
                let span = (i - 16)...(i + length + 16)
                if identifiers.contains(where: { span.overlaps($0.lowerBound...($0.upperBound - 1)) }) { return true }
                i += length
            } else {
                i += 1
            }
        }
        return false
    }

    /// 1 for each class whose phrase opens `text` (after spaces, brackets and an ordinal), else 0.
    static func opening(_ classes: [Vocabulary.Class], in text: [Unicode.Scalar], cues: CueReader) -> [Int] {
        var start = Cue.skipSpaces(text, from: 0)
        if start < text.count, Cue.isOpeningBracket(text[start]) || text[start] == "*" || text[start] == "_" { start += 1 }
        let afterOrdinal = Cue.skipOrdinal(text, from: start)
        if afterOrdinal > start {
            start = afterOrdinal
            while start < text.count, Cue.isSeparator(text[start]) || Cue.isSpace(text[start]) { start += 1 }
        }
        return classes.map { cues.set($0).match(text, at: start) != nil ? 1 : 0 }
    }
}

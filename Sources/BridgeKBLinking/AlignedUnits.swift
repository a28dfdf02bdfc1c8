import Foundation
import BridgeKBModel

/// Pieces of text that say the same thing in two languages, taken from a guide whose translation is
/// aligned to its source: the titles of aligned sections, the cells of aligned tables, the items of
/// aligned lists, aligned paragraphs (sentence by sentence when both have as many sentences), and
/// the fields of aligned entries. The smaller the pieces, the clearer which word translates which,
/// so short pieces are split further at commas when both sides have as many clauses.
///
/// Inside an aligned section, prose blocks are paired by a monotone alignment over their kind,
/// their length (scaled by how much longer the translation is overall) and their anchors (the
/// ASCII identifiers and numbers both languages write alike).
public enum AlignedUnits {
    /// One pair of texts.
    public struct Unit: Codable, Hashable, Sendable {
        /// Where a unit comes from.
        public typealias Kind = Lexicon.UnitKind
        public var kind: Kind
        public var guide: String
        /// The source section's id (the document's title has none).
        public var section: String
        public var source: String
        public var translation: String
    }

    /// A prose block of a section, as the pairing sees it.
    private struct Segment {
        enum Shape { case text(String), items([String]), table([[String]]) }
        var shape: Shape
        var length: Int
        var anchors: Set<String>

        init?(_ block: Block) {
            switch block {
            case .paragraph(let p): shape = .text(p.text)
            case .note(let n): shape = .text(n.text)
            case .list(let l): shape = .items(l.items.map(\.text))
            case .lifecycle(let l): shape = .items(l.entries.map(\.description))
            case .table(let t): shape = .table([t.header] + t.rows)
            case .code, .diagram: return nil
            }
            let text = block.plainText
            length = AlignedUnits.length(text)
            anchors = Anchors.of(text)
        }
    }

    /// The units of one translation aligned to its source (the translation's aligned sections carry
    /// the source's ids), with the entries of both (aligned entries share ids).
    public static func units(source: Document, translation: Document, sourceEntries: [Entry] = [],
                             translationEntries: [Entry] = []) -> [Unit] {
        var units: [Unit] = []
        let guide = source.guide
        func add(_ kind: Unit.Kind, _ section: String, _ a: String, _ b: String, split: Bool) {
            let a = a.trimmed, b = b.trimmed
            guard !a.isEmpty, !b.isEmpty else { return }
            let pieces = split ? clauses(a, b) : [(a, b)]
            for (x, y) in pieces { units.append(Unit(kind: kind, guide: guide, section: section, source: x, translation: y)) }
        }
        add(.title, "", source.title, translation.title, split: true)
        let translated = Dictionary(translation.allSections.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let ratio = Double(max(1, length(of: translation))) / Double(max(1, length(of: source)))
        for s in source.allSections {
            guard let t = translated[s.id] else { continue }
            add(.heading, s.id, s.title, t.title, split: true)
            let a = s.blocks.compactMap(Segment.init), b = t.blocks.compactMap(Segment.init)
            for (i, j) in MonotoneAligner.align(a.count, b.count, score: { similarity(a[$0], b[$1], ratio: ratio) }) {
                switch (a[i].shape, b[j].shape) {
                case (.text(let x), .text(let y)):
                    for (p, q) in sentences(x, y) { add(.text, s.id, p, q, split: false) }
                case (.items(let x), .items(let y)):
                    for (p, q) in paired(x, y, ratio: ratio) { add(.item, s.id, p, q, split: true) }
                case (.table(let x), .table(let y)) where x.first?.count == y.first?.count:
                    for (p, q) in paired(x.map { $0.joined(separator: "\t") }, y.map { $0.joined(separator: "\t") }, ratio: ratio) {
                        for (c, d) in zip(p.split(separator: "\t", omittingEmptySubsequences: false),
                                          q.split(separator: "\t", omittingEmptySubsequences: false)) {
                            add(.cell, s.id, String(c), String(d), split: true)
                        }
                    }
                default: continue
                }
            }
        }
        let byID = Dictionary(translationEntries.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        for e in sourceEntries {
            guard let f = byID[e.id] else { continue }
            for (x, y) in [(e.title, f.title), (e.symptom, f.symptom), (e.cause, f.cause), (e.fix, f.fix), (e.warning, f.warning)] {
                add(.entry, e.source.section, x, y, split: true)
            }
        }
        return units
    }

    // MARK: - Pairing

    /// How well two prose blocks correspond: the same shape, a plausible length, shared anchors.
    private static func similarity(_ a: Segment, _ b: Segment, ratio: Double) -> Double {
        let shape: Double
        switch (a.shape, b.shape) {
        case (.text, .text): shape = 1
        case (.items(let x), .items(let y)): shape = x.count == y.count ? 1 : 0.5
        case (.table(let x), .table(let y)): shape = x.first?.count == y.first?.count ? 1 : 0
        default: shape = 0
        }
        guard shape > 0 else { return 0 }
        let anchors = Anchors.jaccard(a.anchors, b.anchors, empty: 0.5)
        return shape * (0.2 + 0.5 * lengthAgreement(a.length, b.length, ratio: ratio) + 0.3 * anchors)
    }

    /// 1 when `b` is as long as `a` scaled by the documents' ratio, falling towards 0 as they differ.
    private static func lengthAgreement(_ a: Int, _ b: Int, ratio: Double) -> Double {
        let expected = max(1, Double(a) * ratio), actual = Double(max(1, b))
        let spread = abs(log(actual / expected))
        return max(0, 1 - spread / 1.5)
    }

    /// Pieces paired in order: one by one when both sides have as many, else by a monotone alignment
    /// over length and anchors.
    private static func paired(_ a: [String], _ b: [String], ratio: Double) -> [(String, String)] {
        if a.count == b.count { return Array(zip(a, b)) }
        let la = a.map(length), lb = b.map(length)
        let aa = a.map(Anchors.of), ab = b.map(Anchors.of)
        return MonotoneAligner.align(a.count, b.count) { i, j in
            let score = 0.6 * lengthAgreement(la[i], lb[j], ratio: ratio) + 0.4 * Anchors.jaccard(aa[i], ab[j], empty: 0.5)
            return score > 0.45 ? score : 0
        }.map { (a[$0.0], b[$0.1]) }
    }

    /// Two paragraphs sentence by sentence when they have as many sentences, else whole.
    private static func sentences(_ a: String, _ b: String) -> [(String, String)] {
        let x = split(a, at: "。！？!?\n"), y = split(b, at: "。！？!?\n")
        return x.count == y.count ? Array(zip(x, y)) : [(a, b)]
    }

    /// Two short texts clause by clause when they have as many clauses, else whole.
    private static func clauses(_ a: String, _ b: String) -> [(String, String)] {
        guard a.unicodeScalars.count <= 60, b.unicodeScalars.count <= 60 else { return [(a, b)] }
        let x = split(a, at: "，、,；;：:。"), y = split(b, at: "，、,；;：:。")
        return x.count == y.count ? Array(zip(x, y)) : [(a, b)]
    }

    /// The non-empty pieces of `text` cut at any of `separators` (scalars), trimmed.
    private static func split(_ text: String, at separators: String) -> [String] {
        let cut = Set(separators.unicodeScalars)
        return text.unicodeScalars.split(whereSeparator: cut.contains).map { String($0).trimmed }.filter { !$0.isEmpty }
    }

    // MARK: - Length

    /// The length of a text in scalars, spaces aside.
    static func length(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + ($1.properties.isWhitespace ? 0 : 1) }
    }

    private static func length(of document: Document) -> Int {
        document.allSections.reduce(0) { total, section in
            total + section.blocks.reduce(0) { $0 + ($1.snippet == nil ? length($1.plainText) : 0) }
        }
    }
}

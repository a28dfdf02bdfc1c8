import BridgeKBModel

/// The sections of a document written in another script than its language's: the original that a
/// translated page keeps below its translation (`# 迁移到新的导航类型` … `# Migrating to new navigation
/// types`). That text is the other language's guide, so it yields no entries of this one; the site
/// still shows it. A section with a title in Latin letters and prose in the document's own script
/// (`## Introspect for SwiftUI` over Chinese paragraphs) is the guide's own.
enum ForeignSections {
    /// Letters of the other script a section needs before it counts as a copy (a passage, not a phrase).
    static let minimumLetters = 200
    /// The share of the document's own script below which a section is written in the other one.
    static let ownShare = 0.01

    /// The ids of every section in a foreign subtree; none when the whole document is in the other script
    /// (a file named for the wrong language, not a copy).
    static func ids(in document: Document) -> Set<String> {
        guard let script = Script(language: document.language.tag) else { return [] }
        var counts: [String: (own: Int, other: Int)] = [:]
        func count(_ section: Section) -> (own: Int, other: Int) {
            var total = script.count(section.heading)
            for block in section.blocks where block.snippet == nil {
                let c = script.count(block.plainText)
                total = (total.own + c.own, total.other + c.other)
            }
            for child in section.children {
                let c = count(child)
                total = (total.own + c.own, total.other + c.other)
            }
            counts[section.id] = total
            return total
        }
        let whole = document.sections.map(count).reduce((own: 0, other: 0)) { ($0.own + $1.own, $0.other + $1.other) }
        guard !isForeign(whole) else { return [] }
        var found = Set<String>()
        func mark(_ sections: [Section]) {
            for section in sections {
                if let c = counts[section.id], isForeign(c) {
                    found.formUnion(section.flattened.map(\.id))
                } else {
                    mark(section.children)
                }
            }
        }
        mark(document.sections)
        return found
    }

    static func isForeign(_ c: (own: Int, other: Int)) -> Bool {
        c.other >= minimumLetters && Double(c.own) <= ownShare * Double(c.own + c.other)
    }

    /// Which letters are the document's own: Han and kana for Chinese and Japanese, Latin for the rest.
    enum Script {
        case cjk, latin

        init?(language: String) {
            let base = language.split(separator: "-").first.map(String.init)?.lowercased() ?? ""
            switch base {
            case "zh", "ja": self = .cjk
            case "en": self = .latin
            default: return nil
            }
        }

        /// Letters of `text` in this script and in the other one.
        func count(_ text: String) -> (own: Int, other: Int) {
            var cjk = 0, latin = 0
            for scalar in text.unicodeScalars {
                switch scalar.value {
                case 0x41...0x5A, 0x61...0x7A: latin += 1
                case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF: cjk += 1
                default: continue
                }
            }
            return self == .cjk ? (cjk, latin) : (latin, cjk)
        }
    }
}

import BridgeKBModel
import BridgeKBText
/// The mined lexicon as search uses it: each term's matching form → the terms of other languages it
/// translates to, strongest pair first, a few at most. A term of a pair found in a query is expanded
/// into its translations (the `lexicon` stage, below the glossary's); kb.sqlite keeps this table
/// (`search_lexicon`) and the site's search index carries the same (docs/search.md §5).
public enum LexiconTable {
    /// The most translations a term expands to.
    public static let translationsPerTerm = 3

    /// The table of `lexicon`: key → translations (their text, language and key), in the lexicon's
    /// order (strongest first), without a translation whose key is the term's own.
    public static func make(_ lexicon: Lexicon) -> [String: [Glossary.Term]] {
        var table: [String: [Glossary.Term]] = [:]
        for pair in lexicon.pairs {
            for (tag, key) in pair.keys {
                for (otherTag, otherKey) in pair.keys where otherTag != tag && otherKey != key {
                    var list = table[key, default: []]
                    guard list.count < translationsPerTerm, !list.contains(where: { $0.key == otherKey }) else { continue }
                    list.append(Glossary.Term(text: pair.terms[otherTag] ?? otherKey, language: Language(otherTag), key: otherKey))
                    table[key] = list
                }
            }
        }
        return table
    }

    /// The longest key of a table, in scalars: how far a query is scanned for terms.
    public static func longestKey(_ table: [String: [Glossary.Term]]) -> Int {
        table.keys.map(\.unicodeScalars.count).max() ?? 0
    }
}

import Foundation
import BridgeKBModel
import BridgeKBText

extension Lexicon {
    /// The lexicon as the glossary allows it: a pair whose terms are terms of two different concepts
    /// (and not both of one), or that the glossary's `vetoes` name, is dropped; a pair whose terms are
    /// both terms of one concept names it in ``Pair/concept``.
    public func filtered(by glossary: Glossary?) -> Lexicon {
        guard let glossary else { return self }
        var kept: [Pair] = []
        var vetoed = self.vetoed
        for var pair in pairs {
            let owners = pair.keys.map { tag, key in Set(glossary.concepts(withTermKey: key, in: Language(tag)).map(\.id)) }
            let shared = owners.dropFirst().reduce(owners.first ?? []) { $0.intersection($1) }
            if let concept = shared.sorted().first {
                pair.concept = concept
            } else if owners.allSatisfy({ !$0.isEmpty }) || glossary.isVetoed(pair.keys) {
                vetoed += 1
                continue
            }
            kept.append(pair)
        }
        return Lexicon(pairs: kept, units: units, vetoed: vetoed)
    }
}

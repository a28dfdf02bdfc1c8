/// The stage of the query plan that found a hit, from the strictest to the loosest.
public enum SearchStage: String, Codable, Sendable, CaseIterable, Comparable {
    /// Every query token matched.
    case exact
    /// Every token matched after a misspelt identifier was replaced by the nearest indexed one.
    case corrected
    /// Most of the query's tokens matched (weighted coverage at or above the planner's threshold).
    case relaxed
    /// A glossary term of the query matched through one of its concept's other terms.
    case expanded
    /// A term of the mined lexicon matched through one of its translations (``LexiconTable``).
    case lexicon
    /// Only a term of a related concept matched (`循环引用` → `强引用`; see ``GlossaryConcept/related``).
    case related

    /// How much a hit of this stage counts relative to an exact one.
    public var weight: Double {
        switch self {
        case .exact: return 1
        case .corrected: return 0.9
        case .relaxed: return 0.7
        case .expanded: return 0.6
        case .lexicon: return 0.5
        case .related: return 0.35
        }
    }

    private var order: Int { SearchStage.allCases.firstIndex(of: self)! }

    public static func < (lhs: SearchStage, rhs: SearchStage) -> Bool { lhs.order < rhs.order }
}

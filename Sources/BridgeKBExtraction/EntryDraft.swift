import BridgeKBModel
/// An entry as a recogniser finds it, before the extractor gives it its id, APIs and minimum iOS.
struct EntryDraft {
    /// How the entry's id is made (every id starts with the guide id).
    enum IDScheme: Equatable {
        /// `<guide>-<section-id>`: the section is the entry.
        case section
        /// `<guide>-<section-id>-<n>`: the n-th table row or linked quick rule of the section.
        case ordinal(Int)
        /// `<guide>-<suffix>`: a listing (`<snippet-id>`) or a tutorial file (`file-<name>`).
        case suffix(String)
        /// `<guide>-<section-id>-<tag>-<n>`: the n-th entry with this tag in the section (`caution`,
        /// `mistake`, `gotcha`, `rule`), numbered by the extractor in source order.
        case counted(String)
    }

    var kind: Entry.Kind
    var title: String
    var symptom = ""
    var cause = ""
    var fix = ""
    var warning = ""
    var lines: ClosedRange<Int>
    var id: IDScheme
    /// Snippet ids: the bad example of a mistake, a pattern's listing.
    var examples: [String] = []
    /// Listings whose APIs the entry concerns besides its text.
    var code: [String] = []
    var target: String?
    /// Text searched for APIs and availability besides the fields.
    var extraText = ""
    /// What a pitfall says beyond its title that no label sorted: `EntryFields` puts its sentences
    /// into the fields their words name.
    var unsorted = ""
}

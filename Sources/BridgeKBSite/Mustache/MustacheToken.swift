/// One piece of a template's source: a run of text or a single tag, with where it starts.
struct MustacheToken {
    /// What the piece is.
    enum Kind {
        /// Literal text; never empty, and if it holds a newline that newline is its last byte.
        case text(String)
        /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (raw).
        case variable(name: String, escaped: Bool)
        /// `{{#name}}` or, when `inverted`, `{{^name}}`.
        case sectionOpen(name: String, inverted: Bool)
        /// `{{/name}}`.
        case sectionClose(name: String)
        /// `{{>name}}`; `indent` is the whitespace before it when it stands alone on its line
        /// (set by `StandaloneLines`), `nil` when it is inline.
        case partial(name: String, indent: String?)
        /// `{{! … }}`.
        case comment
        /// `{{=<% %>=}}` (already applied by the tokenizer).
        case setDelimiters
        /// The start of a source line that was kept (inserted by `StandaloneLines`): where an
        /// indented partial's indentation goes.
        case lineStart
    }

    var kind: Kind
    /// UTF-8 byte offset of the first byte of the text or of the tag's opening delimiter.
    var offset: Int

    // MARK: - Standalone rules

    /// Whether the tag may stand alone on a line (and so have that line removed), per the spec.
    var canStandAlone: Bool {
        switch kind {
        case .sectionOpen, .sectionClose, .partial, .comment, .setDelimiters: return true
        case .text, .variable, .lineStart: return false
        }
    }
}

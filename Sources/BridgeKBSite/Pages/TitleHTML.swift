import BridgeKBModel
import BridgeKBReaders

/// An entry's title as a page shows it: escaped text, its code spans (`` `UIHostingController` ``) as `<code>`
/// — the readers keep inline code in backticks, as Markdown writes it. Where a title is plain text (the
/// page's `<title>`, a meta description), `CodeSpans.unmarked` drops the marks instead.
enum TitleHTML {
    static func render(_ title: String) -> String {
        CodeSpans.segments(title).map { $0.isCode ? "<code>\(HTMLText.escape($0.text))</code>" : HTMLText.escape($0.text) }.joined()
    }
}

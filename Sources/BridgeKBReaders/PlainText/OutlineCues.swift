import BridgeKBModel
/// What the text of a section says about the headings after it, where a web copy has lost their
/// levels: a section whose text ends by announcing its own parts — naming itself (`本节中我们将…`, `In
/// this section…`), its title with a verb of presenting (`原因を詳細に説明します。` under `原因`), or
/// parts to come (`下述内容`, `介绍几个…`) — opens the headings after it as its subsections. `下面…` / `次に…` (what comes
/// next) does not: the next section may as well be a sibling. An opening section (`はじめに`, `前言`,
/// `Overview`) never announces.
enum OutlineCues {
    /// Words by which a section's text names the section itself.
    static let selfReferences: [String] = [
        "本节", "本節", "本章", "この章", "この節", "このセクション", "this section", "this chapter",
    ]

    /// Words that announce several parts to come (`下述内容`, `介绍几个…`), each a subsection.
    static let partsToCome: [String] = [
        "下述", "以下几", "以下幾", "介绍几", "介紹幾",
    ]

    /// Verbs of presenting what a section holds, for a text that names the section's title.
    static let presentingVerbs: [String] = [
        "紹介", "説明", "解説", "見ていき", "介绍", "介紹", "说明", "說明", "讨论", "討論", "探讨", "探討",
        "introduce", "explain", "describe", "cover", "look at",
    ]

    /// Titles of a guide's opening section, which has no subsections.
    static let openingTitles: Set<String> = [
        "はじめに", "まえがき", "前置き", "概要", "前言", "引言", "简介", "簡介", "概述", "概览", "写在前面", "寫在前面",
        "introduction", "overview", "intro", "preface",
    ]

    /// An opening title, decorated or enumerated as it may be (`■ はじめに`, `1. 前言`).
    static func isOpening(_ title: String) -> Bool {
        let t = HeadingDecoration.unenumerated(HeadingDecoration.undecorated(title.trimmed)).trimmed
        return openingTitles.contains(t.lowercased())
    }

    /// Whether a section whose blocks (before the next heading) are `blocks` announces subsections:
    /// its last block is a paragraph whose last line names the section (by a self-reference, or by its
    /// title with a verb of presenting) or announces parts to come; an opening or closing section never does.
    static func announcesSubsections(title: String, blocks: [Block]) -> Bool {
        guard case .paragraph(let p)? = blocks.last else { return false }
        if isOpening(title) || HeadingShape.isClosing(title) { return false }
        let text = p.text.trimmed
        guard !text.isEmpty else { return false }
        let tail = String(text.split(separator: "\n").last ?? Substring(text)).lowercased()
        if selfReferences.contains(where: { tail.contains($0) }) || partsToCome.contains(where: { tail.contains($0) }) { return true }
        let name = HeadingDecoration.undecorated(title.trimmed).lowercased()
        return name.count >= 2 && tail.contains(name) && presentingVerbs.contains { tail.contains($0) }
    }
}

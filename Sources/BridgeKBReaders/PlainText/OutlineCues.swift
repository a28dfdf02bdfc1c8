import BridgeKBModel
/// What the text of a section says about the headings after it, where a web copy has lost their
/// levels: a section whose text ends by announcing its own parts — naming itself (`本节中我们将…`, `In
/// this section…`), its title with a verb of presenting (`原因を詳細に説明します。` under `原因`), or
/// parts to come (`下述内容`, `介绍几个…`), or by ending on a verb of presenting in the future (`…を次に説明します。`) or in
/// the middle of a sentence (`つまり、`) — opens the headings after it as its subsections; one that says the rest of
/// the page is its parts (`次項以降で…`) holds every later heading. `下面…` / `次に…` alone (what comes next) does
/// not: the next section may as well be a sibling. An opening section (`はじめに`, `前言`,
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

    /// Words by which a section's text says that every section after it is one of its parts (`次項以降で…を
    /// 説明します`, `后面几节…`): the rest of the page sits below it, as below a chapter's title.
    static let restOfPage: [String] = [
        "次項以降", "次節以降", "以降の項", "以降の節", "以降の各節", "后面几节", "後面幾節", "接下来几节", "接下來幾節",
        "下面几节", "下面幾節", "the following sections", "the sections that follow",
    ]

    /// Words by which a section's text names the chapter it opens (`この章では…`): the rest of the page is its parts.
    static let chapterReferences: [String] = ["この章", "本章", "this chapter", "in this chapter"]

    /// Verbs of presenting whose polite future forms (`presentingForms`) close a section by saying what comes
    /// below it (`その点について次に説明します。`, `…について解説を進めて行きます。`, `順に見ていきましょう。`).
    static let presentingStems: [String] = ["説明", "紹介", "解説", "見て", "みて"]

    /// The polite future forms that follow a stem of `presentingStems` at the end of a section's text.
    static let presentingForms: [String] = [
        "します", "していきます", "して行きます", "していきたいと思います", "したいと思います", "を進めていきます",
        "を進めて行きます", "いきます", "行きます", "いきましょう", "行きましょう", "いきたいと思います",
    ]

    /// Titles of a guide's opening section, which has no subsections.
    static let openingTitles: Set<String> = [
        "はじめに", "まえがき", "前置き", "概要", "前言", "引言", "简介", "簡介", "概述", "概览", "写在前面", "寫在前面",
        "introduction", "overview", "intro", "preface",
    ]

    /// Words by which a section's text opens looking back over everything before it (`ここまでで作った…`,
    /// `至此…`): the part before it is over, so the section sits a level above the one it follows.
    static let recaps: [String] = [
        "ここまで", "至此", "到这里", "到這裡", "到此为止", "到此為止", "so far,", "so far we",
    ]

    /// Whether a section whose blocks are `blocks` opens with a recap: its first block is a paragraph that
    /// begins with one of `recaps`.
    static func opensWithRecap(_ blocks: [Block]) -> Bool {
        guard case .paragraph(let p)? = blocks.first else { return false }
        let opening = String(p.text.trimmed.prefix(12)).lowercased()
        return recaps.contains { opening.hasPrefix($0) }
    }

    /// An opening title, decorated or enumerated as it may be (`■ はじめに`, `1. 前言`).
    static func isOpening(_ title: String) -> Bool {
        let t = HeadingDecoration.unenumerated(HeadingDecoration.undecorated(title.trimmed)).trimmed
        return openingTitles.contains(t.lowercased())
    }

    /// Whether a section whose blocks (before the next heading) are `blocks` announces subsections: one
    /// of its paragraphs opens by naming the section (`本节中…`), or its last block is a paragraph whose
    /// last line names it (by a self-reference, or by its title with a verb of presenting) or announces
    /// parts to come, or its last words (a paragraph's, or a bare list's last item) present what follows
    /// (`…を次に説明します。`) or stop in the middle of a sentence (`つまり、`); an opening or closing
    /// section never does.
    static func announcesSubsections(title: String, blocks: [Block]) -> Bool {
        if isOpening(title) || HeadingShape.isClosing(title) { return false }
        // A section that names itself at the start of one of its paragraphs (`本节中，我们将…`) has parts.
        for case .paragraph(let p) in blocks {
            // The scalar test first: every self-reference starts with one of these.
            guard let first = p.text.unicodeScalars.first, "本こtT".unicodeScalars.contains(first) else { continue }
            let opening = String(p.text.prefix(24)).lowercased()
            if selfReferences.contains(where: { opening.hasPrefix($0) }) { return true }
        }
        // The last words, also where a copy without bullets left the section's last lines as a list.
        if case .list(let l)? = blocks.last, let item = l.items.last?.text, endsPresenting(item) || endsMidSentence(item) { return true }
        guard case .paragraph(let p)? = blocks.last else { return false }
        let text = p.text.trimmed
        guard !text.isEmpty else { return false }
        let tail = String(text.split(separator: "\n").last ?? Substring(text)).lowercased()
        // A byte search (`containsAny`): Foundation's took a twentieth of a plain-text parse here.
        if tail.containsAny(selfReferences) || tail.containsAny(partsToCome) { return true }
        if endsPresenting(text) || endsMidSentence(text) { return true }
        let name = HeadingDecoration.undecorated(title.trimmed).lowercased()
        return name.count >= 2 && tail.containsText(name) && tail.containsAny(presentingVerbs)
    }

    /// Whether a section whose blocks are `blocks` says that the rest of the page is its parts: one of its
    /// paragraphs opens by naming the chapter (`この章では…`), or its last block (a paragraph, or the lines a
    /// copy left as a list) holds one of `restOfPage`; an opening or closing section never does.
    static func announcesRestOfPage(title: String, blocks: [Block]) -> Bool {
        if isOpening(title) || HeadingShape.isClosing(title) { return false }
        // A paragraph that opens by naming the chapter (`この章では…`, `本章…`): the section is the chapter.
        for case .paragraph(let p) in blocks {
            let opening = String(p.text.prefix(16)).lowercased()
            if chapterReferences.contains(where: { opening.hasPrefix($0) }) { return true }
        }
        let text: String
        switch blocks.last {
        case .paragraph(let p)?: text = p.text
        case .list(let l)?: text = l.items.map(\.text).joined(separator: "\n")
        default: return false
        }
        let lowered = text.lowercased()
        return lowered.containsAny(restOfPage)
    }

    /// Whether a text's last sentence is a verb of presenting in its polite future form (`…を説明します。`):
    /// the text says what the sections below it hold.
    static func endsPresenting(_ text: String) -> Bool {
        var t = Substring(text.trimmed)
        while let last = t.last, "。．.!！".contains(last) { t = t.dropLast() }
        return presentingForms.contains { form in
            t.hasSuffix(form) && presentingStems.contains { t.dropLast(form.count).hasSuffix($0) }
        }
    }

    /// Whether a section's last text stops in the middle of a sentence (`つまり、`, `也就是说，`, `as follows:`):
    /// the sentence goes on in the headings below it, which are its parts.
    static func endsMidSentence(_ text: String) -> Bool {
        guard let last = text.trimmed.last else { return false }
        return "、，,：:".contains(last)
    }

    /// Whether two titles are written to one template, as siblings are (`コンテンツを隠したい` and
    /// `コンテンツを隠す property`, `Combine 版本的 onChange` and `Binding 版本的 onChange`): they share
    /// a beginning or an ending of three characters or more that is not a word of the page's title
    /// (which every heading may repeat) and is not the whole of either.
    static func shareTemplate(_ a: String, _ b: String, pageTitle: String) -> Bool {
        let x = Array(a.trimmed), y = Array(b.trimmed)
        guard x != y else { return false }
        var prefix = 0
        while prefix < min(x.count, y.count), x[prefix] == y[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(x.count, y.count), x[x.count - 1 - suffix] == y[y.count - 1 - suffix] { suffix += 1 }
        func counts(_ part: ArraySlice<Character>) -> Bool {
            let text = String(part).trimmed
            return text.count >= 3 && text.count < min(x.count, y.count) && !pageTitle.contains(text)
                && text.contains { !$0.isWhitespace && !$0.isPunctuation }
        }
        return counts(x[..<prefix]) || counts(x[(x.count - suffix)...])
    }
}

import Testing
@testable import BridgeKBModel

/// A paragraph a page broke into lines (`<br>`) comes back as one paragraph when a line goes on from the one
/// above it — it refers back to it (`これが…`, `这会…`, `This means…`) — even in a copy without list marks, where
/// a run of bare lines is otherwise a list's items.
@Suite struct PlainTextBrokenParagraphTests {
    func blocks(_ text: String, path: String) throws -> [Block] {
        ReaderFixtures.blocks(try #require(TestSupport.parse(text, path: path)))
    }

    /// The text of the paragraph that holds `first`, read from a copy with `body` below a heading, or nil.
    func paragraph(holding first: String, body: String, language: String) throws -> (text: String?, all: [Block]) {
        let all = try blocks("Title\n\nHeading\n\nIntro sentence here.\n\n\(body)\n\nAfter.\n", path: "fixture/\(language).txt")
        let paragraph = all.compactMap { block -> Paragraph? in if case .paragraph(let p) = block { return p } else { return nil } }
            .first { $0.text.contains(first) }
        return (paragraph?.text, all)
    }

    @Test(arguments: [
        ("ja", "iOS 14 まではデフォルトで隠す設定だったので、特に意識しないで済みました。",
         "これが iOS 15 から隠さない設定に変わったため、明示的に設定する必要があります。"),
        ("zh-Hans", "旧版本里这个属性默认是开启的，所以不用特别处理。",
         "这会在 iOS 15 上失效，需要手动打开。"),
        ("en", "Up to iOS 14 the content was dimmed by default, so nothing had to be set.",
         "This changed in iOS 15: the property now defaults to false."),
    ])
    func aLineThatGoesOnFromTheOneAboveKeepsTheParagraph(language: String, first: String, second: String) throws {
        let (paragraph, all) = try paragraph(holding: first, body: "\(first)\n\(second)", language: language)
        #expect(paragraph == "\(first)\n\(second)", "\(all)")
    }

    /// Items that each stand alone stay a list.
    @Test func linesThatStandAloneStayAList() throws {
        let text = "Title\n\nHeading\n\nIntro sentence here.\n\niOS 14 までは true です。\niOS 15 からは false です。\n\nAfter.\n"
        let all = try blocks(text, path: "fixture/ja.txt")
        #expect(all.contains { if case .list(let l) = $0 { return l.items.count == 2 } else { return false } }, "\(all)")
    }

    /// In a copy that marks its lists (`•`), bare lines are one paragraph a page broke into lines (a writer's one
    /// sentence per line, kept as `<br>`; a phrase broken before its verb), not a list that lost its bullets: the
    /// copy's lists keep theirs.
    @Test(arguments: [
        ("ja", "クロージャをプロパティに保持すると循環参照になります。", "しかし弱参照にすれば解放されます。"),
        ("zh-Hans", "在闭包里直接使用 self 会造成循环引用。", "但是改成 weak 之后就能正常释放了。"),
        ("en", "Keeping the closure in a property creates a cycle.", "Capturing self weakly breaks it."),
        ("ja", "基本的には", "チームで決めた書式に従う。"),
        ("ja", "画像はベクターのまま書き出すのが良い。", "アセットでは単一スケールを選ぶ"),
        ("en", "Last checked: 2025", "Requires Xcode 16 or later"),
    ])
    func sentenceLinesInACopyThatMarksItsListsAreOneParagraph(language: String, first: String, second: String) throws {
        let (paragraph, all) = try paragraph(holding: first, body: "\(first)\n\(second)\n\n• one item\n• another item", language: language)
        #expect(paragraph == "\(first)\n\(second)", "\(all)")
        #expect(all.contains { if case .list(let l) = $0 { return l.items.count == 2 && l.items[0].text == "one item" } else { return false } },
                "\(all)")
    }
}

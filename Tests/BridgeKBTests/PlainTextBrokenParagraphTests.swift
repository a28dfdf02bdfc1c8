import Testing
@testable import BridgeKBModel

/// A paragraph a page broke into lines (`<br>`) comes back as one paragraph when a line goes on from the one
/// above it — it refers back to it (`これが…`, `这会…`, `This means…`) — even in a copy without list marks, where
/// a run of bare lines is otherwise a list's items.
@Suite struct PlainTextBrokenParagraphTests {
    func blocks(_ text: String, path: String) throws -> [Block] {
        ReaderFixtures.blocks(try #require(TestSupport.parse(text, path: path)))
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
        let text = "Title\n\nHeading\n\nIntro sentence here.\n\n\(first)\n\(second)\n\nAfter.\n"
        let all = try blocks(text, path: "fixture/\(language).txt")
        let paragraph = all.compactMap { block -> Paragraph? in if case .paragraph(let p) = block { return p } else { return nil } }
            .first { $0.text.contains(first) }
        #expect(paragraph?.text == "\(first)\n\(second)", "\(all)")
    }

    /// Items that each stand alone stay a list.
    @Test func linesThatStandAloneStayAList() throws {
        let text = "Title\n\nHeading\n\nIntro sentence here.\n\niOS 14 までは true です。\niOS 15 からは false です。\n\nAfter.\n"
        let all = try blocks(text, path: "fixture/ja.txt")
        #expect(all.contains { if case .list(let l) = $0 { return l.items.count == 2 } else { return false } }, "\(all)")
    }
}

import BridgeKBModel
/// Finds the navigation debris that copying a web page leaves at the end of a guide: a wiki's
/// repeated table of contents, "GitHub.com Fallback", "← 上一章 … 下一章 →".
enum Debris {
    /// Words that only navigation chrome uses.
    static let vocabulary = ["GitHub Wiki", "GitHub.com Fallback", "上一章", "下一章", "上一篇", "下一篇", "返回目录",
                             "前の章", "次の章", "目次に戻る", "Previous chapter", "Next chapter", "Table of Contents",
                             "Edit this page", "编辑此页", "このページを編集", "前の記事", "次の記事", "関連記事",
                             "相关文章", "分享到", "上一页", "下一页", "往期推荐", "をシェア", "Related posts", "Share this",
                             "Read next"]

    /// The index of the first trailing item that is debris, or nil. The tail must consist of short
    /// single lines, and begins at the first one that is navigation vocabulary or repeats a heading
    /// seen earlier; it counts as debris only if it holds navigation vocabulary, or several repeats.
    static func start(of items: [ScannedItem]) -> Int? {
        var tailStart = items.count
        while tailStart > 0, isShortTailItem(items[tailStart - 1]) {
            tailStart -= 1
        }
        guard tailStart < items.count else { return nil }
        var earlier = Set<String>()
        for item in items[..<tailStart] {
            if case .line(let text, _) = item { earlier.insert(key(text)) }
        }
        var first: Int?
        var navigation = 0, repeats = 0
        for i in tailStart..<items.count {
            guard case .line(let text, _) = items[i] else { continue }
            // Foundation's search runs only where it could succeed: in a canonically inert text a word
            // can only be found if the text holds the word's first scalar.
            let inert = text.unicodeScalars.allSatisfy(CharacterClass.isCanonicallyInert)
            let isNavigation = vocabulary.contains { word in
                (!inert || text.unicodeScalars.contains(word.unicodeScalars.first!)) && text.contains(word)
            } || (text.hasPrefix("←") || text.hasSuffix("→"))
            let isRepeat = earlier.contains(key(text))
            if isNavigation { navigation += 1 }
            if isRepeat { repeats += 1 }
            if (isNavigation || isRepeat) && first == nil { first = i }
            earlier.insert(key(text))
        }
        guard let first, navigation > 0 || repeats >= 3 else { return nil }
        return first
    }

    /// A short line, or a list of short items (a list of related posts).
    private static func isShortTailItem(_ item: ScannedItem) -> Bool {
        switch item {
        case .line(let text, _), .heading(let text, _, _): return isShortLine(text)
        case .block(.list(let list)): return list.items.allSatisfy { isShortLine($0.text) }
        case .run(_, _, let fallback): return fallback.allSatisfy(isShortTailItem)
        default: return false
        }
    }

    private static func isShortLine(_ text: String) -> Bool {
        guard text.hasAtMost(100), let last = text.last else { return false }
        return !"。！？!?".contains(last)
    }

    /// Lines compare without spaces and emphasis marks (`第二节 创建…` repeats `第二节创建…`).
    private static func key(_ text: String) -> String {
        // Scalars are Characters of their own in an inert text; filtering them skips grapheme breaking.
        if text.unicodeScalars.allSatisfy(CharacterClass.isCanonicallyInert) {
            var scalars = String.UnicodeScalarView()
            scalars.append(contentsOf: text.unicodeScalars.lazy.filter { $0 != " " && $0 != "*" && $0 != "\u{3000}" })
            return String(scalars)
        }
        return text.filter { $0 != " " && $0 != "*" && $0 != "\u{3000}" }
    }
}

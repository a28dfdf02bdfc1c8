import BridgeKBModel
/// Finds the navigation debris that copying a web page leaves at the end of a guide: a wiki's
/// repeated table of contents, "GitHub.com Fallback", "← 上一章 … 下一章 →", the feedback, share and
/// copyright lines of a blog (`この記事は役に立ちましたか？` / `はい　いいえ`, `点赞　收藏　分享`, `版权声明：…`).
enum Debris {
    /// Words that only navigation chrome uses.
    static let vocabulary = ["GitHub Wiki", "GitHub.com Fallback", "上一章", "下一章", "上一篇", "下一篇", "返回目录",
                             "前の章", "次の章", "目次に戻る", "Previous chapter", "Next chapter", "Table of Contents",
                             "Edit this page", "编辑此页", "このページを編集", "前の記事", "次の記事", "関連記事",
                             "相关文章", "分享到", "上一页", "下一页", "往期推荐", "をシェア", "Related posts", "Share this",
                             "Read next", "いいね", "点赞", "收藏", "Top comments"] + notices

    /// Words of the feedback question and the copyright notice under a post: lines that hold them are
    /// debris even when they end like a sentence (`この記事は役に立ちましたか？`, `版权声明：…。`), which
    /// a line naming the next chapter in prose (`下一章我们会聊…。`) is not.
    static let notices = ["役に立ちましたか", "版权声明", "本文链接", "Was this helpful", "Was this page helpful"]

    /// The index of the first trailing item that is debris, or nil. The tail must consist of short
    /// single lines (or feedback and copyright lines, which may end like a sentence: `版权声明：…。`),
    /// and begins at the first one that is navigation vocabulary or repeats a heading seen earlier; it
    /// counts as debris only if it holds navigation vocabulary, or several repeats.
    static func start(of items: [ScannedItem]) -> Int? {
        var tailStart = items.count
        while tailStart > 0, isTailItem(items[tailStart - 1]) {
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
            let isNavigation = texts(of: items[i]).contains(where: isNavigationLine)
            var isRepeat = false
            if case .line(let text, _) = items[i] {
                isRepeat = earlier.contains(key(text))
                earlier.insert(key(text))
            }
            if isNavigation { navigation += 1 }
            if isRepeat { repeats += 1 }
            if (isNavigation || isRepeat) && first == nil { first = i }
        }
        guard let first, navigation > 0 || repeats >= 3 else { return nil }
        return first
    }

    /// The lines of a tail item.
    private static func texts(of item: ScannedItem) -> [String] {
        switch item {
        case .line(let text, _), .heading(let text, _, _): return [text]
        case .block(.list(let list)): return list.items.map(\.text)
        case .run(let lines, _, _): return lines
        default: return []
        }
    }

    /// A line of navigation chrome: it holds navigation vocabulary, or is an arrow link (`← 上一章`).
    static func isNavigationLine(_ text: String) -> Bool {
        contains(text, anyOf: vocabulary) || (text.hasPrefix("←") || text.hasSuffix("→"))
    }

    private static func contains(_ text: String, anyOf words: [String]) -> Bool {
        // Foundation's search runs only where it could succeed: in a canonically inert text a word
        // can only be found if the text holds the word's first scalar.
        let inert = text.unicodeScalars.allSatisfy(CharacterClass.isCanonicallyInert)
        return words.contains { word in
            (!inert || text.unicodeScalars.contains(word.unicodeScalars.first!)) && text.contains(word)
        }
    }

    /// A short line, a feedback or copyright line, or a list of them (a list of related posts).
    private static func isTailItem(_ item: ScannedItem) -> Bool {
        switch item {
        case .line(let text, _), .heading(let text, _, _): return isTailLine(text)
        case .block(.list(let list)): return list.items.allSatisfy { isTailLine($0.text) }
        case .run(_, _, let fallback): return fallback.allSatisfy(isTailItem)
        default: return false
        }
    }

    private static func isTailLine(_ text: String) -> Bool {
        isShortLine(text) || (text.hasAtMost(200) && contains(text, anyOf: notices))
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

/// A page that holds one article twice, one copy after the other (a translation above its original,
/// as documentation sites put them): each copy opens with its title and the same short line below
/// it (`Article`, `記事`). The two titles are then the page's top sections, and every other heading
/// sits one level below them.
struct RepeatedPageHead {
    /// The index (in the body items) of the second copy's title.
    var secondTitle: Int
    /// The indices of the two lines below the titles.
    var kickerLines: [Int]

    /// The longest line below a title that counts as such a kicker.
    static let longestKicker = 30

    /// Finds the repeated head: the body opens with a short line, and that line comes back exactly once
    /// more, directly below a single line of heading length.
    static func find(_ body: [ScannedItem]) -> RepeatedPageHead? {
        guard case .line(let kicker, _)? = body.first, kicker.hasAtMost(longestKicker) else { return nil }
        var found: RepeatedPageHead?
        for index in body.indices.dropFirst(2) {
            guard case .line(let text, _) = body[index], text == kicker else { continue }
            guard found == nil, case .line(let title, _) = body[index - 1], HeadingShape.isHeadingShaped(title) else { return nil }
            found = RepeatedPageHead(secondTitle: index - 1, kickerLines: [0, index])
        }
        return found
    }
}

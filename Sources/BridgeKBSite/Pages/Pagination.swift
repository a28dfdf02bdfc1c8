
/// A long list page (the entry index, an API page) cut into pages of a bounded number of items, so
/// that no page grows past a couple of megabytes on a large site: which items a page shows, and the
/// links between the pages (the `pagination` partial).
struct Pagination {
    /// The page shown (from 1) and how many there are.
    var page: Int
    var pages: Int
    /// Items per page.
    var size: Int

    /// The number of pages `count` items take, at least one.
    static func pages(_ count: Int, size: Int) -> Int { count <= 0 ? 1 : (count - 1) / max(1, size) + 1 }

    /// The part of a list of `count` items that starts `offset` items into the whole sequence this
    /// page cuts (lists shown one after another share the sequence): the indices it shows.
    func range(count: Int, offset: Int = 0) -> Range<Int> {
        let first = (page - 1) * size - offset, end = page * size - offset
        return min(count, max(0, first))..<min(count, max(0, end))
    }

    /// `pages` (number, current, link from `path`) and `hasPages` for the template; page n is at `pathOf(n)`.
    func context(from path: String, _ pathOf: (Int) -> String) -> [String: MustacheValue] {
        guard pages > 1 else { return ["pages": .array([]), "hasPages": .bool(false)] }
        let numbers: [MustacheValue] = (1...pages).map { number in
            .object(["number": .number(Double(number)), "current": .bool(number == page),
                     "href": .string(SitePaths.relative(from: path, to: pathOf(number)))])
        }
        return ["pages": .array(numbers), "hasPages": .bool(true)]
    }
}

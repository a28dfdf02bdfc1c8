/// `###标题`: hash marks with no space before a Chinese or Japanese title. CommonMark reads such a line as text,
/// but the blog editors Chinese and Japanese writers use render it as a heading, and guides are published so.
/// Before libcmark reads the lines, a space goes in after the marks of each such line outside fenced code
/// (lines keep their numbers). Hash marks before anything else stay: `#import`, `##[error]`, a `#话题#` tag.
enum SpacelessHeadings {
    static func space(_ lines: inout [String]) {
        var fence: (mark: Character, length: Int)?
        for index in lines.indices {
            let line = lines[index]
            let indent = line.prefix { $0 == " " }.count
            let rest = line.dropFirst(indent)
            if indent <= 3, let mark = rest.first, mark == "`" || mark == "~" {
                let length = rest.prefix { $0 == mark }.count
                if let open = fence {
                    if mark == open.mark, length >= open.length, rest.dropFirst(length).allSatisfy({ $0 == " " }) { fence = nil }
                } else if length >= 3 {
                    fence = (mark, length)
                }
                continue
            }
            guard fence == nil, indent == 0 else { continue }
            let hashes = rest.prefix { $0 == "#" }.count
            let title = rest.dropFirst(hashes)
            guard (1...6).contains(hashes), let first = title.first, isHanOrKana(first), !title.contains("#") else { continue }
            lines[index] = String(repeating: "#", count: hashes) + " " + title
        }
    }

    /// A Chinese character (CJK Unified Ideographs and Extension A) or a Japanese kana.
    private static func isHanOrKana(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value else { return false }
        return (0x4E00...0x9FFF).contains(v) || (0x3400...0x4DBF).contains(v) || (0x3041...0x30FF).contains(v)
    }
}

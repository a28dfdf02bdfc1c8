import Foundation
import BridgeKBModel
import BridgeKBStore

/// Where every page lives in Site/, and relative links between pages (so the site works from file://).
public enum SitePaths {
    public static func home(_ language: Language) -> String { "\(language.tag)/index.html" }
    public static func guide(_ guide: String, _ language: Language) -> String { "\(language.tag)/guides/\(guide).html" }
    public static func entry(_ id: String, _ language: Language) -> String { "\(language.tag)/entries/\(id).html" }
    public static func entries(_ language: Language) -> String { "\(language.tag)/entries/index.html" }
    /// Page `page` of the entry index: the first is `entries/index.html`, the others
    /// `entries/pages/<n>.html` (no entry id holds a slash, so no entry page is in the way).
    public static func entries(_ language: Language, page: Int) -> String {
        page <= 1 ? entries(language) : "\(language.tag)/entries/pages/\(page).html"
    }
    public static func apis(_ language: Language) -> String { "\(language.tag)/apis/index.html" }
    public static func api(_ slug: String, _ language: Language) -> String { "\(language.tag)/apis/\(slug).html" }
    /// Page `page` of an API's page: the first is `apis/<slug>.html`, the others `apis/<slug>/<n>.html`.
    public static func api(_ slug: String, _ language: Language, page: Int) -> String {
        page <= 1 ? api(slug, language) : "\(language.tag)/apis/\(slug)/\(page).html"
    }
    public static func translations(_ language: Language) -> String { "\(language.tag)/translations.html" }
    /// The lint rule directory and one rule's page: where SARIF `helpUri` points
    /// (``RuleDescription/helpURI(baseURL:language:)`` makes the same path).
    public static func rules(_ language: Language) -> String { "\(language.tag)/rules/index.html" }
    public static func rule(_ id: String, _ language: Language) -> String { "\(language.tag)/rules/\(id).html" }
    public static func search(_ language: Language) -> String { "\(language.tag)/search.html" }
    public static let notFound = "404.html"
    public static let root = "index.html"

    /// The page of a search record, relative to the site root: an entry's page, or a section's anchor.
    public static func url(of record: SearchRecord) -> String {
        let key = record.groupKey
        if key.hasPrefix("entry:") { return entry(String(key.dropFirst("entry:".count)), record.language) }
        let rest = key.dropFirst("section:".count)
        guard let slash = rest.firstIndex(of: "/") else { return home(record.language) }
        return guide(String(rest[..<slash]), record.language) + "#" + rest[rest.index(after: slash)...]
    }

    /// The path from page `from` to `to` (both relative to the site root), e.g. `../guides/x.html`.
    public static func relative(from: String, to: String) -> String {
        // On UTF-8 bytes (this runs for every link of every page): skip the folders both paths share,
        // then climb one `../` per folder of `from` that is left.
        let f = Array(from.utf8), t = Array(to.utf8)
        let slash = UInt8(ascii: "/")
        let fromFolderEnd = f.lastIndex(of: slash).map { $0 + 1 } ?? 0
        var shared = 0, i = 0
        while i < fromFolderEnd, i < t.count, f[i] == t[i] {
            if f[i] == slash { shared = i + 1 }
            i += 1
        }
        let ups = f[shared..<fromFolderEnd].reduce(0) { $0 + ($1 == slash ? 1 : 0) }
        var result = [UInt8]()
        result.reserveCapacity(ups * 3 + t.count - shared)
        for _ in 0..<ups { result += [UInt8(ascii: "."), UInt8(ascii: "."), slash] }
        result += t[shared...]
        return String(decoding: result, as: UTF8.self)
    }

    /// The way back to the site root from a page: `""`, `../`, `../../`.
    public static func rootPrefix(of page: String) -> String {
        String(repeating: "../", count: page.split(separator: "/").count - 1)
    }

    /// A file-name-safe slug of an API name: `@Observable` → `observable`, `makeUIView(context:)` → `makeuiview`.
    public static func apiSlug(_ api: String) -> String {
        var name = api.hasPrefix("@") ? String(api.dropFirst()) : api
        if let paren = name.firstIndex(of: "(") { name = String(name[..<paren]) }
        let slug = name.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" }
        let joined = String(slug).split(separator: "-").joined(separator: "-")
        // A file name has at most 255 bytes: a longer slug keeps its start and a hash of the whole.
        guard joined.utf8.count > longestAPISlug else { return joined }
        let start = joined.prefix(longestAPISlug - 17).trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        return start + "-" + String(ContentHasher.hash(Data(joined.utf8)).prefix(16))
    }

    /// The longest API slug used as it is (`<slug>.html` stays far below a file name's 255 bytes).
    public static let longestAPISlug = 120
}

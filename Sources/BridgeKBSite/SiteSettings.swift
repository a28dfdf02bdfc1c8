import Foundation
import BridgeKBModel

/// The site's settings from `Content/site.json`: its title and short description, its public address,
/// its source repository and how to edit a page there. Every setting is optional: without a title the
/// theme's own name (`brand`) shows, without a base URL the site links relatively only.
public struct SiteSettings: Sendable, Equatable {
    /// The public address of the site (`https://example.org/kb/`), ending with `/`; nil when unset.
    public var baseURL: String?
    /// The repository that holds the content, linked from every page's footer.
    public var repository: String?
    /// How to edit a source file: a URL with `{path}` where the file's path goes
    /// (`https://github.com/o/r/edit/main/{path}`; the path is the one guides report, `Content/x/ja.txt`).
    public var editURL: String?

    /// The site's name: the brand in every page's header and the end of its `<title>` (one line).
    public var title: String?
    /// A sentence about the site: the home page's description (search engines, link previews), in
    /// every language that has none of its own in ``descriptions``.
    public var description: String?
    /// The description in each language, by tag (site.json's `"description": {"zh-Hans": …, "ja": …}`).
    public var descriptions: [String: String] = [:]

    public init(baseURL: String? = nil, repository: String? = nil, editURL: String? = nil, title: String? = nil,
                description: String? = nil) {
        self.baseURL = baseURL.flatMap(Self.normalizedBase)
        self.repository = repository
        self.editURL = editURL
        self.title = title
        self.description = description
    }

    /// The keys site.json may hold.
    public static let keys: Set<String> = ["title", "description", "baseURL", "repository", "editURL"]
    /// The longest title and description, in characters.
    public static let longestTitle = 80, longestDescription = 300

    /// `labels` with the site's title as the brand and site name and its description as the tagline, in every language.
    public func applied(to labels: Labels) -> Labels {
        var result = labels
        for tag in result.byLanguage.keys {
            if let title { result.byLanguage[tag]?["brand"] = title; result.byLanguage[tag]?["siteName"] = title }
            if let description = descriptions[tag] ?? description { result.byLanguage[tag]?["tagline"] = description }
        }
        return result
    }

    /// The site's description in `language`: its own, else the one for every language, else nil.
    public func description(in language: Language) -> String? { descriptions[language.tag] ?? description }

    /// Reads `data` (the contents of `file`). Whatever is wrong — JSON that does not parse, a value that
    /// is not a string, an address that is not absolute http(s), an edit URL without `{path}`, an
    /// unknown key — is a `site.bad-settings` warning (so `--strict` fails) and that setting is left out.
    public static func parse(_ data: Data, file: String, diagnostics: DiagnosticEngine) -> SiteSettings {
        func warn(_ message: String, range: SourceRange? = nil) {
            diagnostics.emit(.warning, "site.bad-settings", message, file: file, range: range)
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            let syntax = JSONProblem.syntaxError(in: data)
            warn("site.json is not valid JSON (\(syntax?.problem ?? "it does not parse")); the site is built without its settings",
                 range: syntax.map { SourceRange(start: $0.location, end: $0.location) })
            return SiteSettings()
        }
        guard let fields = object as? [String: Any] else {
            warn("site.json must be a JSON object of settings (\(keys.sorted().joined(separator: ", ")))")
            return SiteSettings()
        }
        var settings = SiteSettings()
        for key in fields.keys.sorted() {
            guard keys.contains(key) else {
                warn("unknown setting '\(key)' in site.json; known: \(keys.sorted().joined(separator: ", "))")
                continue
            }
            if key == "description", let byLanguage = fields[key] as? [String: Any] {
                settings.descriptions = descriptions(byLanguage, warn: warn)
                continue
            }
            guard let value = fields[key] as? String else {
                warn("setting '\(key)' in site.json must be a string" + (key == "description" ? " or an object of one per language tag" : ""))
                continue
            }
            switch key {
            case "title", "description":
                guard let text = oneLine(value, key: key, warn: warn) else { continue }
                if key == "title" { settings.title = text } else { settings.description = text }
            case "baseURL":
                if let base = normalizedBase(value) { settings.baseURL = base } else {
                    warn("baseURL '\(value)' is not an absolute http(s) address; the site is built with relative links only")
                }
            case "repository":
                if isWebAddress(value) { settings.repository = value } else { warn("repository '\(value)' is not an http(s) address") }
            default:
                if isWebAddress(value) && value.contains("{path}") { settings.editURL = value } else {
                    warn("editURL '\(value)' must be an http(s) address with {path} where the file's path goes")
                }
            }
        }
        return settings
    }

    /// `text` trimmed, when it is one line of 1 to the longest characters of a `key`; else a warning and nil.
    static func oneLine(_ value: String, key: String, warn: (String, SourceRange?) -> Void) -> String? {
        let text = BidiControls.strip(value).trimmingCharacters(in: .whitespacesAndNewlines)
        let longest = key == "title" ? longestTitle : longestDescription
        if text.isEmpty || text.count > longest || text.contains(where: \.isNewline) {
            warn("\(key) in site.json must be one line of 1 to \(longest) characters", nil)
            return nil
        }
        return text
    }

    /// A description per language (`{"zh-Hans": "…", "ja": "…"}`): each key a language tag (in any case,
    /// `zh` and `zh-CN` read as zh-Hans as for guide files), each value one line; whatever is wrong is a
    /// warning and left out.
    static func descriptions(_ byLanguage: [String: Any], warn: (String, SourceRange?) -> Void) -> [String: String] {
        var result: [String: String] = [:]
        for key in byLanguage.keys.sorted() {
            guard let language = Language.fromFileName(key)?.language else {
                warn("description in site.json: '\(key)' is not a language tag (zh-Hans, ja, …)", nil)
                continue
            }
            guard let value = byLanguage[key] as? String else {
                warn("description in site.json: the value for '\(key)' must be a string", nil)
                continue
            }
            if let text = oneLine(value, key: "description", warn: warn) { result[language.tag] = text }
        }
        return result
    }

    /// The address to edit the file at `path` (`Content/x/ja.txt`), when there is an edit URL.
    public func editLink(for path: String) -> String? {
        guard let editURL else { return nil }
        let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        return editURL.replacingOccurrences(of: "{path}", with: encoded)
    }

    /// `value` as a base URL ending with `/`, or nil when it is empty or not an absolute http(s) address.
    static func normalizedBase(_ value: String) -> String? {
        guard isWebAddress(value) else { return nil }
        return value.hasSuffix("/") ? value : value + "/"
    }

    static func isWebAddress(_ value: String) -> Bool {
        guard let url = URL(string: value), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = url.host, !host.isEmpty else { return false }
        return !value.unicodeScalars.contains { $0.value < 0x21 || $0 == "\"" || $0 == "<" || $0 == ">" }
    }
}

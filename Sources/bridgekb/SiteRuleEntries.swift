import Foundation
import BridgeKBModel
import BridgeKBStore
import BridgeKBChecking

/// What a built site's kb.json says about the lint rules: the entries each rule enforces, with their
/// titles and pages, and the site's languages (for `lint` and `rules`). Empty without a readable kb.json.
struct SiteRuleEntries {
    /// One entry a rule enforces, in one language.
    struct Entry: Decodable, Hashable {
        var id: String
        var language: String
        var title: String
    }

    private struct File: Decodable {
        var ruleEntries: [String: [String]]
        var entries: [Entry]
    }

    /// The site folder, as given.
    var site: String
    /// Rule id → entry ids, strongest first.
    var ruleEntries: [String: [String]] = [:]
    var entries: [Entry] = []

    /// Reads `<site>/kb.json`; a missing or unreadable file leaves everything empty.
    init(site: String) {
        self.site = site
        let url = URL(fileURLWithPath: site).appendingPathComponent("kb.json")
        guard case .success(let data) = ConfinedFile.read(url.path),
              let file = try? JSONDecoder().decode(File.self, from: data) else { return }
        ruleEntries = file.ruleEntries
        entries = file.entries
    }

    /// The languages the site has pages in, sorted.
    var languages: [String] { Set(entries.map(\.language)).sorted() }

    /// The language most of the site's entries are in (ties: the first in sorted order), nil without a kb.json.
    var mainLanguage: String? {
        var counts: [String: Int] = [:]
        for entry in entries { counts[entry.language, default: 0] += 1 }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.first?.key
    }

    /// The language of the site's pages to link for messages in `language` — the one place that decides
    /// it, so that an output's rule and entry links agree: that language when the site has it, else its
    /// zh-Hans pages (the guides' default source language), else the language most of its entries are in
    /// (zh-Hans when there is no kb.json). A site's share of each language does not move the links.
    func pageLanguage(for language: Language) -> String {
        if languages.contains(language.tag) { return language.tag }
        if languages.contains(Language.simplifiedChinese.tag) { return Language.simplifiedChinese.tag }
        return mainLanguage ?? (language == .english ? "zh-Hans" : language.tag)
    }

    /// The entry `id` in ``pageLanguage(for:)``, else in the site's main language, else in any it has.
    func entry(_ id: String, in language: Language) -> Entry? {
        for tag in [pageLanguage(for: language), mainLanguage].compactMap({ $0 }) {
            if let entry = entries.first(where: { $0.id == id && $0.language == tag }) { return entry }
        }
        return entries.first { $0.id == id }
    }

    /// An entry's page: on the published site at `baseURL` (`<URL>/ja/entries/<id>.html`), else as a path
    /// from the working directory (`Site/ja/entries/<id>.html`).
    func page(of entry: Entry, baseURL: String? = nil) -> String {
        let path = "\(entry.language)/entries/\(entry.id).html"
        if let baseURL { return (baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL) + "/" + path }
        return URL(fileURLWithPath: site).appendingPathComponent(path).relativePath
    }

    /// The page of pitfall rule `rule` for messages in `language`: on the published site with `help`,
    /// else in the built site when it was read (`Site/ja/rules/<id>.html`); nil for a syntax check.
    func rulePage(_ rule: String, in language: Language, help: FindingFormatter.HelpLinks?) -> String? {
        guard let description = RuleRegistry.rule(identifier: rule)?.description else { return nil }
        if let help { return description.helpURI(baseURL: help.baseURL, language: help.language) }
        guard !entries.isEmpty else { return nil }
        return URL(fileURLWithPath: site).appendingPathComponent("\(pageLanguage(for: language))/rules/\(rule).html").relativePath
    }

    /// Rule id → the pages of the entries it enforces, in `language` where the site has them (at `baseURL` when given).
    func pages(in language: Language, baseURL: String? = nil) -> [String: [String]] {
        ruleEntries.mapValues { ids in ids.compactMap { entry($0, in: language).map { page(of: $0, baseURL: baseURL) } } }
    }
}

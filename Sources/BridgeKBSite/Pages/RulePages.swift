import BridgeKBModel
import BridgeKBReaders
import BridgeKBChecking

extension PageContext {
    /// The lint rule directory: every rule `bridgekb lint` runs, with its name, id and reason, in this
    /// language (SwiftLint's rule directory, Clippy's lint list).
    func ruleIndexPage() -> PageBody {
        let path = SitePaths.rules(language)
        let rules: [MustacheValue] = builder.rules.map { rule in
            .object(["id": .string(rule.identifier), "name": .string(rule.name(in: language)),
                     "why": .string(CommonMarkBridge.inlineHTML(rule.description(in: language))),
                     "entryCount": enforcedEntries(rule).isEmpty ? .null : .number(Double(enforcedEntries(rule).count)),
                     "href": .string(SitePaths.relative(from: path, to: SitePaths.rule(rule.identifier, language)))])
        }
        return PageBody(template: "rules", title: label("nav_rules"), active: "rules", context: ["rules": .array(rules)],
                        description: label("rulesIntro"))
    }

    /// One rule: its name and reason, the code that triggers it (`↓` where the finding points) and code
    /// that does not, the entries it enforces, and how to turn it off.
    func rulePage(_ rule: RuleDescription) -> PageBody {
        let path = SitePaths.rule(rule.identifier, language)
        func listing(_ code: String) -> MustacheValue {
            let marks = code.filter { $0 == "↓" }.count
            let html = SwiftHighlighter.html(code).replacingOccurrences(
                of: "↓", with: "<mark class=\"finding-at\" title=\"\(HTMLText.escape(label("ruleFindingAt")))\">↓</mark>")
            return .object(["html": .string(html), "marks": .number(Double(marks))])
        }
        let entries: [MustacheValue] = enforcedEntries(rule).map { entry in
            .object(["title": .string(entry.title), "titleHTML": .string(TitleHTML.render(entry.title)), "lang": .string(entry.language.tag), "kind": .string(entry.kind.rawValue),
                     "kindLabel": .string(label("kind_\(entry.kind.rawValue)")),
                     "guide": .string(index.documentTitle(entry.guide, entry.language) ?? entry.guide),
                     "otherLanguage": .bool(entry.language != language),
                     "href": .string(SitePaths.relative(from: path, to: SitePaths.entry(entry.id, entry.language)))])
        }
        let context: [String: MustacheValue] = [
            "id": .string(rule.identifier), "name": .string(rule.name(in: language)),
            "why": .string(CommonMarkBridge.inlineHTML(rule.description(in: language))),
            "severity": .string(label("severity_\(rule.severity.rawValue)")),
            "triggering": .array(rule.triggeringExamples.map(listing)),
            "nonTriggering": .array(rule.nonTriggeringExamples.map(listing)),
            "entries": .array(entries),
            "rulesHref": .string(SitePaths.relative(from: path, to: SitePaths.rules(language))),
        ]
        return PageBody(template: "rule", title: rule.name(in: language), active: "rules", context: context,
                        description: SiteText.plain(markdown: rule.description(in: language)))
    }

    /// The entries a rule enforces (``KnowledgeBase/ruleEntries``), each in this language when it has
    /// one, else in the language it was written in.
    func enforcedEntries(_ rule: RuleDescription) -> [Entry] {
        (kb.ruleEntries[rule.identifier] ?? []).compactMap { id in
            let versions = index.entries(id: id)
            return versions.first { $0.language == language } ?? versions.first
        }
    }

    /// The rules that enforce `entry` (whose ``KnowledgeBase/ruleEntries`` name it), with their pages
    /// relative to `page`: what an entry page says `bridgekb lint` finds.
    func rulesEnforcing(_ entry: Entry, from page: String) -> [MustacheValue] {
        builder.rules.filter { (kb.ruleEntries[$0.identifier] ?? []).contains(entry.id) }.map { rule in
            .object(["id": .string(rule.identifier), "name": .string(rule.name(in: language)),
                     "href": .string(SitePaths.relative(from: page, to: SitePaths.rule(rule.identifier, language)))])
        }
    }
}

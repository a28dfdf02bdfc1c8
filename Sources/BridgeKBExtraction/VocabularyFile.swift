import BridgeKBModel
/// Reads and validates a vocabulary data file (the built-in one or a project's
/// `Content/vocabulary.json`):
///
///     {"about": "…",
///      "classes": {"cautionSection": {"about": "…", "zh-Hans": ["注意事项"], "ja": ["注意点"]},
///                  "columnChoice": {"replace": true, "en": ["Pick"]},
///                  "hazard": {"remove": ["问题"]}}}
///
/// Every problem is a diagnostic at `path:line:col`; what is wrong is skipped, the rest applies.
enum VocabularyFile {
    /// What a file says of one class.
    struct Change: Equatable {
        var kind: Vocabulary.Class
        var replace = false
        var add: [Vocabulary.Word] = []
        var remove: [String] = []
    }

    /// The changes a file makes, in file order; nil when it is not valid JSON of the right shape.
    static func read(_ text: String, path: String, diagnostics: DiagnosticEngine) -> [Change]? {
        func report(_ severity: Diagnostic.Severity, _ rule: String, _ message: String, at location: SourceLocation) {
            diagnostics.emit(severity, "vocabulary.\(rule)", message, file: path,
                             range: SourceRange(start: location, end: location))
        }
        let root: LocatedJSON
        do {
            root = try LocatedJSON.parse(text)
        } catch let error as LocatedJSON.SyntaxError {
            report(.error, "syntax", "vocabulary file is not valid JSON: \(error.message)", at: error.location)
            return nil
        } catch {
            return nil
        }
        guard case .object(let members, _) = root else {
            report(.error, "shape", "expected an object with \"classes\", found \(root.typeName)", at: root.location)
            return nil
        }
        var changes: [Change] = []
        for member in members {
            switch member.key {
            case "about":
                continue
            case "classes":
                guard case .object(let classes, _) = member.value else {
                    report(.error, "shape", "\"classes\" must be an object of classes, found \(member.value.typeName)", at: member.value.location)
                    continue
                }
                for entry in classes {
                    guard let kind = Vocabulary.Class.named(entry.key) else {
                        let nearest = EditDistance.nearest(to: entry.key, among: Vocabulary.Class.allCases.map(\.name)).first ?? ""
                        report(.warning, "unknown-class", "unknown class '\(entry.key)' (ignored); did you mean '\(nearest)'?",
                               at: entry.keyLocation)
                        continue
                    }
                    if let change = self.change(kind, entry.value, report: report) { changes.append(change) }
                }
            default:
                report(.warning, "unknown-key", "unknown key '\(member.key)' (ignored); expected \"classes\" or \"about\"",
                       at: member.keyLocation)
            }
        }
        return changes
    }

    /// One class's object: `about`, `replace`, `remove` and word lists by language tag.
    private static func change(_ kind: Vocabulary.Class, _ value: LocatedJSON,
                               report: (Diagnostic.Severity, String, String, SourceLocation) -> Void) -> Change? {
        guard case .object(let members, _) = value else {
            report(.error, "shape", "class '\(kind.name)' must be an object of word lists by language, found \(value.typeName)", value.location)
            return nil
        }
        var change = Change(kind: kind)
        for member in members {
            switch member.key {
            case "about":
                continue
            case "replace":
                guard case .bool(let flag, _) = member.value else {
                    report(.error, "bad-value", "\"replace\" must be true or false, found \(member.value.typeName)", member.value.location)
                    continue
                }
                change.replace = flag
            case "remove":
                change.remove += words(member.value, in: "\"remove\"", report: report)
            default:
                guard Language.isValidTag(member.key) else {
                    report(.warning, "unknown-key", "'\(member.key)' in class '\(kind.name)' is not a language tag (ignored); expected e.g. \"zh-Hans\", \"ja\", \"en\", or \"replace\" / \"remove\"",
                           member.keyLocation)
                    continue
                }
                change.add += words(member.value, in: "'\(member.key)' of '\(kind.name)'", report: report)
                    .map { Vocabulary.Word($0, language: member.key) }
            }
        }
        return change
    }

    /// The non-empty strings of an array; anything else is reported and skipped.
    private static func words(_ value: LocatedJSON, in context: String,
                              report: (Diagnostic.Severity, String, String, SourceLocation) -> Void) -> [String] {
        guard case .array(let items, _) = value else {
            report(.error, "bad-value", "\(context) must be an array of strings, found \(value.typeName)", value.location)
            return []
        }
        var result: [String] = []
        for item in items {
            guard case .string(let word, _) = item, !word.trimmed.isEmpty else {
                report(.error, "bad-value", "\(context) must hold non-empty strings, found \(item.typeName == "a string" ? "an empty string" : item.typeName)",
                       item.location)
                continue
            }
            // `"!エラー処理"` is an exception (a compound whose inner words do not count); a `!` alone names none.
            guard word.trimmed != "!" else {
                report(.error, "bad-value", "\(context): an exception is '!' before the compound it names (\"!error handling\"), found '!' alone",
                       item.location)
                continue
            }
            result.append(word)
        }
        return result
    }
}

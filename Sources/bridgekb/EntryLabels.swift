import Foundation
import BridgeKBModel
import BridgeKBSite
import BridgeKBBuild

/// The field labels `pitfalls` and `show` print, in the entry's language: the built-in theme's labels
/// (Templates/i18n), the same words the site's pages use; English for a language the theme lacks.
enum EntryLabels {
    private static let labels = try? Labels(templateFiles: BuildAction.builtInThemeFiles)

    /// The label of `key` (`field_symptom`, `apisLabel`, …) followed by a colon in the language's style.
    static func label(_ key: String, _ language: Language) -> String {
        let text = labels?[key, language] ?? key
        return text + (fullWidth(language) ? "：" : ":")
    }

    /// The label with its colon, ready for text on the same line: a full-width colon carries its own
    /// space (`症状：每次…`), an ASCII one takes a space (`Symptom: …`).
    static func inline(_ key: String, _ language: Language) -> String {
        label(key, language) + (fullWidth(language) ? "" : " ")
    }

    private static func fullWidth(_ language: Language) -> Bool {
        language.tag.hasPrefix("zh") || language.tag.hasPrefix("ja")
    }
}

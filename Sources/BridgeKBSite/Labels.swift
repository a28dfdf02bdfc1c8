import Foundation
import BridgeKBModel

/// UI words in each language, from Templates/i18n/<lang>.json; a missing key falls back to English.
public struct Labels: Sendable {
    public var byLanguage: [String: [String: String]]

    /// Reads `i18n/*.json` from template files (name → contents).
    public init(templateFiles: [String: Data]) throws {
        var result: [String: [String: String]] = [:]
        for (name, data) in templateFiles where name.hasPrefix("i18n/") && name.hasSuffix(".json") {
            let tag = String(name.dropFirst("i18n/".count).dropLast(".json".count))
            do { result[tag] = try JSONDecoder().decode([String: String].self, from: data) } catch {
                throw BridgeKBError.badInput(path: "Templates/\(name)", message: "labels are not a JSON object of strings: \(error)")
            }
        }
        byLanguage = result
    }

    public func table(_ language: Language) -> [String: String] {
        (byLanguage["en"] ?? [:]).merging(byLanguage[language.tag] ?? [:]) { _, own in own }
    }

    public subscript(_ key: String, _ language: Language) -> String {
        byLanguage[language.tag]?[key] ?? byLanguage["en"]?[key] ?? key
    }
}

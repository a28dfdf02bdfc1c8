import Foundation

/// The minimum iOS version of bridging-related APIs, for the availability rule and the knowledge base:
/// the data file `availability.json` beside this file (compiled into the binary).
public enum APIAvailabilityTable {
    /// How code names an API for its version to apply.
    enum Form: String, Decodable {
        /// An identifier or type name anywhere (`NavigationStack`).
        case name
        /// An identifier right after a dot (`.inspector`): the bare word is too common to count.
        case member
        /// An attribute (`@Observable`).
        case attribute
        /// A key path (`\.dismiss`).
        case keyPath
    }

    private struct API: Decodable {
        var iOS: Int
        var `as`: Set<Form>?
    }

    private struct File: Decodable {
        var apis: [String: API]
    }

    /// API name → (minimum iOS major version, the forms that count). A broken data file fails the
    /// tests (`APIAvailabilityTableTests`); the rule then knows no API rather than crashing.
    private static let apis: [String: (iOS: Int, forms: Set<Form>)] = {
        let file = try? JSONDecoder().decode(File.self, from: Data(PackageResources.availability_json))
        return (file?.apis ?? [:]).mapValues { ($0.iOS, $0.as ?? [.name, .attribute]) }
    }()

    /// API identifier (as written in code; attributes without `@`, key paths without `\.`) → minimum iOS major version.
    public static let minimumIOS: [String: Int] = apis.mapValues(\.iOS)

    /// The minimum iOS of the API a token names, if the table knows it and the token names it in a
    /// form that counts.
    public static func minimumIOS(of token: SwiftToken, previous: SwiftToken?) -> Int? {
        let name: Substring, form: Form
        switch token.kind {
        case .attribute:
            (name, form) = (token.text.dropFirst(), .attribute)
        case .keyPath:
            guard token.text.hasPrefix("\\.") else { return nil }
            (name, form) = (token.text.dropFirst(2), .keyPath)
        case .identifier, .typeIdentifier:
            (name, form) = (Substring(token.text), .name)
        default:
            return nil
        }
        guard let api = apis[String(name)] else { return nil }
        if api.forms.contains(form) { return api.iOS }
        if form == .name, api.forms.contains(.member), previous?.isSymbol(".") == true { return api.iOS }
        return nil
    }
}

import Foundation

/// The API index's allow-list (`api-frameworks.json`, compiled in): which names of Apple's frameworks
/// (and Swift's) the guides may mention, by framework. A name the guides use gets an API page only
/// when it is listed, so the index holds real API names — not the guides' own types (`UIKitLabel`),
/// generic words (`Context`, `delegate`) or `NSObject`.
struct APIFrameworks: Sendable {
    /// A framework and the names listed for it, in the file's order.
    struct Framework: Decodable, Sendable {
        var name: String
        var apis: [String]
    }

    /// The frameworks, in the order the API index shows them.
    let frameworks: [Framework]
    private let frameworkOf: [String: String]

    init(frameworks: [Framework]) {
        self.frameworks = frameworks
        var map: [String: String] = [:]
        for framework in frameworks { for api in framework.apis where map[api] == nil { map[api] = framework.name } }
        frameworkOf = map
    }

    /// The compiled-in list.
    static let standard: APIFrameworks = {
        struct File: Decodable { var frameworks: [Framework] }
        let file = try? JSONDecoder().decode(File.self, from: Data(PackageResources.api_frameworks_json))
        return APIFrameworks(frameworks: file?.frameworks ?? [])
    }()

    /// The framework of an API name as the guides write it (`@State`, `makeUIView(context:)`,
    /// `#available`), or nil when the name is not listed.
    func framework(of name: String) -> String? { frameworkOf[Self.bareName(name)] }

    /// `@State` → `State`, `makeUIView(context:)` → `makeUIView`.
    static func bareName(_ name: String) -> String {
        var text = Substring(name)
        if text.hasPrefix("@") || text.hasPrefix("#") { text = text.dropFirst() }
        if let paren = text.firstIndex(of: "(") { text = text[..<paren] }
        return String(text)
    }

    /// What kind of name it is, for the index's columns: an attribute or property wrapper (`@State`),
    /// a type or protocol (capitalised), or a method, property or modifier.
    static func kind(of name: String) -> String {
        if name.hasPrefix("@") { return "attribute" }
        return bareName(name).first?.isUppercase == true ? "type" : "member"
    }
}

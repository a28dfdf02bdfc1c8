import Foundation

/// A JSON value as JSON has it: `true` is a boolean and `1` a number, whatever Foundation's bridging does.
public indirect enum JSONValue: Decodable, Equatable {
    case null, bool(Bool), number(Double), string(String), array([JSONValue]), object([String: JSONValue])

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    public static func parse(_ data: Data) throws -> JSONValue { try JSONDecoder().decode(JSONValue.self, from: data) }

    /// The JSON Schema type names this value has (`integer` numbers are `number`s too).
    var typeNames: Set<String> {
        switch self {
        case .null: return ["null"]
        case .bool: return ["boolean"]
        case .number(let n): return n.rounded() == n ? ["number", "integer"] : ["number"]
        case .string: return ["string"]
        case .array: return ["array"]
        case .object: return ["object"]
        }
    }
}

/// Validates JSON against the subset of JSON Schema (2020-12) that docs/kb.schema.json uses: `type`,
/// `required`, `properties`, `additionalProperties`, `items`, `enum`, and `$ref` to `#/$defs/…`.
/// Annotations (`$schema`, `$id`, `title`, `description`) are read past; any other keyword is an error,
/// so a schema cannot lean on a rule this validator would silently skip.
public struct JSONSchemaValidator {
    public let root: JSONValue
    static let annotations: Set<String> = ["$schema", "$id", "$defs", "title", "description"]
    static let keywords: Set<String> = ["type", "required", "properties", "additionalProperties", "items", "enum", "$ref"]

    public init(schema: JSONValue) { root = schema }

    /// Every violation, as `path: problem` (`$.entries[3].minimumOS: expected integer or null, found string`).
    public func errors(in value: JSONValue) -> [String] {
        var errors: [String] = []
        validate(value, root, at: "$", into: &errors)
        return errors
    }

    private func validate(_ value: JSONValue, _ schema: JSONValue, at path: String, into errors: inout [String]) {
        guard case .object(let rules) = schema else { errors.append("\(path): the schema here is not an object"); return }
        for key in rules.keys.sorted() where !Self.keywords.contains(key) && !Self.annotations.contains(key) {
            errors.append("\(path): unsupported schema keyword '\(key)'")
        }
        if case .string(let reference)? = rules["$ref"] {
            let prefix = "#/$defs/"
            guard reference.hasPrefix(prefix), case .object(let all)? = objectValue(root, "$defs"),
                  let target = all[String(reference.dropFirst(prefix.count))] else {
                errors.append("\(path): unresolvable $ref '\(reference)'")
                return
            }
            validate(value, target, at: path, into: &errors)
        }
        if let type = rules["type"] {
            let allowed: [String]
            switch type {
            case .string(let name): allowed = [name]
            case .array(let names): allowed = names.compactMap { if case .string(let n) = $0 { return n } else { return nil } }
            default: allowed = []
            }
            if value.typeNames.isDisjoint(with: allowed) {
                errors.append("\(path): expected \(allowed.joined(separator: " or ")), found \(value.typeNames.sorted().first ?? "?")")
                return
            }
        }
        if case .array(let options)? = rules["enum"], !options.contains(value) {
            errors.append("\(path): \(value) is not one of the allowed values")
        }
        if case .object(let members) = value {
            if case .array(let required)? = rules["required"] {
                for case .string(let key) in required where members[key] == nil { errors.append("\(path): missing key '\(key)'") }
            }
            var properties: [String: JSONValue] = [:]
            if case .object(let declared)? = rules["properties"] { properties = declared }
            for key in members.keys.sorted() {
                let member = members[key]!
                if let schema = properties[key] {
                    validate(member, schema, at: "\(path).\(key)", into: &errors)
                } else if let extra = rules["additionalProperties"] {
                    if extra == .bool(false) { errors.append("\(path): unexpected key '\(key)'") }
                    else if case .object = extra { validate(member, extra, at: "\(path).\(key)", into: &errors) }
                }
            }
        }
        if case .array(let items) = value, let schema = rules["items"] {
            for (index, item) in items.enumerated() { validate(item, schema, at: "\(path)[\(index)]", into: &errors) }
        }
    }

    private func objectValue(_ value: JSONValue, _ key: String) -> JSONValue? {
        if case .object(let members) = value { return members[key] }
        return nil
    }
}

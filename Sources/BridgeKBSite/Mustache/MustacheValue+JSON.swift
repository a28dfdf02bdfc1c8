import Foundation

// MARK: - From JSONSerialization output

extension MustacheValue {
    /// Converts `JSONSerialization` output (or plain Swift values of the same shapes) into a value.
    ///
    /// `NSNull`/`nil` become `.null`; JSON booleans become `.bool` (not `.number`); numbers
    /// become `.number`; strings, arrays and dictionaries convert element by element. Anything
    /// else (dates, data, custom objects) becomes `.null`.
    public init(json: Any?) {
        guard let json else { self = .null; return }
        switch json {
        case let value as MustacheValue:
            self = value
        case is NSNull:
            self = .null
        case let value as Bool where type(of: json) == Bool.self:
            self = .bool(value)
        case let value as Int where type(of: json) == Int.self:
            self = .number(Double(value))
        case let value as Double where type(of: json) == Double.self:
            self = .number(value)
        case let value as String:
            self = .string(value)
        case let value as NSNumber:
            self = MustacheValue.convert(value)
        case let value as [Any]:
            self = .array(value.map { MustacheValue(json: $0) })
        case let value as [String: Any]:
            self = .object(value.mapValues { MustacheValue(json: $0) })
        default:
            self = .null
        }
    }

    /// Parses JSON text (any top-level value) into a value.
    public init(jsonData data: Data) throws {
        self = try JSONDecoder().decode(MustacheValue.self, from: data)
    }

    /// JSON booleans arrive as `NSNumber`s whose Objective-C type is `c` (on Linux and Darwin);
    /// Swift `Bool`, `Int` and `Double` values are matched by exact type before this is reached.
    private static func convert(_ number: NSNumber) -> MustacheValue {
        if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
        return .number(number.doubleValue)
    }
}

// MARK: - Codable

extension MustacheValue: Codable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([MustacheValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: MustacheValue].self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let items): try container.encode(items)
        case .object(let fields): try container.encode(fields)
        }
    }
}

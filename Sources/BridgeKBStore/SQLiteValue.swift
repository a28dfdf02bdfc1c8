/// A value bound to or read from SQLite: one of its five storage classes.
public enum SQLiteValue: Equatable, Hashable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])

    /// The value as an integer, when it is one.
    public var integerValue: Int64? {
        if case .integer(let value) = self { return value }
        return nil
    }

    /// The value as text, when it is text.
    public var textValue: String? {
        if case .text(let value) = self { return value }
        return nil
    }

    /// The value as a double, converting integers.
    public var realValue: Double? {
        switch self {
        case .real(let value): return value
        case .integer(let value): return Double(value)
        default: return nil
        }
    }
}

// MARK: - Literals

extension SQLiteValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByNilLiteral {
    public init(stringLiteral value: String) { self = .text(value) }
    public init(integerLiteral value: Int64) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .real(value) }
    public init(nilLiteral: ()) { self = .null }
}

extension SQLiteValue {
    /// `.text`, or `.null` for `nil`.
    public static func textOrNull(_ value: String?) -> SQLiteValue { value.map { .text($0) } ?? .null }
    /// `.integer` from an `Int`.
    public static func int(_ value: Int) -> SQLiteValue { .integer(Int64(value)) }
}

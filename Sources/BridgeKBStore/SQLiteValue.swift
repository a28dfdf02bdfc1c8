/// A value bound to or read from SQLite: one of its five storage classes.
public enum SQLiteValue: Equatable, Hashable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])
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
    /// `.integer` from an `Int`.
    public static func int(_ value: Int) -> SQLiteValue { .integer(Int64(value)) }
}

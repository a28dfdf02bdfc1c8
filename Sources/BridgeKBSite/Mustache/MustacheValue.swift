/// A JSON-shaped value that Mustache templates render: the data side of the template engine.
///
/// Truthiness (for `{{#x}}` and `{{^x}}`): `null`, `false`, the empty list and the empty
/// string are falsey; everything else — including `0` and empty objects — is truthy.
public indirect enum MustacheValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([MustacheValue])
    case object([String: MustacheValue])

    // MARK: - Truthiness

    /// Whether a section `{{#x}}` renders (and `{{^x}}` does not).
    public var isTruthy: Bool {
        switch self {
        case .null: return false
        case .bool(let value): return value
        case .number: return true
        case .string(let value): return !value.isEmpty
        case .array(let items): return !items.isEmpty
        case .object: return true
        }
    }

    // MARK: - Interpolation

    /// The text `{{x}}` prints before HTML escaping.
    ///
    /// Whole numbers print without a fractional part (`85`, not `85.0`); other numbers print
    /// with the shortest representation that round-trips (`1.21`). `null`, lists and objects
    /// print as the empty string.
    public var interpolationText: String {
        switch self {
        case .null, .array, .object: return ""
        case .bool(let value): return value ? "true" : "false"
        case .string(let value): return value
        case .number(let value): return MustacheValue.format(value)
        }
    }

    /// Formats a number the way the Mustache spec expects (`1`, `1.21`, `-0.5`).
    static func format(_ number: Double) -> String {
        if number.isNaN { return "NaN" }
        if number.isInfinite { return number < 0 ? "-Infinity" : "Infinity" }
        // Integers that a Double holds exactly print as integers (|x| < 2^53).
        if number == number.rounded(), abs(number) < 9_007_199_254_740_992 {
            return String(Int64(number))
        }
        return String(number)
    }
}

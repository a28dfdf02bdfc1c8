import Foundation

/// The JSON the tool prints and writes: indented, keys sorted and `/` left unescaped, so output is stable.
public enum PrettyJSON {
    /// A `JSONEncoder` with that formatting.
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// `value` as that JSON text.
    public static func string<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try encoder().encode(value), as: UTF8.self)
    }
}

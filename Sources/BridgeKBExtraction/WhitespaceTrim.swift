import Foundation

extension String {
    /// `trimmingCharacters(in: .whitespacesAndNewlines)`, without Foundation's pass over the whole text
    /// when neither end can be white space (most fields): Foundation copies a long field to trim
    /// nothing. Where an end may be (`mayBeWhitespace`), Foundation trims, so the result is its own.
    var trimmingWhitespaceAndNewlines: String {
        guard let first = unicodeScalars.first, let last = unicodeScalars.last else { return self }
        if !Self.mayBeWhitespace(first) && !Self.mayBeWhitespace(last) { return self }
        return trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A superset of `CharacterSet.whitespacesAndNewlines`: ASCII controls and space, and any scalar
    /// that is white space, a separator, a control or a format character (`WhitespaceTrimTests` checks
    /// every BMP scalar).
    static func mayBeWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return scalar.value <= 0x20 || scalar.value == 0x7F }
        if scalar.properties.isWhitespace { return true }
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format: return true
        default: return false
        }
    }
}

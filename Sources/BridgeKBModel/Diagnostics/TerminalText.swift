/// Text from content made safe for a terminal: control characters (C0 but tab and, where lines are
/// meant, newline; DEL; C1), the line and paragraph separators and bidirectional controls are shown
/// as `\u{1B}`-style escapes, so a guide can neither send escape sequences to the user's terminal
/// nor make a line read differently from what it holds — nor, through a file name holding a
/// newline, print a line that looks like a diagnostic of its own.
public enum TerminalText {
    /// Whether `scalar` is shown escaped.
    public static func needsEscape(_ scalar: Unicode.Scalar, keepingNewlines: Bool) -> Bool {
        switch scalar.value {
        case 0x0A: return !keepingNewlines
        case 0x09: return false
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: return true
        default: return BidiControls.contains(scalar)
        }
    }

    /// `text` with what must not reach a terminal raw written as `\u{…}`; newlines stay when
    /// `keepingNewlines` (a block of output), and are escaped too otherwise (a name, a message).
    public static func escape(_ text: String, keepingNewlines: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0, keepingNewlines: keepingNewlines) }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsEscape(scalar, keepingNewlines: keepingNewlines) {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// JSON text with the characters `JSONEncoder` leaves raw (DEL, C1 controls, U+2028/2029,
    /// bidirectional controls; it escapes C0 itself) written as `\uXXXX` escapes: the same JSON
    /// value, safe to print. Those characters only occur inside strings, where the escape is valid.
    public static func escapeJSON(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: { $0.value >= 0x7F && needsEscape($0, keepingNewlines: true) }) else { return json }
        var result = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if scalar.value >= 0x7F, needsEscape(scalar, keepingNewlines: true) {
                let hex = String(scalar.value, radix: 16)
                result.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}

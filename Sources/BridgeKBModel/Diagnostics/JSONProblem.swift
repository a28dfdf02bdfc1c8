import Foundation

/// Why a JSON file (settings, glossary, lock) did not decode, as one short lowercase phrase with the
/// place it went wrong — instead of Foundation's error dump (`DecodingError.typeMismatch(Swift.String,
/// Swift.DecodingError.Context(codingPath: [...`) or its "the data isn't in the correct format".
public enum JSONProblem {
    /// `error` from decoding `data`: "not valid JSON (invalid value at line 3, column 5)",
    /// "at 'concepts[2].id': expected to decode String but found number instead", "missing key 'terms'…".
    public static func describe(_ error: Error, in data: Data? = nil) -> String {
        guard let error = error as? DecodingError else {
            if let error = error as? BridgeKBError, case .badInput(_, let message) = error { return message }
            return "\(error)"
        }
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "at '\(path(context.codingPath))': \(sentence(context.debugDescription))"
        case .keyNotFound(let key, let context):
            let place = context.codingPath.isEmpty ? "" : " in '\(path(context.codingPath))'"
            return "missing key '\(key.stringValue)'\(place)"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return "not valid JSON" + (data.flatMap(syntaxError).map { " (\($0))" } ?? "") }
            return "at '\(path(context.codingPath))': \(sentence(context.debugDescription))"
        @unknown default:
            return "not valid JSON"
        }
    }

    /// `concepts[2].terms.ja`.
    static func path(_ keys: [CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
        }
        return text.isEmpty ? "(top level)" : text
    }

    /// "Expected to decode String but found number instead." → "expected to decode String but found number instead".
    private static func sentence(_ text: String) -> String {
        var text = text.trimmingCharacters(in: .whitespaces)
        if text.hasSuffix(".") { text.removeLast() }
        guard let first = text.first else { return "invalid value" }
        return first.lowercased() + text.dropFirst()
    }

    /// `describe(_:in:)` for a message printed at the problem's place: a syntax error's line and column
    /// apart from its phrase ("not valid JSON (invalid value)" at 2:18); other problems have no place.
    public static func located(_ error: Error, in data: Data) -> (message: String, location: SourceLocation?) {
        if case .dataCorrupted(let context)? = error as? DecodingError, context.codingPath.isEmpty,
           let syntax = syntaxError(in: data) {
            return ("not valid JSON (\(syntax.problem))", syntax.location)
        }
        return (describe(error, in: data), nil)
    }

    /// Where the JSON syntax of `data` goes wrong — its line and column in characters — and Foundation's
    /// phrase for what is wrong there ("invalid value"), or nil when it parses or the parser does not
    /// say where. Foundation says "around character N", N a byte offset.
    public static func syntaxError(in data: Data) -> (location: SourceLocation, problem: String)? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            guard let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String,
                  let range = text.range(of: " around character "),
                  let offset = Int(text[range.upperBound...].prefix { $0.isNumber }) else { return nil }
            var line = 1, column = 1
            for byte in data.prefix(offset) {
                if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
            }
            return (SourceLocation(line: line, column: column), sentence(String(text[..<range.lowerBound])))
        }
    }

    /// Where the JSON syntax goes wrong, as a phrase with its place ("invalid value at line 2, column 3"),
    /// or Foundation's own phrase when it does not say where.
    private static func syntaxError(_ data: Data) -> String? {
        if let syntax = syntaxError(in: data) {
            return "\(syntax.problem) at line \(syntax.location.line), column \(syntax.location.column)"
        }
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            return ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String).map(sentence)
        }
    }
}

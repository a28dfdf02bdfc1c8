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

    /// Where the JSON syntax goes wrong, from Foundation's parser ("invalid value around character 16"
    /// → "invalid value at line 2, column 3").
    private static func syntaxError(_ data: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            guard let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String else { return nil }
            var phrase = sentence(text)
            if let range = phrase.range(of: " around character "),
               let offset = Int(phrase[range.upperBound...].prefix { $0.isNumber }) {
                var line = 1, column = 1
                for byte in data.prefix(offset) {
                    if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
                }
                phrase = phrase[..<range.lowerBound] + " at line \(line), column \(column)"
            }
            return phrase
        }
    }
}

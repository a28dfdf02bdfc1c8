/// Escapes text for `{{x}}`: `&`, `<`, `>`, `"` and `'` become character references.
enum HTMLEscaper {
    // MARK: - Escaping

    /// Appends `text` to `output`, escaped; text with nothing to escape is appended as is.
    static func append(_ text: String, to output: inout String) {
        guard text.utf8.contains(where: needsEscaping) else {
            output += text
            return
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): bytes.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): bytes.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): bytes.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): bytes.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): bytes.append(contentsOf: "&#39;".utf8)
            default: bytes.append(byte)
            }
        }
        output += String(decoding: bytes, as: UTF8.self)
    }

    static func escape(_ text: String) -> String {
        var output = ""
        append(text, to: &output)
        return output
    }

    private static func needsEscaping(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }
}

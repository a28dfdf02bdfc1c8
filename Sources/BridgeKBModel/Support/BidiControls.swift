import Foundation

/// The bidirectional formatting characters that can make text display differently from what it says
/// (Trojan Source): the embeddings and overrides U+202A–202E, the isolates U+2066–2069, the marks
/// U+200E/U+200F and the Arabic letter mark U+061C. Content never needs them in a knowledge base
/// about Swift; the site's pages, kb.json, kb.sqlite and the site's search index drop them, and the
/// readers say where they were.
public enum BidiControls {
    public static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
        default: return false
        }
    }

    /// `text` without bidirectional controls (the same string when it has none).
    public static func strip(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: contains) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { !contains($0) }))
    }

    /// The length of the bidirectional control encoded at `i` of UTF-8 `bytes` (0 for none): its
    /// encodings are D8 9C, E2 80 8E–8F, E2 80 AA–AE and E2 81 A6–A9.
    private static func controlLength(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        if bytes[i] == 0xD8, i + 1 < bytes.count, bytes[i + 1] == 0x9C { return 2 }
        guard bytes[i] == 0xE2, i + 2 < bytes.count else { return 0 }
        switch (bytes[i + 1], bytes[i + 2]) {
        case (0x80, 0x8E...0x8F), (0x80, 0xAA...0xAE), (0x81, 0xA6...0xA9): return 3
        default: return 0
        }
    }

    private static func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.indices.contains { controlLength(bytes, at: $0) > 0 }
    }

    private static func stripped(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            let length = controlLength(bytes, at: i)
            if length > 0 { i += length } else { result.append(bytes[i]); i += 1 }
        }
        return result
    }

    /// Whether UTF-8 `data` holds a bidirectional control.
    public static func contains(_ data: Data) -> Bool {
        data.withUnsafeBytes { contains($0.bindMemory(to: UInt8.self)) }
    }

    /// UTF-8 `data` without bidirectional controls (the same bytes, not copied, when it has none):
    /// for outputs assembled as bytes, such as kb.json.
    public static func strip(_ data: Data) -> Data {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            return contains(bytes) ? Data(stripped(bytes)) : data
        }
    }
}

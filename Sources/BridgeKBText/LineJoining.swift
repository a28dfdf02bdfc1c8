/// Lines of prose joined as a reader should see them: a line break between two Chinese or Japanese
/// characters disappears (those scripts are written without spaces, and a writer who wraps them at a
/// fixed width breaks lines inside words; a browser would show a space there), any other becomes a space.
public enum LineJoining {
    public static func joined(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\n")) else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        for (i, scalar) in scalars.enumerated() {
            guard scalar == "\n" else { result.append(scalar); continue }
            let before = i > 0 ? scalars[i - 1] : " ", after = i + 1 < scalars.count ? scalars[i + 1] : " "
            if !(isWide(before) && isWide(after)) { result.append(" ") }
        }
        return String(result)
    }

    /// Han, kana and the fullwidth punctuation between them: written without spaces.
    public static func isWide(_ s: Unicode.Scalar) -> Bool {
        (0x3000...0x30FF).contains(s.value) || (0x3400...0x9FFF).contains(s.value) || (0xFF00...0xFFEF).contains(s.value)
    }
}

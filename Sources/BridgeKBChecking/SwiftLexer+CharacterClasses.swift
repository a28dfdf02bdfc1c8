// MARK: - Character classes of the lexer (UTF-8 bytes and the scalars they encode)

extension SwiftLexer {
    func scalarLength(at k: Int) -> Int {
        let c = b[k]
        if c < 0x80 { return 1 }
        if c >= 0xF0 { return min(4, b.count - k) }
        if c >= 0xE0 { return min(3, b.count - k) }
        if c >= 0xC0 { return min(2, b.count - k) }
        return 1
    }

    func scalar(at k: Int) -> UInt32 {
        let c = b[k]
        let len = scalarLength(at: k)
        if len == 1 { return UInt32(c) }
        var value = UInt32(c) & (len == 2 ? 0x1F : (len == 3 ? 0x0F : 0x07))
        for j in 1..<len { value = value << 6 | UInt32(b[k + j] & 0x3F) }
        return value
    }

    func isOperatorStart(at k: Int) -> Bool {
        let c = b[k]
        switch c {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F, 0x2E: return true
        case 0..<0x80: return false
        default:
            let u = scalar(at: k)
            switch u {
            case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
                 0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
                 0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
                 0x3008...0x3020, 0x3030:
                return true
            default: return false
            }
        }
    }

    /// Characters that CJK input methods and web pages slip into code: odd spaces, curly quotes and
    /// full-width ASCII punctuation. Swift would take some of them as parts of identifiers.
    func cjkSlip(at k: Int) -> LexicalIssue.Kind? {
        guard b[k] >= 0xC2 else { return nil }
        switch scalar(at: k) {
        case 0xA0: return .nonBreakingSpace
        case 0x3000, 0x2000...0x200B, 0x2028, 0x2029, 0xFEFF: return .invalidWhitespace
        case 0x2018, 0x2019, 0x201C, 0x201D: return .curlyQuote
        case 0xFF01...0xFF0F, 0xFF1A...0xFF20, 0xFF3B...0xFF40, 0xFF5B...0xFF5E: return .fullWidthPunctuation
        default: return nil
        }
    }

    func isIdentifierHead(at k: Int) -> Bool {
        let c = b[k]
        if c >= 0x80 { return cjkSlip(at: k) == nil && !isOperatorStart(at: k) }
        return (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A || c == 0x5F
    }

    func isIdentifierContinue(at k: Int) -> Bool {
        let c = b[k]
        if c >= 0x30 && c <= 0x39 { return true }
        return isIdentifierHead(at: k)
    }

    mutating func skipIdentifier() {
        let n = b.count
        while i < n, isIdentifierContinue(at: i) { i += scalarLength(at: i) }
    }
}

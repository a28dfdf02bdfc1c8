import Foundation

extension StringProtocol {
    /// Whether the text contains one of `words`, as Foundation's `contains` finds them (canonically
    /// equivalent text matches), at the cost of a byte search: Foundation's search on Linux costs tens of
    /// thousands of instructions a call (a tenth of a plain-text parse went there). Where the text and
    /// the word are made of scalars that are each a grapheme of their own and unchanged by NFC
    /// (`isSearchInert`), a canonically equivalent match is a match of the word's exact bytes; any
    /// other text or word (combining marks, CR LF, an empty word) goes to Foundation.
    package func containsAny(_ words: [String]) -> Bool {
        guard unicodeScalars.allSatisfy(CharacterClass.isSearchInert) else { return words.contains { contains($0) } }
        let search = { (bytes: UnsafeBufferPointer<UInt8>) in
            words.contains { word in
                guard !word.isEmpty, word.unicodeScalars.allSatisfy(CharacterClass.isSearchInert) else { return self.contains(word) }
                return Self.bytes(bytes, contain: Array(word.utf8))
            }
        }
        return utf8.withContiguousStorageIfAvailable(search) ?? Array(utf8).withUnsafeBufferPointer(search)
    }

    /// `containsAny([word])`.
    package func containsText(_ word: String) -> Bool { containsAny([word]) }

    private static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, contain pattern: [UInt8]) -> Bool {
        guard pattern.count <= bytes.count else { return false }
        let first = pattern[0]
        var i = 0
        while i <= bytes.count - pattern.count {
            if bytes[i] == first {
                var k = 1
                while k < pattern.count, bytes[i + k] == pattern[k] { k += 1 }
                if k == pattern.count { return true }
            }
            i += 1
        }
        return false
    }
}

extension CharacterClass {
    /// ASCII but CR (CR LF is one grapheme), Latin-1 and Latin Extended, general punctuation (dashes,
    /// quotes, `…`), Han, kana and CJK punctuation and full-width forms, without the combining marks
    /// among them: scalars that never join a neighbour into one grapheme and that NFC leaves as they are.
    static func isSearchInert(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x0D, 0x0E..<0x300, 0x2010...0x2027, 0x2030...0x205E, 0x3000...0x3029, 0x3030...0x3096, 0x309B...0x30FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xFF01...0xFF9D:
            return true
        default:
            return false
        }
    }
}

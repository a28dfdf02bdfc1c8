import Foundation
import BridgeKBModel

/// Turns a file's bytes into text: strips a UTF-8 BOM, refuses binary files and invalid UTF-8 (naming
/// the byte offset), and normalises CRLF and CR line endings to LF.
public enum TextDecoder {
    public static func decode(_ data: Data, path: String, diagnostics: DiagnosticEngine) -> String? {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes.removeFirst(3)
            diagnostics.emit(.info, "reader.bom", "byte order mark removed", file: path, range: SourceRange(lines: 1, 1))
        }
        if let nul = bytes.prefix(8192).firstIndex(of: 0) {
            diagnostics.emit(.error, "reader.binary",
                             "file looks binary (NUL byte at offset \(nul)); expected UTF-8 text",
                             file: path)
            return nil
        }
        if let bad = firstInvalidUTF8Offset(bytes) {
            let line = bytes[..<bad].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            let lineStart = bytes[..<bad].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            let column = String(decoding: bytes[lineStart..<bad], as: UTF8.self).count + 1
            diagnostics.emit(.error, "reader.invalid-utf8",
                             "invalid UTF-8 at byte offset \(bad) (0x\(String(bytes[bad], radix: 16, uppercase: true)))",
                             file: path, range: SourceRange(at: SourceLocation(line: line, column: column)))
            return nil
        }
        var text = String(decoding: bytes, as: UTF8.self)
        if text.utf8.contains(UInt8(ascii: "\r")) {
            text = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        }
        reportBidiControls(in: text, path: path, diagnostics: diagnostics)
        return text
    }

    /// `decode(_:path:diagnostics:)` for a guide: also drops the control and invisible characters
    /// that copying a web page leaves in the text (see `dropInvisibleCharacters`).
    public static func decodeGuide(_ data: Data, path: String, diagnostics: DiagnosticEngine) -> String? {
        decode(data, path: path, diagnostics: diagnostics).map { dropInvisibleCharacters($0, path: path, diagnostics: diagnostics) }
    }

    /// Whether a scalar is a control or an invisible character that a guide never means: C0 controls
    /// other than tab and line feed, DEL, C1 controls, zero-width space, non-joiner and word joiner,
    /// a byte order mark inside the text, and the noncharacters (U+FDD0–FDEF and the last two code
    /// points of every plane, U+FFFE, U+FFFF, U+1FFFE, …), which HTML forbids in a page.
    /// (A zero-width joiner counts only outside an emoji sequence.)
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: return false
        case 0x00...0x1F, 0x7F...0x9F, 0x200B, 0x200C, 0x2060, 0xFEFF: return true
        case 0xFDD0...0xFDEF: return true
        default: return scalar.value & 0xFFFE == 0xFFFE
        }
    }

    /// At most this many characters are named one by one; the rest are counted in one warning.
    static let namedInvisibleCharacters = 20

    /// Drops control and invisible characters, each with a warning naming its line and column (in
    /// Unicode scalars), so that nothing a browser cannot show reaches the model, the site or the
    /// terminal and no page fails validation because of it. A zero-width joiner is kept between an
    /// emoji and what follows it (👩‍👩‍👧), where it is part of one picture.
    public static func dropInvisibleCharacters(_ text: String, path: String, diagnostics: DiagnosticEngine) -> String {
        guard mayHoldInvisibleCharacters(text) else { return text }
        var kept: [UInt8] = []
        kept.reserveCapacity(text.utf8.count)
        var line = 1, column = 1, dropped = 0
        var firstUnnamed: SourceLocation?
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            let joinsEmoji = scalar.value == 0x200D && previous.map(continuesEmoji) == true
            if isInvisible(scalar) || (scalar.value == 0x200D && !joinsEmoji) {
                dropped += 1
                if dropped <= namedInvisibleCharacters {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    let what = scalar.value >= 0xFDD0 ? "noncharacter" : "invisible character"
                    diagnostics.emit(.warning, "reader.invisible-character",
                                     "\(what) U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex) dropped",
                                     file: path, range: SourceRange(at: SourceLocation(line: line, column: column)))
                } else if firstUnnamed == nil {
                    firstUnnamed = SourceLocation(line: line, column: column)
                }
            } else {
                kept.append(contentsOf: scalar.utf8)
                previous = scalar
            }
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        if let firstUnnamed {
            diagnostics.emit(.warning, "reader.invisible-character",
                             "\(dropped - namedInvisibleCharacters) more invisible characters dropped from here on",
                             file: path, range: SourceRange(at: firstUnnamed))
        }
        return String(decoding: kept, as: UTF8.self)
    }

    /// Whether the UTF-8 of `text` holds a byte sequence of a character `dropInvisibleCharacters` looks
    /// at (C0 but tab and line feed, DEL, C1 `C2 80–9F`, `E2 80 8B–8D`, `E2 81 A0`, `EF BB BF`): a byte
    /// scan, which lets the usual text that has none skip decoding (a third of the cost of the check).
    static func mayHoldInvisibleCharacters(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var i = 0
            let n = bytes.count
            while i < n {
                let b = bytes[i]
                if b < 0x20 { if b != 0x09 && b != 0x0A { return true } }
                else if b == 0x7F { return true }
                else if b == 0xC2, i + 1 < n, bytes[i + 1] >= 0x80, bytes[i + 1] <= 0x9F { return true }
                else if b == 0xE2, i + 2 < n, (bytes[i + 1] == 0x80 && (0x8B...0x8D).contains(bytes[i + 2]))
                            || (bytes[i + 1] == 0x81 && bytes[i + 2] == 0xA0) { return true }
                else if b == 0xEF, i + 2 < n, bytes[i + 1] == 0xBB, bytes[i + 2] == 0xBF { return true }
                // Noncharacters: U+FDD0–FDEF (EF B7 90–AF), U+FFFE/FFFF (EF BF BE/BF), U+nFFFE/nFFFF (F0–F4 ?F BF BE/BF).
                else if b == 0xEF, i + 2 < n, bytes[i + 1] == 0xB7, (0x90...0xAF).contains(bytes[i + 2]) { return true }
                else if b == 0xEF, i + 2 < n, bytes[i + 1] == 0xBF, bytes[i + 2] >= 0xBE { return true }
                else if b >= 0xF0, i + 3 < n, bytes[i + 1] & 0x0F == 0x0F, bytes[i + 2] == 0xBF, bytes[i + 3] >= 0xBE { return true }
                i += 1
            }
            return false
        }
    }

    /// An emoji, a variation selector or a skin-tone modifier: what a zero-width joiner may follow.
    private static func continuesEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0xFE0F || (0x1F3FB...0x1F3FF).contains(scalar.value) || (scalar.value > 0xFF && scalar.properties.isEmoji)
    }

    /// Bidirectional control characters can make text display differently from what it says
    /// (Trojan Source); the outputs drop them (``BidiControls``), and the reader says where they were.
    public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool { BidiControls.contains(scalar) }

    private static func reportBidiControls(in text: String, path: String, diagnostics: DiagnosticEngine) {
        guard text.unicodeScalars.contains(where: isBidiControl) else { return }
        var line = 1, column = 1
        for scalar in text.unicodeScalars {
            if isBidiControl(scalar) {
                diagnostics.emit(.warning, "reader.bidi-control",
                                 "bidirectional control character U+\(String(scalar.value, radix: 16, uppercase: true)) (dropped from the outputs)",
                                 file: path, range: SourceRange(at: SourceLocation(line: line, column: column)))
            }
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
    }

    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence, or nil.
    public static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b < 0x80 { i += 1; continue }
            let length: Int
            var minSecond: UInt8 = 0x80, maxSecond: UInt8 = 0xBF
            switch b {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; minSecond = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; maxSecond = 0x9F
            case 0xF0: length = 4; minSecond = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; maxSecond = 0x8F
            default: return i
            }
            guard i + length <= n else { return i }
            guard (minSecond...maxSecond).contains(bytes[i + 1]) else { return i }
            for k in 2..<length where !(0x80...0xBF).contains(bytes[i + k]) { return i }
            i += length
        }
        return nil
    }
}

import Foundation

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
                             "file looks binary (NUL byte at offset \(nul)); guides must be UTF-8 text",
                             file: path)
            return nil
        }
        if let bad = firstInvalidUTF8Offset(bytes) {
            let line = bytes[..<bad].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            let lineStart = bytes[..<bad].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            let column = String(decoding: bytes[lineStart..<bad], as: UTF8.self).count + 1
            diagnostics.emit(.error, "reader.invalid-utf8",
                             "invalid UTF-8 at byte offset \(bad) (0x\(String(bytes[bad], radix: 16, uppercase: true)))",
                             file: path, range: SourceRange(start: SourceLocation(line: line, column: column),
                                                            end: SourceLocation(line: line, column: column)))
            return nil
        }
        var text = String(decoding: bytes, as: UTF8.self)
        if text.utf8.contains(UInt8(ascii: "\r")) {
            text = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        }
        reportBidiControls(in: text, path: path, diagnostics: diagnostics)
        return text
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
                                 file: path, range: SourceRange(start: SourceLocation(line: line, column: column), end: SourceLocation(line: line, column: column)))
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

import Foundation
import BridgeKBModel

extension TextDecoder {
    /// A settings file's JSON (`site.json`, `glossary.json`, `guide.json` …) without the characters a
    /// guide's text drops (``isInvisible(_:)``: noncharacters such as U+FFFE, U+FFFF and U+FDD0–FDEF,
    /// controls, zero-width spaces), written raw or as `\uXXXX` escapes (a surrogate pair too): each is
    /// a `reader.invisible-character` warning at its line and column (Unicode scalars; an escape at its
    /// backslash), as in guides, instead of a value that makes every page invalid. A carriage return
    /// is JSON white space and stays. Data that is not UTF-8, or holds none of them, is returned as is.
    ///
    /// When the JSON does not parse even without them, what is returned only serves to say where it goes
    /// wrong: each dropped character or escape is a space instead (``keepingColumns(_:padded:pads:)``), so a
    /// syntax error later on the same line is at its column in the file as the user sees it.
    public static func droppingInvisibleCharacters(inJSON data: Data, path: String, diagnostics: DiagnosticEngine) -> Data {
        guard let text = String(data: data, encoding: .utf8),
              text.contains("\\u") || mayHoldInvisibleCharacters(text) else { return data }
        func drops(_ value: UInt32) -> Bool {
            guard value != 0x0D, let scalar = Unicode.Scalar(value) else { return false }
            return isInvisible(scalar)
        }
        let scalars = Array(text.unicodeScalars)
        var kept = String.UnicodeScalarView()
        /// The dropped characters and escapes written as spaces: the file with its columns.
        var padded = String.UnicodeScalarView()
        /// Where a dropped run starts (line, column in the file) and its length in scalars.
        var pads: [(location: SourceLocation, length: Int)] = []
        var line = 1, column = 1, dropped = 0
        var firstUnnamed: SourceLocation?
        func drop(_ value: UInt32, at location: SourceLocation) {
            dropped += 1
            guard dropped <= namedInvisibleCharacters else {
                if firstUnnamed == nil { firstUnnamed = location }
                return
            }
            let hex = String(value, radix: 16, uppercase: true)
            let what = value >= 0xFDD0 ? "noncharacter" : "invisible character"
            diagnostics.emit(.warning, "reader.invisible-character",
                             "\(what) U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex) dropped",
                             file: path, range: SourceRange(at: location))
        }
        /// The value of the four hex digits at `i`, if they are four hex digits.
        func hex4(_ i: Int) -> UInt32? {
            guard i + 4 <= scalars.count else { return nil }
            var value: UInt32 = 0
            for scalar in scalars[i..<(i + 4)] {
                guard let digit = Character(scalar).hexDigitValue else { return nil }
                value = value * 16 + UInt32(digit)
            }
            return value
        }
        var inString = false
        var i = 0
        while i < scalars.count {
            let scalar = scalars[i]
            let here = SourceLocation(line: line, column: column)
            var length = 1
            if inString && scalar == "\\" && i + 1 < scalars.count {
                length = 2
                if scalars[i + 1] == "u", let unit = hex4(i + 2) {
                    length = 6
                    var value = unit
                    // A surrogate pair written as two escapes is one character.
                    if (0xD800...0xDBFF).contains(unit), i + 11 < scalars.count, scalars[i + 6] == "\\", scalars[i + 7] == "u",
                       let low = hex4(i + 8), (0xDC00...0xDFFF).contains(low) {
                        length = 12
                        value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                    }
                    if drops(value) {
                        drop(value, at: here)
                        pads.append((here, length))
                        padded.append(contentsOf: repeatElement(" ", count: length))
                    } else {
                        kept.append(contentsOf: scalars[i..<(i + length)])
                        padded.append(contentsOf: scalars[i..<(i + length)])
                    }
                } else {
                    kept.append(contentsOf: scalars[i..<(i + length)])
                    padded.append(contentsOf: scalars[i..<(i + length)])
                }
            } else if drops(scalar.value) {
                drop(scalar.value, at: here)
                pads.append((here, 1))
                padded.append(" ")
            } else {
                if scalar == "\"" { inString.toggle() }
                kept.append(scalar)
                padded.append(scalar)
            }
            for scalar in scalars[i..<(i + length)] {
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            }
            i += length
        }
        guard dropped > 0 else { return data }
        if let firstUnnamed {
            diagnostics.emit(.warning, "reader.invisible-character",
                             "\(dropped - namedInvisibleCharacters) more invisible characters dropped from here on",
                             file: path, range: SourceRange(at: firstUnnamed))
        }
        return keepingColumns(Data(String(kept).utf8), padded: Data(String(padded).utf8), pads: pads)
    }

    /// `cleaned` when it parses; else `padded` (`cleaned` with a space for each dropped scalar) when its
    /// syntax error is the same one, moved right by the spaces before it on its line — so the error is
    /// reported at its column in the file. A dropped character inside a bare literal (`tr\u{200B}ue`),
    /// which a space would split, moves the error elsewhere: then `cleaned`, whose column is off.
    static func keepingColumns(_ cleaned: Data, padded: Data, pads: [(location: SourceLocation, length: Int)]) -> Data {
        guard let error = JSONProblem.syntaxError(in: cleaned), let moved = JSONProblem.syntaxError(in: padded),
              error.problem == moved.problem, error.location.line == moved.location.line else { return cleaned }
        let spacesBefore = pads.filter { $0.location.line == moved.location.line && $0.location.column < moved.location.column }
            .reduce(0) { $0 + $1.length }
        return moved.location.column - spacesBefore == error.location.column ? padded : cleaned
    }
}

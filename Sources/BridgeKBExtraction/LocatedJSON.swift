import BridgeKBModel
/// A JSON value with the line and column where it starts, so that a problem in a data file
/// (`Content/vocabulary.json`) can be reported at `file:line:col`. Parses RFC 8259 JSON; object
/// members keep their order and each key its own location.
package indirect enum LocatedJSON: Equatable {
    case object([Member], SourceLocation)
    case array([LocatedJSON], SourceLocation)
    case string(String, SourceLocation)
    case number(Double, SourceLocation)
    case bool(Bool, SourceLocation)
    case null(SourceLocation)

    /// One `"key": value` pair of an object.
    package struct Member: Equatable {
        package var key: String
        package var keyLocation: SourceLocation
        package var value: LocatedJSON
    }

    /// Where the value starts.
    package var location: SourceLocation {
        switch self {
        case .object(_, let l), .array(_, let l), .string(_, let l), .number(_, let l), .bool(_, let l), .null(let l): return l
        }
    }

    /// A short name of the value's type for messages.
    package var typeName: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }

    /// A syntax error at a location.
    package struct SyntaxError: Error, Equatable {
        package var message: String
        package var location: SourceLocation
    }

    /// Parses `text` as one JSON value (surrounding whitespace allowed).
    package static func parse(_ text: String) throws -> LocatedJSON {
        var parser = Parser(scalars: Array(text.unicodeScalars))
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.scalars.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    /// A recursive-descent parser over Unicode scalars that tracks line and column (columns count
    /// scalars, 1-based).
    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0
        var line = 1
        var column = 1
        /// Nesting deeper than this is refused rather than risking the stack.
        static let maximumDepth = 64

        var here: SourceLocation { SourceLocation(line: line, column: column) }

        func error(_ message: String) -> SyntaxError { SyntaxError(message: message, location: here) }

        mutating func advance() {
            if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
            index += 1
        }

        mutating func skipWhitespace() {
            while index < scalars.count, [" ", "\t", "\n", "\r"].contains(scalars[index]) { advance() }
        }

        mutating func value(depth: Int) throws -> LocatedJSON {
            guard depth < Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
            guard index < scalars.count else { throw error("unexpected end of file") }
            let start = here
            switch scalars[index] {
            case "{": return try object(start, depth: depth)
            case "[": return try array(start, depth: depth)
            case "\"": return .string(try string(), start)
            case "t": try literal("true"); return .bool(true, start)
            case "f": try literal("false"); return .bool(false, start)
            case "n": try literal("null"); return .null(start)
            case "-", "0"..."9": return .number(try number(), start)
            default: throw error("unexpected character '\(scalars[index].escaped(asASCII: true))'")
            }
        }

        mutating func object(_ start: SourceLocation, depth: Int) throws -> LocatedJSON {
            advance()
            var members: [Member] = []
            skipWhitespace()
            if index < scalars.count, scalars[index] == "}" { advance(); return .object(members, start) }
            while true {
                skipWhitespace()
                guard index < scalars.count, scalars[index] == "\"" else { throw error("expected a string key") }
                let keyLocation = here
                let key = try string()
                skipWhitespace()
                guard index < scalars.count, scalars[index] == ":" else { throw error("expected ':' after the key") }
                advance()
                skipWhitespace()
                members.append(Member(key: key, keyLocation: keyLocation, value: try value(depth: depth + 1)))
                skipWhitespace()
                guard index < scalars.count else { throw error("unexpected end of file in an object") }
                if scalars[index] == "," { advance(); continue }
                if scalars[index] == "}" { advance(); return .object(members, start) }
                throw error("expected ',' or '}'")
            }
        }

        mutating func array(_ start: SourceLocation, depth: Int) throws -> LocatedJSON {
            advance()
            var items: [LocatedJSON] = []
            skipWhitespace()
            if index < scalars.count, scalars[index] == "]" { advance(); return .array(items, start) }
            while true {
                skipWhitespace()
                items.append(try value(depth: depth + 1))
                skipWhitespace()
                guard index < scalars.count else { throw error("unexpected end of file in an array") }
                if scalars[index] == "," { advance(); continue }
                if scalars[index] == "]" { advance(); return .array(items, start) }
                throw error("expected ',' or ']'")
            }
        }

        mutating func string() throws -> String {
            advance()
            var result = String.UnicodeScalarView()
            while index < scalars.count {
                let c = scalars[index]
                if c == "\"" { advance(); return String(result) }
                if c.value < 0x20 { throw error("control character in a string") }
                if c == "\\" {
                    advance()
                    guard index < scalars.count else { break }
                    let e = scalars[index]
                    switch e {
                    case "\"", "\\", "/": result.append(e)
                    case "b": result.append("\u{8}")
                    case "f": result.append("\u{C}")
                    case "n": result.append("\n")
                    case "r": result.append("\r")
                    case "t": result.append("\t")
                    case "u":
                        advance()
                        var unit = try hex4()
                        if (0xD800...0xDBFF).contains(unit), index + 1 < scalars.count, scalars[index] == "\\", scalars[index + 1] == "u" {
                            advance(); advance()
                            let low = try hex4()
                            guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid surrogate pair") }
                            unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                        }
                        guard let scalar = Unicode.Scalar(unit) else { throw error("invalid \\u escape") }
                        result.append(scalar)
                        continue
                    default: throw error("invalid escape '\\\(e.escaped(asASCII: true))'")
                    }
                    advance()
                    continue
                }
                result.append(c)
                advance()
            }
            throw error("unterminated string")
        }

        mutating func hex4() throws -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard index < scalars.count, let digit = Int(String(scalars[index]), radix: 16) else { throw error("expected four hex digits") }
                value = value * 16 + UInt32(digit)
                advance()
            }
            return value
        }

        mutating func literal(_ word: String) throws {
            for expected in word.unicodeScalars {
                guard index < scalars.count, scalars[index] == expected else { throw error("expected '\(word)'") }
                advance()
            }
        }

        mutating func number() throws -> Double {
            var text = ""
            while index < scalars.count, "+-0123456789.eE".unicodeScalars.contains(scalars[index]) {
                text.unicodeScalars.append(scalars[index])
                advance()
            }
            guard let value = Double(text) else { throw error("invalid number '\(text)'") }
            return value
        }
    }
}

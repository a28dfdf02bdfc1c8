/// String literals: plain, multi-line and raw, with interpolations nested to any depth.
extension SwiftLexer {
    /// Lexes a string literal whose `hashes` leading `#` start at `start` and whose quote is at `i`.
    mutating func lexString(start: Int, hashes: Int) {
        _ = scanString(hashes: hashes, reportFrom: start)
        emit(.string, start)
    }

    /// What string scanning is inside: a string literal, or an interpolation in one. Strings nest in
    /// interpolations and interpolations in strings to any depth (`"\("\("…`), so the nesting is
    /// kept on a stack of these rather than on the call stack, which 50,000 levels would overflow.
    enum StringFrame {
        case string(hashes: Int, multiline: Bool, start: Int)
        case interpolation(depth: Int, escapeAt: Int)
    }

    /// How a frame ended: closed, or not (with where its interpolation began, for the message).
    enum FrameEnd { case closed, unterminated(escapeAt: Int) }

    /// Scans a string literal with its opening quote at `i`; leaves `i` after it. Returns false when
    /// unterminated (then `i` is at the end of the line, or of the text for a multi-line string).
    mutating func scanString(hashes: Int, reportFrom start: Int) -> Bool {
        var frames: [StringFrame] = [openString(hashes: hashes, start: start)]
        var ended: FrameEnd?        // how the frame just left ended, for the frame around it
        while let frame = frames.last {
            var end: FrameEnd?
            switch frame {
            case .string(let hashes, let multiline, let start):
                if case .unterminated(let escapeAt) = ended {
                    issues.append(LexicalIssue(.unterminatedInterpolation, at: escapeAt))
                    if !multiline {
                        issues.append(LexicalIssue(.unterminatedString, at: start))
                        end = .unterminated(escapeAt: start)
                        break
                    }
                }
                end = scanStringBody(hashes: hashes, multiline: multiline, start: start, frames: &frames)
            case .interpolation(let depth, let escapeAt):
                if case .unterminated = ended { end = .unterminated(escapeAt: escapeAt); break }
                end = scanInterpolationBody(depth: depth, escapeAt: escapeAt, frames: &frames)
            }
            // No end: the body pushed a nested frame, which is scanned next.
            ended = end
            if end != nil { frames.removeLast() }
        }
        if case .closed = ended { return true }
        return false
    }

    /// Moves past the opening quote(s) of a string whose `hashes` start at `start`.
    mutating func openString(hashes: Int, start: Int) -> StringFrame {
        let multiline = i + 2 < b.count && b[i + 1] == 0x22 && b[i + 2] == 0x22
        i += multiline ? 3 : 1
        return .string(hashes: hashes, multiline: multiline, start: start)
    }

    /// Scans string content from `i` to its closing quote (`.closed`), to where it cannot go on
    /// (`.unterminated`, the issue reported), or to an interpolation (pushed; nil).
    mutating func scanStringBody(hashes: Int, multiline: Bool, start: Int, frames: inout [StringFrame]) -> FrameEnd? {
        let n = b.count
        while i < n {
            let c = b[i]
            if c == 0x0A && !multiline {
                issues.append(LexicalIssue(.unterminatedString, at: start))
                return .unterminated(escapeAt: start)
            }
            if c == 0x5C {                                       // backslash
                var k = 1
                var ok = true
                for _ in 0..<hashes {
                    if i + k < n, b[i + k] == 0x23 { k += 1 } else { ok = false; break }
                }
                if !ok { i += 1; continue }                      // a plain backslash in a raw string
                let escapeAt = i
                i += k
                guard i < n else { break }
                switch b[i] {
                case 0x28:                                       // \( interpolation
                    i += 1
                    frames.append(.interpolation(depth: 1, escapeAt: escapeAt))
                    return nil
                case 0x30, 0x5C, 0x74, 0x6E, 0x72, 0x22, 0x27:
                    i += 1
                case 0x75:                                       // \u{…}
                    i += 1
                    if i < n, b[i] == 0x7B {
                        while i < n, b[i] != 0x7D, b[i] != 0x0A, b[i] != 0x22 { i += 1 }
                        if i < n, b[i] == 0x7D { i += 1 } else { issues.append(LexicalIssue(.invalidEscape, at: escapeAt, length: 2)) }
                    } else {
                        issues.append(LexicalIssue(.invalidEscape, at: escapeAt, length: 2))
                    }
                case 0x0A where multiline:                       // line continuation
                    i += 1
                case 0x20 where multiline, 0x09 where multiline:
                    var k2 = i
                    while k2 < n, b[k2] == 0x20 || b[k2] == 0x09 { k2 += 1 }
                    if k2 < n, b[k2] == 0x0A { i = k2 + 1 } else {
                        issues.append(LexicalIssue(.invalidEscape, at: escapeAt, length: 2)); i += 1
                    }
                default:
                    issues.append(LexicalIssue(.invalidEscape, at: escapeAt, length: k + 1))
                    i += 1
                }
                continue
            }
            if c < 0x20 && c != 0x0A && c != 0x0D && !(c == 0x09 && multiline) || c == 0x7F {
                // The compiler rejects these raw ("unprintable ASCII character"); the string goes on.
                issues.append(LexicalIssue(.controlCharacter, at: i, scalar: UInt32(c)))
                i += 1; continue
            }
            if c == 0x22 {
                if multiline {
                    if i + 2 < n, b[i + 1] == 0x22, b[i + 2] == 0x22, closingHashes(after: i + 3, hashes) {
                        i += 3 + hashes; return .closed
                    }
                    i += 1; continue
                }
                if closingHashes(after: i + 1, hashes) { i += 1 + hashes; return .closed }
                i += 1; continue
            }
            i += 1
        }
        issues.append(LexicalIssue(multiline ? .unterminatedMultilineString : .unterminatedString, at: start))
        return .unterminated(escapeAt: start)
    }

    func closingHashes(after k: Int, _ hashes: Int) -> Bool {
        guard hashes > 0 else { return true }
        guard k + hashes <= b.count else { return false }
        for j in 0..<hashes where b[k + j] != 0x23 { return false }
        return true
    }

    /// Scans an interpolation body after `\(` up to and past its `)`, skipping nested parentheses and
    /// comments: `.closed`, `.unterminated` when it does not close (on the line, for a single-line
    /// string), or nil when a string inside it was pushed (its own frame updated to go on after it).
    mutating func scanInterpolationBody(depth: Int, escapeAt: Int, frames: inout [StringFrame]) -> FrameEnd? {
        var depth = depth
        var multiline = false
        if frames.count >= 2, case .string(_, let enclosing, _) = frames[frames.count - 2] { multiline = enclosing }
        let n = b.count
        while i < n {
            let c = b[i]
            var nested: StringFrame?
            switch c {
            case 0x0A where !multiline:
                return .unterminated(escapeAt: escapeAt)
            case 0x28: depth += 1; i += 1
            case 0x29:
                depth -= 1; i += 1
                if depth == 0 { return .closed }
            case 0x22:
                nested = openString(hashes: 0, start: i)
            case 0x23:
                var k = i
                while k < n, b[k] == 0x23 { k += 1 }
                if k < n, b[k] == 0x22 {
                    let s = i; i = k
                    nested = openString(hashes: k - s, start: s)
                } else { i = k }
            case 0x2F where i + 1 < n && b[i + 1] == 0x2F:
                while i < n, b[i] != 0x0A { i += 1 }
            case 0x2F where i + 1 < n && b[i + 1] == 0x2A:
                if !skipBlockComment() { return .unterminated(escapeAt: escapeAt) }
            default: i += 1
            }
            if let nested {
                frames[frames.count - 1] = .interpolation(depth: depth, escapeAt: escapeAt)
                frames.append(nested)
                return nil
            }
        }
        return .unterminated(escapeAt: escapeAt)
    }
}

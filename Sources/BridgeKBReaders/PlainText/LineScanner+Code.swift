import BridgeKBModel

/// The code, DOT and lifecycle blocks of a plain-text copy: `LineScanner`'s scanners of non-prose blocks.
extension LineScanner {
    // MARK: - Code

    /// A Swift listing: lines that read as code, and everything while a bracket is open; blank lines
    /// inside are kept when code follows, except before a ❌ / ✅ comment that starts a new example.
    mutating func scanCode() {
        let start = index
        var scanner = CodeLineScanner()
        var end = index
        var i = index
        while i < lines.count {
            let line = lines[i]
            if shapes[i].isBlank {
                guard let next = nextNonBlank(after: i) else { break }
                let nextLine = lines[next]
                if scanner.depth > 0 {
                    if looksLikeProse(nextLine) { break }
                } else {
                    guard shapes[next].startsCode, !startsMarkedExample(nextLine) else { break }
                }
                i = next
                continue
            }
            if i > start {
                if scanner.depth == 0 {
                    guard shapes[i].startsCode || (!shapes[i].isLifecycle && LineShape.continuesCode(line, startsCode: false)) else { break }
                } else if looksLikeProse(line) && line.indentation == 0 {
                    break
                }
            }
            scanner.advance(over: line)
            end = i
            i += 1
        }
        index = end + 1
        let codeLines = (start...end).map { shapes[$0].isBlank ? "" : lines[$0] }
        let code = codeLines.joined(separator: "\n")
        let language = ListingShape.language(ofSwiftListing: codeLines)
        let snippet = Snippet(id: "", language: language == "swift" ? .swift : .text, code: code,
                              range: SourceRange(start: SourceLocation(line: start + 1),
                                                 end: SourceLocation(line: end + 1, column: max(1, lines[end].count))),
                              marker: Snippet.marker(of: code), fileName: pendingFileName?.name,
                              infoString: language == "swift" ? nil : language)
        pendingFileName = nil
        items.append(.block(.code(snippet)))
    }

    /// Whether line `i` starts a listing, a diagram, a lifecycle or tab-separated table: a block that
    /// neither prose nor a list item continues.
    func startsNonProseBlock(at i: Int) -> Bool {
        let shape = shapes[i]
        return shape.startsCode || shape.listingKind != nil || shape.isLifecycle || shape.hasTabCells || shape.startsDOT
            || startsModifierChain(at: i) || commentedListingKind(at: i) != nil
    }

    /// `cart.$items` directly above `.receive(on: …)`: a bare expression that a modifier chain goes on.
    func startsModifierChain(at i: Int) -> Bool {
        guard i + 1 < lines.count, shapes[i + 1].startsCode, lines[i + 1].trimmed.hasPrefix(".") else { return false }
        let t = lines[i].trimmed
        guard let first = t.first, CharacterClass.isIdentifierStart(first) || first == "$" else { return false }
        return t.allSatisfy { CharacterClass.isIdentifierBody($0) || $0 == "." || $0 == "$" || $0 == "(" || $0 == ")" }
    }

    /// The kind of the non-Swift listing that comment lines at `i` stand above (`/* 扫码页 */` over a
    /// `.strings` file, `# what it does` over a shell command), or nil.
    func commentedListingKind(at i: Int) -> ListingShape.Kind? {
        var j = i
        var hashComments = false
        while j < lines.count, !shapes[j].isBlank {
            let t = lines[j].trimmed
            if ListingShape.isHashComment(t) { hashComments = true; j += 1; continue }
            guard t.hasPrefix("//") || t.hasPrefix("/*") || t.hasPrefix("*") else {
                // `#` comments stand only above shell commands (elsewhere a `# Title` is a heading's mark).
                let kind = shapes[j].listingKind
                return hashComments && kind != .shell ? nil : kind
            }
            j += 1
        }
        return nil
    }

    /// A listing in another language than Swift: lines that go on with its kind (and, in JSON and
    /// Objective-C, everything while a bracket is open); blank lines inside are kept when the listing
    /// goes on after them. The snippet is text with the language guess as its info string, so it is
    /// never checked as Swift.
    mutating func scanListing(_ kind: ListingShape.Kind) {
        let start = index
        var scanner = CodeLineScanner()
        var end = index
        var i = index
        let bracketed = kind == .json || kind == .objc
        var blocks = 0  // Ruby's `do` … `end`
        while i < lines.count {
            if shapes[i].isBlank {
                guard let next = nextNonBlank(after: i) else { break }
                // A shell session goes on with the next command's `#` comment, Objective-C with a statement or a
                // comment (`NSLog(…);`, `// 方式2`): a fence keeps such groups together.
                let goesOn = (bracketed && scanner.depth > 0) || (blocks > 0 && ListingShape.continuesRuby(lines[next], depth: blocks))
                    || (shapes[next].listingKind == kind && kind != .json) || (kind == .log && shapes[next].isCallTrace)
                    || (kind == .shell && commentedListingKind(at: next) == .shell)
                    || (kind == .objc && ListingShape.continues(.objc, lines[next], depth: 0))
                guard goesOn else { break }
                i = next
                continue
            }
            if i > start, !ListingShape.continues(kind, lines[i], depth: kind == .ruby ? blocks : scanner.depth) { break }
            if bracketed { scanner.advance(over: lines[i]) }
            if kind == .ruby { blocks = max(0, blocks + ListingShape.rubyDepthDelta(lines[i])) }
            end = i
            i += 1
        }
        index = end + 1
        let code = (start...end).map { shapes[$0].isBlank ? "" : lines[$0] }.joined(separator: "\n")
        let snippet = Snippet(id: "", language: .text, code: code,
                              range: SourceRange(start: SourceLocation(line: start + 1),
                                                 end: SourceLocation(line: end + 1, column: max(1, lines[end].count))),
                              marker: Snippet.marker(of: code), fileName: pendingFileName?.name, infoString: kind.language)
        pendingFileName = nil
        items.append(.block(.code(snippet)))
    }

    /// `// ❌ …` or `// ✅ …` at the start of a listing.
    func startsMarkedExample(_ line: String) -> Bool {
        guard line.unicodeScalars.contains(where: { $0 == "\u{274C}" || $0 == "\u{2705}" }) else { return false }
        let t = line.trimmed
        return t.hasPrefix("//") && (t.contains("❌") || t.contains("✅"))
    }

    /// A line of CJK prose (outside comments and strings), not code with CJK names in it.
    func looksLikeProse(_ line: String) -> Bool {
        let code = CodeLineScanner.codePart(of: line)
        guard CharacterClass.containsCJK(code) else { return false }
        guard let masked = LineShape.swiftCodePart(of: line) else { return true }
        return !(LineShape.containsCodePunctuation(masked) && !LineShape.readsAsProse(masked))
    }

    // MARK: - DOT and lifecycle tables

    mutating func scanDOT() {
        let start = index
        var depth = 0
        var i = index
        repeat {
            depth += CodeLineScanner.braceDelta(lines[i])
            i += 1
        } while i < lines.count && depth > 0
        let end = i - 1
        let code = lines[start...end].map { $0.isBlankLine ? "" : String($0) }.joined(separator: "\n")
        index = i
        items.append(.block(.diagram(Snippet(id: "", language: .dot, code: code,
                                             range: SourceRange(lines: start + 1, end + 1), kind: .dot))))
    }

    mutating func scanLifecycle() {
        let start = index
        var entries: [LifecycleTable.Entry] = []
        while index < lines.count, let entry = LineShape.parseLifecycle(lines[index]) {
            entries.append(.init(method: entry.method, description: entry.description, line: index + 1))
            index += 1
        }
        items.append(.block(.lifecycle(LifecycleTable(entries: entries, range: SourceRange(lines: start + 1, index)))))
    }
}

import Foundation
import BridgeKBModel

/// UTF-8 source text with a line table, mapping byte offsets to line, byte column and character column.
public struct SourceText: Sendable {
    public let bytes: [UInt8]
    /// Byte offset at which each line starts; `lineStarts[0] == 0`.
    public let lineStarts: [Int]
    /// For each line, the offset of its first non-ASCII byte (`Int.max` for none): before it, the
    /// byte column is the character column.
    private let firstNonASCII: [Int]
    /// Where each character of a non-ASCII line starts, made when a column past its first non-ASCII
    /// byte is first asked for: counting characters from the line's start on every request made a
    /// line of many tokens quadratic (150,000 tokens after one CJK character: minutes).
    private let characterStarts = CharacterStarts()

    public init(_ text: String) {
        let bytes = Array(text.utf8)
        self.bytes = bytes
        var starts = [0]
        var ascii: [Int] = []
        var lineFirst = Int.max
        starts.reserveCapacity(bytes.count / 24 + 1)
        for (i, b) in bytes.enumerated() {
            if b == 0x0A {
                ascii.append(lineFirst); lineFirst = Int.max
                starts.append(i + 1)
            } else if b >= 0x80 && lineFirst == Int.max {
                lineFirst = i
            }
        }
        ascii.append(lineFirst)
        self.lineStarts = starts
        self.firstNonASCII = ascii
    }

    /// The 0-based index of the line holding `offset`.
    public func lineIndex(of offset: Int) -> Int {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The position of byte `offset` (clamped to the text).
    public func position(of offset: Int) -> SourcePosition {
        let offset = max(0, min(offset, bytes.count))
        return position(of: offset, lineIndex: lineIndex(of: offset))
    }

    /// The position of byte `offset` on the 0-based line `index` (already known to hold it).
    func position(of offset: Int, lineIndex index: Int) -> SourcePosition {
        let start = lineStarts[index]
        let byteColumn = offset - start + 1
        if offset <= firstNonASCII[index] { return SourcePosition(line: index + 1, byteColumn: byteColumn, column: byteColumn) }
        // The characters that start before the offset (one cut by it counts whole, as in its prefix).
        let starts = characterStarts.of(line: index, in: self)
        var lo = 0, hi = starts.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(starts[mid]) < offset - start { lo = mid + 1 } else { hi = mid }
        }
        return SourcePosition(line: index + 1, byteColumn: byteColumn, column: lo + 1)
    }

    /// The byte offset of a 1-based line and character column, or nil when outside the text.
    public func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let start = lineStarts[line - 1], end = lineEnd(line - 1)
        guard column >= 1 else { return nil }
        if start + column - 1 <= min(end, firstNonASCII[line - 1]) { return start + column - 1 }
        let starts = characterStarts.of(line: line - 1, in: self)
        guard column <= starts.count + 1 else { return nil }
        return column <= starts.count ? start + Int(starts[column - 1]) : end
    }

    /// The byte offset of the end of 0-based line `index` (its newline, or the end of the text).
    private func lineEnd(_ index: Int) -> Int { index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : bytes.count }

    /// The byte offset (from the line's start) of each character of 0-based line `index`.
    fileprivate func characterOffsets(line index: Int) -> [Int32] {
        let start = lineStarts[index]
        let line = String(decoding: bytes[start..<lineEnd(index)], as: UTF8.self)
        var result: [Int32] = []
        var offset = 0
        for character in line {
            result.append(Int32(offset))
            offset += character.utf8.count
        }
        return result
    }

    /// A range for the bytes `start..<end` (the end is inclusive in `SourceRange`, so one before `end`).
    public func range(from start: Int, to end: Int) -> SourceRange {
        let s = position(of: start)
        let e = position(of: max(start, end - 1))
        return SourceRange(start: s.location, end: e.location)
    }
}

/// The character starts of the lines asked for so far (line index → byte offsets), shared by copies
/// of one source text; a lock guards it, since lexed text can be read from several threads.
private final class CharacterStarts: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [Int: [Int32]] = [:]

    func of(line index: Int, in source: SourceText) -> [Int32] {
        lock.lock()
        if let known = lines[index] { lock.unlock(); return known }
        lock.unlock()
        let starts = source.characterOffsets(line: index)
        lock.lock(); lines[index] = starts; lock.unlock()
        return starts
    }
}

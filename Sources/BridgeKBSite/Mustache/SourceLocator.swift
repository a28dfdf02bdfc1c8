/// Turns UTF-8 byte offsets in a template's source into 1-based line and character columns.
struct SourceLocator {
    private let bytes: [UInt8]
    /// Byte offset at which each line starts; `lineStarts[0] == 0`.
    private let lineStarts: [Int]

    // MARK: - Creating

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        self.lineStarts = starts
    }

    // MARK: - Locating

    /// The 1-based (line, column) of `offset`; columns count characters, not bytes.
    func location(of offset: Int) -> (line: Int, column: Int) {
        let offset = max(0, min(offset, bytes.count))
        // Binary search for the last line start <= offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let prefix = String(decoding: bytes[lineStarts[low]..<offset], as: UTF8.self)
        return (low + 1, prefix.count + 1)
    }

    /// A `MustacheError` positioned at `offset`.
    func error(_ message: String, at offset: Int, template: String) -> MustacheError {
        let (line, column) = location(of: offset)
        return MustacheError(message, template: template, line: line, column: column)
    }
}

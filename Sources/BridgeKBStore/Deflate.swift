import CZlib

/// zlib's deflate, the one bridge to libz: kb.sqlite keeps the display texts of search records
/// (which only the results shown need) compressed, a third of their size, and every file of the
/// site's search index is deflated JSON (browsers inflate it with `DecompressionStream("deflate")`).
package enum Deflate {
    /// `bytes` compressed (zlib format, default level): deterministic for the same zlib.
    package static func compress(_ bytes: [UInt8]) -> [UInt8] {
        var size = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(size))
        let code = output.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { input in
                compress2(out.baseAddress, &size, input.baseAddress, uLong(input.count), Z_DEFAULT_COMPRESSION)
            }
        }
        // compressBound is always enough room, and the level is valid: zlib cannot fail here.
        precondition(code == Z_OK, "compress2 failed: \(code)")
        output.removeSubrange(Int(size)...)
        return output
    }

    /// The first `count` bytes `compressed` inflates to (inflating stops there), or nil when it
    /// holds fewer (damaged data).
    package static func decompress(_ compressed: [UInt8], prefix count: Int) -> [UInt8]? {
        guard count >= 0 else { return nil }
        var size = uLong(count)
        var output = [UInt8](repeating: 0, count: max(count, 1))
        let code = output.withUnsafeMutableBufferPointer { out in
            compressed.withUnsafeBufferPointer { input in
                uncompress(out.baseAddress, &size, input.baseAddress, uLong(input.count))
            }
        }
        // Z_BUF_ERROR: the output is full before the end of the data — what a prefix asks for (zlib
        // fills the buffer up to there); the same code with less output means the data was cut.
        guard code == Z_OK || code == Z_BUF_ERROR, Int(size) == count else { return nil }
        output.removeSubrange(count...)
        return output
    }

    /// Everything `compressed` inflates to, or nil when it is not whole zlib data.
    package static func decompress(_ compressed: [UInt8]) -> [UInt8]? {
        var capacity = max(64, compressed.count * 4)
        while capacity <= 1 << 30 {
            var size = uLong(capacity)
            var output = [UInt8](repeating: 0, count: capacity)
            let code = output.withUnsafeMutableBufferPointer { out in
                compressed.withUnsafeBufferPointer { input in
                    uncompress(out.baseAddress, &size, input.baseAddress, uLong(input.count))
                }
            }
            if code == Z_OK {
                output.removeSubrange(Int(size)...)
                return output
            }
            // Z_BUF_ERROR with a full buffer: more room; with less output: the data was cut.
            guard code == Z_BUF_ERROR, Int(size) == capacity else { return nil }
            capacity *= 4
        }
        return nil
    }
}

import Foundation

/// A fast 128-bit hash of bytes and strings, for cache keys: two independent 64-bit lanes, eight
/// bytes at a time. Not cryptographic; collisions between different inputs are astronomically rare
/// for content we did not make up to collide. Deterministic across runs and machines.
public struct ContentHasher {
    private var a: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private var length: UInt64 = 0

    public init() {}

    @inline(__always)
    private mutating func mix(_ word: UInt64) {
        a = (a ^ word) &* 0xFF51_AFD7_ED55_8CCD
        a = (a << 31) | (a >> 33)
        b = (b &+ word) &* 0xC4CE_B9FE_1A85_EC53
        b ^= b >> 29
    }

    /// Adds bytes; the length is mixed in too, so ("ab", "c") and ("a", "bc") differ.
    public mutating func combine(_ bytes: UnsafeRawBufferPointer) {
        let count = bytes.count
        var offset = 0
        while offset + 8 <= count {
            mix(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < count { tail |= UInt64(bytes[offset]) << shift; shift += 8; offset += 1 }
        mix(tail ^ (UInt64(count) << 56))
        mix(UInt64(count))
        length &+= UInt64(count)
    }

    public mutating func combine(_ data: Data) { data.withUnsafeBytes { combine($0) } }

    public mutating func combine(_ string: String) {
        var string = string
        string.withUTF8 { combine(UnsafeRawBufferPointer($0)) }
    }

    /// The hash as 32 hexadecimal digits.
    public func finalize() -> String {
        var x = a ^ (b &* 0x9E37_79B9_7F4A_7C15) ^ length
        var y = b ^ (a &* 0xFF51_AFD7_ED55_8CCD)
        x ^= x >> 33; x = x &* 0xFF51_AFD7_ED55_8CCD; x ^= x >> 33
        y ^= y >> 29; y = y &* 0xC4CE_B9FE_1A85_EC53; y ^= y >> 32
        return hex(x) + hex(y)
    }

    private func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The hash of one piece of data.
    public static func hash(_ data: Data) -> String {
        var hasher = ContentHasher()
        hasher.combine(data)
        return hasher.finalize()
    }
}

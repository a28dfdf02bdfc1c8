/// FNV-1a, 64 bits: a hash of bytes that is the same on every run and machine (Swift's `Hasher` is
/// seeded per process), for the translation lock's hashes, the content hash, file names and
/// tie-breaks. Inlinable: the search index hashes every token with it.
public struct FNV1a {
    public var value: UInt64 = 0xcbf29ce484222325

    @inlinable public init() {}

    @inlinable public mutating func combine<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100000001b3 }
    }

    @inlinable public static func hash<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var h = FNV1a()
        h.combine(bytes)
        return h.value
    }
}

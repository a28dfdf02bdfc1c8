/// Folds a document's texts scalar by scalar through a table of the Basic Multilingual Plane filled as
/// scalars are first seen: every paragraph of a guide is folded to look for cautions, and a table
/// look-up instead of a lock and a hashed cache per Han character (and a lowercase query per
/// character) is what keeps that affordable. One folder serves one document, on one thread.
final class ScalarFolder {
    /// Folded value + 1 by scalar value (0: not folded yet), for the BMP.
    private var table = [UInt32](repeating: 0, count: 0x10000)

    /// Decodes the text's UTF-8 itself into a result of its byte count, with the table held as a
    /// buffer: the scalar view's iterator and an `append` per scalar were three quarters of the cost
    /// (~40 instructions a scalar, ~9 M an extraction of a guide folding its texts ten times over).
    /// `first`: only the text's first that many scalars (a text's opening: a ❌ / ✅ marker).
    func fold(_ text: String, first limit: Int = .max) -> [Unicode.Scalar] {
        var text = text
        return text.withUTF8 { bytes in
            table.withUnsafeMutableBufferPointer { table in
                [Unicode.Scalar](unsafeUninitializedCapacity: min(bytes.count, limit)) { result, count in
                    var i = 0, n = 0
                    while i < bytes.count, n < limit {
                        let lead = UInt32(bytes[i])
                        let v: UInt32
                        if lead < 0x80 {
                            result[n] = Unicode.Scalar(UInt8(lead >= 0x41 && lead <= 0x5A ? lead + 0x20 : lead))
                            i += 1
                            n += 1
                            continue
                        } else if lead < 0xE0 {
                            v = (lead & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
                            i += 2
                        } else if lead < 0xF0 {
                            v = (lead & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
                            i += 3
                        } else {
                            v = (lead & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6
                                | UInt32(bytes[i + 3] & 0x3F)
                            i += 4
                        }
                        let scalar = Unicode.Scalar(v)!
                        if v < 0x10000 {
                            var known = table[Int(v)]
                            if known == 0 {
                                known = FoldedText.foldScalar(scalar).value + 1
                                table[Int(v)] = known
                            }
                            result[n] = Unicode.Scalar(known - 1)!
                        } else {
                            result[n] = FoldedText.foldScalar(scalar)
                        }
                        n += 1
                    }
                    count = n
                }
            }
        }
    }

    @inline(__always) func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let v = scalar.value
        if v < 0x80 { return v >= 0x41 && v <= 0x5A ? Unicode.Scalar(v + 0x20)! : scalar }
        guard v < 0x10000 else { return FoldedText.foldScalar(scalar) }
        var known = table[Int(v)]
        if known == 0 {
            known = FoldedText.foldScalar(scalar).value + 1
            table[Int(v)] = known
        }
        return Unicode.Scalar(known - 1)!
    }
}

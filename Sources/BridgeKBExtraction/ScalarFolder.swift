/// Folds a document's texts scalar by scalar through a table of the Basic Multilingual Plane filled as
/// scalars are first seen: every paragraph of a guide is folded to look for cautions, and a table
/// look-up instead of a lock and a hashed cache per Han character (and a lowercase query per
/// character) is what keeps that affordable. One folder serves one document, on one thread.
final class ScalarFolder {
    /// Folded value + 1 by scalar value (0: not folded yet), for the BMP.
    private var table = [UInt32](repeating: 0, count: 0x10000)

    func fold(_ text: String) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars { result.append(fold(scalar)) }
        return result
    }

    /// The folded scalars of a run of scalars (a text's opening, without making a string of it).
    func fold<S: Sequence>(_ scalars: S) -> [Unicode.Scalar] where S.Element == Unicode.Scalar {
        scalars.map(fold)
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

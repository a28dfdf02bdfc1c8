import BridgeKBModel

extension MustacheValue {
    /// Adds the whole value to `hasher`: each case tagged, lengths counted, object keys in sorted
    /// order, so equal values give equal hashes on every run and different values practically never do.
    func fingerprint(into hasher: inout ContentHasher) {
        switch self {
        case .null: hasher.combine("n")
        case .bool(let value): hasher.combine(value ? "t" : "f")
        case .number(let value): hasher.combine("#"); hasher.combine(String(value.bitPattern, radix: 16))
        case .string(let value): hasher.combine("s"); hasher.combine(value)
        case .array(let items):
            hasher.combine("[\(items.count)")
            for item in items { item.fingerprint(into: &hasher) }
        case .object(let fields):
            hasher.combine("{\(fields.count)")
            for key in fields.keys.sorted() {
                hasher.combine(key)
                fields[key]!.fingerprint(into: &hasher)
            }
        }
    }
}

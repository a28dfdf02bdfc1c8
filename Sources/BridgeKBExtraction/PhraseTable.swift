/// An open-addressing table from 64-bit keys to the numbers of the lists they were given in: how
/// `PhraseSet` finds the phrases that start with a scalar and `SignalScanner` those that start with a
/// pair of scalars. (A dictionary hashed each key with SipHash and held arrays of arrays: ~300
/// instructions a look-up, and the recognisers look up most scalars of a guide's prose.)
struct PhraseTable: Sendable {
    private let keys: [UInt64]
    /// The list of the key in the same slot, -1 where the slot is empty.
    private let lists: [Int32]
    private let mask: Int

    /// `keys[l]` is the key of list `l`; keys are distinct.
    init(_ keys: [UInt64]) {
        var capacity = 16
        while capacity < keys.count * 2 { capacity *= 2 }
        var table = [UInt64](repeating: 0, count: capacity), lists = [Int32](repeating: -1, count: capacity)
        for (list, key) in keys.enumerated() {
            var slot = Self.slot(key, mask: capacity - 1)
            while lists[slot] >= 0 { slot = (slot + 1) & (capacity - 1) }
            table[slot] = key
            lists[slot] = Int32(list)
        }
        self.keys = table
        self.lists = lists
        mask = capacity - 1
    }

    /// The list of `key`, or -1.
    @inline(__always) func list(_ key: UInt64) -> Int {
        var slot = Self.slot(key, mask: mask)
        while true {
            let list = lists[slot]
            if list < 0 || keys[slot] == key { return Int(list) }
            slot = (slot + 1) & mask
        }
    }

    @inline(__always) private static func slot(_ key: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
    }
}

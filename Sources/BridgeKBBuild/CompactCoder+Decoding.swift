import Foundation

// MARK: - Decoding

extension CompactCoder {
    /// Reads values out of the bytes; every read checks its bounds and its tag.
    struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>

        init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        func tag(_ offset: Int) throws -> Tag {
            guard offset < bytes.count, let tag = Tag(rawValue: bytes[offset]) else { throw Malformed(description: "no value at \(offset)") }
            return tag
        }

        /// The varint at `offset` and the offset after it.
        func varint(_ offset: Int) throws -> (UInt64, Int) {
            var value: UInt64 = 0, shift: UInt64 = 0, position = offset
            while true {
                guard position < bytes.count, shift < 64 else { throw Malformed(description: "a number runs out at \(offset)") }
                let byte = bytes[position]
                position += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { return (value, position) }
                shift += 7
            }
        }

        /// The range of the UTF-8 text at `offset` (a length and its bytes).
        func text(_ offset: Int) throws -> Range<Int> {
            let (length, start) = try varint(offset)
            guard length <= UInt64(bytes.count - start) else { throw Malformed(description: "a text runs out at \(offset)") }
            return start..<(start + Int(length))
        }

        func string(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }

        /// The offset after the value at `offset`.
        func skip(_ offset: Int) throws -> Int {
            switch try tag(offset) {
            case .null, .no, .yes: return offset + 1
            case .int, .uint: return try varint(offset + 1).1
            case .double: return try bounded(offset + 9)
            case .float: return try bounded(offset + 5)
            case .string: return try text(offset + 1).upperBound
            case .keyed, .unkeyed:
                let body = try bounded(offset + 5)
                return try bounded(body + Int(loadLength(offset + 1)))
            }
        }

        func loadLength(_ offset: Int) -> UInt32 {
            UInt32(littleEndian: UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: offset, as: UInt32.self))
        }

        func bounded(_ offset: Int) throws -> Int {
            guard offset <= bytes.count else { throw Malformed(description: "a value runs out at \(offset)") }
            return offset
        }

        /// A container at `offset` of kind `tag`: its element count and where its elements start.
        func container(_ offset: Int, _ expected: Tag) throws -> (count: Int, start: Int, end: Int) {
            guard try tag(offset) == expected else { throw Malformed(description: "not a \(expected) container at \(offset)") }
            let end = try bounded(try bounded(offset + 5) + Int(loadLength(offset + 1)))
            let (count, start) = try varint(offset + 5)
            guard count <= UInt64(end - start) else { throw Malformed(description: "too many elements at \(offset)") }
            return (Int(count), start, end)
        }

        // Primitive values.
        func bool(_ offset: Int) throws -> Bool {
            switch try tag(offset) {
            case .yes: return true
            case .no: return false
            default: throw Malformed(description: "not a Bool at \(offset)")
            }
        }

        func string(at offset: Int) throws -> String {
            guard try tag(offset) == .string else { throw Malformed(description: "not a String at \(offset)") }
            return string(try text(offset + 1))
        }

        func double(_ offset: Int) throws -> Double {
            guard try tag(offset) == .double, offset + 9 <= bytes.count else { throw Malformed(description: "not a Double at \(offset)") }
            return Double(bitPattern: UInt64(littleEndian: UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: offset + 1, as: UInt64.self)))
        }

        func float(_ offset: Int) throws -> Float {
            guard try tag(offset) == .float, offset + 5 <= bytes.count else { throw Malformed(description: "not a Float at \(offset)") }
            return Float(bitPattern: UInt32(littleEndian: UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: offset + 1, as: UInt32.self)))
        }

        func integer<T: FixedWidthInteger>(_ offset: Int, as type: T.Type) throws -> T {
            let value: T?
            switch try tag(offset) {
            case .int:
                let bits = try varint(offset + 1).0
                value = T(exactly: Int64(bitPattern: bits >> 1) ^ -Int64(bitPattern: bits & 1))
            case .uint: value = T(exactly: try varint(offset + 1).0)
            default: throw Malformed(description: "not an integer at \(offset)")
            }
            guard let value else { throw Malformed(description: "\(T.self) out of range at \(offset)") }
            return value
        }

        /// A primitive of type `T` at `offset`, or nil when `T` is not one read here directly.
        func primitive<T>(_ type: T.Type, _ offset: Int) throws -> T? {
            if T.self == String.self { return try string(at: offset) as? T }
            if T.self == Int.self { return try integer(offset, as: Int.self) as? T }
            if T.self == Bool.self { return try bool(offset) as? T }
            if T.self == Double.self { return try double(offset) as? T }
            return nil
        }
    }

    final class CompactDecoder: Decoder {
        let reader: Reader
        let offset: Int
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        init(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) {
            reader = Reader(bytes)
            self.offset = offset
        }

        init(_ reader: Reader, at offset: Int) {
            self.reader = reader
            self.offset = offset
        }

        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
            KeyedDecodingContainer(try KeyedDecoding<Key>(reader, at: offset))
        }

        func unkeyedContainer() throws -> any UnkeyedDecodingContainer { try UnkeyedDecoding(reader, at: offset) }

        func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleDecoding(reader: reader, offset: offset) }

        /// The value of type `T` at `offset`.
        static func value<T: Decodable>(_ type: T.Type, _ reader: Reader, _ offset: Int) throws -> T {
            if let value = try reader.primitive(type, offset) { return value }
            return try T(from: CompactDecoder(reader, at: offset))
        }
    }

    /// A keyed container read in place: its entries are looked up from where the last one found
    /// ended, since keys are mostly read in the order they were written (a class, so that the
    /// protocol's non-mutating reads move it on).
    final class KeyedDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let reader: Reader
        /// Where the entries start and end, and how many there are.
        let start: Int, end: Int, count: Int
        /// The next entry to look at: its number and offset.
        private var next = 0, nextOffset: Int
        var codingPath: [any CodingKey] { [] }

        init(_ reader: Reader, at offset: Int) throws {
            self.reader = reader
            (count, start, end) = try reader.container(offset, .keyed)
            nextOffset = start
        }

        /// The offset of `key`'s value, or nil: the entries from the next one on, then from the first.
        private func find(_ key: Key) throws -> Int? {
            var name = key.stringValue
            return try name.withUTF8 { utf8 -> Int? in
                var index = next, offset = nextOffset
                for _ in 0..<count {
                    if index == count { (index, offset) = (0, start) }
                    let range = try reader.text(offset)
                    let after = try reader.skip(range.upperBound)
                    if range.count == utf8.count,
                       range.isEmpty || memcmp(reader.bytes.baseAddress! + range.lowerBound, utf8.baseAddress!, range.count) == 0 {
                        (next, nextOffset) = (index + 1, after)
                        return range.upperBound
                    }
                    (index, offset) = (index + 1, after)
                }
                return nil
            }
        }

        private func offset(_ key: Key) throws -> Int {
            guard let offset = try find(key) else {
                throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: [], debugDescription: "no value for \(key.stringValue)"))
            }
            return offset
        }

        var allKeys: [Key] {
            var keys: [Key] = []
            var offset = start
            for _ in 0..<count {
                guard let range = try? reader.text(offset), let after = try? reader.skip(range.upperBound) else { break }
                if let key = Key(stringValue: reader.string(range)) { keys.append(key) }
                offset = after
            }
            return keys
        }

        func contains(_ key: Key) -> Bool { (try? find(key)) != nil }

        func decodeNil(forKey key: Key) throws -> Bool { try reader.tag(try offset(key)) == .null }

        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try reader.bool(try offset(key)) }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try reader.string(at: try offset(key)) }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try reader.double(try offset(key)) }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try reader.float(try offset(key)) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try reader.integer(try offset(key), as: type) }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try reader.integer(try offset(key), as: type) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try reader.integer(try offset(key), as: type) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try reader.integer(try offset(key), as: type) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try reader.integer(try offset(key), as: type) }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try reader.integer(try offset(key), as: type) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try reader.integer(try offset(key), as: type) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try reader.integer(try offset(key), as: type) }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try reader.integer(try offset(key), as: type) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try reader.integer(try offset(key), as: type) }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try CompactDecoder.value(type, reader, try offset(key))
        }

        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
            guard let offset = try find(key), try reader.tag(offset) != .null else { return nil }
            return try CompactDecoder.value(type, reader, offset)
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            KeyedDecodingContainer(try KeyedDecoding<NestedKey>(reader, at: try offset(key)))
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try UnkeyedDecoding(reader, at: try offset(key))
        }

        func superDecoder() throws -> any Decoder { try superDecoder(forKey: Key(stringValue: "super")!) }

        func superDecoder(forKey key: Key) throws -> any Decoder { CompactDecoder(reader, at: try offset(key)) }
    }

    struct UnkeyedDecoding: UnkeyedDecodingContainer {
        let reader: Reader
        let count: Int?
        private(set) var currentIndex = 0
        private var position: Int
        var codingPath: [any CodingKey] { [] }
        var isAtEnd: Bool { currentIndex >= count! }

        init(_ reader: Reader, at offset: Int) throws {
            self.reader = reader
            let (count, start, _) = try reader.container(offset, .unkeyed)
            self.count = count
            position = start
        }

        /// The offset of the next value, moving past it.
        private mutating func advance() throws -> Int {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(Any.self, DecodingError.Context(codingPath: [], debugDescription: "no more values"))
            }
            let offset = position
            position = try reader.skip(offset)
            currentIndex += 1
            return offset
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd, try reader.tag(position) == .null else { return false }
            _ = try advance()
            return true
        }

        mutating func decode(_ type: Bool.Type) throws -> Bool { try reader.bool(try advance()) }
        mutating func decode(_ type: String.Type) throws -> String { try reader.string(at: try advance()) }
        mutating func decode(_ type: Double.Type) throws -> Double { try reader.double(try advance()) }
        mutating func decode(_ type: Float.Type) throws -> Float { try reader.float(try advance()) }
        mutating func decode(_ type: Int.Type) throws -> Int { try reader.integer(try advance(), as: type) }
        mutating func decode(_ type: Int8.Type) throws -> Int8 { try reader.integer(try advance(), as: type) }
        mutating func decode(_ type: Int16.Type) throws -> Int16 { try reader.integer(try advance(), as: type) }
        mutating func decode(_ type: Int32.Type) throws -> Int32 { try reader.integer(try advance(), as: type) }
        mutating func decode(_ type: Int64.Type) throws -> Int64 { try reader.integer(try advance(), as: type) }
        mutating func decode(_ type: UInt.Type) throws -> UInt { try reader.integer(try advance(), as: type) }
        mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try reader.integer(try advance(), as: type) }
        mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try reader.integer(try advance(), as: type) }
        mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try reader.integer(try advance(), as: type) }
        mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try reader.integer(try advance(), as: type) }
        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try CompactDecoder.value(type, reader, try advance()) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            KeyedDecodingContainer(try KeyedDecoding<NestedKey>(reader, at: try advance()))
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try UnkeyedDecoding(reader, at: try advance()) }

        mutating func superDecoder() throws -> any Decoder { CompactDecoder(reader, at: try advance()) }
    }

    struct SingleDecoding: SingleValueDecodingContainer {
        let reader: Reader
        let offset: Int
        var codingPath: [any CodingKey] { [] }

        func decodeNil() -> Bool { (try? reader.tag(offset)) == .null }
        func decode(_ type: Bool.Type) throws -> Bool { try reader.bool(offset) }
        func decode(_ type: String.Type) throws -> String { try reader.string(at: offset) }
        func decode(_ type: Double.Type) throws -> Double { try reader.double(offset) }
        func decode(_ type: Float.Type) throws -> Float { try reader.float(offset) }
        func decode(_ type: Int.Type) throws -> Int { try reader.integer(offset, as: type) }
        func decode(_ type: Int8.Type) throws -> Int8 { try reader.integer(offset, as: type) }
        func decode(_ type: Int16.Type) throws -> Int16 { try reader.integer(offset, as: type) }
        func decode(_ type: Int32.Type) throws -> Int32 { try reader.integer(offset, as: type) }
        func decode(_ type: Int64.Type) throws -> Int64 { try reader.integer(offset, as: type) }
        func decode(_ type: UInt.Type) throws -> UInt { try reader.integer(offset, as: type) }
        func decode(_ type: UInt8.Type) throws -> UInt8 { try reader.integer(offset, as: type) }
        func decode(_ type: UInt16.Type) throws -> UInt16 { try reader.integer(offset, as: type) }
        func decode(_ type: UInt32.Type) throws -> UInt32 { try reader.integer(offset, as: type) }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try reader.integer(offset, as: type) }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try CompactDecoder.value(type, reader, offset) }
    }
}

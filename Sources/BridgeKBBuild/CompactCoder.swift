import Foundation

/// The build cache's form of `Codable` values (``KnowledgeBaseBuilder/memoised(_:in:_:)``): a tagged
/// binary encoding read back by position. A rebuild decodes every unchanged guide's ``GuideBuild``;
/// from JSON that was 3.3 s of CPU at 1,000 guides (`JSONDecoder` makes a dictionary of every
/// object's keys), most of a one-guide rebuild's guides stage. Values come back exactly as they were
/// encoded (numbers bit for bit), so the cache cannot change what a build writes.
///
/// Every value is a tag byte and its payload: nil, false, true; a signed integer (zigzag varint), an
/// unsigned one (varint); a Double or Float (its bits, little-endian); a string (varint length,
/// UTF-8); a keyed container (4-byte length, varint count, then each key — varint length, UTF-8 —
/// and its value); an unkeyed container (4-byte length, varint count, the values). A container's
/// length lets a reader step over it.
enum CompactCoder {
    enum Tag: UInt8 { case null, no, yes, int, uint, double, float, string, keyed, unkeyed }

    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    static func encode<T: Encodable>(_ value: T) throws -> Data {
        let node = Node()
        try value.encode(to: CompactEncoder(node))
        var out: [UInt8] = []
        node.write(into: &out)
        return Data(out)
    }

    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            let decoder = CompactDecoder(bytes, at: 0)
            let value = try T(from: decoder)
            guard try Reader(bytes).skip(0) == bytes.count else { throw Malformed(description: "bytes after the value") }
            return value
        }
    }
}

// MARK: - Encoding

extension CompactCoder {
    /// A value being encoded: a container stays open to its encoder until the whole value is written.
    final class Node {
        enum Value {
            case null, bool(Bool), int(Int64), uint(UInt64), double(Double), float(Float), string(String)
            case keyed(Keyed), unkeyed(Unkeyed)
        }
        final class Keyed { var keys: [String] = []; var values: [Node] = [] }
        final class Unkeyed { var values: [Node] = [] }

        var value: Value = .null

        init(_ value: Value = .null) { self.value = value }

        func write(into out: inout [UInt8]) {
            switch value {
            case .null: out.append(Tag.null.rawValue)
            case .bool(let flag): out.append(flag ? Tag.yes.rawValue : Tag.no.rawValue)
            case .int(let number):
                out.append(Tag.int.rawValue)
                Self.varint(UInt64(bitPattern: (number << 1) ^ (number >> 63)), into: &out)
            case .uint(let number):
                out.append(Tag.uint.rawValue)
                Self.varint(number, into: &out)
            case .double(let number):
                out.append(Tag.double.rawValue)
                withUnsafeBytes(of: number.bitPattern.littleEndian) { out += $0 }
            case .float(let number):
                out.append(Tag.float.rawValue)
                withUnsafeBytes(of: number.bitPattern.littleEndian) { out += $0 }
            case .string(let text):
                out.append(Tag.string.rawValue)
                Self.text(text, into: &out)
            case .keyed(let keyed):
                Self.container(.keyed, count: keyed.keys.count, into: &out) { out in
                    for (key, value) in zip(keyed.keys, keyed.values) {
                        Self.text(key, into: &out)
                        value.write(into: &out)
                    }
                }
            case .unkeyed(let unkeyed):
                Self.container(.unkeyed, count: unkeyed.values.count, into: &out) { out in
                    for value in unkeyed.values { value.write(into: &out) }
                }
            }
        }

        static func varint(_ value: UInt64, into out: inout [UInt8]) {
            var value = value
            while value >= 0x80 {
                out.append(UInt8(value & 0x7F) | 0x80)
                value >>= 7
            }
            out.append(UInt8(value))
        }

        static func text(_ text: String, into out: inout [UInt8]) {
            var text = text
            text.withUTF8 { utf8 in
                varint(UInt64(utf8.count), into: &out)
                out.append(contentsOf: utf8)
            }
        }

        static func container(_ tag: Tag, count: Int, into out: inout [UInt8], body: (inout [UInt8]) -> Void) {
            out.append(tag.rawValue)
            let lengthAt = out.count
            out += [0, 0, 0, 0]
            varint(UInt64(count), into: &out)
            body(&out)
            let length = UInt32(out.count - lengthAt - 4)
            withUnsafeBytes(of: length.littleEndian) { bytes in
                for i in 0..<4 { out[lengthAt + i] = bytes[i] }
            }
        }
    }

    struct CompactEncoder: Encoder {
        let node: Node
        var codingPath: [any CodingKey] = []
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        init(_ node: Node) { self.node = node }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            if case .keyed(let keyed) = node.value { return KeyedEncodingContainer(KeyedEncoding(keyed: keyed)) }
            let keyed = Node.Keyed()
            node.value = .keyed(keyed)
            return KeyedEncodingContainer(KeyedEncoding(keyed: keyed))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            if case .unkeyed(let unkeyed) = node.value { return UnkeyedEncoding(unkeyed: unkeyed) }
            let unkeyed = Node.Unkeyed()
            node.value = .unkeyed(unkeyed)
            return UnkeyedEncoding(unkeyed: unkeyed)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { SingleEncoding(node: node) }

        /// The node of `value`: primitives directly, anything else through its own `encode(to:)`.
        static func node<T: Encodable>(_ value: T) throws -> Node {
            switch value {
            case let text as String: return Node(.string(text))
            case let number as Int: return Node(.int(Int64(number)))
            case let flag as Bool: return Node(.bool(flag))
            case let number as Double: return Node(.double(number))
            default:
                let node = Node()
                try value.encode(to: CompactEncoder(node))
                return node
            }
        }
    }

    struct KeyedEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let keyed: Node.Keyed
        var codingPath: [any CodingKey] { [] }

        @discardableResult
        func add(_ key: Key, _ node: Node = Node()) -> Node {
            keyed.keys.append(key.stringValue)
            keyed.values.append(node)
            return node
        }

        mutating func encodeNil(forKey key: Key) throws { add(key, Node(.null)) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { add(key, Node(.bool(value))) }
        mutating func encode(_ value: String, forKey key: Key) throws { add(key, Node(.string(value))) }
        mutating func encode(_ value: Double, forKey key: Key) throws { add(key, Node(.double(value))) }
        mutating func encode(_ value: Float, forKey key: Key) throws { add(key, Node(.float(value))) }
        mutating func encode(_ value: Int, forKey key: Key) throws { add(key, Node(.int(Int64(value)))) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { add(key, Node(.int(Int64(value)))) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { add(key, Node(.int(Int64(value)))) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { add(key, Node(.int(Int64(value)))) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { add(key, Node(.int(value))) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { add(key, Node(.uint(UInt64(value)))) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { add(key, Node(.uint(UInt64(value)))) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { add(key, Node(.uint(UInt64(value)))) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { add(key, Node(.uint(UInt64(value)))) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { add(key, Node(.uint(value))) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { add(key, try CompactEncoder.node(value)) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                            forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            CompactEncoder(add(key)).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { CompactEncoder(add(key)).unkeyedContainer() }

        mutating func superEncoder() -> any Encoder { superEncoder(forKey: Key(stringValue: "super")!) }

        mutating func superEncoder(forKey key: Key) -> any Encoder { CompactEncoder(add(key)) }
    }

    struct UnkeyedEncoding: UnkeyedEncodingContainer {
        let unkeyed: Node.Unkeyed
        var codingPath: [any CodingKey] { [] }
        var count: Int { unkeyed.values.count }

        @discardableResult
        func add(_ node: Node = Node()) -> Node {
            unkeyed.values.append(node)
            return node
        }

        mutating func encodeNil() throws { add(Node(.null)) }
        mutating func encode(_ value: Bool) throws { add(Node(.bool(value))) }
        mutating func encode(_ value: String) throws { add(Node(.string(value))) }
        mutating func encode(_ value: Double) throws { add(Node(.double(value))) }
        mutating func encode(_ value: Float) throws { add(Node(.float(value))) }
        mutating func encode(_ value: Int) throws { add(Node(.int(Int64(value)))) }
        mutating func encode(_ value: Int8) throws { add(Node(.int(Int64(value)))) }
        mutating func encode(_ value: Int16) throws { add(Node(.int(Int64(value)))) }
        mutating func encode(_ value: Int32) throws { add(Node(.int(Int64(value)))) }
        mutating func encode(_ value: Int64) throws { add(Node(.int(value))) }
        mutating func encode(_ value: UInt) throws { add(Node(.uint(UInt64(value)))) }
        mutating func encode(_ value: UInt8) throws { add(Node(.uint(UInt64(value)))) }
        mutating func encode(_ value: UInt16) throws { add(Node(.uint(UInt64(value)))) }
        mutating func encode(_ value: UInt32) throws { add(Node(.uint(UInt64(value)))) }
        mutating func encode(_ value: UInt64) throws { add(Node(.uint(value))) }
        mutating func encode<T: Encodable>(_ value: T) throws { add(try CompactEncoder.node(value)) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            CompactEncoder(add()).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { CompactEncoder(add()).unkeyedContainer() }

        mutating func superEncoder() -> any Encoder { CompactEncoder(add()) }
    }

    struct SingleEncoding: SingleValueEncodingContainer {
        let node: Node
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() throws { node.value = .null }
        mutating func encode(_ value: Bool) throws { node.value = .bool(value) }
        mutating func encode(_ value: String) throws { node.value = .string(value) }
        mutating func encode(_ value: Double) throws { node.value = .double(value) }
        mutating func encode(_ value: Float) throws { node.value = .float(value) }
        mutating func encode(_ value: Int) throws { node.value = .int(Int64(value)) }
        mutating func encode(_ value: Int8) throws { node.value = .int(Int64(value)) }
        mutating func encode(_ value: Int16) throws { node.value = .int(Int64(value)) }
        mutating func encode(_ value: Int32) throws { node.value = .int(Int64(value)) }
        mutating func encode(_ value: Int64) throws { node.value = .int(value) }
        mutating func encode(_ value: UInt) throws { node.value = .uint(UInt64(value)) }
        mutating func encode(_ value: UInt8) throws { node.value = .uint(UInt64(value)) }
        mutating func encode(_ value: UInt16) throws { node.value = .uint(UInt64(value)) }
        mutating func encode(_ value: UInt32) throws { node.value = .uint(UInt64(value)) }
        mutating func encode(_ value: UInt64) throws { node.value = .uint(value) }
        mutating func encode<T: Encodable>(_ value: T) throws { node.value = try CompactEncoder.node(value).value }
    }
}

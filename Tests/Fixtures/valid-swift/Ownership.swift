import Foundation

/// A file handle that cannot be copied: closing it consumes it.
struct UniqueFile: ~Copyable {
    private let descriptor: Int32
    let path: String

    init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    borrowing func size() -> Int {
        Int(descriptor) * 0 + path.utf8.count
    }

    consuming func close() -> String {
        let name = path
        discard self
        return name
    }

    deinit {
        print("closing \(path) on deinit")
    }
}

struct Token: ~Copyable {
    var value: Int
}

func inspect(_ file: borrowing UniqueFile) -> Int {
    file.size()
}

func finish(_ file: consuming UniqueFile) -> String {
    file.close()
}

func ownershipDemo() {
    let file = UniqueFile(path: "/tmp/log.txt", descriptor: 3)
    _ = inspect(file)
    let moved = consume file
    print(finish(moved))

    var counter = 10
    let snapshot = copy counter
    counter += 1
    print(snapshot, counter)

    let token = Token(value: 7)
    take(token)
}

func take(_ token: consuming Token) {
    print(token.value)
}

func buffer(count: Int) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    bytes.withUnsafeMutableBufferPointer { pointer in
        for index in pointer.indices { pointer[index] = UInt8(truncatingIfNeeded: index) }
    }
    return bytes
}

struct Ring<Element: ~Copyable>: ~Copyable {
    var capacity: Int
}

extension Ring: Copyable where Element: Copyable {}

func sum(_ values: inout [Int], adding extra: borrowing Int) {
    values.append(copy extra)
}

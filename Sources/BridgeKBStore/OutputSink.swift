import Foundation
import BridgeKBModel

/// Where a build puts the files it makes, as it makes them, from any thread: a staging folder that
/// replaces the output folder in one step (``OutputWriter/Staging``), a comparison with the output
/// folder (`build --check`, ``OutputComparison``), or memory (``MemoryOutput``, for tests and
/// callers that want the bytes). A build that streams its pages into a sink never holds the whole
/// site in memory.
public protocol OutputSink: AnyObject, Sendable {
    /// Stores one file under its path relative to the output root.
    func put(_ path: String, _ data: Data) throws
    /// Stores a file that `write` creates at the file-system path it is given (SQLite writes its own
    /// file): the staging folder lets it write in place, other sinks read the result back.
    func put(_ path: String, writing write: (String) throws -> Void) throws
    /// Stores a text file as UTF-8 (the staging folder writes the string's bytes without a copy).
    func put(_ path: String, text: String) throws
    /// Stores a file from bytes valid only during the call (the staging folder writes them without
    /// a copy; a sink that keeps files copies them).
    func put(_ path: String, bytes: UnsafeRawBufferPointer) throws
    /// Stores a group of files (`group`: a path, or a folder ending in `/`) that `make` puts into the
    /// sink it is given, and returns their paths; a sink may keep `make` to run when the group is asked
    /// for (a preview's) and return `linked` instead: the group's paths that pages link to.
    func put(group: String, linked: [String], _ make: @escaping (OutputSink) throws -> [String]) throws -> [String]
    /// Keeps the file the output folder holds at `path` from the last build as this build's file,
    /// without reading it, when the sink can (a staging folder whose caller found the output folder
    /// untouched since that build); false when it cannot, and the caller puts the file.
    func keep(_ path: String) -> Bool
    /// The output folder's file at `path` from the last build, for a file this build makes from it
    /// (kb.sqlite, updated by rows), when the sink can keep that build's files (see ``keep(_:)``);
    /// nil when it cannot, and the caller makes the file anew.
    func earlierFile(_ path: String) -> String?
}

extension OutputSink {
    public func keep(_ path: String) -> Bool { false }

    public func earlierFile(_ path: String) -> String? { nil }

    public func put(_ path: String, text: String) throws {
        try put(path, Data(text.utf8))
    }

    public func put(_ path: String, bytes: UnsafeRawBufferPointer) throws {
        try put(path, Data(bytes))
    }

    public func put(group: String, linked: [String], _ make: @escaping (OutputSink) throws -> [String]) throws -> [String] {
        try make(self)
    }

    public func put(_ path: String, writing write: (String) throws -> Void) throws {
        try put(path, try OutputComparison.written(path, by: write))
    }

    /// A path for a file that `write` makes before a sink reads it back.
    static func temporaryPath() -> String {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("bridgekb-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)").path
    }

    /// The bytes of the file that `write` makes at a temporary path (removed after).
    static func written(_ path: String, by write: (String) throws -> Void) throws -> Data {
        let temporary = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        try write(temporary)
        guard let data = FileManager.default.contents(atPath: temporary) else {
            throw BridgeKBError.io(path: temporary, message: "cannot read back \(path)")
        }
        return data
    }
}

/// A sink that keeps every file in memory (relative path → bytes).
public final class MemoryOutput: OutputSink, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String: Data] = [:]

    public init() {}

    public func put(_ path: String, _ data: Data) throws {
        lock.lock(); stored[path] = data; lock.unlock()
    }

    /// Everything put so far.
    public var files: [String: Data] {
        lock.lock(); defer { lock.unlock() }
        return stored
    }
}

/// A sink that writes nothing and compares every file with the output folder: after the build,
/// ``isCurrent`` says whether the folder holds exactly these files, byte for byte (`build --check`).
public final class OutputComparison: OutputSink, @unchecked Sendable {
    public let target: URL
    private let lock = NSLock()
    private var seen = Set<String>()
    private var differing: [String] = []

    public init(target: URL) { self.target = target.standardizedFileURL }

    public func put(_ path: String, _ data: Data) throws {
        note(path, same: FileManager.default.contents(atPath: target.path + "/" + path) == data)
    }

    /// A database the build writes (kb.sqlite) is compared by content (``KnowledgeBaseStore/sameContent(_:_:)``):
    /// a build that updated the last one's file by rows leaves another file with the same content.
    public func put(_ path: String, writing write: (String) throws -> Void) throws {
        guard path.hasSuffix(".sqlite") else { return try put(path, Self.written(path, by: write)) }
        let temporary = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        try write(temporary)
        note(path, same: KnowledgeBaseStore.sameContent(temporary, target.path + "/" + path))
    }

    private func note(_ path: String, same: Bool) {
        lock.lock(); defer { lock.unlock() }
        seen.insert(path)
        if !same { differing.append(path) }
    }

    /// The files that differ from (or are missing in) the output folder, sorted.
    public var changed: [String] {
        lock.lock(); defer { lock.unlock() }
        return differing.sorted()
    }

    /// Whether the output folder holds exactly the files put, byte for byte, and nothing else.
    public var isCurrent: Bool {
        lock.lock(); let (paths, differing) = (seen, self.differing); lock.unlock()
        return differing.isEmpty && Set(OutputWriter.listFiles(in: target)) == paths
    }
}

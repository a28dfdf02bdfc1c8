import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BridgeKBModel

/// What a content folder and a stored index looked like (sizes and modification times) when the
/// index was known to be built from that content, so a later search can tell it is still current
/// from `stat` calls alone instead of reading and hashing every guide.
///
/// Kept outside the repository, in `$BRIDGEKB_CACHE_DIR`, else `$XDG_CACHE_HOME/bridgekb`, else
/// `~/.cache/bridgekb`, one small text file per (index, content) pair (a line per file: JSON
/// decoding thousands of entries would cost more than the check saves). Any difference — a file or
/// folder added, removed, resized or touched, the index rewritten — sends the caller back to the
/// full content hash; so does a file modified within two seconds before the stamp was taken (it
/// could change again within the same timestamp).
public struct IndexStamp: Equatable, Sendable {
    /// Size and modification time (nanoseconds since 1970) of one file or folder.
    public struct State: Equatable, Sendable {
        public var size: Int64
        public var modified: Int64
    }

    public var contentHash: String
    public var index: State
    /// The content folder and its subfolders, by path relative to the content folder ("" for itself).
    public var folders: [String: State]
    /// Every file of those folders, by relative path.
    public var files: [String: State]
    /// When the stamp was taken (nanoseconds since 1970).
    public var taken: Int64

    // MARK: - Taking and checking

    /// What a content folder looked like at one moment: its folders' and files' states, and when.
    public struct ContentState: Sendable {
        var folders: [String: State]
        var files: [String: State]
        var taken: Int64
    }

    /// The current state of `content` and `index`, stamped with the hash the index was built from;
    /// `nil` when either cannot be read or a file is too recent to be trusted.
    public static func take(content: URL, index: String, contentHash: String) -> IndexStamp? {
        scan(content: content).flatMap { take($0, index: index, contentHash: contentHash) }
    }

    /// The stamp of `index` built from content that was as `content` says (taken before the content was
    /// read: a file changed since then makes the stamp stale, never wrongly current); `nil` when the
    /// index cannot be read or a file was too recent to be trusted.
    public static func take(_ content: ContentState, index: String, contentHash: String) -> IndexStamp? {
        guard let indexState = state(index) else { return nil }
        let racy = content.taken - 2_000_000_000
        guard !content.files.values.contains(where: { $0.modified >= racy }), !content.folders.values.contains(where: { $0.modified >= racy })
        else { return nil }
        return IndexStamp(contentHash: contentHash, index: indexState, folders: content.folders, files: content.files, taken: content.taken)
    }

    /// The state of `content` now (``ContentState``); `nil` when it cannot be read.
    public static func scan(content: URL) -> ContentState? {
        let now = Int64(Date().timeIntervalSince1970 * 1e9)
        return scan(content).map { ContentState(folders: $0.folders, files: $0.files, taken: now) }
    }

    /// Whether the stamp stored for `content` and `index` exists and both are exactly as it says
    /// (by `stat` only; no guide is read).
    /// The stamp's lines are checked where they lie in the file, on both cores: at 10,000 guides
    /// this is 22,000 `stat` calls, the largest part of a search.
    public static func isCurrent(content: URL, index: String) -> Bool {
        let root = Array(content.path.utf8)
        return withStampLines(content: content, index: index) { bytes, lines, indexState -> Bool in
            guard state(index) == indexState else { return false }
            let entries = lines[4...].filter { !$0.isEmpty }
            // Not a `parallelMap`: each half stops at its first changed file (a stale index is the
            // common case after an edit), which a map over every line could not do.
            let halves = 2
            var current = [Bool](repeating: true, count: halves)
            current.withUnsafeMutableBufferPointer { results in
                let results = results
                DispatchQueue.concurrentPerform(iterations: halves) { half in
                    var path = root
                    for n in stride(from: entries.startIndex + half, to: entries.endIndex, by: halves) {
                        guard let entry = entry(bytes, entries[n]) else { results[half] = false; return }
                        path.removeSubrange(root.count...)
                        if !entry.path.isEmpty { path.append(0x2F); path.append(contentsOf: bytes[entry.path]) }
                        path.append(0)
                        let found = path.withUnsafeBufferPointer { state(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self)) }
                        guard found == entry.state else { results[half] = false; return }
                    }
                }
            }
            return !current.contains(false)
        } ?? false
    }

    /// Calls `body` with the stored stamp's bytes, its lines and the index state it records, when
    /// the stamp exists and its header and fixed lines read; `nil` otherwise. Read byte by byte: at
    /// a thousand guides a stamp has thousands of lines, and String splitting would cost a good part
    /// of a search.
    private static func withStampLines<T>(content: URL, index: String,
                                          _ body: (UnsafeBufferPointer<UInt8>, [Range<Int>], State) -> T?) -> T? {
        guard let data = FileManager.default.contents(atPath: location(content: content, index: index).path) else { return nil }
        return data.withUnsafeBytes { raw -> T? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var lines: [Range<Int>] = []
            lines.reserveCapacity(bytes.count / 40)
            var start = 0
            for i in bytes.indices where bytes[i] == 0x0A { lines.append(start..<i); start = i + 1 }
            guard lines.count >= 4,
                  String(decoding: UnsafeBufferPointer(rebasing: bytes[lines[0]]), as: UTF8.self) == header else { return nil }
            var position = lines[3].lowerBound
            guard let size = number(bytes, lines[3], &position), let modified = number(bytes, lines[3], &position) else { return nil }
            return body(bytes, lines, State(size: size, modified: modified))
        }
    }

    /// One entry line, "d|f SIZE MTIME PATH" (the path last, so it may hold spaces): whether it is a
    /// folder, its stamped state and the range of its path.
    private static func entry(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> (folder: Bool, state: State, path: Range<Int>)? {
        guard line.count >= 2, bytes[line.lowerBound + 1] == 0x20 else { return nil }
        var p = line.lowerBound + 2
        guard let size = number(bytes, line, &p), let modified = number(bytes, line, &p) else { return nil }
        return (bytes[line.lowerBound] == UInt8(ascii: "d"), State(size: size, modified: modified), min(p, line.upperBound)..<line.upperBound)
    }

    /// A decimal number from `position` to the next space or the end of `range`; moves past the space.
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ position: inout Int) -> Int64? {
        var value: Int64 = 0, digits = 0, negative = false
        if position < range.upperBound, bytes[position] == 0x2D { negative = true; position += 1 }
        while position < range.upperBound, bytes[position] != 0x20 {
            let digit = bytes[position] &- 0x30
            guard digit < 10 else { return nil }
            value = value &* 10 &+ Int64(digit); digits += 1; position += 1
        }
        position += 1
        return digits > 0 ? (negative ? -value : value) : nil
    }

    // MARK: - Storing

    /// The folder that stands in for `$BRIDGEKB_CACHE_DIR` in this process when set: the tests' own
    /// folder. Tests must not `setenv` it: other test threads read the environment meanwhile, and
    /// glibc's `setenv` may free the array they are reading.
    public static let cacheFolderOverride = Locked<URL?>(nil)

    /// The stamp file for an (index, content) pair.
    public static func location(content: URL, index: String) -> URL {
        let environment = ProcessInfo.processInfo.environment
        let base: URL
        if let folder = cacheFolderOverride.withLock({ $0 }) {
            base = folder
        } else if let dir = environment["BRIDGEKB_CACHE_DIR"], !dir.isEmpty {
            base = URL(fileURLWithPath: dir)
        } else if let dir = environment["XDG_CACHE_HOME"], !dir.isEmpty {
            base = URL(fileURLWithPath: dir).appendingPathComponent("bridgekb")
        } else {
            base = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/bridgekb")
        }
        let key = URL(fileURLWithPath: index).standardizedFileURL.path + "\u{0}" + content.standardizedFileURL.path
        return base.appendingPathComponent("stamps").appendingPathComponent(String(FNV1a.hash(key.utf8), radix: 16) + ".stamp")
    }

    static let header = "bridgekb-stamp 1"

    /// The stored stamp, if any and readable.
    public static func load(content: URL, index: String) -> IndexStamp? {
        withStampLines(content: content, index: index) { bytes, lines, indexState -> IndexStamp? in
            func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
            var position = lines[2].lowerBound
            guard let taken = number(bytes, lines[2], &position) else { return nil }
            var folders: [String: State] = [:], files: [String: State] = [:]
            files.reserveCapacity(lines.count)
            for line in lines.dropFirst(4) where !line.isEmpty {
                guard let entry = entry(bytes, line) else { return nil }
                if entry.folder { folders[text(entry.path)] = entry.state } else { files[text(entry.path)] = entry.state }
            }
            return IndexStamp(contentHash: text(lines[1]), index: indexState, folders: folders, files: files, taken: taken)
        }
    }

    /// Stores the stamp; a cache, so failures are ignored.
    public func save(content: URL, index: String) {
        let url = IndexStamp.location(content: content, index: index)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        var text = [IndexStamp.header, contentHash, String(taken), "\(self.index.size) \(self.index.modified)"]
        text += folders.keys.sorted().map { "d \(folders[$0]!.size) \(folders[$0]!.modified) \($0)" }
        text += files.keys.sorted().map { "f \(files[$0]!.size) \(files[$0]!.modified) \($0)" }
        try? FileBytes.replace(url.path, with: Data((text.joined(separator: "\n") + "\n").utf8))
    }

    /// Removes the stored stamp, if any.
    public static func remove(content: URL, index: String) {
        try? FileManager.default.removeItem(at: location(content: content, index: index))
    }

    // MARK: - File system

    /// Size and modification time from `stat`, or `nil` when the path does not exist.
    static func state(_ path: String) -> State? {
        path.withCString { state($0) }
    }

    /// ``state(_:)`` for a NUL-terminated path.
    static func state(_ path: UnsafePointer<CChar>) -> State? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
        let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
        return State(size: Int64(info.st_size), modified: modified)
    }

    /// The content folder, its immediate subfolders, and the files of both.
    private static func scan(_ root: URL) -> (folders: [String: State], files: [String: State])? {
        let fm = FileManager.default
        guard let rootState = state(root.path), let names = try? fm.contentsOfDirectory(atPath: root.path) else { return nil }
        var folders = ["": rootState]
        var files: [String: State] = [:]
        for name in names {
            var isDirectory: ObjCBool = false
            let full = root.path + "/" + name
            guard fm.fileExists(atPath: full, isDirectory: &isDirectory), let entry = state(full) else { continue }
            guard isDirectory.boolValue else { files[name] = entry; continue }
            folders[name] = entry
            for child in (try? fm.contentsOfDirectory(atPath: full)) ?? [] {
                if let childState = state(full + "/" + child) { files[name + "/" + child] = childState }
            }
        }
        return (folders, files)
    }
}

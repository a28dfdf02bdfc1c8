import Foundation

/// A folder of build results keyed by a hash of their inputs (`.bridgekb-cache/` next to the output,
/// or `--cache DIR`): per-guide stages, rendered pages and page checks are looked up before they are
/// computed. Every key includes the tool's identity (``toolStamp``), so a new bridgekb never reads an
/// old one's results. Thread-safe; a missing or unreadable entry is simply a miss, and a failed write
/// is ignored (the cache never changes what a build outputs, only how fast).
public final class BuildCache: @unchecked Sendable {
    public let root: URL
    /// The identity of the running tool (its format version and executable), mixed into every key.
    public let toolStamp: String
    private let lock = NSLock()
    private var used = Set<String>()
    private var hits = 0, misses = 0
    private var folders = Set<String>()

    public init(root: URL, toolStamp: String) {
        self.root = root.standardizedFileURL
        self.toolStamp = toolStamp
    }

    /// A key for `kind` (`guide`, `page`, `check`…) from the tool stamp and `parts`.
    public func key(_ kind: String, _ parts: (inout ContentHasher) -> Void) -> String {
        var hasher = ContentHasher()
        hasher.combine(toolStamp)
        hasher.combine(kind)
        parts(&hasher)
        return kind + "-" + hasher.finalize()
    }

    private func url(_ key: String) -> URL {
        // Two-level fan-out keeps folders small at 10,000 guides.
        let hash = key.split(separator: "-").last.map(String.init) ?? key
        return root.appendingPathComponent(String(hash.prefix(2))).appendingPathComponent(key)
    }

    /// The stored bytes for `key`, or nil.
    public func data(for key: String) -> Data? {
        let data = try? Data(contentsOf: url(key))
        lock.lock(); defer { lock.unlock() }
        used.insert(key)
        if data == nil { misses += 1 } else { hits += 1 }
        return data
    }

    /// Stores `data` under `key` (written to a temporary name, then renamed, so readers never see half a file).
    public func store(_ data: Data, for key: String) {
        let target = url(key)
        let fm = FileManager.default
        let folder = target.deletingLastPathComponent()
        lock.lock(); let known = folders.contains(folder.path); lock.unlock()
        if !known {
            try? fm.createDirectory(at: folder, withIntermediateDirectories: true)
            lock.lock(); folders.insert(folder.path); lock.unlock()
        }
        let temporary = target.deletingLastPathComponent().appendingPathComponent(".\(key).\(UUID().uuidString.prefix(8))")
        do {
            try FileBytes.write(data, to: temporary.path)
            // rename(2) replaces an existing entry in one step.
            guard rename(temporary.path, target.path) == 0 else { throw BridgeKBError.io(path: target.path, message: "rename failed") }
        } catch {
            try? fm.removeItem(at: temporary)
        }
        lock.lock(); used.insert(key); lock.unlock()
    }

    /// A decoded value for `key`, or nil on a miss or when it no longer decodes.
    public func value<T: Decodable>(_ type: T.Type, for key: String) -> T? {
        guard let data = data(for: key) else { return nil }
        return try? JSONDecoder().decode(T.self, from: data)
    }

    public func store<T: Encodable>(_ value: T, for key: String) {
        guard let data = try? JSONEncoder().encode(value) else { return }
        store(data, for: key)
    }

    /// Hits and misses so far.
    public var statistics: (hits: Int, misses: Int) {
        lock.lock(); defer { lock.unlock() }
        return (hits, misses)
    }

    /// Removes every entry this build neither read nor wrote, so the cache does not grow without
    /// bound as guides change.
    public func prune() {
        lock.lock(); let keep = used; lock.unlock()
        let fm = FileManager.default
        for folder in (try? fm.contentsOfDirectory(atPath: root.path)) ?? [] {
            let folderURL = root.appendingPathComponent(folder)
            for name in (try? fm.contentsOfDirectory(atPath: folderURL.path)) ?? [] where !keep.contains(name) {
                try? fm.removeItem(at: folderURL.appendingPathComponent(name))
            }
        }
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#endif
import BridgeKBModel

/// A folder of build results keyed by a hash of their inputs (`.bridgekb/cache/` in the project, or
/// `--cache DIR`): per-guide stages, rendered pages and page checks are looked up before they are
/// computed. Every key includes the tool's identity (``toolStamp``), so a new bridgekb never reads an
/// old one's results. Thread-safe; a missing entry is simply a miss, and a failed write is ignored.
///
/// The cache can only change how fast a build is, never what it outputs: each entry carries a header
/// — format, a hash of the tool stamp, its own key, the payload's length and checksum — and an entry
/// whose header does not match (truncated, garbled, copied under another key, written by another
/// tool), or that is not a plain file, is dropped with a note (``dropped``) and computed again, as is
/// one its reader rejects (``drop(_:reason:)``). The checksum finds damage, not forgery: whoever can
/// write the cache can write a valid entry, which is why cached pages are checked again like fresh ones.
///
/// The cache writes only below its root and only its own files: the root and its two-hex-digit
/// folders are opened without following links (``ConfinedFolder``) — a root that is a link, or lies
/// below one inside the base it was given, is refused with a note (``refusal``) and the build goes on
/// without a cache — and the prune removes only regular files with the cache's own names
/// (`<kind>-<32 hex digits>`, and its temporary files) in its own two-hex-digit folders.
public final class BuildCache: @unchecked Sendable {
    public let root: URL
    /// The folder the root was opened from: only components below it are checked for links.
    private let base: URL
    private let components: [String]
    private var opened: ConfinedFolder?
    private var openAttempted = false
    private var refused: ConfinedFolder.Refusal?
    /// The identity of the running tool (its format version and executable), mixed into every key.
    public let toolStamp: String
    private let toolHash: String
    private let lock = NSLock()
    private var used = Set<String>()
    private var hits = 0, misses = 0
    private var droppedEntries: [(key: String, reason: String)] = []
    /// The entries of a cache kept in memory (``inMemory(toolStamp:)``), or nil for a folder.
    private var memory: [String: Data]?
    /// The values of a cache kept in memory (``store(_:for:)``), as they were stored: never encoded.
    private var values: [String: Any] = [:]

    /// A cache in the folder `root` (its parent may be a link the user named; `root` may not).
    public convenience init(root: URL, toolStamp: String) {
        let root = root.standardizedFileURL
        self.init(base: root.deletingLastPathComponent(), components: [root.lastPathComponent], toolStamp: toolStamp)
    }

    /// A cache in the folder `components` below `base` (`.bridgekb`, `cache` below the project
    /// folder): no component may be a link.
    public init(base: URL, components: [String], toolStamp: String) {
        self.base = base.standardizedFileURL
        self.components = components
        self.root = components.reduce(self.base) { $0.appendingPathComponent($1) }
        self.toolStamp = toolStamp
        toolHash = ContentHasher.hash(Data(toolStamp.utf8))
    }

    /// The root folder, opened (and created) at first use; nil when it was refused.
    private var folder: ConfinedFolder? {
        lock.lock(); defer { lock.unlock() }
        if !openAttempted {
            openAttempted = true
            switch ConfinedFolder.open(components, under: base.path, create: true) {
            case .success(let folder): opened = folder
            case .failure(let refusal): refused = refusal
            }
        }
        return opened
    }

    /// Why the cache folder was not used (a link in its path, something other than a folder), once
    /// a build tried to use it; the build then goes on without a cache.
    public var refusal: ConfinedFolder.Refusal? {
        lock.lock(); defer { lock.unlock() }
        return refused
    }

    /// Whether `name` is one the cache gives its entries (`page-<32 hex digits>`) or their temporary
    /// files (`.<entry>.tmp-…`, and `.<entry>.<8 characters>` of earlier versions).
    static func isOwnName(_ name: String) -> Bool {
        // On the UTF-8 bytes: the prune asks this of every entry of the cache (50,000 at 1,000 guides).
        func isKey(_ key: Substring.UTF8View) -> Bool {
            guard let dash = key.lastIndex(of: 0x2D) else { return false }
            let kind = key[..<dash], hash = key[key.index(after: dash)...]
            return hash.count == 32 && hash.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
                && !kind.isEmpty && kind.first != 0x2D && kind.allSatisfy { (0x61...0x7A).contains($0) || $0 == 0x2D }
        }
        if isKey(Substring(name).utf8) { return true }
        guard name.hasPrefix("."), let dot = name.dropFirst().firstIndex(of: ".") else { return false }
        let suffix = name[name.index(after: dot)...]
        return isKey(name[name.index(after: name.startIndex)..<dot].utf8) && (suffix.hasPrefix("tmp-") || suffix.count == 8)
    }

    /// Whether `name` is one of the cache's two-hex-digit folders.
    static func isFanOutFolder(_ name: String) -> Bool {
        name.count == 2 && name.allSatisfy { $0.isHexDigit && !$0.isUppercase }
    }

    /// A cache in this process's memory (`serve`'s rebuilds): nothing is written to disk, and what it
    /// gives back never left the process, so stages may take it without checking it again
    /// (``Memo/values``). At 100 guides, re-checking every unchanged page was most of a rebuild.
    /// Values (``store(_:for:)``) are kept as they are, not encoded: decoding 99 unchanged guides
    /// from JSON was 0.4 s of a 100-guide rebuild.
    public static func inMemory(toolStamp: String) -> BuildCache {
        let cache = BuildCache(root: URL(fileURLWithPath: "/nonexistent-bridgekb-memory-cache"), toolStamp: toolStamp)
        cache.memory = [:]
        return cache
    }

    /// Whether entries are kept in memory rather than in a folder.
    public var isInMemory: Bool {
        lock.lock(); defer { lock.unlock() }
        return memory != nil
    }

    static let magic = "bridgekb-cache-entry 1"

    /// A key for `kind` (`guide`, `page`, `check`…) from the tool stamp and `parts`.
    public func key(_ kind: String, _ parts: (inout ContentHasher) -> Void) -> String {
        var hasher = ContentHasher()
        hasher.combine(toolStamp)
        hasher.combine(kind)
        parts(&hasher)
        return kind + "-" + hasher.finalize()
    }

    /// Where the entry for `key` is stored.
    public func url(_ key: String) -> URL {
        // Two-level fan-out keeps folders small at 10,000 guides.
        let hash = key.split(separator: "-").last.map(String.init) ?? key
        return root.appendingPathComponent(String(hash.prefix(2))).appendingPathComponent(key)
    }

    /// The stored bytes for `key`, or nil (a miss, or an entry dropped as damaged).
    public func data(for key: String) -> Data? {
        lock.lock()
        if let memory {
            defer { lock.unlock() }
            return note(key, memory[key])
        }
        lock.unlock()
        let entry = url(key)
        var payload: Data?
        guard let folder, Self.isOwnName(key) else { return miss(key) }
        switch folder.read([entry.deletingLastPathComponent().lastPathComponent, key]) {
        case .success(let data):
            switch unwrap(data, key: key) {
            case .success(let unwrapped): payload = unwrapped
            case .failure(let problem): drop(key, reason: problem.reason)
            }
        case .failure(.missing): break
        case .failure(let refusal): drop(key, reason: refusal.message)
        }
        lock.lock(); defer { lock.unlock() }
        return note(key, payload)
    }

    private func miss(_ key: String) -> Data? {
        lock.lock(); defer { lock.unlock() }
        return note(key, nil)
    }

    /// Records that this build used `key` and whether it was found; `found` itself. Under `lock`.
    private func note<T>(_ key: String, _ found: T?) -> T? {
        used.insert(key)
        if found == nil { misses += 1 } else { hits += 1 }
        return found
    }

    /// Why an entry's header does not fit it.
    private struct Damage: Error { var reason: String }

    /// The payload of a stored entry after its header: `magic`, tool hash, key, length, checksum, one a line.
    private func unwrap(_ data: Data, key: String) -> Result<Data, Damage> {
        var lines: [Substring] = []
        var start = data.startIndex
        while lines.count < 5, let newline = data[start...].firstIndex(of: 0x0A) {
            lines.append(Substring(String(decoding: data[start..<newline], as: UTF8.self)))
            start = newline + 1
        }
        guard lines.count == 5, lines[0] == Self.magic else { return .failure(Damage(reason: "not a cache entry (no header)")) }
        guard lines[1] == toolHash else { return .failure(Damage(reason: "written by another bridgekb")) }
        guard lines[2] == key else { return .failure(Damage(reason: "stored under another key")) }
        let payload = data[start...]
        guard Int(lines[3]) == payload.count else { return .failure(Damage(reason: "truncated or extended (length differs)")) }
        guard lines[4] == ContentHasher.hash(Data(payload)) else { return .failure(Damage(reason: "garbled (checksum differs)")) }
        return .success(Data(payload))
    }

    /// Removes the entry for `key`, which its reader could not use, and records why: it is computed
    /// again (and stored afresh) by this build.
    public func drop(_ key: String, reason: String) {
        lock.lock()
        if memory != nil {
            memory![key] = nil; values[key] = nil
            droppedEntries.append((key, reason))
            lock.unlock()
            return
        }
        lock.unlock()
        if let folder, Self.isOwnName(key), case .success(let fanOut) = folder.folder([url(key).deletingLastPathComponent().lastPathComponent], create: false) {
            fanOut.removeFile(key)
        }
        lock.lock(); defer { lock.unlock() }
        droppedEntries.append((key, reason))
    }

    /// The entries dropped so far as damaged, with why, in the order dropped.
    public var dropped: [(key: String, reason: String)] {
        lock.lock(); defer { lock.unlock() }
        return droppedEntries
    }

    /// Stores `data` under `key` (written to a temporary name, then renamed, so readers never see half a file).
    public func store(_ data: Data, for key: String) {
        lock.lock()
        if memory != nil {
            memory![key] = data
            used.insert(key)
            lock.unlock()
            return
        }
        lock.unlock()
        defer { lock.lock(); used.insert(key); lock.unlock() }
        guard let folder, Self.isOwnName(key),
              case .success(let fanOut) = folder.folder([url(key).deletingLastPathComponent().lastPathComponent], create: true) else { return }
        var entry = Data([Self.magic, toolHash, key, String(data.count), ContentHasher.hash(data)].joined(separator: "\n").utf8)
        entry.append(0x0A)
        entry.append(data)
        // A new file renamed over the old entry: readers never see half a file, and a link or a FIFO
        // in the entry's place is refused, never written through.
        _ = fanOut.replaceFile(key, with: entry)
    }

    /// A decoded value for `key`, or nil on a miss or when it no longer decodes.
    public func value<T: Decodable>(_ type: T.Type, for key: String) -> T? {
        lock.lock()
        if memory != nil {
            defer { lock.unlock() }
            return note(key, values[key] as? T)
        }
        lock.unlock()
        guard let data = data(for: key) else { return nil }
        do { return try JSONDecoder().decode(T.self, from: data) } catch {
            drop(key, reason: "does not decode (\(JSONProblem.describe(error, in: data)))")
            return nil
        }
    }

    public func store<T: Encodable>(_ value: T, for key: String) {
        if isInMemory { return store(object: value, for: key) }
        guard let data = try? JSONEncoder().encode(value) else { return }
        store(data, for: key)
    }

    /// The value stored in memory under `key` (``Memo/values``), or nil (a miss, or a cache in a folder).
    func object(for key: String) -> Any? {
        lock.lock(); defer { lock.unlock() }
        return note(key, values[key])
    }

    /// Keeps `value` in memory under `key`; nothing for a cache in a folder.
    func store(object value: Any, for key: String) {
        lock.lock(); defer { lock.unlock() }
        guard memory != nil else { return }
        values[key] = value
        used.insert(key)
    }

    /// Marks the entry for `key` as used by this build without reading it: ``prune()`` keeps it.
    public func retain(_ key: String) {
        lock.lock(); defer { lock.unlock() }
        used.insert(key)
    }

    /// Hits and misses so far.
    public var statistics: (hits: Int, misses: Int) {
        lock.lock(); defer { lock.unlock() }
        return (hits, misses)
    }

    /// Removes every entry this build neither read nor wrote, so the cache does not grow without
    /// bound as guides change. What the next build uses is counted afresh (a cache in memory serves
    /// one build after another).
    public func prune() {
        lock.lock(); let keep = used
        used = []
        if memory != nil {
            memory = memory!.filter { keep.contains($0.key) }
            values = values.filter { keep.contains($0.key) }
            lock.unlock()
            return
        }
        lock.unlock()
        guard let folder else { return }
        for name in folder.names() where Self.isFanOutFolder(name) && folder.kind(of: name) == S_IFDIR {
            guard case .success(let fanOut) = folder.folder([name], create: false) else { continue }
            for entry in fanOut.names() where Self.isOwnName(entry) && !keep.contains(entry) && fanOut.kind(of: entry) == S_IFREG {
                fanOut.removeFile(entry)
            }
        }
    }
}

extension BuildCache {
    /// The cache as a stage sees it: entries by fingerprint, each key made from `salt` (what every
    /// result of the stage depends on besides its own inputs) and the tool's identity.
    public func memo(salt: String = "") -> Memo {
        @Sendable func key(_ fingerprint: String) -> String {
            self.key(String(fingerprint.prefix { $0 != "-" })) { $0.combine(salt); $0.combine(fingerprint) }
        }
        let values = isInMemory ? Memo.Values(load: { self.object(for: key($0)) }, save: { self.store(object: $1, for: key($0)) }) : nil
        var memo = Memo(load: { self.data(for: key($0)) }, save: { self.store($1, for: key($0)) },
                        reject: { self.drop(key($0), reason: $1) }, values: values)
        memo.retain = { self.retain(key($0)) }
        return memo
    }
}

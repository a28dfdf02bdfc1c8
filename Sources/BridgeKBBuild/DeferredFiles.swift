import Foundation
import BridgeKBStore

/// The files of a preview build that no page shows — kb.json, kb.sqlite and the site's search index
/// (`assets/search/`) — made from that build's knowledge base when first asked for, then kept.
///
/// It is the preview's sink: every file goes on to `base`, but each group of files put with
/// ``put(group:linked:_:)`` is kept to be made when one of its files is asked for. They are what
/// `bridgekb build` writes for the same content, byte for byte; a preview just does not make them on
/// every edit (at 100 guides they were half of a rebuild's time). Thread-safe: a group is made once,
/// and a request for it while it is being made waits for it.
public final class DeferredFiles: OutputSink, @unchecked Sendable {
    /// The folder of the search index, whose files are made together.
    static let searchIndexFolder = "assets/search/"

    let base: OutputSink
    private var makers: [String: () throws -> [String: Data]] = [:]
    private let condition = NSCondition()
    private var made: [String: Result<[String: Data], Error>] = [:]
    private var making: Set<String> = []

    init(_ base: OutputSink) { self.base = base }

    public func put(_ path: String, _ data: Data) throws { try base.put(path, data) }
    public func put(_ path: String, text: String) throws { try base.put(path, text: text) }
    public func put(_ path: String, bytes: UnsafeRawBufferPointer) throws { try base.put(path, bytes: bytes) }
    public func put(_ path: String, writing write: (String) throws -> Void) throws { try base.put(path, writing: write) }

    /// Keeps `make` for when the group (a path, or a folder ending in `/` for every file below it) is
    /// asked for; returns `linked`.
    public func put(group: String, linked: [String], _ make: @escaping (OutputSink) throws -> [String]) throws -> [String] {
        condition.lock(); defer { condition.unlock() }
        makers[group] = { let output = MemoryOutput(); _ = try make(output); return output.files }
        return linked
    }

    /// The group `path` (relative to the site's root) falls in, or nil when it is not deferred.
    func group(of path: String) -> String? {
        condition.lock(); defer { condition.unlock() }
        return makers.keys.first { $0.hasSuffix("/") ? path.hasPrefix($0) : path == $0 }
    }

    /// Whether `path` is one of the deferred files (or below a deferred folder).
    public func covers(_ path: String) -> Bool { group(of: path) != nil }

    /// Every file of the group holding `path` (relative path → bytes), made now unless made already;
    /// empty when `path` is not deferred. Rethrows what stopped the group from being made.
    public func files(for path: String) throws -> [String: Data] {
        guard let group = group(of: path) else { return [:] }
        condition.lock()
        while making.contains(group) { condition.wait() }
        if let result = made[group] {
            condition.unlock()
            return try result.get()
        }
        making.insert(group)
        let make = makers[group]!
        condition.unlock()
        let result = Result { try make() }
        condition.lock()
        made[group] = result
        making.remove(group)
        condition.broadcast()
        condition.unlock()
        return try result.get()
    }
}

import Foundation

/// Writes a generated site atomically: everything goes to a temporary folder beside the target, which
/// then replaces the target in one rename, so a failed build leaves the old site whole. Paths are
/// checked so that nothing is written outside the target.
public struct OutputWriter {
    public var target: URL

    public init(target: URL) { self.target = target.standardizedFileURL }

    /// Whether `relativePath` stays inside the output folder (no `..`, no absolute path, no empty part).
    public static func isSafe(_ relativePath: String) -> Bool {
        guard !relativePath.isEmpty, !relativePath.hasPrefix("/"), !relativePath.contains("\\"),
              !relativePath.contains("\0") else { return false }
        return relativePath.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { part in
            !part.isEmpty && part != "." && part != ".."
        }
    }

    /// Replaces the target folder with exactly `files` (relative path → bytes).
    public func write(_ files: [String: Data]) throws {
        let fm = FileManager.default
        let parent = target.deletingLastPathComponent()
        try createDirectory(parent)
        let staging = parent.appendingPathComponent(".\(target.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        do {
            try fm.createDirectory(at: staging, withIntermediateDirectories: true)
            var folders: Set<String> = [""]
            for path in files.keys.sorted() {
                guard Self.isSafe(path) else {
                    throw BridgeKBError.badInput(path: path, message: "refusing to write outside the output folder")
                }
                let folder = path.split(separator: "/").dropLast().joined(separator: "/")
                if folders.insert(folder).inserted { try createDirectory(staging.appendingPathComponent(folder)) }
                try FileBytes.write(files[path]!, to: staging.path + "/" + path)
            }
            try withLock { try swapIn(staging) }
        } catch {
            try? fm.removeItem(at: staging)
            if let error = error as? BridgeKBError { throw error }
            throw BridgeKBError.io(path: target.path, message: "cannot write the output: \(error.localizedDescription)")
        }
    }

    /// Whether the target folder holds exactly `files`, byte for byte.
    public func isCurrent(_ files: [String: Data]) -> Bool {
        let existing = Self.listFiles(in: target)
        guard Set(existing) == Set(files.keys) else { return false }
        return files.allSatisfy { path, data in (try? Data(contentsOf: target.appendingPathComponent(path))) == data }
    }

    /// Relative paths of every regular file under `root`.
    public static func listFiles(in root: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        let base = root.standardizedFileURL.path
        var result: [String] = []
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let path = url.standardizedFileURL.path
            if path.hasPrefix(base + "/") { result.append(String(path.dropFirst(base.count + 1))) }
        }
        return result.sorted()
    }

    /// Runs `body` holding an exclusive lock on `.<target>.lock` beside the target, so two builds
    /// writing the same folder swap their results in one after the other, never interleaved.
    private func withLock<T>(_ body: () throws -> T) throws -> T {
        let lockPath = target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).lock").path
        let fd = open(lockPath, O_CREAT | O_RDWR, 0o644)
        guard fd >= 0 else { throw BridgeKBError.io(path: lockPath, message: "cannot open the output lock") }
        defer { close(fd) }
        guard flock(fd, LOCK_EX) == 0 else { throw BridgeKBError.io(path: lockPath, message: "cannot lock the output folder") }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }

    private func swapIn(_ staging: URL) throws {
        let fm = FileManager.default
        let old = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).old-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        if fm.fileExists(atPath: target.path) {
            try fm.moveItem(at: target, to: old)
        }
        do {
            try fm.moveItem(at: staging, to: target)
        } catch {
            if fm.fileExists(atPath: old.path) { try? fm.moveItem(at: old, to: target) }
            throw error
        }
        try? fm.removeItem(at: old)
    }

    private func createDirectory(_ url: URL) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
}

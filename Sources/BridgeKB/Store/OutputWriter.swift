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
        let staging = try stage()
        do {
            for path in files.keys.sorted() { try staging.put(path, files[path]!) }
            try staging.commit()
        } catch {
            staging.discard()
            throw error
        }
    }

    /// A new, empty staging folder beside the target: put files into it (from any thread), then
    /// ``Staging/commit()`` to make it the target in one step, or ``Staging/discard()`` it.
    public func stage() throws -> Staging {
        let parent = target.deletingLastPathComponent()
        try createDirectory(parent)
        let folder = parent.appendingPathComponent(".\(target.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw BridgeKBError.io(path: folder.path, message: "cannot create the staging folder: \(error.localizedDescription)")
        }
        return Staging(writer: self, folder: folder)
    }

    /// A folder the next output is written into while the old output stays in place.
    public final class Staging: OutputSink, @unchecked Sendable {
        public let writer: OutputWriter
        public let folder: URL
        private let lock = NSLock()
        private var folders: Set<String> = [""]

        /// The permissions a newly written file gets (644 less the umask, read off the new folder).
        private let fileMode: mode_t

        init(writer: OutputWriter, folder: URL) {
            self.writer = writer
            self.folder = folder
            var info = stat()
            fileMode = stat(folder.path, &info) == 0 ? 0o644 & (info.st_mode & 0o777) : 0o644
        }

        /// The file-system path of `relativePath` in the staging folder, its folder created; refuses
        /// paths that would leave the output folder.
        private func prepare(_ relativePath: String) throws -> String {
            guard OutputWriter.isSafe(relativePath) else {
                throw BridgeKBError.badInput(path: relativePath, message: "refusing to write outside the output folder")
            }
            let parent = relativePath.split(separator: "/").dropLast().joined(separator: "/")
            lock.lock(); let known = folders.contains(parent); lock.unlock()
            if !known {
                do {
                    try FileManager.default.createDirectory(at: folder.appendingPathComponent(parent), withIntermediateDirectories: true)
                } catch {
                    throw BridgeKBError.io(path: folder.appendingPathComponent(parent).path, message: "cannot create folder: \(error.localizedDescription)")
                }
                lock.lock(); folders.insert(parent); lock.unlock()
            }
            return folder.path + "/" + relativePath
        }

        public func put(_ path: String, _ data: Data) throws {
            let staged = try prepare(path)
            try data.withUnsafeBytes { try store($0, at: staged, path) }
        }

        public func put(_ path: String, writing write: (String) throws -> Void) throws {
            try write(try prepare(path))
        }

        public func put(_ path: String, text: String) throws {
            var text = text
            try text.withUTF8 { try put(path, bytes: UnsafeRawBufferPointer($0)) }
        }

        public func put(_ path: String, bytes: UnsafeRawBufferPointer) throws {
            try store(bytes, at: try prepare(path), path)
        }

        /// Writes `bytes` at `staged` — or, when the previous output's file at `relativePath` already
        /// holds exactly these bytes (a plain file with the mode a new file gets), links that file
        /// there instead: no data is written, the file keeps its modification time, and removing the
        /// old output after the swap frees nothing still in use. A linked file is never written
        /// through: a path put twice is unlinked before it is written.
        private func store(_ bytes: UnsafeRawBufferPointer, at staged: String, _ relativePath: String) throws {
            if FileBytes.link(writer.target.path + "/" + relativePath, ifItHolds: bytes, mode: fileMode, as: staged) { return }
            unlink(staged)
            try FileBytes.write(bytes, to: staged)
        }

        /// Makes the staging folder the target, holding the output lock.
        public func commit() throws {
            do {
                try writer.withLock { try writer.swapIn(folder) }
            } catch {
                discard()
                if let error = error as? BridgeKBError { throw error }
                throw BridgeKBError.io(path: writer.target.path, message: "cannot write the output: \(error.localizedDescription)")
            }
        }

        /// Removes the staging folder; the target is left as it was.
        public func discard() {
            try? FileManager.default.removeItem(at: folder)
        }
    }

    /// Whether the target folder holds exactly `files`, byte for byte.
    public func isCurrent(_ files: [String: Data]) -> Bool {
        let comparison = OutputComparison(target: target)
        for (path, data) in files { try? comparison.put(path, data) }
        return comparison.isCurrent
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
    fileprivate func withLock<T>(_ body: () throws -> T) throws -> T {
        let lockPath = target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).lock").path
        let fd = open(lockPath, O_CREAT | O_RDWR, 0o644)
        guard fd >= 0 else { throw BridgeKBError.io(path: lockPath, message: "cannot open the output lock") }
        defer { close(fd) }
        guard flock(fd, LOCK_EX) == 0 else { throw BridgeKBError.io(path: lockPath, message: "cannot lock the output folder") }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }

    fileprivate func swapIn(_ staging: URL) throws {
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

import Foundation
#if canImport(Glibc)
import Glibc
import BridgeKBModel
#endif

/// Writes a generated site atomically: everything goes to a temporary folder beside the target, which
/// then trades places with the target in one `renameat2(RENAME_EXCHANGE)`, so a failed build leaves
/// the old site whole and a crash at any moment leaves the old or the new one. Paths are checked so
/// that nothing is written outside the target.
///
/// A build replaces its output folder whole, so it only ever replaces a folder it made: one holding
/// the marker file `.bridgekb-site` (every build writes it), an empty one, or none; never a folder
/// that is or holds one of `protectedFolders` (the working folder, the project, the content, the
/// templates). Anything else is an I/O error that says so, and nothing is touched.
///
/// Beside the target (`Site`), while a build runs: its staging folder `.Site.tmp-<pid>-<random>`,
/// which it holds an `flock` on. A folder of that name that nobody holds was left by a build that
/// died (or, after the exchange, is the old site a dead build did not get to remove): the next build
/// that swaps removes it, under the output lock (`build.lock` in the state folder, `.bridgekb/`).
public struct OutputWriter {
    public var target: URL
    /// The folder holding the output lock (`.bridgekb/` of the project).
    public var stateFolder: URL
    /// Folders the output may neither be nor hold.
    public var protectedFolders: [URL]

    /// `stateFolder`: where the output lock is kept (default: `.bridgekb` beside the target).
    public init(target: URL, stateFolder: URL? = nil, protectedFolders: [URL] = []) {
        self.target = target.standardizedFileURL
        self.stateFolder = (stateFolder ?? self.target.deletingLastPathComponent().appendingPathComponent(".bridgekb")).standardizedFileURL
        self.protectedFolders = protectedFolders
    }

    /// The marker file every build writes into its output folder: a folder holding it is one a build
    /// made, and the next build may replace it.
    public static let markerName = ".bridgekb-site"
    /// What the marker file says.
    public static let marker = Data("This folder is a site built by bridgekb; the next build replaces it whole.\n".utf8)

    /// Whether `relativePath` stays inside the output folder (no `..`, no absolute path, no empty part,
    /// no backslash or NUL). Read as the file system reads it, byte by byte: a combining mark after a
    /// slash does not hide the slash (it runs for every file a build puts or keeps).
    public static func isSafe(_ relativePath: String) -> Bool {
        var partLength = 0, dots = 0
        for byte in relativePath.utf8 {
            switch byte {
            case UInt8(ascii: "/"):
                guard partLength > 0, dots != partLength || dots > 2 else { return false }
                partLength = 0; dots = 0
                continue
            case UInt8(ascii: "\\"), 0:
                return false
            case UInt8(ascii: "."):
                dots += 1
            default:
                break
            }
            partLength += 1
        }
        return partLength > 0 && (dots != partLength || dots > 2)
    }

    /// Replaces the target folder with exactly `files` (relative path → bytes).
    public func write(_ files: [String: Data]) throws {
        let staging = try stage()
        do {
            for path in files.keys.sorted() { try staging.put(path, files[path]!) }
            try staging.commit()
            staging.finish()
        } catch {
            staging.discard()
            throw error
        }
    }

    /// A new, empty staging folder beside the target: put files into it (from any thread), then
    /// ``Staging/commit()`` to make it the target in one step, or ``Staging/discard()`` it.
    public func stage() throws -> Staging {
        let parent = target.deletingLastPathComponent()
        try refuseUnsafeTarget()
        try createDirectory(parent)
        for _ in 0..<3 {
            let folder = parent.appendingPathComponent(stagingPrefix + "\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
            guard mkdir(folder.path, 0o755) == 0 else {
                throw BridgeKBError.io(path: folder.path, message: "cannot create the staging folder (\(String(cString: strerror(errno))))")
            }
            // Held until the folder is swapped in or discarded (or the process dies): it tells other
            // builds that this folder is in use. Another build's cleanup may have taken the folder
            // between the mkdir and the lock: then it is gone (or locked), and a new one is made.
            let holder = open(folder.path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            var byPath = stat(), held = stat()
            if holder >= 0, flock(holder, LOCK_EX | LOCK_NB) == 0, fstat(holder, &held) == 0, lstat(folder.path, &byPath) == 0,
               byPath.st_ino == held.st_ino, byPath.st_dev == held.st_dev {
                let staging = Staging(writer: self, folder: folder, holder: holder)
                do { try staging.put(Self.markerName, Self.marker) } catch {
                    staging.discard()
                    throw error
                }
                return staging
            }
            if holder >= 0 { close(holder) }
        }
        throw BridgeKBError.io(path: parent.path, message: "cannot create and lock a staging folder")
    }

    /// Refuses an output path that holds something other than a folder (or a link), a folder that is
    /// or holds a protected one, and a folder no build made: a build would replace it with the site.
    public func refuseUnsafeTarget() throws {
        if let problem = OutputTargetCheck.problem(target: target, protectedFolders: protectedFolders) {
            throw BridgeKBError.io(path: target.path, message: problem)
        }
    }

    /// `.Site.tmp-`: the names of staging folders (and, after an exchange, of the old output).
    var stagingPrefix: String { Self.stagingPrefix(of: target) }

    static func stagingPrefix(of target: URL) -> String { ".\(target.lastPathComponent).tmp-" }

    /// Whether a staging folder stands beside `target`: a build killed before it cleaned up (the next
    /// build that writes removes it under the lock), or one running now.
    public static func hasStaging(beside target: URL) -> Bool {
        let prefix = stagingPrefix(of: target)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: target.deletingLastPathComponent().path)) ?? []
        return names.contains { $0.hasPrefix(prefix) }
    }

    /// A folder the next output is written into while the old output stays in place.
    public final class Staging: OutputSink, @unchecked Sendable {
        public let writer: OutputWriter
        public let folder: URL
        private let lock = NSLock()
        private var folders: Set<String> = [""]
        /// The removal of the old output after ``commit()``.
        private let removal = DispatchGroup()
        /// The folders ``keep(_:)`` links from and into, by relative path (see ``folderPair(_:)``).
        private var openFolders: [String: (Int32, Int32)] = [:]

        /// The permissions a newly written file gets (644 less the umask, read off the new folder).
        private let fileMode: mode_t
        /// The open staging folder, locked while this build uses it (-1 once released).
        private var holder: Int32
        /// Whether ``keep(_:)`` links the output folder's files: set, before any file is put, by a
        /// caller that found the output folder exactly as the last build left it (``FolderState``).
        public var keepsEarlierFiles = false

        init(writer: OutputWriter, folder: URL, holder: Int32) {
            self.writer = writer
            self.folder = folder
            self.holder = holder
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
                    throw BridgeKBError.io(path: folder.appendingPathComponent(parent).path, message: "cannot create folder (\(ErrorText.describe(error)))")
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

        /// Links the output folder's file at `relativePath` into the staging folder, when
        /// ``keepsEarlierFiles``: the last build wrote it and nobody touched it since. Nothing is read.
        public func keep(_ relativePath: String) -> Bool {
            guard keepsEarlierFiles, OutputWriter.isSafe(relativePath) else { return false }
            let slash = relativePath.lastIndex(of: "/")
            let parent = slash.map { String(relativePath[..<$0]) } ?? ""
            let name = slash.map { String(relativePath[relativePath.index(after: $0)...]) } ?? relativePath
            guard let (earlier, staged) = folderPair(parent) else { return false }
            var info = stat()
            // A plain file with the mode a new file gets (the umask may have changed since).
            guard fstatat(earlier, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFREG,
                  info.st_mode & 0o7777 == fileMode else { return false }
            return linkat(earlier, name, staged, name, 0) == 0
        }

        /// The output folder's file at `relativePath`, when ``keepsEarlierFiles`` and it is a plain file.
        public func earlierFile(_ relativePath: String) -> String? {
            let path = writer.target.path + "/" + relativePath
            var info = stat()
            guard keepsEarlierFiles, OutputWriter.isSafe(relativePath), lstat(path, &info) == 0,
                  info.st_mode & S_IFMT == S_IFREG else { return nil }
            return path
        }

        /// The output folder's folder `parent` and the staging folder's (made when missing), opened
        /// once each: a kept file is then looked up and linked by its name alone, not by two paths
        /// walked from the root (46,000 links in a one-guide rebuild at 1,000 guides). Nil when
        /// either cannot be opened.
        private func folderPair(_ parent: String) -> (Int32, Int32)? {
            lock.lock()
            if let pair = openFolders[parent] { lock.unlock(); return pair }
            lock.unlock()
            guard (try? prepare(parent.isEmpty ? "x" : parent + "/x")) != nil else { return nil }
            let flags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC
            let earlier = open(writer.target.path + (parent.isEmpty ? "" : "/" + parent), flags)
            let staged = open(folder.path + (parent.isEmpty ? "" : "/" + parent), flags)
            guard earlier >= 0, staged >= 0 else {
                if earlier >= 0 { close(earlier) }
                if staged >= 0 { close(staged) }
                return nil
            }
            lock.lock(); defer { lock.unlock() }
            if let pair = openFolders[parent] {
                close(earlier); close(staged)
                return pair
            }
            openFolders[parent] = (earlier, staged)
            return (earlier, staged)
        }

        /// Closes the folders ``keep(_:)`` opened.
        private func closeFolders() {
            lock.lock(); defer { lock.unlock() }
            for (earlier, staged) in openFolders.values { close(earlier); close(staged) }
            openFolders = [:]
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

        /// Makes the staging folder the target, holding the output lock; first removes what dead
        /// builds left beside it. The old output is removed on another thread, beside whatever the
        /// caller does next, until ``finish()``: removing 60,000 files takes a core for a while, and
        /// under its staging name the old output is no part of the target.
        public func commit() throws {
            OutputWriter.crashPoint("staged")
            do {
                let old = try writer.withLock {
                    writer.removeAbandoned()
                    OutputWriter.crashPoint("locked")
                    return try writer.swapIn(folder)
                }
                if let old { DispatchQueue.global().async(group: removal) { OutputWriter.remove(old) } }
            } catch {
                discard()
                if let error = error as? BridgeKBError { throw error }
                throw BridgeKBError.io(path: writer.target.path, message: "cannot write the output (\(ErrorText.describe(error)))")
            }
            release()
        }

        /// Waits until the old output is removed (``commit()``).
        public func finish() { removal.wait() }

        /// Removes the staging folder; the target is left as it was.
        public func discard() {
            OutputWriter.remove(folder)
            release()
        }

        private func release() {
            closeFolders()
            lock.lock(); defer { lock.unlock() }
            if holder >= 0 { close(holder); holder = -1 }
        }

        deinit {
            for (earlier, staged) in openFolders.values { close(earlier); close(staged) }
            if holder >= 0 { close(holder) }
        }
    }

    /// Whether the target folder holds exactly `files`, byte for byte.
    public func isCurrent(_ files: [String: Data]) -> Bool {
        let comparison = OutputComparison(target: target)
        try? comparison.put(Self.markerName, Self.marker)
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

    /// Opens the state folder and the output lock (creating them), without locking: a link or
    /// anything else in their way is reported before a build does any work.
    public func checkLock() throws {
        try withLockFile { _ in }
    }

    /// Runs `body` holding an exclusive lock on `build.lock` in the state folder, so two builds
    /// writing the same folder swap their results in one after the other, never interleaved. The
    /// state folder and the lock are opened without following links.
    fileprivate func withLock<T>(_ body: () throws -> T) throws -> T {
        try withLockFile { fd in
            guard flock(fd, LOCK_EX) == 0 else { throw BridgeKBError.io(path: stateFolder.path + "/build.lock", message: "cannot lock the output folder") }
            defer { flock(fd, LOCK_UN) }
            return try body()
        }
    }

    /// Runs `body` with the output lock file open (not locked).
    private func withLockFile<T>(_ body: (Int32) throws -> T) throws -> T {
        let folder: ConfinedFolder
        switch ConfinedFolder.open([stateFolder.lastPathComponent], under: stateFolder.deletingLastPathComponent().path, create: true) {
        case .success(let opened): folder = opened
        case .failure(let refusal): throw refusal.error("cannot use the build state folder")
        }
        let fd: Int32
        switch folder.openLockFile("build.lock") {
        case .success(let opened): fd = opened
        case .failure(let refusal): throw refusal.error("cannot open the output lock")
        }
        defer { close(fd) }
        return try body(fd)
    }

    /// Puts `staging` in the target's place in one step. With a target there, the two trade places
    /// (`RENAME_EXCHANGE`): at every moment the target's name holds the old output or the new one,
    /// whole. The old output, now under the staging name, is returned to be removed (a crash before
    /// that leaves it to the next build's ``removeAbandoned()``).
    fileprivate func swapIn(_ staging: URL) throws -> URL? {
        try refuseUnsafeTarget()
        func failure(_ what: String) -> BridgeKBError {
            BridgeKBError.io(path: target.path, message: "cannot \(what) (\(String(cString: strerror(errno))))")
        }
        var info = stat()
        guard lstat(target.path, &info) == 0 else {
            // Nothing to replace: one rename.
            guard rename(staging.path, target.path) == 0 else { throw failure("move the new output into place") }
            return nil
        }
        if RenameExchange.exchange(staging.path, target.path) != 0 {
            guard errno == EINVAL || errno == ENOSYS else { throw failure("swap the new output into place") }
            // A file system without RENAME_EXCHANGE (or a C library without renameat2): two renames,
            // between which the target's name is briefly empty.
            let old = target.deletingLastPathComponent().appendingPathComponent(stagingPrefix + "old-\(UUID().uuidString.prefix(8))")
            guard rename(target.path, old.path) == 0 else { throw failure("move the old output aside") }
            guard rename(staging.path, target.path) == 0 else {
                let error = failure("move the new output into place")
                rename(old.path, target.path)
                throw error
            }
            return old
        }
        OutputWriter.crashPoint("exchanged")
        return staging
    }

    /// Removes the staging folders beside the target that no running build holds: those of builds
    /// that died, and old outputs an exchange left under a staging name. Call holding the output lock.
    func removeAbandoned() {
        let parent = target.deletingLastPathComponent()
        let prefix = stagingPrefix
        for name in (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? [] where name.hasPrefix(prefix) {
            let path = parent.appendingPathComponent(name).path
            let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard fd >= 0 else {
                if errno == ELOOP { unlink(path) }       // never followed: a link is removed as a link
                continue
            }
            // A build that is alive holds its folder; the lock fails at once then. Only a folder a
            // build made (its marker, or empty) is removed: the prefix alone proves nothing.
            let abandoned = flock(fd, LOCK_EX | LOCK_NB) == 0
            close(fd)
            if abandoned, OutputTargetCheck.isReplaceable(path) { Self.remove(URL(fileURLWithPath: path)) }
        }
    }

    /// Removes a site folder (an old output, a discarded or abandoned staging folder) with its marker last:
    /// a process killed part way leaves a folder that still holds the marker, which the next build's
    /// `removeAbandoned` recognises as one a build made and removes. (Removed in any order, a folder
    /// that had lost its marker but not its pages was left beside the output for good.)
    static func remove(_ folder: URL) {
        let files = FileManager.default
        for name in (try? files.contentsOfDirectory(atPath: folder.path)) ?? [] where name != markerName {
            try? files.removeItem(at: folder.appendingPathComponent(name))
        }
        try? files.removeItem(at: folder)
    }

    /// Test hook: `BRIDGEKB_KILL_AT=staged|locked|exchanged` kills the process with SIGKILL at that
    /// step of the swap, as a crash or `kill -9` would (Tests/bridgekbTests/OutputSwapTests.swift).
    static func crashPoint(_ step: String) {
        if crashStep == step { kill(getpid(), SIGKILL) }
    }

    private static let crashStep = ProcessInfo.processInfo.environment["BRIDGEKB_KILL_AT"]

    private func createDirectory(_ url: URL) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Watches folders and everything below them and reports, once changes have settled, which paths
/// changed: inotify on Linux (new subfolders are watched as they appear), or polling sizes and
/// modification times when inotify is unavailable or out of watches.
///
/// `onChange` runs on the watcher's own thread with the absolute paths of what was created,
/// written, removed or renamed (editors' temporary files included) after `quietPeriod` seconds
/// without a change. When inotify's queue overflows, the watched folders themselves are reported:
/// anything below them may have changed. Runs until ``stop()``.
public final class DirectoryWatcher: @unchecked Sendable {
    private let folders: [String]
    private let quietPeriod: TimeInterval
    private let pollInterval: TimeInterval
    private let onChange: (Set<String>) -> Void

    // Owned by the watcher thread once it runs.
    private var inotify: Int32 = -1
    private var watches: [Int32: String] = [:]
    private var stamps: FileStamps?
    private var pending = Set<String>()
    private var lastChange = Date.distantPast

    private let lock = NSLock()
    private var polling = false
    /// The stop pipe: the watcher thread polls the read end (closed when the loop ends); ``stop()``
    /// closes the write end, under `lock` (-1 once closed). Two values, not one array: `stop()` wrote
    /// the array while the watcher thread read it, a data race on the array's storage.
    private let stopReadEnd: Int32
    private var stopWriteEnd: Int32
    private var thread: Thread?
    private let finished = DispatchSemaphore(value: 0)

    /// Starts watching `folders` (changes made once this returns are reported). `forcePolling` skips
    /// inotify. Throws ``ServeError/cannotWatch(path:reason:)`` when a folder is missing. The quiet
    /// period (0.05 s) outlasts an editor's save, a burst of events within milliseconds; at 0.1 s it
    /// was a third of the time from a save to the updated page with Content/.
    public init(folders: [String], quietPeriod: TimeInterval = 0.05, pollInterval: TimeInterval = 0.25,
                forcePolling: Bool = false, onChange: @escaping @Sendable (Set<String>) -> Void) throws {
        self.folders = folders.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        self.quietPeriod = quietPeriod
        self.pollInterval = pollInterval
        self.onChange = onChange
        guard !folders.isEmpty else { throw ServeError.cannotWatch(path: "", reason: "no folder given") }
        for folder in self.folders {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw ServeError.cannotWatch(path: folder, reason: "not a folder")
            }
        }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw ServeError.cannotWatch(path: self.folders[0], reason: "no pipe") }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        (stopReadEnd, stopWriteEnd) = (ends[0], ends[1])
        if !forcePolling { inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC)) }
        if inotify < 0 || !self.folders.allSatisfy({ watchTree($0, reportingFiles: false) }) { switchToPolling() }
        let thread = Thread { [self] in run() }
        thread.name = "bridgekb.watcher"
        self.thread = thread
        thread.start()
    }

    /// Whether it polls rather than using inotify (from the start or since inotify ran out of watches).
    public var isPolling: Bool {
        lock.lock()
        defer { lock.unlock() }
        return polling
    }

    /// Stops watching; no callback starts after this returns (unless called from `onChange`, where it
    /// stops after the callback). Later calls do nothing.
    public func stop() {
        lock.lock()
        let writeEnd = stopWriteEnd
        stopWriteEnd = -1
        lock.unlock()
        guard writeEnd >= 0 else { return }
        close(writeEnd)   // the read end becomes readable: the loop ends
        if Thread.current !== thread { finished.wait() }
    }

    // MARK: - The loop

    private func run() {
        defer {
            if inotify >= 0 { close(inotify) }
            close(stopReadEnd)
            finished.signal()
        }
        while true {
            // Polling: scan every interval. inotify: sleep until an event, or until the quiet period ends.
            let waitSeconds: TimeInterval? = polling ? pollInterval
                : pending.isEmpty ? nil : max(0, quietPeriod - Date().timeIntervalSince(lastChange))
            var descriptors = [pollfd(fd: stopReadEnd, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: inotify, events: Int16(POLLIN), revents: 0)]
            let count = poll(&descriptors, polling ? 1 : 2, waitSeconds.map { Int32(($0 * 1000).rounded(.up)) } ?? -1)
            if count < 0 && errno != EINTR { return }
            if descriptors[0].revents != 0 { return }
            if !polling && descriptors[1].revents != 0 { readEvents() }
            if polling, let earlier = stamps {
                let now = FileStamps(scanning: folders)
                note(now.changes(since: earlier))
                stamps = now
            }
            if !pending.isEmpty && Date().timeIntervalSince(lastChange) >= quietPeriod {
                let changed = pending
                pending = []
                onChange(changed)
            }
        }
    }

    private func note(_ paths: Set<String>) {
        guard !paths.isEmpty else { return }
        pending.formUnion(paths)
        lastChange = Date()
    }

    // MARK: - inotify

    private static let mask = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO
        | IN_ATTRIB | IN_DELETE_SELF | IN_ONLYDIR | IN_DONT_FOLLOW)

    /// Watches `folder` and every folder below it (noting the files found when `reportingFiles`: they
    /// may have been written before the watch existed); false when inotify is out of watches.
    private func watchTree(_ folder: String, reportingFiles: Bool) -> Bool {
        let descriptor = inotify_add_watch(inotify, folder, Self.mask)
        guard descriptor >= 0 else { return errno != ENOSPC && errno != ENOMEM }   // gone already: nothing to watch
        watches[descriptor] = folder
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                guard watchTree(path, reportingFiles: reportingFiles) else { return false }
            }
            if reportingFiles { note([path]) }
        }
        return true
    }

    /// Reads every queued event, noting the paths and watching new folders.
    private func readEvents() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let header = MemoryLayout<inotify_event>.size
        while true {
            let count = read(inotify, &buffer, buffer.count)
            guard count > 0 else { return }
            var offset = 0
            while offset + header <= count {
                let event = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self) }
                let name = String(decoding: buffer[(offset + header) ..< (offset + header + Int(event.len))].prefix { $0 != 0 },
                                  as: UTF8.self)
                offset += header + Int(event.len)
                handle(event, name: name)
                if polling { return }
            }
        }
    }

    private func handle(_ event: inotify_event, name: String) {
        if event.mask & UInt32(IN_Q_OVERFLOW) != 0 { return note(Set(folders)) }
        guard let folder = watches[event.wd] else { return }
        if event.mask & UInt32(IN_IGNORED) != 0 {
            watches[event.wd] = nil
            return
        }
        let path = name.isEmpty ? folder : folder + "/" + name
        note([path])
        guard event.mask & UInt32(IN_ISDIR) != 0 else { return }
        if event.mask & UInt32(IN_MOVED_FROM) != 0 {
            for (descriptor, watched) in watches where watched == path || watched.hasPrefix(path + "/") {
                inotify_rm_watch(inotify, descriptor)
                watches[descriptor] = nil
            }
        }
        if event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 && !watchTree(path, reportingFiles: true) { switchToPolling() }
    }

    /// Gives up on inotify (unavailable, or out of watches) for polling; what changed meanwhile is
    /// unknown, so the watched folders are noted as changed when this happens while running.
    private func switchToPolling() {
        if inotify >= 0 { close(inotify) }
        inotify = -1
        watches = [:]
        if stamps != nil || thread != nil { note(Set(folders)) }
        stamps = FileStamps(scanning: folders)
        lock.lock()
        polling = true
        lock.unlock()
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
import BridgeKBModel
#endif

/// A folder opened once and written below without ever following a link: every folder on the way to
/// it below a base the user named is opened with `O_NOFOLLOW`, and every file and folder in it is
/// created, replaced or removed relative to its descriptor (`openat`, `mkdirat`, `renameat`,
/// `unlinkat`). A link anywhere below the base is refused, never followed, so a write cannot land
/// outside — `.bridgekb -> ../victim` or `translations.lock -> ~/.bashrc` write nothing there.
/// Files are only ever replaced when they are regular files: a FIFO, a device, a folder or a link in
/// the way is refused, never opened (opening a FIFO for writing would block).
public final class ConfinedFolder: @unchecked Sendable {
    /// The folder's path, for messages.
    public let path: String
    /// The open folder (closed when this value goes).
    let descriptor: Int32

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Why a folder could not be opened or a file not written.
    public struct Refusal: Error, Equatable, Sendable {
        /// What was in the way, at `path`.
        public var path: String
        /// "is a symbolic link", "is a FIFO, not a folder", or the system's reason.
        public var reason: String
        /// Whether the refusal is a link in the way (the rest are not-a-folder, not-a-file or system errors).
        public var isLink: Bool
        /// Whether nothing is there (a folder not created because `create` was false).
        public var isMissing = false

        /// An I/O error naming the path.
        public func error(_ doing: String) -> BridgeKBError {
            .io(path: path, message: "\(doing): \(reason)")
        }
    }

    /// Opens the folder at `components` below `base` (`base` itself may be a link: the user named it;
    /// nothing below it may be). `create`: folders that are missing are made (mode 755 less the umask).
    public static func open(_ components: [String], under base: String, create: Bool) -> Result<ConfinedFolder, Refusal> {
        if create, !FileManager.default.fileExists(atPath: base) {
            try? FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        }
        let fd = Glibc.open(base, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(Refusal(path: base, reason: String(cString: strerror(errno)), isLink: false)) }
        return ConfinedFolder(path: base, descriptor: fd).folder(components, create: create)
    }

    /// The folder at `components` below this one, each opened without following a link.
    public func folder(_ components: [String], create: Bool) -> Result<ConfinedFolder, Refusal> {
        var current = self
        for name in components {
            guard Self.isPlainName(name) else {
                return .failure(Refusal(path: current.path + "/" + name, reason: "is not a plain file name", isLink: false))
            }
            let childPath = current.path + "/" + name
            var info = stat()
            if fstatat(current.descriptor, name, &info, AT_SYMLINK_NOFOLLOW) != 0 {
                let code = errno
                guard code == ENOENT, create else {
                    return .failure(Refusal(path: childPath, reason: String(cString: strerror(code)), isLink: false, isMissing: code == ENOENT))
                }
                if mkdirat(current.descriptor, name, 0o755) != 0, errno != EEXIST {
                    return .failure(Refusal(path: childPath, reason: "cannot create the folder (\(String(cString: strerror(errno))))", isLink: false))
                }
            } else if info.st_mode & S_IFMT == S_IFLNK {
                return .failure(Refusal(path: childPath, reason: "is a symbolic link; bridgekb does not write through links", isLink: true))
            } else if info.st_mode & S_IFMT != S_IFDIR {
                return .failure(Refusal(path: childPath, reason: "is \(ConfinedFile.kind(of: info.st_mode)), not a folder", isLink: false))
            }
            let fd = openat(current.descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard fd >= 0 else {
                let link = errno == ELOOP
                return .failure(Refusal(path: childPath, reason: link ? "is a symbolic link; bridgekb does not write through links"
                                                                       : String(cString: strerror(errno)), isLink: link))
            }
            current = ConfinedFolder(path: childPath, descriptor: fd)
        }
        return .success(current)
    }

    /// Whether `name` is one component: not empty, not `.` or `..`, no `/` or NUL.
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\0")
    }

    /// The type bits of `name` in this folder (links not followed), or nil when there is nothing there.
    public func kind(of name: String) -> mode_t? {
        var info = stat()
        guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    /// The names in this folder (without `.` and `..`), unsorted; empty when it cannot be listed.
    public func names() -> [String] {
        let copy = dup(descriptor)
        guard copy >= 0, let stream = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            return []
        }
        defer { closedir(stream) }
        var result: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { result.append(name) }
        }
        return result
    }

    /// Writes `bytes` as the regular file `name`: into a new temporary file in this folder (created
    /// with `O_EXCL | O_NOFOLLOW`), then renamed over `name`, so a reader sees the old file or the new
    /// one. Refused when `name` is anything but a regular file or nothing (a link, a FIFO, a folder).
    public func replaceFile(_ name: String, with bytes: UnsafeRawBufferPointer, mode: mode_t = 0o644) -> Result<Void, Refusal> {
        let target = path + "/" + name
        guard Self.isPlainName(name) else { return .failure(Refusal(path: target, reason: "is not a plain file name", isLink: false)) }
        if let kind = kind(of: name), kind != S_IFREG {
            return .failure(Refusal(path: target, reason: kind == S_IFLNK ? "is a symbolic link; bridgekb does not write through links"
                                                                          : "is \(ConfinedFile.kind(of: kind)), not a file; not replaced",
                                    isLink: kind == S_IFLNK))
        }
        for _ in 0..<4 {
            let temporary = ".\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            let fd = openat(descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
            if fd < 0 {
                if errno == EEXIST { continue }
                return .failure(Refusal(path: target, reason: "cannot create a file (\(String(cString: strerror(errno))))", isLink: false))
            }
            var offset = 0, failure: Int32 = 0
            while offset < bytes.count {
                let written = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                offset += written
            }
            close(fd)
            if failure == 0, renameat(descriptor, temporary, descriptor, name) == 0 { return .success(()) }
            let reason = String(cString: strerror(failure != 0 ? failure : errno))
            unlinkat(descriptor, temporary, 0)
            return .failure(Refusal(path: target, reason: "cannot write (\(reason))", isLink: false))
        }
        return .failure(Refusal(path: target, reason: "cannot create a temporary file", isLink: false))
    }

    public func replaceFile(_ name: String, with data: Data, mode: mode_t = 0o644) -> Result<Void, Refusal> {
        data.withUnsafeBytes { replaceFile(name, with: $0, mode: mode) }
    }

    /// The bytes of the regular file at `components` below this folder (no link followed, nothing but
    /// a regular file opened).
    public func read(_ components: [String]) -> Result<Data, ConfinedFile.Refusal> {
        ConfinedFile.read(components, underDescriptor: descriptor)
    }

    /// The first `count` bytes (or fewer) of the regular file `name`, or nil when it is not one.
    public func head(_ name: String, count: Int) -> Data? {
        guard kind(of: name) == S_IFREG else { return nil }
        let fd = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var data = Data(count: count)
        let read = data.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, count) }
        guard read >= 0 else { return nil }
        data.count = read
        return data
    }

    /// Removes the entry `name` unless it is a folder: a link is removed as a link, a FIFO without
    /// being opened.
    @discardableResult
    public func removeFile(_ name: String) -> Bool {
        guard Self.isPlainName(name), let kind = kind(of: name), kind != S_IFDIR else { return false }
        return unlinkat(descriptor, name, 0) == 0
    }

    /// Opens (creating it if needed) the regular file `name` for locking: a descriptor to `flock`,
    /// which the caller closes. Refused when `name` is a link or anything but a regular file; never
    /// blocks on a FIFO.
    public func openLockFile(_ name: String) -> Result<Int32, Refusal> {
        let target = path + "/" + name
        let fd = openat(descriptor, name, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            let link = errno == ELOOP
            return .failure(Refusal(path: target, reason: link ? "is a symbolic link; bridgekb does not write through links"
                                                               : String(cString: strerror(errno)), isLink: link))
        }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(fd)
            return .failure(Refusal(path: target, reason: "is \(ConfinedFile.kind(of: info.st_mode)), not a file", isLink: false))
        }
        return .success(fd)
    }
}

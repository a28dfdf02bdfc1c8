import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads files without blocking and, below a content folder, without leaving it: a symbolic link is
/// refused rather than followed (`Content/x/en.txt -> /etc/passwd` would publish the system's
/// file), and so is anything that is not a regular file — a FIFO would block the read forever, a
/// device could be endless. Each file is checked with `lstat` before it is opened, opened with
/// `O_NONBLOCK` (and `O_NOFOLLOW` on every step below the folder), and checked again with `fstat`.
public enum ConfinedFile {
    /// Why a file was not read.
    public enum Refusal: Error, Equatable, Sendable {
        case missing
        /// The path, or a folder on the way to it, is a symbolic link.
        case symbolicLink
        /// Something other than a regular file: "a FIFO", "a folder", …
        case notRegular(kind: String)
        /// The system refused (the reason from `strerror`).
        case unreadable(reason: String)

        /// A short lowercase message for a diagnostic.
        public var message: String {
            switch self {
            case .missing: return "cannot read file (\(String(cString: strerror(ENOENT))))"
            case .symbolicLink:
                return "is a symbolic link; content must be files inside the content folder, so links are not followed"
            case .notRegular(let kind): return "not a regular file (\(kind))"
            case .unreadable(let reason): return "cannot read file (\(reason))"
            }
        }

        /// The diagnostic rule for a refused content file.
        public var ruleID: String { self == .symbolicLink ? "content.symlink" : "content.unreadable" }
    }

    /// The bytes of the regular file at `components` below the folder `root`. The root itself may be
    /// a link (the user named it); no component below it may be.
    public static func read(_ components: [String], under root: String) -> Result<Data, Refusal> {
        let folder = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return .failure(refusal(errno)) }
        defer { close(folder) }
        return read(components, underDescriptor: folder)
    }

    /// The bytes of the regular file at `components` below the open folder `root` (which stays open);
    /// no component may be a link.
    public static func read(_ components: [String], underDescriptor root: Int32) -> Result<Data, Refusal> {
        var folder = dup(root)
        guard folder >= 0 else { return .failure(refusal(errno)) }
        defer { close(folder) }
        for (n, name) in components.enumerated() {
            var info = stat()
            guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return .failure(refusal(errno)) }
            if info.st_mode & S_IFMT == S_IFLNK { return .failure(.symbolicLink) }
            if n == components.count - 1 { return readRegular(info) { openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC) } }
            guard info.st_mode & S_IFMT == S_IFDIR else { return .failure(.missing) }   // no folder there
            let next = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard next >= 0 else { return .failure(refusal(errno)) }
            close(folder)
            folder = next
        }
        return .failure(.missing)
    }

    /// The bytes of the regular file at `path` (a path the user named: links are followed).
    public static func read(_ path: String) -> Result<Data, Refusal> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(refusal(errno)) }
        return readRegular(info) { open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
    }

    /// What kind of file `path` is when it is not a regular one (links followed): nil for a regular
    /// file or a missing path, else a refusal saying what it is.
    public static func nonRegularKind(_ path: String) -> Refusal? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT == S_IFREG ? nil : .notRegular(kind: kind(of: info.st_mode))
    }

    /// Opens and reads a file to its end when it is a regular one — checked as `before`, so that a FIFO
    /// or a device is never opened, and again on the open descriptor — then closes it.
    private static func readRegular(_ before: stat, opening: () -> Int32) -> Result<Data, Refusal> {
        guard before.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegular(kind: kind(of: before.st_mode))) }
        let fd = opening()
        guard fd >= 0 else { return .failure(errno == ELOOP ? .symbolicLink : refusal(errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(refusal(errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegular(kind: kind(of: info.st_mode))) }
        // A buffer of the file's size and one byte (the read that finds the end needs room), handed to
        // `Data` as it is: the snapshot keeps every guide's bytes through the whole build, and a buffer
        // grown to read the end held up to twice the file (`Data(count:)` itself rounds up by a third).
        var capacity = max(Int(info.st_size), 0) + 1
        guard var buffer = malloc(capacity) else { return .failure(.unreadable(reason: "out of memory")) }
        var length = 0
        while true {
            if length == capacity {
                capacity += max(65_536, capacity)
                guard let grown = realloc(buffer, capacity) else { free(buffer); return .failure(.unreadable(reason: "out of memory")) }
                buffer = grown
            }
            let count = Glibc.read(fd, buffer + length, capacity - length)
            if count < 0 {
                if errno == EINTR { continue }
                free(buffer)
                return .failure(refusal(errno))
            }
            if count == 0 { break }
            length += count
        }
        return .success(Data(bytesNoCopy: buffer, count: length, deallocator: .free))
    }

    private static func refusal(_ code: Int32) -> Refusal {
        switch code {
        case ENOENT: return .missing
        case ELOOP: return .symbolicLink
        case ENOTDIR: return .missing      // a path through a file: there is nothing at it
        default: return .unreadable(reason: String(cString: strerror(code)))
        }
    }

    /// "a FIFO", "a folder", …
    public static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFDIR: return "a folder"
        case S_IFLNK: return "a symbolic link"
        case S_IFREG: return "a file"
        default: return "not a plain file"
        }
    }
}

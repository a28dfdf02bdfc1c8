import Foundation
#if canImport(Glibc)
import Glibc
import BridgeKBModel
#endif

/// Writes bytes to a file with plain `open`/`write`/`close`. Foundation's `Data.write(to:)` also
/// `fsync`s every file, which made writing a 30,000-page site (and its cache) wait on the disk for
/// minutes; the build's atomicity comes from renaming the whole staging folder, not from each file.
public enum FileBytes {
    public static func write(_ data: Data, to path: String) throws {
        try data.withUnsafeBytes { try write($0, to: path) }
    }

    /// Writes the bytes of `buffer` (a string's UTF-8, say, without copying it into a `Data` first).
    public static func write(_ buffer: UnsafeRawBufferPointer, to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw BridgeKBError.io(path: path, message: String(cString: strerror(errno))) }
        defer { close(fd) }
        var offset = 0
        while offset < buffer.count {
            let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw BridgeKBError.io(path: path, message: String(cString: strerror(errno)))
            }
            offset += written
        }
    }

    /// Links the file at `existing` as `path` when it is a regular file (not a link to one) with
    /// permissions `mode` whose content is exactly `bytes`; returns whether it did. The content is
    /// compared a block at a time through an open descriptor, and that same file is linked (through
    /// `/proc/self/fd`), so a file swapped in under the name meanwhile is never linked unchecked.
    public static func link(_ existing: String, ifItHolds bytes: UnsafeRawBufferPointer, mode: mode_t, as path: String) -> Bool {
        #if os(Linux)
        let fd = open(existing, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, (info.st_mode & 0o7777) == mode,
              Int(info.st_size) == bytes.count else { return false }
        let blockSize = 1 << 16
        let block = UnsafeMutableRawPointer.allocate(byteCount: blockSize, alignment: 16)
        defer { block.deallocate() }
        var offset = 0
        while offset < bytes.count {
            let count = read(fd, block, min(blockSize, bytes.count - offset))
            if count < 0 && errno == EINTR { continue }
            guard count > 0, memcmp(block, bytes.baseAddress! + offset, count) == 0 else { return false }
            offset += count
        }
        guard read(fd, block, 1) == 0 else { return false }   // nothing beyond: it did not grow since the stat
        return linkat(AT_FDCWD, "/proc/self/fd/\(fd)", AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0
        #else
        return false
        #endif
    }

    /// Writes to a temporary name beside `path`, then renames it over `path`: readers see the old
    /// file or the new one, never half of one. No fsync: on ext4 an fsync also waits for every
    /// other file written since the last journal commit — after a build, the whole site.
    public static func replace(_ path: String, with data: Data) throws {
        let temporary = path + ".tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        do {
            try write(data, to: temporary)
            guard rename(temporary, path) == 0 else { throw BridgeKBError.io(path: path, message: String(cString: strerror(errno))) }
        } catch {
            unlink(temporary)
            throw error
        }
    }
}

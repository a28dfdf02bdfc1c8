import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `renameat2(2)`, which Glibc declares only for C compiled with `_GNU_SOURCE`, so Swift's Glibc
/// module does not show it: it is looked up in the C library at run time instead (glibc 2.28 and
/// later have it). With `RENAME_EXCHANGE` two paths trade places in one atomic step.
enum RenameExchange {
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    private static let renameat2: RenameAt2? = dlsym(nil, "renameat2").map { unsafeBitCast($0, to: RenameAt2.self) }

    /// Linux's flag (linux/fs.h).
    private static let exchange: UInt32 = 1 << 1

    /// Makes `source` and `destination` (both existing) trade places. 0 on success, else -1 with
    /// `errno` set (ENOSYS without renameat2, EINVAL where the file system cannot exchange).
    static func exchange(_ source: String, _ destination: String) -> Int32 {
        guard let renameat2 else { errno = ENOSYS; return -1 }
        return renameat2(AT_FDCWD, source, AT_FDCWD, destination, exchange)
    }
}

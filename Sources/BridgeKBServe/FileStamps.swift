import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The size and modification time of every file and folder below some folders: the polling
/// fallback of ``DirectoryWatcher`` compares two of them. Symbolic links are stamped, not followed.
struct FileStamps: Equatable {
    /// What is compared for one path.
    struct Stamp: Equatable {
        var size: Int
        var seconds: Int
        var nanoseconds: Int
        var isFolder: Bool
    }

    private(set) var stamps: [String: Stamp] = [:]

    /// Stamps everything below `folders` (the folders themselves included).
    init(scanning folders: [String]) {
        for folder in folders { scan(folder) }
    }

    /// The paths added, removed or changed (in size or modification time) since `earlier`.
    func changes(since earlier: FileStamps) -> Set<String> {
        Set(stamps.keys.filter { earlier.stamps[$0] != stamps[$0] } + earlier.stamps.keys.filter { stamps[$0] == nil })
    }

    private mutating func scan(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        let isFolder = (info.st_mode & S_IFMT) == S_IFDIR
        stamps[path] = Stamp(size: Int(info.st_size), seconds: info.st_mtim.tv_sec, nanoseconds: info.st_mtim.tv_nsec,
                             isFolder: isFolder)
        guard isFolder else { return }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] { scan(path + "/" + name) }
    }
}

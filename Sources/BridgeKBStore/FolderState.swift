import Foundation
import BridgeKBModel
#if canImport(Glibc)
import Glibc
#endif

/// What a folder a build wrote looks like, by `lstat` alone: a digest of every entry below it (path,
/// type and permissions, size, modification time, inode), so that the next build can tell without reading a file
/// that nobody has touched the folder since — a file written, added, removed, replaced, relinked or
/// given other permissions.
public enum FolderState {
    /// The digest of `folder` now; nil when it cannot be listed.
    public static func digest(of folder: URL) -> String? {
        var lines: [String] = []
        guard walk(folder.path, relative: "", into: &lines) else { return nil }
        lines.sort()
        var hasher = ContentHasher()
        for line in lines { hasher.combine(line) }
        return hasher.finalize()
    }

    /// Appends a line for every entry below `path` (recursively, links not followed); false when a
    /// folder cannot be opened or an entry cannot be read.
    private static func walk(_ path: String, relative: String, into lines: inout [String]) -> Bool {
        guard let directory = opendir(path) else { return false }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            let full = path + "/" + name, child = relative.isEmpty ? name : relative + "/" + name
            var info = stat()
            guard lstat(full, &info) == 0 else { return false }
            let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
            let type = info.st_mode & S_IFMT
            lines.append("\(info.st_mode) \(info.st_size) \(modified) \(info.st_ino) \(child)")
            if type == S_IFDIR, !walk(full, relative: child, into: &lines) { return false }
        }
        return true
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#endif
import BridgeKBModel

/// Reads a templates folder into memory (relative path → bytes, hidden files left out): with
/// ``ContentLoader`` and ``OutputWriter``, one of the few places that touch the file system.
public enum TemplateFolder {
    public static func read(_ root: URL) throws -> [String: Data] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw BridgeKBError.io(path: root.path, message: "templates folder not found")
        }
        var files: [String: Data] = [:]
        for path in OutputWriter.listFiles(in: root) where !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
            do { files[path] = try Data(contentsOf: root.appendingPathComponent(path)) } catch {
                throw BridgeKBError.io(path: root.appendingPathComponent(path).path, message: "cannot read template: \(ErrorText.describe(error))")
            }
        }
        return files
    }

    /// Writes a theme's files into `root` (`bridgekb theme export`), creating folders as needed: the
    /// files `root` lacks are written and those it has are left alone, unless `overwrite`. `root` may be
    /// a link (the user named it); nothing below it is followed: a subfolder or file that is a link, or a
    /// file that is not a regular one, is refused before anything is written. Returns the paths written
    /// and the paths kept, sorted.
    @discardableResult
    public static func write(_ files: [String: Data], to root: URL, overwrite: Bool) throws -> (written: [String], kept: [String]) {
        let base: ConfinedFolder
        switch ConfinedFolder.open([], under: root.path, create: true) {
        case .success(let folder): base = folder
        case .failure(let refusal): throw refusal.error("cannot write the theme")
        }
        var paths = files.keys.sorted()
        var kept: [String] = []
        // Every clash and every link is found before the first file is written.
        for path in paths {
            let parts = path.split(separator: "/").map(String.init)
            guard let name = parts.last, parts.allSatisfy(ConfinedFolder.isPlainName) else {
                throw BridgeKBError.io(path: root.appendingPathComponent(path).path, message: "not a plain relative path")
            }
            let folder: ConfinedFolder
            switch base.folder(Array(parts.dropLast()), create: false) {
            case .success(let found): folder = found
            case .failure(let refusal) where refusal.isMissing: continue     // a folder still to be made
            case .failure(let refusal): throw refusal.error("cannot write the theme")
            }
            switch folder.kind(of: name) {
            case nil: continue
            case S_IFREG?:
                if !overwrite { kept.append(path) }
            case let kind?:
                throw BridgeKBError.io(path: root.appendingPathComponent(path).path,
                                       message: kind == S_IFLNK ? "is a symbolic link; bridgekb does not write through links"
                                                                : "is \(ConfinedFile.kind(of: kind)), not a file; not replaced")
            }
        }
        paths.removeAll { kept.contains($0) }
        for path in paths {
            let parts = path.split(separator: "/").map(String.init)
            let written = base.folder(Array(parts.dropLast()), create: true).flatMap { $0.replaceFile(parts.last!, with: files[path]!) }
            if case .failure(let refusal) = written { throw refusal.error("cannot write") }
        }
        return (paths, kept)
    }
}

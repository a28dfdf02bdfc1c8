import Foundation
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
    /// files `root` lacks are written and those it has are left alone, unless `overwrite`. Returns the
    /// paths written and the paths kept, sorted.
    @discardableResult
    public static func write(_ files: [String: Data], to root: URL, overwrite: Bool) throws -> (written: [String], kept: [String]) {
        let manager = FileManager.default
        var written: [String] = [], kept: [String] = []
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            let url = root.appendingPathComponent(path)
            if !overwrite, manager.fileExists(atPath: url.path) { kept.append(path); continue }
            do {
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url, options: .atomic)
            } catch {
                throw BridgeKBError.io(path: url.path, message: "cannot write: \(ErrorText.describe(error))")
            }
            written.append(path)
        }
        return (written, kept)
    }
}

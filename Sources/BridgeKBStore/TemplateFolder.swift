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
}

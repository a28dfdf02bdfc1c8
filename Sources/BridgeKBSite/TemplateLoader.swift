import Foundation
import BridgeKBModel
import BridgeKBStore

/// Reads the Templates/ folder: `*.mustache` pages and partials, `i18n/*.json` labels, `assets/*`.
/// With ContentLoader and OutputWriter, one of the few types that touch the file system.
public struct TemplateLoader {
    public var root: URL

    public init(root: URL) { self.root = root }

    /// What a templates folder holds, ready for the site builder.
    public struct Loaded {
        public var library: TemplateLibrary
        public var labels: Labels
        public var assets: [String: Data]
        /// Every file read, for the content hash.
        public var files: [String: Data]
    }

    public func load() throws -> Loaded {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw BridgeKBError.io(path: root.path, message: "templates folder not found")
        }
        var files: [String: Data] = [:]
        for path in OutputWriter.listFiles(in: root) where !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
            do { files[path] = try Data(contentsOf: root.appendingPathComponent(path)) } catch {
                throw BridgeKBError.io(path: root.appendingPathComponent(path).path, message: "cannot read template: \(error.localizedDescription)")
            }
        }
        var sources: [String: String] = [:]
        for (path, data) in files where path.hasSuffix(".mustache") && !path.contains("/") {
            guard let text = String(data: data, encoding: .utf8) else {
                throw BridgeKBError.badInput(path: root.appendingPathComponent(path).path, message: "template is not UTF-8")
            }
            sources[String(path.dropLast(".mustache".count))] = text
        }
        let library: TemplateLibrary
        do { library = try TemplateLibrary(templates: sources) } catch {
            throw BridgeKBError.badInput(path: root.path, message: "\(error)")
        }
        var assets: [String: Data] = [:]
        for (path, data) in files where path.hasPrefix("assets/") { assets[String(path.dropFirst("assets/".count))] = data }
        return Loaded(library: library, labels: try Labels(templateFiles: files), assets: assets, files: files)
    }
}

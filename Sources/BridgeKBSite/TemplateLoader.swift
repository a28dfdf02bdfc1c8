import Foundation
import BridgeKBModel
import BridgeKBStore

/// The Templates/ folder as a theme: `*.mustache` pages and partials, `i18n/*.json` labels, `assets/*`.
/// The files are read by the store (``TemplateFolder``); this type only parses them.
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

    /// Reads the folder (through the store's ``TemplateFolder``) and parses it.
    public func load() throws -> Loaded {
        try Self.parse(TemplateFolder.read(root), origin: root.path)
    }

    /// A theme from its files (relative path → bytes): templates parsed, labels read, assets kept.
    /// `origin` names where the files came from, in errors.
    public static func parse(_ files: [String: Data], origin: String) throws -> Loaded {
        var sources: [String: String] = [:]
        for (path, data) in files where path.hasSuffix(".mustache") && !path.contains("/") {
            guard let text = String(data: data, encoding: .utf8) else {
                throw BridgeKBError.badInput(path: origin + "/" + path, message: "template is not UTF-8")
            }
            sources[String(path.dropLast(".mustache".count))] = text
        }
        let library: TemplateLibrary
        do { library = try TemplateLibrary(templates: sources) } catch {
            throw BridgeKBError.badInput(path: origin, message: "\(error)")
        }
        var assets: [String: Data] = [:]
        for (path, data) in files where path.hasPrefix("assets/") { assets[String(path.dropFirst("assets/".count))] = data }
        return Loaded(library: library, labels: try Labels(templateFiles: files), assets: assets, files: files)
    }
}

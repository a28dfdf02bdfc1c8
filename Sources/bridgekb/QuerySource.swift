import Foundation
import BridgeKBModel
import BridgeKBStore
import BridgeKBBuild

/// Where `pitfalls` and `show` get the knowledge base: the content folder when there is one (read and
/// modelled now), else a built site's kb.json (`--site`, the project's output folder, or Site/), with a
/// note that it was not checked against any content.
enum QuerySource {
    struct Loaded {
        var kb: KnowledgeBase
        /// Problems found reading the content (none from a site).
        var diagnostics: [Diagnostic]
        /// Whether the knowledge base came from a built site (no section text, no snippet code).
        var fromSite: Bool
    }

    static func load(_ args: ParsedArguments, context: CommandContext) throws -> Loaded {
        let options = try ProjectOptions(args, context: context)
        let content = options.content
        var isDirectory: ObjCBool = false
        let contentExists = FileManager.default.fileExists(atPath: content.path, isDirectory: &isDirectory) && isDirectory.boolValue
        // An explicit --site, or no content folder that was not asked for by name: the built site.
        if args.option("site") != nil || (!contentExists && args.option("content") == nil) {
            let kbFile = options.site.appendingPathComponent("kb.json")
            guard args.option("site") != nil || FileManager.default.fileExists(atPath: kbFile.path) else {
                throw BridgeKBError.io(path: content.path, message: "content folder not found (and no built site at \(options.site.path); pass --content DIR or --site DIR)")
            }
            let kb = try KnowledgeBaseJSONReader.read(site: options.site)
            context.err("note: " + (contentExists ? "reading \(kbFile.path) as built (not checked against \(content.path))"
                                                  : "no content folder; reading \(kbFile.path) as built (not checked against any content)"))
            return Loaded(kb: kb, diagnostics: [], fromSite: true)
        }
        let session = try KnowledgeBaseSession.load(content: content)
        return Loaded(kb: session.kb, diagnostics: session.diagnostics.diagnostics, fromSite: false)
    }
}

import Foundation
import BridgeKBStore

/// A command's folders: from its flags, else from the project file (`bridgekb.json`, found by walking
/// up from the working folder), else the defaults (Content, Site, the built-in theme).
struct ProjectOptions {
    let args: ParsedArguments
    let context: CommandContext
    let project: ProjectFile?

    init(_ args: ParsedArguments, context: CommandContext) throws {
        self.args = args
        self.context = context
        project = try ProjectFile.find(from: context.currentFolder)
    }

    /// The content folder: --content, the project's, else Content.
    var content: URL { folder("content", project?.content, default: "Content") }
    /// The output folder of a build: --out, the project's, else Site.
    var out: URL { folder("out", project?.out, default: "Site") }
    /// The templates folder: --templates, the project's, else nil (the built-in theme).
    var templates: URL? { args.option("templates").map(context.url) ?? project?.templates }
    /// --base-url, else the project's baseURL (nil: Content/site.json's).
    var baseURL: String? { args.option("base-url") ?? project?.baseURL }
    /// A built site for the queries: --site, else the project's output folder, else Site.
    var site: URL { folder("site", project?.out, default: "Site") }

    /// The project's folder, which holds `.bridgekb/` (the build's lock and cache): the project
    /// file's folder when the content folder lies inside it, else the content folder's parent.
    var projectFolder: URL {
        let content = self.content.standardizedFileURL
        if let project, content.path.hasPrefix(project.folder.standardizedFileURL.path + "/") { return project.folder.standardizedFileURL }
        return content.deletingLastPathComponent()
    }

    /// Folders a build's output may neither be nor hold: the working folder and the project's folder.
    var protectedFolders: [URL] {
        [context.currentFolder] + (project.map { [$0.folder] } ?? [])
    }

    private func folder(_ option: String, _ fromProject: URL?, default name: String) -> URL {
        args.option(option).map(context.url) ?? fromProject ?? context.url(name)
    }

    /// The lines `--help` adds when a project file is found: each folder option's value and where it came from.
    static func helpNote(options: [String], context: CommandContext) -> String? {
        let project: ProjectFile?
        do { project = try ProjectFile.find(from: context.currentFolder) } catch {
            return "\nPROJECT FILE: \(ErrorText.describe(error)) (defaults below are the built-in ones)\n"
        }
        guard let project else { return nil }
        let rows: [(option: String, value: URL?, builtIn: String)] = [
            ("content", project.content, "Content"), ("out", project.out, "Site"), ("site", project.out, "Site"),
            ("index", project.out?.appendingPathComponent("kb.sqlite"), "Site/kb.sqlite"),
            ("templates", project.templates, "the built-in theme"),
        ]
        var text = "\nDEFAULTS (project file \(project.url.path)):\n"
        for row in rows where options.contains(row.option) {
            let value = row.value.map { "\($0.path)  (from \(ProjectFile.fileName))" } ?? "\(row.builtIn)  (built-in default)"
            text += "  --\(row.option.padding(toLength: 20, withPad: " ", startingAt: 0)) \(value)\n"
        }
        if options.contains("base-url") {
            let value = project.baseURL.map { "\"\($0)\"  (from \(ProjectFile.fileName))" } ?? "Content/site.json's baseURL  (built-in default)"
            text += "  --\("base-url".padding(toLength: 20, withPad: " ", startingAt: 0)) \(value)\n"
        }
        return text + "  Flags override the project file.\n"
    }
}

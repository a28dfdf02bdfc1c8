import Foundation
import BridgeKBModel
import BridgeKBExtraction

/// `bridgekb.json`: a project's folders and settings, found by walking up from the working folder, so
/// that `bridgekb build` works anywhere inside the project. Paths in it are relative to its folder.
package struct ProjectFile {
    package static let fileName = "bridgekb.json"
    /// The keys the file may hold.
    package static let keys = ["content", "out", "templates", "baseURL", "lint"]

    /// Where the file is.
    package var url: URL
    package var content: URL?
    package var out: URL?
    package var templates: URL?
    package var baseURL: String?
    /// The `lint` object as written (rules enabled or disabled, …), with locations, for the lint command.
    package var lint: LocatedJSON?
    /// The `lint` object read (``LintSettings``): checked when the file is read.
    package var lintSettings: LintSettings?

    /// The folder holding the file; its paths are relative to it.
    package var folder: URL { url.deletingLastPathComponent() }

    /// The nearest `bridgekb.json` in `start` or a folder above it, read; nil when there is none.
    /// A file that cannot be read or parsed is an error (``read(_:)``), not skipped.
    package static func find(from start: URL) throws -> ProjectFile? {
        var folder = start.standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(fileName)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return try read(candidate)
            }
            let parent = folder.deletingLastPathComponent().standardizedFileURL
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// Reads and checks one project file. Problems are bad input (exit 65) at `file:line:col`.
    package static func read(_ url: URL) throws -> ProjectFile {
        let data: Data
        do { data = try GuideFileReader.contents(of: url) } catch let error as BridgeKBError { throw error } catch {
            throw BridgeKBError.io(path: url.path, message: "cannot read the project file: \(ErrorText.describe(error))")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw BridgeKBError.badInput(path: url.path, message: "the project file is not UTF-8")
        }
        func problem(_ location: SourceLocation, _ message: String) -> BridgeKBError {
            .badInput(path: "\(url.path):\(location.line):\(location.column)", message: message)
        }
        let json: LocatedJSON
        do { json = try LocatedJSON.parse(text) } catch let error as LocatedJSON.SyntaxError {
            throw problem(error.location, "project file: \(error.message)")
        }
        guard case .object(let members, _) = json else {
            throw problem(json.location, "a project file holds an object, not \(json.typeName)")
        }
        var project = ProjectFile(url: url)
        let folder = project.folder
        for member in members {
            switch (member.key, member.value) {
            case ("lint", .object):
                project.lint = member.value
                project.lintSettings = try LintSettings.parse(member.value, problem: problem)
            case ("baseURL", .string(let value, _)):
                project.baseURL = value
            case ("content", .string(let value, let location)), ("out", .string(let value, let location)),
                 ("templates", .string(let value, let location)):
                guard !value.isEmpty else { throw problem(location, "'\(member.key)' is an empty path") }
                let path = (value.hasPrefix("/") ? URL(fileURLWithPath: value) : folder.appendingPathComponent(value)).standardizedFileURL
                // A cloned project chooses these paths: they stay inside it (links resolved), so that
                // its file cannot publish, or build over, a folder elsewhere. A flag can name any folder.
                let inside = OutputTargetCheck.resolvedPath(folder, resolvingLast: true)
                let resolved = OutputTargetCheck.resolvedPath(path, resolvingLast: true)
                if resolved == inside && member.key == "out" {
                    throw problem(location, "'out' (\(value)) is the project folder itself; a build replaces its output folder whole: "
                                  + "name a folder inside the project, such as \"Site\"")
                }
                guard resolved.hasPrefix(inside == "/" ? "/" : inside + "/") || resolved == inside else {
                    throw problem(location, "'\(member.key)' (\(value)) is outside the project folder \(folder.path); a project file's folders stay "
                                  + "inside it (pass --\(member.key) to use a folder elsewhere)")
                }
                if member.key == "content" { project.content = path } else if member.key == "out" { project.out = path } else { project.templates = path }
            case (let key, let value) where keys.contains(key):
                throw problem(value.location, "'\(key)' must be \(key == "lint" ? "an object" : "a string"), not \(value.typeName)")
            default:
                let nearest = EditDistance.nearest(to: member.key, among: keys)[0]
                throw problem(member.keyLocation, "unknown key '\(member.key)' (did you mean '\(nearest)'? keys: \(keys.joined(separator: ", ")))")
            }
        }
        return project
    }
}

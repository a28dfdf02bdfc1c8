import Foundation

/// Where the tests find the repository, its fixtures and the tools they run: the one place that
/// locates the package root, so no test walks up from its own file path.
public enum Fixtures {
    /// The package root (the folder holding Package.swift), found from this file's path.
    public static let root: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            let parent = url.deletingLastPathComponent()
            precondition(parent.path != url.path, "no Package.swift above \(#filePath)")
            url = parent
        }
        return url
    }()

    /// A file or folder of the repository, by its path from the root (`"Tests/Fixtures/xlang"`).
    public static func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    /// The sample guides.
    public static let content = url("Content")
    /// The site's templates.
    public static let templates = url("Templates")
    /// Tests/Fixtures.
    public static let fixtures = url("Tests/Fixtures")

    /// `../shared` beside the repository (design notes, seeds, the Mustache spec); tests that read it
    /// are enabled only when it is there (``sharedIsPresent``) and say why they are skipped otherwise.
    public static let shared = root.deletingLastPathComponent().appendingPathComponent("shared")
    public static var sharedIsPresent: Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: shared.path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// The `node` executable on PATH (or in /usr/bin, /usr/local/bin), when there is one.
    public static let node: String? = {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        return (path + ["/usr/bin", "/usr/local/bin"]).map { "\($0)/node" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The text of a sample guide, by its path under Content/ (`"uikit-bridging/ja.txt"`).
    public static func guide(_ file: String) throws -> String {
        try String(contentsOf: content.appendingPathComponent(file), encoding: .utf8)
    }

    /// The number (1-based) of the first line of Content/`file` after line `after` that contains
    /// `text`: tests find a sample guide's lines by their text, so editing a guide moves no test.
    public static func line(of text: String, in file: String, after: Int = 0) throws -> Int {
        let lines = try guide(file).split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = lines.indices.first(where: { $0 >= after && lines[$0].contains(text) }) else {
            throw FixtureError("no line of Content/\(file) after line \(after) contains \(text.debugDescription)")
        }
        return index + 1
    }
}

extension Fixtures {
    /// The built `bridgekb` executable, next to the test bundle (`.build/<config>/bridgekb`), or nil.
    public static let executable: URL? = {
        var candidates: [URL] = []
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(dir.appendingPathComponent("bridgekb"))
            dir = dir.deletingLastPathComponent()
        }
        candidates.append(url(".build/debug/bridgekb"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()
}

/// A fixture that is not where or what a test expects.
public struct FixtureError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

import Foundation
import Testing
@testable import bridgekb
import BridgeKBStore
import BridgeKBBuild
import BridgeKBTestSupport

/// bridgekb as an installed tool: the built-in theme, the project file, queries from a built site —
/// each run "from" a temporary folder of its own (the context's working folder), never the repository.
@Suite struct ProjectAndThemeTests {
    func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) -> (code: Int32, out: String, err: String) {
        let context = CommandContext(capture: true, environment: environment, workingDirectory: folder)
        let code = BridgeKBCLI.run(arguments, context: context)
        return (code, context.capturedOutput, context.capturedError)
    }

    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-tool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// One sample guide copied into `folder/name`.
    func copyGuide(to folder: URL, as name: String = "Content") throws {
        let content = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.content.appendingPathComponent("uikit-bridging"),
                                         to: content.appendingPathComponent("uikit-bridging"))
    }

    @Test func theBuiltInThemeIsTheTemplatesFolder() throws {
        #expect(BuildAction.builtInThemeFiles == (try TemplateFolder.read(Fixtures.templates)))
    }

    @Test func aBuildFromAnEmptyFolderUsesTheBuiltInThemeAndQueriesWorkFromTheSiteAlone() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try copyGuide(to: folder)
        let build = run(["build", "--content", "Content", "--out", "Site", "--no-cache"], in: folder)
        #expect(build.code == 0, "\(build.err)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Site/index.html").path))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Content"))

        let pitfalls = run(["pitfalls", "--lang", "ja"], in: folder)
        #expect(pitfalls.code == 0)
        #expect(pitfalls.out.contains("uikit-bridging-part-5-1"))
        #expect(pitfalls.err.contains("no content folder"))
        let show = run(["show", "uikit-bridging-part-5-1", "--lang", "ja"], in: folder)
        #expect(show.code == 0)
        #expect(show.out.contains("Coordinator が親を保持する") && show.out.contains("症状："))
        let search = run(["search", "updateUIView", "Coordinator", "--json"], in: folder)
        #expect(search.code == 0, "\(search.err)")
        #expect(search.err.contains("searching") && search.err.contains("as built"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(search.out.utf8)) as? [String: Any])
        #expect(object["query"] as? String == "updateUIView Coordinator")
        #expect((object["results"] as? [Any])?.isEmpty == false)

        // From another empty folder, with --site.
        let elsewhere = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let site = folder.appendingPathComponent("Site").path
        #expect(run(["pitfalls", "--site", site], in: elsewhere).code == 0)
        #expect(run(["search", "Coordinator", "--site", site], in: elsewhere).code == 0)
        // Nothing at all: an I/O error that says what to pass.
        let nothing = run(["pitfalls"], in: elsewhere)
        #expect(nothing.code == 74)
        #expect(nothing.err.contains("--site DIR"))
        #expect(run(["search", "Coordinator"], in: elsewhere).code == 74)
    }

    @Test func themeExportWritesTheBuiltInThemeAndFillsInOnlyMissingFiles() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run(["theme", "export", "MyTheme"], in: folder).code == 0)
        let theme = folder.appendingPathComponent("MyTheme")
        #expect(try TemplateFolder.read(theme) == BuildAction.builtInThemeFiles)
        // An edited file is kept, a deleted one comes back.
        try Data("edited".utf8).write(to: theme.appendingPathComponent("assets/style.css"))
        try FileManager.default.removeItem(at: theme.appendingPathComponent("entry.mustache"))
        let again = run(["theme", "export", "MyTheme"], in: folder)
        #expect(again.code == 0, "\(again.err)")
        #expect(again.err.contains("wrote 1 of") && again.err.contains("--force"))
        #expect(try String(contentsOf: theme.appendingPathComponent("assets/style.css"), encoding: .utf8) == "edited")
        #expect(FileManager.default.fileExists(atPath: theme.appendingPathComponent("entry.mustache").path))
        #expect(run(["theme", "export", "MyTheme", "--force"], in: folder).code == 0)
        #expect(try TemplateFolder.read(theme) == BuildAction.builtInThemeFiles)
        #expect(run(["theme", "import", "MyTheme"], in: folder).code == 64)
    }

    @Test func aPartialThemeFallsBackToTheBuiltInThemeFileByFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try copyGuide(to: folder)
        let theme = folder.appendingPathComponent("MyTheme")
        try FileManager.default.createDirectory(at: theme.appendingPathComponent("assets"), withIntermediateDirectories: true)
        let css = String(decoding: BuildAction.builtInThemeFiles["assets/style.css"]!, as: UTF8.self) + "\n.my-theme { color: teal; }\n"
        try Data(css.utf8).write(to: theme.appendingPathComponent("assets/style.css"))
        let build = run(["build", "--templates", "MyTheme", "--no-cache"], in: folder)
        #expect(build.code == 0, "\(build.err)")
        #expect(try String(contentsOf: folder.appendingPathComponent("Site/assets/style.css"), encoding: .utf8).contains(".my-theme"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Site/zh-Hans/index.html").path))
    }

    @Test func theProjectFileIsFoundFromASubfolderAndFlagsOverrideIt() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try copyGuide(to: folder, as: "guides")
        try Data(#"{"content": "guides", "out": "public", "baseURL": "", "lint": {"disable": ["id-uuid"]}}"#.utf8)
            .write(to: folder.appendingPathComponent("bridgekb.json"))
        let deeper = folder.appendingPathComponent("notes/deeper")
        try FileManager.default.createDirectory(at: deeper, withIntermediateDirectories: true)
        let help = run(["build", "--help"], in: deeper)
        #expect(help.out.contains("DEFAULTS (project file \(folder.appendingPathComponent("bridgekb.json").path))"))
        #expect(help.out.contains("guides  (from bridgekb.json)") && help.out.contains("the built-in theme  (built-in default)"))
        let build = run(["build", "--no-cache", "--quiet"], in: deeper)
        #expect(build.code == 0, "\(build.err)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("public/kb.json").path))
        #expect(run(["pitfalls", "--api", "updateUIView"], in: deeper).out.contains("uikit-bridging-part-5-1"))
        // A flag wins over the file.
        #expect(run(["build", "--content", "nowhere", "--no-cache"], in: deeper).code == 74)
        let project = try #require(try ProjectFile.find(from: deeper))
        #expect(project.lint != nil && project.baseURL == "")
    }

    @Test func aBrokenProjectFileIsBadInputAtItsLineAndColumn() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bridgekb.json")
        try Data("{\"content\": \"Content\",\n  \"otu\": \"Site\"}".utf8).write(to: file)
        let unknown = run(["build"], in: folder)
        #expect(unknown.code == 65)
        #expect(unknown.err.contains("bridgekb.json:2:3: error: unknown key 'otu' (did you mean 'out'?"))
        try Data("{\"content\": \n}".utf8).write(to: file)
        let syntax = run(["pitfalls"], in: folder)
        #expect(syntax.code == 65)
        #expect(syntax.err.contains("bridgekb.json:2:1: error:"))
        try Data(#"{"out": 3}"#.utf8).write(to: file)
        #expect(run(["search", "x"], in: folder).err.contains("'out' must be a string, not a number"))
    }
}

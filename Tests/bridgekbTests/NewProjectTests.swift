import Foundation
import Testing
@testable import bridgekb
import BridgeKBStore
import BridgeKBTestSupport

/// A project started from an empty folder works like the sample: `init`, the built-in glossary, the site's title.
@Suite struct NewProjectTests {
    func run(_ arguments: [String], in folder: URL) -> (code: Int32, out: String, err: String) {
        let context = CommandContext(capture: true, environment: [:], workingDirectory: folder)
        let code = BridgeKBCLI.run(arguments, context: context)
        return (code, context.capturedOutput, context.capturedError)
    }

    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-new-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    func write(_ text: String, to path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ path: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func initMakesAProjectThatBuildsStrictlyChecksCleanAndSearchesAcrossLanguages() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let created = run(["init", "notes"], in: folder)
        #expect(created.code == 0, "\(created.err)")
        let project = folder.appendingPathComponent("notes")
        for path in ["bridgekb.json", "Content/site.json", "Content/example/zh-Hans.md", "Content/example/ja.md", ".gitignore"] {
            #expect(FileManager.default.fileExists(atPath: project.appendingPathComponent(path).path), "\(path)")
            #expect(created.out.contains(path), "\(path) is not listed")
        }
        let ignored = try read(".gitignore", in: project).split(separator: "\n").map(String.init)
        #expect(ignored.contains("Site/") && ignored.contains(".bridgekb/"))

        let build = run(["build", "--strict"], in: project)
        #expect(build.code == 0, "\(build.err)")
        #expect(!build.err.contains("warning:"), "\(build.err)")
        let check = run(["check"], in: project)
        #expect(check.code == 0, "\(check.out)\(check.err)")
        #expect(!check.out.contains(" warning: ") && check.err.contains("0 errors, 0 warnings"), "\(check.out)\(check.err)")
        // The example's ❌ listing shows a mistake a rule knows: it is an expected finding, not a failure.
        let search = run(["search", "代理", "--lang", "ja"], in: project)
        #expect(search.code == 0, "\(search.err)")
        #expect(search.out.contains("デリゲート"))
        // An entry's own section is its place (the line under its title), not another result beside it; an excerpt
        // never opens inside a name (`…table` of UIViewRepresentable).
        let zh = run(["search", "代理"], in: project)
        #expect(!zh.out.contains("also in this chapter: 在 updateUIView 中设置代理"), "\(zh.out)")
        #expect(!zh.out.contains("…table"), "\(zh.out)")
        let home = try read("Site/zh-Hans/index.html", in: project)
        #expect(home.contains("My bridging notes"))
    }

    @Test func initInTheCurrentFolderKeepsWhatExistsAndAddsOnlyMissingIgnoreLines() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("build/\nSite/\n", to: ".gitignore", in: folder)
        try write("# 我的指南\n\n## 第一节\n\n正文。\n", to: "Content/mine/zh-Hans.md", in: folder)
        let result = run(["init"], in: folder)
        #expect(result.code == 0, "\(result.err)")
        #expect(try read(".gitignore", in: folder).hasPrefix("build/\nSite/\n"))
        let lines = try read(".gitignore", in: folder).split(separator: "\n").map(String.init)
        #expect(lines.filter { $0 == "Site/" }.count == 1)
        #expect(lines.contains(".bridgekb/"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Content/example").path))
        #expect(result.out.contains("no example guide"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("bridgekb.json").path))
    }

    @Test func initLeavesAnExistingProjectAlone() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("{}\n", to: "bridgekb.json", in: folder)
        let result = run(["init"], in: folder)
        #expect(result.code == 74)
        #expect(result.err.contains("already a bridgekb project"))
        #expect(try read("bridgekb.json", in: folder) == "{}\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Content").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".gitignore").path))
    }

    @Test func initOnAFileSaysItIsNotAFolderAndWritesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("notes\n", to: "afile", in: folder)
        for argument in ["afile", "afile/sub"] {
            let result = run(["init", argument], in: folder)
            #expect(result.code == 74, "\(argument): \(result.err)")
            #expect(result.err == "\(folder.appendingPathComponent("afile").path): error: a file, not a folder: "
                    + "init makes a project in a folder (a new one, or one of yours); nothing written\n", "\(result.err)")
        }
        #expect(try read("afile", in: folder) == "notes\n")
        // A file where the project's Content/ folder goes: said before anything is written.
        let project = folder.appendingPathComponent("project")
        try write("x", to: "project/Content", in: folder)
        let result = run(["init", "project"], in: folder)
        #expect(result.code == 74)
        #expect(result.err.hasPrefix("\(project.appendingPathComponent("Content").path): error: a file, not a folder"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("bridgekb.json").path))
    }

    @Test func aNewProjectWithoutAGlossaryFindsTheJapaneseTermForAChineseQuery() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("# 闭包\n\n## 问题\n\n闭包捕获 self 会造成循环引用。\n", to: "Content/closures/zh-Hans.md", in: folder)
        try write("メモ：デリゲート\n\n1. 問題\n\nデリゲートを strong で持つと循環参照になり、解放されない。\n\n2. 対処\n\nweak var delegate にする。\n",
                  to: "Content/delegates/ja.txt", in: folder)
        let result = run(["search", "循环引用", "--lang", "ja", "--json"], in: folder)
        #expect(result.code == 0, "\(result.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.contains { $0["guide"] as? String == "delegates" })
        #expect((object["concepts"] as? [String])?.contains("retain-cycle") == true)
    }

    @Test func theTextCursorIsOneConceptAcrossLanguages() throws {
        // A text view's cursor jumping to the end is a common bridging pitfall; its names cross languages
        // through the built-in glossary as retain cycles do.
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("# 文本视图\n\n## 问题\n\n每次赋值 text 之后光标都会跳到末尾。\n", to: "Content/text-view/zh-Hans.md", in: folder)
        try write("メモ：テキストビュー\n\n1. 問題\n\n入力のたびにカーソルが末尾へ移動してしまう。\n\n2. 対処\n\n同じ文字列なら代入しない。\n",
                  to: "Content/text-view-notes/ja.txt", in: folder)
        for (query, language, guide) in [("光标", "ja", "text-view-notes"), ("カーソル", "zh-Hans", "text-view"), ("游標", "ja", "text-view-notes")] {
            let result = run(["search", query, "--lang", language, "--json"], in: folder)
            #expect(result.code == 0, "\(query): \(result.err)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
            let results = try #require(object["results"] as? [[String: Any]])
            #expect(results.contains { $0["guide"] as? String == guide }, "\(query)")
            #expect((object["concepts"] as? [String])?.contains("text-cursor") == true, "\(query)")
        }
    }

    @Test func theSiteTitleAndDescriptionNameTheSiteAndABadOneIsAWarning() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("# 指南\n\n## 一\n\n正文。\n", to: "Content/guide/zh-Hans.md", in: folder)
        try write(#"{"title": "Team <Notes>", "description": "What we learnt bridging UIKit."}"#, to: "Content/site.json", in: folder)
        #expect(run(["build", "--strict", "--no-cache"], in: folder).code == 0)
        let home = try read("Site/zh-Hans/index.html", in: folder)
        #expect(home.contains(#"<a class="brand" href="#) && home.contains("Team &lt;Notes&gt;</a>"))
        #expect(home.contains("<title>Team &lt;Notes&gt;</title>"))
        #expect(home.contains(#"<meta name="description" content="What we learnt bridging UIKit.">"#))
        let guide = try read("Site/zh-Hans/guides/guide.html", in: folder)
        #expect(guide.contains("· Team &lt;Notes&gt;</title>"))

        try write(#"{"title": "two\nlines"}"#, to: "Content/site.json", in: folder)
        let strict = run(["build", "--strict", "--no-cache"], in: folder)
        #expect(strict.code == 1)
        #expect(strict.err.contains("title in site.json must be one line"))
    }
}

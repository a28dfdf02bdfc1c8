import Foundation
import Testing
@testable import bridgekb
import BridgeKBTestSupport

/// `bridgekb build` with Content/site.json and the guides' "last updated" days.
@Suite(.serialized) struct SiteSettingsCommandTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-settings-\(UUID().uuidString)")

    func run(_ arguments: [String]) -> (code: Int32, err: String) {
        let context = CommandContext(capture: true)
        let code = BridgeKBCLI.run(arguments, context: context)
        return (code, context.capturedError)
    }

    /// One real guide and `siteJSON` in a fresh Content/.
    func content(siteJSON: String?) throws -> URL {
        let content = root.appendingPathComponent("Content/uiviewrepresentable-basics")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.url("Content/uiviewrepresentable-basics/zh-Hans.txt"),
                                         to: content.appendingPathComponent("zh-Hans.txt"))
        if let siteJSON { try Data(siteJSON.utf8).write(to: root.appendingPathComponent("Content/site.json")) }
        return root.appendingPathComponent("Content")
    }

    func build(_ content: URL, out: String, strict: Bool = false) -> (code: Int32, err: String) {
        run(["build", "--content", content.path, "--templates", Fixtures.templates.path,
             "--out", root.appendingPathComponent(out).path, "--no-cache", "--quiet"] + (strict ? ["--strict"] : []))
    }

    func page(_ out: String, _ path: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent(out).appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    @Test func strictFailsOnAMalformedSiteJSON() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let content = try content(siteJSON: "{\"baseURL\": \"https://kb.example.net/\" oops}")
        let lenient = build(content, out: "Site")
        #expect(lenient.code == 0)
        #expect(lenient.err.contains("site.json:1:"), "\(lenient.err)")
        #expect(lenient.err.contains("site.bad-settings"))
        let strict = build(content, out: "Strict", strict: true)
        #expect(strict.code == 1)
    }

    @Test func theBaseURLAndEditURLReachThePages() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let content = try content(siteJSON: #"{"baseURL": "https://kb.example.net/docs/", "editURL": "https://git.example.net/kb/edit/main/{path}"}"#)
        #expect(build(content, out: "Site", strict: true).code == 0)
        let html = page("Site", "zh-Hans/guides/uiviewrepresentable-basics.html")
        #expect(html.contains("<link rel=\"canonical\" href=\"https://kb.example.net/docs/zh-Hans/guides/uiviewrepresentable-basics.html\">"))
        #expect(html.contains("https://git.example.net/kb/edit/main/Content/uiviewrepresentable-basics/zh-Hans.txt"))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Site/sitemap.xml").path))
    }

    @Test func lastUpdatedComesFromGitForCommittedFilesAndBuildsAreByteIdentical() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let content = try content(siteJSON: nil)
        let file = content.appendingPathComponent("uiviewrepresentable-basics/zh-Hans.txt")
        // Outside git: the file's modification day (UTC).
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_700_000_000)], ofItemAtPath: file.path)
        #expect(build(content, out: "Plain").code == 0)
        #expect(page("Plain", "zh-Hans/guides/uiviewrepresentable-basics.html").contains("<time datetime=\"2023-11-14\">"))
        // In a git work tree: the day of the last commit that touched the file, whatever its mtime.
        func git(_ arguments: [String]) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", root.path, "-c", "user.name=t", "-c", "user.email=t@example.net"] + arguments
            process.environment = ["GIT_COMMITTER_DATE": "2024-02-03T10:00:00Z", "GIT_AUTHOR_DATE": "2024-02-03T10:00:00Z", "PATH": "/usr/bin:/bin"]
            process.standardOutput = FileHandle.nullDevice; process.standardError = FileHandle.nullDevice
            try process.run(); process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments)")
        }
        try git(["init", "-q"]); try git(["add", "Content"]); try git(["commit", "-q", "-m", "guide"])
        #expect(build(content, out: "Git").code == 0)
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: file.path)
        #expect(build(content, out: "Again").code == 0)
        let first = page("Git", "zh-Hans/guides/uiviewrepresentable-basics.html")
        #expect(first.contains("<time datetime=\"2024-02-03\">"))
        #expect(first == page("Again", "zh-Hans/guides/uiviewrepresentable-basics.html"))
        // A file changed since its commit is dated by its modification time.
        var text = try String(contentsOf: file, encoding: .utf8); text += "\n"
        try text.write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_800_000_000)], ofItemAtPath: file.path)
        #expect(build(content, out: "Dirty").code == 0)
        #expect(page("Dirty", "zh-Hans/guides/uiviewrepresentable-basics.html").contains("<time datetime=\"2027-01-15\">"))
    }
}

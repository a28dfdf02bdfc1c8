import Foundation
import Testing
@testable import bridgekb
import BridgeKBTestSupport

/// Bad input through every command: each gives a clear diagnostic and the documented exit code
/// (0 success, 1 findings, 64 usage, 65 bad data, 74 I/O), never a crash, and a failing build leaves
/// the output folder exactly as it was.
///
/// Tests run as root in CI, where `chmod 000` does not stop reads, so "unreadable" files are made
/// another way: a directory where a file is expected, and a dangling symlink.
@Suite(.serialized) struct BadInputTests {

    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let context = CommandContext(capture: true)
        let code = BridgeKBCLI.run(arguments, context: context)
        return (code, context.capturedOutput, context.capturedError)
    }

    /// A fresh temporary folder holding a one-guide Content/ (a real guide) and nothing else.
    func workspace() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-bad-\(UUID().uuidString)")
        let guide = dir.appendingPathComponent("Content/uiviewrepresentable-basics")
        try FileManager.default.createDirectory(at: guide, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.url("Content/uiviewrepresentable-basics/zh-Hans.txt"),
                                         to: guide.appendingPathComponent("zh-Hans.txt"))
        return dir
    }

    func build(_ dir: URL, out: String = "Site") -> (code: Int32, out: String, err: String) {
        run(["build", "--content", dir.appendingPathComponent("Content").path,
             "--templates", Fixtures.templates.path,
             "--out", dir.appendingPathComponent(out).path, "--quiet"])
    }

    /// Every file under `root` with its bytes.
    func snapshot(_ root: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        for path in (FileManager.default.subpaths(atPath: root.path) ?? []) {
            let url = root.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[path] = FileManager.default.contents(atPath: url.path)
            }
        }
        return result
    }

    /// Builds a good site into Site/, breaks the content with `damage`, builds again: the build must
    /// fail with `code` and the diagnostic `rule`, and Site/ must be byte-for-byte what it was.
    func expectFailingBuildKeepsTheSite(code: Int32, rule: String, _ damage: (URL) throws -> Void) throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let first = build(dir)
        #expect(first.code == 0, "\(first.err)")
        let site = dir.appendingPathComponent("Site")
        let before = snapshot(site)
        #expect(before["index.html"] != nil)
        try damage(dir.appendingPathComponent("Content"))
        let second = build(dir)
        #expect(second.code == code, "\(second.err)")
        #expect(second.err.contains(rule), "\(second.err)")
        #expect(second.err.contains("left as it was") || code != 1, "\(second.err)")
        #expect(snapshot(site) == before)
    }

    // MARK: - Missing and unreadable content

    @Test func aMissingContentFolderIsAnIOErrorForEveryCommand() throws {
        let missing = "/nonexistent-\(UUID().uuidString)/Content"
        for arguments in [["build", "--content", missing, "--out", "/nonexistent-out/Site"],
                          ["search", "x", "--content", missing, "--index", "/nonexistent.sqlite"],
                          ["pitfalls", "--content", missing], ["show", "x", "--content", missing],
                          ["translations", "--content", missing]] {
            let result = run(arguments)
            #expect(result.code == 74, "\(arguments): \(result.err)")
            #expect(result.err.contains("content folder not found"), "\(arguments): \(result.err)")
            // Compiler style, labelled once: `path: error: message`.
            #expect(result.err.components(separatedBy: "error:").count == 2, "\(arguments): \(result.err)")
            #expect(result.err.hasPrefix(missing), "\(arguments): \(result.err)")
        }
        #expect(!FileManager.default.fileExists(atPath: "/nonexistent-out"))
    }

    @Test func aMissingFileIsAnIOErrorForParseAndImport() {
        for command in ["parse", "import"] {
            let result = run([command, "/nonexistent-\(UUID().uuidString)/zh-Hans.txt"])
            #expect(result.code == 74, "\(command): \(result.err)")
            #expect(result.err.contains("cannot read"), "\(command): \(result.err)")
        }
    }

    @Test func aDirectoryWhereAGuideFileShouldBeFailsTheBuildAndKeepsTheSite() throws {
        try expectFailingBuildKeepsTheSite(code: 1, rule: "content.unreadable") { content in
            try FileManager.default.createDirectory(at: content.appendingPathComponent("uiviewrepresentable-basics/ja.txt"),
                                                    withIntermediateDirectories: true)
        }
    }

    @Test func aDanglingSymlinkFailsTheBuildAndKeepsTheSite() throws {
        try expectFailingBuildKeepsTheSite(code: 1, rule: "content.symlink") { content in
            try FileManager.default.createSymbolicLink(atPath: content.appendingPathComponent("uiviewrepresentable-basics/ja.txt").path,
                                                       withDestinationPath: "/nonexistent-\(UUID().uuidString)")
        }
    }

    @Test func aFIFOIsRefusedInsteadOfBlockingTheBuild() throws {
        try expectFailingBuildKeepsTheSite(code: 1, rule: "content.unreadable") { content in
            #expect(mkfifo(content.appendingPathComponent("uiviewrepresentable-basics/ja.txt").path, 0o644) == 0)
        }
    }

    @Test func parseRefusesADirectoryAndAFIFO() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let folder = dir.appendingPathComponent("folder.txt")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fifo = dir.appendingPathComponent("fifo.txt")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        for path in [folder.path, fifo.path] {
            let result = run(["parse", path])
            #expect(result.code == 74, "\(path): \(result.err)")
            #expect(result.err.contains("not a regular file"), "\(path): \(result.err)")
        }
    }

    /// A folder named on the command line (`parse Content/`) is refused as a folder, whatever its name:
    /// an I/O error (74) that says to name one guide file, not a usage error about its extension.
    @Test func parseOfAFolderWithoutAnExtensionSaysToNameOneGuideFile() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        for command in ["parse", "import"] {
            let result = run([command, dir.path + "/"])
            #expect(result.code == 74, "\(command): \(result.err)")
            #expect(result.err.contains("not a regular file"), "\(command): \(result.err)")
            #expect(result.err.contains("one guide file"), "\(command): \(result.err)")
        }
    }

    // MARK: - Bad bytes

    @Test func invalidUTF8FailsTheBuildNamingTheOffsetAndKeepsTheSite() throws {
        try expectFailingBuildKeepsTheSite(code: 1, rule: "reader.invalid-utf8") { content in
            try Data([0xE6, 0xA0, 0x87, 0x0A, 0x0A, 0x61, 0xFF, 0x62]).write(to: content.appendingPathComponent("uiviewrepresentable-basics/ja.txt"))
        }
    }

    @Test func parseOfInvalidUTF8IsBadData() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("ja.txt")
        try Data([0x61, 0x0A, 0x62, 0xC3, 0x28]).write(to: file)
        let result = run(["parse", file.path])
        #expect(result.code == 65)
        #expect(result.err.contains("ja.txt:2:2: error: invalid UTF-8 at byte offset 3"), "\(result.err)")
        #expect(run(["import", file.path]).code == 65)
    }

    @Test func controlAndInvisibleCharactersInEveryFormatAreDroppedAndTheBuildSucceeds() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let guide = dir.appendingPathComponent("Content/control-characters")
        try FileManager.default.createDirectory(at: guide, withIntermediateDirectories: true)
        let noise = "\u{8}\u{C}\u{200B}\u{FEFF}\u{1B}"
        try "控制字符\n\n一、第一节\(noise)\n\n正文里有\u{8}退格和\u{200B}零宽空格。\n\nstruct A {\u{C}\n    let a = 1\n}\n"
            .write(to: guide.appendingPathComponent("zh-Hans.txt"), atomically: true, encoding: .utf8)
        try "# 制御文字\n\n## 見出し\u{8}\n\n本文\u{200B}です。\n\n```swift\nlet a = 1\u{C}\n```\n"
            .write(to: guide.appendingPathComponent("ja.md"), atomically: true, encoding: .utf8)
        try "<html><body><h1>Control\u{8}</h1><h2>Heading\u{FEFF}</h2><p>Text\u{200B} here.</p></body></html>"
            .write(to: dir.appendingPathComponent("Content/control-characters/en.html"), atomically: true, encoding: .utf8)
        let result = build(dir)
        #expect(result.code == 0, "\(result.err)")
        #expect(result.err.contains("[reader.invisible-character]"), "\(result.err)")
        let page = try String(contentsOf: dir.appendingPathComponent("Site/zh-Hans/guides/control-characters.html"), encoding: .utf8)
        #expect(!page.unicodeScalars.contains { $0 == "\u{8}" || $0 == "\u{C}" || $0 == "\u{200B}" || $0 == "\u{1B}" })
    }

    @Test func aBinaryFileIsBadData() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("zh-Hans.txt")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0x00, 0x01]).write(to: file)
        let result = run(["parse", file.path])
        #expect(result.code == 65)
        #expect(result.err.contains("[reader.binary]"), "\(result.err)")
    }

    // MARK: - Big and deep input

    @Test func aHundredThousandLineCodeBlockIsOneSnippet() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        var text = "标题\n\n一、代码\n\nstruct Big {\n"
        for i in 0..<100_000 { text += "    let v\(i) = \(i)\n" }
        text += "}\n\n二、结尾\n\n说明。\n"
        let file = dir.appendingPathComponent("zh-Hans.txt")
        try Data(text.utf8).write(to: file)
        let result = run(["parse", file.path, "--blocks"])
        #expect(result.code == 0, "\(result.err)")
        #expect(result.out.contains("code L5–100006 swift"), "\(result.out.prefix(500))")
    }

    @Test func tenThousandNestedBracketsParseInEveryFormat() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let depth = 10_000
        let inputs = [
            "zh-Hans.txt": "标题\n\n一、代码\n\nlet x = " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n\n"
                + "func f() " + String(repeating: "{", count: depth) + "\n\n说明。\n",
            "ja.md": "# 題\n\n" + String(repeating: "> ", count: 200) + String(repeating: "[", count: depth) + "x" + String(repeating: "](y)", count: depth)
                + "\n\n" + String(repeating: "- ", count: 2000) + "x\n",
            "zh-Hant.html": "<html><body><h1>题</h1>" + String(repeating: "<div>", count: depth) + "文" + String(repeating: "</div>", count: depth) + "</body></html>",
        ]
        for (name, text) in inputs {
            let file = dir.appendingPathComponent(name)
            try Data(text.utf8).write(to: file)
            let result = run(["parse", file.path, "--json"])
            #expect([0, 65].contains(result.code), "\(name): \(result.err.prefix(300))")
            #expect(result.code == 0 || result.err.contains("error:"), "\(name): \(result.err.prefix(300))")
        }
    }

    /// A big plain-text guide (a real guide repeated to a megabyte) parses through the CLI. The reader's
    /// time is linear in the size (PlainTextReaderFixtureTests.aBigFileParsesInTimeLinearInItsSize);
    /// the 100 MB run, once this test (57 s in a debug build), is a benchmark: bench/big-guide.
    @Test func aBigGuideParses() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let guide = try Data(contentsOf: Fixtures.url("Content/uikit-bridging/zh-Hans.txt"))
        var data = Data()
        while data.count < 1_000_000 { data.append(guide); data.append(0x0A) }
        let file = dir.appendingPathComponent("zh-Hans.txt")
        try data.write(to: file)
        let result = run(["parse", file.path])
        #expect(result.code == 0, "\(result.err.prefix(300))")
        #expect(!result.err.contains("error:"), "\(result.err.prefix(300))")
    }

    // MARK: - The search index

    @Test func aCorruptedIndexFallsBackToMemoryWithANote() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let index = dir.appendingPathComponent("kb.sqlite")
        try Data("SQLite format 3\0".utf8 + Data(repeating: 0xAB, count: 8192)).write(to: index)
        let result = run(["search", "Coordinator", "--content", dir.appendingPathComponent("Content").path, "--index", index.path])
        #expect(result.code == 0, "\(result.err)")
        #expect(result.err.contains("is damaged") && result.err.contains("in memory"), "\(result.err)")
        #expect(!result.out.isEmpty)
    }

    @Test func aTruncatedIndexFallsBackToMemoryWithANote() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(build(dir).code == 0)
        let index = dir.appendingPathComponent("Site/kb.sqlite")
        let full = try Data(contentsOf: index)
        for length in [0, 100, full.count / 2, full.count - 1] {
            try full.prefix(length).write(to: index)
            let result = run(["search", "Coordinator", "--content", dir.appendingPathComponent("Content").path, "--index", index.path])
            #expect(result.code == 0, "\(length): \(result.err)")
            // Even a file cut short of its last byte is found out (by its checksum) and not used.
            #expect(result.err.contains("is damaged") && result.err.contains("in memory"), "\(length): \(result.err)")
            #expect(!result.out.isEmpty, "\(length)")
        }
    }

    // MARK: - Bad options

    @Test func badOptionValuesAreUsageErrors() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let content = dir.appendingPathComponent("Content").path
        for arguments in [["search", "x", "--limit", "many", "--content", content], ["search", "x", "--lang", "xx", "--content", content],
                          ["pitfalls", "--kind", "nope", "--content", content], ["pitfalls", "--ios", "-", "--content", content],
                          ["parse", "file.pdf"], ["build", "--out"]] {
            let result = run(arguments)
            #expect(result.code == 64, "\(arguments): \(result.err)")
            #expect(result.err.contains("error: "), "\(arguments): \(result.err)")
        }
    }
}

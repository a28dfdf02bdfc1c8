import Foundation
import Testing
@testable import BridgeKBModel

/// Content stays inside Content/: guide files, guide folders and settings that are symbolic links
/// are refused (never followed out of the folder), and FIFOs — anywhere a command reads, settings,
/// kb.sqlite and kb.json included — are refused without being opened, so nothing blocks.
extension BadInputTests {
    /// A file outside every content folder, holding a line that must never reach a site.
    func secret() throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-secret-\(UUID().uuidString).txt")
        try Data("机密：不应发布\n\n第 1 部分：秘密\n\n秘密内容。\n".utf8).write(to: file)
        return file
    }

    /// Runs `body`, failing if any of `fifos` is opened for reading meanwhile (and then unblocking the
    /// reader, so that a regression fails the test instead of hanging it).
    func expectNeverOpened(_ fifos: [URL], _ body: () throws -> Void) rethrows {
        let done = Locked(false), opened = Locked<[String]>([])
        let watcher = Thread {
            while !done.withLock({ $0 }) {
                for fifo in fifos {
                    // Opening the writing end without blocking succeeds only while a reader has it open.
                    let fd = open(fifo.path, O_WRONLY | O_NONBLOCK)
                    if fd >= 0 { opened.withLock { $0.append(fifo.lastPathComponent) }; close(fd) }
                }
                usleep(20_000)
            }
        }
        watcher.start()
        defer { done.withLock { $0 = true } }
        try body()
        #expect(opened.withLock { $0 }.isEmpty, "opened for reading: \(opened.withLock { $0 })")
    }

    // MARK: - Symbolic links

    @Test func aGuideFileLinkedOutsideTheContentIsRefused() throws {
        let outside = try secret()
        defer { try? FileManager.default.removeItem(at: outside) }
        try expectFailingBuildKeepsTheSite(code: 1, rule: "content.symlink") { content in
            try FileManager.default.createSymbolicLink(atPath: content.appendingPathComponent("uiviewrepresentable-basics/ja.txt").path,
                                                       withDestinationPath: outside.path)
        }
    }

    @Test func aGuideFileLinkedToAnotherGuideFileIsRefusedToo() throws {
        try expectFailingBuildKeepsTheSite(code: 1, rule: "content.symlink") { content in
            try FileManager.default.createSymbolicLink(atPath: content.appendingPathComponent("uiviewrepresentable-basics/ja.txt").path,
                                                       withDestinationPath: "zh-Hans.txt")
        }
    }

    @Test func aGuideFolderLinkedOutsideTheContentIsRefused() throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.copyItem(at: try secret(), to: outside.appendingPathComponent("zh-Hans.txt"))
        try expectFailingBuildKeepsTheSite(code: 1, rule: "content.symlink") { content in
            try FileManager.default.createSymbolicLink(atPath: content.appendingPathComponent("leak").path, withDestinationPath: outside.path)
        }
    }

    @Test(arguments: ["site.json", "glossary.json", "uiviewrepresentable-basics/guide.json", "uiviewrepresentable-basics/translations.lock"])
    func aSettingsFileThatIsALinkIsRefused(_ name: String) throws {
        let outside = try secret()
        defer { try? FileManager.default.removeItem(at: outside) }
        try expectFailingBuildKeepsTheSite(code: 1, rule: "content.symlink") { content in
            try FileManager.default.createSymbolicLink(atPath: content.appendingPathComponent(name).path, withDestinationPath: outside.path)
        }
    }

    @Test func theDiagnosticNamesTheFileAndTheReason() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let link = dir.appendingPathComponent("Content/uiviewrepresentable-basics/ja.txt")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/etc/passwd")
        let result = build(dir)
        #expect(result.code == 1)
        #expect(result.err.contains("Content/uiviewrepresentable-basics/ja.txt: error: is a symbolic link"), "\(result.err)")
        #expect(result.err.contains("[content.symlink]"), "\(result.err)")
        #expect(!result.err.contains("root:"), "\(result.err)")
    }

    // MARK: - FIFOs

    @Test(arguments: ["site.json", "glossary.json", "uiviewrepresentable-basics/guide.json",
                      "uiviewrepresentable-basics/translations.lock", "uiviewrepresentable-basics/ja.md"])
    func aFIFOInTheContentIsRefusedWithoutOpeningIt(_ name: String) throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("Content").appendingPathComponent(name)
        #expect(mkfifo(fifo.path, 0o644) == 0)
        expectNeverOpened([fifo]) {
            let result = build(dir)
            #expect(result.code == 1, "\(result.err)")
            #expect(result.err.contains("not a regular file (a FIFO) [content.unreadable]"), "\(result.err)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("Site").path))
            for command in [["pitfalls"], ["translations"], ["search", "x", "--index", dir.appendingPathComponent("none.sqlite").path]] {
                _ = run(command + ["--content", dir.appendingPathComponent("Content").path])
            }
        }
    }

    @Test func aFIFOInPlaceOfKbSqliteDoesNotHangSearch() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("kb.sqlite")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        expectNeverOpened([fifo]) {
            let result = run(["search", "Coordinator", "--content", dir.appendingPathComponent("Content").path, "--index", fifo.path])
            #expect(result.code == 0, "\(result.err)")
            #expect(result.err.contains("not a regular file (a FIFO)"), "\(result.err)")
            #expect(result.err.contains("indexing"), "\(result.err)")
            #expect(!result.out.isEmpty)
        }
    }

    @Test func lintRefusesAFIFOAndAFIFOInPlaceOfKbJson() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("View.swift")
        let site = dir.appendingPathComponent("Site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        #expect(mkfifo(fifo.path, 0o644) == 0)
        #expect(mkfifo(site.appendingPathComponent("kb.json").path, 0o644) == 0)
        try "struct V {}\n".write(to: dir.appendingPathComponent("Good.swift"), atomically: true, encoding: .utf8)
        expectNeverOpened([fifo, site.appendingPathComponent("kb.json")]) {
            let direct = run(["lint", fifo.path, "--site", site.path])
            #expect(direct.code == 74, "\(direct.err)")
            #expect(direct.err.contains("View.swift: error: not a regular file (a FIFO)"), "\(direct.err)")
            let folder = run(["lint", dir.path, "--site", site.path])
            #expect(folder.code == 74, "\(folder.err)")
            let good = run(["lint", dir.appendingPathComponent("Good.swift").path, "--site", site.path])
            #expect(good.code == 0, "\(good.err)")
        }
    }
}

import Foundation
import Testing
@testable import bridgekb
import BridgeKBTestSupport

/// Nothing outside the output folder and the cache's own files is ever created, changed or deleted.
/// Each test makes a scratch folder with a project, victim folders beside it and links pointing at
/// them, runs the command, and compares every victim byte for byte (links and folders included).
@Suite(.serialized) struct DestructiveWriteTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-victims-\(UUID().uuidString)")
    var project: URL { scratch.appendingPathComponent("project") }
    var victim: URL { scratch.appendingPathComponent("victim") }
    var sibling: URL { scratch.appendingPathComponent("sibling-project") }

    func run(_ arguments: [String], in folder: URL? = nil) -> (code: Int32, out: String, err: String) {
        let context = CommandContext(capture: true, environment: [:], workingDirectory: folder ?? project)
        let code = BridgeKBCLI.run(arguments, context: context)
        return (code, context.capturedOutput, context.capturedError)
    }

    /// A project with one guide (two languages: `translations` has work to do), a victim folder with
    /// files and subfolders (two-hex-digit ones too, as a cache has), and a sibling project.
    func makeScratch(projectFile: String? = nil) throws {
        let fm = FileManager.default
        try fm.createDirectory(at: project.appendingPathComponent("Content"), withIntermediateDirectories: true)
        try fm.copyItem(at: Fixtures.url("Tests/Fixtures/xlang/content/notes-app-tutorial"),
                        to: project.appendingPathComponent("Content/notes-app-tutorial"))
        if let projectFile { try Data(projectFile.utf8).write(to: project.appendingPathComponent("bridgekb.json")) }
        for (path, text) in ["docs/a.txt": "年度报告", "photos/2024/b.jpg": "\u{FF}\u{D8}jpeg", "ab/page-0123456789abcdef0123456789abcdef": "not a cache entry",
                             "notes.md": "# notes", "ff/guide-00000000000000000000000000000000": "mine, not the cache's"] {
            let url = victim.appendingPathComponent(path)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try fm.createDirectory(at: sibling, withIntermediateDirectories: true)
        try Data("let x = 1\n".utf8).write(to: sibling.appendingPathComponent("main.swift"))
    }

    /// Every entry under `root` (links not followed): a file's bytes, a link's target, a folder.
    func tree(_ root: URL) -> [String: String] {
        var result: [String: String] = [:]
        func walk(_ url: URL, _ relative: String) {
            var info = stat()
            guard lstat(url.path, &info) == 0 else { return }
            switch info.st_mode & S_IFMT {
            case S_IFLNK: result[relative] = "link → " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) ?? "?")
            case S_IFDIR:
                result[relative] = "folder"
                for name in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] {
                    walk(url.appendingPathComponent(name), relative.isEmpty ? name : relative + "/" + name)
                }
            case S_IFREG: result[relative] = (FileManager.default.contents(atPath: url.path) ?? Data()).base64EncodedString()
            default: result[relative] = "special \(info.st_mode & S_IFMT)"
            }
        }
        walk(root, "")
        return result
    }

    /// Runs `body`, then expects every victim (and the given extra folders) byte-identical.
    func expectUntouched(_ extra: [URL] = [], _ body: () throws -> Void) rethrows {
        let watched = [victim, sibling] + extra
        let before = watched.map(tree)
        try body()
        for (folder, old) in zip(watched, before) {
            let now = tree(folder)
            #expect(now == old, "\(folder.lastPathComponent) changed: \(Set(now.keys).symmetricDifference(old.keys).sorted().prefix(8)) …")
        }
    }

    func link(_ path: String, to destination: URL) throws {
        let url = project.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination.path)
    }

    // MARK: - The output folder

    @Test(arguments: [#"{"out": ".."}"#, #"{"out": "."}"#, #"{"out": "../victim"}"#, #"{"content": "../victim"}"#,
                      #"{"out": "/tmp"}"#])
    func aProjectFileCannotPointOutsideItsFolder(_ file: String) throws {
        try makeScratch(projectFile: file)
        defer { try? FileManager.default.removeItem(at: scratch) }
        expectUntouched([project]) {
            let result = run(["build"])
            #expect(result.code == 65, "\(result.err)")
            #expect(result.err.contains("bridgekb.json:1:") && result.err.contains("outside the project folder") || result.err.contains("is the project"),
                    "\(result.err)")
        }
    }

    @Test(arguments: ["Content", ".", "..", "../victim", "../sibling-project"])
    func aFolderNoBuildMadeIsNeverReplaced(_ out: String) throws {
        try makeScratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        expectUntouched([project]) {
            let result = run(["build", "--out", out])
            #expect(result.code == 74, "\(result.err)")
            #expect(result.err.contains("refusing"), "\(result.err)")
            #expect(result.err.contains("--out"), "the message says the way out: \(result.err)")
        }
    }

    @Test func anEmptyOrMarkedFolderIsReplacedAndAnEarlierSiteToo() throws {
        try makeScratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let out = scratch.appendingPathComponent("public")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try expectUntouched {
            #expect(run(["build", "--out", "../public", "--quiet"]).code == 0)
            #expect(FileManager.default.contents(atPath: out.appendingPathComponent(".bridgekb-site").path) != nil)
            // Marked: the next build replaces it.
            #expect(run(["build", "--out", "../public", "--quiet"]).code == 0)
            // A site of an earlier bridgekb (no marker) is recognised and replaced once, then marked.
            try FileManager.default.removeItem(at: out.appendingPathComponent(".bridgekb-site"))
            #expect(run(["build", "--out", "../public", "--quiet"]).code == 0)
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(".bridgekb-site").path))
            // A stray file makes it foreign no more than the marker is there: still ours.
            try Data("x".utf8).write(to: out.appendingPathComponent("extra.txt"))
            #expect(run(["build", "--out", "../public", "--quiet"]).code == 0)
            #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("extra.txt").path))
        }
        // Nothing is left beside the output folder; the state is in the project's .bridgekb/.
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted() == ["project", "public", "sibling-project", "victim"])
        #expect(FileManager.default.fileExists(atPath: project.appendingPathComponent(".bridgekb/build.lock").path))
        #expect(FileManager.default.fileExists(atPath: project.appendingPathComponent(".bridgekb/cache").path))
    }

    @Test func aLeftoverWithTheStagingPrefixIsRemovedOnlyWhenABuildMadeIt() throws {
        try makeScratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let foreign = project.appendingPathComponent(".Site.tmp-photos")
        try FileManager.default.createDirectory(at: foreign, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: foreign.appendingPathComponent("a.jpg"))
        let empty = project.appendingPathComponent(".Site.tmp-empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        expectUntouched([foreign]) {
            #expect(run(["build", "--quiet"]).code == 0)
        }
        #expect(!FileManager.default.fileExists(atPath: empty.path))
    }

    // MARK: - The cache and the lock

    @Test(arguments: [".bridgekb/cache", "cache-link"])
    func aCacheFolderThatIsALinkIsRefusedAndTheBuildGoesOn(_ linkPath: String) throws {
        try makeScratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try link(linkPath, to: victim)
        expectUntouched {
            let result = run(["build", "--quiet"] + (linkPath == "cache-link" ? ["--cache", "cache-link"] : []))
            #expect(result.code == 0, "\(result.err)")
            #expect(result.err.contains("build.cache-refused") && result.err.contains("symbolic link"), "\(result.err)")
        }
        #expect(FileManager.default.fileExists(atPath: project.appendingPathComponent("Site/index.html").path))
    }

    @Test func aStateFolderThatIsALinkStopsTheBuildBeforeAnythingIsWritten() throws {
        try makeScratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try link(".bridgekb", to: victim)
        expectUntouched {
            let result = run(["build", "--quiet"])
            #expect(result.code == 74, "\(result.err)")
            #expect(result.err.contains(".bridgekb") && result.err.contains("symbolic link"), "\(result.err)")
        }
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("Site").path))
    }

    @Test func aLockThatIsALinkIsNotFollowed() throws {
        try makeScratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try link(".bridgekb/build.lock", to: victim.appendingPathComponent("created-by-the-lock"))
        expectUntouched {
            let result = run(["build", "--quiet", "--no-cache"])
            #expect(result.code == 74, "\(result.err)")
            #expect(result.err.contains("build.lock"), "\(result.err)")
        }
    }

    /// The prune removes only the cache's own entries in its own two-hex-digit folders: a file of
    /// another name, a folder, a link — even in the cache's folders — stays.
    @Test func thePruneRemovesOnlyTheCachesOwnFiles() throws {
        try makeScratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let cache = project.appendingPathComponent(".bridgekb/cache")
        #expect(run(["build", "--quiet"]).code == 0)
        let strays = [cache.appendingPathComponent("README.txt"), cache.appendingPathComponent("ab/notes.txt"),
                      cache.appendingPathComponent("zz/page-0123456789abcdef0123456789abcdef")]
        for stray in strays {
            try FileManager.default.createDirectory(at: stray.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("mine".utf8).write(to: stray)
        }
        // A link where a cache folder could be: a two-hex-digit name the build left free.
        let taken = Set((try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? [])
        let free = try #require((0..<256).map { String(format: "%02x", $0) }.first { !taken.contains($0) })
        try FileManager.default.createSymbolicLink(atPath: cache.appendingPathComponent(free).path, withDestinationPath: victim.path)
        try FileManager.default.createSymbolicLink(atPath: cache.appendingPathComponent("ab/page-00000000000000000000000000000000").path,
                                                   withDestinationPath: victim.appendingPathComponent("notes.md").path)
        let stale = cache.appendingPathComponent("ab/page-ffffffffffffffffffffffffffffffff")
        try Data("an old entry".utf8).write(to: stale)
        // A guide changes, so the build runs (one with nothing changed writes nothing, the cache included).
        let guide = project.appendingPathComponent("Content/notes-app-tutorial/zh-Hans.txt")
        try (String(contentsOf: guide, encoding: .utf8) + "\n补充说明。\n").write(to: guide, atomically: true, encoding: .utf8)
        expectUntouched {
            #expect(run(["build", "--quiet"]).code == 0)
        }
        for stray in strays { #expect(FileManager.default.fileExists(atPath: stray.path), "\(stray.path)") }
        #expect(!FileManager.default.fileExists(atPath: stale.path), "a stale entry of the cache's own is pruned")
    }

    // MARK: - translations --accept and theme export

    @Test(arguments: ["link", "dangling", "fifo"])
    func acceptWritesTheLockOnlyAsARegularFileInsideTheContent(_ shape: String) throws {
        try makeScratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let lock = project.appendingPathComponent("Content/notes-app-tutorial/translations.lock")
        switch shape {
        case "link": try link("Content/notes-app-tutorial/translations.lock", to: victim.appendingPathComponent("notes.md"))
        case "dangling": try link("Content/notes-app-tutorial/translations.lock", to: victim.appendingPathComponent("new-file"))
        default: #expect(mkfifo(lock.path, 0o644) == 0)
        }
        expectUntouched {
            let result = run(["translations", "--accept"])
            #expect(result.code != 0, "\(result.err)")
            #expect(result.err.contains("translations.lock"), "\(result.err)")
        }
        // Without the link or FIFO, it writes a regular file.
        try FileManager.default.removeItem(at: lock)
        _ = run(["translations", "--accept"])
        var info = stat()
        #expect(lstat(lock.path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG)
    }

    @Test func themeExportDoesNotWriteThroughALinkedFolderOrFile() throws {
        try makeScratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        #expect(run(["theme", "export", "MyTheme"]).code == 0)
        let theme = project.appendingPathComponent("MyTheme")
        try FileManager.default.removeItem(at: theme.appendingPathComponent("i18n"))
        try link("MyTheme/i18n", to: victim)
        expectUntouched {
            let result = run(["theme", "export", "MyTheme", "--force"])
            #expect(result.code == 74, "\(result.err)")
            #expect(result.err.contains("symbolic link"), "\(result.err)")
        }
        try FileManager.default.removeItem(at: theme.appendingPathComponent("i18n"))
        let page = try #require(try FileManager.default.contentsOfDirectory(atPath: theme.path).first { $0.hasSuffix(".mustache") })
        try FileManager.default.removeItem(at: theme.appendingPathComponent(page))
        try link("MyTheme/\(page)", to: victim.appendingPathComponent("notes.md"))
        expectUntouched {
            #expect(run(["theme", "export", "MyTheme", "--force"]).code == 74)
        }
    }
}

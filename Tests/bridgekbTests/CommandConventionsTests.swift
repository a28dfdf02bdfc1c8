import Foundation
import Testing
@testable import bridgekb
import BridgeKBModel
import BridgeKBTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Conventions of cargo, ripgrep and SwiftLint: did-you-mean, one spelling per flag, hidden bench
/// options, completions that know values, zh as zh-Hans, a progress line only on a terminal, plurals.
@Suite struct CommandConventionsTests {
    func run(_ arguments: [String], in folder: URL? = nil) -> (code: Int32, out: String, err: String) {
        let context = CommandContext(capture: true, environment: [:], workingDirectory: folder)
        let code = BridgeKBCLI.run(arguments, context: context)
        return (code, context.capturedOutput, context.capturedError)
    }

    func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-conv-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    /// `--lang` is one option across commands — the language the user reads — applied to what each
    /// command prints: the knowledge base's entries (search, pitfalls, show: only or the one in that
    /// language) or the tool's messages (check, lint, rules). Every command spells it the same way and
    /// its help says what the language picks, so that `check --lang ja` is not read as "check the
    /// Japanese guides only" nor `search --lang ja` as "labels in Japanese".
    @Test func langIsTheLanguageToReadInEveryCommandAndSaysWhatItPicks() {
        var commands: [String] = []
        for command in BridgeKBCLI.subcommands {
            guard let lang = command.arguments.first(where: { $0.name == "lang" }) else { continue }
            commands.append(command.name)
            if case .option(let value) = lang.kind { #expect(value == "LANG", "\(command.name): --lang \(value)") }
            #expect(lang.help.hasPrefix("The language to read: "), "\(command.name): \(lang.help)")
            #expect(command.helpText.contains("[--lang LANG]"), "\(command.name)")
        }
        #expect(commands.sorted() == ["check", "lint", "pitfalls", "rules", "search", "show"])
    }

    @Test func helpForAnUnknownSubcommandIsAUsageErrorWithTheNearest() {
        let result = run(["help", "serach"])
        #expect(result.code == 64)
        #expect(result.err.contains("error: unknown subcommand 'serach'; did you mean 'search'?"), "\(result.err)")
        #expect(run(["help", "search"]).code == 0)
    }

    @Test func anUnknownFlagSuggestsTheNearest() {
        let result = run(["build", "--contnet", "X"])
        #expect(result.code == 64)
        #expect(result.err.contains("unknown option '--contnet'; did you mean '--content'?"))
        #expect(!run(["build", "--zzzzzzzz"]).err.contains("did you mean"))
    }

    @Test func eachFlagHasOneSpellingAndOldOnesStillWork() throws {
        for command in BridgeKBCLI.subcommands {
            let names = command.visibleArguments.map(\.name)
            #expect(!names.contains("json") && !names.contains("timing"), "\(command.name) shows an old spelling")
        }
        let content = Fixtures.content.path
        let old = run(["pitfalls", "--content", content, "--api", "updateUIView", "--json"])
        let new = run(["pitfalls", "--content", content, "--api", "updateUIView", "--format", "json"])
        #expect(old.code == 0 && old.out == new.out && new.out.hasPrefix("["))
        #expect(run(["pitfalls", "--content", content, "--format", "yaml"]).code == 64)
        #expect(run(["check", "--content", content, "--timing"]).err.contains("timing:"))
        // After --, an old spelling is a word like any other.
        #expect(run(["search", "--content", content, "--index", "/nonexistent/kb.sqlite", "--", "--json"]).out.contains("\"query\"") == false)
    }

    @Test func benchOptionsAreHiddenFromHelpCompletionsAndTheManPage() {
        let hidden = ["--repeat", "--emit-wrapped"]
        let texts = [run(["check", "--help"]).out, run(["parse", "--help"]).out, run(["help", "--man"]).out.replacingOccurrences(of: "\\-", with: "-"),
                     run(["completions", "bash"]).out, run(["completions", "zsh"]).out, run(["completions", "fish"]).out]
        for text in texts { for option in hidden { #expect(!text.contains(option), "\(option)") } }
        // Still accepted.
        #expect(run(["check", "--content", Fixtures.content.path, "--repeat", "1"]).code == 0)
    }

    @Test func completionsOfferAnOptionsValuesAndNoFilesForFreeText() throws {
        let bash = run(["completions", "bash"]).out
        let search = try #require(bash.split(separator: "\n").first { $0.contains("search) opts=") })
        #expect(search.contains("--format) COMPREPLY=($(compgen -W \"text json\""))
        #expect(search.contains("--kind) COMPREPLY=($(compgen -W \"gotcha antiPattern"))
        #expect(search.contains("--lang) COMPREPLY=($(compgen -W \"zh-Hans zh-Hant ja\""))
        #expect(search.contains("words=\"\""), "a query completes to nothing")
        #expect(bash.contains("theme) opts=") && bash.split(separator: "\n").contains { $0.contains("theme) opts=") && $0.contains("words=\"export\"") })
        #expect(bash.split(separator: "\n").contains { $0.contains("completions) opts=") && $0.contains("words=\"bash zsh fish\"") })
        #expect(bash.split(separator: "\n").contains { $0.contains("lint) opts=") && $0.contains("words=\"-f\"") })
        let fish = run(["completions", "fish"]).out
        #expect(fish.contains("-l format -x -a 'text json'"))
        let zsh = run(["completions", "zsh"]).out
        #expect(zsh.contains(":SHELL:(bash zsh fish)"))
    }

    @Test func aZhFileIsSimplifiedChineseAndTheSourceWithANote() throws {
        let root = try folder(["Content/g/zh.md": "# 指南\n\n## 一、问题\n\n正文。\n", "Content/g/ja.md": "# ガイド\n\n## 一、問題\n\n本文。\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let build = run(["build", "--no-cache"], in: root)
        #expect(build.code == 0, "\(build.err)")
        #expect(build.err.contains("note: zh.md is read as zh-Hans; name it zh-Hans.md to say so"), "\(build.err)")
        let kb = try String(contentsOf: root.appendingPathComponent("Site/kb.json"), encoding: .utf8)
        #expect(kb.contains("\"sourceLanguage\" : \"zh-Hans\""))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Site/zh-Hans/guides/g.html").path))
        #expect(Language.fromFileName("zh-TW")?.language == Language("zh-Hant"))
        #expect(Language.fromFileName("zh-Hans")?.alias == false && Language.fromFileName("ja")?.alias == false)
    }

    @Test func theProgressLineIsForATerminalOnlyAndIsErased() {
        #expect(ProgressLine.wanted(isTerminal: true, quiet: false, environment: [:]))
        #expect(!ProgressLine.wanted(isTerminal: false, quiet: false, environment: [:]))
        #expect(!ProgressLine.wanted(isTerminal: true, quiet: true, environment: [:]))
        #expect(!ProgressLine.wanted(isTerminal: true, quiet: false, environment: ["TERM": "dumb"]))
        #expect(ProgressLine.text(label: "Site/", done: ["load", "guides"], elapsed: 3.42) == "   Building Site/ … 3.4 s (done: load, guides)")
        let written = Locked<String>("")
        let line = ProgressLine(label: "Site/") { text in written.withLock { $0 += text } }
        line.finish()
        #expect(written.withLock { $0 }.isEmpty, "a build that ends within a second shows nothing")
        // A captured build (not a terminal) never draws one.
        let root = try? folder(["Content/g/zh-Hans.md": "# 指南\n\n## 一\n\n正文。\n"])
        defer { root.map { try? FileManager.default.removeItem(at: $0) } }
        #expect(root.map { !run(["build", "--no-cache"], in: $0).err.contains("\r") } == true)
    }

    @Test func countsSayOneInTheSingular() throws {
        let root = try folder(["g/zh-Hans.md": "# 指南\n\n## 一\n\n```swift\nlet a = 1\n```\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let parse = run(["parse", root.appendingPathComponent("g/zh-Hans.md").path])
        #expect(parse.out.contains("1 section, 1 snippet]"), "\(parse.out)")
        #expect(counted(1, "entry", "entries") == "1 entry" && counted(2, "entry", "entries") == "2 entries" && counted(0, "file") == "0 files")
        let check = run(["check", "--content", root.path])
        #expect(check.err.contains("checked 1 Swift snippet in 1 document: 0 errors, 0 warnings"), "\(check.err)")
    }

    @Test func aBusyPortSuggestsPortZero() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #expect(fd >= 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && listen(fd, 1) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        #expect(bound)
        let port = Int(UInt16(bigEndian: address.sin_port))
        let root = try folder(["Content/g/zh-Hans.md": "# 指南\n\n## 一\n\n正文。\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = run(["serve", "--port", String(port)], in: root)
        #expect(result.code == 74)
        #expect(result.err.contains("'--port 0' picks a free port"), "\(result.err)")
        // Said once, without the server's own wording nested inside the command's.
        #expect(result.err.contains("127.0.0.1:\(port): error: cannot listen (port in use, or not an address of this machine); '--port 0' picks a free port"),
                "\(result.err)")
    }
}

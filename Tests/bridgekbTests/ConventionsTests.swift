import Foundation
import Testing
@testable import bridgekb
import BridgeKBTestSupport

/// The conventions users bring from ripgrep, git and SwiftLint: version flags, colour, completions,
/// the man page, and README's exit codes for every command.
@Suite struct ConventionsTests {
    func run(_ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]) -> (code: Int32, out: String, err: String) {
        let context = CommandContext(capture: true, environment: environment, workingDirectory: folder)
        let code = BridgeKBCLI.run(arguments, context: context)
        return (code, context.capturedOutput, context.capturedError)
    }

    @Test(arguments: [["-V"], ["--version"], ["version"]])
    func versionFlags(_ arguments: [String]) {
        let result = run(arguments)
        #expect(result.code == 0)
        #expect(result.out == "bridgekb \(VersionCommand.version)\n")
    }

    @Test func noColorCountsOnlyWhenNotEmpty() {
        #expect(CommandContext(capture: true, environment: ["NO_COLOR": ""]).noColorRequested == false)
        #expect(CommandContext(capture: true, environment: ["NO_COLOR": "1"]).noColorRequested == true)
        #expect(CommandContext(capture: true, environment: [:]).noColorRequested == false)
    }

    @Test func colorOptionChoosesColourAnywhereOnTheLine() {
        let always = run(["show", "uikit-bridging-part-5-99", "--content", Fixtures.content.path, "--color", "always"])
        #expect(always.code == 64)
        let context = CommandContext(capture: true)
        var argv = ["--color=always", "search", "x"]
        try? BridgeKBCLI.takeColorOption(&argv, context: context)
        #expect(argv == ["search", "x"] && context.useColor && context.useColorOnStdout)
        argv = ["search", "--color", "never", "--", "--color"]
        try? BridgeKBCLI.takeColorOption(&argv, context: context)
        #expect(argv == ["search", "--", "--color"] && !context.useColor)
        #expect(run(["--color", "sometimes", "version"]).code == 64)
    }

    @Test func completionsNameEverySubcommandAndOption() throws {
        for shell in ["bash", "zsh", "fish"] {
            let script = run(["completions", shell]).out
            for command in BridgeKBCLI.subcommands {
                #expect(script.contains(command.name), "\(shell): \(command.name)")
                for spec in ShellCompletions.Command(command).options { #expect(script.contains(spec.name), "\(shell): --\(spec.name)") }
            }
        }
        #expect(run(["completions", "tcsh"]).code == 64)
        // bash itself accepts the script.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-completion-\(UUID().uuidString).bash")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(run(["completions", "bash"]).out.utf8).write(to: file)
        let bash = Process()
        bash.executableURL = URL(fileURLWithPath: "/bin/bash")
        bash.arguments = ["-n", file.path]
        try bash.run()
        bash.waitUntilExit()
        #expect(bash.terminationStatus == 0)
    }

    @Test func theManPageComesFromTheCommandDefinitions() {
        let page = run(["help", "--man"]).out
        #expect(page.hasPrefix(".TH BRIDGEKB 1"))
        for command in BridgeKBCLI.subcommands {
            #expect(page.contains(".SS bridgekb \(command.name)"))
            for spec in command.visibleArguments { #expect(page.contains(ManPage.escape(spec.name))) }
        }
        #expect(page.contains(".SH EXIT STATUS") && page.contains("64 usage error"))
        #expect(!page.split(separator: "\n").contains { $0.hasPrefix(".") && $0.contains("bridgekb \\-\\-") && !$0.hasPrefix(".SS") })
    }

    @Test func showPrintsLabelsInTheEntrysLanguage() {
        let zh = run(["show", "uikit-bridging-part-5-1", "--content", Fixtures.content.path])
        #expect(zh.out.contains("症状：") && zh.out.contains("修复方法：") && !zh.out.contains("Symptom:"))
        let ja = run(["show", "uikit-bridging-part-5-1", "--lang", "ja", "--content", Fixtures.content.path])
        #expect(ja.out.contains("対処法："))
    }

    /// README's table: 0 success, 1 findings or a failed check, 64 usage, 65 bad input, 74 I/O — per command.
    @Test func exitCodesFollowREADME() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-codes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let content = Fixtures.content.path
        let badUTF8 = empty.appendingPathComponent("g/zh-Hans.txt")
        try FileManager.default.createDirectory(at: badUTF8.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([0x41, 0x0A, 0xC3, 0x28]).write(to: badUTF8)
        let cases: [(arguments: [String], code: Int32)] = [
            (["build", "--out"], 64), (["build", "--no-such-flag"], 64), (["build"], 74),
            (["search", "x", "--limit", "0", "--content", content], 64), (["search", "x"], 74),
            (["search", "Coordinator", "--content", content, "--index", "/nonexistent/kb.sqlite"], 0),
            (["pitfalls", "--content", content], 0), (["pitfalls", "--kind", "bug", "--content", content], 64), (["pitfalls"], 74),
            (["show", "uikit-bridging-part-5-1", "--content", content], 0), (["show"], 64),
            (["show", "no-such-entry", "--content", content], 64), (["show", "x"], 74),
            (["translations", "--content", content], 0), (["translations", "--limit"], 64), (["translations"], 74),
            (["check", "--format", "yaml"], 64), (["check"], 74),
            (["parse", badUTF8.path], 65), (["parse"], 64), (["parse", "/nonexistent/ja.txt"], 74),
            (["import", "/nonexistent/ja.txt"], 74), (["import"], 64),
            (["theme", "export"], 64), (["theme", "export", "/proc/no-such/theme"], 74),
            (["completions"], 64), (["completions", "fish"], 0),
            (["version", "extra"], 64), (["serve", "--port", "70000"], 64), (["nope"], 64),
            (["help", "nope"], 64), (["search", "zzqqxx", "--content", content, "--index", "/nonexistent/kb.sqlite"], 1),
            (["pitfalls", "--api", "NoSuchAPI", "--content", content], 1), (["init", "/proc/no-such/project"], 74),
            (["lint", "--strict", badUTF8.deletingLastPathComponent().path], 64), (["lint", badUTF8.path], 64),
        ]
        for (arguments, code) in cases {
            let result = run(arguments, in: empty)
            #expect(result.code == code, "bridgekb \(arguments.joined(separator: " ")): \(result.err)")
        }
    }
}

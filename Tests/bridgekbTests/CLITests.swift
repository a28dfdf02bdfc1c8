import Foundation
import Testing
@testable import bridgekb
import BridgeKBTestSupport

/// The command line as a user meets it: help, errors, exit codes.
@Suite struct CLITests {
    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let context = CommandContext(capture: true)
        let code = BridgeKBCLI.run(arguments, context: context)
        return (code, context.capturedOutput, context.capturedError)
    }

    @Test func helpListsEverySubcommand() {
        let result = run(["--help"])
        #expect(result.code == 0)
        for command in BridgeKBCLI.subcommands { #expect(result.out.contains(command.name)) }
    }

    @Test func everySubcommandHasHelp() {
        for command in BridgeKBCLI.subcommands {
            let result = run([command.name, "--help"])
            #expect(result.code == 0)
            #expect(result.out.contains("USAGE: bridgekb \(command.name)"))
        }
    }

    @Test func unknownSubcommandSuggestsTheNearestAndExits64() {
        let result = run(["prase"])
        #expect(result.code == 64)
        #expect(result.err.contains("error: unknown subcommand 'prase'; did you mean 'parse'?"), "\(result.err)")
    }

    @Test func unknownOptionIsAUsageError() {
        let result = run(["parse", "x.txt", "--jsno"])
        #expect(result.code == 64)
        #expect(result.err.contains("unknown option '--jsno'"))
    }

    @Test func missingArgumentIsAUsageError() {
        #expect(run(["parse"]).code == 64)
    }

    @Test func unreadableFileIsAnIOError() {
        let result = run(["parse", "/nonexistent/zh-Hans.txt"])
        #expect(result.code == 74)
        #expect(result.err.contains("/nonexistent/zh-Hans.txt"))
    }

    @Test func invalidUTF8IsBadInputWithTheByteOffset() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-cli-\(UUID().uuidString)/g")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir.deletingLastPathComponent()) }
        let file = dir.appendingPathComponent("zh-Hans.txt")
        try Data([0x41, 0x0A, 0xC3, 0x28]).write(to: file)
        let result = run(["parse", file.path])
        #expect(result.code == 65)
        #expect(result.err.contains("byte offset 2"))
        #expect(result.err.contains(":2:1: error:"))
    }

    @Test func parseJSONHasTheDocumentedShape() throws {
        let path = Fixtures.url("Content/uiviewrepresentable-basics/zh-Hans.txt").path
        let result = run(["parse", path, "--json"])
        #expect(result.code == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(json["guide"] as? String == "uiviewrepresentable-basics")
        #expect(json["language"] as? String == "zh-Hans")
        let sections = try #require(json["sections"] as? [[String: Any]])
        #expect(sections.count == 6)
        let last = sections[5]
        for key in ["id", "number", "title", "level", "line", "endLine", "blocks", "children"] { #expect(last[key] != nil, "\(key)") }
        let table = try #require((last["blocks"] as? [[String: Any]])?.first { $0["kind"] as? String == "table" })
        #expect((table["header"] as? [String])?.count == 3)
        #expect((table["rows"] as? [[String]])?.count == 4)
    }
}

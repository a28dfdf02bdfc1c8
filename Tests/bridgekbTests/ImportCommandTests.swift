import Foundation
import Testing
@testable import bridgekb

/// `bridgekb import`: Markdown on stdout and the documented exit codes.
@Suite struct ImportCommandTests {
    /// Runs `bridgekb` with `arguments`, returning the exit code, stdout and stderr.
    private func run(_ arguments: [String]) throws -> (code: Int32, out: String, err: String) {
        let context = CommandContext(capture: true)
        let code = BridgeKBCLI.run(arguments, context: context)
        return (code, context.capturedOutput, context.capturedError)
    }

    private func temporaryGuide(_ name: String, _ data: Data) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bridgekb-guide-\(UUID().uuidString)/demo")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url
    }

    @Test func printsAPlainTextGuideAsMarkdown() throws {
        let url = try temporaryGuide("zh-Hans.txt", Data("标题\n\n一、开始\n\n正文。\n\nlet a = foo()\n\n二、结束\n\n更多。\n".utf8))
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent().deletingLastPathComponent()) }
        let result = try run(["import", url.path])
        #expect(result.code == 0)
        #expect(result.out.hasPrefix("---\nlanguage: zh-Hans\n---\n\n# 标题\n\n## 一、开始\n"))
        #expect(result.out.contains("```swift\nlet a = foo()\n```"))
    }

    @Test func exitsWith64OnUsageErrors() throws {
        #expect(try run(["import"]).code == 64)
        #expect(try run(["import", "guide.docx"]).code == 64)
        #expect(try run(["import", "a.txt", "b.txt"]).code == 64)
    }

    @Test func exitsWith65OnBinaryInputAnd74OnAMissingFile() throws {
        let binary = try temporaryGuide("zh-Hans.txt", Data([0x61, 0x00, 0x62]))
        defer { try? FileManager.default.removeItem(at: binary.deletingLastPathComponent().deletingLastPathComponent()) }
        #expect(try run(["import", binary.path]).code == 65)
        #expect(try run(["import", "/nonexistent/zh-Hans.txt"]).code == 74)
    }

    @Test func hasHelp() throws {
        let result = try run(["import", "--help"])
        #expect(result.code == 0)
        #expect(result.out.contains("USAGE: bridgekb import FILE"))
    }
}

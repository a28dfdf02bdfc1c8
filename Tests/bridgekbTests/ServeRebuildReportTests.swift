import Foundation
import Testing
@testable import bridgekb
import BridgeKBModel
import BridgeKBBuild
import BridgeKBServe

/// `serve` prints, on each rebuild, what the edit changed among the diagnostics — new ones, resolved
/// ones, a count of the unchanged — not every warning of the site again.
@Suite struct ServeRebuildReportTests {
    /// A guide whose text holds `controls` raw ESC characters: a reader warning for each.
    func guide(_ title: String, controls: Int) -> [UInt8] {
        Array("# \(title)\n\n## 一、开始\n\n\(String(repeating: "正文\u{1B}。\n\n", count: controls))结尾。\n".utf8)
    }

    @Test func aRebuildPrintsWhatChangedAndCountsTheRest() throws {
        let content = try temporaryFolder(["a/zh-Hans.md": guide("甲", controls: 1), "b/zh-Hans.md": guide("乙", controls: 1)])
        defer { try? FileManager.default.removeItem(at: content) }
        let action = BuildAction(content: content, templates: nil, out: content.deletingLastPathComponent().appendingPathComponent("unused-site"),
                                 cacheInMemory: true)
        let server = try PreviewServer(host: "127.0.0.1", port: 0)
        defer { server.stop() }
        let reported = RebuildDiagnostics()
        func rebuild(first: Bool = false) throws -> String {
            let context = CommandContext(capture: true)
            try ServeCommand.rebuild(action, server: server, context: context, firstBuild: first, timings: false, reported: reported)
            return context.capturedError
        }
        let first = try rebuild(first: true)
        #expect(first.contains("a/zh-Hans.md:5:3: warning: invisible character U+001B dropped"), "\(first)")
        #expect(first.contains("b/zh-Hans.md:5:3: warning"), "\(first)")

        // Nothing edited: no warning again, one line counting them.
        let same = try rebuild()
        #expect(!same.contains("warning:"), "\(same)")
        #expect(same.contains("2 warnings unchanged"), "\(same)")

        // Guide a fixed, guide b given a second one: b's new warning, a's resolved, b's first unchanged.
        try Data(guide("甲", controls: 0)).write(to: content.appendingPathComponent("a/zh-Hans.md"))
        try Data(guide("乙", controls: 2)).write(to: content.appendingPathComponent("b/zh-Hans.md"))
        let edited = try rebuild()
        #expect(edited.contains("b/zh-Hans.md:7:3: warning: invisible character U+001B dropped"), "\(edited)")
        #expect(!edited.contains("b/zh-Hans.md:5:3: warning"), "\(edited)")
        let resolved = edited.split(separator: "\n").filter { $0.hasPrefix("resolved: ") }
        #expect(resolved.count == 1 && resolved[0].hasSuffix("a/zh-Hans.md:5:3: warning: invisible character U+001B dropped [reader.invisible-character]"),
                "\(edited)")
        #expect(edited.contains("1 warning unchanged"), "\(edited)")
        #expect(edited.contains("rebuilt in"))
    }
}

import Foundation
import Testing
@testable import BridgeKBBuild
import BridgeKBTestSupport

/// What one guide's pages show can change when another guide changes: the lexicon mined across all
/// guides decides how a translation's retitled sections pair with the source's. A cached rebuild
/// after such a change writes what a build without the cache writes.
extension BuildCacheTests {
    /// A guide whose Japanese translation retitled and rewrote one section: it pairs with the source's
    /// only through the mined lexicon (捕获列表 ⇄ キャプチャリスト), so its Japanese page (the section's
    /// anchor, the translation report) follows the lexicon.
    func addRetitledGuide(to content: URL) throws {
        let folder = content.appendingPathComponent("retitled-capture")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
        闭包小记

        第 1 章 开始

        func start() { queue.resume() }

        捕获列表

        在参数列表之前写出闭包要捕获的值。

        let log = { [level] in print(level) }

        第 2 章 结束

        func stop() { queue.suspend() }
        """.write(to: folder.appendingPathComponent("zh-Hans.txt"), atomically: true, encoding: .utf8)
        try """
        クロージャのメモ

        第 1 章 はじめに

        func start() { queue.resume() }

        キャプチャリストを使う

        閉じ込めたい値を引数の前に並べます。

        角括弧で囲むのが決まりです。

        let trace = { [name, depth] in print(name, depth) }

        第 2 章 おわりに

        func stop() { queue.suspend() }
        """.write(to: folder.appendingPathComponent("ja.txt"), atomically: true, encoding: .utf8)
    }

    @Test func aWarmBuildFollowsALexiconChangeMadeByAnotherGuide() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let content = try makeContent()
        try addRetitledGuide(to: content)
        let teacher = content.appendingPathComponent("closures-in-practice")
        try FileManager.default.copyItem(at: Fixtures.url("Tests/Fixtures/xlang/content/closures-in-practice"), to: teacher)
        #expect(build(content, out: "taught-full", cache: nil) == 0)
        #expect(build(content, out: "taught-warm", cache: "cache") == 0)
        expectSame("taught-full", "taught-warm")

        // The teaching guide loses its translation: the lexicon loses the pair, and only the other
        // guide's second pass (not its files) changes.
        try FileManager.default.removeItem(at: teacher.appendingPathComponent("ja.md"))
        #expect(build(content, out: "untaught-full", cache: nil) == 0)
        let page = "ja/guides/retitled-capture.html"
        let before = try #require(tree("taught-full")[page]), after = try #require(tree("untaught-full")[page])
        try #require(before != after, "the lexicon must change what the retitled guide's page shows, or this test tests nothing")
        #expect(build(content, out: "untaught-warm", cache: "cache") == 0)
        expectSame("untaught-full", "untaught-warm")

        // And back: the pair is mined again.
        try FileManager.default.copyItem(at: Fixtures.url("Tests/Fixtures/xlang/content/closures-in-practice/ja.md"),
                                         to: teacher.appendingPathComponent("ja.md"))
        #expect(build(content, out: "retaught-full", cache: nil) == 0)
        #expect(build(content, out: "retaught-warm", cache: "cache") == 0)
        expectSame("retaught-full", "retaught-warm")
    }
}

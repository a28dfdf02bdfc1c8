import Foundation
import Testing
@testable import BridgeKBModel

/// Lines of a web copy that are never headings however short they are: what a build tool prints
/// (`xcodebuild: error: …`, `note: …`, a tab-indented line of its report, `（省略）` where the author cut the
/// log), and a Chinese sentence addressed to the reader or opening on a clause of place (`请参阅 … 一文，…`,
/// `在 … 一文中，…`), which a page shows as a quote that the copy flattens to a bare line.
@Suite struct PlainTextSessionLineTests {
    func parse(_ text: String, path: String = "fixture/ja.txt") throws -> Document {
        try #require(TestSupport.parse(text, path: path))
    }

    func outline(_ document: Document) -> [String] { TestSupport.outline(document) }

    /// A CI log pasted below the command that printed it: its diagnostics, its cut and its tab-indented
    /// report are the log's, not sections between the problems.
    @Test func aBuildToolsOutputIsNotAHeading() throws {
        let doc = try parse("""
        ビルドで出会ったエラー集

        はじめに

        CI で踏んだエラーを順に並べます。

        シミュレータが見つからない

          xcodebuild -scheme Sample -destination 'name=iPhone X' test
          shell: /bin/bash -e {0}
        xcodebuild: error: Unable to find a destination matching the provided destination specifier

        note: Using new build system

        （省略）

        \tReason: the requested device could not be found.

        指定した端末名が古いままでした。

        署名が通らない

          xcodebuild -scheme Sample archive
        error: No signing certificate found for the team

        証明書を入れ替えたあと鍵を取り込んでいませんでした。
        """)
        #expect(outline(doc) == ["はじめに@1", "シミュレータが見つからない@1", "署名が通らない@1"])
    }

    /// `请参阅 X 一文，了解…` (a reading tip the page showed as a quote) and `在 X 一文中，…` are sentences:
    /// the heading after them keeps its own level instead of becoming their subsection.
    @Test func aSentenceToTheReaderIsNotAHeading() throws {
        let doc = try parse("""
        状态管理随笔

        先说结论

        视图里自己创建的对象要用 StateObject 持有。

        原理

        视图会被反复创建，而对象的生命周期由框架管理。

        请参阅 视图生命周期观察 一文，了解更多视图与实例之间的关系

        包装器

        包装器决定了属性怎样存储。

        在 对象持有研究 一文中，给出了错误持有对象时的演示代码

        注意事项

        不要在初始化方法里给状态赋值。
        """, path: "fixture/zh-Hans.txt")
        #expect(outline(doc) == ["先说结论@1", "原理@1", "包装器@1", "注意事项@1"])
    }
}

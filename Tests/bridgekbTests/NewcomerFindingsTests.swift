import Foundation
import Testing
@testable import bridgekb
import BridgeKBTestSupport

/// What a newcomer met writing a guide of their own, each as the behaviour it should have.
@Suite struct NewcomerFindingsTests {
    let newProject = NewProjectTests()
    func run(_ arguments: [String], in folder: URL) -> (code: Int32, out: String, err: String) { newProject.run(arguments, in: folder) }

    /// A pattern whose prose is two source lines of Chinese, broken after a full stop.
    static let wrappedPattern = """
        # 封装文本框

        ## 基本做法

        让 `Coordinator` 遵守代理协议，每次输入都会回写绑定的值。
        代理只在 `makeUIView(context:)` 中设置一次。

        ```swift
        func makeUIView(context: Context) -> UITextField {
            let field = UITextField()
            field.delegate = context.coordinator
            return field
        }
        ```

        """

    // A line break between two Chinese or Japanese characters is no space in the terminal either:
    // `pitfalls` and `search` print a field on one line as the site's pages join it (LineJoining).
    @Test func pitfallsAndSearchJoinAChineseLineBreakWithoutASpace() throws {
        let folder = try newProject.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try newProject.write(Self.wrappedPattern, to: "Content/text-field/zh-Hans.md", in: folder)
        let listed = run(["pitfalls", "--kind", "pattern"], in: folder)
        #expect(listed.code == 0, "\(listed.err)")
        #expect(listed.out.contains("回写绑定的值。代理只在"), "\(listed.out)")
        let found = run(["search", "回写"], in: folder)
        #expect(found.code == 0, "\(found.err)")
        #expect(found.out.contains("的值。代理只在"), "\(found.out)")
        #expect(!found.out.contains("。 代理"), "\(found.out)")
    }

    // A ❌ listing no rule flags fails its check with no syntax error in it: its badge says the check
    // failed (the tooltip says why), not "syntax error".
    @Test func anUnflaggedBadListingsBadgeSaysItsCheckFailedNotASyntaxError() throws {
        let folder = try newProject.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try newProject.write("""
            # テキストフィールド

            ## カーソルが末尾へ飛ぶ

            **現象**：文字を途中に入れるとカーソルが末尾に移る。

            ```swift
            // ❌ 毎回代入する
            func updateUIView(_ field: UITextField, context: Context) {
                field.text = text
            }
            ```

            """, to: "Content/text-field/ja.md", in: folder)
        let build = run(["build", "-q"], in: folder)
        #expect(build.code == 0, "\(build.err)")
        let page = try newProject.read("Site/ja/guides/text-field.html", in: folder)
        let badge = try #require(page.components(separatedBy: "<span class=\"badge badge-invalid\"").dropFirst().first)
        #expect(badge.contains("no pitfall rule flags it"), "\(badge.prefix(200))")
        #expect(badge.contains(">検査エラー</span>"), "\(badge.prefix(300))")
        #expect(!page.contains("構文エラー"))
    }

    // `build` in an empty folder: the error says how to start a project there.
    @Test func buildInAnEmptyFolderSuggestsInit() throws {
        let folder = try newProject.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let build = run(["build"], in: folder)
        #expect(build.code == 74)
        #expect(build.err.contains("content folder not found") && build.err.contains("run 'bridgekb init'"), "\(build.err)")
    }

    // `show` of a section: a table's cells are parted by `|` (a space alone runs 单行输入 into the next
    // cell), a list's items are marked.
    @Test func showPartsATablesCellsAndMarksAListsItems() throws {
        let folder = try newProject.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try newProject.write("""
            # 选择输入控件

            ## 选哪个

            | 场景 | 推荐 |
            |---|---|
            | 简单的单行输入 | SwiftUI 的 `TextField` |
            | 需要精细控制每次输入 | 封装 `UITextField` |

            - 先试 SwiftUI 自带的控件
            - 不够用再封装

            """, to: "Content/inputs/zh-Hans.md", in: folder)
        let shown = run(["show", "inputs/s1"], in: folder)
        #expect(shown.code == 0, "\(shown.err)")
        #expect(shown.out.contains("| 场景 | 推荐 |\n| 简单的单行输入 | SwiftUI 的 `TextField` |"), "\(shown.out)")
        #expect(shown.out.contains("- 先试 SwiftUI 自带的控件\n- 不够用再封装"), "\(shown.out)")
    }

    // A translation never accepted says how to accept it once it is reviewed.
    @Test func aTranslationNeverAcceptedSaysHowToAcceptIt() throws {
        let folder = try newProject.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try newProject.write("# 指南\n\n## 一、开始\n\n正文。\n", to: "Content/text-field/zh-Hans.md", in: folder)
        try newProject.write("# ガイド\n\n## 1. はじめに\n\n本文。\n", to: "Content/text-field/ja.md", in: folder)
        let result = run(["translations"], in: folder)
        #expect(result.out.contains("(never accepted)"), "\(result.out)")
        #expect(result.out.contains("bridgekb translations --accept --guide text-field"), "\(result.out)")
    }
}

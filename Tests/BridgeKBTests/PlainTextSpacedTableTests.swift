import Foundation
import Testing
@testable import BridgeKBModel

/// Tables typed as plain text in a memo or blog post: cells between ideographic spaces (U+3000) or
/// runs of spaces, a header of short labels, rows on consecutive lines — often directly below a
/// numbered heading — and the lines that look a little like them but are prose.
@Suite struct PlainTextSpacedTableTests {
    func parse(_ text: String, path: String = "memo/ja.txt") throws -> Document {
        try #require(TestSupport.parse(text, path: path))
    }

    func tables(_ document: Document) -> [Table] {
        (document.preamble + document.allSections.flatMap(\.blocks)).compactMap {
            if case .table(let table) = $0 { return table } else { return nil }
        }
    }

    @Test func ideographicSpacesSeparateCellsUnderANumberedHeading() throws {
        let doc = try parse("""
        セルにSwiftUIを載せたメモ
        2025/02/14

        1. はじめに

        一覧画面のセルだけSwiftUIにした。

        2. よくある症状と原因
        症状　考えられる原因　対処
        高さが0になる　sizingOptionsが未設定　.intrinsicContentSizeを指定する
        タップが効かない　子VCとして追加していない　addChildを呼ぶ

        3. まとめ

        サイズと親子関係だけ押さえればよい。
        """)
        #expect(doc.sections.map(\.title) == ["1. はじめに", "2. よくある症状と原因", "3. まとめ"])
        let section = try #require(doc.sections.first { $0.title == "2. よくある症状と原因" })
        guard case .table(let table)? = section.blocks.first else { Issue.record("no table: \(section.blocks)"); return }
        #expect(table.header == ["症状", "考えられる原因", "対処"])
        #expect(table.rows == [["高さが0になる", "sizingOptionsが未設定", ".intrinsicContentSizeを指定する"],
                               ["タップが効かない", "子VCとして追加していない", "addChildを呼ぶ"]])
        #expect(table.rowLines == [10, 11])
    }

    @Test func runsOfSpacesSeparateCellsThatHoldSingleSpaces() throws {
        let doc = try parse("""
        标题

        二、常见现象
        现象                        原因                      解决办法
        UIKit 的 label 没变         AnyCancellable 没有保存   存进 cancellables
        返回后 deinit 不执行        闭包里强引用了 self       写 [weak self]
        """, path: "memo/zh-Hans.txt")
        let table = try #require(tables(doc).first)
        #expect(table.header == ["现象", "原因", "解决办法"])
        #expect(table.rows[0] == ["UIKit 的 label 没变", "AnyCancellable 没有保存", "存进 cancellables"])
        #expect(table.rows.count == 2)
    }

    @Test func anEnglishTableAlignedWithSpaces() throws {
        let doc = try parse("""
        Notes

        2. Common symptoms
        Symptom                      Likely cause                   Fix
        Annotations flicker          All annotations are re-added   Diff the annotations
        The region jumps back        The region is set every time   Compare before setting
        """, path: "memo/en.txt")
        let table = try #require(tables(doc).first)
        #expect(table.header == ["Symptom", "Likely cause", "Fix"])
        #expect(table.rows.map(\.first) == ["Annotations flicker", "The region jumps back"])
    }

    @Test func anUnnumberedHeadingDirectlyAboveTheTableStaysOutOfIt() throws {
        let doc = try parse("""
        标题

        简介。

        常见问题
        问题　原因　解决
        不刷新　没有观察　用 @State
        死循环　写回状态　先比较
        """, path: "memo/zh-Hans.txt")
        let table = try #require(tables(doc).first)
        #expect(table.header == ["问题", "原因", "解决"])
        #expect(table.rowLines == [7, 8])
    }

    @Test(arguments: [
        // Two spaces after a full stop, as some writers type them.
        ("en", "The wrapper is small.  It only forwards the delegate.\nThe coordinator keeps state.  It is made once.\nNothing else is needed.  That is all."),
        // Prose with an ideographic space inside its sentences.
        ("ja", "まず、UIHostingControllerを作る。　次に、addChildを呼ぶ。\n最後に、didMoveを呼ぶ。　これで完了。\n順番を間違えないこと。　大事です。"),
        // Lines whose gaps do not line up into the same number of cells.
        ("zh-Hans", "现象  原因  解决办法\n列表不刷新  没有观察属性\n页面闪烁  每次都重建视图  只在 make 里创建"),
    ])
    func proseWithWideGapsIsNoTable(language: String, body: String) throws {
        let doc = try parse("标题\n\n一、正文\n\n\(body)\n", path: "memo/\(language).txt")
        #expect(tables(doc).isEmpty, "\(body)")
    }
}

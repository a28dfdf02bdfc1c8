import Foundation
import Testing
@testable import BridgeKBModel
@testable import BridgeKBReaders
import BridgeKBTestSupport

/// The plain-text reader's heuristics on small fixtures, so a new guide in the same style works.
@Suite struct PlainTextReaderFixtureTests {
    @Test func detectsSpaceSeparatedTable() throws {
        let doc = try #require(TestSupport.parse("""
        标题

        1.1 常见问题

        问题 原因 解决方案
        视图不更新 没有观察属性 用@State
        死循环 update里写回 加条件判断
        """))
        guard case .table(let table)? = doc.sections.first?.blocks.first else { Issue.record("no table"); return }
        #expect(table.header == ["问题", "原因", "解决方案"])
        #expect(table.rows == [["视图不更新", "没有观察属性", "用@State"], ["死循环", "update里写回", "加条件判断"]])
        #expect(table.rowLines == [6, 7])
    }

    @Test func detectsTabSeparatedTableWithRaggedRows() throws {
        let doc = try #require(TestSupport.parse("标题\n\n第 1 部分：表格\n\n场景\t使用\n单元格\tUIHostingConfiguration\n全屏\n"))
        guard case .table(let table)? = doc.sections.first?.blocks.first else { Issue.record("no table"); return }
        #expect(table.header == ["场景", "使用"])
        #expect(table.rows == [["单元格", "UIHostingConfiguration"]])
    }

    @Test func fileNameLineAttachesToTheListingBelow() throws {
        let doc = try #require(TestSupport.parse("标题\n\n步骤1\n\n创建文件。\n\nMyView.swift\n\nimport SwiftUI\n\nstruct MyView: View {\n    var body: some View { Text(\"x\") }\n}\n"))
        let snippet = try #require(doc.allSnippets.first)
        #expect(snippet.fileName == "MyView.swift")
        #expect(snippet.range.startLine == 9)
        #expect(snippet.code.hasPrefix("import SwiftUI\n\nstruct MyView"))
    }

    @Test func blankAndSingleSpaceLinesStayInsideCode() throws {
        let doc = try #require(TestSupport.parse("标题\n\n一、代码\n\nstruct A {\n    let a = 1\n \n    func f() {\n\n    }\n}\n\n后面的文字。\n"))
        let snippet = try #require(doc.allSnippets.first)
        #expect(snippet.range.startLine == 5 && snippet.range.endLine == 11)
        #expect(snippet.code.split(separator: "\n", omittingEmptySubsequences: false).count == 7)
    }

    @Test func badAndGoodExamplesSplitIntoTwoSnippets() throws {
        let doc = try #require(TestSupport.parse("标题\n\n一、对比\n\n// ❌ bad\nfunc a() {}\n\n// ✅ good\nfunc b() {}\n"))
        #expect(doc.allSnippets.map(\.marker) == [.bad, .good])
    }

    @Test func recognisesEveryNumberedHeadingStyle() throws {
        let doc = try #require(TestSupport.parse("""
        指南

        简介文字。

        第 1 部分：开始

        内容。

        パート 2b：続き

        内容。

        十六、常见误区

        内容。

        16.10 错误：同时控制

        问题： 冲突。

        第一节

        创建视图

        步骤1

        做一件事。
        """))
        #expect(doc.sections.map(\.number) == ["第 1 部分", "パート 2b", "十六", "第一节"])
        #expect(doc.sections[2].children.map(\.number) == ["16.10"])
        #expect(doc.sections[3].title == "创建视图")
        #expect(doc.sections[3].children.map(\.number) == ["步骤1"])
        #expect(doc.sections.map(\.id) == ["part-1", "part-2b", "16", "section-1"])
    }

    @Test func unnumberedHeadingsNestUnderPartsAndAThematicBreakEndsThePart() throws {
        let doc = try #require(TestSupport.parse("""
        指南

        简介。

        总览

        内容。

        ---

        第 1 部分：开始

        内容。

        生命周期

        内容。

        ---

        资源

        链接。
        """))
        #expect(doc.sections.map(\.title) == ["总览", "开始", "资源"])
        #expect(doc.sections[1].children.map(\.title) == ["生命周期"])
    }

    @Test func labelLinesAndMetadataLinesAreNotHeadings() throws {
        let doc = try #require(TestSupport.parse("""
        指南

        简介文字。

        学习时间：25分钟

        下载地址：Example.zip

        第一节 开始

        SwiftUI 侧——标准属性包装器：

        struct A {}
        """))
        #expect(doc.sections.map(\.displayTitle) == ["第一节 开始"])
        #expect(doc.preamble.count == 3)
    }

    @Test func bareConsecutiveLinesFormAList() throws {
        let doc = try #require(TestSupport.parse("标题\n\n一、要求\n\n包含这些要求：\n\nTab 内有独立的页面栈；\n推送可以直达详情；\n未登录时先进入登录流程。\n"))
        guard case .list(let list)? = doc.sections.first?.blocks.last else { Issue.record("no list"); return }
        #expect(list.items.map(\.text) == ["Tab 内有独立的页面栈；", "推送可以直达详情；", "未登录时先进入登录流程。"])
    }

    @Test func bulletsIndentedOrNotAreListItems() throws {
        let doc = try #require(TestSupport.parse("标题\n\n3.1 方法\n\n  • makeUIView — 创建\n  • updateUIView — 更新\nstruct A {}\n"))
        let blocks = doc.sections.first?.blocks ?? []
        #expect(blocks.map(\.kind) == [.list, .code])
    }

    @Test func notesAreRecognisedByTheirLabels() throws {
        let doc = try #require(TestSupport.parse("标题\n\n一、说明\n\n重要提示：updateUIView 会频繁调用。\n\nTips 可以使用 Coordinator。\n\n重要\n\n请记住使用$语法。\n"))
        let notes = (doc.sections.first?.blocks ?? []).compactMap { if case .note(let n) = $0 { return n } else { return nil } }
        #expect(notes.map(\.kind) == [.important, .tip, .important])
        #expect(notes.last?.text == "请记住使用$语法。")
    }

    @Test func wikiNavigationDebrisIsDroppedWithANote() throws {
        let diagnostics = DiagnosticEngine()
        let doc = try #require(TestSupport.parse("""
        指南

        简介。

        第一节 开始

        步骤1

        做事。

        Example - someone/Docs GitHub Wiki

        第一节

        步骤1

        ← 上一章 📖 返回目录 下一章 →
        """, diagnostics: diagnostics))
        #expect(doc.sections.count == 1)
        #expect(doc.sections[0].children.count == 1)
        #expect(diagnostics.diagnostics.contains { $0.ruleID == "reader.debris" && $0.severity == .info })
    }

    @Test func lifecycleLinesAndDigraphsAreTheirOwnBlocks() throws {
        let doc = try #require(TestSupport.parse("""
        标题

        一、生命周期

        makeUIView(context:)     → Called ONCE.
        updateUIView(_:context:) → Called often.

        digraph g {
            a -> b [label="x {"];
        }
        """))
        #expect(doc.sections.first?.blocks.map(\.kind) == [.lifecycle, .diagram])
    }
}

/// Bad input never crashes the reader: a clear diagnostic or a correct parse.
@Suite struct PlainTextReaderBadInputTests {
    private func read(_ bytes: [UInt8], path: String = "g/zh-Hans.txt") -> (Document?, [Diagnostic]) {
        let diagnostics = DiagnosticEngine()
        let file = SourceFile(path: path, guide: "g", declaredLanguage: Language("zh-Hans"), format: .plainText, data: Data(bytes))
        return (DocumentParser.parse(file, diagnostics: diagnostics), diagnostics.diagnostics)
    }

    @Test func emptyFileGivesAWarningAndAnEmptyDocument() {
        let (doc, diagnostics) = read([])
        #expect(doc?.sections.isEmpty == true)
        #expect(diagnostics.contains { $0.ruleID == "reader.empty" && $0.severity == .warning })
    }

    @Test func invalidUTF8NamesTheByteOffset() {
        let (doc, diagnostics) = read(Array("标题\n\nab".utf8) + [0xFF, 0x41])
        #expect(doc == nil)
        let error = diagnostics.first { $0.ruleID == "reader.invalid-utf8" }
        #expect(error?.message.contains("byte offset 10") == true)
        #expect(error?.range?.start.line == 3 && error?.range?.start.column == 3)
    }

    @Test func byteOrderMarkIsRemoved() {
        let (doc, _) = read([0xEF, 0xBB, 0xBF] + Array("指南\n\n简介。\n\n一、开始\n\n内容。\n".utf8))
        #expect(doc?.title == "指南")
        #expect(doc?.sections.first?.number == "一")
    }

    @Test func crlfLineEndingsReadLikeLF() {
        let text = "指南\n\n简介。\n\n一、开始\n\nstruct A {\n\n}\n"
        let (lf, _) = read(Array(text.utf8))
        let (crlf, _) = read(Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8))
        #expect(lf == crlf)
    }

    @Test func binaryFileIsRefused() {
        let (doc, diagnostics) = read([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00])
        #expect(doc == nil)
        #expect(diagnostics.contains { $0.ruleID == "reader.binary" && $0.severity == .error })
    }

    @Test func languageIsDetectedFromTheScriptWhenTheFileNameIsNotATag() {
        let diagnostics = DiagnosticEngine()
        let doc = DocumentParser.parse(SourceFile(path: "g/guide.txt", text: "ガイド\n\n説明です。\n"), diagnostics: diagnostics)
        #expect(doc?.language == .japanese)
        #expect(diagnostics.diagnostics.contains { $0.ruleID == "reader.language-detected" && $0.severity == .warning })
    }

    /// A guide many times its size (a real guide repeated) parses without error, keeps every copy's
    /// listings, and takes time linear in its size: four times the text takes about four times as
    /// long (sixteen if the reader were quadratic). The 100 MB run is a benchmark: bench/big-guide.
    @Test func aBigFileParsesInTimeLinearInItsSize() throws {
        let guide = try Fixtures.guide("navigation-and-interop/zh-Hans.txt")
        func parse(copies: Int) -> (seconds: Double, snippets: Int, errors: Int) {
            let bytes = Array(String(repeating: guide, count: copies).utf8)
            var best = Double.infinity, snippets = 0, errors = 0
            for _ in 0..<2 {
                let start = DispatchTime.now().uptimeNanoseconds
                let (doc, diagnostics) = read(bytes)
                best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
                snippets = doc?.allSnippets.count ?? 0
                errors = diagnostics.filter { $0.severity == .error }.count
            }
            return (best, snippets, errors)
        }
        let small = parse(copies: 8), large = parse(copies: 32)
        #expect(small.errors == 0 && large.errors == 0)
        #expect(small.snippets > 8 && large.snippets == 4 * small.snippets)
        #expect(large.seconds < max(small.seconds, 0.05) * 9, "\(small.seconds) s → \(large.seconds) s for 4× the text")
    }

    @Test func unclosedBracketDoesNotSwallowTheRestOfTheGuide() throws {
        let doc = try #require(TestSupport.parse("标题\n\n一、代码\n\nstruct A {\n    func f() {\n\n这是后面的说明文字。\n\n二、下一章\n\n内容。\n"))
        #expect(doc.sections.count == 2)
        #expect(doc.allSnippets.first?.range.endLine == 6)
    }
}

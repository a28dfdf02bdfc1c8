import Testing
@testable import BridgeKBModel

/// The Markdown reader: CommonMark structure, front matter, pipe tables, notes.
@Suite struct MarkdownReaderTests {
    // MARK: - Headings

    @Test func readsATXHeadingsAndTakesTheLoneH1AsTitle() {
        let doc = ReaderFixtures.markdown("""
        # UIKit 桥接

        导言。

        ## 第 1 部分：UIViewRepresentable — 封装 UIView

        正文。

        ### 生命周期

        ## 第 2b 部分：手势

        """)
        #expect(doc.title == "UIKit 桥接")
        #expect(doc.preamble.map(\.plainText) == ["导言。"])
        #expect(doc.sections.map(\.id) == ["part-1", "part-2b"])
        #expect(doc.sections[0].number == "第 1 部分")
        #expect(doc.sections[0].title == "UIViewRepresentable — 封装 UIView")
        #expect(doc.sections[0].level == 1)
        #expect(doc.sections[0].children.map(\.id) == ["part-1-s1"])
        #expect(doc.sections[0].children[0].level == 2)
    }

    /// An uploaded picture's alt text is often only its file name (`スクリーンショット 2021-12-03.png`): that says
    /// nothing, and would run into the next sentence of a pitfall's text. An alt text that describes stays.
    @Test func aPictureNamedOnlyByItsFileNameLeavesNoText() {
        let doc = ReaderFixtures.markdown("""
        # メモ

        ## 手順

        ![Screen Shot 2021-12-03 at 22.33.19.PNG](https://example.com/a.png)
        エラーを消すため `self.` を付けます。

        ![ボタンを追加した画面](https://example.com/b.png)
        """)
        #expect(doc.sections[0].blocks.map(\.plainText) == ["エラーを消すため `self.` を付けます。", "ボタンを追加した画面"])
    }

    @Test func readsSetextHeadings() {
        let doc = ReaderFixtures.markdown("""
        第一节 创建视图
        ==============

        步骤1
        -----

        创建文件。

        步骤2
        -----
        """)
        // The only h1 is the first heading, so it is the title; the h2s become top-level sections.
        #expect(doc.title == "第一节 创建视图")
        #expect(doc.sections.map(\.id) == ["step-1", "step-2"])
        #expect(doc.sections[0].range.startLine == 4)
        #expect(doc.sections[0].range.endLine == 7)
    }

    @Test func recognisesDecimalNumberLabelsLikePlainText() {
        let doc = ReaderFixtures.markdown("""
        ## 三、NavigationStack

        ### 3.1 最小的类型化导航

        ### 16.10 错误：在 updateUIView 中重建视图

        ## 核心结论
        """)
        #expect(doc.title == "demo")
        #expect(doc.allSections.map(\.id) == ["3", "3-1", "16-10", "s2"])
        #expect(doc.allSections.map(\.number) == ["三", "3.1", "16.10", nil])
        #expect(doc.allSections.map(\.level) == [1, 2, 2, 1])
        #expect(doc.allSections[2].title == "错误：在 updateUIView 中重建视图")
    }

    @Test func twoH1sAreSectionsNotATitle() {
        let doc = ReaderFixtures.markdown("# 一、甲\n\n文字\n\n# 二、乙\n\n文字\n")
        #expect(doc.title == "demo")
        #expect(doc.sections.map(\.id) == ["1", "2"])
    }

    // MARK: - Paragraphs and inline content

    @Test func joinsLazyContinuationLinesIntoOneParagraph() {
        let doc = ReaderFixtures.markdown("""
        ## 甲

        第一行
        第二行，*强调*与 `updateUIView` 与<span>内联 HTML</span>。

        > 注意：引用的第一行
        懒惰的续行
        """)
        #expect(ReaderFixtures.paragraphs(doc) == ["第一行\n第二行，强调与 `updateUIView` 与内联 HTML。"])
        #expect(ReaderFixtures.notes(doc).first?.text == "引用的第一行\n懒惰的续行")
    }

    @Test func dropsRawHTMLBlocksWithANote() {
        let diagnostics = DiagnosticEngine()
        let doc = ReaderFixtures.markdown("""
        ## 甲

        <div class="ad">
        <script>alert(1)</script>
        </div>

        <!-- a comment -->

        正文。
        """, diagnostics: diagnostics)
        #expect(ReaderFixtures.blocks(doc).map(\.plainText) == ["正文。"])
        let raw = diagnostics.diagnostics.filter { $0.ruleID == "reader.raw-html" }
        #expect(raw.count == 1)
        #expect(raw.first?.severity == .info)
        #expect(raw.first?.range?.startLine == 3)
    }

    // MARK: - Code

    /// A fence never closed makes the rest of the file code: the author is told where it opened; a fence
    /// closed by a longer one, or by `~~~` after `~~~`, is fine.
    @Test func aFenceNeverClosedIsReportedWhereItOpens() {
        let diagnostics = DiagnosticEngine()
        _ = ReaderFixtures.markdown("""
        # 指南

        ## 甲

        ````swift
        let a = 1
        `````

        ~~~
        let b = 2
        ~~~

        ```swift
        let c = 3

        ## 乙

        正文。
        """, diagnostics: diagnostics)
        let unclosed = diagnostics.diagnostics.filter { $0.ruleID == "reader.unclosed-fence" }
        #expect(unclosed.count == 1)
        #expect(unclosed.first?.severity == .warning)
        #expect(unclosed.first?.range?.startLine == 13)
    }

    @Test func readsFencedAndIndentedCodeWithInfoStrings() {
        let doc = ReaderFixtures.markdown("""
        ## 甲

        ```swift
        // ❌ 每次都重建
        let a = 1
        ```

        ~~~dot
        digraph { a -> b }
        ~~~

        ```
        plain text
        ```

            indented()

        ```
        digraph g {
          x -> y
        }
        ```
        """)
        let snippets = ReaderFixtures.snippets(doc)
        #expect(snippets.map(\.language) == [.swift, .dot, .text, .text, .dot])
        #expect(snippets[0].marker == .bad)
        #expect(snippets[0].code == "// ❌ 每次都重建\nlet a = 1")
        #expect(snippets[0].infoString == "swift")
        #expect(snippets[0].range.startLine == 3 && snippets[0].range.endLine == 6)
        #expect(snippets[3].code == "indented()")
        #expect(ReaderFixtures.blocks(doc).map(\.kind) == [.code, .diagram, .code, .code, .diagram])
        #expect(snippets.map(\.id) == (1...5).map { "s1-code-\($0)" })
    }

    /// Qiita and Zenn name a listing's file after its language and a colon (`swift:ViewController.swift`): the listing
    /// is Swift. A diff of a file (`diff_swift:…`) shows a change, not Swift to check. (The name stays in the info
    /// string: it labels every listing of such a page, unlike a tutorial's file name written above its listing.)
    @Test func aFileNameAfterTheLanguageAndAColonNamesTheListingsFile() {
        let doc = ReaderFixtures.markdown("""
        ## 甲

        ```swift:ImageLoader.swift
        final class ImageLoader {}
        ```

        ```diff_swift:ImageLoader.swift
        -final class ImageLoader {}
        +actor ImageLoader {}
        ```

        ```swift
        let a = 1
        ```
        """)
        let snippets = ReaderFixtures.snippets(doc)
        #expect(snippets.map(\.language) == [.swift, .text, .swift])
        #expect(snippets[0].infoString == "swift:ImageLoader.swift")
    }

    /// Jekyll and other Liquid-templated blogs write code as `{% highlight lang %}` … `{% endhighlight %}`:
    /// a listing, not paragraphs of code (the tags' lines are its fences, so lines stay those of the file).
    @Test func readsLiquidHighlightBlocksAsListings() {
        let doc = ReaderFixtures.markdown("""
        ## 甲

        {% highlight swift linenos %}
        self.block = { print(self) }
        {% endhighlight %}

        {%- highlight objective_c -%}
        NSLog(@"%@", self);
        {%- endhighlight -%}

        这里会循环引用。
        """)
        let snippets = ReaderFixtures.snippets(doc)
        #expect(snippets.map(\.language) == [.swift, .text])
        #expect(snippets.map(\.code) == ["self.block = { print(self) }", "NSLog(@\"%@\", self);"])
        #expect(snippets.first?.range.startLine == 3 && snippets.first?.range.endLine == 5)
        #expect(ReaderFixtures.paragraphs(doc) == ["这里会循环引用。"])
    }

    @Test func aFileNameParagraphNamesTheListingBelowIt() {
        let doc = ReaderFixtures.markdown("""
        ## 步骤1

        PageViewController.swift

        ```swift
        import SwiftUI
        ```

        PageView.swift 是另一个文件。
        """)
        #expect(ReaderFixtures.snippets(doc).first?.fileName == "PageViewController.swift")
        #expect(ReaderFixtures.paragraphs(doc) == ["PageView.swift 是另一个文件。"])
    }

    @Test func readsALifecycleTableFromATextFence() {
        let doc = ReaderFixtures.markdown("""
        ## 生命周期

        ```text
        makeUIView(context:)      → Called ONCE.
        updateUIView(_:context:)  → Called on EVERY state change.
        ```
        """)
        guard case .lifecycle(let table)? = ReaderFixtures.blocks(doc).first else {
            Issue.record("expected a lifecycle table"); return
        }
        #expect(table.entries.map(\.method) == ["makeUIView(context:)", "updateUIView(_:context:)"])
        #expect(table.entries.map(\.line) == [4, 5])
    }

    // MARK: - Lists

    @Test func readsNestedListsWithCodeInItems() {
        let doc = ReaderFixtures.markdown("""
        ## 甲

        1. 第一项
           - 嵌套 a
           - 嵌套 b
        2. 第二项

           ```swift
           let x = 1
           ```
        3. 第三项
        """)
        let list = ReaderFixtures.lists(doc).first
        #expect(list?.ordered == true)
        #expect(list?.items.map(\.text) == ["第一项", "第二项", "第三项"])
        guard case .list(let nested)? = list?.items[0].children.first else { Issue.record("no nested list"); return }
        #expect(nested.ordered == false)
        #expect(nested.items.map(\.text) == ["嵌套 a", "嵌套 b"])
        guard case .code(let code)? = list?.items[1].children.first else { Issue.record("no code in item"); return }
        #expect(code.code == "let x = 1")
        #expect(code.language == .swift)
        #expect(code.id == "s1-code-1")
    }

    // MARK: - Block quotes

    @Test func readsBlockQuoteStylesAsNotes() {
        let doc = ReaderFixtures.markdown("""
        ## 甲

        > **Note**
        > Coordinators live as long as the view.

        > 重要：只在 makeUIView 中创建视图。

        > 注意
        >
        > 不要在 updateUIView 里重建。

        > [!TIP]
        > 使用 sizeThatFits。

        > 只是一段引用。
        """)
        let notes = ReaderFixtures.notes(doc)
        #expect(notes.map(\.kind) == [.note, .important, .warning, .tip, .note])
        #expect(notes.map(\.label) == ["Note", "重要", "注意", "Tip", ""])
        #expect(notes.map(\.text) == ["Coordinators live as long as the view.", "只在 makeUIView 中创建视图。",
                                      "不要在 updateUIView 里重建。", "使用 sizeThatFits。", "只是一段引用。"])
    }

    // MARK: - Pipe tables

    @Test func readsGitHubPipeTables() {
        let doc = ReaderFixtures.markdown("""
        ## 甲

        | 问题 | 原因 | 解决方案 |
        |:-----|:----:|---:|
        | 视图闪烁 | `a \\| b` 每次重建 | 在 **make** 中创建 |
        | 状态丢失 | 没有 Coordinator |

        下面不是表格：a | b
        """)
        let tables = ReaderFixtures.tables(doc)
        #expect(tables.count == 1)
        #expect(tables.first?.header == ["问题", "原因", "解决方案"])
        #expect(tables.first?.rows == [["视图闪烁", "`a | b` 每次重建", "在 make 中创建"], ["状态丢失", "没有 Coordinator", ""]])
        #expect(tables.first?.rowLines == [5, 6])
        #expect(ReaderFixtures.paragraphs(doc) == ["下面不是表格：a | b"])
    }

    @Test func splitsAParagraphLineAboveATable() {
        let doc = ReaderFixtures.markdown("## 甲\n\n对比如下：\n| a | b |\n| - | - |\n| 1 | 2 |\n")
        #expect(ReaderFixtures.blocks(doc).map(\.kind) == [.paragraph, .table])
        #expect(ReaderFixtures.tables(doc).first?.rows == [["1", "2"]])
    }

    // MARK: - Front matter

    @Test func readsFrontMatterIntoMetadataTitleAndLanguage() {
        let text = """
        ---
        title: "UIKit ブリッジ: 入門"
        source: https://example.com/guide
        translationOf: zh-Hans
        language: ja
        kicker:
          - axiom-uikit-bridging
        ---

        ## パート 1：UIViewRepresentable

        本文。
        """
        let diagnostics = DiagnosticEngine()
        let doc = ReaderFixtures.markdown(text, path: "Content/demo/guide.md", diagnostics: diagnostics)
        #expect(doc.title == "UIKit ブリッジ: 入門")
        #expect(doc.language == .japanese)
        #expect(doc.kicker == ["axiom-uikit-bridging"])
        #expect(doc.metadata["source"] == "https://example.com/guide")
        #expect(doc.metadata["translationOf"] == "zh-Hans")
        #expect(doc.sections.first?.range.startLine == 10)
        #expect(!diagnostics.diagnostics.contains { $0.ruleID == "reader.language-detected" })
    }

    @Test func theFileNameLanguageWinsOverFrontMatter() {
        let diagnostics = DiagnosticEngine()
        let doc = ReaderFixtures.markdown("---\nlanguage: zh-Hans\n---\n\n## 甲\n", path: "Content/demo/ja.md",
                                          diagnostics: diagnostics)
        #expect(doc.language == .japanese)
        #expect(diagnostics.diagnostics.contains { $0.ruleID == "reader.language-mismatch" && $0.severity == .warning })
    }

    /// Documentation sites write dotted keys (`ms.prod: xamarin`): still front matter, not a setext
    /// heading made of its lines.
    @Test func frontMatterWithDottedKeysIsFrontMatter() {
        let doc = ReaderFixtures.markdown("---\ntitle: 性能\nms.prod: demo\nms.date: 01/29/2016\n---\n# 性能\n\n正文。\n\n## 循环引用\n\n正文。\n")
        #expect(doc.title == "性能")
        #expect(doc.metadata["ms.prod"] == "demo")
        #expect(doc.sections.map(\.title) == ["循环引用"])
    }

    /// Chinese and Japanese pages saved by a tool write their own keys (`出处：`, `保存日時：`), with a
    /// full-width colon: still front matter, not a thematic break and a setext heading over the title.
    @Test func frontMatterWithKeysInChineseOrJapaneseIsFrontMatter() {
        let doc = ReaderFixtures.markdown("---\n出处： https://example.com/a\n保存日時：2024-01-02\n---\n\n# 迁移指南\n\n正文。\n\n## 概览\n\n正文。\n")
        #expect(doc.title == "迁移指南")
        #expect(doc.metadata["出处"] == "https://example.com/a")
        #expect(doc.metadata["保存日時"] == "2024-01-02")
        #expect(doc.sections.map(\.title) == ["概览"])
    }

    /// A sentence with a colon is no key: `---`, a line of prose, `---` stay a break and a setext heading.
    @Test func aSentenceWithAColonIsNoFrontMatterKey() {
        let doc = ReaderFixtures.markdown("---\n注意，这里有个坑：不要这样写\n---\n\n正文\n")
        #expect(doc.metadata.isEmpty)
        #expect(doc.sections.map(\.title) == ["注意，这里有个坑：不要这样写"])
    }

    @Test func aLeadingThematicBreakIsNotFrontMatter() {
        let doc = ReaderFixtures.markdown("---\n\n甲乙丙\n---\n\n正文\n")
        #expect(doc.metadata.isEmpty)
        #expect(doc.sections.map(\.title) == ["甲乙丙"])
    }

    @Test func anEmptyFileGivesAWarningAndAnEmptyDocument() {
        let diagnostics = DiagnosticEngine()
        let doc = ReaderFixtures.markdown("\n\n", diagnostics: diagnostics)
        #expect(doc.sections.isEmpty)
        #expect(diagnostics.diagnostics.contains { $0.ruleID == "reader.empty" })
    }

    @Test func warnsAboutUnclosedFrontMatter() {
        let diagnostics = DiagnosticEngine()
        let doc = ReaderFixtures.markdown("---\ntitle: 甲\n\n## 一、开始\n", diagnostics: diagnostics)
        #expect(doc.metadata.isEmpty)
        #expect(diagnostics.diagnostics.contains { $0.ruleID == "reader.front-matter" && $0.severity == .warning })
    }
}

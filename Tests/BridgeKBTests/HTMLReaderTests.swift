import Testing
@testable import BridgeKBModel
@testable import BridgeKBReaders

/// The HTML reader: article content, chrome and hidden elements skipped, malformed pages.
@Suite struct HTMLReaderTests {
    // MARK: - Structure

    /// A saved page whose article has no `<h1>` is named by its `og:title`, else by its `<title>` without the
    /// site's name that blogs append (`Post | Blog`, `Post - Qiita`, `Post｜Zenn`, `Post_作者的博客`).
    @Test(arguments: [
        ("<title>Sheet の罠 | Example Blog</title>", "Sheet の罠"),
        ("<title>Sheet の罠 - Qiita</title>", "Sheet の罠"),
        ("<title>Sheet の罠｜Zenn</title>", "Sheet の罠"),
        ("<title>循环引用踩坑记录_某人的博客-CSDN博客</title>", "循环引用踩坑记录"),
        ("<title>Blog | Sheet の罠 | Example Blog</title>", "Blog | Sheet の罠"),
        ("<title>Sheet の罠</title>", "Sheet の罠"),
        (#"<title>Sheet の罠 | Example Blog</title><meta property="og:title" content="Sheet の罠 (iOS 17)">"#, "Sheet の罠 (iOS 17)"),
    ])
    func aPageWithoutAnH1IsNamedByItsTitleWithoutTheSiteName(head: String, title: String) {
        let doc = ReaderFixtures.html("<html><head>\(head)</head><body><main><h2>使い方</h2><p>本文。</p></main></body></html>")
        #expect(doc.title == title)
    }

    /// A picture's alt text is read as prose unless it is only the picture's file name (the Markdown reader's rule).
    @Test func aPictureNamedOnlyByItsFileNameLeavesNoText() {
        let doc = ReaderFixtures.html("""
        <html><body><h1>メモ</h1><h2>手順</h2>
        <p><img src="a.png" alt="スクリーンショット 2021-12-03 22.33.19.png">エラーを消すため付けます。</p>
        <p><img src="b.png" alt="ボタンを追加した画面"></p>
        </body></html>
        """)
        #expect(doc.sections[0].blocks.map(\.plainText) == ["エラーを消すため付けます。", "ボタンを追加した画面"])
    }

    @Test func readsHeadingsParagraphsAndTheLoneH1AsTitle() {
        let doc = ReaderFixtures.html("""
        <html><body>
        <h1>UIKit ブリッジ</h1>
        <p>導入の  段落
           続き。</p>
        <h2>パート 1：UIViewRepresentable</h2>
        <p>本文<br>二行目</p>
        <h3>ライフサイクル</h3>
        <h2>パート 2b：ジェスチャー</h2>
        </body></html>
        """)
        #expect(doc.title == "UIKit ブリッジ")
        #expect(doc.language == .japanese)
        #expect(doc.preamble.map(\.plainText) == ["導入の 段落 続き。"])
        #expect(doc.sections.map(\.id) == ["part-1", "part-2b"])
        #expect(doc.sections[0].number == "パート 1")
        #expect(doc.sections[0].children.map(\.id) == ["part-1-s1"])
        #expect(ReaderFixtures.paragraphs(doc).last == "本文\n二行目")
        #expect(doc.sections[0].range.startLine == 5)
    }

    @Test func prefersTheArticleOverNavigationChrome() {
        let doc = ReaderFixtures.html("""
        <!DOCTYPE html>
        <html lang="ja"><head><title>ガイド | サイト</title>
        <script>document.write("<h2>no</h2>")</script><style>h2 { color: red }</style></head>
        <body>
        <header><h1>サイト名</h1><nav><ul><li><a href="/">ホーム</a></li></ul></nav></header>
        <aside><h2>目次</h2><ul><li>パート 1</li></ul></aside>
        <article>
          <h2>パート 1：基本</h2>
          <p>本文。</p>
          <script>track()</script>
        </article>
        <footer><p>© 2024</p></footer>
        </body></html>
        """)
        #expect(doc.allSections.map(\.displayTitle) == ["パート 1：基本"])
        #expect(ReaderFixtures.blocks(doc).map(\.plainText) == ["本文。"])
        #expect(doc.title == "ガイド")
    }

    @Test func prefersMainWhenThePageHasOne() {
        let doc = ReaderFixtures.html("""
        <body><div><p>広告</p></div><main><h2>一、开始</h2><p>正文</p></main><div><p>フッター</p></div></body>
        """, path: "Content/demo/zh-Hans.html")
        #expect(doc.sections.map(\.id) == ["1"])
        #expect(ReaderFixtures.blocks(doc).map(\.plainText) == ["正文"])
    }

    @Test func skipsElementsThePageHides() {
        let doc = ReaderFixtures.html("""
        <article>
        <h2>甲</h2>
        <p hidden>隐藏一</p>
        <div aria-hidden="true"><p>隐藏二</p></div>
        <p style="display: none">隐藏三</p>
        <p>可见<span style="display:none">隐藏四</span></p>
        </article>
        """, path: "Content/demo/zh-Hans.html")
        #expect(ReaderFixtures.blocks(doc).map(\.plainText) == ["可见"])
    }

    // MARK: - Code

    @Test func readsPreBlocksWithLanguageClasses() {
        let doc = ReaderFixtures.html("""
        <article><h2>甲</h2>
        <p>PageViewController.swift</p>
        <pre><code class="language-swift">struct A {
            // ✅ 只创建一次
            let b = "x &lt; y"
        }
        </code></pre>
        <pre class="lang-dot">digraph { a -&gt; b }</pre>
        <pre>echo hi</pre>
        <p>用 <code>makeUIView</code> 创建。</p>
        </article>
        """, path: "Content/demo/zh-Hans.html")
        let snippets = ReaderFixtures.snippets(doc)
        #expect(snippets.map(\.language) == [.swift, .dot, .text])
        #expect(snippets[0].code == "struct A {\n    // ✅ 只创建一次\n    let b = \"x < y\"\n}")
        #expect(snippets[0].marker == .good)
        #expect(snippets[0].fileName == "PageViewController.swift")
        #expect(snippets[0].range.startLine == 3)
        #expect(snippets[1].code == "digraph { a -> b }")
        #expect(ReaderFixtures.paragraphs(doc) == ["用 `makeUIView` 创建。"])
    }

    // MARK: - Lists, tables, quotes

    @Test func readsNestedListsAndCodeInItems() {
        let doc = ReaderFixtures.html("""
        <article><h2>甲</h2>
        <ol>
          <li>第一项
            <ul><li>嵌套 a</li><li>嵌套 b</li></ul>
          </li>
          <li><p>第二项</p><pre><code class="language-swift">let x = 1</code></pre></li>
        </ol>
        </article>
        """, path: "Content/demo/zh-Hans.html")
        let list = ReaderFixtures.lists(doc).first
        #expect(list?.ordered == true)
        #expect(list?.items.map(\.text) == ["第一项", "第二项"])
        guard case .list(let nested)? = list?.items[0].children.first else { Issue.record("no nested list"); return }
        #expect(nested.items.map(\.text) == ["嵌套 a", "嵌套 b"])
        guard case .code(let code)? = list?.items[1].children.first else { Issue.record("no code in item"); return }
        #expect(code.language == .swift)
        #expect(code.id == "s1-code-1")
    }

    @Test func readsTablesWithHeaderAndBodyRows() {
        let doc = ReaderFixtures.html("""
        <article><h2>甲</h2>
        <table>
          <thead><tr><th>问题</th><th>原因</th></tr></thead>
          <tbody>
            <tr><td>闪烁</td><td>每次 <code>updateUIView</code> 重建</td></tr>
            <tr><td>丢失</td></tr>
          </tbody>
        </table>
        <table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr></table>
        </article>
        """, path: "Content/demo/zh-Hans.html")
        let tables = ReaderFixtures.tables(doc)
        #expect(tables.map(\.header) == [["问题", "原因"], ["A", "B"]])
        #expect(tables[0].rows == [["闪烁", "每次 `updateUIView` 重建"], ["丢失", ""]])
        #expect(tables[0].rowLines == [5, 6])
        #expect(tables[1].rows == [["1", "2"]])
    }

    @Test func readsBlockquotesAsNotes() {
        let doc = ReaderFixtures.html("""
        <article><h2>甲</h2>
        <blockquote><p><strong>重要提示</strong>：updateUIView 会频繁调用。</p></blockquote>
        <blockquote><p>普通引用</p></blockquote>
        </article>
        """, path: "Content/demo/zh-Hans.html")
        let notes = ReaderFixtures.notes(doc)
        #expect(notes.map(\.kind) == [.important, .note])
        #expect(notes.map(\.label) == ["重要提示", ""])
        #expect(notes.first?.text == "updateUIView 会频繁调用。")
    }

    // MARK: - Malformed pages

    @Test func malformedHTMLStillGivesASensibleDocument() {
        let doc = ReaderFixtures.html("""
        <h2>第 1 部分：开始
        <p>第一段
        <p>第二段 <b>粗体 <i>斜体</b> 结束</i>
        </div></span>
        <ul><li>一<li>二</ul>
        <h2>第 2 部分：结束</h2>
        <pre><code class="language-swift">let a = 1
        """, path: "Content/demo/zh-Hans.html")
        #expect(doc.sections.map(\.id) == ["part-1", "part-2"])
        #expect(doc.sections[0].title == "开始")
        #expect(ReaderFixtures.paragraphs(doc) == ["第一段", "第二段 粗体 斜体 结束"])
        #expect(ReaderFixtures.lists(doc).first?.items.map(\.text) == ["一", "二"])
        #expect(ReaderFixtures.snippets(doc).first?.code == "let a = 1")
    }

    @Test func anEmptyPageGivesAWarning() {
        let diagnostics = DiagnosticEngine()
        let doc = ReaderFixtures.html("<html><body><nav>菜单</nav></body></html>", path: "Content/demo/zh-Hans.html",
                                      diagnostics: diagnostics)
        #expect(doc.sections.isEmpty)
        #expect(diagnostics.diagnostics.contains { $0.ruleID == "reader.empty" })
    }

    @Test func theParserRegistersForHTMLFiles() {
        let file = SourceFile(path: "Content/demo/ja.html", text: "<h2>パート 1：a</h2><p>b</p>")
        let doc = DocumentParser.parse(file, diagnostics: DiagnosticEngine())
        #expect(doc?.format == .html)
        #expect(doc?.sections.map(\.id) == ["part-1"])
    }

    @Test func dropsPermalinkMarksFromHeadings() {
        let doc = ReaderFixtures.html("<article><h2>3.1 最小导航 <a class=\"headerlink\" href=\"#x\">¶</a></h2><p>正文</p></article>",
                                      path: "Content/demo/zh-Hans.html")
        #expect(doc.sections.first?.title == "最小导航")
        #expect(doc.sections.first?.id == "3-1")
    }

    // MARK: - Blog platforms' article markup

    /// A listing framed by a wrapper that names its language (`<div class="code-frame" data-lang="swift">`,
    /// `<div class="highlight highlight-source-swift">`, `<figure class="highlight swift">`) is read in that language;
    /// the frame's file-name bar names the snippet.
    @Test(arguments: [
        (#"<div class="code-frame" data-lang="swift"><div class="code-lang"><span class="bold">Sheet.swift</span></div><div class="highlight"><pre><code>"#,
         "</code></pre></div></div>"),
        (#"<div class="highlight highlight-source-swift"><div class="code-lang"><span>Sheet.swift</span></div><pre>"#, "</pre></div>"),
        (#"<figure class="highlight swift"><figcaption><span>Sheet.swift</span></figcaption><pre><code>"#, "</code></pre></figure>"),
    ])
    func aListingTakesItsLanguageFromTheFrameAroundIt(open: String, close: String) {
        let doc = ReaderFixtures.html("""
        <article><h2>甲</h2>
        \(open)<span class="k">let</span> <span class="n">a</span> = <span class="mi">1</span>\(close)
        <div data-lang="swift"><p>说明文字。</p><pre><code class="language-text">plain</code></pre></div>
        </article>
        """, path: "Content/demo/zh-Hans.html")
        let snippets = ReaderFixtures.snippets(doc)
        #expect(snippets.map(\.language) == [.swift, .text])
        #expect(snippets.first?.code == "let a = 1")
        #expect(snippets.first?.fileName == "Sheet.swift")
    }

    /// What a platform puts inside a `<pre>` beside the code — a copy control with text, a list of line numbers
    /// (which libxml2 moves out after the `<pre>`) — is not code, and the line numbers are no list.
    @Test func aListingKeepsOnlyItsCodeWithoutCopyControlsOrLineNumbers() {
        let doc = ReaderFixtures.html("""
        <article><h2>甲</h2>
        <pre class="prettyprint"><code class="prism language-swift has-numbering">let a = 1
        let b = 2
        </code><div class="hljs-button" data-title="复制">复制</div><ul class="pre-numbering"><li>1</li><li>2</li></ul></pre>
        <pre><code class="hljs language-swift copyable" lang="swift">let c = 3
        <span class="copy-code-btn">复制代码</span></code></pre>
        <ol><li>1</li><li>2</li></ol>
        </article>
        """, path: "Content/demo/zh-Hans.html")
        #expect(ReaderFixtures.snippets(doc).map(\.code) == ["let a = 1\nlet b = 2", "let c = 3"])
        // A list of numbers that does not count the listing's lines is the author's.
        #expect(ReaderFixtures.lists(doc).map { $0.items.map(\.text) } == [["1", "2"]])
    }

    /// When the page's `<main>` holds the post's `<article>` beside a table of contents, recommended posts and
    /// comments, the guide is the article.
    @Test func theArticleInsideMainIsTheGuideNotTheRecommendationsBesideIt() {
        let doc = ReaderFixtures.html("""
        <html><head><title>约束冲突排查_某人的博客-CSDN博客</title></head><body><main>
        <div class="box"><h1 class="title-article">约束冲突排查</h1><p>阅读量 1k</p>
        <article><div id="content_views"><h2>一、现象</h2><p>布局在旋转后错乱，控制台打印约束冲突，需要逐条排查每一个约束的来源。</p></div></article></div>
        <div class="toc"><ul><li><a href="#a">一、现象</a></li></ul></div>
        <div class="recommend-box"><div><a href="/1"><h3>另一篇文章</h3></a><p>摘要。</p></div></div>
        <div class="comment-box"><h3>评论 2</h3><ul><li>写得好</li></ul></div>
        </main></body></html>
        """, path: "Content/demo/zh-Hans.html")
        #expect(doc.allSections.map(\.displayTitle) == ["一、现象"])
        #expect(ReaderFixtures.blocks(doc).count == 1)
        #expect(doc.title == "约束冲突排查")
    }

    /// An `<aside>` inside the article is a callout (a platform's message box, a heading inside it too), read as a note
    /// without its icon glyph; an `<aside>` beside the article, or one that holds a list of links, stays chrome.
    @Test func anAsideInsideTheArticleIsANote() {
        let doc = ReaderFixtures.html("""
        <body><main><article><h2>パート 1：基本</h2>
        <aside class="msg alert"><span class="msg-symbol">!</span><div class="msg-content"><p>注意：iOS 15 では動作が変わります。</p></div></aside>
        <aside class="msg message"><h3>追記</h3><p>新しい API もあります。</p></aside>
        <aside class="related"><h3>関連記事</h3><ul><li><a href="/p/2">別の記事</a></li></ul></aside>
        <p>本文。</p></article>
        <aside class="sidebar"><p>目次</p><ol><li><a href="#p1">パート 1</a></li></ol></aside></main></body>
        """)
        #expect(ReaderFixtures.notes(doc).map(\.text) == ["iOS 15 では動作が変わります。", "追記\n新しい API もあります。"])
        #expect(ReaderFixtures.notes(doc).map(\.kind) == [.warning, .note])
        #expect(ReaderFixtures.paragraphs(doc) == ["本文。"])
    }

    /// A platform shows the post's title as the article's first `<h1>`, and the author's body may use `<h1>` for its
    /// sections too: an opening `<h1>` that says what the page's title says is the title, not a section over the rest.
    @Test func anOpeningH1ThatIsThePageTitleIsTheTitleEvenWhenTheBodyUsesH1() {
        let doc = ReaderFixtures.html("""
        <html><head><title>block と self の罠 - Qiita</title></head><body><article>
        <h1 class="title">block と self の罠</h1><ul class="tags"><li><a href="/tags/ios">iOS</a></li></ul>
        <h2>問題</h2><p>本文一。</p>
        <h1>問題</h1><p>本文二。</p>
        </article></body></html>
        """)
        #expect(doc.title == "block と self の罠")
        #expect(doc.allSections.map(\.title) == ["問題", "問題"])
        #expect(doc.preamble.count == 1)
    }

    /// A platform that shifts the body's headings down (`#` → `<h3>`) keeps the title in the article's header; a body
    /// that opens with the same title, alone at its level, repeats the title: it is no section over the rest.
    @Test func anOpeningHeadingAloneAtItsLevelThatRepeatsTheTitleIsNoSection() {
        let doc = ReaderFixtures.html("""
        <html><body><article><header><h1>Table の性能</h1></header>
        <h3>Table の性能</h3><p>導入。</p>
        <h4>セルを再利用する</h4><p>本文一。</p>
        <h4>非透過ビュー</h4><p>本文二。</p>
        </article></body></html>
        """)
        #expect(doc.title == "Table の性能")
        #expect(doc.sections.map(\.title) == ["セルを再利用する", "非透過ビュー"])
    }

    /// A list whose every item is only a link to a place in the page is its table of contents, not guide text.
    @Test func aTableOfContentsInsideTheArticleIsNotRead() {
        let doc = ReaderFixtures.html("""
        <article><header><h1>TableView の罠</h1><time>2024-05-01</time></header>
        <ul class="table-of-contents"><li><a href="#a">事象</a><ul><li><a href="#b">原因</a></li></ul></li><li><a href="#c">対応</a></li></ul>
        <h3 id="a">事象</h3><p>本文。</p>
        <ul><li><a href="#a">事象</a> を参照。</li></ul>
        </article>
        """)
        #expect(ReaderFixtures.lists(doc).map { $0.items.map(\.text) } == [["事象 を参照。"]])
        #expect(doc.title == "TableView の罠")
    }

    @Test func ignoresMetaCharsetHintsInAlreadyDecodedText() {
        let doc = ReaderFixtures.html("<html><head><meta charset=\"gbk\"></head><body><h2>一、开始</h2><p>中文内容</p></body></html>",
                                      path: "Content/demo/zh-Hans.html")
        #expect(doc.sections.first?.title == "开始")
        #expect(ReaderFixtures.paragraphs(doc) == ["中文内容"])
    }
}

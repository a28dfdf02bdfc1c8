"""Article markup shaped like blog platforms' pages, for real-html.py.

Each platform is a set of markdown-it render rules (headings, code listings, quotes) and a page around the
article (header, sidebars, table of contents, recommendations, comments). Every template and every word of
chrome here is invented for the bench; only the shapes follow what those platforms' saved pages are known to
hold (where the language of a listing is written, what sits inside a <pre>, what a heading carries besides its
text, which chrome sits inside <main>). The guide's own text enters only through markdown-it's tokens.

Every rule keeps the `data-src-line` attribute of the token it renders on the line where the block's first line
of text starts, so that real-html.py can still re-anchor the golden items.
"""
import html
import re

SWIFT_KEYWORDS = set('''struct class enum protocol extension func var let if else guard return switch case default for
while in import init deinit self Self super some any weak unowned private fileprivate public internal open static
final override mutating lazy try throw throws async await do catch nil true false where typealias associatedtype
inout defer break continue repeat is as'''.split())

TOKEN = re.compile(r'(?P<comment>//.*$)|(?P<string>"(?:[^"\\]|\\.)*")|(?P<attr>@\w+)|(?P<number>\b\d+(?:\.\d+)?\b)'
                   r'|(?P<word>\b[A-Za-z_]\w*\b)|(?P<punct>[{}()\[\].,:;=<>!?+\-*/&|])')


def highlight(code, classes):
    """`code` escaped, with its tokens in spans of the platform's classes (a dict: kind → class names),
    line by line (a span never crosses a line)."""
    out = []
    for line in code.split('\n'):
        pieces, pos = [], 0
        for m in TOKEN.finditer(line):
            pieces.append(html.escape(line[pos:m.start()], quote=False))
            kind = m.lastgroup
            text = m.group(0)
            if kind == 'word':
                kind = 'keyword' if text in SWIFT_KEYWORDS else ('type' if text[0].isupper() else 'name')
            cls = classes.get(kind)
            escaped = html.escape(text, quote=False)
            pieces.append(f'<span class="{cls}">{escaped}</span>' if cls else escaped)
            pos = m.end()
        pieces.append(html.escape(line[pos:], quote=False))
        out.append(''.join(pieces))
    return '\n'.join(out)


def slug(text):
    text = re.sub(r'[`*_~\[\]()<>"\'#]', '', text).strip().lower()
    return re.sub(r'\s+', '-', text) or 'section'


def plain(inline_token):
    return ''.join(c.content for c in (inline_token.children or []) if c.type in ('text', 'code_inline')) \
        or inline_token.content


def src(token):
    line = token.attrGet('data-src-line')
    return f' data-src-line="{line}"' if line else ''


def lang_of(token):
    return (token.info or '').strip().split(' ')[0].lower()


FILE_NAME = re.compile(r'^[\w.+-]+\.(swift|m|mm|h|c|plist|json|xml|storyboard|xib|yml|yaml|sh|kt|java|js|ts|py|rb|gradle)$')


def fold_file_names(tokens):
    """A paragraph that is only a file name right above a listing moves into the listing's header (as the
    platforms that have a file-name header render `swift:File.swift` / ```` ```swift:File.swift ````)."""
    out, i = [], 0
    while i < len(tokens):
        t = tokens[i]
        if (t.type == 'paragraph_open' and i + 3 < len(tokens) and tokens[i + 2].type == 'paragraph_close'
                and tokens[i + 3].type == 'fence' and FILE_NAME.match(tokens[i + 1].content.strip())):
            tokens[i + 3].meta = dict(tokens[i + 3].meta or {}, filename=tokens[i + 1].content.strip())
            i += 3
            continue
        out.append(t)
        i += 1
    return out


def headings(tokens):
    """(level, text, id) of every heading, in order, ids unique as platforms make them."""
    seen, result = {}, []
    for i, t in enumerate(tokens):
        if t.type == 'heading_open':
            text = plain(tokens[i + 1])
            base = slug(text)
            n = seen.get(base, 0)
            seen[base] = n + 1
            result.append((int(t.tag[1]), text, base if n == 0 else f'{base}-{n}'))
    return result


def toc_list(heads, item, ul='<ul>', depth=3):
    """A nested table of contents of the headings down to `depth` (item: (level, text, id, index) → <li> body)."""
    shown = [(lvl, text, hid, k) for k, (lvl, text, hid) in enumerate(heads) if lvl <= depth]
    if not shown:
        return ''
    top = min(lvl for lvl, *_ in shown)
    out, level = [ul], top
    for lvl, text, hid, k in shown:
        lvl = max(lvl, top)
        while level < lvl:
            out.append(ul)
            level += 1
        while level > lvl:
            out.append('</ul>')
            level -= 1
        out.append('<li>' + item(lvl, html.escape(text), hid, k) + '</li>')
    out.append('</ul>' * (level - top + 1))
    return ''.join(out)


class Platform:
    name = ''
    head = ''
    tail = ''

    def __init__(self, md):
        self.md = md
        self.heads = []
        self.heading_index = 0

    def prepare(self, tokens):
        tokens = fold_file_names(tokens)
        self.heads = headings(tokens)
        self.heading_index = 0
        return tokens

    def install(self):
        for rule in ('heading_open', 'heading_close', 'fence', 'code_block', 'blockquote_open', 'blockquote_close'):
            method = getattr(self, rule, None)
            if method:
                self.md.add_render_rule(rule, lambda renderer, tokens, idx, options, env, m=method: m(tokens, idx))

    def next_heading(self):
        head = self.heads[self.heading_index]
        self.heading_index += 1
        return head

    def code_block(self, tokens, idx):
        t = tokens[idx]
        t.info = ''
        return self.fence(tokens, idx)

    def page(self, body, title, lang):
        fill = {'{title}': html.escape(title), '{lang}': lang, '{toc}': self.toc()}
        head, tail = self.head, self.tail
        for key, value in fill.items():
            head, tail = head.replace(key, value), tail.replace(key, value)
        return head + body + tail

    def toc(self):
        return ''


# ---------------------------------------------------------------------------------------------------------------
# A Qiita-like page: <main> holds the article and, beside it, a table of contents; code frames carry the language
# on a wrapping <div data-lang>, a file-name header above the listing, Rouge-style token spans; headings hold an
# empty fragment span and a permalink anchor with an icon before the text.

class Qiita(Platform):
    name = 'qiita'
    classes = {'keyword': 'k', 'type': 'kt', 'name': 'n', 'string': 's2', 'comment': 'c1', 'number': 'mi',
               'attr': 'nd', 'punct': 'p'}
    head = '''<!DOCTYPE html>
<html lang="{lang}">
<head><meta charset="utf-8"><title>{title} - Qiita</title>
<meta property="og:type" content="article">
<link rel="stylesheet" href="./qiita_files/style.css"><script src="./qiita_files/bundle.js"></script></head>
<body>
<div id="app"><div class="st-Header"><a href="https://qiita.example/">Q</a> <form><input type="search" placeholder="Search"></form></div>
<main class="p-items_main">
<div class="p-items_container">
<article class="p-items_article">
<div class="it-Header"><div class="it-Header_author"><a href="https://qiita.example/user1">@user1</a> <span>in Example Inc.</span></div>
<time datetime="2024-05-01">posted at 2024-05-01</time> <span>updated at 2024-05-03</span>
<h1 class="it-Header_title">{title}</h1>
<ul class="it-Tags"><li><a href="https://qiita.example/tags/ios">iOS</a></li><li><a href="https://qiita.example/tags/swift">Swift</a></li><li><a href="https://qiita.example/tags/swiftui">SwiftUI</a></li></ul></div>
<div class="it-MdContent"><div class="mdContent-inner">
'''
    tail = '''</div></div>
<div class="it-Footer"><div class="it-Actions"><span>42</span> <span>LGTM</span> <span>17</span> <span>stocks</span></div>
<p class="it-License">Report article</p></div>
</article>
<div class="p-items_toc"><div class="p-items_tocInner"><p class="toc-title">Table of contents</p>{toc}</div>
<div class="p-items_options"><p><a href="https://qiita.example/user1">More articles by user1</a></p></div></div>
</div>
</main>
<div class="st-Footer"><p>Example Qiita-like site</p><ul><li><a href="https://qiita.example/about">About</a></li><li><a href="https://qiita.example/terms">Terms</a></li></ul></div>
</div>
</body>
</html>
'''

    def heading_open(self, tokens, idx):
        t = tokens[idx]
        _, _, hid = self.next_heading()
        return (f'<{t.tag}{src(t)}><span id="{hid}" class="fragment"></span><a href="#{hid}"><i class="fa fa-link"></i></a>')

    def fence(self, tokens, idx):
        t = tokens[idx]
        lang = lang_of(t) or 'text'
        name = (t.meta or {}).get('filename')
        header = f'<div class="code-lang"><span class="bold">{html.escape(name)}</span></div>' if name else ''
        code = highlight(t.content, self.classes)
        return (f'<div class="code-frame" data-lang="{html.escape(lang)}"{src(t)}>{header}<div class="highlight"><pre><code>'
                f'{code}</code></pre></div></div>\n')

    def toc(self):
        return toc_list(self.heads, lambda lvl, text, hid, k: f'<a href="#{hid}" class="toc-link">{text}</a>',
                        ul='<ul class="toc">')


# ---------------------------------------------------------------------------------------------------------------
# A Zenn-like page: the article's body in a `znc` div, headings with an (empty, hidden) anchor before the text,
# listings in a container with a file-name bar and a copy button, notes in message boxes (`aside.msg`), the
# table of contents in an <aside> beside the article.

class Zenn(Platform):
    name = 'zenn'
    classes = {'keyword': 'token keyword', 'type': 'token class-name', 'string': 'token string',
               'comment': 'token comment', 'number': 'token number', 'attr': 'token attribute',
               'punct': 'token punctuation'}
    head = '''<!DOCTYPE html>
<html lang="{lang}">
<head><meta charset="utf-8"><title>{title}｜Zenn</title><meta property="og:title" content="{title}">
<script src="./zenn_files/main.js" defer></script><style>.znc pre{padding:1em}</style></head>
<body>
<header class="Header"><a href="https://zenn.example/">Zenn-like</a><nav><a href="https://zenn.example/trend">Trend</a></nav></header>
<main>
<div class="ArticleHeader"><div class="emoji">📱</div><h1 class="ArticleHeader_title">{title}</h1>
<div class="ArticleHeader_meta"><span>2024/05/01に公開</span></div></div>
<div class="Container">
<article class="ArticleMain">
<div class="topics"><a href="https://zenn.example/topics/swift">Swift</a> <a href="https://zenn.example/topics/ios">iOS</a></div>
<div class="znc BodyContent">
'''
    tail = '''</div>
<div class="ArticleFooter"><a href="https://zenn.example/user1">user1</a> <p>Mobile developer.</p>
<div class="likes"><button>Like</button> <span>24</span></div></div>
</article>
<aside class="ArticleSidebar"><div class="toc"><p class="toc-title">目次</p>{toc}</div></aside>
</div>
</main>
<footer class="Footer"><p>Zenn-like</p><ul><li><a href="https://zenn.example/about">About</a></li></ul></footer>
</body>
</html>
'''

    def heading_open(self, tokens, idx):
        t = tokens[idx]
        _, _, hid = self.next_heading()
        return f'<{t.tag} id="{hid}"{src(t)}><a class="header-anchor-link" href="#{hid}" aria-hidden="true"></a> '

    def fence(self, tokens, idx):
        t = tokens[idx]
        lang = lang_of(t)
        name = (t.meta or {}).get('filename')
        bar = (f'<div class="code-block-filename-container"><span class="code-block-filename">{html.escape(name)}</span></div>'
               if name else '')
        cls = f' class="language-{html.escape(lang)}"' if lang else ''
        return (f'<div class="code-block-container"{src(t)}>{bar}<div class="code-copy-container">'
                f'<button class="code-copy-button" aria-label="Copy">コピー</button></div>'
                f'<pre{cls}><code{cls}>{highlight(t.content, self.classes)}</code></pre></div>\n')

    def blockquote_open(self, tokens, idx):
        t = tokens[idx]
        text = ''.join(tokens[j].content for j in range(idx, min(idx + 3, len(tokens))) if tokens[j].type == 'inline')
        kind = 'alert' if re.search(r'注意|警告|Warning|Caution|Important|重要|NOTE|\[!', text, re.I) else 'message'
        return f'<aside class="msg {kind}"{src(t)}><span class="msg-symbol">!</span><div class="msg-content">'

    def blockquote_close(self, tokens, idx):
        return '</div></aside>\n'

    def toc(self):
        return toc_list(self.heads, lambda lvl, text, hid, k: f'<a href="#{hid}">{text}</a>', ul='<ol class="toc-list">')


# ---------------------------------------------------------------------------------------------------------------
# A CSDN-like page: <main> holds the article box (title, meta and a notice above <article>), then a long list of
# recommended posts and the comments; the body in `div#content_views`; headings start with an empty anchor;
# listings carry line numbers in a list inside the <pre> and a copy control with text.

class CSDN(Platform):
    name = 'csdn'
    classes = {'keyword': 'token keyword', 'type': 'token class-name', 'string': 'token string',
               'comment': 'token comment', 'number': 'token number', 'attr': 'token attribute',
               'punct': 'token punctuation', 'name': 'token function'}
    recommended = [
        ('iOS 开发中常见的内存问题整理', '整理了几种在项目里遇到过的内存问题，以及排查时用到的工具。'),
        ('SwiftUI 入门：从一个计数器开始', '用一个最小的例子讲状态和视图刷新，适合刚接触的同学。'),
        ('UIKit 与 SwiftUI 混合开发的一些经验', '项目迁移过程中的记录，包含导航和生命周期相关的内容。'),
        ('Swift 闭包捕获列表详解', '什么时候需要写捕获列表，写错了会怎样，附示例代码。'),
        ('Xcode 调试技巧合集', '断点、日志和视图层级调试的用法汇总。'),
        ('面试题：说说你对 ARC 的理解', '常见面试问题的整理和参考回答。'),
        ('iOS 多线程 GCD 使用笔记', '队列、同步异步和常见用法的笔记。'),
        ('SwiftUI 列表性能优化实践', '大数据量列表滚动卡顿时我们做了哪些尝试。'),
        ('Combine 框架学习笔记（一）', '发布者和订阅者的基本概念。'),
        ('iOS 开发者的 2024 学习路线', '从基础到进阶的资料推荐。'),
    ]
    head = '''<!DOCTYPE html>
<html lang="zh-CN">
<head><meta charset="utf-8"><title>{title}_user1的博客-CSDN博客</title>
<script src="./csdn_files/jquery.min.js"></script><script>var articleId = 1;</script>
<link rel="stylesheet" href="./csdn_files/detail.css"></head>
<body class="nodata">
<div id="csdn-toolbar"><div class="toolbar-inside"><a href="https://csdn.example/">CSDN-like</a> <input placeholder="搜索"> <a href="https://csdn.example/login">登录</a></div></div>
<div class="main_father clearfix">
<div id="mainBox" class="container">
<main>
<div class="blog-content-box">
<div class="article-header-box"><div class="article-title-box"><h1 class="title-article" id="articleContentId">{title}</h1></div>
<div class="article-info-box"><span class="follow-nickName">user1</span> <span class="time">于 2024-05-01 10:00:00 发布</span> <span class="read-count">阅读量 1.2k</span> <span class="get-collection">收藏 36</span> <span>点赞数 12</span>
<div class="blog-tags-box"><span class="label">分类专栏：</span><a class="tag-link" href="https://csdn.example/c/ios">iOS</a> <span class="label">文章标签：</span><a class="tag-link" href="https://csdn.example/t/swift">swift</a></div>
<div class="slide-content-box"><div class="article-copyright"><div class="creativecommons">本文为作者原创，转载请注明出处。</div></div></div></div></div>
<div id="blogColumnPayAdvert"><div class="column-group"><p>本文收录于专栏 iOS 笔记，共 12 篇。</p></div></div>
<article class="baidu_pl">
<div id="article_content" class="article_content clearfix">
<div id="content_views" class="markdown_views prism-atom-one-dark">
'''
    tail_head = '''</div>
</div>
</article>
</div>
<div class="recommend-box">
'''
    tail_end = '''</div>
<div class="comment-box"><div class="comment-title"><h3>评论 3</h3></div>
<ul class="comment-list">
<li class="comment-line-box"><span class="name">reader_a</span> <span class="comment">写得很清楚，学习了，感谢分享！</span> <span class="date">2024-05-02</span></li>
<li class="comment-line-box"><span class="name">reader_b</span> <span class="comment">请问第二个例子在 iOS 15 上也会这样吗？</span> <span class="date">2024-05-03</span></li>
<li class="comment-line-box"><span class="name">user1</span> <span class="comment">会的，可以试一下。</span> <span class="date">2024-05-03</span></li>
</ul></div>
</main>
<aside class="blog_container_aside"><div id="asideProfile"><p>user1</p><p>码龄 5 年</p></div><div id="asideHotArticle"><h3>热门文章</h3><ul><li><a href="https://csdn.example/a/1">Xcode 常用快捷键</a></li></ul></div></aside>
</div>
</div>
<div class="blog-footer-bottom"><p>©1999-2024 CSDN-like 版权所有</p></div>
<script src="./csdn_files/detail.js"></script>
</body>
</html>
'''

    @property
    def tail(self):
        items = []
        for n, (title, desc) in enumerate(self.recommended, 1):
            items.append(f'<div class="recommend-item-box type_blog clearfix"><div class="content-box"><div class="content-blog">'
                         f'<div class="info-box"><a href="https://csdn.example/a/{100 + n}"><div class="title-box">'
                         f'<h3 class="title">{title}</h3></div></a></div>'
                         f'<div class="desc-box"><a href="https://csdn.example/a/{100 + n}"><p class="desc">{desc}</p></a></div>'
                         f'<div class="info-box"><span class="blog-title">user{n + 1}的博客</span> <span class="info">{n}-12</span> '
                         f'<span class="info">{300 + 37 * n}</span></div></div></div></div>')
        return self.tail_head + '\n'.join(items) + '\n' + self.tail_end

    def heading_open(self, tokens, idx):
        t = tokens[idx]
        self.next_heading()
        return f'<{t.tag}{src(t)}><a id="_{self.heading_index}"></a>'

    def fence(self, tokens, idx):
        t = tokens[idx]
        lang = lang_of(t)
        code = highlight(t.content.rstrip('\n'), self.classes)
        count = t.content.rstrip('\n').count('\n') + 1
        numbers = ''.join(f'<li style="color: rgb(153, 153, 153);">{n}</li>' for n in range(1, count + 1))
        cls = f'prism language-{html.escape(lang)} has-numbering' if lang else 'prism has-numbering'
        return (f'<pre class="set-code-show prettyprint"{src(t)}><code class="{cls}" onclick="mdcp.copyCode(event)">{code}\n</code>'
                f'<div class="hljs-button signin" data-title="登录后复制">登录后复制</div>'
                f'<ul class="pre-numbering" style="">{numbers}</ul></pre>\n')


# ---------------------------------------------------------------------------------------------------------------
# A Hatena-like page: no <main>; the entry is an <article> with its title in a header, a table of contents
# inside the body, headings shifted one level down (the body's top headings are <h3>), listings in
# `pre.code.lang-swift[data-lang]` with `syn*` token spans, related entries and comments in the entry footer.

class Hatena(Platform):
    name = 'hatena'
    classes = {'keyword': 'synStatement', 'type': 'synType', 'string': 'synConstant', 'comment': 'synComment',
               'number': 'synConstant', 'attr': 'synPreProc'}
    head = '''<!DOCTYPE html>
<html lang="{lang}" data-admin-domain="https://hatena.example">
<head><meta charset="utf-8"><title>{title} - user1's tech memo</title>
<meta property="og:title" content="{title} - user1's tech memo"><script src="./hatena_files/blog.js"></script></head>
<body class="page-entry">
<div id="globalheader-container"><iframe src="https://hatena.example/globalheader" title="header"></iframe></div>
<div id="container"><div id="container-inner">
<header id="blog-title"><div id="blog-title-inner"><h1 id="title"><a href="https://user1.hatena.example/">user1's tech memo</a></h1><h2 id="blog-description">日々の開発メモ</h2></div></header>
<div id="content" class="hfeed"><div id="content-inner">
<div id="wrapper"><div id="main"><div id="main-inner">
<article class="entry hentry">
<div class="entry-inner">
<header class="entry-header"><div class="date entry-date first"><a href="https://user1.hatena.example/archive/2024/05/01"><time datetime="2024-05-01">2024-05-01</time></a></div>
<h1 class="entry-title"><a href="https://user1.hatena.example/entry/1" class="entry-title-link">{title}</a></h1>
<div class="entry-categories"><a href="https://user1.hatena.example/archive/category/iOS" class="entry-category-link">iOS</a></div></header>
<div class="entry-content hatenablog-entry">
<ul class="table-of-contents">{toc}</ul>
'''
    tail = '''</div>
<footer class="entry-footer"><div class="entry-tags-wrapper"></div>
<p class="entry-footer-section"><span class="author vcard">user1</span> <a href="https://user1.hatena.example/entry/1">2024-05-01 12:00</a></p>
<div class="hatena-star-container"></div>
<div class="related-entries"><div class="hatena-module-title">関連記事</div><ul>
<li><a href="https://user1.hatena.example/entry/0">Xcode のビルド設定メモ</a> <p class="urllist-entry-body">ビルド設定を見直したときのメモです。</p></li>
<li><a href="https://user1.hatena.example/entry/2">Swift Concurrency 入門メモ</a> <p class="urllist-entry-body">async/await を試したときの記録です。</p></li>
</ul></div>
<div class="comment-box"><ul class="comments"><li class="entry-comment"><p class="entry-comment-text">参考になりました。</p></li></ul></div>
</footer>
</div>
</article>
</div></div>
<aside id="box2"><div class="hatena-module hatena-module-profile"><p>user1</p></div></aside>
</div></div></div></div>
<footer id="footer"><p>Powered by Hatena-like Blog</p></footer>
</body>
</html>
'''

    def heading_open(self, tokens, idx):
        t = tokens[idx]
        _, _, hid = self.next_heading()
        level = min(int(t.tag[1]) + 2, 6)
        return f'<h{level} id="{hid}"{src(t)}>'

    def heading_close(self, tokens, idx):
        level = min(int(tokens[idx].tag[1]) + 2, 6)
        return f'</h{level}>\n'

    def fence(self, tokens, idx):
        t = tokens[idx]
        lang = lang_of(t)
        attrs = f' class="code lang-{html.escape(lang)}" data-lang="{html.escape(lang)}" data-unlink' if lang else ' class="code"'
        return f'<pre{attrs}{src(t)}>{highlight(t.content, self.classes)}</pre>\n'

    def toc(self):
        items = []
        for lvl, text, hid in self.heads:
            if lvl <= 3:
                items.append(f'<li><a href="#{hid}">{html.escape(text)}</a></li>')
        return ''.join(items)


# ---------------------------------------------------------------------------------------------------------------
# A Juejin-like page: <main> holds the article (title, author line with date and views, then the body in a
# `markdown-body` div that opens with a <style> block), a sidebar of author card and a catalog (table of contents),
# and recommended articles; headings carry `data-id`; listings' <code> ends with a copy control's text.

class Juejin(Platform):
    name = 'juejin'
    classes = {'keyword': 'hljs-keyword', 'type': 'hljs-type', 'string': 'hljs-string', 'comment': 'hljs-comment',
               'number': 'hljs-number', 'attr': 'hljs-meta', 'name': None}
    head = '''<!DOCTYPE html>
<html lang="zh">
<head><meta charset="utf-8"><title>{title} - 掘金</title><script src="./juejin_files/app.js"></script></head>
<body>
<div id="juejin"><div class="view-container">
<header class="main-header"><a href="https://juejin.example/">Juejin-like</a><nav><ul><li>首页</li><li>沸点</li><li>课程</li></ul></nav></header>
<main class="container main-container">
<div class="view column-view">
<div class="main-area article-area">
<article class="article">
<h1 class="article-title">{title}</h1>
<div class="author-info-block"><div class="author-info-box"><div class="author-name"><a href="https://juejin.example/user/1"><span class="name">user1</span></a></div>
<div class="meta-box"><time class="time">2024-05-01 10:00</time> <span class="views-count">阅读 3,210</span> <span class="read-time">阅读 8 分钟</span></div></div></div>
<div class="article-content"><div class="article-viewer markdown-body cache result">
<style>.markdown-body{word-break:break-word;line-height:1.75;font-weight:400;font-size:16px}.markdown-body h2{font-size:24px;margin-top:35px}.markdown-body pre>code{font-size:12px;display:block}</style>
'''
    tail = '''</div></div>
<div class="article-end"><div class="tag-list"><span>标签：</span><a href="https://juejin.example/tag/ios">iOS</a> <a href="https://juejin.example/tag/swift">Swift</a></div></div>
</article>
<div class="comment-list-box"><div class="title">评论 2</div>
<div class="comment-list"><div class="comment"><span class="name">reader_a</span><div class="content">有没有完整的 demo 地址？</div></div>
<div class="comment"><span class="name">reader_b</span><div class="content">mark 一下，很实用。</div></div></div></div>
<div class="recommended-area"><div class="recommended-title">相关推荐</div>
<div class="entry-list">
<div class="entry"><a class="title" href="https://juejin.example/post/1">SwiftUI 状态管理的几种方式对比</a><div class="abstract">整理 State、Binding 和 ObservableObject 的区别和使用场景。</div></div>
<div class="entry"><a class="title" href="https://juejin.example/post/2">一次 iOS 内存泄漏排查记录</a><div class="abstract">借助 Instruments 找到一个闭包导致的循环引用。</div></div>
<div class="entry"><a class="title" href="https://juejin.example/post/3">UIKit 老项目接入 SwiftUI 实践</a><div class="abstract">在现有项目里逐步引入 SwiftUI 的过程和注意点。</div></div>
</div></div>
</div>
<div class="sidebar">
<div class="sidebar-block author-block"><a href="https://juejin.example/user/1">user1</a><div class="position">iOS 开发</div><div class="stat">文章 42 · 阅读 10w</div></div>
<div class="sidebar-block catalog-block"><div class="catalog-title">目录</div><div class="catalog-body">{toc}</div></div>
</div>
</div>
</main>
</div></div>
</body>
</html>
'''

    def heading_open(self, tokens, idx):
        t = tokens[idx]
        self.next_heading()
        n = self.heading_index - 1
        return f'<{t.tag} data-id="heading-{n}"{src(t)}>'

    def fence(self, tokens, idx):
        t = tokens[idx]
        lang = lang_of(t)
        cls = f'hljs language-{html.escape(lang)} copyable' if lang else 'hljs copyable'
        langattr = f' lang="{html.escape(lang)}"' if lang else ''
        return (f'<pre{src(t)}><code class="{cls}"{langattr}>{highlight(t.content, self.classes)}'
                f'<span class="copy-code-btn">复制代码</span></code></pre>\n')

    def toc(self):
        return toc_list(self.heads, lambda lvl, text, hid, k: f'<div class="a-container"><a href="#heading-{k}" title="{text}" '
                        f'class="catalog-aTag">{text}</a></div>', ul='<ul class="catalog-list">')


PLATFORMS = {cls.name: cls for cls in (Qiita, Zenn, CSDN, Hatena, Juejin)}

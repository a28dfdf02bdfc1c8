#!/usr/bin/env python3
"""The real guides as saved HTML pages: does the HTML reader give extraction what the Markdown reader gives?

  bench/reader-fidelity/real-html.py [--bin BRIDGEKB] [--root REAL_GUIDES] [--chrome CHROME[,CHROME…]|all] [--check FLOORS] [--keep]

Every real guide's Markdown original (`<lang>/content/<guide>/<x>.md`) is rendered at run time to HTML by
markdown-it-py (CommonMark and tables, in a virtual environment `bench/reader-fidelity/.venv-html` that the
script makes), and — with `--chrome page`, the default — wrapped in the chrome of an invented blog page as a
browser's "Save page" keeps it: a head with styles and scripts, a site header and navigation, a sidebar of
recent posts before the article, a footer with links after it. The hand-labelled golden items are re-anchored
on the HTML line that carries the same text (each block's first line is known from markdown-it's source map;
a line inside a block keeps its offset), and the corpus's own `score.py` scores `bridgekb build` on the pages
exactly as it scores the Markdown. Printed: score.py's summary lines for the pages, then the same for the
Markdown, so that the two can be compared guide by guide.

--chrome bare: the article's markup alone. --chrome qiita|zenn|csdn|hatena|juejin: the article's markup shaped as
those platforms shape theirs and wrapped in an invented page of that kind (html_platforms.py: listings framed with
the language on the frame, token spans, file-name bars, copy controls and line-number gutters; headings with
permalink anchors; message boxes; tables of contents, recommended posts and comments beside the article).
Several chromes joined by commas, or `all`, are scored in one run (the Markdown once).

--check FILE: exit 1 when a chrome's recall or precision (all guides) falls below its floors under "html" in
FILE (real-thresholds.json: `page` at the top, the others under "variants"), or more than `max_gap` points below
the Markdown's.
Nothing of the guides is copied into the project: the temporary corpus is removed at the end (unless --keep).
"""
import argparse, json, os, re, shutil, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from html_platforms import PLATFORMS  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
VENV = os.path.join(HERE, '.venv-html')


def ensure_markdown_it():
    try:
        import markdown_it  # noqa: F401
        return
    except ImportError:
        pass
    py = os.path.join(VENV, 'bin', 'python')
    if os.environ.get('REAL_HTML_IN_VENV') != '1':
        if not os.path.exists(py):
            subprocess.run([sys.executable, '-m', 'venv', VENV], check=True)
            subprocess.run([py, '-m', 'pip', 'install', '-q', 'markdown-it-py'], check=True)
        os.environ['REAL_HTML_IN_VENV'] = '1'
        os.execv(py, [py] + sys.argv)
    sys.exit('real-html: markdown-it-py is not importable in ' + VENV)


CHROME_HEAD = '''<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title} | Example Engineering Blog</title>
<link rel="stylesheet" href="./page_files/site.css">
<script async src="./page_files/analytics.js"></script>
<style>.post-body pre{{overflow:auto}} .sidebar{{float:right;width:240px}}</style>
</head>
<body class="post-page">
<header class="site-header"><a class="logo" href="https://blog.example.com/">Example Engineering Blog</a>
<nav class="global-nav"><ul><li><a href="https://blog.example.com/">Home</a></li><li><a href="https://blog.example.com/archive">Archive</a></li><li><a href="https://blog.example.com/tags">Tags</a></li><li><a href="https://blog.example.com/about">About</a></li></ul></nav>
</header>
<div class="layout">
<aside class="sidebar"><section class="widget"><h2 class="widget-title">Recent posts</h2>
<ul><li><a href="https://blog.example.com/p/101">Release notes for our app, spring edition</a></li><li><a href="https://blog.example.com/p/102">How we run design reviews</a></li><li><a href="https://blog.example.com/p/103">Hiring: mobile engineers</a></li></ul>
</section><section class="widget"><h2 class="widget-title">Tags</h2><ul class="tags"><li><a href="https://blog.example.com/tags/ios">iOS</a></li><li><a href="https://blog.example.com/tags/swift">Swift</a></li></ul></section></aside>
<main id="main"><article class="post">
<div class="post-meta"><time datetime="2024-05-01">2024-05-01</time> <a class="author" href="https://blog.example.com/authors/1">Author</a></div>
<div class="post-body">
'''

CHROME_TAIL = '''</div>
<div class="share"><a href="https://social.example.com/share">Share</a> <a href="https://blog.example.com/feed.xml">RSS</a></div>
</article>
<nav class="pager"><a rel="prev" href="https://blog.example.com/p/99">Previous post</a> <a rel="next" href="https://blog.example.com/p/104">Next post</a></nav>
</main>
</div>
<footer class="site-footer"><p>© 2024 Example Inc.</p><ul><li><a href="https://blog.example.com/privacy">Privacy</a></li><li><a href="https://blog.example.com/terms">Terms</a></li></ul></footer>
<script src="./page_files/app.js"></script>
</body>
</html>
'''


def render(md_text, lang, chrome, guide='Guide'):
    """The page's HTML and a map from each Markdown line (1-based) to the page line that carries it."""
    from markdown_it import MarkdownIt
    md = MarkdownIt('commonmark', {'html': True}).enable('table')
    # Front matter is the page's metadata, not its text: a site renders none of it (its lines stay, blank, so
    # that the source map still counts the original's lines).
    front = re.match(r'---\n.*?\n---\n', md_text, re.S)
    if front:
        md_text = '\n' * front.group(0).count('\n') + md_text[front.end():]
    tokens = md.parse(md_text)
    for t in tokens:
        if t.map and t.nesting >= 0 and t.type not in ('inline',):
            t.attrSet('data-src-line', str(t.map[0] + 1))
    # The post's title, as its page names it: the front matter's, else the body's opening <h1>, else the guide's name
    # (as the Markdown reader names a guide with neither).
    named = re.search(r'^title:\s*(.+)$', front.group(0), re.M) if front else None
    if named:
        title = named.group(1).strip().strip('"\'').strip()
    elif len(tokens) > 2 and tokens[0].type == 'heading_open' and tokens[0].tag == 'h1':
        title = tokens[1].content.strip()
    else:
        title = guide
    if chrome in PLATFORMS:
        # A platform's page shows the title above the article; a body that opens with it does not show it twice.
        platform = PLATFORMS[chrome](md)
        platform.install()
        tokens = platform.prepare(tokens)
        if len(tokens) > 2 and tokens[0].type == 'heading_open' and tokens[0].tag == 'h1' and tokens[1].content.strip() == title:
            tokens = tokens[3:]
            platform.heads = platform.heads[1:]
        page_lines = platform.page(md.renderer.render(tokens, md.options, {}), title, lang).split('\n')
    else:
        body = md.renderer.render(tokens, md.options, {})
        head = CHROME_HEAD.format(lang=lang, title=title.replace('<', '&lt;')) if chrome == 'page' else ''
        tail = CHROME_TAIL if chrome == 'page' else ''
        page_lines = (head + body + tail).split('\n')
    starts = {}
    for n, line in enumerate(page_lines, 1):
        for m in re.finditer(r' data-src-line="(\d+)"', line):
            starts.setdefault(int(m.group(1)), n)
    page = re.sub(r' data-src-line="\d+"', '', '\n'.join(page_lines))
    # A Markdown line inside a block keeps its offset from the block's first line (a paragraph's soft breaks
    # and a listing's lines stay lines in the HTML).
    total = len(md_text.split('\n'))
    known = sorted(starts)
    line_map, k = {}, -1
    for line in range(1, total + 1):
        while k + 1 < len(known) and known[k + 1] <= line:
            k += 1
        if k >= 0:
            start = known[k]
            line_map[line] = min(starts[start] + (line - start), len(page_lines))
    return page, line_map


def make_corpus(root, out, chrome):
    """A corpus folder per language with content/<guide>/<lang>.html and golden.json re-anchored."""
    folders = []
    for corpus in sorted(os.listdir(root)):
        src = os.path.join(root, corpus)
        if not os.path.isfile(os.path.join(src, 'golden.json')):
            continue
        dst = os.path.join(out, corpus)
        maps = {}
        for guide in sorted(os.listdir(os.path.join(src, 'content'))):
            for name in sorted(os.listdir(os.path.join(src, 'content', guide))):
                if not name.endswith('.md'):
                    continue
                lang = name[:-3]
                text = open(os.path.join(src, 'content', guide, name), encoding='utf-8').read()
                page, line_map = render(text, lang, chrome, guide)
                os.makedirs(os.path.join(dst, 'content', guide), exist_ok=True)
                open(os.path.join(dst, 'content', guide, lang + '.html'), 'w', encoding='utf-8').write(page)
                maps[f'content/{guide}/{name}'] = (f'content/{guide}/{lang}.html', line_map)
        golden = []
        for item in json.load(open(os.path.join(src, 'golden.json'), encoding='utf-8')):
            if item['file'] in maps:
                html_file, line_map = maps[item['file']]
                golden.append(dict(item, file=html_file, line=line_map.get(item['line'], item['line'])))
        json.dump(golden, open(os.path.join(dst, 'golden.json'), 'w', encoding='utf-8'), ensure_ascii=False, indent=1)
        folders.append(dst)
    return folders


def overall(output):
    m = re.search(r'OVERALL: golden (\d+), extracted (\d+), matched (\d+)', output)
    return tuple(int(x) for x in m.groups()) if m else (0, 0, 0)


def run_score(score, folders, env):
    proc = subprocess.run([sys.executable, score, *folders, '--which', 'md'], capture_output=True, text=True, env=env)
    return proc.stdout + proc.stderr


def floors_for(floors, chrome):
    """The floors of one chrome: `page` at the top of "html", every other under "variants"; max_gap from the top
    unless the variant names its own."""
    if chrome == 'page':
        return floors
    return dict({'max_gap': floors['max_gap']}, **floors.get('variants', {}).get(chrome, {}))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--bin', default=None)
    ap.add_argument('--root', default=os.path.normpath(os.path.join(HERE, '..', '..', '..', 'shared', 'real-guides')))
    ap.add_argument('--chrome', default='page',
                    help='page, bare, ' + ', '.join(sorted(PLATFORMS)) + '; several joined by commas, or all')
    ap.add_argument('--check')
    ap.add_argument('--keep', action='store_true')
    a = ap.parse_args()
    known = ['page', 'bare'] + sorted(PLATFORMS)
    chromes = known if a.chrome == 'all' else a.chrome.split(',')
    unknown = [c for c in chromes if c not in known]
    if unknown:
        ap.error('unknown chrome: ' + ', '.join(unknown) + ' (known: ' + ', '.join(known) + ', all)')
    ensure_markdown_it()
    env = dict(os.environ)
    if a.bin:
        env['BRIDGEKB'] = os.path.abspath(a.bin)
    score = os.path.join(a.root, 'score.py')
    tmp = tempfile.mkdtemp(prefix='real-html-')
    failed, summary = [], []
    try:
        markdown = None
        for chrome in chromes:
            folders = make_corpus(a.root, os.path.join(tmp, chrome), chrome)
            pages = run_score(score, folders, env)
            if markdown is None:
                markdown = run_score(score, [os.path.join(a.root, os.path.basename(f)) for f in folders], env)
            for label, out in (('saved HTML pages (' + chrome + ')', pages),) + ((('Markdown originals', markdown),)
                                                                                 if chrome == chromes[-1] else ()):
                print(f'== {label}')
                for line in out.split('\n'):
                    if line.startswith('TOTAL') or line.startswith('OVERALL') or re.match(r'^\S+\s+(zh|ja|en)', line):
                        print('  ' + line)
            g, e, m = overall(pages)
            mg, me, mm = overall(markdown)
            recall, precision = 100 * m / max(g, 1), 100 * m / max(e, 1)
            md_recall, md_precision = 100 * mm / max(mg, 1), 100 * mm / max(me, 1)
            summary.append(f'{chrome}: recall {recall:.1f} precision {precision:.1f}')
            if a.check:
                floors = floors_for(json.load(open(a.check))['html'], chrome)
                if 'recall' not in floors:
                    failed.append(f'{chrome}: no floors in {a.check}')
                    continue
                failed += [f'{chrome} {name} {value:.1f} < {floors[name]}' for name, value in (('recall', recall), ('precision', precision))
                           if value < floors[name]]
                if md_recall - recall > floors['max_gap']:
                    failed.append(f'{chrome} recall {recall:.1f} more than {floors["max_gap"]} points below the Markdown\'s {md_recall:.1f}')
        print('pages: ' + ' · '.join(summary) + f' · Markdown: recall {md_recall:.1f} precision {md_precision:.1f}')
        if failed:
            print('real-html: below the floors: ' + '; '.join(failed))
            sys.exit(1)
    finally:
        if a.keep:
            print('kept: ' + tmp)
        else:
            shutil.rmtree(tmp, ignore_errors=True)


if __name__ == '__main__':
    main()

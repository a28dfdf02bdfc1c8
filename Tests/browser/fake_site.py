"""A tiny stand-in for the generated site, for `site_test.py --self-test`: it proves the browser test
itself works (search through a script-loaded index, a header language switcher that keeps the
fragment, CJK pages for screenshots) without depending on the real templates. Written to a temporary
folder and removed afterwards; never committed."""

from pathlib import Path

# The expectations of site_test.CONFIG that differ for this site.
CONFIG = {
    "searches": [
        {"page": "zh-Hans/search.html", "query": "循环引用", "expect": ["retain-cycle", "闭包中的循环引用"]},
        {"page": "ja/search.html", "query": "循環参照", "expect": ["クロージャの循環参照"]},
    ],
}

SWITCH_JS = """document.querySelectorAll('header a.lang-switch').forEach(function (a) {
  a.setAttribute('href', a.getAttribute('href').split('#')[0] + location.hash);
});
"""

INDEX_JS = """window.BRIDGEKB_INDEX = [
  {"lang": "zh-Hans", "title": "闭包中的循环引用", "url": "entries/retain-cycle.html"},
  {"lang": "ja", "title": "クロージャの循環参照", "url": "../zh-Hans/entries/retain-cycle.html"}
];
"""

SEARCH_JS = """var q = new URLSearchParams(location.search).get('q') || '';
var out = document.getElementById('search-results');
window.BRIDGEKB_INDEX.filter(function (e) {
  return e.lang === document.documentElement.lang && q && e.title.indexOf(q) >= 0;
}).forEach(function (e) {
  var li = document.createElement('li'), a = document.createElement('a');
  a.href = e.url; a.textContent = e.title; li.appendChild(a); out.appendChild(li);
});
"""


def page(lang, title, body, depth, switch=None):
    up = "../" * depth
    switcher = '<a class="lang-switch" hreflang="%s" href="%s">%s</a>' % switch if switch else ""
    return ('<!DOCTYPE html>\n<html lang="%s"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width"><title>%s</title>'
            '<style>body{font-family:sans-serif;max-width:60rem;margin:auto;padding:1rem} h2{margin-top:40rem}</style>'
            '</head>\n<body><header><a href="%sindex.html">bridgekb</a> %s</header><main>%s</main>'
            '<script src="%sassets/switch.js"></script></body></html>\n') % (lang, title, up, switcher, body, up)


def write(root):
    root = Path(root)
    files = {
        "assets/switch.js": SWITCH_JS,
        "assets/index.js": INDEX_JS,
        "assets/search.js": SEARCH_JS,
        "index.html": page("en", "bridgekb", '<a href="zh-Hans/uikit-bridging.html">中文</a> '
                                              '<a href="ja/uikit-bridging.html">日本語</a>', 0),
        "zh-Hans/uikit-bridging.html": page("zh-Hans", "UIKit-SwiftUI 桥接",
                                            '<h1>UIKit-SwiftUI 桥接</h1><h2 id="part-1">第 1 部分</h2>'
                                            '<h2 id="part-2b">第 2b 部分</h2>', 1,
                                            ("ja", "../ja/uikit-bridging.html", "日本語")),
        "ja/uikit-bridging.html": page("ja", "UIKit-SwiftUI ブリッジ",
                                       '<h1>UIKit-SwiftUI ブリッジ</h1><h2 id="part-1">パート 1</h2>'
                                       '<h2 id="part-2b">パート 2b</h2>', 1,
                                       ("zh-Hans", "../zh-Hans/uikit-bridging.html", "中文")),
        "zh-Hans/entries/index.html": page("zh-Hans", "条目", '<a href="retain-cycle.html">闭包中的循环引用</a>', 2),
        "zh-Hans/entries/retain-cycle.html": page("zh-Hans", "闭包中的循环引用", "<h1>闭包中的循环引用</h1>", 2),
    }
    for lang in ["zh-Hans", "ja"]:
        files["%s/search.html" % lang] = page(lang, "search", '<form><input name="q"></form><ul id="search-results"></ul>'
                                              '<script src="../assets/index.js"></script>'
                                              '<script src="../assets/search.js"></script>', 1)
    for path, text in files.items():
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(text, encoding="utf-8")

#!/usr/bin/env python3
"""Inputs whose cost grew faster than their size (issue 34), one content folder per case and size.

gen.py CASE N OUT: writes OUT/Content (or OUT/input.swift for `lint`) holding the case at size N.
Cases (N is what doubles):
  dot-mclimit N   one DOT diagram, N nodes and 2.5 N edges, graph [mclimit=10000]   (issue: 40)
  dot-random  N   one DOT diagram, N nodes and 3 N random edges, default attributes  (issue: 200)
  aligner     N   zh-Hans.md and ja.md of N tiny sections each                         (issue: 20,000)
  table       N   a Markdown table of N rows, 40 columns, 1,000-character headers    (issue: 2,000)
  cmark       N   a Markdown paragraph of N repetitions of `![[]()`                  (issue: 40,000 = 240 KB)
  cmark-text  N   the same paragraph in a plain-text guide (cmark runs on it at render time)
  xml-attrs   N   an HTML guide with one element of N attributes                     (issue: 33,000)
  quick-rules N   N numbered sections and a quick rule referring to every one of them (issue: 488 KB ≈ 23,000)
  big-guide   N   Content/uikit-bridging/zh-Hans.txt repeated to N MB                 (issue: 10, 20)
  lint        N   one Swift file of N UIViewRepresentable types                        (issue: 8,000)
  snippets    N   a guide whose one listing holds N UIViewRepresentable types (the build's snippet check)
  guides      N   N guides of one line each                                            (issue: 10,000)
  api-words   N   a guide of N distinct API-shaped words                               (issue: 289 KB ≈ 20,000)
  empty-sections N a Markdown guide of N empty sections (`## s`)                     (issue: 20,000 = 124 KB)
  han         N   N KB of random Han text in one guide (kb.sqlite's size)
Deterministic: the same arguments give the same bytes.
"""
import os, random, sys

def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)

def markdown_guide(out, body, name="zh-Hans.md", guide="g"):
    write(os.path.join(out, "Content", guide, name), "# 压力测试\n\n## 第 1 部分：内容\n\n说明。\n\n" + body)

def dot(nodes, edges, attributes, rng):
    lines = ["digraph G {"] + (["  graph [%s];" % attributes] if attributes else [])
    for _ in range(edges):
        a, b = rng.randrange(nodes), rng.randrange(nodes)
        lines.append("  n%d -> n%d;" % (a, b))
    return "\n".join(lines) + "\n}\n"

REPRESENTABLE = """struct V{n}: UIViewRepresentable {{
    func makeUIView(context: Context) -> UIView {{ UIView() }}
    func updateUIView(_ view: UIView, context: Context) {{}}
}}
"""

def main():
    case, n, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    rng = random.Random(34)
    if case == "dot-mclimit":
        markdown_guide(out, "```dot\n" + dot(n, n * 5 // 2, "mclimit=10000", rng) + "```\n")
    elif case == "dot-random":
        markdown_guide(out, "```dot\n" + dot(n, n * 3, "", rng) + "```\n")
    elif case == "aligner":
        for lang in ["zh-Hans", "ja"]:
            write(os.path.join(out, "Content", "g", lang + ".md"), "# t\n\n" + "## s\n\n" * n)
    elif case == "table":
        header = "| " + " | ".join(("h%02d" % c) + "x" * 997 for c in range(40)) + " |\n"
        rule = "|" + "---|" * 40 + "\n"
        rows = "".join("| " + " | ".join("a" for _ in range(40)) + " |\n" for _ in range(n))
        markdown_guide(out, header + rule + rows)
    elif case == "cmark":
        markdown_guide(out, "![[]()" * n + "\n")
    elif case == "cmark-text":
        write(os.path.join(out, "Content", "g", "zh-Hans.txt"), "压力测试\n\n第 1 部分：内容\n\n" + "![[]()" * n + "\n")
    elif case == "xml-attrs":
        attributes = "".join(' a%d="x"' % i for i in range(n))
        write(os.path.join(out, "Content", "g", "zh-Hans.html"),
              "<html lang=\"zh-Hans\"><head><title>t</title></head><body><h1>压力测试</h1><h2>第 1 部分：内容</h2>"
              "<p%s>说明。</p></body></html>\n" % attributes)
    elif case == "quick-rules":
        sections = "".join("## %d.1 s\n\n说明。\n\n" % k for k in range(1, n + 1))
        refs = "，".join("%d.1" % k for k in range(1, n + 1))
        markdown_guide(out, sections + "## 速查\n\n- 封装 UIView → UIViewRepresentable（%s）\n" % refs)
    elif case == "big-guide":
        here = os.path.dirname(os.path.abspath(__file__))
        with open(os.path.join(here, "..", "..", "Content", "uikit-bridging", "zh-Hans.txt"), encoding="utf-8") as f:
            guide = f.read()
        copies = n * 1_000_000 // (len(guide.encode()) + 1) + 1
        write(os.path.join(out, "Content", "g", "zh-Hans.txt"), "\n".join([guide] * copies))
    elif case == "lint":
        write(os.path.join(out, "input.swift"), "import SwiftUI\n\n" + "".join(REPRESENTABLE.format(n=i) for i in range(n)))
    elif case == "snippets":
        markdown_guide(out, "```swift\nimport SwiftUI\n\n" + "".join(REPRESENTABLE.format(n=i) for i in range(n)) + "```\n")
    elif case == "guides":
        for i in range(n):
            write(os.path.join(out, "Content", "g%05d" % i, "zh-Hans.txt"), "指南 %d\n" % i)
    elif case == "api-words":
        words = " ".join("UIFoo%dBarView" % i for i in range(n))
        markdown_guide(out, words + "\n")
    elif case == "empty-sections":
        write(os.path.join(out, "Content", "g", "zh-Hans.md"), "# 压力测试\n\n" + "## s\n\n" * n)
    elif case == "han":
        text = "".join(chr(rng.randrange(0x4E00, 0x9FA5)) for _ in range(n * 1000 // 3))
        lines = "\n\n".join(text[i:i + 60] + "。" for i in range(0, len(text), 60))
        write(os.path.join(out, "Content", "g", "zh-Hans.txt"), "压力测试\n\n第 1 部分：内容\n\n" + lines + "\n")
    else:
        sys.exit("unknown case " + case)

main()

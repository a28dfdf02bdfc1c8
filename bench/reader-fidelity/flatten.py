#!/usr/bin/env python3
"""Flattener of the reader bench: bench/reader-fidelity/flatten.py GUIDE.md... --out DIR

Turns each Markdown guide into the plain text a copy out of a web page gives, and records the truth
the plain-text reader should recover from it. For GUIDE.md it writes DIR/<stem>/<lang>.txt and
DIR/<stem>/truth.json.

The web copy: headings as bare lines, paragraphs as one line each, fenced code at column 0 (its own
indentation kept), table rows as tab-separated cells, bullets as `•`, numbered items as `1. `,
block quotes as their text, links and emphasis as their text, images and rules dropped, one blank
line between blocks. Around it go the page's debris, taken from the guide's front matter:

    ---
    lang: ja
    before: 技術ブログ              (a line above the title: kicker, breadcrumb, series; repeatable)
    after: 最終更新日: 2024/3/2     (a line below the title: date, source; repeatable)
    footer: 前の記事                (a line at the end: related posts, share buttons; repeatable)
    source: https://example.com/x   (truth: the source URL the title area names)
    date: 2024-03-02                (truth: the date the title area names, ISO)
    noise: yes                      (insert the invisible characters web copies carry, see `noise`)
    tight: heading                  (a memo's layout: no blank line after the title or a heading; with
                                     `tight: section`, none between the paragraphs and lists of a section
                                     either — blank lines stay before headings and around code and tables)
    table: ideographic              (table rows as a memo types them: cells between ideographic spaces
                                     (U+3000), or with `table: spaces` padded with spaces into aligned
                                     columns; default: tab-separated, as a browser copies a table)
    ---

A paragraph's hard line break (a source line ending in two spaces or `\\`) is a line break of the copy
(`現象：…` / `原因：…` on lines of their own).

The truth: the title (the `#` heading), every other heading with its line, depth (`##` is 1, or the
shallowest level of the guide) and parent heading, every listing's non-blank line range and language
(from the fence: swift, text, json, shell, objc, diff; `.strings` and logs count as text), every
table's header and rows, and the kind of every other non-blank line (prose, list, title-area, footer).
"""
import argparse, json, os, re, sys, unicodedata

LANGUAGES = {
    'swift': 'swift', '': 'text', 'text': 'text', 'txt': 'text', 'log': 'text', 'console': 'text',
    'strings': 'text', 'plist': 'text', 'xml': 'text', 'javascript': 'text', 'js': 'text', 'json': 'json', 'sh': 'shell', 'bash': 'shell',
    'shell': 'shell', 'zsh': 'shell', 'objc': 'objc', 'objective-c': 'objc', 'diff': 'diff',
}

# The invisible characters a web copy leaves (guide-styles.md): backspace, form feed, zero-width space,
# a byte order mark inside the text, zero-width joiner / non-joiner.
NOISE = ['\u200b', '\u0008', '\ufeff', '\u200c', '\u000c', '\u200d']


def front_matter(lines):
    """(fields, body lines): repeatable `key: value` lines between two `---` lines at the top."""
    fields = {}
    if not lines or lines[0].strip() != '---':
        return fields, lines
    end = lines.index('---', 1)
    for line in lines[1:end]:
        key, _, value = line.partition(':')
        fields.setdefault(key.strip(), []).append(value.strip())
    return fields, lines[end + 1:]


def inline(text):
    """Markdown inline markup as the text a browser shows."""
    text = re.sub(r'!\[[^\]]*\]\([^)]*\)', '', text)
    text = re.sub(r'\[([^\]]*)\]\([^)]*\)', r'\1', text)
    text = re.sub(r'`([^`]*)`', r'\1', text)
    text = re.sub(r'\*\*([^*]+)\*\*', r'\1', text)
    text = re.sub(r'(?<![\w*])\*([^*\s][^*]*)\*(?![\w*])', r'\1', text)
    text = text.replace('\\|', '|')
    return text.strip()


def join_lines(parts):
    """Source lines of one paragraph as the single line a browser shows (a space only between Latin)."""
    out = ''
    for p in parts:
        p = p.strip()
        if out and out[-1].isascii() and out[-1] != ' ' and p[:1].isascii():
            out += ' '
        out += p
    return out


def copied_lines(parts):
    """Source lines of one paragraph as the lines a browser shows: one line, or one per hard line break
    (a source line ending in two spaces or a backslash)."""
    lines, current = [], []
    for p in parts:
        hard = p.endswith('  ') or p.rstrip().endswith('\\')
        current.append(p.rstrip().rstrip('\\'))
        if hard:
            lines.append(current)
            current = []
    if current:
        lines.append(current)
    return [inline(join_lines(c)) for c in lines]


def table_cells(line):
    line = line.strip()
    if line.startswith('|'):
        line = line[1:]
    if line.endswith('|') and not line.endswith('\\|'):
        line = line[:-1]
    return [inline(c) for c in re.split(r'(?<!\\)\|', line)]


def parse_blocks(lines):
    """[(kind, payload)]: title, heading (level, text), code (info, lines), table (rows), list (items),
    quote (text), paragraph (text)."""
    blocks, i = [], 0
    while i < len(lines):
        line = lines[i]
        if not line.strip():
            i += 1
            continue
        m = re.match(r'^(#{1,6})\s+(.*)$', line)
        if m:
            level = len(m.group(1))
            blocks.append(('title', inline(m.group(2))) if level == 1 else ('heading', (level, inline(m.group(2)))))
            i += 1
            continue
        m = re.match(r'^```\s*([\w+-]*)', line)
        if m:
            j = i + 1
            while not lines[j].startswith('```'):
                j += 1
            blocks.append(('code', (m.group(1).lower(), lines[i + 1:j])))
            i = j + 1
            continue
        if re.match(r'^(\*\*\*|---|___)\s*$', line):
            i += 1
            continue
        if line.lstrip().startswith('|'):
            rows = []
            while i < len(lines) and lines[i].lstrip().startswith('|'):
                if not re.match(r'^\s*\|?\s*:?-{2,}', lines[i]):
                    rows.append(table_cells(lines[i]))
                i += 1
            blocks.append(('table', rows))
            continue
        if re.match(r'^\s*([-*+]|\d+[.)])\s+', line):
            items = []
            while i < len(lines) and lines[i].strip():
                m = re.match(r'^(\s*)([-*+]|\d+[.)])\s+(.*)$', lines[i])
                if m:
                    items.append([len(m.group(1)), m.group(2), [m.group(3)]])
                else:
                    items[-1][2].append(lines[i])
                i += 1
            blocks.append(('list', items))
            continue
        if line.startswith('>'):
            parts = []
            while i < len(lines) and lines[i].startswith('>'):
                parts.append(lines[i][1:])
                i += 1
            blocks.append(('quote', inline(join_lines(parts))))
            continue
        parts = []
        while i < len(lines) and lines[i].strip() and not re.match(r'^(#{1,6}\s|```|\s*\||>)', lines[i]):
            parts.append(lines[i])
            i += 1
        blocks.append(('paragraph', copied_lines(parts)))
    return blocks


class Page:
    """The flat text being written, with the kind of every line."""

    def __init__(self):
        self.lines, self.kinds = [], []

    def add(self, text, kind):
        self.lines.append(text)
        self.kinds.append(kind)
        return len(self.lines)  # 1-based line number

    def blank(self):
        if self.lines and self.lines[-1] != '':
            self.add('', 'blank')

    def unblank(self):
        if self.lines and self.lines[-1] == '':
            self.lines.pop()
            self.kinds.pop()


def flatten(path):
    with open(path, encoding='utf-8') as f:
        fields, body = front_matter(f.read().split('\n'))
    blocks = parse_blocks(body)
    page = Page()
    truth = {'guide': os.path.splitext(os.path.basename(path))[0], 'language': fields['lang'][0],
             'title': None, 'headings': [], 'code': [], 'tables': [],
             'source': (fields.get('source') or [None])[0], 'date': (fields.get('date') or [None])[0]}
    for line in fields.get('before', []):
        page.add(line, 'title-area')
        page.blank()
    tight = (fields.get('tight') or ['no'])[0]
    levels = [b[1][0] for b in blocks if b[0] == 'heading']
    top = min(levels) if levels else 2
    open_headings = []  # (level, index) of the headings a new one may nest under
    title_written = False
    previous = None
    for kind, payload in blocks:
        # A memo's layout: a heading directly above its first block; with `tight: section`, prose
        # blocks directly below each other too.
        if tight in ('heading', 'section') and previous == 'heading' and kind not in ('title', 'heading'):
            page.unblank()
        elif tight == 'section' and previous in ('paragraph', 'list', 'quote') and kind in ('paragraph', 'list', 'quote'):
            page.unblank()
        previous = kind
        if kind == 'title' and not title_written:
            truth['title'] = payload
            page.add(payload, 'title')
            if tight == 'no':
                page.blank()
            for line in fields.get('after', []):
                page.add(line, 'title-area')
                if tight == 'no':
                    page.blank()
            page.blank()
            title_written = True
        elif kind in ('title', 'heading'):
            level, text = (1, payload) if kind == 'title' else payload
            while open_headings and open_headings[-1][0] >= level:
                open_headings.pop()
            parent = open_headings[-1][1] if open_headings else None
            line = page.add(text, 'heading')
            truth['headings'].append({'text': text, 'line': line, 'depth': max(1, level - top + 1),
                                      'parent': truth['headings'][parent]['line'] if parent is not None else None})
            open_headings.append((level, len(truth['headings']) - 1))
        elif kind == 'code':
            info, code = payload
            start = len(page.lines) + 1
            for c in code:
                page.add(c, 'code' if c.strip() else 'blank')
            nonblank = [start + k for k, c in enumerate(code) if c.strip()]
            truth['code'].append({'start': nonblank[0], 'end': nonblank[-1], 'language': LANGUAGES[info],
                                  'lines': len(nonblank)})
        elif kind == 'table':
            start = len(page.lines) + 1
            for row in table_rows(payload, (fields.get('table') or ['tab'])[0]):
                page.add(row, 'table')
            truth['tables'].append({'start': start, 'header': payload[0], 'rows': payload[1:]})
        elif kind == 'list':
            for indent, marker, parts in payload:
                bullet = '•' if marker in '-*+' else marker
                page.add(' ' * indent + bullet + ' ' + inline(join_lines(parts)), 'list')
        elif kind == 'quote':
            page.add(payload, 'prose')
        else:
            for line in payload:
                page.add(line, 'prose')
        page.blank()
    for line in fields.get('footer', []):
        page.add(line, 'footer')
        page.blank()
    if (fields.get('noise') or ['no'])[0] == 'yes':
        noise(page)
    truth['kinds'] = page.kinds
    return fields['lang'][0], '\n'.join(page.lines).rstrip('\n') + '\n', truth


def width(text):
    """Columns a text takes in a monospaced editor: two for wide (CJK) characters."""
    return sum(2 if unicodedata.east_asian_width(c) in 'WF' else 1 for c in text)


def table_rows(rows, style):
    """Table rows as lines: tab-separated (a browser's copy), cells between ideographic spaces, or cells
    padded with spaces into aligned columns (at least two spaces between them)."""
    if style == 'ideographic':
        return ['\u3000'.join(row) for row in rows]
    if style == 'spaces':
        widths = [max(width(row[k]) for row in rows if k < len(row)) for k in range(max(map(len, rows)))]
        return [''.join(cell + ' ' * (widths[k] - width(cell) + 2) for k, cell in enumerate(row)).rstrip() for row in rows]
    return ['\t'.join(row) for row in rows]


def noise(page):
    """Puts the invisible characters a web copy carries into some lines: every fifth prose line and
    every seventh code line gets one, at a position inside the line, cycling through NOISE."""
    k = 0
    for n, (text, kind) in enumerate(zip(page.lines, page.kinds)):
        every = {'prose': 5, 'code': 7, 'heading': 4}.get(kind)
        if not every or n % every != 0 or len(text) < 4:
            continue
        char = NOISE[k % len(NOISE)]
        k += 1
        at = 3 if kind == 'code' and char in '\u200b\u200c\u200d' else len(text) // 2
        if kind == 'code' and char in '\u0008\u000c':
            at = len(text)  # a stray control at the end of a listing line, where copies leave them
        page.lines[n] = text[:at] + char + text[at:]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('guides', nargs='+')
    parser.add_argument('--out', required=True)
    args = parser.parse_args()
    for path in args.guides:
        lang, text, truth = flatten(path)
        folder = os.path.join(args.out, truth['guide'])
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, f'{lang}.txt'), 'w', encoding='utf-8') as f:
            f.write(text)
        with open(os.path.join(folder, 'truth.json'), 'w', encoding='utf-8') as f:
            json.dump(truth, f, ensure_ascii=False, indent=1)


if __name__ == '__main__':
    main()

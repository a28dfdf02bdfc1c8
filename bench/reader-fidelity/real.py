#!/usr/bin/env python3
"""The plain-text reader on real web copies: bench/reader-fidelity/real.py [options]

Reads the hand-labelled real guides where they are (../shared/real-guides beside the project, or
--root). Each Markdown guide is flattened into a web copy by that folder's md2txt.py (the tool that
made its content-txt/ copies, which it reproduces byte for byte) in a temporary folder, its true
outline taken from the Markdown as outlines.py takes it, and both the copy and the Markdown are read
with `bridgekb parse --json`. Figures, per language and split (split.json), added over guides:

  headings P / R     a heading is found when the reader opens a section on its line
  parent             found headings under the true parent heading (or both at the top)
  same outline       Markdown sections that the copy gives with the same title and the same parent
                     (the Markdown reader's outline, mapped onto the copy's lines)
  blocks             lists, tables, code and notes of the Markdown that the copy gives as a block of
                     the same kind over the same lines; `invented`: list, table, code or note blocks
                     of the copy that start on a line the Markdown has as a paragraph or heading

  --set copies       only the guides that come with a web copy (content-txt/), as outlines.py scores
  --set all          every guide (default)
  --set team         the team's own Markdown guides (bench/reader-fidelity, Tests/Fixtures/fidelity)
                     flattened by the same md2txt.py: copies in the real style of text the rules were
                     not tuned on
  --split tune|check|all
  -v                 per guide, and the misses of each guide (read the misses of the tune half only)
  --check FILE       exit 1 when a figure of a group falls below FILE's floors for the set
                     (real-thresholds.json: set → group → figure → floor; `blocks invented` is a ceiling)
  --json FILE        write the counts per guide (for the scripts that fit or compare)
Nothing of the guides is copied into the project: the copies live in a temporary folder.
"""
import argparse, json, os, re, shutil, subprocess, sys, tempfile
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))
DEFAULT_CORPUS = os.path.normpath(os.path.join(ROOT, '..', 'shared', 'real-guides'))
BLOCK_KINDS = ('list', 'table', 'code', 'note')


def md_headings(md):
    """Headings outside code fences: (line, level, title).

    ATX headings (`## Title`), as outlines.py reads them, and setext headings: a one-line paragraph
    underlined with `===` (level 1) or `---` (level 2), which outlines.py leaves out although the page
    shows them as headings (CommonMark). An underline below a paragraph of several lines is read as the
    rule it is meant to be, not as a heading over the whole paragraph."""
    out, fence = [], None
    lines = md.split('\n')
    for n, line in enumerate(lines, 1):
        m = re.match(r'^\s{0,3}(`{3,}|~{3,})', line)
        if m:
            fence = None if fence and m.group(1)[0] == fence else (fence or m.group(1)[0])
            continue
        if fence:
            continue
        h = re.match(r'^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$', line)
        if h and h.group(2).strip():
            out.append((n, len(h.group(1)), h.group(2).strip()))
            continue
        u = re.match(r'^\s{0,3}(=+|-+)\s*$', line)
        if u and n >= 2 and setext_title(lines[n - 2]) and (n == 2 or not lines[n - 3].strip()):
            out.append((n - 1, 1 if u.group(1)[0] == '=' else 2, lines[n - 2].strip()))
    return out


def setext_title(line):
    """A line that can be a setext heading's text: not blank, not a list item, quote, table row,
    heading or HTML."""
    return bool(line.strip()) and not re.match(r'^\s*([-*+>|#<]|\d+[.)])', line) and not line.startswith('    ')


def true_outline(md, mp):
    """{txt line: txt line of the parent heading or None}, as outlines.py make builds outlines.json."""
    heads = md_headings(md)
    if heads and sum(1 for h in heads if h[1] <= heads[0][1]) == 1:
        heads = heads[1:]
    stack, gold = [], {}
    for n, level, _ in heads:
        if str(n) not in mp:
            continue
        while stack and stack[-1][1] >= level:
            stack.pop()
        line = mp[str(n)]
        gold[line] = stack[-1][0] if stack else None
        stack.append((line, level))
    return gold


def parse(binary, path):
    run = subprocess.run([binary, 'parse', '--json', path], capture_output=True)
    try:
        return json.loads(run.stdout.decode('utf-8'))
    except ValueError:
        return None


def walk(sections, parent=None):
    for s in sections:
        yield s, parent
        yield from walk(s.get('children', []), s)


def blocks(doc):
    out = list(doc.get('preamble', []))
    for s, _ in walk(doc.get('sections', [])):
        out += s.get('blocks', [])
    return out


def norm(text):
    return ''.join((text or '').split())


def title_of(section):
    return norm(section.get('heading') or ' '.join(x for x in (section.get('number'), section.get('title')) if x))


class Guide:
    def __init__(self, corpus, lang_dir, guide, lang, md=None, group=None):
        self.id = f'{lang_dir}/{guide}'
        self.corpus, self.lang_dir, self.guide, self.lang = corpus, lang_dir, guide, lang
        self.md = md or os.path.join(corpus, lang_dir, 'content', guide, lang + '.md')
        self.has_copy = os.path.exists(os.path.join(corpus, lang_dir, 'content-txt', guide, lang + '.txt'))
        self.language = 'en' if lang == 'en' else ('zh' if lang.startswith('zh') else 'ja')
        self.group = group


def team_guides(corpus):
    """The team's own Markdown guides (the reader bench's and the extraction bench's), flattened the way
    the real web copies were: a check on copies of text nobody tuned these rules on, in the real style."""
    result = []
    for folder in ('bench/reader-fidelity/guides', 'bench/reader-fidelity/holdout'):
        for f in sorted(os.listdir(os.path.join(ROOT, folder))):
            if f.endswith('.md'):
                text = open(os.path.join(ROOT, folder, f), encoding='utf-8').read()
                m = re.search(r'^lang:\s*(\S+)', text, re.M)
                result.append(Guide(corpus, 'team', f[:-3], m.group(1) if m else 'en', md=os.path.join(ROOT, folder, f), group='team'))
    for folder in ('Tests/Fixtures/fidelity/guides', 'Tests/Fixtures/fidelity/holdout'):
        for guide in sorted(os.listdir(os.path.join(ROOT, folder))):
            for f in sorted(os.listdir(os.path.join(ROOT, folder, guide))):
                if f.endswith('.md'):
                    result.append(Guide(corpus, 'team', 'fidelity-' + guide, f[:-3], md=os.path.join(ROOT, folder, guide, f), group='team'))
    return result


def guides(corpus):
    result = []
    for lang_dir in sorted(os.listdir(corpus)):
        content = os.path.join(corpus, lang_dir, 'content')
        if not os.path.isdir(content):
            continue
        for guide in sorted(os.listdir(content)):
            for f in sorted(os.listdir(os.path.join(content, guide))):
                if f.endswith('.md'):
                    result.append(Guide(corpus, lang_dir, guide, f[:-3]))
    return result


def score(g, binary, work):
    out = os.path.join(work, g.lang_dir, g.guide)
    os.makedirs(out, exist_ok=True)
    txt, mpath = os.path.join(out, g.lang + '.txt'), os.path.join(out, g.lang + '.map.json')
    subprocess.run([sys.executable, os.path.join(g.corpus, 'md2txt.py'), g.md, txt, mpath], check=True)
    mp = json.load(open(mpath))
    md_text = open(g.md, encoding='utf-8').read()
    gold = true_outline(md_text, mp)
    copy, mdoc = parse(binary, txt), parse(binary, g.md)
    c = dict(golden=len(gold), found=0, hit=0, parent=0, md_sections=0, same=0, failed=0,
             top=sum(1 for p in gold.values() if p is None))
    for k in BLOCK_KINDS:
        c[f'md_{k}'] = c[f'same_{k}'] = c[f'invented_{k}'] = 0
    misses = []
    if copy is None or mdoc is None:
        c['failed'] = 1
        return c, ['parse failed']
    lines = open(txt, encoding='utf-8').read().split('\n')
    got = {s['line']: (p['line'] if p else None) for s, p in walk(copy.get('sections', []))}
    titles = {s['line']: title_of(s) for s, _ in walk(copy.get('sections', []))}
    c['found'] = len(got)
    for line, parent in sorted(gold.items()):
        if line not in got:
            misses.append(f'  missed   {line:4} {lines[line - 1][:70]}')
        elif got[line] != parent:
            misses.append(f'  parent   {line:4} {lines[line - 1][:60]}  (true {parent}, read {got[line]})')
            c['hit'] += 1
        else:
            c['hit'] += 1
            c['parent'] += 1
    for line in sorted(set(got) - set(gold)):
        misses.append(f'  invented {line:4} {lines[line - 1][:70]}')

    # The Markdown reader's outline, mapped onto the copy.
    def mapped(n):
        return mp.get(str(n))
    for s, p in walk(mdoc.get('sections', [])):
        line = mapped(s['line'])
        if line is None:
            continue
        c['md_sections'] += 1
        parent = mapped(p['line']) if p else None
        if line in got and got[line] == parent and titles[line] == title_of(s):
            c['same'] += 1

    # Blocks: the copy's lines each Markdown block covers.
    txt_blocks = {}
    for b in blocks(copy):
        txt_blocks.setdefault(b['line'], []).append(b)
    prose_lines = set()
    for b in blocks(mdoc):
        covered = sorted(x for x in filter(None, (mapped(n) for n in range(b['line'], b['endLine'] + 1))) if x <= len(lines) and lines[x - 1].strip())
        if not covered:
            continue
        if b['kind'] == 'paragraph':
            prose_lines.update(covered)
            continue
        if b['kind'] not in BLOCK_KINDS:
            continue
        c[f'md_{b["kind"]}'] += 1
        same = [t for t in txt_blocks.get(covered[0], []) if t['kind'] == b['kind']
                and max(x for x in range(t['line'], t['endLine'] + 1) if lines[x - 1].strip()) == covered[-1]]
        if same:
            c[f'same_{b["kind"]}'] += 1
        else:
            read = [f'{t["kind"]} {t["line"]}-{t["endLine"]}' for t in txt_blocks.get(covered[0], [])] or ['nothing starting there']
            misses.append(f'  block    {covered[0]:4}-{covered[-1]:<4} {b["kind"]} read as {", ".join(read)}')
    for s, _ in walk(mdoc.get('sections', [])):
        if mapped(s['line']):
            prose_lines.add(mapped(s['line']))
    for b in blocks(copy):
        if b['kind'] in BLOCK_KINDS and b['line'] in prose_lines:
            c[f'invented_{b["kind"]}'] += 1
            misses.append(f'  invented {b["line"]:4}-{b["endLine"]:<4} {b["kind"]} over prose: {lines[b["line"] - 1][:50]}')
    return c, misses


def pct(a, b):
    return 100.0 * a / b if b else 100.0


def figures(c):
    f = {
        'heading precision': pct(c['hit'], c['found']),
        'heading recall': pct(c['hit'], c['golden']),
        'parent agreement': pct(c['parent'], c['hit']),
        'same outline': pct(c['same'], c['md_sections']),
    }
    for k in BLOCK_KINDS:
        f[f'{k} blocks same'] = pct(c[f'same_{k}'], c[f'md_{k}'])
    f['blocks invented'] = sum(c[f'invented_{k}'] for k in BLOCK_KINDS)
    return f


def add(total, c):
    for k, v in c.items():
        total[k] = total.get(k, 0) + v


def line(name, c):
    f = figures(c)
    blocks_ = '  '.join(f'{k} {c[f"same_{k}"]}/{c[f"md_{k}"]}' for k in BLOCK_KINDS)
    return (f'{name:34} headings {c["golden"]:3}  P {f["heading precision"]:5.1f}  R {f["heading recall"]:5.1f}  '
            f'parent {f["parent agreement"]:5.1f}  same outline {f["same outline"]:5.1f} ({c["same"]}/{c["md_sections"]})  '
            f'blocks: {blocks_}  invented {f["blocks invented"]}')


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--bin', default=os.environ.get('BRIDGEKB') or os.path.join(ROOT, '.build', 'debug', 'bridgekb'))
    ap.add_argument('--root', default=DEFAULT_CORPUS)
    ap.add_argument('--set', choices=('copies', 'all', 'team'), default='all',
                    help='copies: the real guides that come with a web copy; all: every real guide; team: the team\'s own Markdown guides flattened the same way')
    ap.add_argument('--split', choices=('tune', 'check', 'all'), default='all')
    ap.add_argument('--guide', action='append', help='only this guide (lang/guide); repeatable')
    ap.add_argument('-v', action='store_true')
    ap.add_argument('--check')
    ap.add_argument('--json')
    a = ap.parse_args()
    if not os.path.isdir(a.root):
        print(f'real guides not found at {a.root}: nothing to score')
        return 0
    if not os.access(a.bin, os.X_OK):
        sys.exit(f'no bridgekb at {a.bin}')
    split = json.load(open(os.path.join(a.root, 'split.json')))
    if a.set == 'team':
        chosen = [g for g in team_guides(a.root) if not a.guide or g.id in a.guide]
        split = {g.id: 'team' for g in chosen}
    else:
        chosen = [g for g in guides(a.root) if (a.set == 'all' or g.has_copy)
                  and (a.split == 'all' or split.get(g.id) == a.split) and (not a.guide or g.id in a.guide)]
    work = tempfile.mkdtemp()
    try:
        with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
            results = list(pool.map(lambda g: score(g, a.bin, work), chosen))
    finally:
        shutil.rmtree(work)
    groups, per_guide = {}, {}
    for g, (c, misses) in zip(chosen, results):
        per_guide[g.id] = dict(c, language=g.language, split=split.get(g.id), copy=g.has_copy)
        for key in (g.language, f'{g.language} {split.get(g.id)}', 'all', f'all {split.get(g.id)}'):
            add(groups.setdefault(key, {}), c)
        if a.v:
            print(line(g.id + (' *' if g.has_copy else ''), c))
            for m in misses:
                print(m)
    print(f'== real guides ({a.set}, split {a.split}; * = comes with a web copy)')
    for key in sorted(groups, key=lambda k: (k.split()[0] == 'all', k)):
        print(line(key, groups[key]))
    flat = groups.get('all')
    if flat:
        print(f'(an outline with every heading at the top level would put {pct(flat["top"], flat["golden"]):.1f} % of all true headings under the right parent)')
    if a.json:
        json.dump(per_guide, open(a.json, 'w'), indent=1, sort_keys=True)
    if a.check:
        floors = json.load(open(a.check)).get(a.set, {})
        failed = []
        for group, limits in floors.items():
            if group not in groups:
                continue
            f = figures(groups[group])
            for name, floor in limits.items():
                value = f[name]
                if (value > floor) if name == 'blocks invented' else (value < floor):
                    failed.append(f'{group}: {name} {value:.1f} (floor {floor})')
        if failed:
            print('below the floors:\n  ' + '\n  '.join(failed))
            return 1
        print('all figures at or above the floors')
    return 0


if __name__ == '__main__':
    sys.exit(main())

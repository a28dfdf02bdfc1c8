#!/usr/bin/env python3
"""A synthetic held-out set for the plain-text reader: the real guides that have no web copy, flattened.

  python3 bench/reader-fidelity/real-more.py [--bin BRIDGEKB] [--root REAL_GUIDES] [--guide lang/guide]
                                             [-v] [--check real-thresholds.json] [--entries] [--json OUT]
                                             [--variant bare|tight]

Every real guide with a Markdown original (`<lang>/content/<guide>/<x>.md`) but no web copy
(`<lang>/content-txt/`) is flattened at run time, by the corpus's own `md2txt.py`, into a temporary corpus
folder (`content/` with the Markdown, `content-txt/` with the `.txt` and its `.map.json`). The corpus's own
`outlines.py make` takes the true outline from the Markdown, and its `outlines.py score` scores
`bridgekb parse --json` on the copies, exactly as it scores the ten real web copies. Printed: heading
precision, recall and parent agreement per guide and per language of the text (zh, ja, en) and over all;
P* counts as right the headings found on lines the Markdown has as a setext heading or a bold line alone
(`**原因**`), which `outlines.py` does not collect but a page shows as headings. `same` (same outline): the share of
the Markdown reader's sections (`bridgekb parse --json` on the Markdown original, mapped onto the copy through the
line map) that the copy's outline gives on the same line, with the same title and the same parent, as `real.py`
counts it — every heading the page shows, setext and ATX alike.
(`outlines.py` scores only the copies that have labelled headings: a page whose only ATX heading is its
title is not counted.)

-v lists each copy's missed, invented and misplaced headings (from the temporary copies; nothing is kept).
--check FILE: exit 1 when a language's figure falls below the floors under the key "synthetic" (with --variant V,
"synthetic V"; a variant without floors is not checked).
--entries: also score entry extraction (the corpus's `score.py --which both`) on these guides' Markdown
and on their flattened copies, the golden items re-anchored through the line map (Markdown line N →
copy line map[N], or the next mapped line when N itself is not in the copy).
--variant: the copies as another browser or paste target gives them: `bare` without list bullets, `tight`
without blank lines, `innertext` set off as HTML's innerText sets blocks off (blank lines around paragraphs only),
`glued` the same with the bullets kept (the line map follows; a probe of how much the figures owe to md2txt's one style).
Nothing of the guides is copied into the project: the temporary folder is removed at the end.
"""
import argparse, json, os, re, shutil, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from real import title_of  # noqa: E402  (the same title comparison as real.py's same outline)

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))
DEFAULT_CORPUS = os.path.normpath(os.path.join(ROOT, '..', 'shared', 'real-guides'))
SCORE_LINE = re.compile(r'^content-txt/(\S+)/(\S+)\.txt\s+golden\s+(\d+)\s+found\s+(\d+)\s+hit\s+(\d+)\s+parent ok\s+(\d+)')


def language(lang):
    return 'en' if lang == 'en' else ('zh' if lang.startswith('zh') else 'ja')


def held_out(corpus, only):
    """(lang_dir, guide, lang) of every Markdown guide without a web copy."""
    out = []
    for lang_dir in sorted(os.listdir(corpus)):
        content = os.path.join(corpus, lang_dir, 'content')
        if not os.path.isdir(content):
            continue
        for guide in sorted(os.listdir(content)):
            if only and f'{lang_dir}/{guide}' not in only:
                continue
            for f in sorted(os.listdir(os.path.join(content, guide))):
                if f.endswith('.md') and not os.path.exists(os.path.join(corpus, lang_dir, 'content-txt', guide, f[:-3] + '.txt')):
                    out.append((lang_dir, guide, f[:-3]))
    return out


def md_kinds(md_path, mp):
    """{copy line: kind of the Markdown line it comes from}: heading, list, table, code (with its fence's
    number) or paragraph."""
    kinds, fence, fences = {}, None, 0
    for n, line in enumerate(open(md_path, encoding='utf-8').read().split('\n'), 1):
        m = re.match(r'^\s*(`{3,}|~{3,})', line)
        if m:
            if fence:
                fence = None
            else:
                fence, fences = m.group(1)[0], fences + 1
            continue
        if str(n) not in mp:
            continue
        st = re.sub(r'^\s*>\s?', '', line).strip()
        if fence:
            kind = f'code{fences}'
        elif re.match(r'^#{1,6}\s', st) or n <= 10 and re.match(r'title:', line):
            kind = 'heading'
        elif re.match(r'^([-*+]|\d+[.)])\s', st):
            kind = 'list'
        elif st.startswith('|'):
            kind = 'table'
        else:
            kind = 'paragraph'
        kinds[mp[str(n)]] = kind
    return kinds


def vary(txt, mpath, md_path, variant):
    """Another browser's copy of the same page: `bare` drops the list bullets (`•`) some browsers do not copy,
    `tight` every blank line (a copy pasted where blank lines are lost); `innertext` follows the rules of
    HTML's innerText, which a browser's copy of a selection resembles: no list bullets, and a blank line only
    around a paragraph (a heading, list, table or code block is set off by a single line break, so a heading
    stands right above a list or a listing, and right below one); blank lines inside a code block stay. The
    line map follows. `glued` sets blocks off as `innertext` does but keeps the bullets."""
    lines = open(txt, encoding='utf-8').read().split('\n')
    mp = json.load(open(mpath))
    kinds = md_kinds(md_path, mp) if variant in ('innertext', 'glued') else {}
    new_of, out = {}, []
    previous, blank_before = None, False   # the last non-blank copy line, and whether a blank line came after it
    for n, line in enumerate(lines, 1):
        if not line.strip():
            blank_before = True
            if variant in ('tight', 'innertext', 'glued'):
                continue
        elif variant in ('innertext', 'glued') and previous is not None:
            a, b = kinds.get(previous, 'paragraph'), kinds.get(n, 'paragraph')
            same_code = a == b and a.startswith('code')
            if (same_code and blank_before) or (not same_code and blank_before and 'paragraph' in (a, b)):
                out.append('')
        if line.strip():
            previous, blank_before = n, False
        if variant in ('bare', 'innertext'):
            line = re.sub(r'^(\s*)• ', r'\1', line)
        out.append(line)
        new_of[n] = len(out)
    open(txt, 'w', encoding='utf-8').write('\n'.join(out))
    json.dump({k: new_of[v] for k, v in mp.items() if v in new_of}, open(mpath, 'w'))


def build_corpus(corpus, work, chosen, variant=None):
    for lang_dir, guide, lang in chosen:
        md_dir = os.path.join(work, lang_dir, 'content', guide)
        txt_dir = os.path.join(work, lang_dir, 'content-txt', guide)
        os.makedirs(md_dir, exist_ok=True)
        os.makedirs(txt_dir, exist_ok=True)
        md = os.path.join(md_dir, lang + '.md')
        shutil.copyfile(os.path.join(corpus, lang_dir, 'content', guide, lang + '.md'), md)
        subprocess.run([sys.executable, os.path.join(corpus, 'md2txt.py'), md, os.path.join(txt_dir, lang + '.txt'),
                        os.path.join(txt_dir, lang + '.map.json')], check=True)
        if variant:
            vary(os.path.join(txt_dir, lang + '.txt'), os.path.join(txt_dir, lang + '.map.json'), md, variant)
    return sorted({c[0] for c in chosen})


def walk(sections, parent=None):
    for s in sections:
        yield s, parent
        yield from walk(s.get('children', []), s)


def unlabelled_headings(d, f):
    """Copy lines whose Markdown line is a heading that `outlines.py` does not collect: a setext heading
    (`----` / `====` below it) or a line that is bold and nothing else (`**原因**`, `__Solution__`; md2txt keeps it a line of its own)."""
    guide, name = f.split('/')[-2], f.split('/')[-1][:-4]
    mp = json.load(open(os.path.join(d, 'content-txt', guide, name + '.map.json')))
    md = open(os.path.join(d, 'content', guide, name + '.md'), encoding='utf-8').read().split('\n')
    out, fence = set(), None
    for n, line in enumerate(md, 1):
        m = re.match(r'^\s{0,3}(`{3,}|~{3,})', line)
        if m:
            fence = None if fence and m.group(1)[0] == fence else (fence or m.group(1)[0])
            continue
        if fence or str(n) not in mp:
            continue
        below = md[n] if n < len(md) else ''
        setext = line.strip() and re.fullmatch(r'\s{0,3}(=+|-+)\s*', below) and not re.match(r'\s*([-*+]|#)', line)
        bold = re.fullmatch(r'\s*(\*\*|__)[^*_]+(\*\*|__)\s*:?', line)
        if setext or bold:
            out.add(mp[str(n)])
    return out


def details(binary, d, f, gold):
    """The missed / invented / misplaced headings of one copy (for -v), and how many of the invented ones the
    Markdown has as a setext heading or a bold line alone."""
    run = subprocess.run([binary, 'parse', '--json', os.path.join(d, f)], capture_output=True)
    try:
        got = {s['line']: (p['line'] if p else None) for s, p in walk(json.loads(run.stdout.decode('utf-8')).get('sections', []))}
    except ValueError:
        return ['  parse failed'], 0
    lines = open(os.path.join(d, f), encoding='utf-8').read().split('\n')
    want = {g['line']: g['parent'] for g in gold if g['file'] == f}
    marked = unlabelled_headings(d, f)
    out, unlabelled = [], 0
    for line in sorted(set(want) | set(got)):
        text = lines[line - 1][:64]
        if line not in got:
            out.append(f'  missed   {line:4} {text}')
        elif line not in want:
            unlabelled += line in marked
            out.append(f'  invented {line:4} {text}' + ('  (bold or setext in the Markdown)' if line in marked else ''))
        elif got[line] != want[line]:
            out.append(f'  parent   {line:4} {text}  (true {want[line]}, read {got[line]})')
    return out, unlabelled


def same_outline(binary, d, f):
    """(Markdown sections on a copy line, those the copy gives with the same title and parent): the Markdown
    reader's outline of the original, mapped onto the copy through its line map, as real.py counts it."""
    guide, name = f.split('/')[-2], f.split('/')[-1][:-4]
    mp = json.load(open(os.path.join(d, 'content-txt', guide, name + '.map.json')))
    docs = []
    for path in (os.path.join(d, f), os.path.join(d, 'content', guide, name + '.md')):
        run = subprocess.run([binary, 'parse', '--json', path], capture_output=True)
        try:
            docs.append(json.loads(run.stdout.decode('utf-8')))
        except ValueError:
            return 0, 0
    got = {s['line']: (p['line'] if p else None, title_of(s)) for s, p in walk(docs[0].get('sections', []))}
    sections = same = 0
    for s, p in walk(docs[1].get('sections', [])):
        line = mp.get(str(s['line']))
        if line is None:
            continue
        sections += 1
        same += got.get(line) == ((mp.get(str(p['line'])) if p else None), title_of(s))
    return sections, same


def pct(a, b):
    return 100.0 * a / b if b else 100.0


def figures(t):
    return {'heading precision': pct(t['hit'], t['found']), 'heading recall': pct(t['hit'], t['golden']),
            'parent agreement': pct(t['parent'], t['hit']), 'same outline': pct(t['same'], t['md_sections'])}


def row(name, t):
    f = figures(t)
    return (f'{name:44} headings {t["golden"]:3} found {t["found"]:3}  P {f["heading precision"]:5.1f}  '
            f'R {f["heading recall"]:5.1f}  parent {f["parent agreement"]:5.1f}  '
            f'(P* {pct(t["hit"] + t["unlabelled"], t["found"]):5.1f})  same {f["same outline"]:5.1f} ({t["same"]}/{t["md_sections"]})')


def reanchor(corpus, work, lang_dir, chosen):
    """golden.json of the temporary corpus: the Markdown items of the chosen guides, and the same items on the
    flattened copy through the line map."""
    keep = {(g, l) for d, g, l in chosen if d == lang_dir}
    items = []
    for item in json.load(open(os.path.join(corpus, lang_dir, 'golden.json'), encoding='utf-8')):
        if not item['file'].startswith('content/') or (item['guide'], item['lang']) not in keep:
            continue
        items.append(item)
        mp = json.load(open(os.path.join(work, lang_dir, 'content-txt', item['guide'], item['lang'] + '.map.json')))
        later = sorted(int(n) for n in mp if int(n) >= item['line'])
        if later:
            items.append(dict(item, file=f'content-txt/{item["guide"]}/{item["lang"]}.txt', line=mp[str(later[0])]))
    json.dump(items, open(os.path.join(work, lang_dir, 'golden.json'), 'w', encoding='utf-8'), ensure_ascii=False)


def entries(corpus, work, lang_dirs, chosen, binary):
    env = dict(os.environ, BRIDGEKB=os.path.abspath(binary), BRIDGEKB_CONTENT=os.path.join(ROOT, 'Content'))
    print('== entries (score.py): golden / extracted / matched, recall, precision')
    for lang_dir in lang_dirs:
        reanchor(corpus, work, lang_dir, chosen)
        run = subprocess.run([sys.executable, os.path.join(corpus, 'score.py'), os.path.join(work, lang_dir), '--which', 'both',
                              '--quiet'], capture_output=True, text=True, cwd=ROOT, env=env)
        which = None
        for l in run.stdout.split('\n'):
            m = re.match(r'^=== (md|txt):', l)
            if m:
                which = m.group(1)
            m = re.match(r'^TOTAL (\w+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\S+)\s+(\S+)', l)
            if m and m.group(1) in ('zh', 'ja', 'en', 'all'):
                print(f'{lang_dir}/{which:4} {m.group(1):4} golden {m.group(2):>4} extracted {m.group(3):>4} matched {m.group(4):>4}'
                      f'  recall {m.group(5):>6}  precision {m.group(6):>6}')


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--bin', default=os.environ.get('BRIDGEKB') or os.path.join(ROOT, '.build', 'debug', 'bridgekb'))
    ap.add_argument('--root', default=DEFAULT_CORPUS)
    ap.add_argument('--guide', action='append', help='only this guide (lang_dir/guide); repeatable')
    ap.add_argument('-v', action='store_true')
    ap.add_argument('--check')
    ap.add_argument('--entries', action='store_true')
    ap.add_argument('--json')
    ap.add_argument('--variant', choices=('bare', 'tight', 'innertext', 'glued'),
                    help='score another copy style (see vary); checked against "synthetic VARIANT" when that key exists')
    a = ap.parse_args()
    if not os.path.isfile(os.path.join(a.root, 'outlines.py')):
        print(f'real guides not found at {a.root}: nothing to score')
        return 0
    if not os.access(a.bin, os.X_OK):
        sys.exit(f'no bridgekb at {a.bin}')
    split = json.load(open(os.path.join(a.root, 'split.json')))
    chosen = held_out(a.root, a.guide)
    work = tempfile.mkdtemp(prefix='real-more-')
    groups, per_guide = {}, {}
    try:
        lang_dirs = build_corpus(a.root, work, chosen, a.variant)
        env = dict(os.environ, BRIDGEKB=os.path.abspath(a.bin))
        for lang_dir in lang_dirs:
            d = os.path.join(work, lang_dir)
            subprocess.run([sys.executable, os.path.join(a.root, 'outlines.py'), 'make', d], check=True, capture_output=True, env=env)
            gold = json.load(open(os.path.join(d, 'outlines.json'), encoding='utf-8'))
            run = subprocess.run([sys.executable, os.path.join(a.root, 'outlines.py'), 'score', d], capture_output=True, text=True,
                                 cwd=ROOT, env=env)
            for l in run.stdout.split('\n'):
                m = SCORE_LINE.match(l)
                if not m:
                    if 'parse failed' in l:
                        print(l)
                    continue
                guide, lang = m.group(1), m.group(2)
                t = dict(zip(('golden', 'found', 'hit', 'parent'), map(int, m.groups()[2:])))
                listing, t['unlabelled'] = details(a.bin, d, f'content-txt/{guide}/{lang}.txt', gold)
                t['md_sections'], t['same'] = same_outline(a.bin, d, f'content-txt/{guide}/{lang}.txt')
                gid = f'{lang_dir}/{guide}'
                half = split.get(gid, '?')
                per_guide[gid] = dict(t, language=language(lang), split=half)
                for key in (language(lang), f'{language(lang)} {half}', 'all', f'all {half}'):
                    g = groups.setdefault(key, dict(golden=0, found=0, hit=0, parent=0, unlabelled=0, md_sections=0, same=0))
                    for k in t:
                        g[k] += t[k]
                print(row(f'{gid} ({lang}, {half})', t))
                if a.v:
                    for x in listing:
                        print(x)
        print(f'== real guides without a web copy, flattened by md2txt.py ({len(per_guide)} of {len(chosen)} with labelled headings)')
        for key in sorted(groups, key=lambda k: (k.split()[0] == 'all', k)):
            print(row(key, groups[key]))
        if a.entries:
            entries(a.root, work, lang_dirs, chosen, a.bin)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if a.json:
        json.dump(per_guide, open(a.json, 'w'), indent=1, sort_keys=True)
    if a.check:
        key = 'synthetic' + (f' {a.variant}' if a.variant else '')
        floors = json.load(open(a.check)).get(key)
        if floors is None:
            print(f'no floors under "{key}" in {a.check}')
            return 0
        failed = [f'{group}: {name} {figures(groups[group])[name]:.1f} (floor {floor})'
                  for group, limits in floors.items() if group in groups
                  for name, floor in limits.items() if figures(groups[group])[name] < floor]
        if failed:
            print('below the floors:\n  ' + '\n  '.join(failed))
            return 1
        print('all figures at or above the floors')
    return 0


if __name__ == '__main__':
    sys.exit(main())

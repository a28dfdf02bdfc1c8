#!/usr/bin/env python3
"""How many of the pitfalls the tool finds on the real guides carry a symptom and a fix.

usage: bench/entry-model/fields.py [--which md|txt|both] [-v] [--corpus DIR]

Builds each corpus of ../shared/real-guides (zh, ja) as score.py does: its content/ (or content-txt/)
copied to a temporary Content/ with the project's glossary.json and site.json, then
`bridgekb build --content … --out … --no-cache --quiet`, and reads the site's kb.json. Entries of
the pitfall kinds (gotcha, antiPattern, mistake, caution) are matched to the golden pitfalls with
score.py's own matching (same file, |line difference| <= 3, each entry at most one golden item;
loaded from where it is, never copied). For the matched ones it prints, per language (zh, ja, en),
per half of split.json (tune, check) and in all, how many carry a symptom, a fix, and both.

Issue 30's goal counts the share that carry both (where the guide states them).

  --which W   md (default): the Markdown guides; txt: their web copies; both
  -v          list the matched pitfalls of the TUNE half that lack a symptom or a fix: guide, line,
              kind, title and the fields that are filled. The check half's entries are never shown
              (judge a change by its totals only, as score.py's README asks)
  --corpus D  the real-guides folder (default ../shared/real-guides beside the project)
  --min-share F  exit 1 when the share of matched pitfalls carrying both, over all guides, is under F
              (0–1) for a set (scripts/real-guide-floors reads F from bench/entry-model/floors.json)

The binary is $BRIDGEKB, else .build/release/bridgekb, else .build/debug/bridgekb; the project's
glossary.json and site.json come from $BRIDGEKB_CONTENT, else Content/. Run from the project root.
"""
import argparse
import collections
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, '..', 'shared', 'real-guides')
PITFALL_KINDS = {'gotcha', 'antiPattern', 'mistake', 'caution'}
FOLDERS = {'md': 'content', 'txt': 'content-txt'}
LANGUAGES = ('zh', 'ja', 'en')
HALVES = ('tune', 'check')


def binary():
    for candidate in (os.environ.get('BRIDGEKB'), os.path.join(ROOT, '.build/release/bridgekb'),
                      os.path.join(ROOT, '.build/debug/bridgekb')):
        if candidate and os.access(candidate, os.X_OK):
            return os.path.abspath(candidate)
    sys.exit('fields: no bridgekb binary: build it or set BRIDGEKB')


def scorer(corpus):
    """score.py's matching, loaded from where it is (never copied)."""
    spec = importlib.util.spec_from_file_location('score', os.path.join(corpus, 'score.py'))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def copy_settings(content):
    """The project's glossary.json and site.json ($BRIDGEKB_CONTENT, else Content/) into a scratch Content/."""
    project = os.environ.get('BRIDGEKB_CONTENT', os.path.join(ROOT, 'Content'))
    for name in ('glossary.json', 'site.json'):
        path = os.path.join(project, name)
        if os.path.isfile(path):
            shutil.copy(path, content)


def build(exe, folder):
    """kb.json's entries for one corpus folder (content/ or content-txt/), built the way score.py builds it."""
    tmp = tempfile.mkdtemp(prefix='fields-')
    try:
        content = os.path.join(tmp, 'Content')
        shutil.copytree(folder, content)
        copy_settings(content)
        site = os.path.join(tmp, 'Site')
        subprocess.run([exe, 'build', '--content', content, '--out', site, '--no-cache', '--quiet'],
                       capture_output=True, cwd=tmp)
        kb = os.path.join(site, 'kb.json')
        if not os.path.isfile(kb):
            sys.exit(f'fields: the build of {folder} wrote no kb.json')
        return json.load(open(kb, encoding='utf-8'))['entries']
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def matched_pitfalls(score, which, golden, entries):
    """The pitfall entries that match a golden pitfall, by score.py's maximum matching."""
    folder = FOLDERS[which]
    gold = collections.defaultdict(list)
    for i, g in enumerate(golden):
        if g['group'] == 'pitfall' and g['file'].startswith(folder + '/'):
            gold[g['file']].append((i, g['line']))
    found = collections.defaultdict(list)
    pitfalls = [e for e in entries if e.get('kind') in PITFALL_KINDS]
    for i, e in enumerate(pitfalls):
        found[score.rel_file(which, e['file'])].append((i, e['line']))
    matched = []
    for path, items in gold.items():
        matched += [pitfalls[ei] for ei in score.max_match(items, found.get(path, [])).values()]
    return matched


def language(entry):
    tag = entry.get('language') or ''
    return next((l for l in LANGUAGES if tag.startswith(l)), 'en')


def filled(entry, field):
    return bool((entry.get(field) or '').strip())


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    parser.add_argument('--which', choices=('md', 'txt', 'both'), default='md')
    parser.add_argument('-v', action='store_true', dest='verbose')
    parser.add_argument('--corpus', default=CORPUS)
    parser.add_argument('--min-share', type=float, default=None)
    args = parser.parse_args()
    below = []
    corpus = os.path.abspath(args.corpus)
    score = scorer(corpus)
    split = json.load(open(os.path.join(corpus, 'split.json'), encoding='utf-8'))
    exe = binary()
    for which in (('md', 'txt') if args.which == 'both' else (args.which,)):
        counts = collections.defaultdict(lambda: [0, 0, 0, 0])   # key -> [matched, symptom, fix, both]
        lacking = []
        for lang_dir in ('zh', 'ja'):
            root = os.path.join(corpus, lang_dir)
            golden = json.load(open(os.path.join(root, 'golden.json'), encoding='utf-8'))
            entries = build(exe, os.path.join(root, FOLDERS[which]))
            for e in matched_pitfalls(score, which, golden, entries):
                half = split.get(f'{lang_dir}/{e["guide"]}', '?')
                s, f = filled(e, 'symptom'), filled(e, 'fix')
                for key in ('all', language(e), half, f'{language(e)} {half}'):
                    c = counts[key]
                    c[0] += 1; c[1] += s; c[2] += f; c[3] += s and f
                if half == 'tune' and not (s and f):
                    lacking.append(e)
        print(f'=== {which}: matched pitfalls carrying a symptom, a fix, both')
        print(f'{"":12} {"matched":>7} {"symptom":>8} {"fix":>8} {"both":>8} {"share":>7}')
        for key in ('zh', 'ja', 'en') + tuple(f'{l} {h}' for l in LANGUAGES for h in HALVES) + HALVES + ('all',):
            n, s, f, b = counts[key]
            if n:
                print(f'{key:12} {n:7} {s:8} {f:8} {b:8} {100.0 * b / n:6.1f}%')
        n, _, _, b = counts['all']
        if args.min_share is not None and (not n or b / n < args.min_share):
            below.append(f'{which}: {b} of {n} matched pitfalls carry both (floor {args.min_share:.0%})')
        if args.verbose:
            print(f'\n--- tune half: matched pitfalls lacking a symptom or a fix ({which}) ---')
            for e in sorted(lacking, key=lambda e: (e['guide'], e['line'])):
                lacks = '+'.join(f for f in ('symptom', 'fix') if not filled(e, f))
                has = ', '.join(f'{f}: {e[f][:60]!r}' for f in ('symptom', 'cause', 'fix', 'warning') if filled(e, f))
                print(f'{e["guide"]}:{e["line"]} {e["kind"]} lacks {lacks} | {e["title"][:70]}\n      {has or "(no field)"}')

    for line in below:
        print('below the floor: ' + line)
    if below:
        sys.exit(1)


if __name__ == '__main__':
    main()

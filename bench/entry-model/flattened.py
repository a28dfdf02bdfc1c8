#!/usr/bin/env python3
"""Entries from web copies of all 29 real guides, not only the 10 that come with one.

usage: bench/entry-model/flattened.py [--per-guide] [--corpus DIR] [--min-recall R] [--min-precision P]

`../shared/real-guides` gives a plain-text web copy (content-txt/) for 10 of its 29 guides. This script makes
one for every Markdown guide the same way — with the corpus's own `md2txt.py`, read where it is, into a
temporary folder (nothing of the guides enters the project) — maps each golden entry's line through the
line map md2txt.py writes, builds the copies with `bridgekb build --no-cache`, and matches entries with
score.py's own matching (same file, same group, |line difference| <= 3, each entry at most one golden item).

It prints matched / extracted / golden and recall / precision for all guides, each half of split.json and
each language; with --per-guide, each guide's counts too (never any text). Compare with the Markdown
figure of score.py: what the plain-text reader loses on writing it has not been tuned on. With --min-recall /
--min-precision it exits 1 when the overall figure is lower (scripts/real-guide-floors reads them from
bench/entry-model/floors.json).

The binary is $BRIDGEKB, else .build/release/bridgekb; the project's glossary.json and site.json come from
$BRIDGEKB_CONTENT, else Content/. Run from the project root.
"""
import argparse
import collections
import json
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fields  # noqa: E402  (score.py's matching and the binary lookup, shared with fields.py)

GROUP = {'gotcha': 'pitfall', 'antiPattern': 'pitfall', 'mistake': 'pitfall', 'caution': 'pitfall',
         'pattern': 'pattern', 'decisionRule': 'rule'}


def flatten(corpus, lang, tmp):
    """Web copies of one language folder's guides in tmp/Content, and each Markdown file's line map."""
    content = os.path.join(tmp, 'Content')
    maps = {}
    for guide in sorted(os.listdir(os.path.join(corpus, lang, 'content'))):
        source = os.path.join(corpus, lang, 'content', guide)
        os.makedirs(os.path.join(content, guide))
        for name in os.listdir(source):
            path = os.path.join(source, name)
            if name.endswith('.md'):
                stem = name[:-3]
                line_map = os.path.join(tmp, f'{guide}-{stem}.map.json')
                subprocess.run([sys.executable, os.path.join(corpus, 'md2txt.py'), path,
                                os.path.join(content, guide, stem + '.txt'), line_map], check=True)
                maps[f'content/{guide}/{name}'] = (f'{guide}/{stem}.txt',
                                                   {int(k): v for k, v in json.load(open(line_map)).items()})
            elif not name.endswith('.txt'):
                shutil.copy(path, os.path.join(content, guide, name))   # guide.json and the like
    fields.copy_settings(content)
    return content, maps


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    parser.add_argument('--per-guide', action='store_true')
    parser.add_argument('--corpus', default=fields.CORPUS)
    parser.add_argument('--min-recall', type=float, default=None)
    parser.add_argument('--min-precision', type=float, default=None)
    args = parser.parse_args()
    corpus = os.path.abspath(args.corpus)
    score = fields.scorer(corpus)
    split = json.load(open(os.path.join(corpus, 'split.json'), encoding='utf-8'))
    exe = fields.binary()
    totals = collections.defaultdict(lambda: [0, 0, 0])   # key -> [golden, extracted, matched]
    for lang in ('zh', 'ja'):
        tmp = tempfile.mkdtemp(prefix='flattened-')
        try:
            content, maps = flatten(corpus, lang, tmp)
            site = os.path.join(tmp, 'Site')
            subprocess.run([exe, 'build', '--content', content, '--out', site, '--no-cache', '--quiet'],
                           capture_output=True)
            entries = json.load(open(os.path.join(site, 'kb.json'), encoding='utf-8'))['entries']
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
        gold, found = collections.defaultdict(list), collections.defaultdict(list)
        for i, g in enumerate(json.load(open(os.path.join(corpus, lang, 'golden.json'), encoding='utf-8'))):
            if g['file'] not in maps:
                continue
            path, line_map = maps[g['file']]
            # A golden line md2txt.py dropped (a fence, a rule) is read at the next line it kept.
            line = next((line_map[n] for n in (g['line'], g['line'] + 1, g['line'] - 1) if n in line_map), None)
            if line is not None:
                gold[(path, g['group'])].append((i, line))
        for i, e in enumerate(entries):
            if e.get('kind') in GROUP:
                found[(e['file'].split('Content/', 1)[-1], GROUP[e['kind']])].append((i, e['line']))
        for key in set(gold) | set(found):
            guide = key[0].split('/')[0]
            matched = len(score.max_match(gold.get(key, []), found.get(key, [])))
            language = next((l for l in ('zh', 'ja', 'en') if key[0].split('/')[1].startswith(l)), 'en')
            for k in ('all', split.get(f'{lang}/{guide}', '?'), language, key[1], f'guide {guide}'):
                t = totals[k]
                t[0] += len(gold.get(key, [])); t[1] += len(found.get(key, [])); t[2] += matched
    print(f'{"web copies of all guides":34} {"golden":>6} {"extr":>5} {"hit":>5} {"recall":>7} {"prec":>7}')
    keys = ['zh', 'ja', 'en', 'pitfall', 'pattern', 'rule', 'tune', 'check', 'all']
    if args.per_guide:
        keys = sorted(k for k in totals if k.startswith('guide ')) + keys
    for k in keys:
        g, x, m = totals[k]
        print(f'{k.removeprefix("guide "):34} {g:6} {x:5} {m:5} {m / g if g else 0:7.1%} {m / x if x else 0:7.1%}')
    golden, extracted, matched = totals['all']
    recall, precision = matched / golden if golden else 0, matched / extracted if extracted else 0
    if (args.min_recall is not None and recall < args.min_recall) or (args.min_precision is not None and precision < args.min_precision):
        sys.exit(f'flattened: recall {recall:.1%} / precision {precision:.1%} under the floors '
                 f'{args.min_recall} / {args.min_precision}')


if __name__ == '__main__':
    main()

#!/usr/bin/env python3
"""Scorer of the reader bench: bench/reader-fidelity/score.py DIR --bin BRIDGEKB [--check THRESHOLDS.json --set NAME]

Reads every DIR/<guide>/ that flatten.py wrote, runs the real reader on it (`bridgekb parse FILE
--json`), compares the document it gives with truth.json and prints, per guide and overall:

  headings   P / R        precision and recall of headings (a heading is found when the reader
                          opens a section on its line)
  depth                   found headings at the true depth (the reader's tree depth)
  parent                  found headings under the true parent heading (or both at the top)
  title                   the document title is the guide's title
  code in                 non-blank listing lines inside a code block of the reader
  prose in code           other non-blank lines (prose, lists, headings, tables, page debris) inside one
  listings                non-Swift listings read as one non-Swift code block / with the right language
  swift                   Swift listings read as Swift
  tables                  tables read with the same header and rows / tables the reader invented
  meta                    source URL and date found in the document's metadata
  ok                      the reader gave a document (exit 0, no error)

Overall figures add the counts of all guides. With --check, exits 1 when an overall figure is below
the threshold that THRESHOLDS.json gives for the set NAME (figures in percent, "title" in guides).
"""
import argparse, json, os, subprocess, sys


def reader_output(binary, path):
    run = subprocess.run([binary, 'parse', path, '--json'], capture_output=True)
    try:
        return run.returncode, json.loads(run.stdout.decode('utf-8'))
    except ValueError:
        return run.returncode, None


def walk(sections, parent=None, depth=1):
    for s in sections:
        yield s, parent, depth
        yield from walk(s['children'], s, depth + 1)


def blocks_of(doc):
    result = list(doc.get('preamble', []))
    for s, _, _ in walk(doc['sections']):
        result.extend(s['blocks'])
    return result


def norm(text):
    return ''.join(text.split())


def score(folder, binary):
    truth = json.load(open(os.path.join(folder, 'truth.json'), encoding='utf-8'))
    path = os.path.join(folder, f"{truth['language']}.txt")
    code, doc = reader_output(binary, path)
    c = {k: 0 for k in ['truth_headings', 'reader_headings', 'found', 'depth', 'parent', 'title', 'guides',
                        'code_lines', 'code_in', 'prose_lines', 'prose_in', 'listings', 'listings_code',
                        'listings_lang', 'swift', 'swift_ok', 'tables', 'tables_ok', 'tables_extra', 'meta',
                        'meta_ok', 'ok', 'top_level']}
    c['guides'] = 1
    c['truth_headings'] = len(truth['headings'])
    c['code_lines'] = sum(b['lines'] for b in truth['code'])
    kinds = truth['kinds']
    c['prose_lines'] = sum(1 for k in kinds if k not in ('code', 'blank'))
    c['listings'] = sum(1 for b in truth['code'] if b['language'] != 'swift')
    c['swift'] = sum(1 for b in truth['code'] if b['language'] == 'swift')
    c['tables'] = len(truth['tables'])
    c['meta'] = sum(1 for k in ('source', 'date') if truth.get(k))
    c['top_level'] = sum(1 for h in truth['headings'] if h['depth'] == 1)
    misses = []
    if code != 0 or doc is None or any(d['severity'] == 'error' for d in doc.get('diagnostics', [])):
        misses.append(f'reader failed (exit {code})')
        return c, misses
    c['ok'] = 1

    # Headings.
    found = {}
    for s, parent, depth in walk(doc['sections']):
        found[s['line']] = (depth, parent['line'] if parent else None, s['title'])
    c['reader_headings'] = len(found)
    truth_lines = {h['line']: h for h in truth['headings']}
    for h in truth['headings']:
        if h['line'] in found:
            depth, parent, _ = found[h['line']]
            c['found'] += 1
            c['depth'] += depth == h['depth']
            c['parent'] += parent == h['parent']
            if depth != h['depth'] or parent != h['parent']:
                misses.append(f"depth {depth} (true {h['depth']}) parent L{parent} (true L{h['parent']}): L{h['line']} {h['text'][:50]}")
        else:
            misses.append(f"missed heading L{h['line']} {h['text'][:60]}")
    for line, (_, _, title) in sorted(found.items()):
        if line not in truth_lines:
            misses.append(f'invented heading L{line} [{kinds[line - 1] if line <= len(kinds) else "?"}] {title[:60]}')
    c['title'] = int(norm(doc.get('title') or '') == norm(truth['title'] or ''))
    if not c['title']:
        misses.append(f"title {doc.get('title')!r} (true {truth['title']!r})")

    # Code.
    blocks = blocks_of(doc)
    listings = [b for b in blocks if b['kind'] in ('code', 'diagram', 'lifecycle')]
    covering = {}
    for b in listings:
        for line in range(b['line'], b['endLine'] + 1):
            covering[line] = b
    for n, kind in enumerate(kinds, start=1):
        if kind == 'code':
            c['code_in'] += n in covering
        elif kind != 'blank' and n in covering:
            c['prose_in'] += 1
            misses.append(f'{kind} line inside code L{n}')
    for t in truth['code']:
        lines = [n for n in range(t['start'], t['end'] + 1) if kinds[n - 1] == 'code']
        inside = [n for n in lines if n in covering]
        if len(inside) < len(lines):
            misses.append(f"listing L{t['start']}–{t['end']} ({t['language']}): {len(lines) - len(inside)} lines outside code")
        block = covering.get(t['start'])
        guess = (block.get('infoString') or block.get('language')) if block else None
        whole = block is not None and all(covering.get(n) is block for n in lines)
        if t['language'] == 'swift':
            c['swift_ok'] += whole and guess == 'swift'
            if block is not None and guess != 'swift':
                misses.append(f"swift listing L{t['start']} read as {guess}")
        else:
            if whole and guess != 'swift':
                c['listings_code'] += 1
                c['listings_lang'] += guess == t['language']
                if guess != t['language']:
                    misses.append(f"{t['language']} listing L{t['start']} guessed {guess}")
            else:
                misses.append(f"{t['language']} listing L{t['start']}–{t['end']} not one non-Swift block (first line: {guess})")

    # Tables.
    reader_tables = [b for b in blocks if b['kind'] == 'table']
    matched = set()
    for t in truth['tables']:
        hit = next((i for i, b in enumerate(reader_tables) if i not in matched
                    and [norm(x) for x in b['header']] == [norm(x) for x in t['header']]
                    and [[norm(x) for x in r] for r in b['rows']] == [[norm(x) for x in r] for r in t['rows']]), None)
        if hit is None:
            misses.append(f"table L{t['start']} {' | '.join(t['header'])} not read")
        else:
            matched.add(hit)
            c['tables_ok'] += 1
    c['tables_extra'] = len(reader_tables) - len(matched)
    for i, b in enumerate(reader_tables):
        if i not in matched:
            misses.append(f"invented table L{b['line']}–{b['endLine']} {' | '.join(b['header'])[:60]}")

    # Metadata.
    meta = doc.get('metadata', {})
    for key, field in (('source', 'sourceURL'), ('date', 'date')):
        if truth.get(key):
            if meta.get(field) == truth[key]:
                c['meta_ok'] += 1
            else:
                misses.append(f"{key} {meta.get(field)!r} (true {truth[key]!r})")
    return c, misses


def pct(a, b):
    return 100.0 * a / b if b else 100.0


def figures(c):
    return {
        'heading precision': pct(c['found'], c['reader_headings']),
        'heading recall': pct(c['found'], c['truth_headings']),
        'depth agreement': pct(c['depth'], c['found']),
        'parent agreement': pct(c['parent'], c['found']),
        'titles right': c['title'],
        'code lines inside code': pct(c['code_in'], c['code_lines']),
        'prose lines inside code': pct(c['prose_in'], c['prose_lines']),
        'non-Swift listings as code': pct(c['listings_code'], c['listings']),
        'non-Swift listings with language': pct(c['listings_lang'], c['listings']),
        'Swift listings as Swift': pct(c['swift_ok'], c['swift']),
        'tables right': pct(c['tables_ok'], c['tables']),
        'tables invented': c['tables_extra'],
        'metadata right': pct(c['meta_ok'], c['meta']),
        'guides read': c['ok'],
    }


def row(name, c):
    f = figures(c)
    return (f"{name[:34]:34} {f['heading precision']:5.1f} {f['heading recall']:5.1f} {f['depth agreement']:5.1f} "
            f"{f['parent agreement']:5.1f} {c['title']:2}/{c['guides']:<2} {f['code lines inside code']:5.1f} "
            f"{f['prose lines inside code']:5.2f} {c['listings_code']:2}/{c['listings_lang']:2}/{c['listings']:<2} "
            f"{c['swift_ok']:2}/{c['swift']:<2} {c['tables_ok']:2}/{c['tables']:<2}+{c['tables_extra']} "
            f"{c['meta_ok']}/{c['meta']}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('dir')
    parser.add_argument('--bin', required=True)
    parser.add_argument('--check')
    parser.add_argument('--set', default='guides')
    parser.add_argument('--verbose', '-v', action='store_true', help='list every miss')
    parser.add_argument('--json', action='store_true', help='print the overall figures as JSON')
    args = parser.parse_args()
    total = None
    print(f"{'guide':34} {'P':>5} {'R':>5} {'depth':>5} {'par':>5} {'title':5} {'code':>5} {'prose':>5} "
          f"{'nonSwift':8} {'swift':5} {'tables':7} meta")
    for guide in sorted(os.listdir(args.dir)):
        folder = os.path.join(args.dir, guide)
        if not os.path.exists(os.path.join(folder, 'truth.json')):
            continue
        c, misses = score(folder, args.bin)
        print(row(guide, c))
        if args.verbose:
            for m in misses:
                print('    ' + m)
        total = c if total is None else {k: total[k] + c[k] for k in total}
    print(row('OVERALL', total))
    overall = figures(total)
    baseline = pct(total['top_level'], total['truth_headings'])
    print(f"(an all-top-level outline would have depth agreement {baseline:.1f} % over all true headings; "
          f"non-Swift: as code/with language/total; tables: right/total+invented)")
    if args.json:
        print(json.dumps({k: round(v, 2) for k, v in overall.items()}, indent=1))
    if args.check:
        limits = json.load(open(args.check))[args.set]
        failed = []
        for key, limit in limits.items():
            value = overall[key]
            worse = value > limit if key in ('prose lines inside code', 'tables invented') else value < limit
            if worse:
                failed.append(f'{key}: {value:.2f} (limit {limit})')
        if failed:
            print('BELOW THRESHOLD: ' + '; '.join(failed))
            sys.exit(1)
        print('all figures at or above the thresholds')


if __name__ == '__main__':
    main()

#!/usr/bin/env python3
"""Synthetic corpus for the benches: bench/corpus.py N OUT [--seed S] [--content DIR]

Writes N guides to OUT (which must lie outside the repository), in Content/'s layout. Guide i copies
real guide i mod G (every language it has) under a new id, with its numbered top-level sections in a
seeded random order (each section's block kept whole; the preamble stays first and the last block,
which carries any page debris, stays last) and the type names it declares suffixed consistently
(MapView -> MapViewS42), in code and prose alike. Content/glossary.json is copied. Deterministic:
the same N, seed and content give the same bytes.
"""
import argparse, os, random, re, shutil, sys

# Top-level numbering, most specific first; a file uses the first pattern that occurs twice or more.
TOP_LEVEL = [
    re.compile(r'^(第\s*\d+[a-z]?\s*部分|パート\s*\d+[a-z]?)'),
    re.compile(r'^[一二三四五六七八九十]+、'),
    re.compile(r'^第[一二三四五六七八九十]+节'),
    re.compile(r'^\d+\.\d+(?=\s)'),
    re.compile(r'^#{1,2} '),
]
DECLARATION = re.compile(r'\b(?:struct|class|enum|protocol|actor)\s+([A-Z][A-Za-z0-9_]*)')
# Names the frameworks fix (a representable's Coordinator), left alone.
KEEP = {'Coordinator'}


def split_sections(lines):
    """(preamble, [blocks]) where each block starts at a new top-level label."""
    for pattern in TOP_LEVEL:
        starts, seen = [], set()
        for n, line in enumerate(lines):
            m = pattern.match(line)
            if m and m.group(0) not in seen:
                seen.add(m.group(0))
                starts.append(n)
        if len(starts) >= 2:
            bounds = starts + [len(lines)]
            return lines[:starts[0]], [lines[a:b] for a, b in zip(bounds, bounds[1:])]
    return lines, []


def shuffled(text, rng):
    lines = text.split('\n')
    preamble, blocks = split_sections(lines)
    if len(blocks) > 2:
        middle = blocks[:-1]
        rng.shuffle(middle)
        blocks = middle + blocks[-1:]
    return '\n'.join(preamble + [line for block in blocks for line in block])


def renamed(text, suffix):
    names = sorted({n for n in DECLARATION.findall(text) if n not in KEEP}, key=len, reverse=True)
    if not names:
        return text
    pattern = re.compile(r'\b(' + '|'.join(map(re.escape, names)) + r')\b')
    return pattern.sub(lambda m: m.group(1) + suffix, text)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('n', type=int)
    parser.add_argument('out')
    parser.add_argument('--seed', type=int, default=20261130)
    parser.add_argument('--content', default=os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'Content'))
    args = parser.parse_args()
    content = os.path.abspath(args.content)
    repo = os.path.dirname(content)
    out = os.path.abspath(args.out)
    if out == repo or out.startswith(repo + os.sep):
        sys.exit(f'corpus.py: {out} is inside the repository; write the corpus elsewhere (e.g. /tmp)')
    guides = []
    for guide in sorted(os.listdir(content)):
        folder = os.path.join(content, guide)
        if not os.path.isdir(folder):
            continue
        files = sorted(f for f in os.listdir(folder) if f.rsplit('.', 1)[-1] in ('txt', 'md', 'markdown', 'html', 'htm'))
        if files:
            guides.append((guide, [(f, open(os.path.join(folder, f), encoding='utf-8').read()) for f in files]))
    if not guides:
        sys.exit(f'corpus.py: no guides in {content}')
    if os.path.exists(out):
        # Replace only an earlier corpus, never an unrelated folder.
        if os.listdir(out) and not os.path.exists(os.path.join(out, 'glossary.json')):
            sys.exit(f'corpus.py: {out} exists and is not a corpus; choose an empty or new folder')
        shutil.rmtree(out)
    os.makedirs(out)
    shutil.copyfile(os.path.join(content, 'glossary.json'), os.path.join(out, 'glossary.json'))
    width = len(str(args.n - 1))
    total = 0
    for i in range(args.n):
        base, files = guides[i % len(guides)]
        guide_id = f'{base}-s{i:0{width}d}'
        os.makedirs(os.path.join(out, guide_id))
        seed = random.Random(f'{args.seed}/{i}').random()
        for name, text in files:
            # Every language of a guide gets the same order, so translations stay aligned.
            body = renamed(text, f'S{i}') if not name.endswith(('html', 'htm')) else text
            if not name.endswith(('html', 'htm')):
                body = shuffled(body, random.Random(seed))
            with open(os.path.join(out, guide_id, name), 'w', encoding='utf-8') as f:
                f.write(body)
            total += len(body.encode('utf-8'))
    print(f'{args.n} guides, {total / 1e6:.1f} MB in {out}', file=sys.stderr)


if __name__ == '__main__':
    main()

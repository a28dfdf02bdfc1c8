#!/usr/bin/env python3
"""Does the plain-text reader stay linear? bench/reader-fidelity/linearity.py [--bin BRIDGEKB] [--times N]

Builds a web copy of one size (every Markdown guide of ../shared/real-guides flattened by its
md2txt.py, one after another; or, without that folder, the plain-text guides of Content/) and the
same copy N times over (default 10), runs `bridgekb parse --json` on each five times and prints the
best times, the time of an almost empty file (process start), and the ratio of the two sizes' times
with that start-up subtracted. The goal: a copy N times longer takes at most 1.2 N times as long.
"""
import argparse, glob, os, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))
CORPUS = os.path.normpath(os.path.join(ROOT, '..', 'shared', 'real-guides'))


def one_copy(work):
    texts = []
    mds = sorted(glob.glob(os.path.join(CORPUS, '*', 'content', '*', '*.md')))
    if mds:
        for i, md in enumerate(mds):
            out = os.path.join(work, f'{i}.txt')
            subprocess.run([sys.executable, os.path.join(CORPUS, 'md2txt.py'), md, out], check=True)
            texts.append(open(out, encoding='utf-8').read())
    else:
        texts = [open(f, encoding='utf-8').read() for f in sorted(glob.glob(os.path.join(ROOT, 'Content', '*', '*.txt')))]
    return '\n\n'.join(texts)


def best_time(binary, path, runs=5):
    best = None
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([binary, 'parse', '--json', path], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
    return best


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--bin', default=os.environ.get('BRIDGEKB') or os.path.join(ROOT, '.build', 'release', 'bridgekb'))
    ap.add_argument('--times', type=int, default=10)
    a = ap.parse_args()
    if not os.access(a.bin, os.X_OK):
        sys.exit(f'no bridgekb at {a.bin} (swift build -c release, or --bin)')
    with tempfile.TemporaryDirectory() as work:
        text = one_copy(work)
        paths = {}
        for name, body in (('empty', 'タイトル\n\n本文。\n'), ('1x', text), (f'{a.times}x', '\n\n'.join([text] * a.times))):
            paths[name] = os.path.join(work, 'guide', 'ja.txt' if name == 'empty' else f'{name}.txt')
            os.makedirs(os.path.dirname(paths[name]), exist_ok=True)
            open(paths[name], 'w', encoding='utf-8').write(body)
        times = {name: best_time(a.bin, path) for name, path in paths.items()}
    lines = text.count('\n') + 1
    start = times['empty']
    ratio = (times[f'{a.times}x'] - start) / max(1e-9, times['1x'] - start)
    print(f'1x: {lines} lines, {len(text.encode())} bytes: {times["1x"]:.3f} s; {a.times}x: {times[f"{a.times}x"]:.3f} s; '
          f'process start {start:.3f} s')
    print(f'{a.times}x longer copy takes {ratio:.2f}x the time (goal <= {1.2 * a.times:.0f}x)')
    return 0 if ratio <= 1.2 * a.times else 1


if __name__ == '__main__':
    sys.exit(main())

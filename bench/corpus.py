#!/usr/bin/env python3
"""Generate a synthetic N-guide content folder from Content/ for benchmarks.

Usage: bench/corpus.py N OUTDIR   (OUTDIR outside the repository, e.g. /tmp/bridgekb-corpus-1000)

Each generated guide is a copy of one of the real guides (cycled in order), with
  - a new guide id (g00042-uikit-bridging),
  - its top-level parts shuffled (the same order in every language of the guide, keyed by the
    part's number label, so translations still align),
  - the rows of its tab-separated tables shuffled (same permutation in every language when the
    tables have the same size),
  - the types it declares (struct/class/enum/protocol, not UIKit/SwiftUI names) renamed with a
    per-guide suffix,
and every language file of the original. glossary.json and site.json are copied. Translation locks
are dropped (they name the original's sections). Deterministic: the same N gives the same bytes.
Never commit the output.
"""
import os
import random
import re
import shutil
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Content")

PART = re.compile(r"^(第 ?([0-9]+[a-z]?) ?部分|パート ?([0-9]+[a-z]?)|([一二三四五六七八九十]+)、)")
DECL = re.compile(r"\b(?:struct|class|enum|protocol|actor)\s+([A-Z][A-Za-z0-9_]*)")
RESERVED_PREFIXES = ("UI", "NS", "MK", "CL", "AV", "WK", "SK", "SwiftUI", "Coordinator", "Context")


def part_key(line):
    m = PART.match(line)
    if not m:
        return None
    return m.group(2) or m.group(3) or m.group(4)


def split_parts(lines):
    """Preamble, [(key, lines)], or None when top-level part labels repeat (unsafe to shuffle)."""
    starts = [i for i, line in enumerate(lines) if part_key(line) is not None]
    keys = [part_key(lines[i]) for i in starts]
    if len(starts) < 2 or len(set(keys)) != len(keys):
        return None
    preamble = lines[:starts[0]]
    parts = []
    for n, start in enumerate(starts):
        end = starts[n + 1] if n + 1 < len(starts) else len(lines)
        parts.append((keys[n], lines[start:end]))
    return preamble, parts


def shuffle_tables(lines, rng_seed):
    """Shuffles the body rows of every run of tab-separated lines (the first row is the header)."""
    out, i, table = [], 0, 0
    while i < len(lines):
        if "\t" in lines[i]:
            j = i
            while j < len(lines) and "\t" in lines[j]:
                j += 1
            header, body = lines[i], lines[i + 1:j]
            rng = random.Random(f"{rng_seed}/table{table}/{len(body)}")
            rng.shuffle(body)
            out += [header] + body
            table += 1
            i = j
        else:
            out.append(lines[i])
            i += 1
    return out


def suffix(k):
    letters = ""
    k += 26
    while k:
        letters = chr(ord("A") + k % 26) + letters
        k //= 26
    return letters


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: bench/corpus.py N OUTDIR")
    n, out = int(sys.argv[1]), os.path.abspath(sys.argv[2])
    repo = os.path.abspath(os.path.join(ROOT, ".."))
    if out == repo or out.startswith(repo + os.sep):
        sys.exit("corpus.py: OUTDIR must be outside the repository")
    bases = sorted(d for d in os.listdir(ROOT) if os.path.isdir(os.path.join(ROOT, d)))
    sources = {}
    for base in bases:
        files = sorted(f for f in os.listdir(os.path.join(ROOT, base)) if f.endswith((".txt", ".md", ".html")))
        sources[base] = {f: open(os.path.join(ROOT, base, f), encoding="utf-8").read() for f in files}
    if os.path.exists(out):
        shutil.rmtree(out)
    os.makedirs(out)
    for name in ("glossary.json", "site.json"):
        if os.path.exists(os.path.join(ROOT, name)):
            shutil.copy(os.path.join(ROOT, name), os.path.join(out, name))
    for k in range(n):
        base = bases[k % len(bases)]
        guide = f"g{k:05d}-{base}"
        os.makedirs(os.path.join(out, guide))
        seed = f"{guide}"
        # One part order per guide, over the union of part keys of its languages.
        all_keys = []
        for text in sources[base].values():
            split = split_parts(text.split("\n"))
            if split:
                all_keys += [key for key, _ in split[1] if key not in all_keys]
        order = list(all_keys)
        random.Random(seed + "/parts").shuffle(order)
        rank = {key: i for i, key in enumerate(order)}
        names = set()
        for text in sources[base].values():
            names.update(m for m in DECL.findall(text) if not m.startswith(RESERVED_PREFIXES))
        rename = {name: name + suffix(k) for name in sorted(names)}
        pattern = re.compile(r"\b(" + "|".join(map(re.escape, sorted(names, key=len, reverse=True))) + r")\b") if names else None
        for fname, text in sources[base].items():
            lines = text.split("\n")
            split = split_parts(lines)
            if split:
                preamble, parts = split
                parts.sort(key=lambda p: rank[p[0]])
                lines = preamble + [line for _, body in parts for line in body]
            lines = shuffle_tables(lines, seed)
            text = "\n".join(lines)
            if pattern:
                text = pattern.sub(lambda m: rename[m.group(1)], text)
            with open(os.path.join(out, guide, fname), "w", encoding="utf-8") as f:
                f.write(text)
        settings = os.path.join(ROOT, base, "guide.json")
        if os.path.exists(settings):
            shutil.copy(settings, os.path.join(out, guide, "guide.json"))


if __name__ == "__main__":
    main()

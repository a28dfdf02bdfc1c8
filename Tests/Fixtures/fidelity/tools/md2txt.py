#!/usr/bin/env python3
"""Makes the plain-text copy of a Markdown fixture, as a reader would paste it from the rendered page:
Tests/Fixtures/fidelity/tools/md2txt.py GUIDE.md OUT.txt [--debris TEXT]

Headings lose their `#`, fences and front matter go, inline backticks and `**` vanish, pipe tables
become tab-separated rows (the separator row goes), list bullets become `•`. The golden file next to
GUIDE.md (GUIDE.md.golden) is rewritten for OUT.txt with each entry's line moved to where that line
landed (a fence line maps to the listing's first line). A helper for writing fixtures, not part of
the bench itself.
"""
import re, sys

def convert(lines):
    out, where = [], {}
    in_code = False
    i = 0
    if lines and lines[0].strip() == '---':
        i = 1
        while i < len(lines) and lines[i].strip() != '---':
            i += 1
        i += 1
    pending = []  # fence lines waiting for the next output line
    for n in range(i, len(lines)):
        line = lines[n]
        src = n + 1
        if line.startswith('```') or line.startswith('~~~'):
            in_code = not in_code
            pending.append(src)
            continue
        if in_code:
            text = line
        else:
            if re.match(r'^\|[-:| ]+\|$', line.strip()):
                pending.append(src)
                continue
            text = re.sub(r'^#{1,6} ', '', line)
            if text.strip().startswith('|'):
                cells = [c.strip() for c in text.strip().strip('|').split('|')]
                text = '\t'.join(cells)
            text = re.sub(r'^(\s*)[-*] ', r'\1• ', text)
            text = text.replace('`', '').replace('**', '')
            if text.startswith('> '):
                text = text[2:]
        out.append(text)
        for p in pending + [src]:
            where[p] = len(out)
        pending = []
    return out, where

def main():
    src, dst = sys.argv[1], sys.argv[2]
    debris = sys.argv[4] if len(sys.argv) > 4 and sys.argv[3] == '--debris' else None
    lines = open(src, encoding='utf-8').read().split('\n')
    out, where = convert(lines)
    lead = 0
    while lead < len(out) and out[lead] == '':
        lead += 1
    out = out[lead:]
    where = {k: v - lead for k, v in where.items()}
    while out and out[-1] == '':
        out.pop()
    if debris:
        out += [''] + debris.split('\\n')
    open(dst, 'w', encoding='utf-8').write('\n'.join(out) + '\n')
    golden = []
    for row in open(src + '.golden', encoding='utf-8').read().split('\n'):
        if not row or row.startswith('#'):
            golden.append(row)
            continue
        parts = row.split('\t')
        parts[0] = str(where[int(parts[0])])
        golden.append('\t'.join(parts))
    open(dst + '.golden', 'w', encoding='utf-8').write('\n'.join(golden).rstrip('\n') + '\n')

main()

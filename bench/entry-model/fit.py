#!/usr/bin/env python3
"""Fit the entry model on the real, hand-labelled guides and say how well it generalises.

usage: bench/entry-model/fit.py [--write | --write-to FILE] [--logo] [--split tune|check] [--corpus DIR] [-v]

Reads every guide of ../shared/real-guides (Markdown and web copies) through
`bridgekb parse FILE --candidates --format json` (the places that may state an entry, with their
signals), labels each candidate with the golden entry it would match (same file, same group,
within 3 lines, as score.py matches), and fits one logistic regression per group
(pitfall, pattern, rule) plus one threshold each. The model's decoding — each candidate takes
its best group over that group's threshold, the most probable first, and a candidate near a
kept one of the same group gives way unless they are siblings — is the one `EntryModel` runs.

  (no flag)      fit on every guide and print the in-sample figures
  --logo         leave one guide out: fit on the others, predict it; the honest figure for an
                 unseen guide (its Markdown and its web copy are held out together)
  --split S      fit on the other half only and report half S (split.json)
  --write        write the model fitted on every guide to
                 Sources/BridgeKBExtraction/Candidates/entry-model.json

With FIT_MODEL=softmax|nested|gbt|gbt-multi|pairs another model class is fitted and measured the same way (thresholds
chosen on held-out probabilities, the same decoding); only the shipped form (ovr) can be written.

With FIT_TOOL=1 every figure is the tool's as it runs: the structural recognisers' entries (from a build of the
corpus) with the model's (see TOOL below).

With FIT_TOOL=build the figures are the tool's itself: each guide is built by `bridgekb build` with the weights
under test as its Content/entry-model.json, every filter of the tool applied (in sample: the weights fitted on every
guide; left out: the weights fitted without that guide). It is the slowest (one build per guide and fold) and the
exact figure.

  --write-to F   write the model fitted on every guide to F instead (a project's Content/entry-model.json)

The binary is $BRIDGEKB, else .build/release/bridgekb, else .build/debug/bridgekb. Needs numpy
and scikit-learn: `bench/entry-model/run` makes a virtual environment with them.
"""
import argparse
import collections
import glob
import importlib.util
import json
import re
import os
import subprocess
import sys

import numpy as np
from sklearn.linear_model import LogisticRegression

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, '..', 'shared', 'real-guides')
MODEL_PATH = os.path.join(ROOT, 'Sources', 'BridgeKBExtraction', 'Candidates', 'entry-model.json')
GROUPS = ('pitfall', 'pattern', 'rule')
WINDOW = 3
DROP = os.environ.get('FIT_DROP')   # experiments: signals whose names match this pattern are zeroed
SHAPE_ORDER = ('heading', 'item', 'row', 'paragraph', 'note', 'sentence', 'comment')
# Regularisation and the class weight of positives: chosen by the leave-one-guide-out figure
# (see the README beside this script), not per guide.
C = float(os.environ.get("FIT_C", "0.1"))
POSITIVE_WEIGHT = float(os.environ.get("FIT_POS", "2.0"))
THRESHOLDS = os.environ.get("FIT_THRESHOLDS", "heldout")   # or "insample": tuned on the fitted guides' own probabilities
# FIT_FIXTURE_WEIGHT=w (an experiment, off by default): the team's own fixture guides (Tests/Fixtures/fidelity/guides,
# labelled in their .golden files) join every fit as extra examples weighted w; never scored, never used for
# thresholds; the fidelity bench's `holdout` folder stays out. Leave one guide out they traded recall for precision
# (README beside this script), so the shipped model is fitted without them.
FIXTURES = os.path.join(ROOT, 'Tests', 'Fixtures', 'fidelity', 'guides')
FIXTURE_WEIGHT = float(os.environ.get("FIT_FIXTURE_WEIGHT", "0"))
MIN_THRESHOLD = float(os.environ.get("FIT_MIN_THRESHOLD", "0.3"))   # the lowest threshold tried
# FIT_TOOL=1: score the tool as it runs rather than the model alone: the structural recognisers' entries (read from
# a build of the corpus, `bridgekb build --no-cache` as score.py runs it; they do not depend on the weights) together
# with the model's, a model entry giving way to a recognised one of its group within reach unless the two are
# siblings (EntryExtractor.modelEntries). modelEntries' other filters (a part of an entry told in sections, a heading
# that only labels a part, a sentence that refers back) are not repeated here, so the figure is close to score.py's,
# not equal to it. Leave one guide out with it is the honest figure for the tool on an unseen guide.
BUILD = os.environ.get("FIT_TOOL") == "build"
TOOL = os.environ.get("FIT_TOOL") == "1" or BUILD   # (FIT_TOOL=build chooses its thresholds as FIT_TOOL=1 does)
# FIT_MODEL: the model class (README beside this script, "Model classes"):
#   ovr      one logistic regression per group (the shipped form)
#   softmax  one multinomial logistic regression over none / pitfall / pattern / rule
#   gbt      shallow gradient-boosted trees, one per group (FIT_GBT_DEPTH, _TREES, _RATE, _L2, _LEAF)
#   gbt-multi  the same, one multiclass model over none / pitfall / pattern / rule
#   nested   one logistic regression for "is an entry" times one multinomial over the three groups fitted on the entries
#   pairs    ovr over the signals and a few products of two (FIT_PAIRS: shape-text, directive or both)
MODEL = os.environ.get("FIT_MODEL", "ovr")
GBT_DEPTH = int(os.environ.get("FIT_GBT_DEPTH", "2"))
GBT_TREES = int(os.environ.get("FIT_GBT_TREES", "60"))
GBT_RATE = float(os.environ.get("FIT_GBT_RATE", "0.1"))
GBT_L2 = float(os.environ.get("FIT_GBT_L2", "1.0"))
GBT_LEAF = int(os.environ.get("FIT_GBT_LEAF", "40"))
PAIRS = os.environ.get("FIT_PAIRS", "both")
# FIT_CACHE=FILE (experiments): keep the collected candidates there and read them back on the next run; only
# valid for the same binary and corpus (delete it after a rebuild).
CACHE = os.environ.get("FIT_CACHE")


def binary():
    for b in (os.environ.get('BRIDGEKB'), os.path.join(ROOT, '.build/release/bridgekb'), os.path.join(ROOT, '.build/debug/bridgekb')):
        if b and os.access(b, os.X_OK):
            return b
    sys.exit('fit: no bridgekb binary: build it or set BRIDGEKB')


def scorer():
    """score.py's matching, loaded from where it is (never copied)."""
    spec = importlib.util.spec_from_file_location('score', os.path.join(CORPUS, 'score.py'))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def collect(corpus_root):
    """Every guide file of the corpus with its candidates, signals and labels."""
    docs = []
    names = None
    exe = binary()
    recog = recognised(exe, corpus_root) if TOOL else {}
    for corpus in sorted(glob.glob(os.path.join(corpus_root, '*', 'golden.json'))):
        folder = os.path.dirname(corpus)
        golden = json.load(open(corpus, encoding='utf-8'))
        for path in sorted(glob.glob(os.path.join(folder, 'content', '*', '*.md')) + glob.glob(os.path.join(folder, 'content-txt', '*', '*.txt'))):
            rel = os.path.relpath(path, folder)
            guide = rel.split('/')[1]
            data = candidates(exe, path)
            names = names or data['signals']
            cands = data['candidates']
            gold = [g for g in golden if g['file'] == rel]
            X, Y, W = labelled(cands, names, gold)
            docs.append({'corpus': os.path.basename(folder), 'file': rel, 'guide': guide, 'which': rel.split('/')[0], 'names': names,
                         'lang': gold[0]['lang'] if gold else '?', 'cands': cands, 'X': X, 'Y': Y, 'W': W, 'gold': gold,
                         'recognised': recog.get((os.path.basename(folder), rel), [])})
    return names, docs


def recognised(exe, corpus_root):
    """{(corpus, file): [(line, group)]}: the structural recognisers' entries (no `confidence`: the model's have one)
    of a build of each corpus folder's Markdown and web copies, with the project's glossary and site.json."""
    import shutil, tempfile
    found = collections.defaultdict(list)
    for corpus in sorted(glob.glob(os.path.join(corpus_root, '*', 'golden.json'))):
        folder = os.path.dirname(corpus)
        for which in ('content', 'content-txt'):
            if not os.path.isdir(os.path.join(folder, which)):
                continue
            tmp = tempfile.mkdtemp(prefix='fit-tool-')
            try:
                content = os.path.join(tmp, 'Content')
                shutil.copytree(os.path.join(folder, which), content)
                for name in ('glossary.json', 'site.json'):
                    if os.path.isfile(os.path.join(ROOT, 'Content', name)):
                        shutil.copy(os.path.join(ROOT, 'Content', name), content)
                subprocess.run([exe, 'build', '--content', content, '--out', os.path.join(tmp, 'Site'), '--no-cache', '--quiet'],
                               capture_output=True, cwd=tmp)
                kb = json.load(open(os.path.join(tmp, 'Site', 'kb.json'), encoding='utf-8'))
            finally:
                shutil.rmtree(tmp, ignore_errors=True)
            for e in kb['entries']:
                group = KIND_GROUP.get(e['kind'])
                if group and e.get('confidence') is None:
                    parts = e['file'].replace('\\', '/').split('/')
                    found[(os.path.basename(folder), f'{which}/{parts[-2]}/{parts[-1]}')].append((e['line'], group))
    return found


def with_recognised(doc, kept):
    """The tool's entries of a file, (line, group): the recognisers' and the model's kept candidates that no
    recognised entry of their group within reach stands for (a sibling's does not)."""
    at = {}
    for c in doc['cands']:
        at.setdefault(c['line'], c)
    lines = collections.defaultdict(set)
    for line, group in doc['recognised']:
        lines[group].add(line)
    out = list(doc['recognised'])
    for i, k in kept:
        c = doc['cands'][i]

        def stands_for(line):
            if line not in lines[GROUPS[k]]:
                return False
            return line == c['line'] or line not in at or not siblings(at[line], c)
        if not any(stands_for(line) for line in range(c['line'] - WINDOW, c['line'] + WINDOW + 1)):
            out.append((c['line'], GROUPS[k]))
    return out


def candidates(exe, path):
    out = subprocess.run([exe, 'parse', path, '--candidates', '--format', 'json'], capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f'fit: parse failed on {path}: {out.stderr[-400:]}')
    return json.loads(out.stdout)


def labelled(cands, names, gold):
    """The signal matrix of a file's candidates, with each group's labels and sample weights."""
    X = np.array([c['values'] for c in cands], dtype=float).reshape(len(cands), len(names))
    if DROP:
        X[:, [i for i, n in enumerate(names) if re.match(DROP, n)]] = 0
    # Each golden entry labels one candidate: the one on its line, else the nearest. The other
    # candidates within reach of it are left out of that group's fit (W = 0): they would match
    # it too, and calling them wrong would punish the same words on a neighbouring line.
    Y = np.zeros((len(cands), len(GROUPS)))
    W = np.ones((len(cands), len(GROUPS)))
    for g in gold:
        k = GROUPS.index(g['group'])
        near = [i for i, c in enumerate(cands) if abs(c['line'] - g['line']) <= WINDOW]
        if not near:
            continue
        best = min(near, key=lambda i: (abs(cands[i]['line'] - g['line']), SHAPE_ORDER.index(cands[i]['shape'])))
        for i in near:
            if Y[i, k] == 0:
                W[i, k] = 0
        Y[best, k] = 1
        W[best, k] = 1
    return X, Y, W


KIND_GROUP = {'gotcha': 'pitfall', 'antiPattern': 'pitfall', 'mistake': 'pitfall', 'caution': 'pitfall',
              'pattern': 'pattern', 'decisionRule': 'rule'}


def collect_fixtures(names):
    """The team's fixture guides with their golden entries (`line<TAB>kind<TAB>style<TAB>title`), as fit
    examples weighted FIXTURE_WEIGHT; empty when that is 0."""
    if FIXTURE_WEIGHT <= 0:
        return []
    docs = []
    exe = binary()
    for golden_path in sorted(glob.glob(os.path.join(FIXTURES, '*', '*.golden'))):
        path = golden_path[:-len('.golden')]
        data = candidates(exe, path)
        if data['signals'] != names:
            sys.exit('fit: the fixtures and the corpus were read with different signals')
        gold = []
        for line in open(golden_path, encoding='utf-8'):
            parts = line.rstrip('\n').split('\t')
            if line.startswith('#') or len(parts) < 2 or parts[1] not in KIND_GROUP:
                continue
            gold.append({'line': int(parts[0]), 'group': KIND_GROUP[parts[1]]})
        X, Y, W = labelled(data['candidates'], names, gold)
        docs.append({'corpus': 'fixtures', 'file': os.path.relpath(path, ROOT), 'guide': os.path.basename(os.path.dirname(path)),
                     'which': 'fixture', 'names': names, 'lang': '?', 'cands': data['candidates'], 'X': X, 'Y': Y, 'W': W * FIXTURE_WEIGHT,
                     'gold': gold})
    return docs


def fit(docs, names, extra=()):
    """Weights fitted on `docs` and the `extra` examples (the fixtures); thresholds for the best F1 on the
    probabilities each guide of `docs` gets from the weights fitted without it (held out), unless
    FIT_THRESHOLDS=insample."""
    extra = list(extra)
    model = fit_weights(docs + extra, names)
    if THRESHOLDS == 'insample':
        probs = [predict(model, d['X']) for d in docs]
    else:
        guides = sorted({(d['corpus'], d['guide']) for d in docs})
        held = {}
        for key in guides:
            m = fit_weights([d for d in docs if (d['corpus'], d['guide']) != key] + extra, names)
            for i, d in enumerate(docs):
                if (d['corpus'], d['guide']) == key:
                    held[i] = predict(m, d['X'])
        probs = [held[i] for i in range(len(docs))]
    tune_thresholds(model, docs, probs)
    return model


FITTED = {}   # fit_weights' results by the guides fitted on: leave one guide out fits each pair of left-out guides twice


def fit_weights(docs, names):
    key = (tuple(sorted({(d['corpus'], d['guide']) for d in docs})), len(docs))
    if key not in FITTED:
        FITTED[key] = fit_form(docs, names)
    model = dict(FITTED[key])   # thresholds are the caller's: each fit tunes its own
    for g in GROUPS:
        model[g] = dict(model[g])
    return model


def fit_form(docs, names):
    """The weights of FIT_MODEL's form fitted on `docs`: {group: {'weights', 'threshold'}} (ovr, pairs) with 'form'
    saying how `predict` reads them."""
    X = np.vstack([d['X'] for d in docs])
    Y = np.vstack([d['Y'] for d in docs])
    W = np.vstack([d['W'] for d in docs])
    model = {g: {'threshold': 0.5} for g in GROUPS}
    if MODEL in ('ovr', 'pairs'):
        pairs = pair_indices(names) if MODEL == 'pairs' else []
        Xp = with_pairs(X, pairs)
        for k, group in enumerate(GROUPS):
            use = W[:, k] > 0
            lr = LogisticRegression(C=C, class_weight={0: 1.0, 1: POSITIVE_WEIGHT}, max_iter=5000, fit_intercept=False)
            lr.fit(Xp[use], Y[use, k], sample_weight=W[use, k])
            model[group]['weights'] = lr.coef_[0].tolist()
        model['form'] = {'kind': MODEL, 'pairs': pairs}
    elif MODEL == 'nested':
        pos = (Y * (W > 0)).sum(axis=1) > 0
        use = pos | (W > 0).all(axis=1)
        entry = LogisticRegression(C=C, class_weight={0: 1.0, 1: POSITIVE_WEIGHT}, max_iter=5000, fit_intercept=False)
        entry.fit(X[use], pos[use].astype(int))
        rows, labels = zip(*[(i, k) for i in np.flatnonzero(pos) for k in range(len(GROUPS)) if Y[i, k] == 1 and W[i, k] > 0])
        which = LogisticRegression(C=C, max_iter=5000, fit_intercept=False)
        which.fit(X[list(rows)], np.array(labels))
        model['form'] = {'kind': MODEL, 'entry': entry.coef_[0].tolist(), 'classes': which.classes_.tolist(),
                         'weights': which.coef_.tolist()}
    elif MODEL in ('softmax', 'gbt-multi'):
        # One label per candidate: none, or the group it is labelled with (a candidate labelled with two groups
        # is two rows); a candidate that is not the labelled one but within reach of a golden entry is left out.
        rows, labels, weights = [], [], []
        for i in range(len(X)):
            pos = [k for k in range(len(GROUPS)) if Y[i, k] == 1 and W[i, k] > 0]
            for k in pos:
                rows.append(i); labels.append(k + 1); weights.append(POSITIVE_WEIGHT * W[i, k])
            if not pos and all(W[i] > 0):
                rows.append(i); labels.append(0); weights.append(1.0)
        Xs, ys, ws = X[rows], np.array(labels), np.array(weights)
        if MODEL == 'softmax':
            lr = LogisticRegression(C=C, max_iter=5000, fit_intercept=False)
            lr.fit(Xs, ys, sample_weight=ws)
            model['form'] = {'kind': MODEL, 'classes': lr.classes_.tolist(), 'weights': lr.coef_.tolist()}
        else:
            model['form'] = {'kind': MODEL, 'trees': boosted(Xs, ys, ws)}
    elif MODEL == 'gbt':
        model['form'] = {'kind': MODEL, 'trees': {}}
        for k, group in enumerate(GROUPS):
            use = W[:, k] > 0
            model['form']['trees'][group] = boosted(X[use], Y[use, k], W[use, k] * np.where(Y[use, k] == 1, POSITIVE_WEIGHT, 1.0))
    else:
        sys.exit(f'fit: unknown FIT_MODEL {MODEL}')
    return model


def boosted(X, y, w):
    from sklearn.ensemble import HistGradientBoostingClassifier
    gb = HistGradientBoostingClassifier(max_depth=GBT_DEPTH, max_iter=GBT_TREES, learning_rate=GBT_RATE,
                                        l2_regularization=GBT_L2, min_samples_leaf=GBT_LEAF, early_stopping=False,
                                        random_state=0)
    gb.fit(X, y, sample_weight=w)
    return gb


def pair_indices(names):
    """The products of two signals FIT_PAIRS names, as (i, j, negated j): the candidate's shape with what its own
    text says (shape-text), and a directive without a hazard (directive: prohibition, obligation, recommendation or
    caution phrase in the text times 1 − its hazard)."""
    at = {n: i for i, n in enumerate(names)}
    out = []
    if PAIRS in ('shape-text', 'both'):
        for shape in ('heading', 'item', 'paragraph', 'sentence', 'row', 'note'):
            for word in ('hazard', 'unexpected', 'cautionPhrase', 'prohibition', 'obligation', 'recommendation',
                         'condition', 'ruleChoice', 'technique', 'remedy'):
                out.append((at[f'shape.{shape}'], at[f'text.{word}'], False))
    if PAIRS in ('directive', 'both'):
        for word in ('prohibition', 'obligation', 'recommendation', 'cautionPhrase', 'strongCaution'):
            for hazard in ('text.hazard', 'body.hazard', 'text.unexpected'):
                out.append((at[f'text.{word}'], at[hazard], True))
    return out


def with_pairs(X, pairs):
    if not pairs:
        return X
    cols = [X[:, i] * ((1 - X[:, j]) if neg else X[:, j]) for i, j, neg in pairs]
    return np.hstack([X, np.column_stack(cols)])


def predict(model, X):
    form = model.get('form', {'kind': 'ovr', 'pairs': []})
    kind = form['kind']
    if kind in ('ovr', 'pairs'):
        Xp = with_pairs(X, form.get('pairs', []))
        return np.column_stack([1 / (1 + np.exp(-(Xp @ np.array(model[g]['weights'])))) for g in GROUPS])
    if kind == 'softmax':
        z = X @ np.array(form['weights']).T
        z -= z.max(axis=1, keepdims=True)
        p = np.exp(z)
        p /= p.sum(axis=1, keepdims=True)
        return by_class(p, form['classes'], len(X))
    if kind == 'nested':
        entry = 1 / (1 + np.exp(-(X @ np.array(form['entry']))))
        z = X @ np.array(form['weights']).T
        z -= z.max(axis=1, keepdims=True)
        p = np.exp(z)
        p /= p.sum(axis=1, keepdims=True)
        out = np.zeros((len(X), len(GROUPS)))
        for c, label in enumerate(form['classes']):
            out[:, label] = entry * p[:, c]
        return out
    if kind == 'gbt-multi':
        return by_class(form['trees'].predict_proba(X), form['trees'].classes_.tolist(), len(X))
    return np.column_stack([form['trees'][g].predict_proba(X)[:, 1] for g in GROUPS])


def by_class(p, classes, n):
    """Each group's column of a multiclass model's probabilities (class 0 is none)."""
    out = np.zeros((n, len(GROUPS)))
    for c, label in enumerate(classes):
        if label > 0:
            out[:, label - 1] = p[:, c]
    return out


def siblings(a, b):
    return a['shape'] == b['shape'] and a['shape'] in ('item', 'row', 'heading') and a['depth'] == b['depth']


CHAPTER_CHILDREN = 3   # EntryModel.chapterChildren: a heading over this many sections is a chapter


def marked(doc, c):
    """EntryModel.isMarked: the candidate opens with a ❌ or ✅ marker (an example, never a pattern)."""
    names = doc['names']
    return any(c['values'][names.index(n)] > 0 for n in ('open.badMarker', 'open.goodMarker') if n in names)


def names_pitfall(doc, c):
    """EntryModel.namesPitfall: the candidate opens with words naming a pitfall (`注意点`), never a pattern."""
    names = doc['names']
    return 'open.pitfallHeading' in names and c['values'][names.index('open.pitfallHeading')] > 0


def decode(doc, probs, model):
    """The entries the model keeps: (candidate index, group). EntryModel.decide in Swift, line for line."""
    thresholds = np.array([model[g]['threshold'] for g in GROUPS])
    cands = doc['cands']
    headings = {}
    for i, c in enumerate(cands):
        if c['shape'] == 'heading':
            headings.setdefault(c['section'], i)
    def first_listing(c):
        h = headings.get(c['section'])
        return (cands[h].get('firstListingLine') if h is not None else None) or float('inf')
    # A caution told in a paragraph after a section's first listing remarks on its technique.
    def remarks(c):
        return c['shape'] == 'paragraph' and c['line'] > first_listing(c)
    # Rules told after the listing a section opens with say how to use its technique: no collection of a pattern.
    def tells_how_to_use(c):
        h = headings.get(c['section'])
        return (h is not None and cands[h].get('opensWithListing', False)
                and all(g == 'rule' for g in c['recognized']) and c['line'] > first_listing(c))
    held = [c for c in cands if c['shape'] != 'heading' and c['recognized']
            and not (remarks(c) and all(g == 'pitfall' for g in c['recognized']))]
    collections = {c['section'] for c in held}
    pattern_collections = {c['section'] for c in held if not tells_how_to_use(c)}
    proposals = []
    for i, p in enumerate(probs):
        c = cands[i]
        if c['shape'] == 'heading' and c.get('children', 0) >= CHAPTER_CHILDREN:
            continue
        k = int(np.argmax(p - thresholds))
        if c['shape'] == 'heading' and c['section'] in (pattern_collections if GROUPS[k] == 'pattern' else collections):
            continue
        if p[k] >= thresholds[k] and not (GROUPS[k] == 'pattern' and (not c['named'] or marked(doc, c) or names_pitfall(doc, c))):
            # A step its parent announces is a part of the parent's task: a pattern there is the task's.
            parent = headings.get(c.get('stepOf')) if GROUPS[k] == 'pattern' else None
            if parent is not None:
                if cands[parent]['section'] not in pattern_collections and cands[parent]['named']:
                    proposals.append((-p[k], cands[parent]['line'], parent, k))
                continue
            proposals.append((-p[k], c['line'], i, k))
    # (A task its steps propose is kept once, with the likeliest step's probability.)
    strongest = {}
    for x in proposals:
        if x[2] not in strongest or x[0] < strongest[x[2]][0]:
            strongest[x[2]] = x
    proposals = list(strongest.values())
    # A heading that is only a number (`1)`) is titled by its section's text: that text's candidates of its group are it.
    numbered_only = {(k, cands[i]['section']) for _, _, i, k in proposals
                     if cands[i]['shape'] == 'heading' and not any(ch.isalpha() for ch in cands[i]['text'])}
    proposals = [x for x in proposals if cands[x[2]]['shape'] == 'heading' or (x[3], cands[x[2]]['section']) not in numbered_only]
    kept = []
    for _, _, i, k in sorted(proposals):
        c = doc['cands'][i]
        if any(kk == k and abs(doc['cands'][j]['line'] - c['line']) <= WINDOW and not siblings(doc['cands'][j], c) for j, kk in kept):
            continue
        kept.append((i, k))
    pitfall_sections = {c['section'] for c in cands if 'pitfall' in c['recognized'] and not remarks(c)}
    pitfall_sections |= {cands[i]['section'] for i, k in kept if GROUPS[k] == 'pitfall' and not remarks(cands[i])}
    return [(i, k) for i, k in kept if GROUPS[k] != 'pattern' or cands[i]['section'] not in pitfall_sections]


def evaluate(docs, probs, model, score):
    """{key: [golden, extracted, matched]} for all, each language and each group, per file kind; and under
    `which/wrong group` the golden entries missed (first) of which an entry of another group is within reach (last)."""
    tot = collections.defaultdict(lambda: [0, 0, 0])
    for d, p in zip(docs, probs):
        kept = decode(d, p, model)
        entries = with_recognised(d, kept) if TOOL else [(d['cands'][i]['line'], GROUPS[k]) for i, k in kept]
        tally(tot, d, entries, score)
    return tot


def tally(tot, d, entries, score):
    """Adds one file's entries, [(line, group)], matched against its golden ones, to `tot` (see evaluate)."""
    lang = 'zh' if d['lang'].startswith('zh') else 'ja' if d['lang'].startswith('ja') else 'en'
    for group in GROUPS:
        gold = [(i, g['line']) for i, g in enumerate(d['gold']) if g['group'] == group]
        ext = [(n, line) for n, (line, k) in enumerate(entries) if k == group]
        matched = score.max_match(gold, ext)
        hit = len(matched)
        for key in (f"{d['which']}/all", f"{d['which']}/{lang}", f"{d['which']}/{group}"):
            tot[key][0] += len(gold); tot[key][1] += len(ext); tot[key][2] += hit
        missed = [line for i, line in gold if i not in matched]
        other = [line for line, k in entries if k != group]
        tot[f"{d['which']}/wrong group"][0] += len(missed)
        tot[f"{d['which']}/wrong group"][2] += sum(any(abs(o - m) <= WINDOW for o in other) for m in missed)


def built(exe, docs, model, names, corpus_root):
    """{file: [(line, group)]}: the entries `bridgekb build --no-cache` finds in these files' guides with `model` as
    their Content/entry-model.json (the Markdown and the web copies built apart, as score.py builds them)."""
    import shutil, tempfile
    found = collections.defaultdict(list)
    by_folder = collections.defaultdict(set)
    for d in docs:
        by_folder[(d['corpus'], d['which'])].add(d['guide'])
    for (corpus, which), guides in sorted(by_folder.items()):
        tmp = tempfile.mkdtemp(prefix='fit-build-')
        try:
            content = os.path.join(tmp, 'Content')
            os.makedirs(content)
            for guide in sorted(guides):
                shutil.copytree(os.path.join(corpus_root, corpus, which, guide), os.path.join(content, guide))
            for name in ('glossary.json', 'site.json'):
                if os.path.isfile(os.path.join(ROOT, 'Content', name)):
                    shutil.copy(os.path.join(ROOT, 'Content', name), content)
            with open(os.path.join(content, 'entry-model.json'), 'w', encoding='utf-8') as f:
                json.dump(model_file(model, names), f)
            run = subprocess.run([exe, 'build', '--content', content, '--out', os.path.join(tmp, 'Site'), '--no-cache', '--quiet'],
                                 capture_output=True, text=True, cwd=tmp)
            if not os.path.isfile(os.path.join(tmp, 'Site', 'kb.json')):
                sys.exit(f'fit: the build of {corpus}/{which} failed: {run.stderr[-400:]}')
            kb = json.load(open(os.path.join(tmp, 'Site', 'kb.json'), encoding='utf-8'))
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
        for e in kb['entries']:
            group = KIND_GROUP.get(e['kind'])
            if group:
                parts = e['file'].replace('\\', '/').split('/')
                found[f'{which}/{parts[-2]}/{parts[-1]}'].append((e['line'], group))
    return found


def evaluate_built(exe, docs, model, names, score, corpus_root):
    """evaluate's figures for the tool itself: these files' guides built with `model` (FIT_TOOL=build)."""
    tot = collections.defaultdict(lambda: [0, 0, 0])
    entries = built(exe, docs, model, names, corpus_root)
    for d in docs:
        tally(tot, d, entries.get(d['file'], []), score)
    return tot


def show(doc, probs, model, score):
    """A held-out file's misses and extras, with the candidates near each miss and their probabilities."""
    kept = decode(doc, probs, model)
    print(f"\n### {doc['file']}")
    for group in GROUPS:
        gold = [(i, g['line']) for i, g in enumerate(doc['gold']) if g['group'] == group]
        ext = [(i, doc['cands'][i]['line']) for i, k in kept if GROUPS[k] == group]
        matched = score.max_match(gold, ext)
        used = set(matched.values())
        for i, g in enumerate(doc['gold']):
            if g['group'] != group or i in matched:
                continue
            near = [(c['line'], c['shape'], ' '.join(f'{GROUPS[k][:2]}={probs[j][k]:.2f}' for k in range(3)))
                    for j, c in enumerate(doc['cands']) if abs(c['line'] - g['line']) <= WINDOW]
            print(f"  MISS {group:7} L{g['line']}: {g['title'][:70]}  near: {near[:3]}")
        for i, line in ext:
            if i not in used:
                c = doc['cands'][i]
                print(f"  EXTRA {group:7} L{line} {c['shape']} p={max(probs[i]):.2f}: {c['text'][:70]}")


def f1(t):
    g, e, h = t
    return 2 * h / (g + e) if g + e else 0


def tune_thresholds(model, docs, probs):
    """Each group's threshold, in turn, for the best F1 over the Markdown and the web copies together. No
    threshold under 0.3: below it the rules the model keeps out of sample were nine in ten wrong
    (leave one guide out, README)."""
    score = scorer()
    for _ in range(2):
        for group in GROUPS:
            best = None
            for t in np.arange(MIN_THRESHOLD, 0.91, 0.025):
                model[group]['threshold'] = float(t)
                tot = evaluate(docs, probs, model, score)
                m = [sum(tot[f'{w}/{group}'][i] for w in ('content', 'content-txt')) for i in range(3)]
                if best is None or f1(m) > best[0] + 1e-9:
                    best = (f1(m), float(t))
            model[group]['threshold'] = best[1]


def table(title, tot):
    print(f'\n{title}')
    print(f'{"set":24} {"golden":>6} {"extr":>5} {"hit":>5} {"recall":>7} {"prec":>7}')
    for which in ('content', 'content-txt'):
        for key in ('zh', 'ja', 'en', 'pitfall', 'pattern', 'rule', 'all'):
            g, e, h = tot.get(f'{which}/{key}', (0, 0, 0))
            if g or e:
                print(f'{which + "/" + key:24} {g:6} {e:5} {h:5} {100 * h / g if g else 0:6.1f}% {100 * h / e if e else 0:6.1f}%')
        g, _, h = tot.get(f'{which}/wrong group', (0, 0, 0))
        print(f'{which}: {h} of the {g} golden entries missed have an entry of another group within reach')


def model_file(model, names):
    """The model as the tool reads it (entry-model.json)."""
    return {
        'about': 'Weights of the entry model, fitted by bench/entry-model/fit.py --write on ../shared/real-guides: one logistic '
                 'regression per group over the signals of CandidateSignals (names below), and the probability each group needs.',
        'signals': names,
        'groups': {g: {'threshold': round(model[g]['threshold'], 4), 'weights': [round(w, 5) for w in model[g]['weights']]} for g in GROUPS},
    }


def write(model, names, path=MODEL_PATH):
    with open(path, 'w', encoding='utf-8') as f:
        json.dump(model_file(model, names), f, ensure_ascii=False, indent=1)
        f.write('\n')
    print(f'wrote {os.path.relpath(path, ROOT)}')


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--write', action='store_true')
    ap.add_argument('--write-to', metavar='FILE', help="write the model fitted on every guide to FILE (a project's Content/entry-model.json)")
    ap.add_argument('--logo', action='store_true')
    ap.add_argument('--split', choices=('tune', 'check'))
    ap.add_argument('--corpus', default=CORPUS)
    ap.add_argument('-v', action='store_true')
    ap.add_argument('--per-guide', action='store_true', help='with --logo: each held-out guide\'s matched / golden (extracted)')
    ap.add_argument('--show', nargs='*', default=[], help='with --logo: the misses and extras of these guides')
    args = ap.parse_args()
    if (args.write or args.write_to) and MODEL != 'ovr':
        sys.exit(f'fit: EntryModel reads one logistic regression per group; FIT_MODEL={MODEL} is measured, not written')
    if CACHE and os.path.isfile(CACHE):
        import pickle
        names, docs = pickle.load(open(CACHE, 'rb'))
    else:
        names, docs = collect(args.corpus)
        if CACHE:
            import pickle
            pickle.dump((names, docs), open(CACHE, 'wb'))
    if DROP:   # (again after a cache: the cached matrices were collected without it)
        for d in docs:
            d['X'][:, [i for i, n in enumerate(names) if re.match(DROP, n)]] = 0
    fixtures = collect_fixtures(names)
    score = scorer()
    print(f'{len(docs)} files, {sum(len(d["cands"]) for d in docs)} candidates, {len(names)} signals; '
          f'{len(fixtures)} fixture files weighted {FIXTURE_WEIGHT:g}; model {MODEL}')
    model = fit(docs, names, fixtures)
    if BUILD:
        table('in sample (fitted on every guide; the tool built with it)', evaluate_built(binary(), docs, model, names, score, args.corpus))
    else:
        table('in sample (fitted on every guide)', evaluate(docs, [predict(model, d['X']) for d in docs], model, score))
    print('thresholds:', {g: model[g]['threshold'] for g in GROUPS})
    if args.split:
        split = json.load(open(os.path.join(args.corpus, 'split.json')))
        half = lambda d: split.get(f"{d['corpus']}/{d['guide']}")
        train = [d for d in docs if half(d) != args.split]
        test = [d for d in docs if half(d) == args.split]
        m = fit(train, names, fixtures)
        table(f'fitted on the other half, scored on {args.split}', evaluate(test, [predict(m, d['X']) for d in test], m, score))
    if args.logo:
        guides = sorted({(d['corpus'], d['guide']) for d in docs})
        held, probs, models = [], [], []
        tot = collections.defaultdict(lambda: [0, 0, 0])
        for key in guides:
            train = [d for d in docs if (d['corpus'], d['guide']) != key]
            test = [d for d in docs if (d['corpus'], d['guide']) == key]
            m = fit(train, names, fixtures)
            if BUILD:
                part = evaluate_built(binary(), test, m, names, score, args.corpus)
            else:
                part = evaluate(test, [predict(m, d['X']) for d in test], m, score)
            if args.show and key[1] in args.show:
                for d in test:
                    show(d, predict(m, d['X']), m, score)
            for k, v in part.items():
                for i in range(3):
                    tot[k][i] += v[i]
            if args.per_guide:
                print(f'held out {key[0]}/{key[1]}:', '  '.join(f'{k} {v[2]}/{v[0]} (extracted {v[1]})' for k, v in sorted(part.items()) if k.endswith('/all')))
        table('leave one guide out', tot)
    if args.v and MODEL == 'ovr':
        order = np.argsort([-abs(w) for w in model['pitfall']['weights']])
        for g in GROUPS:
            w = np.array(model[g]['weights'])
            top = np.argsort(-w)[:12]
            print(f'\n{g}: strongest signals', ', '.join(f'{names[i]} {w[i]:+.2f}' for i in top))
            print(f'{g}: most against', ', '.join(f'{names[i]} {w[i]:+.2f}' for i in np.argsort(w)[:8]))
        del order
    if args.write:
        write(model, names)
    if args.write_to:
        write(model, names, args.write_to)


if __name__ == '__main__':
    main()

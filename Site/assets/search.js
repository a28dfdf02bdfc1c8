/*
 * bridgekb client-side search: the CLI's normaliser, tokenizer, query plan and BM25 ranking over
 * the index that SearchIndexEmitter writes to assets/search-index.js (window.BRIDGEKB_INDEX).
 * Contract: docs/search.md (normaliser, tokens, plan) and docs/site-search.md (index, page).
 * Plain ES2019, no modules, no dependencies: works from file:// and offline.
 */
(function (root) {
  'use strict';

  // ---------------------------------------------------------------------------------------------
  // Character classes (exact scalar ranges of SearchCharacterClass.swift)

  var LETTER = /\p{L}/u, NUMBER = /\p{N}/u, MARK = /\p{M}/u, UPPER = /\p{Lu}/u, LOWER = /\p{Ll}/u;

  function isHan(c) {
    return (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) ||
      (c >= 0xF900 && c <= 0xFAFF) || (c >= 0x20000 && c <= 0x3FFFF);
  }
  function isCJK(c) {
    return (c >= 0x3005 && c <= 0x3007) || (c >= 0x3021 && c <= 0x3029) || (c >= 0x3031 && c <= 0x3035) ||
      (c >= 0x303B && c <= 0x303C) || (c >= 0x3041 && c <= 0x309F) || (c >= 0x30A1 && c <= 0x30FA) ||
      (c >= 0x30FC && c <= 0x30FF) || (c >= 0x31F0 && c <= 0x31FF) || isHan(c);
  }
  function isKana(c) {
    return (c >= 0x3041 && c <= 0x309F) || (c >= 0x30A1 && c <= 0x30FA) || (c >= 0x30FC && c <= 0x30FF) ||
      (c >= 0x31F0 && c <= 0x31FF) || (c >= 0xFF66 && c <= 0xFF9F);
  }
  function isKatakanaLetter(c) { return (c >= 0x30A1 && c <= 0x30FA) || (c >= 0x31F0 && c <= 0x31FF); }
  function isLetterOrNumber(ch) { return LETTER.test(ch) || NUMBER.test(ch); }
  function isWord(ch) {
    var c = ch.codePointAt(0);
    if (c < 0x80) return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c === 0x5F;
    return !isCJK(c) && (LETTER.test(ch) || NUMBER.test(ch) || MARK.test(ch));
  }

  // ---------------------------------------------------------------------------------------------
  // Normaliser: NFKC, lowercase, Han fold by table, ー after katakana dropped (docs/search.md §1)

  /** NFKC, Han folding and ー dropping, case kept: the form the tokenizer scans. */
  function prepare(text, fold) {
    var out = '', afterKatakana = false;
    for (var ch of String(text).normalize('NFKC')) {
      var c = ch.codePointAt(0);
      if (isHan(c) && fold && Object.prototype.hasOwnProperty.call(fold, ch)) { ch = fold[ch]; c = ch.codePointAt(0); }
      if (c === 0x30FC && afterKatakana) continue;
      out += ch;
      afterKatakana = isKatakanaLetter(c);
    }
    return out;
  }

  /** Full lowercase mapping scalar by scalar, without context rules (so Σ is always σ). */
  function lowercase(text) {
    if (!/[^\0-\x7F]/.test(text)) return text.toLowerCase();
    var out = '';
    for (var ch of text) out += ch.toLowerCase();
    return out;
  }

  function normalize(text, fold) { return lowercase(prepare(text, fold)); }

  // ---------------------------------------------------------------------------------------------
  // Tokenizer: word runs + camelCase parts, CJK bigrams + unigrams (docs/search.md §2)

  var WEIGHTS = { word: 1, part: 0.5, bigram: 1, unigram: 0.25 };

  /** A map from strings without inherited keys: a query may well say `constructor` or `__proto__`. */
  function dict() { return Object.create(null); }

  /** Splits a word (array of code points as strings) into part ranges [start, end). */
  function splitParts(w) {
    var parts = [], start = 0;
    function close(end) {
      if (start < end && w.slice(start, end).some(isLetterOrNumber)) parts.push([start, end]);
      start = end;
    }
    for (var i = 0; i < w.length; i++) {
      if (w[i] === '_') { close(i); start = i + 1; continue; }
      if (i <= start) continue;
      var upper = UPPER.test(w[i]), prevUpper = UPPER.test(w[i - 1]);
      var nextLower = i + 1 < w.length && LOWER.test(w[i + 1]);
      if ((upper && !prevUpper) || (upper && prevUpper && nextLower) || NUMBER.test(w[i]) !== NUMBER.test(w[i - 1])) close(i);
    }
    close(w.length);
    return parts;
  }

  /** Tokens of prepared text with their code point ranges: [{text, kind, start, end}]. */
  function spans(prepared) {
    var s = Array.from(prepared), out = [], start = 0, runIsCJK = false;
    function flush(end) {
      if (start < end) {
        if (runIsCJK) {
          for (var i = start; i + 1 < end; i++) out.push({ text: s[i] + s[i + 1], kind: 'bigram', start: i, end: i + 2 });
          for (var j = start; j < end; j++) out.push({ text: s[j], kind: 'unigram', start: j, end: j + 1 });
        } else {
          var w = s.slice(start, end);
          if (w.some(isLetterOrNumber)) {
            out.push({ text: lowercase(w.join('')), kind: 'word', start: start, end: end });
            var parts = splitParts(w);
            if (parts.length >= 2) {
              for (var p = 0; p < parts.length; p++) {
                out.push({ text: lowercase(w.slice(parts[p][0], parts[p][1]).join('')), kind: 'part',
                  start: start + parts[p][0], end: start + parts[p][1] });
              }
            }
          }
        }
      }
      start = end;
    }
    for (var i = 0; i < s.length; i++) {
      if (isCJK(s[i].codePointAt(0))) { if (!runIsCJK) flush(i); runIsCJK = true; }
      else if (isWord(s[i])) { if (runIsCJK) flush(i); runIsCJK = false; }
      else { flush(i); start = i + 1; }
    }
    flush(s.length);
    return out;
  }

  /** The tokens of text: [{text, kind}] in order, duplicates kept. */
  function tokens(text, fold) {
    return spans(prepare(text, fold)).map(function (t) { return { text: t.text, kind: t.kind }; });
  }

  /** Query units: words (with their parts), bigrams, unigrams of one-character CJK runs; distinct. */
  function units(text, fold) {
    var sp = spans(prepare(text, fold)), inBigram = dict(), list = [], seen = dict();
    sp.forEach(function (t) { if (t.kind === 'bigram') { inBigram[t.start] = true; inBigram[t.start + 1] = true; } });
    sp.forEach(function (t) {
      if (t.kind === 'word' || t.kind === 'bigram') list.push({ text: t.text, kind: t.kind, parts: [] });
      else if (t.kind === 'part') { var last = list[list.length - 1]; if (last && last.kind === 'word') last.parts.push(t.text); }
      else if (!inBigram[t.start]) list.push({ text: t.text, kind: t.kind, parts: [] });
    });
    return list.filter(function (u) { return seen[u.text] ? false : (seen[u.text] = true); });
  }

  // ---------------------------------------------------------------------------------------------
  // Index: records, lazily parsed postings, glossary (docs/site-search.md)

  // SearchStage.swift: strictest first; a hit's score is its BM25 times its stage's weight.
  var STAGES = ['exact', 'corrected', 'relaxed', 'expanded', 'lexicon', 'related'];
  var STAGE_WEIGHT = { exact: 1, corrected: 0.9, relaxed: 0.7, expanded: 0.6, lexicon: 0.5, related: 0.35 };
  var COLUMN = { T: 0, S: 1, C: 2, F: 3, A: 4, B: 5, G: 6 };

  function Index(data) {
    if (!data || data.version !== 2) throw new Error('bridgekb: unsupported search index');
    var f = data.recordFields, self = this;
    this.data = data;
    this.records = data.records.map(function (r) { var o = {}; f.forEach(function (k, i) { o[k] = r[i]; }); return o; });
    this.avgdl = this.records.reduce(function (n, r) { return n + r.length; }, 0) / Math.max(1, this.records.length);
    this.fold = dict();
    var pairs = Array.from(data.fold || '');
    for (var i = 0; i + 1 < pairs.length; i += 2) this.fold[pairs[i]] = pairs[i + 1];
    this.cache = dict();
    // [id, [[language, term, matching form], …], related ids?] (the third element only when there are some)
    this.glossary = (data.glossary || []).map(function (c) {
      return { id: c[0], terms: c[1].map(function (t) { return { language: t[0], text: t[1], key: t[2] }; }), related: c[2] || [] };
    });
    this.conceptIndex = dict();   // concept id → position in this.glossary
    this.glossary.forEach(function (concept, ci) { self.conceptIndex[concept.id] = ci; });
    // The mined lexicon (LexiconTable): a term's matching form → [[language, translation, its form], …].
    this.lexicon = dict();
    this.longestKey = 0;
    Object.keys(data.lexicon || {}).forEach(function (key) {
      self.lexicon[key] = data.lexicon[key].map(function (t) { return { language: t[0], text: t[1], key: t[2] }; });
      self.longestKey = Math.max(self.longestKey, Array.from(key).length);
    });
    this.byFirst = dict();   // first code point of a term's matching form → [{concept, term, key[]}]
    this.glossary.forEach(function (concept, ci) {
      concept.terms.forEach(function (term) {
        var key = Array.from(term.key);
        (self.byFirst[key[0]] = self.byFirst[key[0]] || []).push({ concept: ci, term: term, key: key });
      });
    });
  }

  /**
   * A term's postings as a Map record index → BM25-weighted frequency (Σ column weight × count); its
   * `title` property is the Set of records holding the term in their title.
   */
  Index.prototype.postings = function (term) {
    if (this.cache[term]) return this.cache[term];
    var map = new Map(), list = Object.prototype.hasOwnProperty.call(this.data.terms, term) ? this.data.terms[term] : '';
    map.title = new Set();
    var weights = this.data.weights, record = 0;
    list.split(',').forEach(function (p) {
      var m = /^([0-9a-z]+)(.*)$/.exec(p);
      if (!m) return;
      var freq = 0, re = /([TSCFABG])(\d*)/g, c;
      while ((c = re.exec(m[2]))) freq += weights[COLUMN[c[1]]] * (c[2] ? Number(c[2]) : 1);
      record += parseInt(m[1], 36);   // record indices are delta-encoded
      map.set(record, freq);
      if (m[2].indexOf('T') >= 0) map.title.add(record);
    });
    return (this.cache[term] = map);
  };

  /** ASCII terms of three or more letters with their document counts, for spelling correction. */
  Index.prototype.vocabulary = function () {
    if (this.vocab) return this.vocab;
    var terms = this.data.terms;
    this.vocab = Object.keys(terms).filter(function (t) { return Array.from(t).length >= 3 && /^[\0-\x7F]*$/.test(t); })
      .sort(function (a, b) { return a < b ? -1 : a > b ? 1 : 0; })
      .map(function (t) { return { term: t, documents: terms[t].split(',').length }; });
    return this.vocab;
  };

  // ---------------------------------------------------------------------------------------------
  // Glossary matching and expansion (Glossary.swift)

  function matchingForm(normalized) {
    var out = '', pending = false;
    for (var ch of normalized) {
      if (isWord(ch) || isCJK(ch.codePointAt(0))) { if (pending && out) out += ' '; pending = false; out += ch; }
      else pending = true;
    }
    return out;
  }

  /**
   * Glossary.expansions(for:): for each concept the query mentions, its other terms (other
   * languages first, then same-language synonyms, distinct matching forms) and the terms of its
   * related concepts. Matching: per concept and start position the longest term; a term starting
   * (ending) with a word character only at a word boundary; CJK terms anywhere.
   */
  Index.prototype.matches = function (query) {
    var s = Array.from(matchingForm(normalize(query, this.fold))), matches = [], best = dict();
    for (var start = 0; start < s.length; start++) {
      var candidates = this.byFirst[s[start]];
      if (!candidates) continue;
      if (start > 0 && isWord(s[start]) && isWord(s[start - 1])) continue;
      candidates.forEach(function (c) {
        var end = start + c.key.length;
        if (end > s.length) return;
        for (var k = 0; k < c.key.length; k++) if (s[start + k] !== c.key[k]) return;
        if (end < s.length && isWord(c.key[c.key.length - 1]) && isWord(s[end])) return;
        var match = { concept: c.concept, term: c.term, start: start, end: end }, slot = c.concept + '@' + start;
        if (slot in best) { var old = matches[best[slot]]; if (old.end - old.start < end - start) matches[best[slot]] = match; }
        else { best[slot] = matches.length; matches.push(match); }
      });
    }
    return matches;
  };

  Index.prototype.expansions = function (query) {
    var matches = this.matches(query);
    // A mention inside a longer mention of another concept is not expanded: 强引用循环 is a retain
    // cycle, not also a strong reference; 内存泄漏 is a memory leak, not also 泄漏 (a resource leak).
    var outer = matches.filter(function (m) {
      return !matches.some(function (o) {
        return o.concept !== m.concept && o.end - o.start > m.end - m.start && o.start <= m.start && m.end <= o.end;
      });
    });
    var seen = dict(), glossary = this.glossary, conceptIndex = this.conceptIndex;
    return outer.filter(function (m) { return seen[m.concept] ? false : (seen[m.concept] = true); }).map(function (m) {
      var concept = glossary[m.concept], keys = dict();
      keys[m.term.key] = true;
      function fresh(t) { return keys[t.key] ? false : (keys[t.key] = true); }   // first of each matching form
      var ordered = concept.terms.filter(function (t) { return t.language !== m.term.language; })
        .concat(concept.terms.filter(function (t) { return t.language === m.term.language; }));
      var alternatives = ordered.filter(fresh);
      // Related concepts' terms, in every language, after the concept's own (so never a duplicate form).
      var related = [].concat.apply([], concept.related.filter(function (id) { return id in conceptIndex; })
        .map(function (id) { return glossary[conceptIndex[id]].terms; })).filter(fresh);
      return { concept: concept.id, matched: m.term, alternatives: alternatives, related: related };
    });
  };

  function isHiragana(ch) { var c = ch.codePointAt(0); return c >= 0x3041 && c <= 0x309F; }

  /**
   * LexiconQuery.swift: the lexicon terms the query holds (every run of CJK code points of its
   * matching form scanned for keys up to the longest key; the longest first, then the leftmost, no
   * overlap; none inside or across an expanded glossary term) and the pieces of the `lexicon` stage:
   * each glossary group, each lexicon group (the term OR its translations), then the units left —
   * without units bridging two covered terms and without units holding hiragana. Null without terms.
   */
  Index.prototype.lexiconQuery = function (query, list, expansions) {
    if (!this.longestKey || !list.length) return null;
    var self = this, fold = this.fold, form = Array.from(matchingForm(normalize(query, fold))), found = [];
    var expanded = dict();
    expansions.forEach(function (e) { expanded[e.concept] = true; });
    var glossaryRanges = this.matches(query).filter(function (m) { return expanded[self.glossary[m.concept].id]; });
    for (var start = 0; start < form.length; start++) {
      if (!isCJK(form[start].codePointAt(0))) continue;
      for (var end = start + 1; end <= form.length && end - start <= this.longestKey && isCJK(form[end - 1].codePointAt(0)); end++) {
        var across = glossaryRanges.some(function (g) {
          return g.start < end && start < g.end && !(start <= g.start && g.end <= end);
        });
        if (across) continue;
        var key = form.slice(start, end).join('');
        if (Object.prototype.hasOwnProperty.call(this.lexicon, key)) found.push({ matched: key, start: start, end: end, alternatives: this.lexicon[key] });
      }
    }
    var taken = [];
    found.sort(function (a, b) { return (b.end - b.start) - (a.end - a.start) || a.start - b.start; }).forEach(function (c) {
      if (!taken.some(function (t) { return t.start < c.end && c.start < t.end; })) taken.push(c);
    });
    if (!taken.length) return null;
    taken.sort(function (a, b) { return a.start - b.start; });
    var covered = dict(), pieces = [];
    function piece(keys) {
      var seen = dict();
      return keys.map(function (k) { return units(k, fold).map(function (u) { return u.text; }); })
        .filter(function (a) { var id = a.join('\u0000'); return a.length && !seen[id] && (seen[id] = true); });
    }
    expansions.forEach(function (e) {
      units(e.matched.key, fold).forEach(function (u) { covered[u.text] = true; });
      pieces.push(piece([e.matched].concat(e.alternatives).map(function (t) { return t.key; })));
    });
    taken.forEach(function (t) {
      units(t.matched, fold).forEach(function (u) { covered[u.text] = true; });
      pieces.push(piece([t.matched].concat(t.alternatives.map(function (a) { return a.key; }))));
    });
    var spans = glossaryRanges.map(function (g) { return [g.start, g.end]; }).concat(taken.map(function (t) { return [t.start, t.end]; }));
    for (var i = 0; i + 1 < form.length; i++) {
      if (spans.some(function (r) { return (i >= r[0] && i < r[1]) || (i + 1 >= r[0] && i + 1 < r[1]); })) covered[form[i] + form[i + 1]] = true;
    }
    list.forEach(function (u) {
      if (!covered[u.text] && !Array.from(u.text).some(isHiragana)) pieces.push([[u.text]]);
    });
    return { expansions: taken, pieces: pieces.filter(function (p) { return p.length; }) };
  };

  /** kana → ja; a glossary term typed verbatim; any Han → zh-Hans; an English term → en. */
  function queryLanguage(query, expansions) {
    var cps = Array.from(query).map(function (ch) { return ch.codePointAt(0); });
    if (cps.some(isKana)) return 'ja';
    var verbatim = lowercase(query.normalize('NFKC')), typed = dict();
    expansions.forEach(function (e) {
      if (e.matched.language !== 'en' && verbatim.indexOf(lowercase(e.matched.text.normalize('NFKC'))) >= 0) typed[e.matched.language] = true;
    });
    if (typed['zh-Hans']) return 'zh-Hans';
    var langs = Object.keys(typed).sort();
    if (langs.length) return langs[0];
    if (cps.some(isHan)) return 'zh-Hans';
    if (expansions.some(function (e) { return e.matched.language === 'en'; })) return 'en';
    return null;
  }

  // ---------------------------------------------------------------------------------------------
  // Ranking: FTS5's bm25() over the index's columns, query plan stages (SearchIndex.search)

  /**
   * Runs one stage. `groups` is a list of AND-groups of OR-alternatives of AND-ed terms, the shape
   * of every FTS5 expression the planner builds; a term counts in BM25 only where its alternative
   * matched (as FTS5 reports instances). Returns [{record, score, title}] ordered by score, at most
   * 500; with `titled`, `title` says whether the record's title alone satisfies the groups (FTS5's
   * `title : (…)` column filter), else it is false.
   */
  Index.prototype.run = function (groups, titled) {
    var self = this, n = this.records.length, phrases = [], rows = null;
    groups.forEach(function (alternatives) {
      var hit = new Map();
      alternatives.forEach(function (terms, ai) {
        var lists = terms.map(function (t) { return self.postings(t); });
        lists[0].forEach(function (_, r) {
          if (lists.every(function (l) { return l.has(r); })) { if (!hit.has(r)) hit.set(r, []); hit.get(r).push(ai); }
        });
        terms.forEach(function (t, k) { phrases.push({ list: lists[k], group: hit, alternative: ai }); });
      });
      if (rows === null) rows = new Map(hit);
      else rows.forEach(function (_, r) { if (!hit.has(r)) rows.delete(r); });
    });
    var k1 = 1.2, b = 0.75, found = [];
    phrases.forEach(function (p) {
      var idf = Math.log((n - p.list.size + 0.5) / (p.list.size + 0.5));
      p.idf = idf <= 0 ? 1e-6 : idf;
    });
    (rows || new Map()).forEach(function (_, r) {
      var score = 0, dl = self.records[r].length;
      phrases.forEach(function (p) {
        if (p.group.get(r).indexOf(p.alternative) < 0 || !p.list.has(r)) return;
        var f = p.list.get(r);
        score += p.idf * (f * (k1 + 1)) / (f + k1 * (1 - b + b * dl / self.avgdl));
      });
      found.push({ record: r, score: score });
    });
    found.sort(function (x, y) { return y.score - x.score || x.record - y.record; });
    found = found.slice(0, 500);
    found.forEach(function (f) {
      f.title = !!titled && groups.every(function (alternatives) {
        return alternatives.some(function (terms) { return terms.every(function (t) { return self.postings(t).title.has(f.record); }); });
      });
    });
    return found;
  };

  function allOf(list) { return list.map(function (u) { return [[u.text]]; }); }

  function editDistance(a, b) {
    var prev = [], cur = [];
    for (var j = 0; j <= b.length; j++) prev[j] = j;
    for (var i = 1; i <= a.length; i++) {
      cur = [i];
      for (j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
    return prev[b.length];
  }

  /**
   * Misspelt ASCII words (≥ 4 letters, not indexed) → nearest indexed term within 1 (2 from 8) edits;
   * ties: more documents, then alphabetical. A word is looked up in the terms first, so the
   * vocabulary is only listed for a query with an unknown word.
   */
  Index.prototype.corrections = function (list) {
    var vocab = null, terms = this.data.terms, out = dict();
    list.forEach(function (u) {
      if (u.kind !== 'word' || u.text.length < 4 || !/^[\0-\x7F]*$/.test(u.text)) return;
      if (Object.prototype.hasOwnProperty.call(terms, u.text)) return;
      vocab = vocab || this.vocabulary();
      var limit = u.text.length >= 8 ? 2 : 1, best = null;
      vocab.forEach(function (v) {
        if (Math.abs(v.term.length - u.text.length) > limit) return;
        var d = editDistance(u.text, v.term);
        if (d > limit) return;
        if (best && (best.d < d || (best.d === d && (best.docs > v.documents || (best.docs === v.documents && best.term <= v.term))))) return;
        best = { term: v.term, d: d, docs: v.documents };
      });
      if (best) out[u.text] = best.term;
    }, this);
    return out;
  };

  function coverage(list, has) {
    if (!list.length) return 0;
    var credit = 0;
    list.forEach(function (u) {
      if (has(u.text)) credit += 1;
      else if (u.parts.length) credit += 0.5 * u.parts.filter(has).length / u.parts.length;
    });
    return credit / list.length;
  }

  /**
   * Searches like `bridgekb search`: exact → corrected → relaxed (fewer than 3 groups, ≥ 2 units,
   * coverage ≥ 0.6) → glossary-expanded → related concepts; groups by groupKey. Options: limit,
   * preferredLanguage, relaxBelow.
   */
  Index.prototype.search = function (rawQuery, options) {
    options = options || {};
    var self = this, fold = this.fold, query = String(rawQuery || ''), truncated = false;
    var chars = Array.from(query);
    if (chars.length > 256) {
      var cut = chars.slice(0, 256), space = -1;
      for (var i = cut.length - 1; i >= 0; i--) if (/\s/.test(cut[i])) { space = i; break; }
      query = (space >= 192 ? cut.slice(0, space) : cut).join('');
      truncated = true;
    }
    var list = units(query, fold);
    if (list.length > 24) { list = list.slice(0, 24); truncated = true; }
    var expansions = list.length ? this.expansions(query) : [];
    var response = { query: query, truncated: truncated, language: queryLanguage(query, expansions), corrections: {},
      concepts: expansions.map(function (e) { return e.concept; }), lexicon: [], results: [], emptyReason: null };
    if (!list.length) { response.emptyReason = 'noSearchableTokens'; return response; }

    var candidates = new Map();
    function keep(stage, found, wanted, accept) {
      found.forEach(function (f) {
        var factor = accept ? accept(f.record) : 1;
        if (factor === null || candidates.has(f.record)) return;
        var matched = wanted.filter(function (t) { return self.postings(t).has(f.record); });
        candidates.set(f.record, { record: f.record, stage: stage, score: f.score * STAGE_WEIGHT[stage] * factor, matched: matched,
          title: f.title });
      });
    }
    function termsOf(us) { return unique([].concat.apply([], us.map(function (u) { return [u.text].concat(u.parts); }))); }
    function groupCount() { var g = dict(); candidates.forEach(function (c) { g[self.records[c.record].groupKey] = true; }); return Object.keys(g).length; }

    var queryTerms = termsOf(list);
    keep('exact', this.run(allOf(list), true), queryTerms);
    // Words of a glossary term the query mentions are known words, never misspelt (memory leak ≠ memory weak).
    var glossaryWords = dict();
    expansions.forEach(function (e) {
      units(e.matched.key, fold).forEach(function (u) { if (u.kind === 'word') glossaryWords[u.text] = true; });
    });
    var corrections = this.corrections(list.filter(function (u) { return !glossaryWords[u.text]; }));
    if (Object.keys(corrections).length) {
      response.corrections = corrections;
      list = list.map(function (u) { return corrections[u.text] ? { text: corrections[u.text], kind: 'word', parts: u.parts } : u; });
      keep('corrected', this.run(allOf(list), true), unique(termsOf(list).concat(queryTerms)));
    }
    if (groupCount() < (options.relaxBelow || 3) && list.length > 1) {
      var terms = termsOf(list);
      keep('relaxed', this.run([terms.map(function (t) { return [t]; })]), terms, function (r) {
        var c = coverage(list, function (t) { return self.postings(t).has(r); });
        return c >= 0.6 ? c : null;
      });
    }
    if (expansions.length) {
      // Both glossary stages may match (and highlight) any token of any term, related ones included.
      var wanted = list.map(function (u) { return u.text; });
      expansions.forEach(function (e) {
        [e.matched].concat(e.alternatives, e.related).forEach(function (t) {
          units(t.key, fold).forEach(function (u) { wanted.push(u.text); });
        });
      });
      wanted = unique(wanted);
      var expanded = this.expandedGroups(list, expansions, false);
      if (expanded.length) keep('expanded', this.run(expanded, true), wanted);
    }
    // The mined lexicon (SearchIndex.search): every piece, then — while too few groups — enough of them.
    var lexicon = options.lexicon === false ? null : this.lexiconQuery(query, list, expansions);
    if (lexicon) {
      response.lexicon = lexicon.expansions.map(function (e) { return e.matched; });
      var lexiconWanted = unique([].concat.apply(list.map(function (u) { return u.text; }),
        lexicon.pieces.map(function (p) { return [].concat.apply([], p); })));
      if (lexicon.pieces.length) keep('lexicon', this.run(lexicon.pieces, true), lexiconWanted);
      if (groupCount() < (options.relaxBelow || 3) && lexicon.pieces.length >= 2) {
        keep('lexicon', this.run([[].concat.apply([], lexicon.pieces)]), lexiconWanted, function (r) {
          var met = lexicon.pieces.filter(function (p) {
            return p.some(function (a) { return a.every(function (t) { return self.postings(t).has(r); }); });
          }).length / lexicon.pieces.length;
          return met >= 0.6 ? 0.7 * met : null;
        });
      }
    }
    if (expansions.some(function (e) { return e.related.length; })) {
      var related = this.expandedGroups(list, expansions, true);
      if (related.length) keep('related', this.run(related, true), wanted);
    }
    response.results = this.group(candidates, list, options.preferredLanguage || response.language, options.limit || 20, response.language);
    if (!response.results.length) response.emptyReason = 'noMatches';
    return response;
  };

  /**
   * QueryPlanner.expandedExpression: the units no matched glossary term covers, each required, then
   * per concept one group: its matched term OR any other term of it (OR, with `withRelated`, any
   * term of a related concept), each term the AND of its units.
   */
  Index.prototype.expandedGroups = function (list, expansions, withRelated) {
    var fold = this.fold, covered = dict(), groups = [];
    expansions.forEach(function (e) {
      units(e.matched.key, fold).forEach(function (u) { covered[u.text] = true; });
      var alternatives = [e.matched].concat(e.alternatives, withRelated ? e.related : []).map(function (t) {
        return units(t.key, fold).map(function (u) { return u.text; });
      }).filter(function (a) { return a.length; });
      if (alternatives.length) groups.push(alternatives);
    });
    return list.filter(function (u) { return !covered[u.text]; }).map(function (u) { return [[u.text]]; }).concat(groups);
  };

  function unique(list) { var seen = dict(); return list.filter(function (t) { return seen[t] ? false : (seen[t] = true); }); }
  function rank(stage) { return STAGES.indexOf(stage); }
  function cmp(a, b) { return a < b ? -1 : a > b ? 1 : 0; }

  /**
   * How well a record's language suits the preferred one (SearchIndex.affinity): 0 the same tag,
   * 1 the same primary language (zh-Hans for a zh-Hant query), 2 another language or no preference.
   */
  function affinity(language, preferred) {
    if (!preferred) return 2;
    if (language === preferred) return 0;
    return language.split('-')[0].toLowerCase() === preferred.split('-')[0].toLowerCase() ? 1 : 2;
  }

  /**
   * ResultRanker.order: candidates grouped by groupKey (in a group: the preferred language first, then
   * the same primary language, then stage, score, index order); a guide with n ≥ 2 groups matching in
   * their title has its hits' scores × (1 + 0.5 × (min(n, 5) − 1)); groups matching in their title
   * first, then by best score, strictest stage, key; a section group whose chapter an earlier section
   * group stands for is merged into it (its best hit in `merged`).
   */
  Index.prototype.group = function (candidates, list, preferred, limit, language) {
    var self = this, groups = dict(), titled = dict();
    candidates.forEach(function (c) {
      var r = self.records[c.record];
      if (c.title) (titled[r.guide] = titled[r.guide] || dict())[r.groupKey] = true;
    });
    candidates.forEach(function (c) {
      var r = self.records[c.record], n = Math.min(Object.keys(titled[r.guide] || {}).length, 5);
      var hit = { record: c.record, stage: c.stage, score: n >= 2 ? c.score * (1 + 0.5 * (n - 1)) : c.score, matched: c.matched, title: c.title };
      (groups[r.groupKey] = groups[r.groupKey] || []).push(hit);
    });
    var whole = dict();
    list.forEach(function (u) { whole[u.text] = true; });
    function hitOf(h, withExcerpt) {
      var record = self.records[h.record], highlight = dict();
      h.matched.forEach(function (t) { highlight[t] = true; });
      list.forEach(function (u) {   // a word's parts are highlighted only when the word did not match
        if (highlight[u.text]) u.parts.forEach(function (p) { if (!whole[p]) delete highlight[p]; });
      });
      return { record: record, stage: h.stage, score: h.score, matchedTokens: h.matched.slice().sort(),
        crossLanguage: language !== null && language !== record.language,
        excerpt: withExcerpt ? self.excerpt(record, highlight) : { field: 'title', text: record.title, highlights: [] } };
    }
    var ordered = Object.keys(groups).map(function (key) {
      var hits = groups[key].sort(function (a, b) {
        var ra = self.records[a.record], rb = self.records[b.record];
        return (affinity(ra.language, preferred) - affinity(rb.language, preferred)) || (rank(a.stage) - rank(b.stage)) ||
          (b.score - a.score) || (a.record - b.record);   // the CLI's last tie-break is the rowid: index order
      });
      return { groupKey: key, hits: hits, title: hits.some(function (h) { return h.title; }),
        stage: Math.min.apply(null, hits.map(function (h) { return rank(h.stage); })),
        score: Math.max.apply(null, hits.map(function (h) { return h.score; })) };
    }).sort(function (a, b) {
      return (b.title - a.title) || (b.score - a.score) || (a.stage - b.stage) || cmp(a.groupKey, b.groupKey);
    });
    var results = [], chapters = dict();
    ordered.forEach(function (g) {
      var chapter = self.records[g.hits[0].record].chapter || '';
      if (chapter && chapter in chapters) { results[chapters[chapter]].merged.push(g); return; }
      if (chapter) chapters[chapter] = results.length;
      g.merged = [];
      results.push(g);
    });
    return results.slice(0, limit).map(function (g) {
      return { groupKey: g.groupKey, stage: STAGES[g.stage], score: g.score,
        hits: g.hits.map(function (h) { return hitOf(h, true); }),
        merged: g.merged.map(function (m) { return hitOf(m.hits[0], false); }) };
    });
  };

  // ---------------------------------------------------------------------------------------------
  // Excerpts (Excerpt.swift, per code point): the field with the most highlighted characters

  Index.prototype.excerpt = function (record, highlight, length) {
    length = length || 100;
    var fields = [['symptom', record.symptom], ['cause', record.cause], ['fix', record.fix], ['body', record.body],
      ['apis', record.apis.join(', ')], ['title', record.title]], best = null;
    for (var i = 0; i < fields.length; i++) {
      var e = this.excerptOf(fields[i][0], fields[i][1], highlight, length);
      if (e && (!best || e.marked > best.marked)) best = e;
    }
    if (best) return best;
    var first = fields.filter(function (f) { return f[1]; })[0] || ['title', record.title], cs = Array.from(first[1]);
    return { field: first[0], text: cs.slice(0, length).join('').replace(/[\n\t]/g, ' ') + (cs.length > length ? '…' : ''), highlights: [] };
  };

  Index.prototype.excerptOf = function (field, text, highlight, length) {
    var cs = Array.from(text).slice(0, 20000), fold = this.fold;
    if (!cs.length || !Object.keys(highlight).length) return null;
    var prepared = [], owner = [], dropped = [], afterKatakana = false;
    cs.forEach(function (ch, i) {
      if ((ch === 'ー' || ch === 'ｰ') && afterKatakana) { dropped.push(i); return; }
      var p = Array.from(prepare(ch, fold));
      p.forEach(function (x) { prepared.push(x); owner.push(i); });
      afterKatakana = p.length > 0 && isKatakanaLetter(p[p.length - 1].codePointAt(0));
    });
    var marked = cs.map(function () { return false; });
    spans(prepared.join('')).forEach(function (t) {
      if (!highlight[t.text] || (t.kind === 'part' && Array.from(t.text).length < 2)) return;
      for (var k = t.start; k < t.end; k++) marked[owner[k]] = true;
    });
    dropped.forEach(function (i) { if (i > 0 && marked[i - 1]) marked[i] = true; });
    var first = marked.indexOf(true);
    if (first < 0) return null;
    var start = Math.max(0, Math.min(first - Math.floor(length / 5), cs.length - length)), end = Math.min(cs.length, start + length);
    var prefix = start > 0 ? 1 : 0, highlights = [], count = 0;
    for (var i = start; i < end; i++) {
      if (!marked[i]) continue;
      var stop = i;
      while (stop < end && marked[stop]) stop++;
      highlights.push([i - start + prefix, stop - start + prefix]);
      count += stop - i;
      i = stop - 1;
    }
    var body = cs.slice(start, end).join('').replace(/[\n\t\r]/g, ' ');
    return { field: field, text: (prefix ? '…' : '') + body + (end < cs.length ? '…' : ''), highlights: highlights, marked: count };
  };

  // ---------------------------------------------------------------------------------------------
  // Page UI: #search-input, #search-results (labels in data-* attributes), `/` to focus, ?q=

  function escapeHTML(s) {
    return String(s).replace(/[&<>"']/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]; });
  }

  function excerptHTML(e) {
    var cs = Array.from(e.text), html = '', pos = 0;
    e.highlights.forEach(function (h) {
      html += escapeHTML(cs.slice(pos, h[0]).join('')) + '<mark>' + escapeHTML(cs.slice(h[0], h[1]).join('')) + '</mark>';
      pos = h[1];
    });
    return html + escapeHTML(cs.slice(pos).join(''));
  }

  function label(box, name, fallback) {
    var v = box.getAttribute('data-' + name.toLowerCase());
    return v === null ? fallback : v;
  }

  /**
   * What a result shows under its title: the excerpt with the most matches — unless that is only the
   * API list or the title (an API-name query), then what the entry says: its symptom, fix or cause.
   */
  function summaryOf(hit) {
    var e = hit.excerpt, r = hit.record;
    if (e.field !== 'apis' && e.field !== 'title') return e;
    var fields = [['symptom', r.symptom], ['fix', r.fix], ['cause', r.cause], ['body', r.body]];
    for (var i = 0; i < fields.length; i++) {
      var cs = Array.from(fields[i][1] || '');
      if (!cs.length) continue;
      return { field: fields[i][0], highlights: [],
        text: cs.slice(0, 100).join('').replace(/[\n\t\r]/g, ' ') + (cs.length > 100 ? '…' : '') };
    }
    return e;
  }

  function resultHTML(box, result, rootPath, index) {
    var hit = result.hits[0], r = hit.record, languages = unique(result.hits.map(function (h) { return h.record.language; }));
    var across = result.hits.some(function (h) { return h.crossLanguage; });
    var sections = r.sectionPath[r.sectionPath.length - 1] === r.title ? r.sectionPath.slice(0, -1) : r.sectionPath;
    var path = [(index.data.guides[r.guide] || {})[r.language] || r.guide].concat(sections);
    var summary = summaryOf(hit);
    return '<li class="search-result" data-kind="' + escapeHTML(r.kind) + '">' +
      '<a class="search-title" href="' + escapeHTML(rootPath + r.url) + '" lang="' + escapeHTML(r.language) + '">' + escapeHTML(r.title) + '</a> ' +
      '<span class="search-kind">' + escapeHTML(label(box, 'kind-' + r.kind, r.kind)) + '</span> ' +
      languages.map(function (l) {
        var other = result.hits.filter(function (h) { return h.record.language === l; })[0].record;
        return '<a class="search-lang" href="' + escapeHTML(rootPath + other.url) + '" hreflang="' + escapeHTML(l) + '">' +
          escapeHTML(label(box, 'lang-' + l, l)) + '</a>';
      }).join(' ') +
      (across ? ' <span class="search-across">' + escapeHTML(label(box, 'across', 'across languages')) + '</span>' : '') +
      '<div class="search-path" lang="' + escapeHTML(r.language) + '">' + escapeHTML(path.join(' › ')) + '</div>' +
      '<p class="search-excerpt" data-field="' + escapeHTML(summary.field) + '" lang="' + escapeHTML(r.language) + '">' +
      excerptHTML(summary) + '</p>' +
      // Other sections of the same chapter that matched (ResultRanker): one result, with links to them.
      (result.merged && result.merged.length ? '<div class="search-also">' + escapeHTML(label(box, 'also', '')) + (label(box, 'also', '') ? ' ' : '') +
        result.merged.map(function (m) {
          return '<a href="' + escapeHTML(rootPath + m.record.url) + '" lang="' + escapeHTML(m.record.language) + '">' + escapeHTML(m.record.title) + '</a>';
        }).join(' · ') + '</div>' : '') + '</li>';
  }

  /** Renders the first `shown` results of `query` into `box`, with their count and a "more" button. */
  function render(index, box, query, pageLanguage, shown) {
    var rootPath = box.getAttribute('data-root') || '';
    if (!query.trim()) { box.innerHTML = ''; return; }
    shown = shown || 20;
    var response = index.search(query, { preferredLanguage: pageLanguage, limit: 1000 });
    if (!response.results.length) {
      box.innerHTML = '<p class="search-empty">' + escapeHTML(label(box, response.emptyReason === 'noSearchableTokens' ? 'no-tokens' : 'empty', 'No results')) + '</p>';
      return;
    }
    var total = response.results.length;
    var html = '<p class="search-count">' + escapeHTML(label(box, 'count', '%d results').replace('%d', String(total))) + '</p><ol class="search-list">';
    response.results.slice(0, shown).forEach(function (result) { html += resultHTML(box, result, rootPath, index); });
    html += '</ol>';
    if (total > shown) html += '<button type="button" class="search-more" data-shown="' + shown + '">' + escapeHTML(label(box, 'more', 'More')) + '</button>';
    box.innerHTML = html;
  }

  /** The index, from <script src=…search-index.js> or — given `src` — added as a script on first use (no fetch). */
  var loaded = null, waiting = [];
  function withIndex(src, then) {
    if (loaded || root.BRIDGEKB_INDEX) { then(loaded || (loaded = new Index(root.BRIDGEKB_INDEX))); return; }
    if (!src) return;
    waiting.push(then);
    if (waiting.length > 1) return;
    var script = document.createElement('script');
    script.src = src;
    script.onload = function () {
      if (!root.BRIDGEKB_INDEX) return;
      loaded = new Index(root.BRIDGEKB_INDEX);
      var calls = waiting; waiting = [];
      calls.forEach(function (f) { f(loaded); });
    };
    document.head.appendChild(script);
  }

  /** Runs `update` on input, but never while an input method is composing (it runs at the end instead). */
  function onQueryInput(input, update) {
    var timer = null;
    input.addEventListener('input', function (e) {
      if (e.isComposing) return;
      clearTimeout(timer); timer = setTimeout(update, 120);
    });
    input.addEventListener('compositionend', function () { clearTimeout(timer); timer = setTimeout(update, 120); });
  }

  function startPage() {
    var input = document.getElementById('search-input'), box = document.getElementById('search-results');
    if (!input || !box) return;
    var pageLanguage = document.documentElement.lang || null, reserved = 0, shown = 20;
    function update(pushURL) {
      var q = input.value;
      shown = 20;
      withIndex(box.getAttribute('data-index'), function (i) { show(i, q); });
      if (pushURL) {
        try {
          var url = new URL(root.location.href);
          if (q.trim()) url.searchParams.set('q', q); else url.searchParams.delete('q');
          root.history.replaceState(null, '', url.href);
        } catch (e) { /* file:// in some browsers: the URL just stays as it is */ }
      }
    }
    function show(i, q) {
      box.style.minHeight = reserved ? reserved + 'px' : '';      // keep the height while typing: no jumps
      render(i, box, q, pageLanguage, shown);
      reserved = q.trim() ? Math.max(reserved, box.offsetHeight) : 0;
      if (!q.trim()) box.style.minHeight = '';
    }
    box.addEventListener('click', function (e) {
      var more = e.target.closest && e.target.closest('button.search-more');
      if (!more) return;
      shown += 20;
      withIndex(null, function (i) { render(i, box, input.value, pageLanguage, shown); });
      var items = box.querySelectorAll('.search-result');
      var next = items[shown - 20] && items[shown - 20].querySelector('a');
      if (next) next.focus();
    });
    input.addEventListener('focus', function () { withIndex(box.getAttribute('data-index'), function () {}); });
    onQueryInput(input, function () { update(true); });
    if (input.form) input.form.addEventListener('submit', function (e) { e.preventDefault(); update(true); });
    input.addEventListener('keydown', function (e) {   // Escape clears the query and leaves the box
      if (e.key === 'Escape') { input.value = ''; update(true); input.blur(); }
    });
    var q = new URLSearchParams(root.location.search).get('q');
    if (q) { input.value = q; update(false); }
  }

  /** The header box: the first results under it as the reader types, and a link to all of them. */
  function startQuick() {
    var input = document.getElementById('site-search-q'), box = document.getElementById('quick-results');
    if (!input || !box || !input.form) return;
    var form = input.form, pageLanguage = document.documentElement.lang || null;
    function close() { box.innerHTML = ''; input.setAttribute('aria-expanded', 'false'); }
    function update() {
      var q = input.value;
      if (!q.trim()) { close(); return; }
      withIndex(form.getAttribute('data-index'), function (index) {
        if (input.value !== q) return;
        var response = index.search(q, { preferredLanguage: pageLanguage, limit: 8 });
        var rootPath = box.getAttribute('data-root') || '';
        var html = response.results.length ? '<ol class="quick-list">' + response.results.map(function (result) {
          var r = result.hits[0].record;
          return '<li><a href="' + escapeHTML(rootPath + r.url) + '" lang="' + escapeHTML(r.language) + '"><span class="quick-title">' +
            escapeHTML(r.title) + '</span> <span class="search-kind">' + escapeHTML(label(form, 'kind-' + r.kind, r.kind)) + '</span></a></li>';
        }).join('') + '</ol>' : '<p class="search-empty">' + escapeHTML(label(form, 'empty', 'No results')) + '</p>';
        html += '<a class="quick-all" href="' + escapeHTML(box.getAttribute('data-search-href') + '?q=' + encodeURIComponent(q)) + '">' +
          escapeHTML(label(form, 'more', 'All results')) + '</a>';
        box.innerHTML = html;
        input.setAttribute('aria-expanded', 'true');
      });
    }
    onQueryInput(input, update);
    input.addEventListener('keydown', function (e) {
      if (e.key === 'Escape') { input.value = ''; close(); }
      else if (e.key === 'ArrowDown') { var first = box.querySelector('a'); if (first) { e.preventDefault(); first.focus(); } }
    });
    box.addEventListener('keydown', function (e) {
      var links = Array.prototype.slice.call(box.querySelectorAll('a')), at = links.indexOf(document.activeElement);
      if (e.key === 'ArrowDown' && at >= 0 && at + 1 < links.length) { e.preventDefault(); links[at + 1].focus(); }
      else if (e.key === 'ArrowUp' && at >= 0) { e.preventDefault(); (at ? links[at - 1] : input).focus(); }
      else if (e.key === 'Escape') { close(); input.focus(); }
    });
    form.addEventListener('focusout', function () {
      setTimeout(function () { if (!form.contains(document.activeElement)) close(); }, 150);
    });
    if (input.value.trim()) update();   // typed before this script had loaded
  }

  function start() { startPage(); startQuick(); }

  // ---------------------------------------------------------------------------------------------
  // Exports

  var api = { normalize: normalize, prepare: prepare, tokens: tokens, units: units, Index: Index, weights: WEIGHTS, render: render,
    create: function (data) { return new Index(data || root.BRIDGEKB_INDEX); } };
  root.BridgeKBSearch = api;
  if (typeof module === 'object' && module.exports) module.exports = api;
  if (typeof document !== 'undefined') {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start); else start();
  }
})(typeof window !== 'undefined' ? window : globalThis);

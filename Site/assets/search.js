(function (root) {
'use strict';
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
function lowercase(text) {
if (!/[^\0-\x7F]/.test(text)) return text.toLowerCase();
var out = '';
for (var ch of text) out += ch.toLowerCase();
return out;
}
function normalize(text, fold) { return lowercase(prepare(text, fold)); }
var WEIGHTS = { word: 1, part: 0.5, bigram: 1, unigram: 0.25 };
function dict() { return Object.create(null); }
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
function tokens(text, fold) {
return spans(prepare(text, fold)).map(function (t) { return { text: t.text, kind: t.kind }; });
}
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
function stream(sp) {
var paired = dict();
sp.forEach(function (t) { if (t.kind === 'bigram') { paired[t.start] = true; paired[t.start + 1] = true; } });
return sp.filter(function (t) { return t.kind === 'word' || t.kind === 'bigram' || (t.kind === 'unigram' && !paired[t.start]); });
}
var STAGES = ['exact', 'corrected', 'relaxed', 'expanded', 'lexicon', 'related'];
var STAGE_WEIGHT = { exact: 1, corrected: 0.9, relaxed: 0.7, expanded: 0.6, lexicon: 0.5, related: 0.35 };
var COLUMN = { T: 0, S: 1, C: 2, F: 3, A: 4, B: 5, G: 6 };
var NO_POSTINGS = (function () { var m = new Map(); m.title = new Set(); return m; })();
var registry = dict();
function register(name, data) { registry[name] = data; }
function inflate(name) {
if (!(name in registry)) return Promise.reject(new Error('bridgekb: search shard ' + name + ' did not register'));
var text = registry[name];
delete registry[name];
if (typeof DecompressionStream === 'undefined') return Promise.reject(new Error('bridgekb: no DecompressionStream to read the search index'));
var binary = atob(text), bytes = new Uint8Array(binary.length);
for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
return new Response(new Response(bytes).body.pipeThrough(new DecompressionStream('deflate'))).text().then(JSON.parse);
}
function termHash(term) {
var h = 0x811C9DC5, bytes = unescape(encodeURIComponent(term));
for (var i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes.charCodeAt(i), 0x01000193) >>> 0;
return h;
}
var DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_';
var DIGIT_VALUE = new Int8Array(128).fill(-1);   // char code → digit: a page unpacks 200,000 of them at 1,000 guides
for (var digit = 0; digit < DIGITS.length; digit++) DIGIT_VALUE[DIGITS.charCodeAt(digit)] = digit;
function varints(text) {
var out = [], value = 0, scale = 1;
for (var i = 0; i < text.length; i++) {
var c = text.charCodeAt(i), d = c < 128 ? DIGIT_VALUE[c] : -1;
if (d >= 32) { value += (d - 32) * scale; scale *= 32; } else { out.push(value + d * scale); value = 0; scale = 1; }
}
return out;
}
function unzigzag(v) { return v % 2 ? -(v + 1) / 2 : v / 2; }
function Index(manifest, load) {
if (!manifest || manifest.version !== 6) throw new Error('bridgekb: unsupported search index');
var self = this;
this.data = manifest;
this.load = load;
this.n = manifest.records;
this.avgdl = manifest.totalLength / Math.max(1, this.n);
this.shards = dict();      // name → data, once loaded
this.pending = dict();     // name → promise
this.missing = null;       // while a query is being prepared: the shards it lacked
this.halted = false;       // …and whether a stage lacked facts (conditional stages then wait)
this.records = dict();     // record index → display record, from the group fragments
this.groupKeys = dict();   // group rank → group key
this.guideTitles = dict(); // guide → language → title
this.lengthOf = new Float64Array(this.n); this.groupOf = new Int32Array(this.n); this.chapterOf = new Int32Array(this.n);
this.guideOf = new Int32Array(this.n); this.languageOf = new Array(this.n); this.kindOf = new Array(this.n);
this.fold = dict();        // the whole Han fold table: every query's tokens depend on it
this.addFolds(manifest.fold || '');
this.cache = dict();
this.vocab = dict();
this.glossary = (manifest.glossary || []).map(function (c) {
return { id: c[0], terms: c[1].map(function (t) { return { language: t[0], text: t[1], key: t[2] }; }), related: c[2] || [] };
});
this.conceptIndex = dict();   // concept id → position in this.glossary
this.glossary.forEach(function (concept, ci) { self.conceptIndex[concept.id] = ci; });
this.lexicon = dict();
this.longestKey = 0;
(manifest.lexicon || []).forEach(function (entry) {
self.lexicon[entry[0]] = entry[1].map(function (t) { return { language: t[0], text: t[1], key: t[2] }; });
self.longestKey = Math.max(self.longestKey, Array.from(entry[0]).length);
});
this.placed = dict();
var groups = this.glossary.map(function (c) { return c.terms.map(function (t) { return t.key; }); })
.concat((manifest.lexicon || []).map(function (entry) { return [entry[0]].concat(entry[1].map(function (t) { return t[2]; })); }));
groups.forEach(function (keys, number) {
keys.forEach(function (key) {
units(key, self.fold).forEach(function (u) { if (!(u.text in self.placed)) self.placed[u.text] = 'c/' + number.toString(36); });
});
});
this.byFirst = dict();   // first code point of a term's matching form → [{concept, term, key[]}]
this.glossary.forEach(function (concept, ci) {
concept.terms.forEach(function (term) {
var key = Array.from(term.key);
(self.byFirst[key[0]] = self.byFirst[key[0]] || []).push({ concept: ci, term: term, key: key });
});
});
}
Index.prototype.addFolds = function (pairs) {
var cs = Array.from(pairs);
for (var i = 0; i + 1 < cs.length; i += 2) this.fold[cs[i]] = cs[i + 1];
};
Index.prototype.shard = function (name) {
if (name in this.shards) return this.shards[name];
if (this.missing) { this.missing[name] = true; return null; }
throw new Error('bridgekb: search shard ' + name + ' not loaded');
};
Index.prototype.need = function (names) {
var self = this;
return Promise.all(names.map(function (name) {
if (name in self.shards) return null;
if (!self.pending[name]) {
self.pending[name] = Promise.resolve(self.load(name)).then(function () { return inflate(name); }).then(function (data) {
self.accept(name, data);
delete self.pending[name];
}, function (error) { delete self.pending[name]; throw error; });
}
return self.pending[name];
}));
};
Index.prototype.accept = function (name, data) {
var self = this, kind = name.split('/')[0];
if (kind === 'f') {
var numbers = varints(data.facts), runs = data.runs, run = -1, previous = 0;
for (var i = 0; i * 4 < numbers.length; i++) {
var r = data.start + i;
while (run + 1 < runs.length && runs[run + 1][0] <= i) run++;
this.lengthOf[r] = numbers[4 * i];
this.groupOf[r] = previous = previous + unzigzag(numbers[4 * i + 1]);
this.chapterOf[r] = numbers[4 * i + 2] ? this.groupOf[r] + unzigzag(numbers[4 * i + 2] - 1) : -1;
this.kindOf[r] = this.data.kinds[numbers[4 * i + 3]];
this.guideOf[r] = runs[run][1];
this.languageOf[r] = this.data.languages[runs[run][2]];
}
} else if (kind === 'g') {
var f = this.data.recordFields;
Object.keys(data.guides || {}).forEach(function (g) { self.guideTitles[g] = data.guides[g]; });
data.groups.forEach(function (group) {
self.groupKeys[data.start + group[0]] = group[1];
group[2].forEach(function (row) {
var o = {}; f.forEach(function (k, j) { o[k] = row[j]; });
o.groupKey = group[1];
self.records[o.index] = o;
});
});
}
this.shards[name] = kind === 'g' ? true : data;
};
Index.prototype.prefetchFacts = function () {
var names = [];
for (var k = 0; k * this.data.factShardSize < this.n; k++) names.push('f/' + k.toString(36));
this.need(names).catch(function () { /* the search itself will say */ });
};
Index.prototype.shardOf = function (term) {
return this.placed[term] || 't/' + (termHash(term) & (this.data.termShards - 1)).toString(36);
};
Index.prototype.fragment = function (group) {
return 'g/' + Math.floor(group / this.data.groupsPerFragment).toString(36);
};
Index.prototype.hasFacts = function (r) {
return this.shard('f/' + Math.floor(r / this.data.factShardSize).toString(36)) !== null;
};
Index.prototype.postings = function (term) {
if (this.cache[term]) return this.cache[term];
var shard = this.shard(this.shardOf(term));
if (shard === null) return NO_POSTINGS;
var map = new Map(), list = Object.prototype.hasOwnProperty.call(shard, term) ? shard[term] : '';
map.title = new Set();
var weights = this.data.weights, record = 0, i = 0, n = list.length;
while (i < n) {
var distance = 0, c = list.charCodeAt(i);
while (i < n && ((c >= 48 && c <= 57) || (c >= 97 && c <= 122))) {
distance = distance * 36 + (c <= 57 ? c - 48 : c - 87);
c = list.charCodeAt(++i);
}
record += distance;   // record indices are delta-encoded
var freq = 0, titled = false;
while (i < n && c !== 44) {
var column = COLUMN[list[i]], count = 0;
c = list.charCodeAt(++i);
while (i < n && c >= 48 && c <= 57) { count = count * 10 + (c - 48); c = list.charCodeAt(++i); }
freq += weights[column] * (count || 1);
if (column === 0) titled = true;
}
map.set(record, freq);
if (titled) map.title.add(record);
i++;
}
return (this.cache[term] = map);
};
Index.prototype.hasTerm = function (term) {
var shard = this.shard(this.shardOf(term));
return shard === null || Object.prototype.hasOwnProperty.call(shard, term);
};
Index.prototype.vocabulary = function (length) {
if (this.vocab[length]) return this.vocab[length];
if (this.data.vocabularyLengths.indexOf(length) < 0) return [];
var shard = this.shard('v/' + length.toString(36));
if (shard === null) return [];
return (this.vocab[length] = Object.keys(shard).map(function (t) { return { term: t, documents: shard[t] }; }));
};
function matchingForm(normalized) {
var out = '', pending = false;
for (var ch of normalized) {
if (isWord(ch) || isCJK(ch.codePointAt(0))) { if (pending && out) out += ' '; pending = false; out += ch; }
else pending = true;
}
return out;
}
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
var related = [].concat.apply([], concept.related.filter(function (id) { return id in conceptIndex; })
.map(function (id) { return glossary[conceptIndex[id]].terms; })).filter(fresh);
return { concept: concept.id, matched: m.term, alternatives: alternatives, related: related };
});
};
function isHiragana(ch) { var c = ch.codePointAt(0); return c >= 0x3041 && c <= 0x309F; }
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
function queryLanguage(query, expansions) {
var cps = Array.from(query).map(function (ch) { return ch.codePointAt(0); });
if (cps.some(isKana)) return 'ja';
var verbatim = lowercase(query.normalize('NFKC')), typed = dict();
expansions.forEach(function (e) {
if (e.matched.language === 'en') return;
[e.matched].concat(e.alternatives.filter(function (t) { return t.key === e.matched.key; })).forEach(function (t) {
if (verbatim.indexOf(lowercase(t.text.normalize('NFKC'))) >= 0) typed[t.language] = true;
});
});
var langs = Object.keys(typed);
if (langs.length === 1) return langs[0];
if (cps.some(isHan)) return null;
if (expansions.some(function (e) { return e.matched.language === 'en'; })) return 'en';
return null;
}
Index.prototype.run = function (groups, titled) {
var self = this, n = this.n, phrases = [], rows = null, lacking = false;
groups.forEach(function (alternatives) {
var hit = new Map();
alternatives.forEach(function (terms, ai) {
var lists = terms.map(function (t) { return self.postings(t); });
if (lists.some(function (l) { return l === NO_POSTINGS; })) lacking = true;
lists[0].forEach(function (_, r) {
if (lists.every(function (l) { return l.has(r); })) { if (!hit.has(r)) hit.set(r, []); hit.get(r).push(ai); }
});
terms.forEach(function (t, k) { phrases.push({ list: lists[k], group: hit, alternative: ai }); });
});
if (rows === null) rows = new Map(hit);
else rows.forEach(function (_, r) { if (!hit.has(r)) rows.delete(r); });
});
if (lacking) return [];
(rows || new Map()).forEach(function (_, r) { if (!self.hasFacts(r)) lacking = true; });
if (lacking) { this.halted = true; return []; }
var k1 = 1.2, b = 0.75, found = [];
phrases.forEach(function (p) {
var idf = Math.log((n - p.list.size + 0.5) / (p.list.size + 0.5));
p.idf = idf <= 0 ? 1e-6 : idf;
});
(rows || new Map()).forEach(function (_, r) {
var score = 0, dl = self.lengthOf[r];
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
Index.prototype.corrections = function (list) {
var out = dict();
list.forEach(function (u) {
if (u.kind !== 'word' || u.text.length < 4 || !/^[\0-\x7F]*$/.test(u.text)) return;
if (this.hasTerm(u.text)) return;
var limit = u.text.length >= 8 ? 2 : 1, best = null, vocab = [];
for (var length = u.text.length - limit; length <= u.text.length + limit; length++) vocab = vocab.concat(this.vocabulary(length));
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
candidates.set(f.record, { record: f.record, stage: stage, score: f.score * STAGE_WEIGHT[stage] * factor, wanted: wanted,
title: f.title });
});
}
function termsOf(us) { return unique([].concat.apply([], us.map(function (u) { return [u.text].concat(u.parts); }))); }
function groupCount() { var g = dict(); candidates.forEach(function (c) { g[self.groupOf[c.record]] = true; }); return Object.keys(g).length; }
var queryTerms = termsOf(list);
keep('exact', this.run(allOf(list), true), queryTerms);
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
if (!this.halted && groupCount() < (options.relaxBelow || 3) && list.length > 1) {
var terms = termsOf(list);
keep('relaxed', this.run([terms.map(function (t) { return [t]; })]), terms, function (r) {
var c = coverage(list, function (t) { return self.postings(t).has(r); });
return c >= 0.6 ? c : null;
});
}
var termKeys = [];
expansions.forEach(function (e) {
[e.matched].concat(e.alternatives, e.related).forEach(function (t) { termKeys.push(t.key); });
});
if (expansions.length) {
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
var lexicon = options.lexicon === false ? null : this.lexiconQuery(query, list, expansions);
if (lexicon) {
response.lexicon = lexicon.expansions.map(function (e) { return e.matched; });
lexicon.expansions.forEach(function (e) {
termKeys.push(e.matched);
e.alternatives.forEach(function (a) { termKeys.push(a.key); });
});
var lexiconWanted = unique([].concat.apply(list.map(function (u) { return u.text; }),
lexicon.pieces.map(function (p) { return [].concat.apply([], p); })));
if (lexicon.pieces.length) keep('lexicon', this.run(lexicon.pieces, true), lexiconWanted);
if (!this.halted && groupCount() < (options.relaxBelow || 3) && lexicon.pieces.length >= 2) {
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
if (options.language || options.kind) {
candidates.forEach(function (c, r) {
if ((options.language && self.languageOf[r] !== options.language) || (options.kind && self.kindOf[r] !== options.kind)) {
candidates.delete(r);
}
});
}
response.results = this.group(candidates, list, options.preferredLanguage || response.language, options.limit || 20, response.language,
options.languageFirst);
var own = unique(queryTerms.concat(termsOf(list))), seenTerm = dict(), termStreams = [];
termKeys.forEach(function (key) {
var texts = stream(spans(prepare(key, fold))).map(function (t) { return t.text; }), name = texts.join('\u0000');
if (texts.length && !seenTerm[name]) { seenTerm[name] = true; termStreams.push(texts); }
});
response.results.forEach(function (r) {
r.hits.concat(r.merged).forEach(function (h) { h.own = own; h.terms = termStreams; });
});
if (!response.results.length) response.emptyReason = 'noMatches';
return response;
};
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
function affinity(language, preferred) {
if (!preferred) return 2;
if (language === preferred) return 0;
return language.split('-')[0].toLowerCase() === preferred.split('-')[0].toLowerCase() ? 1 : 2;
}
Index.prototype.group = function (candidates, list, preferred, limit, language, languageFirst) {
var self = this, groups = new Map(), titled = dict();
candidates.forEach(function (c) {
if (c.title) (titled[self.guideOf[c.record]] = titled[self.guideOf[c.record]] || dict())[self.groupOf[c.record]] = true;
});
candidates.forEach(function (c) {
var n = Math.min(Object.keys(titled[self.guideOf[c.record]] || {}).length, 5), key = self.groupOf[c.record];
var hit = { record: c.record, stage: c.stage, score: n >= 2 ? c.score * (1 + 0.5 * (n - 1)) : c.score, wanted: c.wanted, title: c.title };
if (!groups.has(key)) groups.set(key, []);
groups.get(key).push(hit);
});
function hitOf(h) {
return { index: h.record, record: null, stage: h.stage, score: h.score, wanted: h.wanted, units: list, matchedTokens: null,
crossLanguage: language !== null && language !== self.languageOf[h.record], highlight: null, excerpt: null };
}
var ordered = [];
groups.forEach(function (members, key) {
var hits = members.sort(function (a, b) {
return (affinity(self.languageOf[a.record], preferred) - affinity(self.languageOf[b.record], preferred)) || (rank(a.stage) - rank(b.stage)) ||
(b.score - a.score) || (a.record - b.record);   // the CLI's last tie-break is the rowid: index order
});
ordered.push({ group: key, hits: hits, title: hits.some(function (h) { return h.title; }),
stage: Math.min.apply(null, hits.map(function (h) { return rank(h.stage); })),
score: Math.max.apply(null, hits.map(function (h) { return h.score; })) });
});
ordered.sort(function (a, b) {
var related = rank('related');
return ((a.stage === related) - (b.stage === related)) || (b.title - a.title) || (b.score - a.score) || (a.stage - b.stage) || (a.group - b.group);
});
if (languageFirst && preferred) {
var own = function (g) { return g.hits.some(function (h) { return self.languageOf[h.record] === preferred; }) ? 0 : 1; };
ordered = ordered.map(function (g, i) { return [own(g), i, g]; }).sort(function (a, b) { return a[0] - b[0] || a[1] - b[1]; })
.map(function (x) { return x[2]; });
}
var results = [], chapters = dict(), entryOf = dict(), placed = dict();
function isSection(g) { return self.kindOf[g.hits[0].record] === 'section'; }
ordered.forEach(function (g, i) {
var home = self.chapterOf[g.hits[0].record];
g.merged = [];
if (!isSection(g) && home >= 0 && !(home in entryOf)) entryOf[home] = i;
});
ordered.forEach(function (g, i) {
var chapter = self.chapterOf[g.hits[0].record], at;
if (isSection(g) && g.group in entryOf) {
var entry = entryOf[g.group];
if (entry in placed) { at = placed[entry]; } else { at = placed[entry] = results.length; results.push(ordered[entry]); }
results[at].merged.push(g);
if (chapter >= 0 && !(chapter in chapters)) chapters[chapter] = at;
return;
}
if (i in placed) return;
if (isSection(g) && chapter >= 0 && chapter in chapters) { results[chapters[chapter]].merged.push(g); return; }
if (isSection(g) && chapter >= 0) chapters[chapter] = results.length;
placed[i] = results.length;
results.push(g);
});
return results.slice(0, limit).map(function (g) {
return { group: g.group, groupKey: null, stage: STAGES[g.stage], score: g.score,
hits: g.hits.map(hitOf),
merged: g.merged.map(function (m) {
var merged = hitOf(m.hits[0]);
merged.home = !isSection(g) && m.group === self.chapterOf[g.hits[0].record];
return merged;
}) };
});
};
Index.prototype.describe = function (results, from, to) {
var self = this, some = results.slice(from || 0, to === undefined ? results.length : to), names = [];
some.forEach(function (r) {
names.push(self.fragment(r.group));
r.merged.forEach(function (m) { names.push(self.fragment(self.groupOf[m.index])); });
});
return this.need(unique(names)).then(function () {
some.forEach(function (r) {
r.groupKey = self.groupKeys[r.group];
r.hits.concat(r.merged).forEach(function (h, i) {
h.record = self.records[h.index];
if (!h.matchedTokens) self.match(h);
if (!h.excerpt) {
h.excerpt = i === 0 ? self.excerpt(h.record, h.highlight, 100, h.wholeTerms) : { field: 'title', text: h.record.title, highlights: [] };
}
});
});
return results;
});
};
Index.prototype.match = function (hit) {
var r = hit.record, held = dict(), fold = this.fold;
[r.title, r.symptom, r.cause, r.fix, r.apis.join(' '), r.body].forEach(function (text) {
tokens(text, fold).forEach(function (t) { held[t.text] = true; });
});
var matched = hit.wanted.filter(function (t) { return held[t]; }), highlight = dict(), whole = dict(), own = dict(), found = dict();
hit.units.forEach(function (u) { whole[u.text] = true; });
(hit.own || []).forEach(function (t) { own[t] = true; });
matched.forEach(function (t) { found[t] = true; if (own[t]) highlight[t] = true; });
hit.wholeTerms = (hit.terms || []).filter(function (term) { return term.every(function (t) { return found[t]; }); });
hit.units.forEach(function (u) {
if (highlight[u.text]) u.parts.forEach(function (p) { if (!whole[p]) delete highlight[p]; });
});
hit.matchedTokens = matched.slice().sort();
hit.highlight = highlight;
};
Index.prototype.prepare = function (query, options) {
var self = this;
function pass(round) {
self.missing = dict();
self.halted = false;
var response, missing;
try { response = self.search(query, options); } finally { missing = Object.keys(self.missing); self.missing = null; self.halted = false; }
if (!missing.length) return Promise.resolve(response);
if (round > 12) return Promise.reject(new Error('bridgekb: search shards keep missing: ' + missing.slice(0, 3).join(', ')));
return self.need(missing).then(function () { return pass(round + 1); });
}
return pass(0);
};
Index.prototype.find = function (query, options) {
var self = this;
options = options || {};
return this.prepare(query, options).then(function (response) {
return self.describe(response.results, 0, options.show).then(function () { return response; });
});
};
Index.prototype.prefetch = function (query) {
var self = this, terms = [];
units(query, this.fold).slice(0, 24).forEach(function (u) { terms.push(u.text); terms = terms.concat(u.parts); });
this.need(unique(terms.map(function (t) { return self.shardOf(t); })))
.catch(function () { /* the search itself will say */ });
};
Index.prototype.excerpt = function (record, highlight, length, terms) {
length = length || 100;
var fields = [['symptom', record.symptom], ['cause', record.cause], ['fix', record.fix], ['body', record.body],
['apis', record.apis.join(', ')], ['title', record.title]], best = null;
for (var i = 0; i < fields.length; i++) {
var e = this.excerptOf(fields[i][0], fields[i][1], highlight, length, terms);
if (e && (!best || e.marked > best.marked)) best = e;
}
if (best) return best;
var first = fields.filter(function (f) { return f[1]; })[0] || ['title', record.title], cs = Array.from(first[1]);
return { field: first[0], text: oneLine(cs, 0, Math.min(length, cs.length)).text + (cs.length > length ? '…' : ''), highlights: [] };
};
Index.prototype.excerptOf = function (field, text, highlight, length, terms) {
var cs = Array.from(text).slice(0, 20000), fold = this.fold;
terms = (terms || []).filter(function (t) { return t.length; });
if (!cs.length || (!Object.keys(highlight).length && !terms.length)) return null;
var prepared = [], owner = [], dropped = [], afterKatakana = false;
cs.forEach(function (ch, i) {
if ((ch === 'ー' || ch === 'ｰ') && afterKatakana) { dropped.push(i); return; }
var p = Array.from(prepare(ch, fold));
p.forEach(function (x) { prepared.push(x); owner.push(i); });
afterKatakana = p.length > 0 && isKatakanaLetter(p[p.length - 1].codePointAt(0));
});
var marked = cs.map(function () { return false; }), sp = spans(prepared.join(''));
sp.forEach(function (t) {
if (!highlight[t.text] || (t.kind === 'part' && Array.from(t.text).length < 2)) return;
for (var k = t.start; k < t.end; k++) marked[owner[k]] = true;
});
if (terms.length) {
var st = stream(sp), starts = dict();
st.forEach(function (u, i) { (starts[u.text] = starts[u.text] || []).push(i); });
terms.forEach(function (term) {
(starts[term[0]] || []).forEach(function (i) {
if (i + term.length > st.length) return;
for (var j = 0; j < term.length; j++) if (st[i + j].text !== term[j]) return;
for (var q = i; q < i + term.length; q++) for (var k = st[q].start; k < st[q].end; k++) marked[owner[k]] = true;
});
});
}
dropped.forEach(function (i) { if (i > 0 && marked[i - 1]) marked[i] = true; });
var first = marked.indexOf(true);
if (first < 0) return null;
var start = wordBoundary(cs, Math.max(0, Math.min(first - Math.floor(length / 5), cs.length - length)));
var end = Math.min(cs.length, start + length), closed = wordBoundary(cs, end);
if (closed > first) end = closed;   // closing inside a name, the window gives it up (Excerpt.swift)
var prefix = start > 0 ? 1 : 0, highlights = [], count = 0;
for (var i = start; i < end; i++) {
if (!marked[i]) continue;
var stop = i;
while (stop < end && marked[stop]) stop++;
highlights.push([i - start + prefix, stop - start + prefix]);
count += stop - i;
i = stop - 1;
}
var line = oneLine(cs, start, end);
highlights = highlights.map(function (h) { return [line.offset[h[0] - prefix] + prefix, line.offset[h[1] - prefix] + prefix]; });
return { field: field, text: (prefix ? '…' : '') + line.text + (end < cs.length ? '…' : ''), highlights: highlights, marked: count };
};
function wordBoundary(cs, index) {
function inWord(i) { return i >= 0 && i < cs.length && /^[A-Za-z0-9_]$/.test(cs[i]); }
if (index <= 0 || !inWord(index - 1) || !inWord(index)) return index;
var i = index;
while (i > 0 && inWord(i - 1) && index - i < 40) i--;
return inWord(i - 1) ? index : i;
}
function isWide(ch) {
var c = ch === undefined ? 0 : ch.codePointAt(0);
return (c >= 0x3000 && c <= 0x30FF) || (c >= 0x3400 && c <= 0x9FFF) || (c >= 0xFF00 && c <= 0xFFEF);
}
function oneLine(cs, start, end) {
var text = '', offset = [], count = 0;
for (var i = start; i < end; i++) {
offset.push(count);
var ch = cs[i];
if (ch === '\r' && cs[i + 1] === '\n') continue;   // \r\n is one break (one Character in Swift)
if (ch === '\n' || ch === '\r') {
var before = cs[i - 1] === '\r' ? cs[i - 2] : cs[i - 1];
if (isWide(before) && isWide(cs[i + 1])) continue;
ch = ' ';
} else if (ch === '\t') ch = ' ';
text += ch;
count++;
}
offset.push(count);
return { text: text, offset: offset };
}
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
function summaryOf(hit) {
var e = hit.excerpt, r = hit.record;
if (e.field !== 'apis' && e.field !== 'title') return e;
var fields = [['symptom', r.symptom], ['fix', r.fix], ['cause', r.cause], ['body', r.body]];
for (var i = 0; i < fields.length; i++) {
var cs = Array.from(fields[i][1] || '');
if (!cs.length) continue;
return { field: fields[i][0], highlights: [],
text: oneLine(cs, 0, Math.min(100, cs.length)).text + (cs.length > 100 ? '…' : '') };
}
return e;
}
function resultHTML(box, result, rootPath, index) {
var hit = result.hits[0], r = hit.record, languages = unique(result.hits.map(function (h) { return h.record.language; }));
var across = hit.crossLanguage;   // how the result shown matched, as the CLI says (its first hit)
var sections = r.sectionPath[r.sectionPath.length - 1] === r.title ? r.sectionPath.slice(0, -1) : r.sectionPath;
var path = [(index.guideTitles[r.guide] || {})[r.language] || r.guide].concat(sections);
var summary = summaryOf(hit);
var also = (result.merged || []).filter(function (m) { return !m.home; });
return '<li class="search-result" data-kind="' + escapeHTML(r.kind) + '">' +
'<a class="search-title" href="' + escapeHTML(rootPath + r.url) + '" lang="' + escapeHTML(r.language) + '">' + escapeHTML(r.title) + '</a> ' +
'<span class="search-kind">' + escapeHTML(label(box, 'kind-' + r.kind, r.kind)) + '</span> ' +
languages.map(function (l) {
var other = result.hits.filter(function (h) { return h.record.language === l; })[0].record;
return '<a class="search-lang" href="' + escapeHTML(rootPath + other.url) + '" hreflang="' + escapeHTML(l) + '">' +
escapeHTML(label(box, 'lang-' + l, l)) + '</a>';
}).join(' ') +
(across ? ' <span class="search-across">' + escapeHTML(label(box, 'across', 'across languages')) + '</span>' : '') +
(result.stage === 'related' ? ' <span class="search-related">' + escapeHTML(label(box, 'related', 'a related concept')) + '</span>' : '') +
'<div class="search-path" lang="' + escapeHTML(r.language) + '">' + escapeHTML(path.join(' › ')) + '</div>' +
'<p class="search-excerpt" data-field="' + escapeHTML(summary.field) + '" lang="' + escapeHTML(r.language) + '">' +
excerptHTML(summary) + '</p>' +
(also.length ? '<div class="search-also">' + escapeHTML(label(box, 'also', '')) + (label(box, 'also', '') ? ' ' : '') +
also.map(function (m) {
return '<a href="' + escapeHTML(rootPath + m.record.url) + '" lang="' + escapeHTML(m.record.language) + '">' + escapeHTML(m.record.title) + '</a>';
}).join(' · ') + '</div>' : '') + '</li>';
}
function render(index, box, query, pageLanguage, shown, filters) {
var rootPath = box.getAttribute('data-root') || '', generation = (box.bridgekbGeneration || 0) + 1;
box.bridgekbGeneration = generation;
if (!query.trim()) { box.innerHTML = ''; box.removeAttribute('aria-busy'); return Promise.resolve(); }
shown = shown || 20;
filters = filters || {};
var options = { preferredLanguage: filters.language || pageLanguage, limit: 1000, language: filters.language || null, kind: filters.kind || null };
var key = [query, pageLanguage, filters.language || '', filters.kind || ''].join('\u0000');
var cached = box.bridgekbResponse && box.bridgekbResponse.key === key ? box.bridgekbResponse.response : null;
function paint(response, count) {
if (box.bridgekbGeneration !== generation) return;
if (!response.results.length) {
box.innerHTML = '<p class="search-empty">' + escapeHTML(label(box, response.emptyReason === 'noSearchableTokens' ? 'no-tokens' : 'empty', 'No results')) + '</p>';
return;
}
var total = response.results.length;
var html = '<p class="search-count">' + escapeHTML(label(box, 'count', '%d results').replace('%d', String(total))) + '</p><ol class="search-list">';
response.results.slice(0, count).forEach(function (result) { html += resultHTML(box, result, rootPath, index); });
html += '</ol>';
if (count === shown && total > shown) {
html += '<button type="button" class="search-more" data-shown="' + shown + '">' + escapeHTML(label(box, 'more', 'More')) + '</button>';
}
box.innerHTML = html;
if (count < Math.min(shown, total)) box.setAttribute('aria-busy', 'true'); else box.removeAttribute('aria-busy');
}
return (cached ? Promise.resolve(cached) : index.prepare(query, options)).then(function (response) {
box.bridgekbResponse = { key: key, response: response };
var first = cached || response.results.length < 2 ? Promise.resolve()
: index.describe(response.results, 0, 1).then(function () { paint(response, 1); });
return first.then(function () { return index.describe(response.results, 0, shown); }).then(function () { paint(response, shown); });
}).catch(function () {   // a shard that would not load (a half-copied site): say so rather than nothing
if (box.bridgekbGeneration !== generation) return;
box.innerHTML = '<p class="search-empty">' + escapeHTML(label(box, 'empty', 'No results')) + '</p>';
box.removeAttribute('aria-busy');
});
}
var SHARD_FILE = /^BRIDGEKB_SHARD\("([a-z]\/[0-9a-z]+|manifest)", "([A-Za-z0-9+\/=]*)"\);\s*$/;
function shardLoader(base) {
if (/^https?:$/.test(root.location.protocol) && typeof fetch === 'function') {
return function (name) {
return fetch(base + name + '.js').then(function (response) {
if (!response.ok) throw new Error('bridgekb: cannot load ' + response.url + ': ' + response.status);
return response.text();
}).then(function (text) {
var m = SHARD_FILE.exec(text);
if (!m || m[1] !== name) throw new Error('bridgekb: not a search shard: ' + base + name + '.js');
register(m[1], m[2]);
});
};
}
return function (name) {
return new Promise(function (resolve, reject) {
var script = document.createElement('script');
script.src = base + name + '.js';
script.onload = function () { script.remove(); resolve(); };
script.onerror = function () { script.remove(); reject(new Error('bridgekb: cannot load ' + script.src)); };
document.head.appendChild(script);
});
};
}
var loaded = null, waiting = [];
function withIndex(src, then) {
if (loaded) { then(loaded); return; }
if (!src) return;
waiting.push(then);
if (waiting.length > 1) return;
var load = shardLoader(src.replace(/manifest\.js$/, ''));
load('manifest').then(function () { return inflate('manifest'); }).then(function (manifest) {
loaded = new Index(manifest, load);
loaded.prefetchFacts();
var calls = waiting; waiting = [];
calls.forEach(function (f) { f(loaded); });
}, function () { waiting = []; });
}
function prefetchWhileTyping(input, src) {
input.addEventListener('input', function (e) {
if (e.isComposing || !input.value.trim()) return;
var q = input.value;
withIndex(src(), function (index) { if (input.value === q) index.prefetch(q); });
});
}
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
var selects = { lang: document.getElementById('search-lang'), kind: document.getElementById('search-kind') };
function filters() {
return { language: selects.lang ? selects.lang.value : '', kind: selects.kind ? selects.kind.value : '' };
}
function update(pushURL) {
var q = input.value;
shown = 20;
withIndex(box.getAttribute('data-index'), function (i) { show(i, q); });
if (pushURL) {
try {
var url = new URL(root.location.href), f = filters();
if (q.trim()) url.searchParams.set('q', q); else url.searchParams.delete('q');
if (f.language) url.searchParams.set('lang', f.language); else url.searchParams.delete('lang');
if (f.kind) url.searchParams.set('kind', f.kind); else url.searchParams.delete('kind');
root.history.replaceState(null, '', url.href);
} catch (e) { /* file:// in some browsers: the URL just stays as it is */ }
}
}
function show(i, q) {
box.style.minHeight = reserved ? reserved + 'px' : '';      // keep the height while typing: no jumps
render(i, box, q, pageLanguage, shown, filters()).then(function () {
reserved = q.trim() ? Math.max(reserved, box.offsetHeight) : 0;
if (!q.trim()) box.style.minHeight = '';
});
}
box.addEventListener('click', function (e) {
var more = e.target.closest && e.target.closest('button.search-more');
if (!more) return;
shown += 20;
withIndex(null, function (i) {
render(i, box, input.value, pageLanguage, shown, filters()).then(function () {
var items = box.querySelectorAll('.search-result');
var next = items[shown - 20] && items[shown - 20].querySelector('a');
if (next) next.focus();
});
});
});
function open() { withIndex(box.getAttribute('data-index'), function () {}); }
input.addEventListener('focus', open);
if (document.activeElement === input) open();
onQueryInput(input, function () { update(true); });
prefetchWhileTyping(input, function () { return box.getAttribute('data-index'); });
if (input.form) input.form.addEventListener('submit', function (e) { e.preventDefault(); update(true); });
input.addEventListener('keydown', function (e) {   // Escape clears the query and leaves the box
if (e.key === 'Escape') { input.value = ''; update(true); input.blur(); }
});
var params = new URLSearchParams(root.location.search), q = params.get('q');
Object.keys(selects).forEach(function (name) {
var select = selects[name], wanted = params.get(name);
if (!select) return;
if (wanted && Array.prototype.some.call(select.options, function (o) { return o.value === wanted; })) select.value = wanted;
select.addEventListener('change', function () { update(true); });
});
if (q) { input.value = q; update(false); }
}
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
index.find(q, { preferredLanguage: pageLanguage, limit: 8, languageFirst: true }).then(function (response) { if (input.value === q) show(response, q); },
function () { /* the search page says more */ });
});
}
function show(response, q) {
{
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
}
}
onQueryInput(input, update);
prefetchWhileTyping(input, function () { return form.getAttribute('data-index'); });
function open() { withIndex(form.getAttribute('data-index'), function () {}); }
input.addEventListener('focus', open);
if (document.activeElement === input) open();
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
var api = { normalize: normalize, prepare: prepare, tokens: tokens, units: units, Index: Index, weights: WEIGHTS, render: render,
register: register, termHash: termHash, varints: varints,
open: function (load) {
return Promise.resolve(load('manifest')).then(function () { return inflate('manifest'); }).then(function (manifest) {
return new Index(manifest, load);
});
} };
root.BridgeKBSearch = api;
root.BRIDGEKB_SHARD = register;
if (typeof module === 'object' && module.exports) module.exports = api;
if (typeof document !== 'undefined') {
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start); else start();
}
})(typeof window !== 'undefined' ? window : globalThis);

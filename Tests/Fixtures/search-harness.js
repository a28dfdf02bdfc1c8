// Test harness for Templates/assets/search.js, run by Tests/BridgeKBSiteTests/SearchScriptTests.swift:
//   node search-harness.js SEARCH_JS REQUEST_JSON
// REQUEST_JSON is {"golden": "path/to/tokenizer-golden.json", "fold": {...}}, {"index": "path/to/assets/search", "queries": [...],
// "options": {…}}
// or {"render": {"index": path, "query": q, "language": tag, "attributes": {"data-root": …}}}.
// The index is the chunked one: its shards are read from the folder as the page would load them,
// one by one when a query needs them (each file runs with BRIDGEKB_SHARD defined).
// Prints one JSON object on stdout: golden → {"passed": n, "failures": [...]}; queries → {"responses": [...],
// "loaded": [shard names]}; render → {"html": "…", "busy": whether the box was left aria-busy}.
'use strict';
const fs = require('fs');
const path = require('path');
const vm = require('vm');

const search = require(path.resolve(process.argv[2]));
const request = JSON.parse(fs.readFileSync(process.argv[3], 'utf8'));
const out = {};
const loaded = [];

/** Opens the chunked index in `folder`, recording every shard loaded. */
function open(folder) {
  return search.open((name) => {
    loaded.push(name);
    vm.runInNewContext(fs.readFileSync(path.join(folder, name + '.js'), 'utf8'), { BRIDGEKB_SHARD: search.register });
    return Promise.resolve();
  });
}

async function main() {
if (request.golden) {
  out.passed = 0;
  out.failures = [];
  const pairs = (tokens) => JSON.stringify(tokens.map((t) => [t.kind, t.text]));
  for (const vector of JSON.parse(fs.readFileSync(request.golden, 'utf8'))) {
    const normalized = search.normalize(vector.input, request.fold);
    const tokens = search.tokens(vector.input, request.fold);
    if (normalized === vector.normalized && pairs(tokens) === pairs(vector.tokens)) {
      out.passed += 1;
    } else {
      out.failures.push({ input: vector.input, normalized, tokens });
    }
  }
}

if (request.hashes) out.hashes = request.hashes.map(search.termHash);
if (request.varints) out.varints = search.varints(request.varints);

if (request.facts) {
  // Every facts shard, unpacked: [length, group, chapter, guide number, language, kind] per record.
  const index = await open(request.facts);
  const names = [];
  for (let k = 0; k * index.data.factShardSize < index.n; k++) names.push('f/' + k.toString(36));
  await index.need(names);
  out.facts = [];
  for (let r = 0; r < index.n; r++) {
    out.facts.push([index.lengthOf[r], index.groupOf[r], index.chapterOf[r], index.guideOf[r], index.languageOf[r], index.kindOf[r]]);
  }
}

if (request.index) {
  const index = await open(request.index);
  out.responses = [];
  for (const query of request.queries) {
    // request.options: what the page passes besides the limit (filters, preferredLanguage, languageFirst).
    const response = await index.find(query, Object.assign({ limit: 20 }, request.options || {}));
    out.responses.push({
      query, language: response.language, concepts: response.concepts, lexicon: response.lexicon, emptyReason: response.emptyReason,
      results: response.results.map((r) => ({
        groupKey: r.groupKey, stage: r.stage, score: r.score, merged: (r.merged || []).map((h) => h.record.groupKey),
        hits: r.hits.map((h) => ({ id: h.record.id, stage: h.stage, score: h.score, excerpt: h.excerpt.text,
          language: h.record.language, kind: h.record.kind })),
      })),
    });
  }
  out.loaded = loaded;
}

if (request.render) {
  // A stand-in for #search-results: data-* attributes and innerHTML are all render() uses.
  const index = await open(request.render.index);
  const attributes = request.render.attributes;
  const box = { innerHTML: '', getAttribute: (name) => (name in attributes ? attributes[name] : null),
    setAttribute: (name, value) => { attributes[name] = String(value); }, removeAttribute: (name) => { delete attributes[name]; } };
  await search.render(index, box, request.render.query, request.render.language);
  out.html = box.innerHTML;
  out.busy = 'aria-busy' in attributes;
}

process.stdout.write(JSON.stringify(out));
}

main().catch((error) => { process.stderr.write(String(error && error.stack || error)); process.exit(1); });

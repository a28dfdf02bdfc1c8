// Test harness for Templates/assets/search.js, run by Tests/BridgeKBSiteTests/SearchScriptTests.swift:
//   node search-harness.js SEARCH_JS REQUEST_JSON
// REQUEST_JSON is {"golden": "path/to/tokenizer-golden.json", "fold": {...}}, {"index": "path/to/search-index.js", "queries": [...]}
// or {"render": {"index": path, "query": q, "language": tag, "attributes": {"data-root": …}}}.
// Prints one JSON object on stdout: golden → {"passed": n, "failures": [...]}; queries → {"responses": [...]};
// render → {"html": "…"}.
'use strict';
const fs = require('fs');
const vm = require('vm');

const search = require(require('path').resolve(process.argv[2]));
const request = JSON.parse(fs.readFileSync(process.argv[3], 'utf8'));
const out = {};

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

if (request.index) {
  const sandbox = { window: {} };
  vm.runInNewContext(fs.readFileSync(request.index, 'utf8'), sandbox);
  const index = search.create(sandbox.window.BRIDGEKB_INDEX);
  out.responses = request.queries.map((query) => {
    const response = index.search(query, { limit: 20 });
    return {
      query, language: response.language, concepts: response.concepts, lexicon: response.lexicon, emptyReason: response.emptyReason,
      results: response.results.map((r) => ({
        groupKey: r.groupKey, stage: r.stage, score: r.score, merged: (r.merged || []).map((h) => h.record.groupKey),
        hits: r.hits.map((h) => ({ id: h.record.id, stage: h.stage, score: h.score, excerpt: h.excerpt.text })),
      })),
    };
  });
}

if (request.render) {
  // A stand-in for #search-results: data-* attributes and innerHTML are all render() uses.
  const sandbox = { window: {} };
  vm.runInNewContext(fs.readFileSync(request.render.index, 'utf8'), sandbox);
  const index = search.create(sandbox.window.BRIDGEKB_INDEX);
  const attributes = request.render.attributes;
  const box = { innerHTML: '', getAttribute: (name) => (name in attributes ? attributes[name] : null) };
  search.render(index, box, request.render.query, request.render.language);
  out.html = box.innerHTML;
}

process.stdout.write(JSON.stringify(out));

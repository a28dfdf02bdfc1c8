// Test harness for Templates/assets/search.js, run by Tests/BridgeKBSiteTests/SearchScriptTests.swift:
//   node search-harness.js SEARCH_JS REQUEST_JSON
// REQUEST_JSON is {"golden": [...vectors], "fold": {...}} or {"index": "path/to/search-index.js", "queries": [...]}.
// Prints one JSON object on stdout: golden → {"passed": n, "failures": [...]}; queries → {"responses": [...]}.
'use strict';
const fs = require('fs');
const vm = require('vm');

const search = require(require('path').resolve(process.argv[2]));
const request = JSON.parse(fs.readFileSync(process.argv[3], 'utf8'));
const out = {};

if (request.golden) {
  out.passed = 0;
  out.failures = [];
  for (const vector of request.golden) {
    const normalized = search.normalize(vector.input, request.fold);
    const tokens = search.tokens(vector.input, request.fold);
    if (normalized === vector.normalized && JSON.stringify(tokens) === JSON.stringify(vector.tokens)) {
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
      query, language: response.language, concepts: response.concepts, emptyReason: response.emptyReason,
      results: response.results.map((r) => ({
        groupKey: r.groupKey, stage: r.stage, score: r.score,
        hits: r.hits.map((h) => ({ id: h.record.id, stage: h.stage, score: h.score, excerpt: h.excerpt.text })),
      })),
    };
  });
}

process.stdout.write(JSON.stringify(out));

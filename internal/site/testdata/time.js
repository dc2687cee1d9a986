// node time.js DIR QUERY...: loads the explorer's model from DIR as the
// page does, in Node's V8 (Chromium's engine, on the real clock, which
// headless Chromium's virtual time is not), and prints as JSON how long
// it took to start, and each query's view with the median of CO_RUNS
// runs' times (five unless set).
'use strict';
const fs = require('fs'), path = require('path');
const dir = process.argv[2];
globalThis.performance ??= require('perf_hooks').performance;
globalThis.crypto ??= require('crypto').webcrypto;
require(path.join(dir, 'wasm_exec.js'));
const t0 = performance.now();
globalThis.coReady = () => {
  const out = {readyMs: performance.now() - t0, views: {}};
  const runs = Number(process.env.CO_RUNS || 5);
  for (const q of process.argv.slice(3)) {
    const ms = [];
    let view;
    for (let i = 0; i < runs; i++) {
      const s = performance.now();
      view = JSON.parse(globalThis.coExplore(q));
      ms.push(performance.now() - s);
    }
    ms.sort((a, b) => a - b);
    out.views[q] = {ms: ms[ms.length >> 1], view};
  }
  process.stdout.write(JSON.stringify(out) + '\n', () => process.exit(0));
};
const go = new Go();
WebAssembly.instantiate(fs.readFileSync(path.join(dir, 'explorer.wasm')), go.importObject).then(r => go.run(r.instance));

// Times the WebAssembly `analyze` under Node on the cases of the native criterion
// benchmark (`cargo bench --bench analysis`). Run after `npm run build`:
//   node scripts/bench-analysis-node.mjs
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = process.env.FOURSEAS_PKG ?? join(root, 'www/pkg');
const { initSync, analyze } = await import(join(pkg, 'fourseas_wasm.js'));
initSync({ module: readFileSync(join(pkg, 'fourseas_wasm_bg.wasm')) });

const cases = [
  ['waits, 13 tiles (Nine Gates, 9 waits)', { hand: '1112345678999m', draws_left: 8 }],
  ['waits, 13 tiles (two waits)', { hand: '123456789m1122z', draws_left: 8 }],
  ['discard table, no values', { hand: '123456m24p3579s11z', draws_left: 0 }],
  ['discard table with values, 1-shanten, 8 draws', { hand: '123456m24p3579s11z', draws_left: 8 }],
  ['discard table with values, 2-shanten, 8 draws', { hand: '1245679m24p35s155z', draws_left: 8 }],
];
for (const [name, req] of cases) {
  if (!analyze(req).ok) throw new Error(`${name}: ${JSON.stringify(analyze(req))}`);
  // Enough calls for about half a second, then the median of rounds.
  const t0 = performance.now();
  analyze(req);
  const once = performance.now() - t0;
  const n = Math.max(1, Math.min(2000, Math.round(50 / Math.max(once, 0.001))));
  const rounds = [];
  for (let i = 0; i < 10; i++) {
    const t = performance.now();
    for (let j = 0; j < n; j++) analyze(req);
    rounds.push((performance.now() - t) / n);
  }
  rounds.sort((a, b) => a - b);
  const ms = rounds[rounds.length >> 1];
  console.log(
    `wasm analyze under Node, ${name}: ${ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`} per call`,
  );
}

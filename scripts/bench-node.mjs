// Times the WebAssembly `score` under Node on the same corpus as the native
// criterion benchmark (`cargo bench --bench score`). Run after `npm run build`:
//   node scripts/bench-node.mjs
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = process.env.FOURSEAS_PKG ?? join(root, 'www/pkg');
const { initSync, score } = await import(join(pkg, 'fourseas_wasm.js'));
initSync({ module: readFileSync(join(pkg, 'fourseas_wasm_bg.wasm')) });

const lines = execFileSync('cargo', ['run', '--quiet', '--release', '--example', 'corpus'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 1 << 26,
});
const corpus = lines
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l));
for (const r of corpus) if (!score(r).ok) throw new Error(`not a winning hand: ${JSON.stringify(r)}`);

const rounds = [];
for (let i = 0; i < 30; i++) {
  const t0 = performance.now();
  for (const r of corpus) score(r);
  rounds.push(performance.now() - t0);
}
rounds.sort((a, b) => a - b);
const median = rounds[rounds.length >> 1];
console.log(
  `wasm score under Node: ${corpus.length} hands in ${median.toFixed(2)} ms (median of ${rounds.length}), ` +
    `${((median * 1000) / corpus.length).toFixed(2)} µs per call, ${Math.round(corpus.length / (median / 1000))} hands/s`,
);

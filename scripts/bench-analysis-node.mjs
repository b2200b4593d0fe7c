// Times the WebAssembly `analyze` under Node: the cases of the native criterion
// benchmark (`cargo bench --bench analysis`), then the analysis corpus
// (tests/data/analysis-corpus.jsonl) as `cargo bench --bench analysis_corpus`
// times it natively: one call per position, default options, 8 and 12 rounds,
// p50, p95, the slowest and the mean per shanten after a warm-up, and the
// module's peak memory. `--table` times the corpus again with a mid-hand table
// (the table model; positions whose tiles the table would make a fifth copy
// are left out and counted).
// Run after `npm run build`:  node scripts/bench-analysis-node.mjs [--corpus]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = process.env.FOURSEAS_PKG ?? join(root, 'www/pkg');
const wasm = await import(join(pkg, 'fourseas_wasm.js'));
const { analyze } = wasm;
const exports = wasm.initSync({ module: readFileSync(join(pkg, 'fourseas_wasm_bg.wasm')) });

const cases = [
  ['waits, 13 tiles (Nine Gates, 9 waits)', { hand: '1112345678999m', draws_left: 8 }],
  ['waits, 13 tiles (two waits)', { hand: '123456789m1122z', draws_left: 8 }],
  ['discard table, no values', { hand: '123456m24p3579s11z', draws_left: 0 }],
  ['discard table with values, 1-shanten, 8 draws', { hand: '123456m24p3579s11z', draws_left: 8 }],
  ['discard table with values, 2-shanten, 8 draws', { hand: '1245679m24p35s155z', draws_left: 8 }],
];
if (!process.argv.includes('--corpus')) {
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
}

// A warm-up on hands outside the corpus (the engine compiled and tiered up), as
// the native benchmark does.
for (const hand of ['1112345678999m', '123456789m1122z', '123456m24p3579s11z', '1245679m24p35s155z']) analyze({ hand });
const corpus = readFileSync(join(root, 'tests/data/analysis-corpus.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l));
// Wall 40: the next seat with two melds, everyone about seven discards in
// (one face down), seated after the player.
const SEATS = ['east', 'south', 'west', 'north'];
const OTHERS = [
  { melds: [{ tiles: '555s' }, { tiles: '789p' }], discards: '19p5z1s3z' },
  { discards: '1z2z3z9s8p7p1s' },
  { discards: '6z7z9p1p2s3s', concealed: 1 },
];
const tableFor = (seat = 'east') => {
  const at = SEATS.indexOf(seat);
  const seats = Object.fromEntries(OTHERS.map((o, i) => [SEATS[(at + 1 + i) % 4], o]));
  return { wall: 40, seats };
};
const withTable = process.argv.includes('--table');
console.log('| rounds | table | shanten | positions | p50 ms | p95 ms | max ms | mean ms |');
console.log('|---|---|---|---|---|---|---|---|');
for (const [draws, table] of [
  [8, false],
  [12, false],
  ...(withTable
    ? [
        [8, true],
        [12, true],
      ]
    : []),
]) {
  const byShanten = [[], [], [], []];
  let left = 0;
  for (const p of corpus) {
    const t = performance.now();
    const r = analyze({ ...p, draws_left: draws, ...(table ? { table: tableFor(p.seat) } : {}) });
    const ms = performance.now() - t;
    if (table && !r.ok && r.error.code === 'too_many_copies') {
      left++;
      continue;
    }
    if (!r.ok) throw new Error(JSON.stringify(r));
    byShanten[r.shanten].push(ms);
  }
  if (left) console.log(`(with the table, ${left} positions left out: a fifth copy)`);
  byShanten.forEach((times, s) => {
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length, Math.max(1, Math.ceil(times.length * q))) - 1];
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    const f = (x) => x.toFixed(2);
    console.log(
      `| ${draws} | ${table ? 'yes' : 'no'} | ${s} | ${times.length} | ${f(at(0.5))} | ${f(at(0.95))} | ${f(times.at(-1))} | ${f(mean)} |`,
    );
  });
}
// Linear memory only grows: its size now is the peak of every call above.
console.log(`peak wasm memory: ${(exports.memory.buffer.byteLength / 2 ** 20).toFixed(1)} MiB`);

// Where the time of the WebAssembly `score` goes under Node, on the benchmark
// corpus: the whole call, then what the JavaScript side of the boundary costs on
// its own (an almost empty call, JSON.stringify of the request, JSON.parse of the
// answer's text); the rest is the module: reading the JSON text, scoring and
// writing the answer's text. Last, the engine inside WebAssembly with no boundary
// per hand (benches/wasm-engine, built as the page module is: its profile, then
// wasm-opt): reading, scoring and writing text, and scoring alone, to set beside
// `cargo bench --bench score`. FOURSEAS_PKG times another build of the page
// module instead of www/pkg. Run after `npm run build`:
//   node scripts/bench-wasm-parts.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = process.env.FOURSEAS_PKG ?? join(root, 'www/pkg');
const { initSync, score, version } = await import(join(pkg, 'fourseas_wasm.js'));
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
const answers = corpus.map((r) => JSON.stringify(score(r)));

/** Median µs per hand of 30 rounds of `round`, which goes through the corpus once. */
function perHand(round) {
  const rounds = [];
  for (let i = 0; i < 30; i++) {
    const t0 = performance.now();
    round();
    rounds.push(performance.now() - t0);
  }
  rounds.sort((a, b) => a - b);
  return (rounds[rounds.length >> 1] * 1000) / corpus.length;
}
/** Median µs per hand of `f` called on each hand of the corpus. */
const time = (f) =>
  perHand(() => {
    for (let k = 0; k < corpus.length; k++) f(k);
  });

let sink = 0;
const total = time((k) => {
  sink += score(corpus[k]).ok ? 1 : 0;
});
const empty = time(() => {
  sink += version().length;
});
const stringify = time((k) => {
  sink += JSON.stringify(corpus[k]).length;
});
const parse = time((k) => {
  sink += JSON.parse(answers[k]).ok ? 1 : 0;
});
const module = total - empty - stringify - parse;

// The engine with no boundary per hand.
execFileSync(
  'cargo',
  [
    'build',
    '--quiet',
    '-p',
    'fourseas-wasm-engine-bench',
    '--target',
    'wasm32-unknown-unknown',
    '--profile',
    'wasm-release',
  ],
  { cwd: root, stdio: 'inherit' },
);
const out = mkdtempSync(join(tmpdir(), 'fourseas-engine-'));
execFileSync(
  'wasm-bindgen',
  [
    '--target',
    'web',
    '--out-dir',
    out,
    join(root, 'target/wasm32-unknown-unknown/wasm-release/fourseas_wasm_engine_bench.wasm'),
  ],
  { stdio: 'inherit' },
);
execFileSync('bash', [join(root, 'scripts/wasm-opt.sh'), join(out, 'fourseas_wasm_engine_bench_bg.wasm')], {
  stdio: 'inherit',
});
const engine = await import(join(out, 'fourseas_wasm_engine_bench.js'));
engine.initSync({ module: readFileSync(join(out, 'fourseas_wasm_engine_bench_bg.wasm')) });
rmSync(out, { recursive: true });
const text = lines.trim();
if (engine.prepare(text) !== corpus.length || engine.score_kept() !== corpus.length)
  throw new Error('the engine module did not score the corpus');
const inside = perHand(() => {
  sink += engine.answer_lines(text);
});
const alone = perHand(() => {
  sink += engine.score_kept();
});
const bytes = answers.reduce((n, a) => n + a.length, 0) / answers.length;
const row = (what, us) => console.log(`| ${what} | ${us.toFixed(2)} |`);
console.log('| part of `score` under Node | µs per hand |\n|---|---|');
row('the whole call', total);
row('an almost empty call (`version`)', empty);
row('JSON.stringify of the request', stringify);
row(`JSON.parse of the answer (${Math.round(bytes)} characters on average)`, parse);
row('the rest: the module reads the text, scores, writes the answer', module);
row('inside wasm, no boundary per hand: read the text, score, write the answer', inside);
row('inside wasm, no boundary per hand: score alone (as `cargo bench --bench score`)', alone);
if (sink < 0) console.log(sink);

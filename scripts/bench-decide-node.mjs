// Times the WebAssembly `decide` under Node on real-table positions, beside
// `analyze` of the same positions (each decision's view's own `analyze`
// request, the table model's): hands of four `table` seats are played with
// `play`, and at every decision of every seat both are asked once. Prints, per
// shanten of the position (its best over the legal actions), the count and
// the p50, p95 and slowest times of each, and the ratio of the p95s.
// Run after `npm run build`:  node scripts/bench-decide-node.mjs [HANDS] [LEVEL]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = process.env.FOURSEAS_PKG ?? join(root, 'www/pkg');
const wasm = await import(join(pkg, 'fourseas_wasm.js'));
wasm.initSync({ module: readFileSync(join(pkg, 'fourseas_wasm_bg.wasm')) });

const hands = Number(process.argv[2] ?? 4);
const level = process.argv[3] ?? 'IV';
const seats = ['table', 'table', 'table', 'table'];
/** Per shanten (capped at 4: "4+"): the times of decide and of analyze, in ms. */
const times = new Map();

for (let h = 0; h < hands; h++) {
  const seed = 4_700_000 + h;
  const game = wasm.play({ seed, level, seats });
  if (!game.ok) throw new Error(JSON.stringify(game.error));
  const log = game.log
    .filter((e) => e.type !== 'game_end')
    .map((e) => JSON.stringify(e))
    .join('\n');
  const moves = wasm.frames({ log }).frames.flatMap((f) => (f.moved ? [f.moved] : []));
  for (let i = 0; i < moves.length; i++) {
    const actions = moves.slice(0, i);
    const seat = moves[i].seat;
    const view = wasm.table({ seed, level, seats: { east: seats[0] }, actions, auto: false, view: seat }).view;
    let t = performance.now();
    const d = wasm.decide({ seed, level, actions, seat });
    const decideMs = performance.now() - t;
    t = performance.now();
    const a = wasm.analyze(view.analyze);
    const analyzeMs = performance.now() - t;
    if (!d.ok || !a.ok) throw new Error(JSON.stringify(d.ok ? a.error : d.error));
    const shanten = Math.min(4, Math.max(0, Math.min(...d.actions.map((o) => o.shanten))));
    if (!times.has(shanten)) times.set(shanten, { decide: [], analyze: [] });
    times.get(shanten).decide.push(decideMs);
    times.get(shanten).analyze.push(analyzeMs);
  }
}

const q = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))];
};
const ms = (x) => `${x.toFixed(1)} ms`;
console.log(`decide and analyze in wasm under Node, ${hands} hands of four table seats at Standard ${level}`);
for (const s of [...times.keys()].sort()) {
  const { decide, analyze } = times.get(s);
  const row = (xs) => `p50 ${ms(q(xs, 0.5))}, p95 ${ms(q(xs, 0.95))}, slowest ${ms(Math.max(...xs))}`;
  console.log(`shanten ${s === 4 ? '4+' : s}: ${decide.length} decisions`);
  console.log(`  decide  ${row(decide)}`);
  console.log(`  analyze ${row(analyze)}`);
  console.log(`  p95 decide / analyze ${(q(decide, 0.95) / q(analyze, 0.95)).toFixed(2)}`);
}

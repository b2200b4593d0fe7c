// Times the Play view's move under Node, as its worker makes it: one WebAssembly
// `table` call with every action so far, the person's last, which deals the
// wall again, plays the actions and lets the built-in seats move until the
// person must act. Hands on walls 0, 1, … of Standard IV, the person at East
// discarding the first legal tile and passing every offer; p50, p95 and the
// slowest call per strategy of the other seats (the coach's advice is not part
// of a move: it is asked apart); and the person's move alone (`auto: false`),
// which the page shows at once while the seats think.
// Run after `npm run build`:  node scripts/bench-play-node.mjs [hands per strategy, default 12]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const wasm = await import(join(root, 'www/pkg/fourseas_wasm.js'));
wasm.initSync({ module: readFileSync(join(root, 'www/pkg/fourseas_wasm_bg.wasm')) });
const hands = Number(process.argv[2] ?? 12);
const simple = (r) =>
  r.legal.find((x) => x.action === 'pass') ?? r.legal.find((x) => x.action === 'discard') ?? r.legal[0];
const quantile = (xs, q) => xs[Math.min(xs.length - 1, Math.floor(q * xs.length))];

for (const opponents of ['efficiency', 'advice', 'table']) {
  const times = [];
  // The person's move alone (`auto: false`), as the page shows it at once.
  const alone = [];
  for (let seed = 0; seed < hands; seed++) {
    const players = ['person', opponents, opponents, opponents];
    const ask = (actions) => {
      const t = performance.now();
      const r = wasm.table({ seed, edition: 'standard', level: 'IV', players, actions });
      times.push(performance.now() - t);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      return r;
    };
    let r = ask([]);
    while (r.to_act) {
      const actions = [...r.actions, { seat: r.to_act, ...simple(r) }];
      const t = performance.now();
      wasm.table({ seed, edition: 'standard', level: 'IV', players, actions, auto: false });
      alone.push(performance.now() - t);
      r = ask(actions);
    }
  }
  times.sort((a, b) => a - b);
  alone.sort((a, b) => a - b);
  const ms = (x) => x.toFixed(1);
  console.log(
    `${opponents.padEnd(10)} ${String(times.length).padStart(5)} moves  p50 ${ms(quantile(times, 0.5))} ms  p95 ${ms(quantile(times, 0.95))} ms  slowest ${ms(times.at(-1))} ms;  the person's move alone p50 ${ms(quantile(alone, 0.5))} ms  p95 ${ms(quantile(alone, 0.95))} ms`,
  );
}

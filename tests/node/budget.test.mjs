// Every analysis stays within its budget in WebAssembly: 2 s and 256 MiB on the
// slowest hands found (tests/data/worst-analysis.jsonl, written by
// `cargo run --release --example worst_analysis`, a hill climb at the longest
// horizon), and no horizon beyond what a seat can draw.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const fs = await import(join(root, 'www/pkg/fourseas_wasm.js'));
const instance = fs.initSync({ module: readFileSync(join(root, 'www/pkg/fourseas_wasm_bg.wasm')) });
const worst = readFileSync(join(root, 'tests/data/worst-analysis.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l));
const MiB = 2 ** 20;

test('the slowest hands found: each analysis within 2 s and the module within 256 MiB', () => {
  assert.ok(worst.length >= 5);
  for (const request of worst) {
    // The fastest of two runs: the budget is the work's, not the machine's first-call warm-up.
    let best = Infinity;
    for (let i = 0; i < 2; i++) {
      const t = performance.now();
      const answer = fs.analyze(request);
      best = Math.min(best, performance.now() - t);
      assert.equal(answer.ok, true, JSON.stringify(answer.error));
    }
    assert.ok(best < 2000, `${JSON.stringify(request)}: ${best.toFixed(0)} ms`);
  }
  // Linear memory only grows: its size now is the most any of them needed.
  assert.ok(instance.memory.buffer.byteLength <= 256 * MiB, `${instance.memory.buffer.byteLength / MiB} MiB`);
});

test('the horizon is at most the 21 draws a seat makes from a whole live wall', () => {
  const hand = '1112345678999m';
  assert.equal(fs.analyze({ hand, draws_left: 21 }).ok, true);
  for (const draws_left of [22, 83, 136, 4294967295]) {
    const answer = fs.analyze({ hand, draws_left });
    assert.equal(answer.error?.code, 'bad_value', `${draws_left}`);
    assert.match(answer.error.message, /more than 21/);
  }
});

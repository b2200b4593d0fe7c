// The same seed deals the same question in the CLI and in WebAssembly, byte for
// byte: 1,000 seeds per kind, editions and difficulties in turn. Needs the
// build in www/pkg and the CLI built (cargo build).
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const fs = await import(join(root, 'www/pkg/fourseas_wasm.js'));
fs.initSync({ module: readFileSync(join(root, 'www/pkg/fourseas_wasm_bg.wasm')) });
const cli =
  process.env.FOURSEAS_BIN ??
  ['target/debug/fourseas', 'target/release/fourseas'].map((p) => join(root, p)).find((p) => existsSync(p));
const EDITIONS = ['beginner', 'basic', 'intermediate', 'standard'];

for (const kind of ['win', 'wait', 'discard']) {
  test(`${kind}: 1,000 seeds, the CLI and wasm alike`, { skip: !cli && 'the CLI is not built' }, () => {
    const requests = Array.from({ length: 1000 }, (_, i) => ({
      kind,
      edition: EDITIONS[i % 4],
      difficulty: 1 + (Math.floor(i / 4) % 3),
      // Small seeds and large ones, up to the largest a JavaScript number holds.
      seed: i % 5 === 4 ? Number.MAX_SAFE_INTEGER - i : i * 7919,
    }));
    const out = spawnSync(cli, ['deal'], { input: requests.map((r) => JSON.stringify(r)).join('\n'), encoding: 'utf8', maxBuffer: 1 << 26 });
    assert.equal(out.status, 0, out.stderr);
    const lines = out.stdout.trim().split('\n');
    assert.equal(lines.length, requests.length);
    requests.forEach((r, i) => {
      const answer = fs.deal(r);
      assert.equal(answer.ok, true, JSON.stringify(answer));
      assert.equal(JSON.stringify(answer), lines[i], JSON.stringify(r));
    });
  });
}

test('without a seed, one is chosen and answered; bad requests are coded errors', () => {
  const a = fs.deal({ kind: 'win' });
  assert.equal(a.ok, true);
  assert.ok(Number.isSafeInteger(a.seed) && a.seed >= 0);
  assert.equal(JSON.stringify(fs.deal({ kind: 'win', seed: a.seed, difficulty: a.difficulty })), JSON.stringify(a));
  for (const [bad, code] of [
    [{ kind: 'poker' }, 'bad_value'],
    [{ kind: 'win', difficulty: 4 }, 'bad_value'],
    [{ kind: 'win', seed: -1 }, 'bad_request'],
    [{ kind: 'win', seed: 2 ** 53 }, 'bad_value'],
    [{ kind: 'win', edition: 'expert' }, 'bad_value'],
    [{}, 'bad_request'],
    ['win', 'bad_request'],
  ]) {
    const r = fs.deal(bad);
    assert.equal(r.ok, false, JSON.stringify(bad));
    assert.equal(r.error.code, code, `${JSON.stringify(bad)}: ${r.error.message}`);
  }
});

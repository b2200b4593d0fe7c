// The CLI and WebAssembly agree to the byte where JavaScript could write
// otherwise: numbers below 1e-6, names that look like numbers, a deal with no
// kind. Needs the build in www/pkg and the CLI built.
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
  ['target/release/fourseas', 'target/debug/fourseas'].map((p) => join(root, p)).find((p) => existsSync(p));

function both(command, request) {
  const out = spawnSync(cli, [command], { input: `${JSON.stringify(request)}\n`, encoding: 'utf8', maxBuffer: 1 << 26 });
  assert.equal(out.status, 0, out.stderr);
  return [out.stdout.trim(), JSON.stringify(fs[command](request))];
}

test('small numbers are written as JavaScript writes them', { skip: !cli && 'the CLI is not built' }, () => {
  // Three tiles from waiting, its useful tiles seen but one copy each: its win chance is about 1.04e-6.
  const request = { hand: '6s8s3z4m5m1p4s9m2s1p7z8m4z', seen: '3m3m3m6m6m6m7m7m7m3s3s3s7s7s7s', draws_left: 5 };
  const [line, wasm] = both('analyze', request);
  assert.match(line, /0\.00000\d/, 'a number between 1e-6 and 1e-5 is in the answer');
  assert.equal(line, wasm);
});

test('table order survives names that look like numbers', { skip: !cli && 'the CLI is not built' }, () => {
  const names = ['B', '10', '2', 'A'];
  const request = {
    players: names.map((name) => ({ name })),
    hands: [{ seats: { east: 'B', south: '10', west: '2', north: 'A' }, manual: { winner: 'south', win: 'self_draw', score: 30 } }],
  };
  const [line, wasm] = both('session', request);
  // The keyed objects are the same objects (JavaScript orders their keys its own way);
  // the lists keep table order in both.
  assert.deepEqual(JSON.parse(line), JSON.parse(wasm));
  const answer = JSON.parse(wasm);
  assert.deepEqual(JSON.parse(line).players, names);
  assert.deepEqual(answer.players, names);
  assert.deepEqual(answer.standings.map((s) => s.name), names);
  assert.deepEqual(answer.standings.map((s) => s.total), [-60, 180, -60, -60]);
});

test('a deal with no kind is one answer', { skip: !cli && 'the CLI is not built' }, () => {
  const [line, wasm] = both('deal', {});
  assert.equal(line, wasm);
  assert.equal(JSON.parse(wasm).error.code, 'bad_request');
});

test('a season of 5,000 hands settles, in the CLI and wasm alike', { skip: !cli && 'the CLI is not built' }, () => {
  const names = ['Ann', 'Bo', 'Cy', 'Di'];
  const seats = ['east', 'south', 'west', 'north'];
  const hands = Array.from({ length: 5000 }, (_, i) => {
    const at = Object.fromEntries(seats.map((s, k) => [s, names[(k + i) % 4]]));
    if (i % 3 === 0) return { seats: at, draw: true };
    if (i % 3 === 1) return { seats: at, manual: { winner: seats[i % 4], win: 'self_draw', score: 10 + (i % 7) } };
    return { seats: at, request: { hand: '123456456789m5p', win_tile: '5p', seat: 'south', win: 'discard', discarder: 'north' } };
  });
  const request = { players: names.map((name) => ({ name })), hands };
  assert.ok(JSON.stringify(request).length > 65536, 'longer than any other request');
  const [line, wasm] = both('session', request);
  assert.equal(line, wasm);
  const answer = JSON.parse(wasm);
  assert.equal(answer.ok, true, wasm.slice(0, 200));
  assert.equal(answer.hands.length, 5000);
  // The totals are the hands' payments added up, and sum to zero.
  for (const name of names) {
    assert.equal(answer.totals[name], answer.hands.reduce((t, h) => t + h.payments[name], 0));
  }
  assert.equal(Object.values(answer.totals).reduce((a, b) => a + b, 0), 0);
  // More hands than a session settles: too_large, in both.
  const over = { players: request.players, hands: Array.from({ length: 10_001 }, (_, i) => hands[i % 3]) };
  const [a, b] = both('session', over);
  assert.equal(a, b);
  assert.equal(JSON.parse(a).error.code, 'too_large');
});

test('decide, table, frames and review: the CLI and wasm alike, byte for byte', { skip: !cli && 'the CLI is not built' }, () => {
  // The played positions of docs/rules.md, and every decision of East in a whole hand.
  const positions = readFileSync(join(root, 'tests/data/decide-positions.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l).request);
  for (const request of positions) {
    for (const strategy of ['table', 'advice']) {
      const [line, wasm] = both('decide', { ...request, strategy });
      assert.equal(line, wasm);
      assert.equal(JSON.parse(line).ok, true);
    }
  }
  const seed = 42;
  let hand = JSON.parse(both('table', { seed, level: 'IV' })[1]);
  let decisions = 0;
  while (hand.to_act) {
    const [line, wasm] = both('decide', { seed, level: 'IV', actions: hand.actions, seat: 'east' });
    assert.equal(line, wasm);
    const d = JSON.parse(line);
    // Every legal action once, no more.
    assert.deepEqual(
      d.actions.map((o) => JSON.stringify({ ...o.action, seat: undefined })).sort(),
      hand.legal.map((x) => JSON.stringify({ ...x, seat: undefined })).sort(),
    );
    decisions++;
    const [t1, t2] = both('table', { seed, level: 'IV', actions: [...hand.actions, d.actions[0].action] });
    assert.equal(t1, t2);
    hand = JSON.parse(t1);
  }
  assert.ok(decisions > 5, `${decisions} decisions`);
  const [r1, r2] = both('review', { seed, level: 'IV', actions: hand.actions });
  assert.equal(r1, r2);
  assert.equal(JSON.parse(r1).lost, 0, 'the coach’s moves give up nothing');
  const log = hand.log.map((e) => JSON.stringify(e)).join('\n');
  const [f1, f2] = both('frames', { log, seat: 'east', advice: true });
  assert.equal(f1, f2);
  assert.equal(JSON.parse(f1).frames.length, hand.actions.length + 1);
  // A bad line is a coded answer in both.
  const [e1, e2] = both('decide', { seed, actions: [{ seat: 'north', action: 'discard', tile: '1m' }] });
  assert.equal(e1, e2);
  assert.equal(JSON.parse(e1).ok, false);
});

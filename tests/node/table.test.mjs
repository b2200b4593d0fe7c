// The table in WebAssembly: the same seed plays the same game as the CLI, byte
// for byte; replay and table answer as the engine does, and refuse what the
// rules do not allow with a code. Needs the build in www/pkg and the CLI built.
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
const EDITIONS = ['beginner', 'basic', 'intermediate', 'standard'];
const run = (args, input) => spawnSync(cli, args, { input, encoding: 'utf8', maxBuffer: 1 << 28 });

test('play: 24 games, the CLI and wasm alike byte for byte', { skip: !cli && 'the CLI is not built' }, () => {
  for (let i = 0; i < 24; i++) {
    const seats = i % 6 === 5 ? ['advice', 'efficiency', 'efficiency', 'efficiency'] : ['efficiency', 'efficiency', 'efficiency', 'efficiency'];
    const req = { seed: i * 7919 + (i % 3 === 2 ? 2 ** 52 : 0), hands: 1 + (i % 3), edition: EDITIONS[i % 4], seats };
    const out = run(['play', '--seed', String(req.seed), '--hands', String(req.hands), '--edition', req.edition, '--seats', seats.join(',')]);
    assert.equal(out.status, 0, out.stderr);
    const r = fs.play(req);
    assert.equal(r.ok, true, JSON.stringify(r).slice(0, 300));
    assert.equal(r.log.map((e) => `${JSON.stringify(e)}\n`).join(''), out.stdout, JSON.stringify(req));
    // The log replays clean in both, with the same answer.
    const cliReplay = run(['replay'], out.stdout);
    assert.equal(cliReplay.status, 0, cliReplay.stdout);
    assert.equal(JSON.stringify(fs.replay(out.stdout)), cliReplay.stdout.trim());
  }
});

test('replay names the first event at fault with its code', () => {
  const log = fs.play({ seed: 3, hands: 1 }).log.map((e) => JSON.stringify(e));
  const i = log.findIndex((l) => l.includes('"type":"discard"'));
  const e = JSON.parse(log[i]);
  // A discard by the wrong seat.
  const bad = [...log];
  bad[i] = JSON.stringify({ ...e, seat: e.seat === 'east' ? 'south' : 'east' });
  const r = fs.replay(bad.join('\n'));
  assert.equal(r.ok, false);
  assert.equal(r.error.event, i);
  assert.equal(r.error.code, 'log_mismatch', r.error.message);
  // A score changed by hand.
  const w = log.findIndex((l) => l.includes('"type":"win"'));
  if (w >= 0) {
    const win = JSON.parse(log[w]);
    win.score.score += 1;
    const changed = [...log];
    changed[w] = JSON.stringify(win);
    const r2 = fs.replay(changed.join('\n'));
    assert.equal(r2.error.event, w);
    assert.equal(r2.error.code, 'log_mismatch');
  }
  assert.equal(fs.replay('not json').error.code, 'bad_request');
  assert.equal(fs.replay(42).error.code, 'bad_request');
});

test('table: a person plays a hand one action at a time; a refused action is coded', () => {
  let actions = [];
  let r = fs.table({ seed: 11, seats: { east: 'person' } });
  assert.equal(r.ok, true);
  assert.equal(r.to_act, 'east');
  let steps = 0;
  while (r.to_act) {
    // The person always takes the first legal action (a win whenever offered).
    const a = r.legal.find((x) => x.action === 'win') ?? r.legal[0];
    actions = [...r.actions, { seat: r.to_act, ...a }];
    r = fs.table({ seed: 11, seats: { east: 'person' }, actions });
    assert.equal(r.ok, true, JSON.stringify(r.error));
    assert.equal(r.to_act === null || r.to_act === 'east', true);
    // The person's view: its hand, and the analysis of its decision, which the
    // engine answers (the coach's question).
    if (r.to_act) {
      assert.equal(r.view.seat, 'east');
      assert.equal(r.view.analyze.hand, r.view.hand);
      const advice = fs.analyze(r.view.analyze);
      assert.equal(advice.ok, true, JSON.stringify(advice.error));
      assert.equal(Boolean(advice.discards), !r.view.offered, 'a turn asks what to discard, an offer what to call');
    }
    steps++;
  }
  assert.ok(steps > 5);
  assert.ok(r.payments);
  const text = r.log.map((e) => JSON.stringify(e)).join('\n');
  assert.equal(fs.replay(text).ok, true);
  // Out of turn, and a tile not held: the index of the refused action.
  const first = fs.table({ seed: 11, actions: [{ seat: 'south', action: 'discard', tile: '1m' }] });
  assert.equal(first.error.code, 'out_of_turn');
  assert.equal(first.error.action, 0);
  const dealt = fs.table({ seed: 11 }).log[0].hands.east;
  const missing = ['1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m', '1p', '2p', '3p', '4p', '5p', '6p', '7p', '8p', '9p']
    .find((t) => !fs.parse(dealt).tiles.some((x) => x.id === t));
  const notHeld = fs.table({ seed: 11, actions: [{ seat: 'east', action: 'discard', tile: missing }] });
  assert.equal(notHeld.error.code, 'tile_not_held', JSON.stringify(notHeld));
  assert.equal(fs.table({ seed: 2 ** 53 }).error.code, 'bad_value');
  assert.equal(fs.table({ seats: { east: 'oracle' } }).error.code, 'bad_value');
});

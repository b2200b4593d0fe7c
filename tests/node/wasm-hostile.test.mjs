// The WebAssembly module against hostile JavaScript values: every export answers
// {ok: false, error: {code, message}} (or a real answer) for any value whatsoever,
// never throws or traps, and the instance keeps working with flat memory.
// Needs the build in www/pkg (npm run build).
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const pkg = process.env.FOURSEAS_PKG ?? join(root, 'www/pkg');
const fs = await import(join(pkg, 'fourseas_wasm.js'));
const wasm = fs.initSync({ module: readFileSync(join(pkg, 'fourseas_wasm_bg.wasm')) });
const CODES = new Set(['bad_request', 'bad_notation', 'wrong_tile_count', 'too_many_copies', 'too_many_melds', 'bad_meld',
  'bad_win_tile', 'bad_value', 'bad_discarder', 'contradictory_win', 'not_winning', 'too_large', 'out_of_turn',
  'tile_not_held', 'illegal_action', 'concealed_discard_used', 'below_minimum', 'hand_over', 'log_mismatch']);
const VALID = { hand: '123456456789m5p', win_tile: '5p' };
const golden = readFileSync(join(root, 'tests/data/api-golden.jsonl'), 'utf8').split('\n')[0];

function hostileValues() {
  const cyclic = { hand: '1m' };
  cyclic.self = cyclic;
  const getter = { get hand() { throw new Error('getter'); } };
  const proxy = new Proxy({}, { get() { throw new Error('trap'); }, ownKeys() { throw new Error('keys'); } });
  const { proxy: revoked, revoke } = Proxy.revocable({}, {});
  revoke();
  const deep = JSON.parse('['.repeat(4000) + ']'.repeat(4000));
  let deepObj = {};
  for (let i = 0; i < 5000; i++) deepObj = { hand: deepObj };
  const big = '1m'.repeat(5_000_000);
  const small = [undefined, null, true, false, 0, -0, NaN, Infinity, 1n, 'str', '', Symbol('s'), () => 1, [], {},
    new Date(0), new Map([[1, 2]]), new Uint8Array(4), cyclic, getter, proxy, revoked, deep, deepObj,
    { ...VALID, level: { self_draw: 100.0, discard: 1e300 } }, { ...VALID, players: { South: {}, south: {} } },
    { ...VALID, melds: [{ tiles: getter }] }, Object.create(null), [[[['1m']]]], { toJSON() { throw new Error('toJSON'); } }];
  return { small, big: [big, { hand: big, win_tile: '1m' }, [big]] };
}

function check(name, r) {
  assert.equal(typeof r, 'object', `${name}: ${String(r)}`);
  assert.notEqual(r, null, name);
  assert.equal(typeof r.ok, 'boolean', name);
  if (!r.ok) {
    assert.ok(CODES.has(r.error.code), `${name}: ${r.error.code}`);
    assert.equal(typeof r.error.message, 'string', name);
    assert.ok(r.error.message.length < 1000, `${name}: long message`);
  }
}

const calls = {
  score: (v) => fs.score(v),
  conditions: (v) => fs.conditions(v),
  analyze: (v) => fs.analyze(v),
  patterns: (v) => fs.patterns(v),
  parse: (v) => fs.parse(v),
  format: (v) => fs.format(v),
  table: (v) => fs.table(v),
  review: (v) => fs.review(v),
  decide: (v) => fs.decide(v),
  frames: (v) => fs.frames(v),
  replay: (v) => fs.replay(v),
  play: (v) => fs.play(v),
};

test('every export answers every hostile value, 20,000 calls and more', () => {
  const { small, big } = hostileValues();
  // The 10 MB values in the first round only: the point is that they are answered.
  const values = [...small, ...big];
  let n = 0;
  for (let round = 0; n < 20_000; round++) {
    for (const [name, f] of Object.entries(calls)) {
      for (const v of round === 0 ? values : small) {
        check(`${name}(${typeof v})`, f(v));
        n++;
      }
    }
    if (round === 0) globalThis.afterFirstRound = wasm.memory.buffer.byteLength;
  }
  assert.equal(JSON.stringify(fs.score(VALID)), golden, 'a valid call still answers exactly');
  assert.equal(typeof fs.version(), 'string');
  assert.equal(fs.editions().ok, true);
});

function lcg(seed) {
  let s = BigInt(seed);
  return (n) => {
    s = (s * 6364136223846793005n + 1442695040888963407n) & ((1n << 64n) - 1n);
    return Number((s >> 33n) % BigInt(n));
  };
}

test('100,000 random requests, then a valid call, with flat memory', () => {
  const below = lcg(7);
  const pick = (v) => v[below(v.length)];
  const tiles = () => Array.from({ length: below(20) }, () => `${1 + below(9)}${pick('mpsz')}`).join('');
  const fields = {
    hand: () => pick([tiles(), 5, null, [], tiles() + 'x']),
    win_tile: () => pick([tiles().slice(0, 2), '8z', 1, '']),
    win: () => pick(['self_draw', 'DISCARD', 'robbing_kong', 'kong_replacement', 'concealed_discard', 'x', 0]),
    seat: () => pick(['east', 'South', 'up', null]),
    discarder: () => pick(['west', 'north', 'east', 3]),
    edition: () => pick(['beginner', 'Basic', 'intermediate', 'standard', '__proto__', {}]),
    level: () => pick(['I', 'v', 'VI', { self_draw: below(50), discard: below(50) }, { self_draw: -1 }]),
    melds: () => pick([[], [{ tiles: '555z' }], [{ tiles: '1111m', concealed: true }], [{ tiles: 'x' }], 'm']),
    last_tile: () => pick([true, false, 'yes']),
    typo: () => 1,
  };
  const before = wasm.memory.buffer.byteLength;
  for (let i = 0; i < 100_000; i++) {
    const req = below(3) === 0 ? { ...VALID } : {};
    for (const [k, g] of Object.entries(fields)) if (below(3) === 0) req[k] = g();
    check('score', below(10) === 0 ? fs.conditions(req) : fs.score(req));
  }
  assert.equal(JSON.stringify(fs.score(VALID)), golden);
  const after = wasm.memory.buffer.byteLength;
  assert.ok(after <= Math.max(before, globalThis.afterFirstRound ?? before) + (1 << 20),
    `memory grew from ${before} to ${after} bytes`);
});

test('huge values are too_large in under 10 ms each, before any conversion', () => {
  const sparse = [];
  sparse[1e8] = { tiles: '555p' };
  const sparser = [];
  sparser[1.2e8] = 1;
  const huge = { sparse, sparser, holes: new Array(2 ** 24), bytes: new Uint8Array(1e7), text: 'x'.repeat(1e7) };
  // Just past the longest request: the walk's bound is a lower bound of the text, not a guess.
  const justOver = { hand: '1m'.repeat(33_000), win_tile: '1m' };
  const justUnder = { hand: '1m'.repeat(30_000), win_tile: '1m' };
  for (const [name, v] of Object.entries(huge)) {
    const args = {
      score: { ...VALID, melds: v },
      conditions: { hand: '123m', melds: v },
      analyze: { hand: '123m', seen: v },
      session: { players: v, hands: [] },
      format: v,
    };
    for (const [fn, arg] of Object.entries(args)) {
      const t0 = performance.now();
      const r = fs[fn](arg);
      const ms = performance.now() - t0;
      assert.equal(r.error?.code, 'too_large', `${fn}(${name}): ${JSON.stringify(r).slice(0, 120)}`);
      assert.ok(ms < 10, `${fn}(${name}) took ${ms.toFixed(1)} ms`);
    }
  }
  assert.equal(fs.score(justOver).error.code, 'too_large');
  assert.notEqual(fs.score(justUnder).error.code, 'too_large');
  assert.equal(JSON.stringify(fs.score(VALID)), golden);
});

test('whatever is thrown, by a getter, toJSON or a proxy trap, 100,000 calls: answered, and the module lives', () => {
  const throwers = [null, undefined, 0, 'text', Symbol('s'), { get message() { throw null; } }, new Error('e')];
  const values = [];
  for (const x of throwers) {
    values.push({ get hand() { throw x; } });
    values.push({ toJSON() { throw x; } });
    values.push(new Proxy({}, { get() { throw x; }, ownKeys() { throw x; }, getOwnPropertyDescriptor() { throw x; } }));
    values.push({ hand: '1m', melds: [{ get tiles() { throw x; } }] });
  }
  const { proxy: revoked, revoke } = Proxy.revocable({}, {});
  revoke();
  values.push(revoked, { nested: revoked });
  const all = { ...calls, session: (v) => fs.session(v), deal: (v) => fs.deal(v) };
  const answers = { score: JSON.stringify(fs.score(VALID)), table: JSON.stringify(fs.table({ seed: 3 })) };
  let n = 0;
  while (n < 100_000) {
    for (const [name, f] of Object.entries(all)) {
      for (const v of values) {
        let r;
        assert.doesNotThrow(() => {
          r = f(v);
        }, name);
        check(name, r);
        n++;
      }
      // A valid call between hostile ones answers exactly as before.
      if (n % 5000 < values.length) {
        assert.equal(JSON.stringify(fs.score(VALID)), answers.score);
        assert.equal(JSON.stringify(fs.table({ seed: 3 })), answers.table);
      }
    }
  }
  assert.equal(typeof fs.version(), 'string');
  assert.equal(JSON.stringify(fs.score(VALID)), answers.score);
});

test('what toJSON returns and long strings are bounded before they are copied in', () => {
  const before = wasm.memory.buffer.byteLength;
  const long = '1m'.repeat(2e7);
  for (const [name, run] of [
    ['toJSON', () => fs.score({ toJSON: () => ({ hand: long, win_tile: '1m' }) })],
    ['nested toJSON', () => fs.analyze({ hand: '123m', seen: { toJSON: () => long } })],
    ['parse', () => fs.parse(long)],
    ['patterns', () => fs.patterns(long)],
  ]) {
    const t0 = performance.now();
    const r = run();
    const ms = performance.now() - t0;
    assert.equal(r.error?.code, 'too_large', `${name}: ${JSON.stringify(r).slice(0, 100)}`);
    assert.ok(ms < 50, `${name} took ${ms.toFixed(1)} ms`);
  }
  assert.ok(wasm.memory.buffer.byteLength <= before + (1 << 20), 'memory did not grow for them');
});

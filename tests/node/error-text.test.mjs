// Every engine error in the page's language: each line of tests/data/errors.jsonl
// is a call the page's engine refuses with a given reason; the error is written
// in English and Chinese from its reason and arguments, as the page writes it,
// and the Chinese text holds no English sentence. Every reason the engine can
// give (the contract's list) has its words in both languages, and every error
// code is met. Needs the build in www/pkg.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorText } from '../../www/shared/i18n.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const fs = await import(join(root, 'www/pkg/fourseas_wasm.js'));
fs.initSync({ module: readFileSync(join(root, 'www/pkg/fourseas_wasm_bg.wasm')) });

const declarations = readFileSync(join(root, 'wasm/fourseas.d.ts'), 'utf8');
const union = (name) => [...new RegExp(`type ${name} = ([^;]+);`).exec(declarations)[1].matchAll(/"(\w+)"/g)].map((m) => m[1]);
const reasons = union('ErrorReason');
const codes = union('ErrorCode');

// Each reason's documented arguments, from the engine's list (`— \`a\`, \`b\``).
const source = readFileSync(join(root, 'src/error.rs'), 'utf8');
const documented = new Map(
  [...source.matchAll(/\/\/\/ ([^\n]*)\n\s+\w+ = "(\w+)",/g)].map(([, doc, name]) => [
    name,
    [...(doc.split(' — ')[1] ?? '').matchAll(/`(\w+)`/g)].map((m) => m[1]),
  ]),
);

/** Three English words in a row: an English sentence, or a piece of one. */
const LATIN_SENTENCE = /[A-Za-z]{2,}[ ,;:'’]+[A-Za-z]{2,}[ ,;:'’]+[A-Za-z]{2,}/;

function check(error, what) {
  const en = errorText(error, 'en');
  const zh = errorText(error, 'zh');
  for (const text of [en, zh]) {
    assert.doesNotMatch(text, /\{\w+\}/, `${what}: a hole left in “${text}”`);
    assert.doesNotMatch(text, /undefined|null|NaN|\[object/, `${what}: “${text}”`);
  }
  assert.doesNotMatch(zh, LATIN_SENTENCE, `${what}: English in the Chinese text “${zh}”`);
  assert.match(zh, /[\u4e00-\u9fff]/, `${what}: “${zh}”`);
  assert.notEqual(en, zh, what);
  return [en, zh];
}

test('every refused call is written in both languages from its reason', () => {
  const lines = readFileSync(join(root, 'tests/data/errors.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const met = new Set();
  const codesMet = new Set();
  for (const { call, arg, reason, where } of lines) {
    const input = arg === 'TOO_LONG' ? { hand: 'x'.repeat(70_000) } : arg;
    const r = fs[call](input);
    const what = `${call} ${JSON.stringify(arg).slice(0, 80)}`;
    // `conditions` answers its refusals per tile: the first tile's choices give the error.
    const error =
      where === 'tiles'
        ? r.tiles.flatMap((e) => [e.add, e.chow, e.pung, e.kong, e.concealed_kong]).find((x) => x?.error?.reason === reason)
            ?.error
        : r.error;
    assert.ok(error, `${what}: no error (${JSON.stringify(r).slice(0, 200)})`);
    assert.equal(error.reason, reason, `${what}: ${error.message}`);
    const extra = Object.keys(error.args).filter((k) => k !== 'within' && !documented.get(reason).includes(k));
    assert.deepEqual(extra, [], `${what}: arguments the reason's documentation does not name`);
    check(error, what);
    met.add(reason);
    codesMet.add(error.code);
  }
  assert.ok(met.size >= 55, `${met.size} reasons met`);
  // Every code that a call of the page's engine can give, met at least once.
  const unmet = codes.filter((c) => !codesMet.has(c));
  assert.deepEqual(unmet, ['concealed_discard_used', 'below_minimum', 'hand_over'].filter((c) => unmet.includes(c)));
});

test('every reason the engine lists has its words, with each documented argument', () => {
  assert.ok(reasons.length >= 75, `${reasons.length} reasons`);
  assert.deepEqual(reasons.filter((r) => !documented.has(r)), [], 'each reason is documented in the engine');
  for (const reason of reasons) {
    const args = Object.fromEntries(documented.get(reason).map((k, i) => [k, i + 5]));
    for (const [k, v] of [['seat', 'south'], ['actor', 'west'], ['edition', 'basic'], ['win', 'discard'], ['action', 'chow'], ['field', 'seed'], ['editions', 'standard'], ['tile', '5p'], ['tiles', '123m']])
      if (k in args) args[k] = v;
    for (const code of codes) check({ code, reason, args }, reason);
    // Without its arguments (an error from another version), still no hole.
    check({ code: 'bad_value', reason, args: {} }, `${reason} without arguments`);
  }
  // An unknown reason says what its code means.
  for (const code of codes) check({ code, reason: 'from_a_later_version', args: {} }, code);
});

test('names the engine gives are written in the page’s language', () => {
  const r = fs.score({ hand: '123456789m1123z', win_tile: '4z', edition: 'basic' });
  assert.equal(errorText(r.error, 'zh'), '这些牌在基础版中不成和牌型');
  assert.equal(errorText(r.error, 'en'), 'These tiles form no winning shape in the Basic edition');
  const a = fs.analyze({ hand: '123456789m112z', offered: { tile: '2z', from: 'up' } });
  assert.match(errorText(a.error, 'zh'), /^别人打出的牌：/);
  const m = fs.score({ hand: '123456789m112z', win_tile: '2z', melds: [{ tiles: '555p' }, { tiles: '555s' }] });
  assert.equal(errorText(m.error, 'en'), 'With 2 melds, the concealed hand before the win holds 7 tiles, not 12');
  assert.equal(errorText(m.error, 'zh'), '2 副副露时，和牌前的暗手应有 7 张，不是 12 张');
});

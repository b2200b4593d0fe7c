// The packaged JS API under Node: the TypeScript declarations match what the
// functions return, and the page's code builds no HTML from strings.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pkg = join(root, 'www/pkg');
const wasm = await import(join(pkg, 'fourseas_wasm.js'));
wasm.initSync({ module: readFileSync(join(pkg, 'fourseas_wasm_bg.wasm')) });
const dts = readFileSync(join(pkg, 'fourseas_wasm.d.ts'), 'utf8');

/** Field names of an object type in the .d.ts (generated from the engine's
 * types, see tests/node/types.test.mjs), optional marks dropped. */
function fields(name) {
  const one = dts.match(new RegExp(`^export interface ${name} \\{([^\\n]*)\\}$`, 'm'));
  const many = dts.match(new RegExp(`^export type ${name} = \\{\\n([\\s\\S]*?)\\n\\};`, 'm'));
  const body = (one ?? many)?.[1];
  assert.ok(body, `type ${name} is declared`);
  // Top-level members only: drop doc comments and nested object types first.
  const flat = body.replace(/\/\*\*[\s\S]*?\*\//g, '').replace(/\{[^{}]*\}/g, '');
  return [...flat.matchAll(/(\w+)\??:/g)].map((x) => x[1]).sort();
}

const keys = (o) => Object.keys(o).sort();
/** The fields of an answer: its type's, and the reply's `ok`. */
const answer = (name) => [...fields(name), 'ok'].sort();

test('declared types match returned objects', () => {
  const r = wasm.score({ hand: '123456456789m5p', win_tile: '5p', melds: [] });
  assert.equal(r.ok, true);
  assert.deepEqual(keys(r), answer('Response'));
  assert.deepEqual(keys(r.groups[0]), fields('GroupOut'));
  assert.deepEqual(keys(r.patterns[0]), fields('PatternOut'));
  assert.deepEqual(keys(r.excluded[0]), fields('ExcludedOut'));
  assert.deepEqual(keys(r.minimum), fields('Minimum'));
  const alt = wasm.score({ hand: '456456m456456p5s', win_tile: '5s' });
  assert.deepEqual(keys(alt.alternatives[0]), fields('AlternativeOut'));
  const err = wasm.score({ hand: '1x', win_tile: '1m' });
  assert.deepEqual(keys(err), fields('ErrorReply'));
  assert.deepEqual(keys(err.error), fields('ErrorBody').filter((k) => !['hand', 'event', 'action'].includes(k)));
  const rows = wasm.patterns('standard');
  assert.deepEqual(keys(rows.patterns[0]), fields('PatternEntry'));
  assert.deepEqual(keys(rows.patterns[0]).filter((k) => fields('Pattern').includes(k)), fields('Pattern'));
  assert.deepEqual(keys(rows.patterns[0].family[0]), fields('FamilyNode'));
  // An example is a score request: every key it has is a request field.
  const request = fields('ScoreRequest');
  for (const p of rows.patterns) for (const k of Object.keys(p.example)) assert.ok(request.includes(k), `${p.id}: ${k}`);
  assert.deepEqual(keys(wasm.parse('1m').tiles[0]), fields('TileInfo'));
  // Every declared error code and reason is one the engine has, and the other way round.
  const source = readFileSync(join(root, 'src/error.rs'), 'utf8');
  for (const name of ['ErrorCode', 'ErrorReason']) {
    const declared = [...dts.match(new RegExp(`export type ${name} =([^;]*);`))[1].matchAll(/"(\w+)"/g)].map((x) => x[1]);
    const block = source.slice(source.indexOf(`pub enum ${name}(`)).split('\n    }\n')[0];
    const used = [...block.matchAll(/^\s+\w+ = "(\w+)",$/gm)].map((x) => x[1]);
    assert.ok(used.length >= 19, name);
    assert.deepEqual(declared.sort(), used.sort(), name);
  }
  const c = wasm.conditions({ hand: '123m456p789s11z23s', win_tile: '4s' });
  assert.deepEqual(keys(c), answer('ConditionsResponse'));
  assert.deepEqual(keys(c.tiles[0]), fields('TileChoices'));
  assert.deepEqual(keys(c.win.find((o) => !o.possible)), ['error', 'possible', 'value']);
  assert.deepEqual(keys(c.last_tile), fields('Allowed').filter((k) => k !== 'error'));
  const a = wasm.analyze({ hand: '123456789m1122z' });
  assert.deepEqual(keys(a), answer('AnalyzeResponse').filter((k) => k in a));
  assert.deepEqual(keys(a.waits[0]), fields('Wait'));
  assert.deepEqual(keys(a.waits[0].self_draw), fields('WaitValue'));
  // With a table every optional field of a discard and of the answer is there.
  const d = wasm.analyze({ hand: '123456789m11223z', table: { wall: 40, seats: { south: { discards: '1z' } } } });
  assert.deepEqual(keys(d), answer('AnalyzeResponse').filter((k) => k in d));
  assert.deepEqual(keys(d.discards.find((x) => x.waits)), fields('DiscardOption'));
  assert.deepEqual(keys(d.discards[0].danger), fields('Danger'));
  assert.deepEqual(keys(d.bury), fields('Burial'));
  for (const k of ['fold', 'safest', 'bury']) assert.ok(k in d, k);
  assert.deepEqual(keys(wasm.editions().editions[0]), fields('EditionRules'));
  for (const fn of ['score', 'conditions', 'analyze', 'session', 'editions', 'patterns', 'parse', 'format', 'version']) {
    assert.match(dts, new RegExp(`export function ${fn}\\(`), fn);
  }
  assert.equal(wasm.version(), readFileSync(join(root, 'Cargo.toml'), 'utf8').match(/^version = "(.*)"/m)[1]);
});

test('one table of Unicode tiles: the engine\'s', () => {
  for (const f of readdirSync(join(root, 'www')).filter((f) => f.endsWith('.js'))) {
    assert.doesNotMatch(readFileSync(join(root, 'www', f), 'utf8'), /0x1f0[0-2]/i, f);
  }
});

test('the page builds no HTML from strings', () => {
  for (const f of readdirSync(join(root, 'www')).filter((f) => f.endsWith('.js'))) {
    const src = readFileSync(join(root, 'www', f), 'utf8');
    assert.doesNotMatch(src, /innerHTML|outerHTML|insertAdjacentHTML|document\.write/, f);
  }
});

// <fourseas-tiles> reads notation without the engine: its reader must agree with
// the engine's `parse` on every rulebook example, and its layout (tiles, order,
// rotation, face-down ends, gaps) with the CLI's `fourseas svg`, tile for tile;
// bad text fails in both with the same message. Needs the build in www/pkg and
// the CLI built (cargo build).
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readTiles } from '../../www/elements/tile-notation.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const pkg = join(root, 'www/pkg');
const fs = await import(join(pkg, 'fourseas_wasm.js'));
fs.initSync({ module: readFileSync(join(pkg, 'fourseas_wasm_bg.wasm')) });
const cli =
  process.env.FOURSEAS_BIN ??
  ['target/debug/fourseas', 'target/release/fourseas'].map((p) => join(root, p)).find((p) => existsSync(p));

/** The CLI's picture of `text`, tile by tile as the element writes it, or its error. */
function cliTiles(text) {
  const r = spawnSync(cli, ['svg', '--tiles', text], { encoding: 'utf8' });
  if (r.status !== 0) return { ok: false, message: r.stderr.trim().replace(/^fourseas: \[bad_notation\] /, '') };
  const tiles = [];
  let gapBefore = false;
  for (const m of r.stdout.matchAll(/<g data-tile="(\w+)"( data-rotated="")?( data-face-down="")? transform="translate\(([\d.]+) /g)) {
    const x = Number(m[4]);
    // A gap is wider than the one unit between neighbours.
    gapBefore = tiles.length > 0 && x - tiles.at(-1).end > 1.5;
    tiles.push({ tile: m[1], rotated: Boolean(m[2]), faceDown: Boolean(m[3]), gapBefore, end: x + (m[2] ? 40 : 30) });
  }
  return { ok: true, tiles: tiles.map(({ end, ...t }) => t) };
}

const examples = new Map();
for (const edition of fs.names().editions) {
  for (const p of fs.patterns(edition).patterns) examples.set(p.example_hand, p);
}

test('the reader agrees with the engine on every example hand', () => {
  assert.ok(examples.size >= 101);
  for (const [text, p] of examples) {
    const read = readTiles(text);
    assert.ok(read.ok, `${p.id}: ${JSON.stringify(read)}`);
    // The engine's own reading: the concealed tiles, then the melds, then the winning tile.
    const ids = (s) => fs.parse(s).tiles.map((x) => x.id);
    const expected = [...ids(p.example.hand), ...(p.example.melds ?? []).flatMap((m) => ids(m.tiles)), p.example.win_tile];
    assert.deepEqual(read.tiles.map((x) => x.tile), expected, p.id);
  }
});

test('the element and the CLI draw the same picture', { skip: !cli && 'the CLI is not built' }, () => {
  const texts = [...examples.keys(), '123m[555p](1111z)5s', 'EESS 🀄🀄 [C C C]', '[234s]', '123m 5s', '1m, 2m_3m',
    '1m\u00852m', '1m\u30002m\u00a03m', ' [ 123m ] 4m '];
  for (const text of texts) assert.deepEqual(readTiles(text), cliTiles(text), text);
});

test('bad text fails in both, with the same message', { skip: !cli && 'the CLI is not built' }, () => {
  const bad = ['', '12', '123x', '8z', '0m', 'm', '🀫', '1m [2m', '1m ]', '(123m)', '[12m]', '[12345m]', '1m (1111z', '5s5',
    ' 1x', '[123m] 1x', '1m\u00852x', '1m\ufeff2m', '[🀇🀈🀉] 🀫', '\u3000\u3000x'];
  for (const text of bad) {
    const js = readTiles(text);
    const rs = cliTiles(text);
    assert.equal(js.ok, false, text);
    assert.equal(rs.ok, false, text);
    assert.equal(js.error.message, rs.message, text);
    // Its reason and arguments (what the page's words are written from) are the engine's too.
    const w = /[[\]()]/.test(text) ? { ok: true } : fs.parse(text);
    if (!w.ok) assert.deepEqual([js.error.reason, js.error.args], [w.error.reason, w.error.args], text);
  }
});

// Writes www/examples.json from tests/data/standard-examples.txt: each example hand
// of the Standard Level as hand text for <fourseas-hand>, tile backs filled as the
// fixture says (the same reading as the engine's fixture test).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const BACK = 0x1f02b;

function unicodeToMpsz(ch) {
  const c = ch.codePointAt(0);
  if (c >= 0x1f000 && c <= 0x1f003) return `${c - 0x1f000 + 1}z`;
  if (c >= 0x1f004 && c <= 0x1f006) return `${7 - (c - 0x1f004)}z`;
  if (c >= 0x1f007 && c <= 0x1f00f) return `${c - 0x1f007 + 1}m`;
  if (c >= 0x1f010 && c <= 0x1f018) return `${c - 0x1f010 + 1}s`;
  if (c >= 0x1f019 && c <= 0x1f021) return `${c - 0x1f019 + 1}p`;
  throw new Error(`not a tile: ${ch}`);
}

const tilesOf = (token) => [...token].filter((c) => c !== '_').map(unicodeToMpsz);
const mpszTiles = (g) => { const s = g.at(-1); return [...g.slice(0, -1)].map((d) => `${d}${s}`); };

const out = [];
for (const line of readFileSync(join(root, 'tests/data/standard-examples.txt'), 'utf8').split('\n')) {
  if (!line.trim() || line.startsWith('#')) continue;
  const [id, , tiles, fill] = line.split('|').map((s) => s.trim());
  const fills = fill.split(/\s+/).filter(Boolean);
  const tokens = tiles.split(/\s+/);
  const singles = tokens.every((t) => [...t.replace('_', '')].length === 1);
  let concealed = [];
  let win = null;
  const melds = [];
  for (const tok of tokens) {
    const ts = tok.includes(String.fromCodePoint(BACK)) ? mpszTiles(fills.shift()) : tilesOf(tok);
    if (singles && tok.startsWith('_')) { win = ts[0]; continue; }
    const fourAlike = ts.length === 4 && ts.every((x) => x === ts[0]);
    if (!singles && (tok.includes('_') || fourAlike)) melds.push(`[${ts.join('')}]`);
    else concealed.push(...ts);
  }
  if (win) concealed.push(win);
  out.push({ id, hand: [concealed.join(' '), ...melds].join(' '), source: tiles });
}
writeFileSync(join(root, 'www/examples.json'), JSON.stringify(out, null, 1));
console.log(`www/examples.json: ${out.length} example hands`);

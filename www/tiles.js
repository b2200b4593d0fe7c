// The 34 tiles: ids in mpsz, names, Unicode, and SVG faces drawn with shapes and
// Latin letters only, so they read the same with or without CJK fonts.

import { t } from './i18n.js';

export const SUITS = ['m', 'p', 's', 'z'];
export const TILE_IDS = SUITS.flatMap((s) => Array.from({ length: s === 'z' ? 7 : 9 }, (_, i) => `${i + 1}${s}`));

/** A tile's name in words, in the UI language ("3 Characters", "三万", "East Wind"). */
export function tileName(id, lang = 'en') {
  const r = Number(id[0]);
  const s = id[1];
  if (s === 'z') return t(lang, `tile.honor.${r}`);
  return t(lang, 'tile.number', { rank: t(lang, `tile.rank.${r}`), suit: t(lang, `tile.suit.${s}`) });
}

// Each tile's Unicode character, from the engine's own table (`parse`), for alt
// text and copying; filled once the engine has loaded.
const unicode = new Map();

/** Takes the engine's tile list (`parse(...).tiles`: id, unicode). */
export function setTileInfo(tiles) {
  for (const x of tiles) unicode.set(x.id, x.unicode);
}

/** Splits mpsz ("123m55z") into tile ids; the engine's parser is the strict one. */
export function splitMpsz(text) {
  const out = [];
  let digits = [];
  for (const c of text) {
    if (c >= '0' && c <= '9') digits.push(c);
    else if (SUITS.includes(c)) { for (const d of digits) out.push(`${d}${c}`); digits = []; }
  }
  return out;
}

/** Writes tile ids as mpsz, sharing suit letters. */
export function joinMpsz(ids) {
  let s = '';
  ids.forEach((id, i) => {
    s += id[0];
    if (ids[i + 1]?.[1] !== id[1]) s += id[1];
  });
  return s;
}

const NS = 'http://www.w3.org/2000/svg';
const COLORS = { m: '#b3261e', p: '#1b5fa6', s: '#1f7a44', z: '#222' };

function el(name, attrs, parent) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  parent?.appendChild(e);
  return e;
}

function text(parent, x, y, size, fill, content, weight = '700') {
  const t = el('text', { x, y, 'font-size': size, fill, 'font-weight': weight, 'text-anchor': 'middle', 'font-family': 'system-ui, sans-serif' }, parent);
  t.textContent = content;
  return t;
}

/** An SVG tile face, 30×40 user units, labelled for assistive technology. */
export function tileSvg(id, lang = 'en') {
  const label = `${tileName(id, lang)} ${unicode.get(id) ?? ''}`.trim();
  const svg = el('svg', { viewBox: '0 0 30 40', class: 'tile-face', role: 'img', 'aria-label': label });
  el('title', {}, svg).textContent = label;
  el('rect', { x: 1, y: 1, width: 28, height: 38, rx: 4, fill: '#fdfaf1', stroke: '#8a8578', 'stroke-width': 1.2 }, svg);
  const r = Number(id[0]);
  const s = id[1];
  const c = COLORS[s];
  if (s === 'z') {
    if (r <= 4) {
      text(svg, 15, 27, 20, '#222', 'ESWN'[r - 1]);
    } else if (r === 5) {
      el('rect', { x: 7, y: 9, width: 16, height: 22, rx: 2, fill: 'none', stroke: '#1b5fa6', 'stroke-width': 2.4 }, svg);
      el('rect', { x: 11, y: 13, width: 8, height: 14, rx: 1, fill: 'none', stroke: '#1b5fa6', 'stroke-width': 1.2 }, svg);
    } else {
      text(svg, 15, 28, 22, r === 6 ? '#1f7a44' : '#b3261e', r === 6 ? 'F' : 'C');
    }
    return svg;
  }
  text(svg, 15, 19, 17, c, String(r));
  if (s === 'p') {
    el('circle', { cx: 15, cy: 29, r: 5, fill: 'none', stroke: c, 'stroke-width': 2 }, svg);
    el('circle', { cx: 15, cy: 29, r: 1.6, fill: c }, svg);
  } else if (s === 's') {
    for (const x of [11, 19]) {
      el('rect', { x: x - 1.6, y: 23, width: 3.2, height: 12, rx: 1.4, fill: c }, svg);
      el('line', { x1: x - 1.6, x2: x + 1.6, y1: 29, y2: 29, stroke: '#fdfaf1', 'stroke-width': 0.8 }, svg);
    }
  } else {
    el('rect', { x: 9, y: 23, width: 12, height: 12, rx: 2, fill: c }, svg);
    text(svg, 15, 32.5, 9, '#fdfaf1', 'm');
  }
  return svg;
}

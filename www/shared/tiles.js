// The 34 tiles: ids in mpsz, names, Unicode, and SVG faces. The faces are
// FluffyStuff's tile art (public domain, see tile-art.js) drawn as paths, so
// they read the same with or without CJK fonts.

import { FACES, STYLES } from '../tile-art.js';
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
    else if (SUITS.includes(c)) {
      for (const d of digits) out.push(`${d}${c}`);
      digits = [];
    }
  }
  return out;
}

/** The order tiles are shown in: by suit, then rank. */
export const tileOrder = (a, b) => TILE_IDS.indexOf(a) - TILE_IDS.indexOf(b);

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

// Fixed colours: a tile stays a light tile with a dark edge in either theme.
const FACE = '#fbf7ee';
const EDGE = '#77705f';
const SIDE = '#d8cfb9';
const BACK = '#2f7a58';
const BACK_EDGE = '#1f4f39';
const BACK_LIGHT = '#5fa883';
const FRAME = '#19328c';

function el(name, attrs, parent) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  parent?.appendChild(e);
  return e;
}

/** A tile's body: the thicker lower edge, then the face over it. */
function body(svg, fill, side, edge) {
  el(
    'rect',
    { x: 0.6, y: 0.6, width: 28.8, height: 38.8, rx: 3.6, fill: side, stroke: edge, 'stroke-width': 1.1 },
    svg,
  );
  el('rect', { x: 1.15, y: 1.15, width: 27.7, height: 36.6, rx: 3.1, fill }, svg);
}

// One drawn face per tile id, cloned for each use (a tile is a few elements).
const templates = new Map();

function template(id) {
  let svg = templates.get(id);
  if (svg) return svg;
  svg = el('svg', { viewBox: '0 0 30 40', class: 'tile-face', role: 'img' });
  body(svg, FACE, SIDE, EDGE);
  if (id === '5z') {
    // The White Dragon: a blue frame (the art's face is blank).
    el(
      'rect',
      { x: 7.4, y: 7.6, width: 15.2, height: 22.2, rx: 1.2, fill: 'none', stroke: FRAME, 'stroke-width': 1.9 },
      svg,
    );
    el(
      'rect',
      { x: 10.2, y: 10.4, width: 9.6, height: 16.6, rx: 0.6, fill: 'none', stroke: FRAME, 'stroke-width': 0.8 },
      svg,
    );
  }
  for (const [style, d] of FACES[id] ?? []) {
    const path = el('path', STYLES[style], svg);
    path.setAttribute('d', d);
  }
  templates.set(id, svg);
  return svg;
}

function labelled(svg, label) {
  svg.setAttribute('aria-label', label);
  const title = document.createElementNS(NS, 'title');
  title.textContent = label;
  svg.prepend(title);
  return svg;
}

/** An SVG tile face, 30×40 user units, labelled for assistive technology. */
export function tileSvg(id, lang = 'en') {
  const label = `${tileName(id, lang)} ${unicode.get(id) ?? ''}`.trim();
  return labelled(template(id).cloneNode(true), label);
}

/** A face-down tile (the ends of a concealed kong), labelled in words. */
export function tileBackSvg(lang = 'en') {
  let svg = templates.get('back');
  if (!svg) {
    svg = el('svg', { viewBox: '0 0 30 40', class: 'tile-face tile-back', role: 'img' });
    body(svg, BACK, SIDE, BACK_EDGE);
    el(
      'rect',
      { x: 3.6, y: 3.6, width: 22.8, height: 30.2, rx: 2.2, fill: 'none', stroke: BACK_LIGHT, 'stroke-width': 0.9 },
      svg,
    );
    templates.set('back', svg);
  }
  const text = t(lang, 'tile.back');
  return labelled(svg.cloneNode(true), text === 'tile.back' ? 'Face-down tile' : text);
}

// <fourseas-tiles>: a row of tile faces for running text, drawn without the
// engine. The class only; importing it registers nothing
// (fourseas-tiles-define.js does).
//
// Attributes, each mirrored as a property: tiles (hand text as the calculator
// reads it: "123m[555p](1111z)5s"), size (s | m | l: 24, 36 or 52 px tall),
// lang (en | zh, for the words read out). Each tile is a `[data-tile]` element,
// marked `data-rotated` (an exposed meld's called tile) or `data-face-down` (a
// concealed kong's ends). Text that cannot be read is shown as written, with a
// visible error mark and the reason for assistive technology, and
// `data-error` set to the code. The same picture as an SVG file: `fourseas svg`.

import { errorText, t } from '../shared/i18n.js';
import { h } from '../shared/parts.js';
import { tileBackSvg, tileName, tileSvg } from '../shared/tiles.js';
import { mirrorAttributes } from './attributes.js';
import { styledShadow } from './shadow.js';
import { readTiles } from './tile-notation.js';

const ATTRS = ['tiles', 'size', 'lang'];
/** A tile's height in px by the `size` attribute (the engine's `TileSize`). */
export const HEIGHTS = { s: 24, m: 36, l: 52 };
const NS = 'http://www.w3.org/2000/svg';

/** The tiles in words, run by run: "1 Characters, 2 Characters; exposed 5 Dots ×3; …". */
export function describeTiles(tiles, lang) {
  const runs = [];
  for (const x of tiles) {
    if (x.gapBefore || !runs.length) runs.push([]);
    runs.at(-1).push(x);
  }
  const words = (run) =>
    run.length > 1 && run.every((x) => x.tile === run[0].tile)
      ? `${tileName(run[0].tile, lang)} ×${run.length}`
      : run.map((x) => tileName(x.tile, lang)).join(t(lang, 'tiles.comma'));
  return runs
    .map((run, i) => {
      if (run.some((x) => x.faceDown)) return t(lang, 'tiles.concealedKong', { tiles: words(run) });
      if (run.some((x) => x.rotated)) return t(lang, 'tiles.exposed', { tiles: words(run) });
      if (i > 0 && i === runs.length - 1 && run.length === 1) return t(lang, 'tiles.winning', { tiles: words(run) });
      return words(run);
    })
    .join(t(lang, 'tiles.semicolon'));
}

/** One tile as drawn at `height` px: upright, on its side, or face down. */
export function drawnTile(x, height, lang) {
  const face = x.faceDown ? tileBackSvg(lang) : tileSvg(x.tile, lang);
  const span = h('span', {
    class: 'tile',
    'data-tile': x.tile,
    'data-rotated': x.rotated || null,
    'data-face-down': x.faceDown || null,
  });
  // Sizes through the CSSOM: the element draws at its size before (or without)
  // its stylesheet, and a host's style-src policy allows it.
  // A row wider than its box shrinks its tiles alike rather than wrap.
  const width = x.rotated ? height : height * 0.75;
  Object.assign(span.style, { display: 'inline-flex', flex: `0 1 ${width}px`, minWidth: '0' });
  if (x.gapBefore) span.style.marginLeft = `${Math.round(height * 0.2)}px`;
  if (!x.rotated) {
    Object.assign(face.style, { width: '100%', height: 'auto', aspectRatio: '3 / 4' });
    span.append(face);
    return span;
  }
  // On its side, resting on the row's bottom edge like the tiles beside it.
  const side = document.createElementNS(NS, 'svg');
  side.setAttribute('viewBox', '0 0 40 30');
  side.setAttribute('aria-hidden', 'true');
  Object.assign(side.style, { width: '100%', height: 'auto', aspectRatio: '4 / 3' });
  const g = document.createElementNS(NS, 'g');
  g.setAttribute('transform', 'translate(0 30) rotate(-90)');
  face.setAttribute('width', '30');
  face.setAttribute('height', '40');
  g.append(face);
  side.append(g);
  span.append(side);
  return span;
}

/** Text for screen readers only, hidden by itself too (before the stylesheet has loaded). */
function hiddenText(text) {
  const span = h('span', { class: 'visually-hidden' }, text);
  Object.assign(span.style, {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  });
  return span;
}

/**
 * The row for hand text, `height` px tall: the tiles as drawn, labelled in
 * words; or, for text that cannot be read, the text as written with an error
 * mark and the reason (`data-error` holds the code).
 */
export function tileRow(text, height, lang) {
  const read = readTiles(text);
  if (!read.ok) {
    return h(
      'span',
      {
        class: 'tile-row tiles-error',
        part: 'tiles',
        title: errorText(read.error, lang),
        'data-error': read.error.code,
      },
      h('span', { class: 'mark', 'aria-hidden': 'true' }, '⚠'),
      h('span', { class: 'as-written' }, text),
      hiddenText(t(lang, 'tiles.bad', { message: errorText(read.error, lang) })),
    );
  }
  const row = h(
    'span',
    { class: 'tile-row', part: 'tiles', role: 'img', 'aria-label': describeTiles(read.tiles, lang) },
    ...read.tiles.map((x) => drawnTile(x, height, lang)),
  );
  // The row lays its tiles out by itself too: until the stylesheet has loaded, a
  // face's 100% width would be the whole line's.
  Object.assign(row.style, {
    display: 'inline-flex',
    alignItems: 'flex-end',
    gap: '1px',
    maxWidth: '100%',
    verticalAlign: 'bottom',
  });
  return row;
}

export class FourSeasTilesElement extends HTMLElement {
  static observedAttributes = ATTRS;

  constructor() {
    super();
    styledShadow(this);
  }

  connectedCallback() {
    this.render();
  }

  attributeChangedCallback(_name, before, after) {
    if (this.isConnected && before !== after) this.render();
  }

  render() {
    const lang = this.getAttribute('lang') === 'zh' ? 'zh' : 'en';
    const height = HEIGHTS[this.getAttribute('size')] ?? HEIGHTS.m;
    const row = tileRow(this.getAttribute('tiles') ?? '', height, lang);
    // Never an empty element: bad text shows as written, marked.
    if (row.dataset.error) this.dataset.error = row.dataset.error;
    else delete this.dataset.error;
    this.shadowRoot.querySelector('.tile-row')?.remove();
    this.shadowRoot.append(row);
  }
}

mirrorAttributes(FourSeasTilesElement, ['tiles', 'size']);

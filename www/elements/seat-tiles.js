// A seat's melds and discards as the Play and Replay views and
// <fourseas-replay> draw them: melds as <fourseas-tiles> draws them (the
// claimed discard on its side, a concealed kong's ends face down), the discards in
// order, small, a face-down discard as a back (the eyes' own marked with its
// tile), claimed ones faded.

import { t } from '../shared/i18n.js';
import { h } from '../shared/parts.js';
import { splitMpsz, tileBackSvg, tileName, tileSvg } from '../shared/tiles.js';
import { tileRow } from './fourseas-tiles.js';

/** A meld's height in px. */
const MELD = 30;

/** An exposed meld's tiles with the discard claimed for it first: the tile
 * a meld in brackets draws on its side. */
function calledFirst(m) {
  const ids = splitMpsz(m.tiles);
  const i = m.called ? ids.indexOf(m.called) : -1;
  return i < 0 ? m.tiles : [m.called, ...ids.slice(0, i), ...ids.slice(i + 1)].join('');
}

/** A seat's melds and discards as the engine's view or frame gives them;
 * `own`: the eyes' own seat (or open hands), whose face-down discard is drawn
 * face down all the same, marked with its tile so its owner knows which. */
export function seatTiles(seen, lang, own = false) {
  const melds = seen.melds.map((m) => tileRow(m.concealed ? `(${m.tiles})` : `[${calledFirst(m)}]`, MELD, lang));
  const discard = (d) => {
    const mine = own && d.concealed && d.tile && !d.claimed;
    const face = d.tile && !(d.concealed && d.claimed) && !mine ? tileSvg(d.tile, lang) : tileBackSvg(lang);
    return h(
      'span',
      {
        class: `play-discard${d.claimed ? ' claimed' : ''}${d.concealed ? ' buried' : ''}${mine ? ' own' : ''}`,
        'data-tile': d.tile ?? '',
        title: mine ? t(lang, 'play.ownBuried', { tile: tileName(d.tile, lang) }) : null,
      },
      face,
      mine ? h('span', { class: 'play-buried-mark' }, tileSvg(d.tile, lang)) : null,
    );
  };
  const discards = seen.discards.map(discard);
  return [
    melds.length ? h('div', { class: 'play-melds' }, melds) : null,
    h(
      'div',
      { class: 'play-river' },
      discards.length ? discards : h('span', { class: 'note' }, t(lang, 'play.noDiscards')),
    ),
  ];
}

// A seat's melds and discards as the Play and Replay views and
// <fourseas-replay> draw them: melds as <fourseas-tiles> draws them (the
// called tile on its side, a concealed kong's ends face down), the discards in
// order, small, another seat's face-down discard as a back, claimed ones faded.

import { t } from '../shared/i18n.js';
import { h } from '../shared/parts.js';
import { tileBackSvg, tileSvg } from '../shared/tiles.js';
import { tileRow } from './fourseas-tiles.js';

/** A meld's height in px. */
const MELD = 30;

/** A seat's melds and discards as the engine's view or frame gives them. */
export function seatTiles(seen, lang) {
  const melds = seen.melds.map((m) => tileRow(m.concealed ? `(${m.tiles})` : `[${m.tiles}]`, MELD, lang));
  const discards = seen.discards.map((d) =>
    h(
      'span',
      {
        class: `play-discard${d.claimed ? ' claimed' : ''}${d.concealed ? ' buried' : ''}`,
        'data-tile': d.tile ?? '',
      },
      d.tile && !(d.concealed && d.claimed) ? tileSvg(d.tile, lang) : tileBackSvg(lang),
    ),
  );
  return [
    melds.length ? h('div', { class: 'play-melds' }, melds) : null,
    h(
      'div',
      { class: 'play-river' },
      discards.length ? discards : h('span', { class: 'note' }, t(lang, 'play.noDiscards')),
    ),
  ];
}

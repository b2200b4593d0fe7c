// A seat at the table as the Play and Replay views draw it: its melds and
// discards as the engine's view gives them, and a player's name in words.

import { t } from '../shared/i18n.js';
import { h } from '../shared/parts.js';
import { splitMpsz, tileBackSvg, tileSvg } from '../shared/tiles.js';

/** A seat's melds and discards, small; another seat's face-down discard as a back. */
export function seatTiles(seen, lang) {
  const melds = seen.melds.map((m) =>
    h(
      'span',
      { class: `play-meld${m.concealed ? ' concealed' : ''}` },
      splitMpsz(m.tiles).map((id, i, all) =>
        // A concealed kong shows its ends face down (R26).
        m.concealed && (i === 0 || i === all.length - 1) ? tileBackSvg(lang) : tileSvg(id, lang),
      ),
    ),
  );
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

/** A seat's name in words: the person "You", a built-in seat its strategy
 * (and its place in the game, as the engine names it: `efficiency 2`), any other name as it is. */
export function playerName(name, lang) {
  const [who, place] = name.split(' ');
  if (who === 'person' && (place == null || /^\d$/.test(place))) return t(lang, 'play.you');
  const key = `bot.${who}`;
  const said = t(lang, key);
  if (said === key || (place != null && !/^\d$/.test(place))) return name;
  return place ? `${said} ${place}` : said;
}

// A seat at the table as the Play and Replay views and <fourseas-replay> draw
// it: its melds and discards as the engine gives them, a player's name and a
// replay frame's move in words.

import { t } from './i18n.js';
import { h } from './parts.js';
import { splitMpsz, tileBackSvg, tileName, tileSvg } from './tiles.js';

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

/** The move that led to a replay frame, in words ("the deal" for the first). */
export function movedText(f, lang) {
  const m = f.moved;
  if (!m) return t(lang, 'replay.deal');
  const seat = t(lang, `seat.${m.seat}`);
  const tile = m.tile ? tileName(m.tile, lang) : '';
  return t(lang, `replay.moved.${m.action}`, { seat, tile });
}

/** The seat a person played in hand `hand` of the log (named `person`, or
 * `person N` as the Play view's games name it), whose eyes a replay of a person's hand keeps. */
export function personOf(log, hand) {
  return Object.entries(startOf(log, hand)?.names ?? {}).find(([, n]) => /^person( \d+)?$/.test(n))?.[0] ?? null;
}

/** The start event of hand `hand` of the log, or undefined. */
export function startOf(log, hand) {
  return log
    .split('\n')
    .filter((l) => l.includes('"start"'))
    .map((l) => {
      try {
        return JSON.parse(l);
      } catch {
        return null;
      }
    })
    .filter((e) => e?.type === 'start')[hand];
}

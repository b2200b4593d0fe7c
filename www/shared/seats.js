// A seat at the table in words, for the Play and Replay views and
// <fourseas-replay>: a player's name, a replay frame's move, and who in a
// log's hand the person was.

import { t } from './i18n.js';
import { tileName } from './tiles.js';

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

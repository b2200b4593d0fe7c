// The one-line hand text used by the text box, the URL and the embed element:
// concealed tiles with the winning tile last, then melds, exposed in [brackets]
// and concealed kongs in (parentheses). Example: "123m456p11z23s4s [555p] (1111z)".

import { joinMpsz } from './tiles.js';

/**
 * Splits hand text into {concealed: string, melds: [{tiles, concealed}]}, without
 * checking tiles: the engine's `parse` does that and names what is wrong.
 */
export function splitHandText(text) {
  const melds = [];
  const concealed = text.replace(/\[([^\]]*)\]|\(([^)]*)\)/g, (_, open, closed) => {
    melds.push({ tiles: (open ?? closed).trim(), concealed: closed !== undefined });
    return ' ';
  });
  return { concealed: concealed.trim(), melds };
}

/**
 * Reads hand text with the engine's `parse`: `{tiles, melds}` (tile ids, and
 * melds as `{tiles: mpsz, concealed}`), or `{error}`, the engine's for the first
 * part it cannot read.
 */
export function readHandText(text, parse) {
  const { concealed, melds } = splitHandText(text);
  const parsed = parse(concealed);
  const parsedMelds = melds.map((m) => ({ r: parse(m.tiles), concealed: m.concealed }));
  const bad = [parsed, ...parsedMelds.map((m) => m.r)].find((r) => !r.ok);
  if (bad) return { error: bad.error };
  return {
    tiles: parsed.tiles.map((x) => x.id),
    melds: parsedMelds.map((m) => ({ tiles: m.r.mpsz, concealed: m.concealed })),
  };
}

/** A meld as hand text: `[555p]` exposed, `(1111z)` a concealed kong. */
export const meldText = (m) => (m.concealed ? `(${m.tiles})` : `[${m.tiles}]`);

/** Writes a hand back as text. `tiles` are tile ids, the winning tile last. */
export function handText(tiles, melds) {
  return [joinMpsz(tiles), ...melds.map(meldText)].filter(Boolean).join(' ');
}

/** A request's hand as text: its concealed tiles, the winning tile last, then its melds. */
export function requestText(r) {
  return [`${r.hand}${r.win_tile ?? ''}`, ...(r.melds ?? []).map(meldText)].join(' ');
}

/** The request fields for a hand: concealed tiles before the win, the winning tile, melds. */
export function handRequest(tiles, melds) {
  return {
    hand: joinMpsz(tiles.slice(0, -1)),
    win_tile: tiles.at(-1) ?? '',
    melds: melds.map((m) => ({ tiles: m.tiles, concealed: m.concealed })),
  };
}

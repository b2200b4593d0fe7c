// The table as a player enters it for the analysis: the tiles left in the wall,
// and for each other seat its face-up discards in order, its melds as typed
// (hand text's meld notation: `555s 123p (1111z)`) and whether it has a
// face-down Concealed Discard; and whether the player has buried its own.
// Pure values: the calculator's actions store what these functions return.
// Nothing here judges a tile or a meld; the engine does, and says what is wrong.

/** No table: the analysis assumes nobody else is close to winning. */
export const emptyTable = () => ({ wall: null, seats: {}, buried: false });

/** The most tiles a wall can hold when the player may ask (136 less the deal). */
export const MAX_WALL = 83;

/** One seat's entry, empty when none was made. */
export const seatEntry = (table, seat) => table.seats[seat] ?? { discards: [], melds: '', concealed: false };

const withSeat = (table, seat, change) => ({
  ...table,
  seats: { ...table.seats, [seat]: { ...seatEntry(table, seat), ...change } },
});

/** The wall's tiles left as typed: a whole number (the engine says if it is
 * more than a wall holds), or null (no table). */
export function withWall(table, wall) {
  const n = wall === '' || wall == null ? null : Math.trunc(Number(wall));
  return { ...table, wall: Number.isFinite(n) ? n : null };
}

/** Seat `seat` discarded tile `id` (the latest of its discards). */
export const withDiscard = (table, seat, id) =>
  withSeat(table, seat, { discards: [...seatEntry(table, seat).discards, id] });

/** Takes back seat `seat`'s discard at index `i`. */
export const withoutDiscard = (table, seat, i) =>
  withSeat(table, seat, { discards: seatEntry(table, seat).discards.filter((_, j) => j !== i) });

/** Seat `seat`'s melds, as typed. */
export const withMelds = (table, seat, text) => withSeat(table, seat, { melds: String(text).slice(0, 80) });

/** Whether seat `seat` has a face-down Concealed Discard not yet revealed. */
export const withConcealed = (table, seat, on) => withSeat(table, seat, { concealed: Boolean(on) });

/** Whether the player has made its own Concealed Discard. */
export const withBuried = (table, on) => ({ ...table, buried: Boolean(on) });

/** Melds text as the request's melds: groups apart by spaces or commas, a
 * group in parentheses a concealed kong, brackets optional. */
export function splitMelds(text) {
  return (String(text).match(/\([^)]*\)|\[[^\]]*\]|[^\s,[\]()]+/g) ?? []).map((g) => ({
    tiles: g.replace(/[[\]()]/g, '').trim(),
    concealed: g.startsWith('('),
  }));
}

/** Whether a seat's entry says anything. */
export const seatSays = (e) => Boolean(e && (e.discards.length || e.melds.trim() || e.concealed));

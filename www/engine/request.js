// The one place a hand becomes an engine request. `request(kind, hand, extra)`
// reads a calculator state (the page's, or the one an embedded element's
// attributes make) and writes the request of one kind:
//   conditions  what may be chosen for the tiles as they are (all tiles as `hand`)
//   score       the hand as won, with `extra.discarder` when there is one
//   wait        the waiting hand completed by `extra.tile`, by self-draw
//   analyze     waits or the discard table, with `extra.discarder`, the tiles seen,
//               the table (the wall and the other seats, once a wall is given),
//               the value model's options and `extra.offered` (a discard offered)
//   sheet       the hand as played, for a score sheet (editions come from the players)
// Fields a state leaves empty are left out, so the engine's defaults apply.

import { handRequest } from '../shared/handtext.js';
import { editions } from '../shared/names.js';
import { seatEntry, seatSays, splitMelds } from '../shared/table.js';
import { joinMpsz, tileOrder } from '../shared/tiles.js';

/** The conditions as request fields, without the tiles and the discarder. */
function choices(s) {
  const req = { win: s.win, seat: s.seat, edition: s.edition };
  if (s.lastTile) req.last_tile = true;
  if (s.blessing) req.blessing = s.blessing;
  if (s.level) req.level = s.level;
  const players = Object.fromEntries(
    Object.entries(s.players ?? {})
      .filter(([seat, e]) => e && seat !== s.seat)
      .map(([seat, e]) => [seat, { edition: e }]),
  );
  if (Object.keys(players).length) req.players = players;
  return req;
}

/** The analysis's `table`: the wall and the other seats' entries (in the order
 * made), the player's own seat left out; null until a wall is given. Concealed
 * Discards only where the edition has them. */
function table(s) {
  const tb = s.table;
  if (tb?.wall == null) return null;
  const buries = Boolean(editions.get(s.edition)?.concealed_discard);
  const seats = {};
  for (const seat of Object.keys(tb.seats)) {
    const e = seatEntry(tb, seat);
    if (seat === s.seat || !seatSays(e)) continue;
    const spec = {};
    const melds = splitMelds(e.melds);
    if (melds.length) spec.melds = melds;
    if (e.discards.length) spec.discards = joinMpsz(e.discards);
    if (buries && e.concealed) spec.concealed = 1;
    if (Object.keys(spec).length) seats[seat] = spec;
  }
  const req = { wall: tb.wall };
  if (Object.keys(seats).length) req.seats = seats;
  if (buries && tb.buried) req.buried = true;
  return req;
}

const BUILD = {
  conditions: (s) => ({ hand: joinMpsz(s.tiles), melds: s.melds, ...choices(s) }),
  score: (s, { discarder }) => {
    const req = { ...handRequest(s.tiles, s.melds), ...choices(s) };
    if (discarder) req.discarder = discarder;
    return req;
  },
  wait: (s, { tile }) => {
    const { blessing, last_tile, ...req } = {
      ...handRequest([...s.tiles, tile], s.melds),
      ...choices(s),
      win: 'self_draw',
    };
    return req;
  },
  analyze: (s, { discarder, offered }) => {
    const req = { hand: joinMpsz(s.tiles), melds: s.melds, seat: s.seat, edition: s.edition };
    if (s.level) req.level = s.level;
    if (discarder) req.discarder = discarder;
    if (s.seen?.length) req.seen = joinMpsz([...s.seen].sort(tileOrder));
    const tb = table(s);
    // With a table the rounds are the engine's: one per four tiles left in the wall.
    if (tb) req.table = tb;
    else if (s.drawsLeft != null && s.drawsLeft !== 8) req.draws_left = s.drawsLeft;
    if (s.handChanges === 0) req.hand_changes = 0;
    if (s.discardWins === false) req.discard_wins = false;
    if (offered) req.offered = { tile: offered.tile, from: offered.from };
    return req;
  },
  sheet: (s, { discarder }) => {
    const req = { ...handRequest(s.tiles, s.melds), win: s.win, seat: s.seat };
    if (discarder) req.discarder = discarder;
    if (s.lastTile) req.last_tile = true;
    if (s.blessing) req.blessing = s.blessing;
    return req;
  },
};

/** The engine request of `kind` for the hand and conditions of state `s`. */
export function request(kind, s, extra = {}) {
  return BUILD[kind](s, extra);
}

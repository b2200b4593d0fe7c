// The lists and tables the engine owns, as it gives them and in its order: the
// names of seats, editions, win types, blessings, levels, shapes and seatings
// (`names()`, with the built-in seats' strategies), the rulebook's rows by pattern id and the edition table. The page
// keeps no copy of its own; the engine client fills them in once the engine has
// loaded, and views read them here, never from the engine.

/** The engine's names; empty until `setNames`. */
export const names = {
  seats: [],
  editions: [],
  wins: [],
  blessings: [],
  levels: [],
  shapes: [],
  seatings: [],
  strategies: [],
};

/** Takes the names from the engine's answer. */
export function setNames({ seats, editions, wins, blessings, levels, shapes, seatings, strategies }) {
  Object.assign(names, { seats, editions, wins, blessings, levels, shapes, seatings, strategies });
}

/** The field of the engine's conditions tile entry that judges each palette mode. */
export const MODE_FIELD = { add: 'add', chow: 'chow', pung: 'pung', kong: 'kong', ckong: 'concealed_kong' };

/** pattern id → the rulebook's row (the Standard edition's, which has every pattern). */
export const rulebook = new Map();
/** edition → the engine's edition row. */
export const editions = new Map();

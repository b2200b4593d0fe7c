// The lists the engine owns, as its `names()` gives them and in its order:
// seats, editions, win types, blessings, levels, shapes and seatings. The page keeps no
// copy of its own; they are filled in once the engine has loaded.

/** The engine's names; empty until `setNames`. */
export const names = { seats: [], editions: [], wins: [], blessings: [], levels: [], shapes: [], seatings: [] };

/** Takes the names from the engine's answer. */
export function setNames({ seats, editions, wins, blessings, levels, shapes, seatings }) {
  Object.assign(names, { seats, editions, wins, blessings, levels, shapes, seatings });
}

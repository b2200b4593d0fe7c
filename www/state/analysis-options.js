// The calculator's actions on what its analysis is asked beside the hand: the
// tiles seen, the table, the value model's options, a discard offered, and which
// of the analysis's disclosures are open. Part of the calculator's store
// (state/calculator.js), which hands over its state, `remember` (one undo step)
// and `commit` (ask the engine, draw).

/** The actions, over the calculator's `state` and `ui`. */
export function analysisActions({ state, ui, remember, commit }) {
  return {
    /** Sets how many of tile `id` were seen; `id` null clears them all. */
    setSeen(id, n) {
      remember();
      state.seen = id == null ? [] : [...state.seen.filter((x) => x !== id), ...Array(n).fill(id)];
      commit();
    },
    /** The table as entered: a value made by shared/table.js, and with `seen`
     * the tiles seen too (one undo step). */
    setTable(table, seen) {
      remember();
      state.table = table;
      if (seen) state.seen = seen;
      commit();
    },
    /** Whose tiles the table's picker enters: `seen`, or another seat. */
    setTableTarget(target) {
      ui.tableTarget = target;
      commit();
    },
    /** Keeps whether one of the analysis's disclosures (`seen`, `model`, `offer`) is open. */
    setPanelOpen(panel, open) {
      if (panel in ui.open) ui.open[panel] = open;
    },
    /** Sets one of the value model's options: `handChanges` (0 or 1), `discardWins` or `drawsLeft`. */
    setModelOption(key, value) {
      if (!['handChanges', 'discardWins', 'drawsLeft'].includes(key)) return;
      state[key] = value;
      commit();
    },
    /** Offers a discard to the waiting hand (`{tile, from}`; no tile offers none, keeping the seat chosen). */
    setOffered(offered) {
      state.offered = offered?.from ? { tile: offered.tile ?? '', from: offered.from } : null;
      commit();
    },
  };
}

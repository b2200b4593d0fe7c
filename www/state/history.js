// Undo and redo for a store: snapshots of the fields one step restores, at most
// 200 steps back. The store says when a change begins (`remember`) and what
// follows a step (`after`).

/** The history of `state`'s `fields`; `after()` runs once a step is undone or redone. */
export function createHistory(state, fields, after) {
  const history = { past: [], future: [], typing: null };
  const snapshot = () => structuredClone(Object.fromEntries(fields.map((k) => [k, state[k]])));
  const step = (from, to) => {
    if (!from.length) return;
    to.push(snapshot());
    Object.assign(state, from.pop());
    after();
  };
  return {
    history,
    /** Keeps the state before a change, so that the change can be undone. */
    remember() {
      history.past.push(snapshot());
      if (history.past.length > 200) history.past.shift();
      history.future = [];
    },
    undo: () => step(history.past, history.future),
    redo: () => step(history.future, history.past),
  };
}

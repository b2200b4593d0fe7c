// The score sheet's state beside the calculator's: the sheet being kept, the
// sheets on file, the last deleted hand (for undo), the hand being edited and a
// message; and the only functions that change them, each of which shows the
// change at once and keeps it in IndexedDB.

import { engineNow } from './engine-client.js';
import { t } from './i18n.js';
import { names } from './names.js';
import { request } from './request.js';
import { fromJson, linkFor, newSheet, nextSeats, seatNames, sessionRequest, store, toCsv } from './sheet.js';
import { editFromSheet, scored, state, view } from './state.js';

export const sheetState = { sheet: null, sheets: [], undo: null, message: null, editing: null };

let draw = () => {};
/** The sheet view's drawing, after every change. */
export function onSheetDraw(f) {
  draw = f;
}

/** Shows the change at once, then keeps it in IndexedDB. */
async function saveSheet(message = null) {
  sheetState.message = message;
  draw();
  try {
    await store.save(sheetState.sheet);
    store.setCurrent(sheetState.sheet.id);
    sheetState.sheets = await store.all();
    draw();
  } catch {
    /* no IndexedDB (private mode): the sheet lives in the page */
  }
}

/** Adds a hand, or replaces the one being edited, if the engine can settle it;
 * otherwise says why and changes nothing. */
function addHand(hand) {
  const sheet = sheetState.sheet;
  const at = sheetState.editing;
  const hands = [...sheet.hands];
  if (at == null) hands.push(hand);
  else hands[at] = { ...hand, seats: sheet.hands[at].seats };
  const r = engineNow().session({ players: sheet.players, hands });
  if (!r.ok) {
    sheetState.message = { error: r.error, hand: null };
    draw();
    return;
  }
  // Replacing a hand can be undone like deleting one.
  if (at != null) sheetState.undo = { hands: sheet.hands };
  sheet.hands = hands;
  if (at == null) sheet.seats = nextSeats(sheet);
  sheetState.editing = null;
  saveSheet();
}

const download = (name, type, text) => {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type }));
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
};

/** The sheet view's handlers: each changes the sheet and keeps it. */
export const sheetActions = {
  player(i, change) {
    Object.assign(sheetState.sheet.players[i], change);
    saveSheet();
  },
  seat(seat, player) {
    // Two seats never hold one player: the one who had `player` takes the other's place.
    const seats = sheetState.sheet.seats;
    const other = names.seats.find((s) => seats[s] === player);
    if (other) seats[other] = seats[seat];
    seats[seat] = player;
    saveSheet();
  },
  rotate(on) {
    sheetState.sheet.rotate = on;
    saveSheet();
  },
  addFromCalculator() {
    if (!scored()) return;
    addHand({ seats: seatNames(sheetState.sheet), request: request('sheet', state, { discarder: view.discarder }) });
  },
  manual(m) {
    const manual = { winner: m.winner, win: m.win, score: m.score };
    if (m.discarder) manual.discarder = m.discarder;
    addHand({ seats: seatNames(sheetState.sheet), manual });
  },
  draw() {
    addHand({ seats: seatNames(sheetState.sheet), draw: true });
  },
  /** A hand from the calculator goes back into the calculator; "Replace" puts it back. */
  edit(i, { onCalculator }) {
    const hand = sheetState.sheet.hands[i];
    sheetState.editing = i;
    if (hand.request) {
      editFromSheet(hand.request);
      onCalculator();
    } else {
      draw();
    }
  },
  cancelEdit() {
    sheetState.editing = null;
    draw();
  },
  remove(i) {
    sheetState.undo = { hands: [...sheetState.sheet.hands] };
    sheetState.sheet.hands.splice(i, 1);
    saveSheet();
  },
  undo() {
    if (!sheetState.undo) return;
    sheetState.sheet.hands = sheetState.undo.hands;
    sheetState.undo = null;
    saveSheet();
  },
  exportJson() {
    download(
      'fourseas-session.json',
      'application/json',
      `${JSON.stringify(sessionRequest(sheetState.sheet), null, 1)}\n`,
    );
  },
  exportCsv() {
    const r = engineNow().session(sessionRequest(sheetState.sheet));
    if (r.ok) download('fourseas-session.csv', 'text/csv', toCsv(sheetState.sheet, r));
  },
  importText(text) {
    const r = fromJson(text, engineNow(), state.lang);
    if (r.error) {
      // The sheet on file stays as it was.
      sheetState.message = { error: r.error, hand: r.error.hand ?? null };
      draw();
      return;
    }
    sheetState.sheet = r.sheet;
    sheetState.undo = null;
    saveSheet({ text: t(state.lang, 'sheet.imported', { n: r.sheet.hands.length }) });
  },
  async copyLink() {
    const link = linkFor(sheetState.sheet);
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      /* shown below */
    }
    sheetState.message = { text: link };
    draw();
  },
  create() {
    sheetState.sheet = newSheet(state.lang);
    sheetState.undo = null;
    saveSheet();
  },
  open(id) {
    const found = sheetState.sheets.find((s) => s.id === id);
    if (!found) return;
    sheetState.sheet = structuredClone(found);
    sheetState.undo = null;
    saveSheet();
  },
};

/** Opens the current sheet from storage, or a `#sheet=` link (read before the
 * page rewrites its hash) as a new one. */
export async function loadSheet(linked) {
  try {
    sheetState.sheets = await store.all();
  } catch {
    sheetState.sheets = [];
  }
  const id = store.current();
  sheetState.sheet = structuredClone(
    sheetState.sheets.find((s) => s.id === id) ?? sheetState.sheets.at(-1) ?? newSheet(state.lang),
  );
  if (linked != null) sheetActions.importText(linked);
  else draw();
}

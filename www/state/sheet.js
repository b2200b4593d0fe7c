// The score sheet's store, in the style of every store of the page: its `model`
// (the sheet being kept, the sheets on file and the damaged records among them,
// the last deleted or replaced hand for undo, the hand being edited, a message,
// whether the browser refused to keep the sheets, and the engine's settlement
// of the sheet), the `actions` that are the only way to change it, and
// `subscribe` for the page's drawing.
// Every edit is an operation on the stored sheet (read, change and write in one
// transaction), shown at once and told to the other tabs, which show it too.

import { engineNow } from '../engine/client.js';
import { request } from '../engine/request.js';
import { t } from '../shared/i18n.js';
import { names } from '../shared/names.js';
import { model as calc, actions as calculator } from './calculator.js';
import {
  fromJson,
  linkFor,
  newSheet,
  seatNames,
  seatsFrom,
  sessionRequest,
  sortRecords,
  store,
  toCsv,
} from './sheet-store.js';

const sheetState = {
  sheet: null,
  sheets: [],
  damaged: [],
  undo: null,
  message: null,
  // The hand being edited: its place on the sheet shown, and the hand itself,
  // by which it is found again after another tab's edits.
  editing: null,
  editingHand: null,
  persistRefused: false,
  // The engine's settlement of the sheet, computed after every change.
  settled: null,
};

/** The store's model: read by the views, written only here. */
export const model = sheetState;

let drawPage = () => {};
/** The sheet view's drawing, after every change. */
export function subscribe(f) {
  drawPage = f;
}

/** The sheet settled by the engine, then the page drawn. */
function draw() {
  sheetState.settled = sheetState.sheet ? engineNow().session(sessionRequest(sheetState.sheet)) : null;
  drawPage();
}

/** Reads the records on file into sheets and damaged ones. */
async function readAll() {
  const sorted = sortRecords(await store.all(), engineNow());
  sheetState.sheets = sorted.sheets;
  sheetState.damaged = sorted.damaged;
}

/** This tab's edits whose transactions have not finished. */
let pending = 0;

/** The id of the sheet this tab started because nothing was on file when it
 * opened: its first edit goes to a sheet another tab stored since, if any. */
let freshId = null;

/**
 * Applies `op` to the sheet: at once to the one shown, then to the one stored
 * (as it is now, other tabs' edits included), which is then shown. `op(sheet)`
 * changes the sheet in place or returns an error, which changes nothing and is
 * shown. Resolves true when the change was made.
 */
async function change(op, message = null) {
  const before = sheetState.sheet;
  const shown = structuredClone(before);
  const error = op(shown);
  if (error) {
    sheetState.message = { error, hand: error.hand ?? null };
    draw();
    return false;
  }
  sheetState.sheet = shown;
  sheetState.message = message;
  keepEditing();
  draw();
  const first = !sheetState.sheets.length;
  try {
    // A sheet not stored yet is the one before the change: the operation applies once.
    pending += 1;
    let r;
    try {
      r = await store.update(shown.id, before, op, shown.id === freshId);
      await readAll();
    } finally {
      pending -= 1;
    }
    if (r.error) {
      // Another tab's edit made this one impossible: show the sheet as stored.
      sheetState.message = { error: r.error, hand: r.error.hand ?? null };
      sheetState.sheet = structuredClone(sheetState.sheets.find((x) => x.id === shown.id) ?? before);
    } else if (!pending) {
      // Shown as stored once no later edit of this tab is still on its way
      // (the sheet shown already has it; the stored one not yet).
      sheetState.sheet = r.sheet;
    }
    keepEditing();
    // The sheet the edit was made on (another tab's, if this tab adopted it).
    const kept = r.sheet?.id ?? sheetState.sheet.id;
    store.setCurrent(kept);
    store.changed(kept);
    if (first) sheetState.persistRefused = (await store.persist()) === false;
    draw();
    return !r.error;
  } catch (e) {
    // Not kept (no storage in a private window, storage full, a failed
    // transaction): the sheet lives in the page only, and the player is told.
    sheetState.message = {
      text: t(calc.state.lang, 'sheet.notSaved', { reason: String(e?.message ?? e) }),
      failed: true,
    };
    draw();
    return true;
  }
}

/** Finds the hand being edited again on the sheet shown; an edit whose hand is gone ends. */
function keepEditing() {
  if (sheetState.editing == null) return;
  const at = placeOf(sheetState.sheet, sheetState.editingHand, sheetState.editing);
  sheetState.editing = at < 0 ? null : at;
  if (at < 0) sheetState.editingHand = null;
}

/** Where `hand` is on the stored sheet: at `at` if it is still there, else the
 * same hand's nearest place (another tab may have moved it), else -1. A hand
 * whose players were renamed since is the same hand with other names. */
function placeOf(sheet, hand, at) {
  const nearest = (key) =>
    sheet.hands
      .map((x, j) => (key(x) === key(hand) ? j : -1))
      .filter((j) => j >= 0)
      .sort((a, b) => Math.abs(a - at) - Math.abs(b - at))[0] ?? -1;
  const found = nearest((x) => JSON.stringify(x));
  return found >= 0 ? found : nearest(({ seats, ...rest }) => JSON.stringify(rest));
}

/** The engine's error for a sheet it cannot settle, or null: an operation that
 * returns it changes nothing. */
function unsettled(sheet) {
  const r = engineNow().session(sessionRequest(sheet));
  return r.ok ? null : r.error;
}

/** The error of an edit to a hand another tab has deleted or changed. */
const gone = (at) => ({ code: 'bad_request', key: 'sheet.gone', params: { n: at + 1 } });

/** The operation adding a hand, or replacing `old` (shown at `at`), if the engine can settle the result. */
function handOp(hand, at, old) {
  return (sheet) => {
    const place = at == null ? null : placeOf(sheet, old, at);
    if (place < 0) return gone(at);
    if (place == null) sheet.hands.push(hand);
    else sheet.hands[place] = { ...hand, seats: sheet.hands[place].seats };
    const r = engineNow().session(sessionRequest(sheet));
    if (!r.ok) return r.error;
    // A new hand: the next one's seats are the engine's, by the sheet's seating.
    if (place == null) sheet.seats = seatsFrom(sheet, r.next_seats);
  };
}

/** Adds a hand, or replaces the one being edited; a hand the engine cannot settle
 * is refused with its reason, and nothing changes. */
async function addHand(hand) {
  const at = sheetState.editing;
  const old = sheetState.editingHand;
  if (await change(handOp(hand, at, old))) {
    // Replacing a hand can be undone like deleting one.
    if (at != null) sheetState.undo = { at, hand: old, replacing: { ...hand, seats: old.seats } };
    sheetState.editing = null;
    sheetState.editingHand = null;
    draw();
  }
}

const download = (name, type, text) => {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type }));
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
};

/** The sheet view's handlers: each changes the sheet and keeps it. */
const sheetActions = {
  player(i, edit) {
    change((sheet) => {
      // Hands name their seats' players: a new name follows into every hand.
      const was = sheet.players[i].name;
      if (edit.name && edit.name !== was) {
        for (const hand of sheet.hands) {
          for (const seat of names.seats) if (hand.seats?.[seat] === was) hand.seats[seat] = edit.name;
        }
      }
      Object.assign(sheet.players[i], edit);
      return unsettled(sheet);
    });
  },
  seat(seat, player) {
    change((sheet) => {
      // Two seats never hold one player: the one who had `player` takes the other's place.
      const seats = sheet.seats;
      const other = names.seats.find((s) => seats[s] === player);
      if (other) seats[other] = seats[seat];
      seats[seat] = player;
    });
  },
  seating(seating) {
    change((sheet) => {
      sheet.seating = seating;
      return unsettled(sheet);
    });
  },
  addFromCalculator() {
    if (!calc.view.scored) return;
    addHand({
      seats: seatNames(sheetState.sheet),
      request: request('sheet', calc.state, { discarder: calc.view.discarder }),
    });
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
    sheetState.editingHand = structuredClone(hand);
    if (hand.request) {
      calculator.editFromSheet(hand.request);
      onCalculator();
    } else {
      draw();
    }
  },
  cancelEdit() {
    sheetState.editing = null;
    sheetState.editingHand = null;
    draw();
  },
  async remove(i) {
    const hand = sheetState.sheet.hands[i];
    const op = (sheet) => {
      const at = placeOf(sheet, hand, i);
      if (at < 0) return gone(i);
      sheet.hands.splice(at, 1);
    };
    if (await change(op)) sheetState.undo = { at: i, hand, replacing: null };
    draw();
  },
  /** Puts back the hand last deleted or replaced, where it was, on the sheet as stored now. */
  undo() {
    const u = sheetState.undo;
    if (!u) return;
    sheetState.undo = null;
    change((sheet) => {
      if (u.replacing) {
        const at = placeOf(sheet, u.replacing, u.at);
        if (at < 0) return gone(u.at);
        sheet.hands[at] = u.hand;
      } else sheet.hands.splice(Math.min(u.at, sheet.hands.length), 0, u.hand);
      return unsettled(sheet);
    });
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
    // With a byte-order mark, so that spreadsheets read the names and words as UTF-8.
    if (r.ok) download('fourseas-session.csv', 'text/csv', `\ufeff${toCsv(sheetState.sheet, r, calc.state.lang)}`);
  },
  /** Reads a sheet (`kept`: a game kept from the Play view, said so). */
  importText(text, kept = false) {
    const r = fromJson(text, engineNow(), calc.state.lang);
    if (r.error) {
      // The sheet on file stays as it was.
      sheetState.message = { error: r.error, hand: r.error.hand ?? null };
      draw();
      return;
    }
    sheetState.sheet = r.sheet;
    sheetState.undo = null;
    const n = r.sheet.hands.length;
    const said = kept ? t(calc.state.lang, 'sheet.kept', { n }) : t(calc.state.lang, 'sheet.imported', { n });
    change(() => null, { text: said });
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
    sheetState.sheet = newSheet(calc.state.lang);
    sheetState.undo = null;
    change(() => null);
  },
  open(id) {
    const found = sheetState.sheets.find((s) => s.id === id);
    if (!found) return;
    sheetState.sheet = structuredClone(found);
    sheetState.undo = null;
    sheetState.editing = null;
    sheetState.editingHand = null;
    store.setCurrent(id);
    draw();
  },
  /** A damaged record's text, as it is stored, for the player to keep. */
  exportDamaged(id) {
    const d = sheetState.damaged.find((x) => x.id === id);
    if (d) download(`fourseas-damaged-${id}.json`, 'application/json', `${d.raw}\n`);
  },
  async removeDamaged(id) {
    const d = sheetState.damaged.find((x) => x.id === id);
    if (!d) return;
    try {
      // By the key as stored, which need not be a string.
      await store.remove(d.key);
      store.changed(id);
      await readAll();
    } catch {
      /* no IndexedDB */
    }
    draw();
  },
};

/** Opens the current sheet from storage, or a `#sheet=` link (read before the
 * page rewrites its hash) as a new one; then follows the other tabs' edits. */
async function loadSheet(linked) {
  try {
    await readAll();
  } catch {
    sheetState.sheets = [];
  }
  const id = store.current();
  sheetState.sheet = structuredClone(sheetState.sheets.find((s) => s.id === id) ?? sheetState.sheets.at(-1) ?? null);
  if (!sheetState.sheet) {
    sheetState.sheet = newSheet(calc.state.lang);
    if (!sheetState.damaged.length) freshId = sheetState.sheet.id;
  }
  store.onChange(refresh);
  if (linked != null) sheetActions.importText(linked);
  else draw();
  // Sheets already kept: say so if the browser will not promise to keep them.
  if (sheetState.sheets.length && (await store.persist()) === false) {
    sheetState.persistRefused = true;
    draw();
  }
}

/** Another tab changed sheet `id`: the list, and the sheet shown if it is that one, as stored. */
async function refresh(id) {
  try {
    await readAll();
  } catch {
    return;
  }
  // This tab's sheet was never kept (a page opened fresh) and another tab has
  // started one: that is the sheet this tab adds to, not a second one.
  const mine = sheetState.sheets.some((s) => s.id === sheetState.sheet?.id);
  const theirs = sheetState.sheets.find((s) => s.id === id);
  if (!mine && theirs && !sheetState.sheet?.hands.length && store.current() === id) {
    sheetState.sheet = structuredClone(theirs);
    draw();
    return;
  }
  const stored = sheetState.sheets.find((s) => s.id === sheetState.sheet?.id);
  if (stored && id === stored.id) {
    sheetState.sheet = structuredClone(stored);
    keepEditing();
  }
  draw();
}

/** Every way to change the sheet's model. */
export const actions = { ...sheetActions, load: loadSheet };

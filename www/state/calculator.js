// The calculator's one state, its undo history, what is computed from it, and
// the only functions that change any of them. Views read these and call the
// functions below; after every change `commit` sorts the hand, asks the engine
// what follows from it (conditions, score, the four editions, the analysis) and
// tells the page to draw.

import { analyseInWorker, engineNow } from '../engine/client.js';
import { requestText, splitHandText } from '../shared/handtext.js';
import { getLang, setLang, t } from '../shared/i18n.js';
import { names } from '../shared/names.js';
import { request } from '../engine/request.js';
import { joinMpsz, TILE_IDS } from '../shared/tiles.js';
import { fromHash, MAX_TEXT } from '../shared/url.js';

export const state = {
  tiles: [], // concealed tile ids, the winning tile last
  melds: [], // {tiles: mpsz, concealed: bool}
  win: 'self_draw',
  lastTile: false,
  blessing: '',
  seat: 'east',
  // The discarder asked for; the one used is derived (view.discarder), so it
  // may be null or no longer possible.
  discarder: null,
  edition: 'standard',
  level: '',
  players: {}, // seat → edition, for mixed-level play
  mode: 'add',
  tap: 'remove',
  lang: getLang(),
  // The text box as typed, and its error: a hand with an error is never scored,
  // and its text is kept, editable, beside the error.
  text: null,
  textError: null,
  // Notes on a link that could not be read whole.
  linkNotes: [],
  updateReady: false,
  seen: [], // tile ids seen outside the hand, for the analysis
  // The value model's options, and a discard offered to a waiting hand
  // ({tile, from}) for call advice.
  handChanges: 1,
  // The value model's rounds: how far the hand is (in the link as `dl`).
  drawsLeft: 8,
  discardWins: true,
  offered: null,
  // The Rules view: null while the calculator shows, '' for the list, or the id
  // of the card open; and the edition it lists (null: the calculator's).
  rules: null,
  rulesEdition: null,
  // The Score sheet view (`#sheet`), open instead of the calculator.
  sheetView: false,
  // What the palette added, in order ({tile} or {meld}): Backspace takes the last
  // one away, though the hand is shown sorted. Undone and redone with the hand.
  added: [],
};

// What the page shows but a link does not keep: whether the text's error is
// shown yet (not while typing), the wait whose scoring is open, the seen
// picker, the palette's arrow-key focus and digits typed awaiting a suit.
export const ui = {
  showTextError: true,
  waitDetail: null,
  // The analysis's disclosures: the tiles-seen picker, the model's options, the offered discard.
  open: { seen: false, model: false, offer: false },
  focus: 0,
  digits: '',
};

// What the engine says of the state, computed once per change: the conditions
// for the current tiles and choices, the discarder used, the score, and the
// hand in every edition.
export let view = {};

// The analysis of a 13- or 14-tile hand, from the worker in steps: the table
// without the value model's figures, then with them; for the hand it was asked
// about (`key`).
export const analysis = { key: null, answer: null, step: 0 };

let draw = () => {};
let drawAnalysis = () => {};
/** The page's drawing: `all` after a change, `analysis` when an answer arrives. */
export function onDraw(all, analysisOnly) {
  draw = all;
  drawAnalysis = analysisOnly;
}

// ---------- undo and redo ----------

/** The fields one undo step restores. */
const UNDOABLE = [
  'tiles',
  'melds',
  'added',
  'text',
  'textError',
  'win',
  'lastTile',
  'blessing',
  'seat',
  'discarder',
  'edition',
  'level',
  'players',
  'seen',
];
export const history = { past: [], future: [], typing: null };
const snapshot = () => structuredClone(Object.fromEntries(UNDOABLE.map((k) => [k, state[k]])));

/** Keeps the state before a change, so that the change can be undone. */
function remember() {
  history.past.push(snapshot());
  if (history.past.length > 200) history.past.shift();
  history.future = [];
}

function undoRedo(from, to) {
  if (!from.length) return;
  to.push(snapshot());
  Object.assign(state, from.pop());
  ui.showTextError = true;
  commit();
}
export const undo = () => undoRedo(history.past, history.future);
export const redo = () => undoRedo(history.future, history.past);

// ---------- what follows from the state ----------

/** The order tiles are shown in: by suit, then rank. */
export const tileOrder = (a, b) => TILE_IDS.indexOf(a) - TILE_IDS.indexOf(b);

/** Sorts the hand, keeping the winning tile (the last) apart once the hand is full. */
function arrange() {
  const full = state.tiles.length + 3 * state.melds.length >= 14;
  const body = (full ? state.tiles.slice(0, -1) : [...state.tiles]).sort(tileOrder);
  state.tiles = full ? [...body, state.tiles.at(-1)] : body;
}

function compute() {
  const fs = engineNow();
  const v = { conditions: null, discarder: null, result: null, compare: null };
  if (state.textError) return v;
  // All tiles as `hand`: the engine reads the last one as the winning tile once the hand is full.
  const c = fs.conditions(request('conditions', state));
  if (!c.ok) {
    // The tiles already break a rule (a fifth copy, too many tiles): the result says which.
    v.result = c;
    return v;
  }
  v.conditions = c;
  // The discarder applies when the win type has one; the chosen seat if it may, else the first that may.
  const possible = c.discarder.filter((d) => d.possible).map((d) => d.value);
  v.discarder = possible.includes(state.discarder) ? state.discarder : (possible[0] ?? null);
  if (c.complete) {
    const req = request('score', state, { discarder: v.discarder });
    v.result = fs.score(req);
    // The same hand in every edition, at each one's own default level unless one is chosen.
    if (v.result.ok) {
      v.compare = names.editions.map((edition) => ({
        edition,
        r: edition === state.edition ? v.result : fs.score({ ...req, edition }),
      }));
    }
  }
  return v;
}

/** Whether the engine found the full hand no win: a question of what to discard, not an error. */
export const notAWin = () => view.result?.ok === false && view.result.error.code === 'not_winning';

/** Whether the hand holds one tile short of a full one: waiting for its next tile. */
export const isWaiting = () => state.tiles.length + 3 * state.melds.length === 13;

/** Asks for the analysis of the current hand when it is complete (the engine's
 * word) or one tile short, cancelling any older question. */
function analyse() {
  const waiting = isWaiting();
  if (state.textError || !view.conditions || !(view.conditions.complete || waiting)) {
    analysis.key = null;
    return;
  }
  const offered = waiting && state.offered?.tile ? state.offered : null;
  const req = request('analyze', state, { discarder: view.discarder, offered });
  const key = JSON.stringify(req);
  if (key === analysis.key) return;
  Object.assign(analysis, { key, answer: null, step: 1 });
  ui.waitDetail = null;
  analyseInWorker(req, (step, answer) => {
    if (analysis.key !== key) return;
    Object.assign(analysis, { answer, step });
    drawAnalysis();
  });
}

/** After a change: the hand sorted, the engine asked, the page drawn. */
export function commit(opts) {
  arrange();
  view = compute();
  analyse();
  draw(opts);
}

/** The scored hand, when the current one scores. */
export const scored = () => (view.result?.ok ? view.result : null);

/** Whether the text's error is held back: the user is still typing. */
export const typing = () => Boolean(state.textError && !ui.showTextError);

// ---------- entering a hand ----------

/** The tiles of a meld of `mode` at tile `id`: building it is no rule, the
 * engine's conditions say whether it may be added. */
function meldTiles(mode, id) {
  const r = Number(id[0]);
  const s = id[1];
  if (mode === 'chow') return [id, `${r + 1}${s}`, `${r + 2}${s}`];
  if (mode === 'pung') return [id, id, id];
  return [id, id, id, id];
}

/** The field of a conditions tile entry for a palette mode. */
export const MODE_FIELD = { add: 'add', chow: 'chow', pung: 'pung', kong: 'kong', ckong: 'concealed_kong' };

/** Whether tile `id` may be added in the current mode. */
export function mayAdd(id) {
  const entry = view.conditions?.tiles?.[TILE_IDS.indexOf(id)];
  return Boolean(!state.textError && entry?.[MODE_FIELD[state.mode]].possible);
}

/** Adds tile `id` in the current mode (a tile, or a meld at it), if it may be. */
export function tapPalette(id) {
  if (!mayAdd(id)) return;
  remember();
  if (state.mode === 'add') {
    state.tiles.push(id);
    state.added.push({ tile: id });
  } else {
    const meld = { tiles: joinMpsz(meldTiles(state.mode, id)), concealed: state.mode === 'ckong' };
    state.melds.push(meld);
    state.added.push({ meld });
  }
  state.text = null;
  commit();
}

/** Adds typed tiles as one undo step; blocked ones are left out and the note
 * says why. Answers the last tile typed (null when none may be). */
export function addTyped(ids) {
  const ok = ids.filter(() => state.mode === 'add' || ids.length === 1);
  if (!ok.length) return null;
  for (const [i, id] of ok.entries()) {
    if (!mayAdd(id)) break;
    tapPalette(id);
    // One undo step for the whole group typed.
    if (i > 0) history.past.pop();
  }
  return ok.at(-1);
}

/** Removes what the palette added last (the hand is shown sorted, so the last
 * tile shown may be another); the last tile when that is gone. */
export function removeLastAdded() {
  const added = [...state.added];
  while (added.length) {
    const { tile, meld } = added.pop();
    const i = tile
      ? state.tiles.lastIndexOf(tile)
      : state.melds.findLastIndex((m) => m.tiles === meld.tiles && m.concealed === meld.concealed);
    if (i < 0) continue;
    remember();
    state.added = added;
    if (tile) state.tiles.splice(i, 1);
    else state.melds.splice(i, 1);
    state.text = null;
    commit();
    return;
  }
  if (!state.tiles.length) return;
  remember();
  state.added = [];
  state.tiles.pop();
  state.text = null;
  commit();
}

/** A tap on the hand's tile `i`: removes it, or makes it the winning tile. */
export function tapHand(i) {
  remember();
  const [id] = state.tiles.splice(i, 1);
  if (state.tap === 'win') state.tiles.push(id);
  state.text = null;
  commit();
}

export function removeMeld(i) {
  remember();
  state.melds.splice(i, 1);
  state.text = null;
  commit();
}

/** Reads hand text into the state; an error keeps the text and blocks the result. */
function readText(text) {
  const fs = engineNow();
  state.text = text;
  state.added = [];
  if (text.length > MAX_TEXT) {
    state.textError = { code: 'too_large', key: 'linkTooLong', params: { max: MAX_TEXT } };
    return;
  }
  const { concealed, melds } = splitHandText(text);
  const parsed = fs.parse(concealed);
  const parsedMelds = melds.map((m) => ({ r: fs.parse(m.tiles), concealed: m.concealed }));
  const bad = [parsed, ...parsedMelds.map((m) => m.r)].find((r) => !r.ok);
  if (bad) {
    state.textError = bad.error;
    return;
  }
  state.textError = null;
  state.tiles = parsed.tiles.map((x) => x.id);
  state.melds = parsedMelds.map((m) => ({ tiles: m.r.mpsz, concealed: m.concealed }));
}

/** How long typing must pause before an error in the text is shown, in ms. */
const TYPING_PAUSE = 900;

/** The text box was typed in: one undo step per burst, the error after a pause. */
export function typeText(text, { onPause }) {
  if (!history.typing) remember();
  clearTimeout(history.typing);
  history.typing = setTimeout(() => {
    history.typing = null;
    onPause();
  }, TYPING_PAUSE);
  ui.showTextError = false;
  readText(text);
  commit({ fromText: true });
}

/** Shows the text's error, if any: after a pause in typing, or on leaving the
 * box. Answers whether there is an error to draw. */
export function showTextError() {
  if (ui.showTextError) return false;
  ui.showTextError = true;
  return Boolean(state.textError);
}

/** Empties the hand (an undoable step). */
export function clearHand() {
  if (!state.tiles.length && !state.melds.length && !state.text) return;
  remember();
  Object.assign(state, { tiles: [], melds: [], added: [], text: null, textError: null, linkNotes: [] });
  commit();
}

/** A condition chosen: win, discarder, seat, blessing, edition, level or lastTile. */
export function choose(key, value) {
  state[key] = value;
  commit();
}

/** Another player's edition, for mixed-level play ('' for the winner's). */
export function choosePlayer(seat, edition) {
  state.players[seat] = edition;
  commit();
}

/** What a palette tap does (`mode`) and what a tap on the hand does (`tap`). */
export function setMode(mode) {
  state.mode = mode;
}
export function setTap(tap) {
  state.tap = tap;
}

/** Sets how many of tile `id` were seen; `id` null clears them all. */
export function setSeen(id, n) {
  remember();
  state.seen = id == null ? [] : [...state.seen.filter((x) => x !== id), ...Array(n).fill(id)];
  commit();
}

/** Keeps whether one of the analysis's disclosures (`seen`, `model`, `offer`) is open. */
export function setPanelOpen(panel, open) {
  if (panel in ui.open) ui.open[panel] = open;
}

/** Sets one of the value model's options: `handChanges` (0 or 1), `discardWins` or `drawsLeft`. */
export function setModelOption(key, value) {
  if (!['handChanges', 'discardWins', 'drawsLeft'].includes(key)) return;
  state[key] = value;
  commit();
}

/** Offers a discard to the waiting hand (`{tile, from}`; no tile offers none, keeping the seat chosen). */
export function setOffered(offered) {
  state.offered = offered?.from ? { tile: offered.tile ?? '', from: offered.from } : null;
  commit();
}

/** Opens (or, with null, closes) the full scoring of a wait. */
export function pickWait(tile) {
  ui.waitDetail = tile;
}

export function setPaletteFocus(i) {
  ui.focus = Math.max(0, Math.min(TILE_IDS.length - 1, i));
}

export function setDigits(digits) {
  ui.digits = digits;
}

export function toggleLang() {
  state.lang = state.lang === 'en' ? 'zh' : 'en';
  setLang(state.lang);
}

/** Shows the calculator (`calculator`), the Score sheet (`sheet`) or the Rules view (`rules`), keeping the hand. */
export function showView(name) {
  state.rules = name === 'rules' ? (state.rules ?? '') : null;
  state.sheetView = name === 'sheet';
  draw();
}

/** Opens a pattern's card in the Rules view. */
export function openRule(id) {
  state.rules = id;
  state.sheetView = false;
  draw();
}

/** The edition the Rules view lists. */
export function setRulesEdition(edition) {
  state.rulesEdition = edition;
  state.rules = state.rules ? '' : state.rules;
  draw();
}

export function setUpdateReady() {
  state.updateReady = true;
}

/** Reads the URL hash into the state. */
export function loadLink(hash) {
  const link = fromHash(hash, { lang: state.lang, parse: engineNow().parse });
  readText(link.text);
  if (!link.text) state.text = null;
  const { text, notes, ...conditions } = link;
  Object.assign(state, conditions, { linkNotes: notes });
  ui.showTextError = true;
}

/** A hand from the score sheet goes back into the calculator. */
export function editFromSheet(r) {
  readText(requestText(r));
  Object.assign(state, {
    win: r.win ?? 'self_draw',
    seat: r.seat ?? 'east',
    discarder: r.discarder ?? state.discarder,
    lastTile: Boolean(r.last_tile),
    blessing: r.blessing ?? '',
  });
  commit();
}

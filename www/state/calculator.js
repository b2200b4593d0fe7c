// The calculator's store, in the style of every store of the page: its `model`
// (the state, the undo history, and what the engine says of them), the
// `actions` that are the only way to change it, and `subscribe` for the page's
// drawing. After every change `commit` asks the engine what follows from the
// state (conditions, score, the four editions, the analysis, a wait's scoring,
// the Rules view's list), sorts the hand and tells the page to draw. Views get
// the model and the actions as handlers; they read the one and call the other.

import { analyseInWorker, engineNow } from '../engine/client.js';
import { request } from '../engine/request.js';
import { readHandText, requestText } from '../shared/handtext.js';
import { getLang, setLang } from '../shared/i18n.js';
import { MODE_FIELD, names } from '../shared/names.js';
import { emptyTable } from '../shared/table.js';
import { joinMpsz, TILE_IDS, tileOrder } from '../shared/tiles.js';
import { fromHash, MAX_TEXT } from '../shared/url.js';
import { analysisActions } from './analysis-options.js';
import { createHistory } from './history.js';

const state = {
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
  table: emptyTable(), // the wall and the other seats (shared/table.js), in the link
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
const ui = {
  showTextError: true,
  waitDetail: null,
  // The analysis's disclosures: the table (with the tiles seen), the model's
  // options, the offered discard; and whose tiles the table's picker enters.
  open: { seen: false, model: false, offer: false },
  tableTarget: 'seen',
  focus: 0,
  digits: '',
};

// The analysis of a 13- or 14-tile hand, from the worker in steps: the table
// without the value model's figures, then with them; for the hand it was asked
// about (`key`).
const analysis = { key: null, answer: null, step: 0 };

let draw = () => {};
let drawAnalysis = () => {};
/** The page's drawing: `all` after a change, `analysisOnly` when an answer arrives. */
export function subscribe(all, analysisOnly) {
  draw = all;
  drawAnalysis = analysisOnly;
}

// ---------- undo and redo ----------

/** The fields one undo step restores. */
const UNDOABLE =
  'tiles melds added text textError win lastTile blessing seat discarder edition level players seen table';
const { history, remember, undo, redo } = createHistory(state, UNDOABLE.split(' '), () => {
  ui.showTextError = true;
  commit();
});

/** The store's model: read by the views, written only here. */
export const model = {
  state,
  ui,
  // What the engine says of the state, computed once per change (`compute`):
  // the conditions for the current tiles and choices (with whether the hand is
  // complete or waiting, and the copies of each tile left), the discarder used,
  // the score, the hand in every edition, the scoring of the wait opened and
  // the patterns the Rules view lists.
  view: {},
  analysis,
  history,
  /** Whether the text's error is held back: the user is still typing. */
  get typing() {
    return Boolean(state.textError && !ui.showTextError);
  },
  left,
  mayAdd,
};

// ---------- what follows from the state ----------

/** Sorts the hand, keeping the winning tile (the last) apart once the hand is full. */
function arrange() {
  const full = model.view.complete;
  const body = (full ? state.tiles.slice(0, -1) : [...state.tiles]).sort(tileOrder);
  state.tiles = full ? [...body, state.tiles.at(-1)] : body;
}

function compute() {
  const fs = engineNow();
  const v = {
    conditions: null,
    discarder: null,
    result: null,
    compare: null,
    complete: false,
    waiting: false,
    count: 0,
    notAWin: false,
    scored: null,
    waitScored: null,
    rulesPatterns: rulesPatterns(fs),
  };
  if (state.textError) return v;
  // All tiles as `hand`: the engine reads the last one as the winning tile once the hand is full.
  const c = fs.conditions(request('conditions', state));
  if (!c.ok) {
    // The tiles already break a rule (a fifth copy, too many tiles): the result says which.
    v.result = c;
    return v;
  }
  v.conditions = c;
  v.complete = c.complete;
  v.waiting = c.waiting;
  v.count = c.count;
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
    v.scored = v.result.ok ? v.result : null;
    // A full hand the engine finds no win is a question of what to discard, not an error.
    v.notAWin = v.result.ok === false && v.result.error.code === 'not_winning';
  }
  return v;
}

/** The patterns the Rules view lists: its edition's, or the calculator's. */
function rulesPatterns(fs) {
  return state.rules == null ? null : fs.patterns(state.rulesEdition ?? state.edition).patterns;
}

/** The full scoring of the waiting hand completed with the wait opened, by self-draw. */
function waitScoring() {
  const a = analysis.answer;
  const open = ui.waitDetail && a?.ok && a.shanten === 0;
  return open ? engineNow().score(request('wait', state, { tile: ui.waitDetail })) : null;
}

/** Copies of tile `id` not in the hand or its melds, as the engine counts them. */
function left(id) {
  return model.view.conditions?.tiles?.[TILE_IDS.indexOf(id)]?.left ?? 4;
}

/** Asks for the analysis of the current hand when it is complete (the engine's
 * word) or one tile short, cancelling any older question. */
function analyse() {
  const { conditions, waiting } = model.view;
  if (state.textError || !conditions || !(conditions.complete || waiting)) {
    analysis.key = null;
    return;
  }
  const offered = waiting && state.offered?.tile ? state.offered : null;
  const req = request('analyze', state, { discarder: model.view.discarder, offered });
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

/** After a change: the engine asked, the hand sorted, the page drawn. A hand
 * whose tiles break a rule is left as entered (which tile wins is unknown). */
function commit(opts) {
  model.view = compute();
  if (model.view.conditions) arrange();
  analyse();
  // The wait opened stays open while the question is the same: its scoring follows the conditions.
  model.view.waitScored = waitScoring();
  draw(opts);
}

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

/** Whether tile `id` may be added in the current mode. */
function mayAdd(id) {
  const entry = model.view.conditions?.tiles?.[TILE_IDS.indexOf(id)];
  return Boolean(!state.textError && entry?.[MODE_FIELD[state.mode]].possible);
}

/** Adds tile `id` in the current mode (a tile, or a meld at it), if it may be. */
function tapPalette(id) {
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
function addTyped(ids) {
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
function removeLastAdded() {
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
function tapHand(i) {
  remember();
  const [id] = state.tiles.splice(i, 1);
  if (state.tap === 'win') state.tiles.push(id);
  state.text = null;
  commit();
}

function removeMeld(i) {
  remember();
  state.melds.splice(i, 1);
  state.text = null;
  commit();
}

/** Reads hand text into the state; an error keeps the text and blocks the result. */
function readText(text) {
  state.text = text;
  state.added = [];
  if (text.length > MAX_TEXT) {
    state.textError = { code: 'too_large', key: 'linkTooLong', params: { max: MAX_TEXT } };
    return;
  }
  const read = readHandText(text, engineNow().parse);
  state.textError = read.error ?? null;
  if (!read.error) Object.assign(state, { tiles: read.tiles, melds: read.melds });
}

/** How long typing must pause before an error in the text is shown, in ms. */
const TYPING_PAUSE = 900;

/** The text box was typed in: one undo step per burst, the error after a pause. */
function typeText(text, { onPause }) {
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
function showTextError() {
  if (ui.showTextError) return false;
  ui.showTextError = true;
  return Boolean(state.textError);
}

/** Empties the hand (an undoable step). */
function clearHand() {
  if (!state.tiles.length && !state.melds.length && !state.text) return;
  remember();
  Object.assign(state, { tiles: [], melds: [], added: [], text: null, textError: null, linkNotes: [] });
  commit();
}

/** A condition chosen: win, discarder, seat, blessing, edition, level or lastTile. */
function choose(key, value) {
  state[key] = value;
  commit();
}

/** Another player's edition, for mixed-level play ('' for the winner's). */
function choosePlayer(seat, edition) {
  state.players[seat] = edition;
  commit();
}

/** What a palette tap does (`mode`) and what a tap on the hand does (`tap`). */
const setMode = (mode) => Object.assign(state, { mode });
const setTap = (tap) => Object.assign(state, { tap });

/** Opens (or, with null, closes) the full scoring of a wait. */
function pickWait(tile) {
  ui.waitDetail = tile;
  model.view.waitScored = waitScoring();
  drawAnalysis();
}

function setPaletteFocus(i) {
  ui.focus = Math.max(0, Math.min(TILE_IDS.length - 1, i));
}

function setDigits(digits) {
  ui.digits = digits;
}

function toggleLang() {
  state.lang = state.lang === 'en' ? 'zh' : 'en';
  setLang(state.lang);
}

/** Shows the calculator (`calculator`), the Score sheet (`sheet`) or the Rules view (`rules`), keeping the hand. */
function showView(name) {
  state.rules = name === 'rules' ? (state.rules ?? '') : null;
  state.sheetView = name === 'sheet';
  model.view.rulesPatterns = rulesPatterns(engineNow());
  draw();
}

/** Opens a pattern's card in the Rules view. */
function openRule(id) {
  state.rules = id;
  state.sheetView = false;
  model.view.rulesPatterns = rulesPatterns(engineNow());
  draw();
}

/** The edition the Rules view lists. */
function setRulesEdition(edition) {
  state.rulesEdition = edition;
  state.rules = state.rules ? '' : state.rules;
  model.view.rulesPatterns = rulesPatterns(engineNow());
  draw();
}

function setUpdateReady() {
  state.updateReady = true;
}

/** Reads the URL hash into the state. */
function loadLink(hash) {
  const link = fromHash(hash, { lang: state.lang, parse: engineNow().parse });
  readText(link.text);
  if (!link.text) state.text = null;
  const { text, notes, ...conditions } = link;
  Object.assign(state, conditions, { linkNotes: notes });
  ui.showTextError = true;
}

/** A hand from the score sheet goes back into the calculator. */
function editFromSheet(r) {
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

/** Every way to change the calculator's model. */
export const actions = {
  commit,
  undo,
  redo,
  tapPalette,
  addTyped,
  removeLastAdded,
  tapHand,
  removeMeld,
  typeText,
  showTextError,
  clearHand,
  choose,
  choosePlayer,
  setMode,
  setTap,
  ...analysisActions({ state, ui, remember, commit }),
  pickWait,
  setPaletteFocus,
  setDigits,
  toggleLang,
  showView,
  openRule,
  setRulesEdition,
  setUpdateReady,
  loadLink,
  editFromSheet,
};

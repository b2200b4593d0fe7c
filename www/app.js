// The calculator page: builds a hand by clicks or text, scores it live with the
// WebAssembly engine, keeps everything in the URL hash.

import { engine } from './engine.js';
import { TILE_IDS, tileSvg, tileName, splitMpsz, joinMpsz, setTileInfo } from './tiles.js';
import { splitHandText, handText, handRequest } from './handtext.js';
import { getLang, setLang, t, translate, whyText, blockedText } from './i18n.js';
import { h, resultView, meldFaces, meldName, patternName, limitText, errorText, SEATS } from './render.js';
import { waitsView, discardsView, progressView, seenView } from './analysis-view.js';
import { newSheet, sessionRequest, store, toCsv, fromJson, linkFor, fromLink, nextSeats, seatNames, renderSheet } from './sheet.js';

const WINS = ['self_draw', 'discard', 'robbing_kong', 'kong_replacement', 'concealed_discard'];
const BLESSINGS = ['heaven', 'earth', 'man'];
const LEVELS = ['I', 'II', 'III', 'IV', 'V'];
/** The longest hand text a link or the text box is read for. */
const MAX_TEXT = 200;

const $ = (id) => document.getElementById(id);

const state = {
  tiles: [], // concealed tile ids, the winning tile last
  melds: [], // {tiles: mpsz, concealed: bool}
  win: 'self_draw',
  lastTile: false,
  blessing: '',
  seat: 'east',
  // The discarder asked for; the one used is derived (see compute), so it may
  // be null or no longer possible.
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
  // What the palette added, in order ({tile} or {meld}): Backspace takes the last
  // one away, though the hand is shown sorted. Undone and redone with the hand.
  added: [],
};

// What the page shows but a link does not keep: whether the text's error is
// shown yet (not while typing), the wait whose scoring is open, the seen picker.
const ui = { showTextError: true, waitDetail: null, seenOpen: false };

// ---------- undo and redo ----------

/** The fields one undo step restores. */
const UNDOABLE = ['tiles', 'melds', 'added', 'text', 'textError', 'win', 'lastTile', 'blessing', 'seat', 'discarder', 'edition', 'level', 'players', 'seen'];
const undoStack = { past: [], future: [], typing: null };
const snapshot = () => structuredClone(Object.fromEntries(UNDOABLE.map((k) => [k, state[k]])));

/** Keeps the state before a change, so that the change can be undone. */
function remember() {
  undoStack.past.push(snapshot());
  if (undoStack.past.length > 200) undoStack.past.shift();
  undoStack.future = [];
}

function undoRedo(from, to) {
  if (!from.length) return;
  to.push(snapshot());
  Object.assign(state, from.pop());
  ui.showTextError = true;
  changed();
}
const undo = () => undoRedo(undoStack.past, undoStack.future);
const redo = () => undoRedo(undoStack.future, undoStack.past);

/** The order tiles are shown in: by suit, then rank. */
const tileOrder = (a, b) => TILE_IDS.indexOf(a) - TILE_IDS.indexOf(b);

/** Sorts the hand, keeping the winning tile (the last) apart once the hand is full. */
function arrange() {
  const full = state.tiles.length + 3 * state.melds.length >= 14;
  const body = (full ? state.tiles.slice(0, -1) : [...state.tiles]).sort(tileOrder);
  state.tiles = full ? [...body, state.tiles.at(-1)] : body;
}

let fs; // the engine, once loaded
let rulebook; // pattern id → rulebook row, for the names of left-out reasons
let editions; // the engine's edition table, by edition
let EDITIONS; // the edition names, in the engine's order

// ---------- input ----------

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
const MODE_FIELD = { add: 'add', chow: 'chow', pung: 'pung', kong: 'kong', ckong: 'concealed_kong' };

// ---------- input ----------

/** Whether tile `id` may be added in the current mode. */
function mayAdd(id) {
  const entry = view.conditions?.tiles?.[TILE_IDS.indexOf(id)];
  return Boolean(!state.textError && entry && entry[MODE_FIELD[state.mode]].possible);
}

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
  changed();
}

/** Removes what the palette added last (the hand is shown sorted, so the last
 * tile shown may be another); the last tile when that is gone. */
function removeLastAdded() {
  const added = [...state.added];
  while (added.length) {
    const { tile, meld } = added.pop();
    const i = tile ? state.tiles.lastIndexOf(tile)
      : state.melds.findLastIndex((m) => m.tiles === meld.tiles && m.concealed === meld.concealed);
    if (i < 0) continue;
    remember();
    state.added = added;
    if (tile) state.tiles.splice(i, 1);
    else state.melds.splice(i, 1);
    return true;
  }
  if (!state.tiles.length) return false;
  remember();
  state.added = [];
  state.tiles.pop();
  return true;
}

function tapHand(i) {
  remember();
  const [id] = state.tiles.splice(i, 1);
  if (state.tap === 'win') state.tiles.push(id);
  state.text = null;
  changed();
}

function removeMeld(i) {
  remember();
  state.melds.splice(i, 1);
  state.text = null;
  changed();
}

/** Reads hand text into the state; an error keeps the text and blocks the result. */
function readText(text) {
  state.text = text;
  state.added = [];
  if (text.length > MAX_TEXT) {
    state.textError = { code: 'too_large', message: t(state.lang, 'linkTooLong', { max: MAX_TEXT }) };
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

// ---------- URL hash ----------

function toHash() {
  const p = new URLSearchParams();
  // A text with an error is kept as typed, so a link never loses the hand.
  const text = state.textError ? state.text : handText(state.tiles, state.melds);
  if (text) p.set('h', text);
  if (state.win !== 'self_draw') p.set('win', state.win);
  if (view.discarder) p.set('d', view.discarder);
  if (state.seat !== 'east') p.set('s', state.seat);
  if (state.edition !== 'standard') p.set('e', state.edition);
  if (state.level) p.set('l', state.level);
  if (state.lastTile) p.set('lt', '1');
  if (state.blessing) p.set('b', state.blessing);
  const mixed = Object.entries(state.players).filter(([, e]) => e).map(([s, e]) => `${s}:${e}`);
  if (mixed.length) p.set('p', mixed.join(','));
  if (state.seen.length) p.set('seen', joinMpsz([...state.seen].sort(tileOrder)));
  return p.toString();
}

/** Reads the hash; values it does not know are replaced by defaults, with a note. */
function fromHash() {
  const p = new URLSearchParams(location.hash.slice(1));
  const notes = [];
  const pick = (key, field, allowed, fallback) => {
    const v = p.get(key);
    if (v == null || v === '') return fallback;
    const found = allowed.find((a) => a.toLowerCase() === v.toLowerCase());
    if (found === undefined) notes.push(t(state.lang, 'linkUnknown', { field: t(state.lang, field), value: v.slice(0, 40) }));
    return found ?? fallback;
  };
  // Through the engine's parser, so a shared link may use any notation.
  const text = p.get('h') ?? '';
  readText(text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text);
  if (text.length > MAX_TEXT) notes.push(t(state.lang, 'linkTooLong', { max: MAX_TEXT }));
  if (!text) state.text = null;
  state.win = pick('win', 'win', WINS, 'self_draw');
  state.seat = pick('s', 'seat', SEATS, 'east');
  state.discarder = pick('d', 'discarder', SEATS, null);
  state.edition = pick('e', 'edition', EDITIONS, 'standard');
  state.level = pick('l', 'level', LEVELS, '');
  state.lastTile = p.get('lt') === '1';
  state.blessing = pick('b', 'blessing', BLESSINGS, '');
  state.players = {};
  for (const x of (p.get('p') ?? '').split(',').filter(Boolean)) {
    const [seat, edition] = x.split(':');
    if (SEATS.includes(seat) && EDITIONS.includes(edition)) state.players[seat] = edition;
    else notes.push(t(state.lang, 'linkUnknown', { field: t(state.lang, 'mixed'), value: x.slice(0, 40) }));
  }
  const seen = (p.get('seen') ?? '').slice(0, MAX_TEXT);
  const parsedSeen = seen ? fs.parse(seen) : { ok: true, tiles: [] };
  if (!parsedSeen.ok) notes.push(t(state.lang, 'linkUnknown', { field: t(state.lang, 'seen.title'), value: seen.slice(0, 40) }));
  state.seen = parsedSeen.ok ? parsedSeen.tiles.map((x) => x.id) : [];
  state.linkNotes = notes;
  ui.showTextError = true;
}

// ---------- rendering ----------

// What the page shows is computed from the state once per change: the engine's
// conditions for the current tiles and choices, and the score. Rendering reads
// it and never writes the state.
let view = {};

/** The choices as request fields, without the tiles. */
function choices() {
  const req = { win: state.win, seat: state.seat, edition: state.edition };
  if (state.lastTile) req.last_tile = true;
  if (state.blessing) req.blessing = state.blessing;
  if (state.level) req.level = state.level;
  const players = Object.fromEntries(Object.entries(state.players).filter(([s, e]) => e && s !== state.seat).map(([s, e]) => [s, { edition: e }]));
  if (Object.keys(players).length) req.players = players;
  return req;
}

function compute() {
  const v = { conditions: null, discarder: null, result: null, compare: null };
  if (state.textError) return v;
  // All tiles as `hand`: the engine reads the last one as the winning tile once the hand is full.
  const c = fs.conditions({ hand: joinMpsz(state.tiles), melds: state.melds, ...choices() });
  if (!c.ok) {
    // The tiles already break a rule (a fifth copy, too many tiles): the result says which.
    v.result = c;
    return v;
  }
  v.conditions = c;
  // The discarder applies when the win type has one; the chosen seat if it may, else the first that may.
  const possible = c.discarder.filter((d) => d.possible).map((d) => d.value);
  v.discarder = possible.includes(state.discarder) ? state.discarder : possible[0] ?? null;
  if (c.complete) {
    const req = { ...handRequest(state.tiles, state.melds), ...choices() };
    if (v.discarder) req.discarder = v.discarder;
    v.result = fs.score(req);
    // The same hand in every edition, at each one's own default level unless one is chosen.
    if (v.result.ok) v.compare = EDITIONS.map((edition) => ({ edition, r: edition === state.edition ? v.result : fs.score({ ...req, edition }) }));
  }
  return v;
}

/** The scored hand, when the current one scores. */
const scored = () => (view.result?.ok ? view.result : null);

/** Why an option cannot be chosen, in words. */
const why = (o) => (o && !o.possible ? whyText(o.error, state.lang) : '');

function renderPalette() {
  const pal = $('palette');
  const field = MODE_FIELD[state.mode];
  const reasons = new Map();
  for (const [i, btn] of [...pal.children].entries()) {
    const entry = view.conditions?.tiles[TILE_IDS.indexOf(btn.dataset.tile)]?.[field];
    // No conditions: the text has an error, or the tiles break a rule; nothing may be added.
    const reason = entry && !entry.possible ? blockedText(entry.error, field, state.lang) : '';
    // aria-disabled, not disabled: a blocked tile stays in the arrow-key order.
    btn.setAttribute('aria-disabled', String(!entry || !entry.possible));
    btn.title = reason || tileName(btn.dataset.tile, state.lang);
    btn.tabIndex = i === palette.focus ? 0 : -1;
    if (reason) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  // The reasons in words, not only in tooltips (touch screens have none).
  const all = [...pal.children].every((b) => b.getAttribute('aria-disabled') === 'true');
  const list = [...reasons.keys()];
  $('palette-note').textContent = !state.textError && !view.conditions ? t(state.lang, 'blockedHand')
    : !list.length ? '' : all && list.length === 1 ? list[0] : t(state.lang, 'blockedSome', { reasons: list.join(' ') });
}

function renderHand() {
  const hand = $('hand');
  const lang = state.lang;
  // While the text has an error, no other hand is shown than the one in the box.
  const tiles = state.textError ? [] : state.tiles;
  const full = tiles.length + 3 * state.melds.length >= 14;
  hand.replaceChildren(...tiles.map((id, i) => {
    const winning = full && i === tiles.length - 1;
    return h('button', {
      type: 'button',
      class: `tile-btn${winning ? ' winning' : ''}`,
      'data-tile': id,
      'aria-label': winning ? t(lang, 'winningTile', { tile: tileName(id, lang) }) : tileName(id, lang),
      onclick: () => tapHand(i),
    }, tileSvg(id, lang), winning ? h('span', { class: 'win-mark', 'aria-hidden': 'true' }, t(lang, 'winMark')) : null);
  }));
  const melds = $('melds');
  const shown = state.textError ? [] : state.melds;
  melds.replaceChildren(...(shown.length ? shown.map((m, i) => {
    const ids = splitMpsz(m.tiles);
    const name = meldName(ids, m.concealed, lang);
    return h('button', {
      type: 'button',
      class: `meld${m.concealed ? ' concealed' : ' exposed'}`,
      'aria-label': t(lang, 'removeMeldNamed', { meld: name }),
      title: t(lang, 'removeMeldNamed', { meld: name }),
      onclick: () => removeMeld(i),
    }, h('span', { class: 'meld-tiles' }, meldFaces(ids, m.concealed, lang)),
    h('span', { class: 'meld-kind', 'aria-hidden': 'true' }, t(lang, m.concealed ? 'concealed' : 'exposed')));
  }) : [h('p', { class: 'note' }, t(lang, 'noMelds'))]));
  $('undo').disabled = !undoStack.past.length;
  $('redo').disabled = !undoStack.future.length;
}

function renderConditions() {
  const c = view.conditions;
  const lang = state.lang;
  // What cannot be chosen now, grouped by reason: [{chosen, options, reason}].
  const notes = [];
  const note = (chosen, label, o) => {
    const reason = why(o);
    const same = notes.find((n) => n.chosen === chosen && n.reason === reason);
    if (same) same.options.push(label);
    else notes.push({ chosen, options: [label], reason });
  };
  // Without conditions (an error in the tiles) every option is open again.
  const options = (sel, list) => {
    const byValue = new Map((list ?? []).map((o) => [o.value, o]));
    for (const opt of $(sel).options) {
      const o = byValue.get(opt.value);
      opt.disabled = Boolean(o && !o.possible);
      opt.title = why(o);
      const chosen = $(sel).value === opt.value;
      // A chosen edition the tiles do not win in is said by the result.
      if (opt.disabled && !(chosen && o.error.code === 'not_winning')) note(chosen, opt.textContent, o);
    }
  };
  // Reflect the state in the controls first, then mark what cannot be chosen.
  $('win').value = state.win;
  $('seat').value = state.seat;
  $('blessing').value = state.blessing;
  $('edition').value = state.edition;
  $('level').value = state.level;
  $('last-tile').checked = state.lastTile;
  options('win', c?.win);
  options('blessing', c?.blessing);
  options('seat', c?.seat);
  options('edition', c?.edition);
  // The discarder select is on while the win type has a discarder; its options then say who may discard.
  const discarders = $('discarder');
  for (const d of c?.discarder ?? []) {
    const opt = discarders.querySelector(`option[value="${d.value}"]`);
    opt.disabled = Boolean(view.discarder) && !d.possible;
    opt.title = view.discarder ? why(d) : '';
  }
  discarders.disabled = !view.discarder;
  discarders.title = view.discarder ? '' : why(c?.discarder[0]);
  discarders.value = view.discarder ?? '';
  // A ticked box stays enabled so that it can be unticked.
  const lastTile = c?.last_tile;
  $('last-tile').disabled = Boolean(lastTile && !lastTile.possible && !state.lastTile);
  $('last-tile').title = why(lastTile);
  if (lastTile && !lastTile.possible) note(state.lastTile, t(lang, 'lastTile'), lastTile);
  const level = editions?.get(state.edition)?.default_level ?? '';
  $('level').options[0].textContent = t(lang, 'levelDefault', { level });
  const item = (n) => t(lang, 'unavailableItem', { options: n.options.join(t(lang, 'listSep')), reason: n.reason });
  const chosen = notes.filter((n) => n.chosen);
  const others = notes.filter((n) => !n.chosen);
  $('conditions-note').replaceChildren(
    ...chosen.map((n) => h('p', { class: 'warn' }, item(n))),
    others.length ? h('div', { class: 'note unavailable' }, h('span', {}, t(lang, 'unavailable')),
      h('ul', {}, others.map((n) => h('li', {}, item(n))))) : '');
  for (const s of SEATS) {
    const sel = $(`player-${s}`);
    sel.disabled = s === state.seat;
    sel.value = s === state.seat ? '' : state.players[s] ?? '';
  }
}

/** Each seat's payment threshold F, from its edition (R17, R20). */
function thresholds() {
  return Object.fromEntries(SEATS.map((s) => [s, editions.get(s === state.seat ? state.edition : state.players[s] || state.edition)?.payment_threshold]));
}

/** Whether the text's error is held back: the user is still typing. */
const typing = () => Boolean(state.textError && !ui.showTextError);

function renderResult() {
  const out = $('output');
  const err = $('error');
  const lang = state.lang;
  err.hidden = true;
  if (state.textError) {
    out.replaceChildren(h('p', { class: 'note' }, t(lang, typing() ? 'typingHelp' : 'textFix')));
    return;
  }
  const r = view.result;
  if (!r) {
    out.replaceChildren(h('p', { class: 'note' }, t(lang, 'needTiles')));
    return;
  }
  if (!r.ok) {
    err.hidden = false;
    err.dataset.code = r.error.code;
    err.textContent = errorText(r.error, lang);
    out.replaceChildren();
    return;
  }
  out.replaceChildren(...resultView(r, { lang, rulebook, seat: state.seat, thresholds: thresholds() }));
}

/** The score summary: the one live region, in view on a phone (a bar at the bottom). */
function renderSummary() {
  const lang = state.lang;
  const r = view.result;
  const a = analysis.key ? analysis.answer : null;
  const count = state.tiles.length + 3 * state.melds.length;
  let parts;
  if (typing()) parts = [t(lang, 'typing')];
  else if (state.textError) parts = [h('span', { class: 'no' }, t(lang, 'summary.textError'))];
  else if (r && !r.ok) parts = [h('span', { class: 'no' }, t(lang, `error.${r.error.code}`))];
  else if (r?.ok) {
    const limit = limitText(r, lang);
    parts = [h('span', { id: 'score', class: 'big' }, String(r.score)), ` ${t(lang, 'points')}`,
      limit ? h('span', { class: 'summary-limit' }, ` · ${limit}`) : null,
      h('span', { class: 'summary-may' }, ` · ${t(lang, 'summary.selfDraw')} `, h('strong', { class: r.may_win.self_draw ? 'ok' : 'no' }, t(lang, r.may_win.self_draw ? 'yes' : 'no')),
        ` · ${t(lang, 'summary.onDiscard')} `, h('strong', { class: r.may_win.discard ? 'ok' : 'no' }, t(lang, r.may_win.discard ? 'yes' : 'no')))];
  } else if (a?.ok && a.waits && a.shanten === 0) {
    parts = [t(lang, 'summary.waiting', { n: a.waits.length }), ' ',
      ...a.waits.slice(0, 6).map((w) => h('span', { class: 'summary-wait' }, tileSvg(w.tile, lang), String(w.self_draw?.score ?? '—')))];
  } else if (a?.ok && a.waits) parts = [t(lang, 'shantenIs', { n: a.shanten })];
  else if (a?.ok && a.discards) parts = [t(lang, 'summary.discard', { tile: tileName(a.discards[0].tile, lang) })];
  else parts = [t(lang, 'summary.count', { n: count })];
  // Replaced only when it changes: a live region re-announces whatever is written to it.
  const next = h('div', {}, ...parts.filter((x) => x != null));
  const summary = $('summary');
  if (summary.childNodes.length === next.childNodes.length && [...next.childNodes].every((n, i) => n.isEqualNode(summary.childNodes[i]))) return;
  summary.replaceChildren(...next.childNodes);
}

function renderNotes() {
  const text = $('text-error');
  const shown = Boolean(state.textError && ui.showTextError);
  text.hidden = !shown;
  text.textContent = shown ? errorText(state.textError, state.lang) : '';
  // The error takes the help's place, so that nothing below moves.
  $('text-help').hidden = shown;
  $('text').setAttribute('aria-invalid', String(shown));
  $('link-note').hidden = !state.linkNotes.length;
  $('link-note').textContent = state.linkNotes.join(' ');
  $('update').hidden = !state.updateReady;
  const lang = $('lang');
  lang.setAttribute('lang', state.lang === 'en' ? 'zh-Hans' : 'en');
}

/** The hand scored in every edition, side by side: score, may win, and the patterns not common to all. */
function renderCompare() {
  const lang = state.lang;
  const rows = view.compare;
  if (!rows) {
    $('compare').replaceChildren();
    return;
  }
  const scoredRows = rows.filter((x) => x.r.ok);
  const common = new Set(scoredRows.length === rows.length
    ? scoredRows[0].r.patterns.map((p) => p.id).filter((id) => scoredRows.every((x) => x.r.patterns.some((p) => p.id === id))) : []);
  const mark = (ok) => h('strong', { class: ok ? 'ok' : 'no' }, t(lang, ok ? 'yes' : 'no'));
  $('compare').replaceChildren(h('h3', { id: 'h-compare' }, t(lang, 'compare.title')),
    h('div', { class: 'table-scroll', tabindex: 0, role: 'region', 'aria-labelledby': 'h-compare' }, h('table', { class: 'compare', 'aria-labelledby': 'h-compare' },
      h('thead', {}, h('tr', {}, [t(lang, 'edition'), t(lang, 'score'), t(lang, 'selfDrawOk'), t(lang, 'discardOk'), t(lang, 'compare.differ')]
        .map((x) => h('th', { scope: 'col' }, x)))),
      h('tbody', {}, rows.map(({ edition, r }) => h('tr', { 'data-edition': edition, class: edition === state.edition ? 'current' : null },
        h('th', { scope: 'row' }, t(lang, `edition.${edition}`)),
        ...(r.ok ? [
          h('td', { class: 'num' }, String(r.score)),
          h('td', {}, mark(r.may_win.self_draw)),
          h('td', {}, mark(r.may_win.discard)),
          h('td', { class: 'differ' }, r.patterns.filter((p) => !common.has(p.id)).map((p) => `${patternName(p, lang)} ${p.points}`).join(t(lang, 'listSep')) || '—'),
        ] : [h('td', { colspan: 4, class: 'note' }, t(lang, `error.${r.error.code}`))])))))));
}

function render({ fromText = false } = {}) {
  translate(document, state.lang);
  if (!fromText) $('text').value = state.textError ? state.text : handText(state.tiles, state.melds);
  renderPalette();
  renderHand();
  renderConditions();
  renderResult();
  renderAnalysis();
  renderCompare();
  renderNotes();
  renderSummary();
  renderSheetView();
}

function changed(opts) {
  arrange();
  view = compute();
  analyse();
  const hash = toHash();
  if (location.hash.slice(1) !== hash) history.replaceState(null, '', hash ? `#${hash}` : location.pathname);
  render(opts);
}

// ---------- analysis at the table ----------

// The analysis of a 13- or 14-tile hand comes from a worker, in two answers: the
// table without the value model's figures, then with them. `analysis` holds the
// latest answer for the hand it was asked about, with its key and step.
let worker = null;
let asked = 0;
const analysis = { key: null, answer: null, step: 0, busy: false };

function analysisRequest() {
  const req = { hand: joinMpsz(state.tiles), melds: state.melds, seat: state.seat, edition: state.edition };
  if (state.level) req.level = state.level;
  if (view.discarder) req.discarder = view.discarder;
  if (state.seen.length) req.seen = joinMpsz([...state.seen].sort(tileOrder));
  return req;
}

/** Asks for the analysis of the current hand when it is complete (the engine's
 * word) or one tile short, cancelling any older question. */
function analyse() {
  const waiting = state.tiles.length + 3 * state.melds.length === 13;
  if (state.textError || !view.conditions || !(view.conditions.complete || waiting)) {
    analysis.key = null;
    return;
  }
  const request = analysisRequest();
  const key = JSON.stringify(request);
  if (key === analysis.key) return;
  Object.assign(analysis, { key, answer: null, step: 1 });
  ui.waitDetail = null;
  if (worker && analysis.busy) {
    // A question still running: a new worker rather than a queue.
    worker.terminate();
    worker = null;
  }
  worker ??= new Worker(new URL('./analysis-worker.js', import.meta.url), { type: 'module' });
  const id = ++asked;
  analysis.busy = true;
  worker.onmessage = (e) => {
    if (e.data.id !== id) return;
    if (e.data.step === 3) analysis.busy = false;
    if (analysis.key !== key) return;
    Object.assign(analysis, { answer: e.data.answer, step: e.data.step });
    renderAnalysis();
    renderSummary();
  };
  worker.postMessage({ id, request, discards: Boolean(view.conditions.complete) });
}

/** The full scoring of the waiting hand completed with `tile`, by self-draw. */
function waitScoring(tile) {
  const req = { ...handRequest([...state.tiles, tile], state.melds), ...choices(), win: 'self_draw' };
  delete req.blessing;
  delete req.last_tile;
  return fs.score(req);
}

/** Sets how many of tile `id` were seen; `id` null clears them all. */
function setSeen(id, n) {
  remember();
  state.seen = id == null ? [] : [...state.seen.filter((x) => x !== id), ...Array(n).fill(id)];
  changed();
}

function pickWait(tile) {
  ui.waitDetail = tile;
  renderAnalysis();
  if (tile) $('wait-detail')?.scrollIntoView({ block: 'nearest' });
}

function renderAnalysis() {
  const box = $('analysis');
  const lang = state.lang;
  const a = analysis.key ? analysis.answer : null;
  if (!analysis.key) {
    box.replaceChildren();
    return;
  }
  const seen = new Map();
  for (const id of state.seen) seen.set(id, (seen.get(id) ?? 0) + 1);
  const inHand = (id) => state.tiles.filter((x) => x === id).length + state.melds.reduce((n, m) => n + splitMpsz(m.tiles).filter((x) => x === id).length, 0);
  const picker = seenView(seen, lang, {
    open: ui.seenOpen,
    limit: (id) => Math.max(0, 4 - inHand(id)),
    onToggle: (open) => { ui.seenOpen = open; },
    onChange: setSeen,
  });
  const progress = analysis.step < 3 ? progressView(analysis.step, lang) : null;
  if (!a) {
    box.replaceChildren(...[h('h3', {}, t(lang, 'analysis')), progress, picker].filter(Boolean));
    return;
  }
  if (!a.ok) {
    box.replaceChildren(h('h3', {}, t(lang, 'analysis')), h('p', { class: 'error' }, errorText(a.error, lang)), picker);
    return;
  }
  if (a.discards) {
    box.replaceChildren(...[h('h3', {}, t(lang, 'discardAdvice'), a.shanten >= 0 ? h('span', { class: 'note' }, ` · ${t(lang, 'shantenNow', { n: a.shanten })}`) : null),
      progress, discardsView(a, lang, analysis.step < 3), h('p', { class: 'note' }, t(lang, 'valueModel')), picker].filter(Boolean));
    return;
  }
  let detail = null;
  if (ui.waitDetail && a.shanten === 0) {
    const r = waitScoring(ui.waitDetail);
    detail = h('div', { id: 'wait-detail', class: 'wait-detail' },
      h('h4', {}, t(lang, 'waitDetail', { tile: tileName(ui.waitDetail, lang) })),
      ...(r.ok ? resultView(r, { lang, rulebook, seat: state.seat, thresholds: thresholds(), headline: true }) : [h('p', { class: 'error' }, errorText(r.error, lang))]));
  }
  box.replaceChildren(...[
    h('h3', {}, a.shanten === 0 ? t(lang, 'waiting') : t(lang, 'shantenIs', { n: a.shanten })),
    a.shanten === 0 ? waitsView(a.waits, lang, { picked: ui.waitDetail, onPick: pickWait })
      : h('p', { class: 'note', id: 'useful' }, t(lang, 'usefulCount', { n: a.useful_count }), ' ',
        a.useful.map((u) => tileName(u.tile, lang)).join(t(lang, 'listSep'))),
    a.shanten === 0 ? h('p', { class: 'note' }, t(lang, 'waitTap')) : null,
    detail,
    picker,
  ].filter(Boolean));
}

// ---------- score sheet ----------

// The sheet being kept, the list of sheets on file, the last deleted hand (for
// undo) and a message; rendering reads them, the handlers below change them.
const sheetState = { sheet: null, sheets: [], undo: null, message: null, editing: null };

/** Shows the change at once, then keeps it in IndexedDB. */
async function saveSheet(message = null) {
  sheetState.message = message;
  renderSheetView();
  try {
    await store.save(sheetState.sheet);
    store.setCurrent(sheetState.sheet.id);
    sheetState.sheets = await store.all();
    renderSheetView();
  } catch { /* no IndexedDB (private mode): the sheet lives in the page */ }
}

/** Adds a hand, or replaces the one being edited, if the engine can settle it;
 * otherwise says why and changes nothing. */
function addHand(hand) {
  const sheet = sheetState.sheet;
  const at = sheetState.editing;
  const hands = [...sheet.hands];
  if (at == null) hands.push(hand);
  else hands[at] = { ...hand, seats: sheet.hands[at].seats };
  const r = fs.session({ players: sheet.players, hands });
  if (!r.ok) {
    sheetState.message = { error: r.error, hand: null };
    renderSheetView();
    return;
  }
  // Replacing a hand can be undone like deleting one.
  if (at != null) sheetState.undo = { hands: sheet.hands };
  sheet.hands = hands;
  if (at == null) sheet.seats = nextSeats(sheet);
  sheetState.editing = null;
  saveSheet();
}

const downloads = (name, type, text) => {
  const a = h('a', { href: URL.createObjectURL(new Blob([text], { type })), download: name });
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
};

const sheetHandlers = {
  player(i, change) { Object.assign(sheetState.sheet.players[i], change); saveSheet(); },
  seat(seat, player) {
    // Two seats never hold one player: the one who had `player` takes the other's place.
    const seats = sheetState.sheet.seats;
    const other = SEATS.find((s) => seats[s] === player);
    if (other) seats[other] = seats[seat];
    seats[seat] = player;
    saveSheet();
  },
  rotate(on) { sheetState.sheet.rotate = on; saveSheet(); },
  addFromCalculator() {
    if (!scored()) return;
    const request = { ...handRequest(state.tiles, state.melds), win: state.win, seat: state.seat };
    if (view.discarder) request.discarder = view.discarder;
    if (state.lastTile) request.last_tile = true;
    if (state.blessing) request.blessing = state.blessing;
    addHand({ seats: seatNames(sheetState.sheet), request });
  },
  manual(m) {
    const manual = { winner: m.winner, win: m.win, score: m.score };
    if (m.discarder) manual.discarder = m.discarder;
    addHand({ seats: seatNames(sheetState.sheet), manual });
  },
  draw() { addHand({ seats: seatNames(sheetState.sheet), draw: true }); },
  edit(i) {
    // A hand from the calculator goes back into the calculator; "Replace" puts it back.
    const hand = sheetState.sheet.hands[i];
    sheetState.editing = i;
    if (hand.request) {
      const r = hand.request;
      readText([`${r.hand}${r.win_tile}`, ...(r.melds ?? []).map((m) => (m.concealed ? `(${m.tiles})` : `[${m.tiles}]`))].join(' '));
      Object.assign(state, { win: r.win ?? 'self_draw', seat: r.seat ?? 'east', discarder: r.discarder ?? state.discarder,
        lastTile: Boolean(r.last_tile), blessing: r.blessing ?? '' });
      changed();
      $('text').focus();
    } else {
      renderSheetView();
    }
  },
  cancelEdit() { sheetState.editing = null; renderSheetView(); },
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
  exportJson() { downloads('fourseas-session.json', 'application/json', `${JSON.stringify(sessionRequest(sheetState.sheet), null, 1)}\n`); },
  exportCsv() {
    const r = fs.session(sessionRequest(sheetState.sheet));
    if (r.ok) downloads('fourseas-session.csv', 'text/csv', toCsv(sheetState.sheet, r));
  },
  importText(text) {
    const r = fromJson(text, fs, state.lang);
    if (r.error) {
      // The sheet on file stays as it was.
      sheetState.message = { error: r.error, hand: r.error.hand ?? null };
      renderSheetView();
      return;
    }
    sheetState.sheet = r.sheet;
    sheetState.undo = null;
    saveSheet({ text: t(state.lang, 'sheet.imported', { n: r.sheet.hands.length }) });
  },
  async copyLink() {
    const link = linkFor(sheetState.sheet);
    try { await navigator.clipboard.writeText(link); } catch { /* shown below */ }
    sheetState.message = { text: link };
    renderSheetView();
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

function renderSheetView() {
  const sheet = sheetState.sheet;
  if (!sheet) return;
  const settled = fs.session(sessionRequest(sheet));
  renderSheet($('sheet'), {
    sheet,
    settled: settled.ok ? settled : null,
    sheets: sheetState.sheets.length ? sheetState.sheets : [sheet],
    lang: state.lang,
    canAdd: Boolean(scored()),
    undo: sheetState.undo,
    editing: sheetState.editing,
    message: sheetState.message ?? (settled.ok ? null : { error: settled.error, hand: settled.error.hand ?? null }),
  }, sheetHandlers);
}

/** Opens the current sheet from storage, or a `#sheet=` link (read before the
 * page rewrites its hash) as a new one. */
async function loadSheet(linked) {
  try {
    sheetState.sheets = await store.all();
  } catch { sheetState.sheets = []; }
  const id = store.current();
  sheetState.sheet = structuredClone(sheetState.sheets.find((s) => s.id === id) ?? sheetState.sheets.at(-1) ?? newSheet(state.lang));
  if (linked != null) sheetHandlers.importText(linked);
  else renderSheetView();
}

// ---------- copy as text ----------

function asText() {
  const r = scored();
  const lang = state.lang;
  const lines = [`${t(lang, 'title')} · ${t(lang, `edition.${state.edition}`)}`, `${t(lang, 'hand')}: ${handText(state.tiles, state.melds)}`];
  if (!r) return lines.join('\n');
  const limit = r.limit ? `, ${limitText(r, lang)}` : '';
  lines.push(`${t(lang, 'score')}: ${r.score} (${t(lang, 'total')} ${r.total}${limit})`);
  for (const p of r.patterns) lines.push(`  ${p.id} ${patternName(p, lang)} ${p.points}`);
  lines.push(`${t(lang, 'payments')}: ${SEATS.map((s) => `${t(lang, `seat.${s}`)} ${r.payments[s] > 0 ? '+' : ''}${r.payments[s]}`).join(', ')}`);
  lines.push(location.href);
  return lines.join('\n');
}

// ---------- the palette by keyboard ----------

// One tab stop: arrow keys move among the tiles, Enter or Space adds the one in
// focus, and typing adds tiles as in the text box: `2m`, `123p`, `E`, `C`.
/** The palette's focus, and digits typed awaiting a suit. */
const palette = { focus: 0, digits: '' };
const HONOR_KEYS = { e: '1z', s: '2z', w: '3z', n: '4z', p: '5z', f: '6z', c: '7z' };
/** The first index of each palette row (characters, dots, bamboo, honors). */
const ROWS = [0, 9, 18, 27, 34];

/** Builds the palette's buttons for the current language; the arrow-key focus stays. */
function buildPalette() {
  $('palette').replaceChildren(...TILE_IDS.map((id, i) => h('button', {
    type: 'button',
    class: 'tile-btn',
    'data-tile': id,
    'aria-label': tileName(id, state.lang),
    tabindex: i === palette.focus ? 0 : -1,
    onclick: () => { palette.focus = i; tapPalette(id); },
  }, tileSvg(id, state.lang))));
}

function movePalette(to) {
  palette.focus = Math.max(0, Math.min(TILE_IDS.length - 1, to));
  const buttons = $('palette').children;
  for (const [i, b] of [...buttons].entries()) b.tabIndex = i === palette.focus ? 0 : -1;
  buttons[palette.focus].focus();
}

/** Adds typed tiles as one step; blocked ones are left out and the note says why. */
function addTyped(ids) {
  const ok = ids.filter((id) => state.mode === 'add' || ids.length === 1);
  if (!ok.length) return;
  for (const [i, id] of ok.entries()) {
    if (!mayAdd(id)) break;
    tapPalette(id);
    // One undo step for the whole group typed.
    if (i > 0) undoStack.past.pop();
  }
  movePalette(TILE_IDS.indexOf(ok.at(-1)));
}

function paletteKey(ev) {
  if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
  const i = palette.focus;
  const row = ROWS.findLastIndex((start) => start <= i);
  const key = ev.key;
  const moves = {
    ArrowRight: i + 1,
    ArrowLeft: i - 1,
    ArrowDown: Math.min(i + 9, ROWS[row + 1] + (i - ROWS[row]), TILE_IDS.length - 1),
    ArrowUp: row > 0 ? Math.min(ROWS[row - 1] + (i - ROWS[row]), ROWS[row] - 1) : i,
    Home: ROWS[row],
    End: ROWS[row + 1] - 1,
  };
  if (key in moves) {
    movePalette(moves[key]);
  } else if (/^[0-9]$/.test(key)) {
    palette.digits += key;
  } else if (palette.digits && /^[mpsz]$/i.test(key)) {
    const suit = key.toLowerCase();
    addTyped([...palette.digits].map((d) => `${d === '0' ? 5 : d}${suit}`).filter((id) => TILE_IDS.includes(id)));
    palette.digits = '';
  } else if (key.toLowerCase() in HONOR_KEYS) {
    addTyped([HONOR_KEYS[key.toLowerCase()]]);
  } else if (key === 'Backspace' || key === 'Delete') {
    if (removeLastAdded()) {
      state.text = null;
      changed();
    }
  } else if (key === 'Escape') {
    palette.digits = '';
    return;
  } else {
    return;
  }
  ev.preventDefault();
}

/** Shows the text's error, if any: after a pause in typing, or on leaving the box. */
function showTextError() {
  if (ui.showTextError) return;
  ui.showTextError = true;
  // Only an error needs drawing; a redraw on leaving the box would replace the
  // button being clicked.
  if (state.textError) render({ fromText: true });
}
/** How long typing must pause before an error in the text is shown, in ms. */
const TYPING_PAUSE = 900;

// ---------- start ----------

function setup() {
  $('palette').addEventListener('keydown', paletteKey);
  const seatOptions = () => SEATS.map((s) => h('option', { value: s, 'data-i18n': `seat.${s}` }, s));
  $('seat').append(...seatOptions());
  // '—' while the win type has no discarder.
  $('discarder').append(h('option', { value: '', hidden: true }, '—'), ...seatOptions());
  $('edition').append(...EDITIONS.map((e) => h('option', { value: e, 'data-i18n': `edition.${e}` }, e)));
  $('players').append(...SEATS.map((s) => h('label', {}, h('span', { 'data-i18n': `seat.${s}` }, s),
    h('select', { id: `player-${s}` }, h('option', { value: '', 'data-i18n': 'sameEdition' }, '='),
      EDITIONS.map((e) => h('option', { value: e, 'data-i18n': `edition.${e}` }, e))))));

  for (const r of document.querySelectorAll('input[name="mode"]')) r.addEventListener('change', () => { state.mode = r.value; renderPalette(); });
  for (const r of document.querySelectorAll('input[name="tap"]')) r.addEventListener('change', () => { state.tap = r.value; });
  const bind = (id, key, get = (e) => e.value) => $(id).addEventListener('change', (ev) => { state[key] = get(ev.target); changed(); });
  bind('win', 'win');
  bind('discarder', 'discarder');
  bind('seat', 'seat');
  bind('blessing', 'blessing');
  bind('edition', 'edition');
  bind('level', 'level');
  bind('last-tile', 'lastTile', (e) => e.checked);
  for (const s of SEATS) $(`player-${s}`).addEventListener('change', (ev) => { state.players[s] = ev.target.value; changed(); });
  $('text').addEventListener('input', (ev) => {
    // One undo step per burst of typing; the error waits for a pause.
    if (!undoStack.typing) remember();
    clearTimeout(undoStack.typing);
    undoStack.typing = setTimeout(() => { undoStack.typing = null; showTextError(); }, TYPING_PAUSE);
    ui.showTextError = false;
    readText(ev.target.value);
    changed({ fromText: true });
  });
  $('text').addEventListener('change', showTextError);
  $('clear').addEventListener('click', () => {
    if (!state.tiles.length && !state.melds.length && !state.text) return;
    remember();
    Object.assign(state, { tiles: [], melds: [], added: [], text: null, textError: null, linkNotes: [] });
    changed();
  });
  $('undo').addEventListener('click', undo);
  $('redo').addEventListener('click', redo);
  document.addEventListener('keydown', (ev) => {
    // The text box keeps its own undo.
    if (!(ev.ctrlKey || ev.metaKey) || ev.altKey || ev.target.matches?.('input[type="text"], input:not([type]), textarea')) return;
    const key = ev.key.toLowerCase();
    if (key === 'z' && !ev.shiftKey) undo();
    else if ((key === 'z' && ev.shiftKey) || key === 'y') redo();
    else return;
    ev.preventDefault();
  });
  $('print').addEventListener('click', () => window.print());
  $('summary-go').addEventListener('click', () => $('h-result').scrollIntoView({ behavior: 'smooth', block: 'start' }));
  $('reload').addEventListener('click', () => location.reload());
  $('lang').addEventListener('click', () => {
    state.lang = state.lang === 'en' ? 'zh' : 'en';
    setLang(state.lang);
    buildPalette();
    render();
  });
  $('copy').addEventListener('click', async () => {
    const text = asText();
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // Clipboard blocked: leave the text selected in a field to copy by hand.
      const area = h('textarea', { readonly: true, rows: 6, class: 'copy-fallback' }, text);
      $('copy').after(area);
      area.select();
    }
    $('copy').textContent = t(state.lang, 'copied');
    setTimeout(() => { $('copy').textContent = t(state.lang, 'copy'); }, 1500);
  });
  window.addEventListener('hashchange', () => { if (location.hash.slice(1) !== toHash()) { fromHash(); changed(); } });
}

/** The service worker, and a note when a new version has taken over. */
function registerWorker() {
  if (!('serviceWorker' in navigator)) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController) return;
    state.updateReady = true;
    renderNotes();
  });
  navigator.serviceWorker.register('./sw.js').catch(() => {});
}

async function main() {
  translate(document, state.lang);
  // The palette is drawn before the engine loads, so that nothing moves when it has.
  buildPalette();
  fs = await engine();
  // Tile characters, pattern names and edition rules come from the engine.
  setTileInfo(fs.parse(TILE_IDS.join('')).tiles);
  rulebook = new Map(fs.patterns('standard').patterns.map((p) => [p.id, p]));
  editions = new Map(fs.editions().editions.map((e) => [e.edition, e]));
  EDITIONS = [...editions.keys()];
  setup();
  buildPalette();
  const linkedSheet = fromLink(location.hash.slice(1));
  fromHash();
  document.body.dataset.ready = 'true';
  changed();
  await loadSheet(linkedSheet);
  registerWorker();
}

main();

// The score sheet: four players, the hands of a game, settled by the engine's
// `session` (payments per player, running totals), kept in IndexedDB after every
// change, exported and imported as the session JSON or CSV, and carried by a link.
// The sheet is a list of hands in the engine's session format; everything shown
// is computed from it, so nothing can drift from what the engine says.

import { t, errorText } from './i18n.js';
import { h, SEATS } from './render.js';

const DB = 'fourseas';
const STORE = 'sessions';
const CURRENT = 'fourseas.sheet';
const EDITIONS = ['beginner', 'basic', 'intermediate', 'standard'];
const WINS = ['self_draw', 'discard', 'robbing_kong', 'kong_replacement', 'concealed_discard'];

/** A new sheet with four default players. */
export function newSheet(lang) {
  return {
    id: `s${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
    created: new Date().toISOString(),
    players: [1, 2, 3, 4].map((n) => ({ name: t(lang, 'sheet.player', { n }), edition: 'standard' })),
    rotate: true,
    seats: { east: 0, south: 1, west: 2, north: 3 },
    hands: [],
  };
}

/** The engine's session request for a sheet. */
export function sessionRequest(sheet) {
  return { players: sheet.players, hands: sheet.hands };
}

// ---------- storage ----------

function db() {
  return new Promise((ok, fail) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'id' });
    req.onsuccess = () => ok(req.result);
    req.onerror = () => fail(req.error);
  });
}

async function tx(mode, f) {
  const d = await db();
  return new Promise((ok, fail) => {
    const x = d.transaction(STORE, mode);
    const r = f(x.objectStore(STORE));
    x.oncomplete = () => ok(r?.result);
    x.onerror = () => fail(x.error);
  });
}

export const store = {
  save: (sheet) => tx('readwrite', (s) => s.put(structuredClone(sheet))),
  all: () => tx('readonly', (s) => s.getAll()),
  remove: (id) => tx('readwrite', (s) => s.delete(id)),
  current: () => { try { return localStorage.getItem(CURRENT); } catch { return null; } },
  setCurrent: (id) => { try { localStorage.setItem(CURRENT, id); } catch { /* storage blocked */ } },
};

// ---------- export and import ----------

/** The CSV of a settled sheet: one row per hand, then the totals. */
export function toCsv(sheet, settled) {
  const names = sheet.players.map((p) => p.name);
  const cell = (v) => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
  const rows = [['hand', 'winner', 'how', 'score', ...names]];
  settled.hands.forEach((r, i) => {
    const hand = sheet.hands[i];
    const how = hand.draw ? 'draw' : hand.manual ? hand.manual.win ?? 'self_draw' : hand.request.win ?? 'self_draw';
    rows.push([i + 1, r.winner ?? '', how, r.score ?? '', ...names.map((n) => r.payments[n])]);
  });
  rows.push(['total', '', '', '', ...names.map((n) => settled.totals[n])]);
  return rows.map((r) => r.map(cell).join(',')).join('\n') + '\n';
}

/**
 * Reads a session from JSON text and checks it with the engine: the sheet, or an
 * error naming the hand at fault. A sheet on file is never touched by a failed import.
 */
export function fromJson(text, fs, lang) {
  let data;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { error: { code: 'bad_request', message: String(e.message).slice(0, 200) } };
  }
  const r = fs.session(data);
  if (!r.ok) return { error: r.error };
  const sheet = newSheet(lang);
  sheet.players = data.players;
  sheet.hands = data.hands;
  return { sheet };
}

/** A link that carries a whole session. */
export function linkFor(sheet) {
  const bytes = new TextEncoder().encode(JSON.stringify(sessionRequest(sheet)));
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return `${location.origin}${location.pathname}#sheet=${btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

/** The session JSON a `#sheet=` link holds, or null. */
export function fromLink(hash) {
  const m = /(?:^|&)sheet=([A-Za-z0-9_-]+)/.exec(hash);
  if (!m) return null;
  try {
    const bin = atob(m[1].replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
  } catch {
    return '';
  }
}

// ---------- the view ----------

/** The next hand's seats: the same, or moved on one seat when the sheet rotates. */
export function nextSeats(sheet) {
  if (!sheet.rotate) return { ...sheet.seats };
  return Object.fromEntries(SEATS.map((s, i) => [s, sheet.seats[SEATS[(i + 1) % 4]]]));
}

/** The seats of a hand by name, as the engine reads them. */
export function seatNames(sheet) {
  return Object.fromEntries(SEATS.map((s) => [s, sheet.players[sheet.seats[s]].name]));
}

/** A small line chart of each player's running total. */
function chart(sheet, settled) {
  const NS = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('viewBox', '0 0 300 120');
  svg.setAttribute('class', 'sheet-chart');
  svg.setAttribute('role', 'img');
  const names = sheet.players.map((p) => p.name);
  const series = names.map((n) => [0, ...settled.hands.map((r) => r.totals[n])]);
  const max = Math.max(1, ...series.flat().map(Math.abs));
  const x = (i) => 10 + (280 * i) / Math.max(1, settled.hands.length);
  const y = (v) => 60 - (50 * v) / max;
  const axis = document.createElementNS(NS, 'line');
  for (const [k, v] of Object.entries({ x1: 10, x2: 290, y1: 60, y2: 60, stroke: '#b9b2a0' })) axis.setAttribute(k, v);
  svg.append(axis);
  const colours = ['#b3261e', '#1b5fa6', '#1f7a44', '#7a4b00'];
  series.forEach((s, p) => {
    const line = document.createElementNS(NS, 'polyline');
    line.setAttribute('points', s.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' '));
    line.setAttribute('fill', 'none');
    line.setAttribute('stroke', colours[p]);
    line.setAttribute('stroke-width', '2');
    line.dataset.player = names[p];
    svg.append(line);
  });
  svg.setAttribute('aria-label', names.map((n, p) => `${n} ${series[p].at(-1)}`).join(', '));
  return h('figure', { class: 'sheet-chart-box' }, svg,
    h('figcaption', {}, names.map((n, p) => h('span', { class: 'key', style: null, 'data-colour': p }, `■ ${n}`))));
}

/**
 * Renders the sheet from its data and the engine's settlement. `on` has the
 * handlers (each changes the sheet and saves it); nothing here writes the sheet.
 */
export function renderSheet(root, { sheet, settled, sheets, lang, canAdd, undo, message, editing }, on) {
  const names = sheet.players.map((p) => p.name);
  const rename = (field, i) => {
    // A field taken away by a redraw may report a blur: that is no edit.
    if (drawing) return;
    const name = field.value.trim();
    // An emptied name is no name: the field shows the name kept.
    if (!name) field.value = sheet.players[i].name;
    // After the event, once the focus has reached where Tab sends it, so that the
    // redraw keeps it there.
    else setTimeout(() => { if (name !== sheet.players[i].name) on.player(i, { name }); });
  };
  const players = h('fieldset', { class: 'sheet-players' }, h('legend', {}, t(lang, 'sheet.players')),
    sheet.players.map((p, i) => h('div', { class: 'sheet-player' },
      h('input', { type: 'text', value: p.name, 'aria-label': t(lang, 'sheet.name', { n: i + 1 }), 'data-player': i,
        // On blur as well: a name carried over a redraw (below) fires no change event.
        onchange: (e) => rename(e.target, i), onblur: (e) => rename(e.target, i) }),
      h('select', { 'aria-label': t(lang, 'edition'), 'data-edition': i, onchange: (e) => on.player(i, { edition: e.target.value }) },
        EDITIONS.map((e) => h('option', { value: e, selected: p.edition === e }, t(lang, `edition.${e}`)))),
      h('select', { 'aria-label': t(lang, 'level'), 'data-level': i, onchange: (e) => on.player(i, { level: e.target.value || undefined }) },
        ['', 'I', 'II', 'III', 'IV', 'V'].map((l) => h('option', { value: l, selected: (p.level ?? '') === l }, l || t(lang, 'sheet.defaultLevel')))))));
  const seats = h('fieldset', { class: 'sheet-seats' }, h('legend', {}, t(lang, 'sheet.seats')),
    SEATS.map((s) => h('label', {}, t(lang, `seat.${s}`), ' ',
      h('select', { 'data-seat': s, onchange: (e) => on.seat(s, Number(e.target.value)) },
        names.map((n, i) => h('option', { value: i, selected: sheet.seats[s] === i }, n))))),
    h('label', { class: 'check' }, h('input', { type: 'checkbox', checked: sheet.rotate, id: 'sheet-rotate', onchange: (e) => on.rotate(e.target.checked) }),
      ' ', t(lang, 'sheet.rotate')));
  // A manual hand being edited fills the form.
  const m = editing == null ? {} : sheet.hands[editing].manual ?? {};
  const manualWinner = h('select', { id: 'manual-winner', 'aria-label': t(lang, 'sheet.winner') },
    SEATS.map((s) => h('option', { value: s, selected: m.winner === s }, t(lang, `seat.${s}`))));
  const manualWin = h('select', { id: 'manual-win', 'aria-label': t(lang, 'win') },
    WINS.map((w) => h('option', { value: w, selected: (m.win ?? 'self_draw') === w }, t(lang, `win.${w}`))));
  const manualDiscarder = h('select', { id: 'manual-discarder', 'aria-label': t(lang, 'discarder') }, h('option', { value: '' }, '—'),
    SEATS.map((s) => h('option', { value: s, selected: m.discarder === s }, t(lang, `seat.${s}`))));
  const manualScore = h('input', { id: 'manual-score', type: 'number', min: 0, step: 0.5, value: m.score ?? '', 'aria-label': t(lang, 'score') });
  const add = h('div', { class: 'sheet-add' },
    h('button', { type: 'button', id: 'sheet-add-hand', disabled: !canAdd, onclick: on.addFromCalculator },
      editing == null ? t(lang, 'sheet.addHand') : t(lang, 'sheet.replaceHand', { n: editing + 1 })),
    editing == null ? null : h('button', { type: 'button', id: 'sheet-cancel-edit', onclick: on.cancelEdit }, t(lang, 'sheet.cancelEdit')),
    h('button', { type: 'button', id: 'sheet-draw', onclick: on.draw }, t(lang, 'sheet.draw')),
    h('span', { class: 'sheet-manual' }, manualWinner, manualWin, manualDiscarder, manualScore,
      h('button', { type: 'button', id: 'sheet-manual-add', onclick: () => on.manual({
        winner: manualWinner.value, win: manualWin.value, discarder: manualDiscarder.value, score: Number(manualScore.value),
      }) }, editing == null ? t(lang, 'sheet.addScore') : t(lang, 'sheet.replaceScore', { n: editing + 1 }))));
  const rows = (settled?.hands ?? []).map((r, i) => {
    const hand = sheet.hands[i];
    const how = hand.draw ? t(lang, 'sheet.draw') : t(lang, `win.${(hand.manual ?? hand.request).win ?? 'self_draw'}`);
    return h('tr', { 'data-hand': i },
      h('th', { scope: 'row' }, String(i + 1)),
      h('td', {}, r.winner ?? '—'), h('td', {}, how), h('td', { class: 'num' }, r.score == null ? '' : String(r.score)),
      names.map((n) => h('td', { class: `num ${r.payments[n] > 0 ? 'ok' : r.payments[n] < 0 ? 'no' : ''}`, 'data-player': n },
        signed(r.payments[n]), h('span', { class: 'running', title: t(lang, 'sheet.running') }, String(r.totals[n])))),
      h('td', {},
        h('button', { type: 'button', class: 'sheet-edit', 'aria-label': t(lang, 'sheet.edit', { n: i + 1 }), onclick: () => on.edit(i) }, '✎'),
        h('button', { type: 'button', class: 'sheet-delete', 'aria-label': t(lang, 'sheet.delete', { n: i + 1 }), onclick: () => on.remove(i) }, '✕')));
  });
  const table = h('table', { class: 'sheet-table', id: 'sheet-table' },
    h('thead', {}, h('tr', {}, h('th', {}, '#'), h('th', {}, t(lang, 'sheet.winner')), h('th', {}, t(lang, 'win')), h('th', {}, t(lang, 'score')),
      names.map((n) => h('th', { scope: 'col' }, n)), h('th', { scope: 'col' }, h('span', { class: 'visually-hidden' }, t(lang, 'sheet.actions'))))),
    h('tbody', {}, rows),
    h('tfoot', {}, h('tr', { id: 'sheet-totals' }, h('th', { scope: 'row', colspan: 4 }, t(lang, 'sheet.totals')),
      names.map((n) => h('td', { class: 'num', 'data-player': n }, signed(settled?.totals?.[n] ?? 0))), h('td', {}, ''))));
  const file = h('input', { type: 'file', accept: '.json,application/json', id: 'sheet-import', hidden: true,
    onchange: async (e) => { const f = e.target.files[0]; if (f) on.importText(await f.text()); e.target.value = ''; } });
  const tools = h('div', { class: 'sheet-tools' },
    h('select', { id: 'sheet-list', 'aria-label': t(lang, 'sheet.list'), onchange: (e) => on.open(e.target.value) },
      sheets.map((s) => h('option', { value: s.id, selected: s.id === sheet.id }, `${s.created.slice(0, 16).replace('T', ' ')} · ${s.players.map((p) => p.name).join(', ')}`))),
    h('button', { type: 'button', id: 'sheet-new', onclick: on.create }, t(lang, 'sheet.new')),
    h('button', { type: 'button', id: 'sheet-export', onclick: on.exportJson }, t(lang, 'sheet.exportJson')),
    h('button', { type: 'button', id: 'sheet-csv', onclick: on.exportCsv }, t(lang, 'sheet.exportCsv')),
    h('button', { type: 'button', onclick: () => file.click() }, t(lang, 'sheet.import')), file,
    h('button', { type: 'button', id: 'sheet-link', onclick: on.copyLink }, t(lang, 'sheet.link')),
    undo ? h('button', { type: 'button', id: 'sheet-undo', onclick: on.undo }, t(lang, 'sheet.undo')) : null);
  const children = [
    h('h2', { id: 'h-sheet' }, t(lang, 'sheet.title')),
    tools,
    message ? h('p', { class: message.error ? 'error' : 'note', id: 'sheet-message', role: 'status' },
      message.error ? `${message.hand != null ? t(lang, 'sheet.atHand', { n: message.hand + 1 }) : ''}${errorText(message.error, lang)}` : message.text) : null,
    players, seats, add,
    // Focusable, so that a keyboard can scroll a wide table.
    h('div', { class: 'sheet-scroll', tabindex: 0, role: 'region', 'aria-label': t(lang, 'sheet.hands') }, table),
    settled?.hands.length ? chart(sheet, settled) : null,
  ].filter(Boolean);
  const kept = focusOf(root);
  drawing = true;
  try {
    root.replaceChildren(...children);
    refocus(root, kept);
  } finally {
    drawing = false;
  }
}

/** Whether the sheet is being drawn; events its redraw causes change nothing. */
let drawing = false;

/** The keys that name a control of the sheet across redraws. */
const KEYS = ['id', 'data-player', 'data-edition', 'data-level', 'data-seat', 'data-hand'];

/** The focused control in `root`, with the text being typed into it if it is a
 * text field, so that a redraw (the sheet is saved in the background) neither
 * moves the focus nor loses that text. */
function focusOf(root) {
  const e = document.activeElement;
  if (!e || e === root || !root.contains(e)) return null;
  const key = KEYS.find((k) => e.hasAttribute(k));
  if (!key) return null;
  const typing = e.tagName === 'INPUT' && (e.type === 'text' || e.type === 'number');
  return { tag: e.tagName, cls: e.className, key, value: e.getAttribute(key), text: typing ? e.value : null,
    selection: typing && e.type === 'text' ? [e.selectionStart, e.selectionEnd] : null };
}

function refocus(root, kept) {
  if (!kept) return;
  const e = [...root.querySelectorAll(`${kept.tag}[${kept.key}]`)]
    .find((x) => x.getAttribute(kept.key) === kept.value && x.className === kept.cls);
  if (!e) return;
  if (kept.text != null) e.value = kept.text;
  e.focus({ preventScroll: true });
  if (kept.selection) e.setSelectionRange(...kept.selection);
}

const signed = (v) => (v > 0 ? `+${v}` : String(v));

// The score sheet: four players, the hands of a game, settled by the engine's
// `session` (payments per player, running totals), kept in IndexedDB after every
// change, exported and imported as the session JSON or CSV, and carried by a link.
// The sheet is a list of hands in the engine's session format; everything shown
// is computed from it, so nothing can drift from what the engine says.

import { t } from './i18n.js';
import { names } from './names.js';

const DB = 'fourseas';
const STORE = 'sessions';
const CURRENT = 'fourseas.sheet';

/** A new sheet with four default players. */
export function newSheet(lang) {
  return {
    id: `s${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
    created: new Date().toISOString(),
    players: [1, 2, 3, 4].map((n) => ({ name: t(lang, 'sheet.player', { n }), edition: 'standard' })),
    rotate: true,
    seats: Object.fromEntries(names.seats.map((s, i) => [s, i])),
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
  current: () => {
    try {
      return localStorage.getItem(CURRENT);
    } catch {
      return null;
    }
  },
  setCurrent: (id) => {
    try {
      localStorage.setItem(CURRENT, id);
    } catch {
      /* storage blocked */
    }
  },
};

// ---------- export and import ----------

/** The CSV of a settled sheet: one row per hand, then the totals. */
export function toCsv(sheet, settled) {
  const names = sheet.players.map((p) => p.name);
  const cell = (v) => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
  const rows = [['hand', 'winner', 'how', 'score', ...names]];
  settled.hands.forEach((r, i) => {
    const hand = sheet.hands[i];
    const how = hand.draw ? 'draw' : hand.manual ? (hand.manual.win ?? 'self_draw') : (hand.request.win ?? 'self_draw');
    rows.push([i + 1, r.winner ?? '', how, r.score ?? '', ...names.map((n) => r.payments[n])]);
  });
  rows.push(['total', '', '', '', ...names.map((n) => settled.totals[n])]);
  return `${rows.map((r) => r.map(cell).join(',')).join('\n')}\n`;
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

// ---------- seats ----------

/** The next hand's seats: the same, or moved on one seat when the sheet rotates. */
export function nextSeats(sheet) {
  if (!sheet.rotate) return { ...sheet.seats };
  return Object.fromEntries(names.seats.map((s, i) => [s, sheet.seats[names.seats[(i + 1) % 4]]]));
}

/** The seats of a hand by name, as the engine reads them. */
export function seatNames(sheet) {
  return Object.fromEntries(names.seats.map((s) => [s, sheet.players[sheet.seats[s]].name]));
}

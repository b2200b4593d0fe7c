// The score sheet: four players, the hands of a game, settled by the engine's
// `session` (payments per player, running totals), kept in IndexedDB after every
// change, exported and imported as the session JSON or CSV, and carried by a link.
// The sheet is a list of hands in the engine's session format; everything shown
// is computed from it, so nothing can drift from what the engine says.

import { t } from '../shared/i18n.js';
import { names } from '../shared/names.js';
import { opener, transact } from './idb.js';

const DB = 'fourseas';
const STORE = 'sessions';
const CURRENT = 'fourseas.sheet';

/** A new sheet with four default players. */
export function newSheet(lang) {
  return {
    id: `s${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
    created: new Date().toISOString(),
    players: [1, 2, 3, 4].map((n) => ({ name: t(lang, 'sheet.player', { n }), edition: 'standard' })),
    // Who sits where after each hand, as the engine's session applies it (D33).
    seating: 'move_on',
    seats: Object.fromEntries(names.seats.map((s, i) => [s, i])),
    hands: [],
  };
}

/** The engine's session request for a sheet. */
export function sessionRequest(sheet) {
  return { players: sheet.players, hands: sheet.hands, seating: sheet.seating };
}

/** A record kept before sheets had a seating: its `rotate` flag as one. */
function withSeating(r) {
  if (r?.seating !== undefined || typeof r?.rotate !== 'boolean') return r;
  const { rotate, ...rest } = r;
  return { ...rest, seating: rotate ? 'move_on' : 'fixed' };
}

/** The next hand's seats (player indexes) from the engine's `next_seats` (names). */
export function seatsFrom(sheet, next) {
  return Object.fromEntries(names.seats.map((s) => [s, sheet.players.findIndex((p) => p.name === next[s])]));
}

// ---------- storage ----------

// One connection for the page's life (idb.js), so that a change starts its
// transaction in the same task as the tap that made it (a reload right after keeps it).
const db = opener(DB, (d) => d.createObjectStore(STORE, { keyPath: 'id' }));
const tx = (mode, f) => transact(db, STORE, mode, f);

/**
 * Changes the stored sheet `id` in one transaction: read it (or take
 * `fallback` when none is stored yet), apply `op`, write it back. `op(sheet)`
 * changes the sheet in place, or returns an error and changes nothing. Edits
 * are operations on what is stored, so a tab never writes back a stale copy
 * over another tab's edits. With `adopt` (a tab opened when nothing was on
 * file, whose sheet is not stored yet), a sheet another tab has stored since
 * is the one changed: two tabs opened fresh keep one sheet, the one the first
 * of them started. The choice is made inside the transaction, which the
 * browser orders after the other tab's, so no timing can make a second sheet.
 * Resolves `{sheet}` or `{error}`.
 */
async function update(id, fallback, op, adopt = false) {
  const d = await db();
  return new Promise((ok, fail) => {
    const x = d.transaction(STORE, 'readwrite');
    const s = x.objectStore(STORE);
    let out = null;
    let failure = null;
    const apply = (stored) => {
      try {
        const sheet = withSeating(structuredClone(stored ?? fallback));
        const error = op(sheet);
        out = error ? { error } : { sheet };
        if (error) x.abort();
        else s.put(sheet);
      } catch (e) {
        // The write itself failed (storage full, a record it cannot hold): say why.
        failure = e;
        x.abort();
      }
    };
    const get = s.get(id);
    get.onsuccess = () => {
      if (get.result !== undefined || !adopt) return apply(get.result);
      const all = s.getAll();
      all.onsuccess = () => apply(startedSince(all.result));
    };
    x.oncomplete = () => ok(out);
    x.onabort = () => (out?.error ? ok(out) : fail(failure ?? x.error));
  });
}

/** Of the sheets stored since a tab found none on file, the one to add to: the
 * current one if it is among them, else the first started. */
function startedSince(records) {
  const sheets = records.map(withSeating).filter(isWhole);
  const current = store.current();
  const byStart = (a, b) => String(a.created).localeCompare(String(b.created));
  return sheets.find((r) => r.id === current) ?? sheets.sort(byStart)[0];
}

// Tells the other tabs that a sheet changed, so that they show it.
const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('fourseas.sheets') : null;

export const store = {
  update,
  save: (sheet) => tx('readwrite', (s) => s.put(structuredClone(sheet))),
  /** Every record as stored, checked or not: see `sortRecords`. */
  all: () => tx('readonly', (s) => s.getAll()),
  remove: (id) => tx('readwrite', (s) => s.delete(id)),
  changed: (id) => channel?.postMessage({ id }),
  onChange: (f) => channel?.addEventListener('message', (e) => f(e.data?.id)),
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
  /** Asks the browser to keep the sheets (not clear them under storage
   * pressure): true, false when it refused, null when it cannot say. */
  async persist() {
    try {
      if (!navigator.storage?.persist) return null;
      return (await navigator.storage.persisted()) || (await navigator.storage.persist());
    } catch {
      return null;
    }
  },
};

/**
 * Sorts the stored records into sheets and damaged records: a sheet has an id,
 * a creation time, four named players with editions, four seats held by four
 * different players, its seating, and hands the engine can settle (the
 * same check as an imported sheet's). A damaged record is kept as it is, as JSON
 * text, to be exported or deleted; it never stops the others from showing.
 */
export function sortRecords(records, fs) {
  const sheets = [];
  const damaged = [];
  for (const record of records) {
    const r = withSeating(record);
    const why = damage(r, fs);
    if (why) {
      let raw;
      try {
        raw = JSON.stringify(r, null, 1);
      } catch {
        raw = String(r);
      }
      damaged.push({ id: String(r?.id), key: r?.id, raw, why });
    } else sheets.push(r);
  }
  return { sheets, damaged };
}

/** What is wrong with a stored record, or null: `shape` (not a whole sheet) or
 * `settle` (the engine cannot settle it). */
function damage(r, fs) {
  if (!isWhole(r)) return 'shape';
  return fs.session(sessionRequest(r)).ok ? null : 'settle';
}

/** Whether a stored record has a sheet's whole shape (see `sortRecords`). */
function isWhole(r) {
  const players = r?.players;
  const held = names.seats.map((s) => r?.seats?.[s]);
  return (
    typeof r?.id === 'string' &&
    typeof r.created === 'string' &&
    Array.isArray(players) &&
    players.length === 4 &&
    players.every((p) => typeof p?.name === 'string') &&
    held.every((i) => Number.isInteger(i) && i >= 0 && i < 4) &&
    new Set(held).size === 4 &&
    typeof r.seating === 'string' &&
    Array.isArray(r.hands)
  );
}

// ---------- export and import ----------

/** The CSV of a settled sheet in the page's language: one row per hand (its
 * seats, the winner, how, the discarder, the hand score and every player's
 * gain), then the totals. */
export function toCsv(sheet, settled, lang) {
  const players = sheet.players.map((p) => p.name);
  const cell = (v) => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
  const seats = names.seats.map((s) => t(lang, `seat.${s}`));
  const head = [t(lang, 'sheet.csv.hand'), ...seats, t(lang, 'sheet.winner'), t(lang, 'win'), t(lang, 'discarder')];
  const rows = [[...head, t(lang, 'sheet.handScore'), ...players]];
  settled.hands.forEach((r, i) => {
    const hand = sheet.hands[i];
    const won = hand.manual ?? hand.request;
    const how = hand.draw ? t(lang, 'sheet.draw') : t(lang, `win.${won.win ?? 'self_draw'}`);
    const discarder = !hand.draw && won.discarder ? (hand.seats[won.discarder] ?? '') : '';
    const seated = names.seats.map((s) => hand.seats[s] ?? '');
    rows.push([i + 1, ...seated, r.winner ?? '', how, discarder, r.score ?? '', ...players.map((n) => r.payments[n])]);
  });
  rows.push([t(lang, 'sheet.totals'), ...head.slice(1).map(() => ''), '', ...players.map((n) => settled.totals[n])]);
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
  } catch (_e) {
    return { error: { code: 'bad_request', reason: 'json', args: {} } };
  }
  const r = fs.session(data);
  if (!r.ok) return { error: r.error };
  const form = formError(data);
  if (form) return { error: { code: 'bad_request', key: `sheet.form.${form.why}`, hand: form.hand } };
  const sheet = newSheet(lang);
  sheet.players = data.players;
  sheet.hands = data.hands ?? [];
  sheet.seating = data.seating ?? sheet.seating;
  const next = fs.session(sessionRequest(sheet)).next_seats;
  if (next) sheet.seats = seatsFrom(sheet, next);
  // The check every stored record meets, so an import is never kept as a damaged record.
  if (damage(sheet, fs)) return { error: { code: 'bad_request', key: 'sheet.form.players' } };
  return { sheet };
}

const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const isLevel = (v) => v == null || typeof v === 'string' || isObject(v);
const isPlayer = (p) => isObject(p) && isLevel(p.level);

/**
 * Why session JSON the engine accepts is not a sheet the page can keep, or
 * null. The engine also reads an object written as an array of its fields in
 * order (as serde does); the sheet keeps the documented object form, in which
 * its views read the players and hands.
 */
function formError(data) {
  if (!isObject(data)) return { why: 'object' };
  if (!Array.isArray(data.players) || !data.players.every(isPlayer)) return { why: 'players' };
  if (data.hands != null && !Array.isArray(data.hands)) return { why: 'hands' };
  const request = (r) =>
    r == null ||
    (isObject(r) &&
      isLevel(r.level) &&
      (r.melds == null || (Array.isArray(r.melds) && r.melds.every(isObject))) &&
      (r.players == null || (isObject(r.players) && Object.values(r.players).every(isPlayer))));
  const hand = (x) =>
    isObject(x) && isObject(x.seats) && (x.manual == null || isObject(x.manual)) && request(x.request);
  const at = (data.hands ?? []).findIndex((x) => !hand(x));
  return at < 0 ? null : { why: 'hand', hand: at };
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

/** The seats of a hand by name, as the engine reads them. */
export function seatNames(sheet) {
  return Object.fromEntries(names.seats.map((s) => [s, sheet.players[sheet.seats[s]].name]));
}

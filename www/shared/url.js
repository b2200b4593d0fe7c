// The link: the hand and its conditions in the URL hash (`#h=` the hand, `win`,
// `d` the discarder, `s` the seat, `e` the edition, `l` the level, `lt`, `b`,
// `p` other players' editions, `seen`, `dl` the rounds left; the table: `wall`,
// each other seat by name (`south=19p5z [555s]*`: its discards in order, its
// melds, `*` a face-down Concealed Discard) and `bury`; `rules` the Rules view and its open
// card, `re` the edition it lists; `sheet` the Score sheet view). Writing reads the state; reading gives what the link says, with a note
// for each value it does not know, and the state module applies it.

import { handText, splitHandText } from './handtext.js';
import { t } from './i18n.js';
import { names } from './names.js';
import { MAX_WALL, seatSays, splitMelds } from './table.js';
import { joinMpsz, tileOrder } from './tiles.js';

/** The horizons the page offers, in rounds: the start of a hand (a seat's
 * draws from a whole live wall), early, middle (the engine's default), late,
 * near the end. */
export const HORIZONS = [21, 16, 8, 4, 2];

/** The longest hand text a link or the text box is read for. */
export const MAX_TEXT = 200;

/** The hash for state `s`, with the discarder the engine's conditions allow. */
export function toHash(s, discarder) {
  // A text with an error is kept as typed, so a link never loses the hand.
  const text = s.textError ? s.text : handText(s.tiles, s.melds);
  return linkHash({ ...s, text, discarder });
}

/** The hash for a hand as text and its conditions (the fields of the state). */
export function linkHash(s) {
  const p = new URLSearchParams();
  const { text, discarder } = s;
  if (text) p.set('h', text);
  if (s.win !== 'self_draw') p.set('win', s.win);
  if (discarder) p.set('d', discarder);
  if (s.seat !== 'east') p.set('s', s.seat);
  if (s.edition !== 'standard') p.set('e', s.edition);
  if (s.level) p.set('l', s.level);
  if (s.lastTile) p.set('lt', '1');
  if (s.blessing) p.set('b', s.blessing);
  const mixed = Object.entries(s.players ?? {})
    .filter(([, e]) => e)
    .map(([seat, e]) => `${seat}:${e}`);
  if (mixed.length) p.set('p', mixed.join(','));
  if (s.seen?.length) p.set('seen', joinMpsz([...s.seen].sort(tileOrder)));
  if (s.drawsLeft != null && s.drawsLeft !== 8) p.set('dl', String(s.drawsLeft));
  const tb = s.table;
  if (tb?.wall != null) p.set('wall', String(tb.wall));
  for (const seat of names.seats) {
    const e = tb?.seats?.[seat];
    if (!seatSays(e)) continue;
    const melds = splitMelds(e.melds).map((m) => (m.concealed ? `(${m.tiles})` : `[${m.tiles}]`));
    p.set(seat, [joinMpsz(e.discards), ...melds].filter(Boolean).join(' ') + (e.concealed ? '*' : ''));
  }
  if (tb?.buried) p.set('bury', '1');
  if (s.rules != null) p.set('rules', s.rules);
  if (s.rules != null && s.rulesEdition) p.set('re', s.rulesEdition);
  // The Score sheet view is a bare `sheet` first (`#sheet`, `#sheet&h=…`); a
  // sheet carried by a link is `sheet=…` (state/sheet-store.js).
  const rest = p.toString();
  if (!s.sheetView || s.rules != null) return rest;
  return rest ? `sheet&${rest}` : 'sheet';
}

/**
 * What the hash `hash` says: the hand text (cut to MAX_TEXT), every condition
 * (values it does not know replaced by defaults), the tiles seen as the
 * engine's `parse` reads them, and notes on what could not be read.
 */
export function fromHash(hash, { lang, parse }) {
  const p = new URLSearchParams(hash);
  const notes = [];
  const named = (name, value) => notes.push(t(lang, 'linkUnknown', { field: name, value: value.slice(0, 40) }));
  const unknown = (field, value) => named(t(lang, field), value);
  const pick = (key, field, allowed, fallback) => {
    const v = p.get(key);
    if (v == null || v === '') return fallback;
    const found = allowed.find((a) => a.toLowerCase() === v.toLowerCase());
    if (found === undefined) unknown(field, v);
    return found ?? fallback;
  };
  const full = p.get('h') ?? '';
  const text = full.length > MAX_TEXT ? full.slice(0, MAX_TEXT) : full;
  if (full.length > MAX_TEXT) notes.push(t(lang, 'linkTooLong', { max: MAX_TEXT }));
  const link = {
    text,
    win: pick('win', 'win', names.wins, 'self_draw'),
    seat: pick('s', 'seat', names.seats, 'east'),
    discarder: pick('d', 'discarder', names.seats, null),
    edition: pick('e', 'edition', names.editions, 'standard'),
    level: pick('l', 'level', names.levels, ''),
    lastTile: p.get('lt') === '1',
    blessing: pick('b', 'blessing', names.blessings, ''),
    players: {},
    // The Rules view, and the card open in it (the rulebook ignores an unknown id).
    rules: p.has('rules') ? (p.get('rules') ?? '').slice(0, 12) : null,
    rulesEdition: pick('re', 'rules.edition', names.editions, null),
    // How far the hand is: one of the horizons the page offers.
    drawsLeft: Number(pick('dl', 'horizon.label', HORIZONS.map(String), '8')),
    // The Score sheet view: `#sheet`, or a sheet's own link, which opens it.
    sheetView: p.has('sheet'),
  };
  for (const x of (p.get('p') ?? '').split(',').filter(Boolean)) {
    const [seat, edition] = x.split(':');
    if (names.seats.includes(seat) && names.editions.includes(edition)) link.players[seat] = edition;
    else unknown('mixed', x);
  }
  const seen = (p.get('seen') ?? '').slice(0, MAX_TEXT);
  const parsedSeen = seen ? parse(seen) : { ok: true, tiles: [] };
  if (!parsedSeen.ok) unknown('seen.title', seen);
  link.seen = parsedSeen.ok ? parsedSeen.tiles.map((x) => x.id) : [];
  link.table = tableFromLink(p, { lang, parse, unknown: named });
  link.notes = notes;
  return link;
}

/** The table a link keeps: what cannot be read is left out, with a note. */
function tableFromLink(p, { lang, parse, unknown }) {
  const table = { wall: null, seats: {}, buried: p.get('bury') === '1' };
  const wall = p.get('wall');
  if (wall != null && wall !== '') {
    const n = Number(wall);
    if (Number.isInteger(n) && n >= 0 && n <= MAX_WALL) table.wall = n;
    else unknown(t(lang, 'link.wall'), wall);
  }
  for (const seat of names.seats) {
    const v = (p.get(seat) ?? '').slice(0, MAX_TEXT);
    if (!v) continue;
    const concealed = v.endsWith('*');
    const { concealed: discards, melds } = splitHandText(concealed ? v.slice(0, -1) : v);
    const read = discards ? parse(discards) : { ok: true, tiles: [] };
    if (!read.ok) unknown(t(lang, 'link.seat'), `${seat}=${v}`);
    table.seats[seat] = {
      discards: read.ok ? read.tiles.map((x) => x.id) : [],
      melds: melds.map((m) => (m.concealed ? `(${m.tiles})` : m.tiles)).join(' '),
      concealed,
    };
  }
  return table;
}

/** The link of a training question: `train/KIND/EDITION/SEED`, then `/DIFFICULTY` when not 1. */
/** Which view a hash opens: `replay`, `play`, `train`, `sheet`, `rules` or
 * `calculator`; a change of view goes into the browser's history. */
export function viewOf(hash) {
  const head = hash.split(/[/=&]/, 1)[0];
  if (['replay', 'play', 'train', 'sheet'].includes(head)) return head;
  return new URLSearchParams(hash).has('rules') ? 'rules' : 'calculator';
}

export function trainHash(q) {
  if (!q) return 'train';
  const base = `train/${q.kind}/${q.edition}/${q.seed}`;
  return q.difficulty && q.difficulty !== 1 ? `${base}/${q.difficulty}` : base;
}

/** A training link's question (`{}` for `#train` alone), or null for any other hash. */
export function fromTrainHash(hash) {
  // Names in any case, as the engine reads them.
  const [head, kind, edition, seed, difficulty] = hash.split('/').map((part, i) => (i < 3 ? part.toLowerCase() : part));
  if (head !== 'train') return null;
  const kinds = ['win', 'wait', 'discard', 'name'];
  const n = Number(seed);
  if (!kinds.includes(kind) || !names.editions.includes(edition) || !Number.isSafeInteger(n) || n < 0) return {};
  const d = Number(difficulty ?? 1);
  return { kind, edition, seed: n, difficulty: [1, 2, 3].includes(d) ? d : 1 };
}

/** The most hands a game of the Play view has. */
export const MAX_GAME_HANDS = 16;

/** The link of a hand or a game in the Play view: `play/EDITION/LEVEL/SEED`
 * (`-` for the edition's own level), then `/HANDS` for a game of more than one. */
export const playHash = (s) => `play/${s.edition}/${s.level || '-'}/${s.seed}${s.hands > 1 ? `/${s.hands}` : ''}`;

/** A Play link's settings (`{}` for `#play` alone or one it cannot read), or null for any other hash. */
export function fromPlayHash(hash) {
  const [head, edition, level, seed, hands] = hash.split('/');
  if (head.toLowerCase() !== 'play') return null;
  const e = edition?.toLowerCase();
  const l = names.levels.find((x) => x.toLowerCase() === level?.toLowerCase()) ?? (level === '-' ? '' : null);
  const n = Number(seed);
  const k = Number(hands ?? 1);
  if (!names.editions.includes(e) || l == null || !Number.isSafeInteger(n) || n < 0) return {};
  return { edition: e, level: l, seed: n, hands: Number.isInteger(k) && k >= 1 && k <= MAX_GAME_HANDS ? k : 1 };
}

/** A log in a link: `replay=` and the log's text, base64url (UTF-8); then
 * which hand (`hand`, from 0), the frame (`step`) and whose eyes (`seat`) when not the first, the deal, open. */
export function replayHash({ log, hand = 0, step = 0, eyes = null }) {
  const bytes = new TextEncoder().encode(log);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  const tail = `${hand ? `&hand=${hand}` : ''}${step ? `&step=${step}` : ''}${eyes ? `&seat=${eyes}` : ''}`;
  return `replay=${btoa(bin).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')}${tail}`;
}

/** What a `replay=` link holds: `{log, hand, step, eyes}` (log '' for `#replay`
 * alone or one it cannot read), or null for any other hash. */
export function fromReplayHash(hash) {
  if (hash !== 'replay' && !hash.startsWith('replay=')) return null;
  const [data, ...rest] = hash.slice(7).split('&');
  const q = new URLSearchParams(rest.join('&'));
  const index = (k) => {
    const n = Number(q.get(k) ?? 0);
    return Number.isSafeInteger(n) && n >= 0 ? n : 0;
  };
  const eyes = names.seats.includes(q.get('seat')) ? q.get('seat') : null;
  const at = { hand: index('hand'), step: index('step'), eyes };
  try {
    const bin = atob(data.replaceAll('-', '+').replaceAll('_', '/'));
    return { log: new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0))), ...at };
  } catch {
    return { log: '', ...at };
  }
}

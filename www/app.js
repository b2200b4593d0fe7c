// The calculator page: builds a hand by clicks or text, scores it live with the
// WebAssembly engine, keeps everything in the URL hash.

import { engine } from './engine.js';
import { TILE_IDS, tileSvg, tileName, splitMpsz, joinMpsz } from './tiles.js';
import { splitHandText, handText, handRequest } from './handtext.js';
import { getLang, setLang, t, translate } from './i18n.js';
import { h, groupsView, patternsView, excludedView, alternativesView, paymentsView, patternName, errorText, SEATS } from './render.js';

const EDITIONS = ['beginner', 'basic', 'intermediate', 'standard'];
const DISCARD_STYLE = ['discard', 'robbing_kong', 'concealed_discard'];

const $ = (id) => document.getElementById(id);

const state = {
  tiles: [], // concealed tile ids, the winning tile last
  melds: [], // {tiles: mpsz, concealed: bool}
  win: 'self_draw',
  lastTile: false,
  blessing: '',
  seat: 'east',
  discarder: 'south',
  edition: 'standard',
  level: '',
  players: {}, // seat → edition, for mixed-level play
  mode: 'add',
  tap: 'remove',
  lang: getLang(),
};

let fs; // the engine, once loaded
let lastResult = null;

// ---------- counting ----------

function meldTiles(m) {
  return splitMpsz(m.tiles);
}

function counts() {
  const c = {};
  for (const id of [...state.tiles, ...state.melds.flatMap(meldTiles)]) c[id] = (c[id] ?? 0) + 1;
  return c;
}

/** Concealed tiles a full hand holds with the current melds. */
const capacity = (melds = state.melds.length) => 14 - 3 * melds;

function meldFor(mode, id) {
  const r = Number(id[0]);
  const s = id[1];
  if (mode === 'chow') return s !== 'z' && r <= 7 ? [id, `${r + 1}${s}`, `${r + 2}${s}`] : null;
  if (mode === 'pung') return [id, id, id];
  return [id, id, id, id];
}

/** Why tapping this palette tile can do nothing now, or null. */
function blocked(id, c = counts()) {
  if (state.mode === 'add') {
    if (state.tiles.length >= capacity()) return 'full';
    return (c[id] ?? 0) >= 4 ? 'four' : null;
  }
  if (state.melds.length >= 4) return 'melds';
  if (state.tiles.length > capacity(state.melds.length + 1)) return 'full';
  const tiles = meldFor(state.mode, id);
  if (!tiles) return 'chow';
  const need = {};
  for (const x of tiles) need[x] = (need[x] ?? 0) + 1;
  return Object.entries(need).some(([x, n]) => (c[x] ?? 0) + n > 4) ? 'four' : null;
}

const BLOCK_TEXT = {
  en: {
    full: 'The hand is full: remove a tile first.',
    four: 'All four copies are in use.',
    melds: 'A hand has at most four melds.',
    chow: 'A chow starts on a number tile from 1 to 7.',
  },
  zh: {
    full: '手牌已满：请先移除一张。',
    four: '这张牌四张都已用完。',
    melds: '最多四副副露。',
    chow: '吃从 1 到 7 的数牌开始。',
  },
};

// ---------- input ----------

function tapPalette(id) {
  if (blocked(id)) return;
  if (state.mode === 'add') {
    state.tiles.push(id);
  } else {
    const tiles = meldFor(state.mode, id);
    state.melds.push({ tiles: joinMpsz(tiles), concealed: state.mode === 'ckong' });
  }
  changed();
}

function tapHand(i) {
  const [id] = state.tiles.splice(i, 1);
  if (state.tap === 'win') state.tiles.push(id);
  changed();
}

function readText(text, { quiet = false } = {}) {
  const { concealed, melds } = splitHandText(text);
  const err = $('text-error');
  const parsed = fs.parse(concealed);
  const parsedMelds = melds.map((m) => ({ r: fs.parse(m.tiles), concealed: m.concealed }));
  const bad = [parsed, ...parsedMelds.map((m) => m.r)].find((r) => !r.ok);
  if (bad) {
    err.hidden = false;
    err.textContent = errorText(bad.error, state.lang);
    return;
  }
  err.hidden = true;
  state.tiles = parsed.tiles.map((x) => x.id);
  state.melds = parsedMelds.map((m) => ({ tiles: m.r.mpsz, concealed: m.concealed }));
  if (!quiet) changed({ fromText: true });
}

// ---------- URL hash ----------

function toHash() {
  const p = new URLSearchParams();
  const text = handText(state.tiles, state.melds);
  if (text) p.set('h', text);
  if (state.win !== 'self_draw') p.set('win', state.win);
  if (DISCARD_STYLE.includes(state.win)) p.set('d', state.discarder);
  if (state.seat !== 'east') p.set('s', state.seat);
  if (state.edition !== 'standard') p.set('e', state.edition);
  if (state.level) p.set('l', state.level);
  if (state.lastTile) p.set('lt', '1');
  if (state.blessing) p.set('b', state.blessing);
  const mixed = Object.entries(state.players).filter(([, e]) => e).map(([s, e]) => `${s}:${e}`);
  if (mixed.length) p.set('p', mixed.join(','));
  return p.toString();
}

function fromHash() {
  const p = new URLSearchParams(location.hash.slice(1));
  // Through the engine's parser, so a shared link may use any notation.
  readText(p.get('h') ?? '', { quiet: true });
  state.win = p.get('win') ?? 'self_draw';
  state.discarder = p.get('d') ?? (state.discarder === state.seat ? 'south' : state.discarder);
  state.seat = p.get('s') ?? 'east';
  state.edition = p.get('e') ?? 'standard';
  state.level = p.get('l') ?? '';
  state.lastTile = p.get('lt') === '1';
  state.blessing = p.get('b') ?? '';
  state.players = Object.fromEntries((p.get('p') ?? '').split(',').filter(Boolean).map((x) => x.split(':')));
}

// ---------- rendering ----------

function renderPalette() {
  const c = counts();
  const pal = $('palette');
  const reasons = new Set();
  for (const btn of pal.children) {
    const why = blocked(btn.dataset.tile, c);
    btn.disabled = Boolean(why);
    // A disabled tile says why on hover; the note below says it when all share a reason.
    btn.title = why ? BLOCK_TEXT[state.lang][why] : tileName(btn.dataset.tile, state.lang);
    if (why) reasons.add(why);
  }
  // Say why tiles are disabled when the reason is the same for all of them.
  const all = [...pal.children].every((b) => b.disabled);
  $('palette-note').textContent = all && reasons.size === 1 ? BLOCK_TEXT[state.lang][[...reasons][0]] : '';
}

function renderHand() {
  const hand = $('hand');
  hand.replaceChildren(...state.tiles.map((id, i) => h('button', {
    type: 'button',
    class: `tile-btn${i === state.tiles.length - 1 ? ' winning' : ''}`,
    'data-tile': id,
    'aria-label': `${tileName(id, state.lang)}${i === state.tiles.length - 1 ? ` (${t(state.lang, 'handHelp')})` : ''}`,
    onclick: () => tapHand(i),
  }, tileSvg(id, state.lang))));
  const melds = $('melds');
  melds.replaceChildren(...(state.melds.length ? state.melds.map((m, i) => h('button', {
    type: 'button',
    class: `meld${m.concealed ? ' concealed' : ''}`,
    'aria-label': `${t(state.lang, 'removeMeld')} ${m.tiles}`,
    title: t(state.lang, 'removeMeld'),
    onclick: () => { state.melds.splice(i, 1); changed(); },
  }, meldTiles(m).map((id) => tileSvg(id, state.lang)))) : [h('p', { class: 'note' }, t(state.lang, 'noMelds'))]));
}

function renderConditions() {
  const hasKong = state.melds.some((m) => meldTiles(m).length === 4);
  const noMelds = state.melds.length === 0;
  const notes = [];
  const opt = (sel, value, ok, why) => {
    const o = $(sel).querySelector(`option[value="${value}"]`);
    o.disabled = !ok;
    if (!ok && $(sel).value === value) notes.push(why);
  };
  const lang = state.lang;
  const zh = lang === 'zh';
  opt('win', 'kong_replacement', hasKong, zh ? '岭上开花需要一副杠。' : 'Kong replacement needs a kong.');
  opt('win', 'concealed_discard', state.edition === 'standard', zh ? '埋牌只在标准版。' : 'Concealed Discard exists only in the Standard edition.');
  opt('blessing', 'heaven', noMelds && state.seat === 'east' && state.win === 'self_draw', zh ? '天和：庄家、自摸、无副露。' : 'Blessing of Heaven: East, self-drawn, no melds.');
  opt('blessing', 'earth', noMelds && state.seat !== 'east' && state.win === 'self_draw', zh ? '地和：闲家、自摸、无副露。' : 'Blessing of Earth: not East, self-drawn, no melds.');
  opt('blessing', 'man', noMelds && state.seat !== 'east' && state.win === 'discard', zh ? '人和：闲家、点和、无副露。' : 'Blessing of Man: not East, on a discard, no melds.');
  const discardStyle = DISCARD_STYLE.includes(state.win);
  $('discarder').disabled = !discardStyle;
  for (const o of $('discarder').options) o.disabled = o.value === state.seat;
  if (discardStyle && state.discarder === state.seat) {
    state.discarder = SEATS.find((s) => s !== state.seat);
  }
  $('last-tile').disabled = ['robbing_kong', 'concealed_discard'].includes(state.win) || Boolean(state.blessing);
  $('level').options[0].textContent = `— (${{ beginner: 'II', basic: 'III', intermediate: 'IV', standard: 'IV' }[state.edition]})`;
  $('conditions-note').textContent = notes.join(' ');
  // Reflect state in the controls.
  $('win').value = state.win;
  $('discarder').value = state.discarder;
  $('seat').value = state.seat;
  $('blessing').value = state.blessing;
  $('edition').value = state.edition;
  $('level').value = state.level;
  $('last-tile').checked = state.lastTile;
  for (const s of SEATS) {
    const sel = $(`player-${s}`);
    sel.disabled = s === state.seat;
    sel.value = s === state.seat ? '' : state.players[s] ?? '';
  }
}

function request() {
  const req = { ...handRequest(state.tiles, state.melds), win: state.win, seat: state.seat, edition: state.edition };
  if (DISCARD_STYLE.includes(state.win)) req.discarder = state.discarder;
  if (state.lastTile) req.last_tile = true;
  if (state.blessing) req.blessing = state.blessing;
  if (state.level) req.level = state.level;
  const players = Object.fromEntries(Object.entries(state.players).filter(([s, e]) => e && s !== state.seat).map(([s, e]) => [s, { edition: e }]));
  if (Object.keys(players).length) req.players = players;
  return req;
}

function renderResult() {
  const out = $('output');
  const err = $('error');
  const lang = state.lang;
  lastResult = null;
  const have = state.tiles.length + 3 * state.melds.length;
  if (have < 14) {
    err.hidden = true;
    out.replaceChildren(h('p', { class: 'note' }, t(lang, 'needTiles')));
    return;
  }
  const r = fs.score(request());
  if (!r.ok) {
    err.hidden = false;
    err.dataset.code = r.error.code;
    err.textContent = errorText(r.error, lang);
    out.replaceChildren();
    return;
  }
  err.hidden = true;
  lastResult = r;
  const groups = groupsView(r.groups, lang);
  const limit = r.limit === 'counted' ? t(lang, 'limitCounted') : r.limit ? `${t(lang, 'limitPattern')} ${r.limit}` : null;
  out.replaceChildren(...[
    h('p', { class: 'score' },
      h('span', { id: 'score', class: 'big' }, String(r.score)), ' ', t(lang, 'points'),
      r.full_score !== r.score ? h('span', { class: 'note' }, ` (${t(lang, 'half')} ${r.full_score})`) : null),
    h('p', { class: 'note' }, `${t(lang, 'total')}: ${r.total}`, limit ? ` · ${limit}` : ''),
    h('p', { id: 'may-win' }, `${t(lang, 'mayWin')}: ${t(lang, 'selfDrawOk')} `,
      h('strong', { class: r.may_win.self_draw ? 'ok' : 'no' }, t(lang, r.may_win.self_draw ? 'yes' : 'no')),
      ` · ${t(lang, 'discardOk')} `,
      h('strong', { class: r.may_win.discard ? 'ok' : 'no' }, t(lang, r.may_win.discard ? 'yes' : 'no')),
      h('span', { class: 'note' }, ` (${t(lang, 'minimum')} ${r.level}: ${r.minimum.self_draw}/${r.minimum.discard})`)),
    r.can_win ? null : h('p', { class: 'warn' }, t(lang, 'cannotWin')),
    h('h3', {}, `${t(lang, 'decomposition')} · ${t(lang, `shape.${r.shape}`)}`),
    groups,
    h('h3', {}, t(lang, 'patterns')),
    patternsView(r.patterns, lang, groups),
    r.excluded.length ? h('h3', {}, t(lang, 'excluded')) : null,
    r.excluded.length ? excludedView(r.excluded, lang) : null,
    r.alternatives.length ? alternativesView(r.alternatives, lang) : null,
    paymentsView(r.payments, state.seat, lang),
  ].filter(Boolean));
}

function render({ fromText = false } = {}) {
  translate(document, state.lang);
  if (!fromText) $('text').value = handText(state.tiles, state.melds);
  renderPalette();
  renderHand();
  renderConditions();
  renderResult();
}

function changed(opts) {
  const hash = toHash();
  if (location.hash.slice(1) !== hash) history.replaceState(null, '', hash ? `#${hash}` : location.pathname);
  render(opts);
}

// ---------- copy as text ----------

function asText() {
  const r = lastResult;
  const lang = state.lang;
  const lines = [`${t(lang, 'title')} · ${t(lang, `edition.${state.edition}`)}`, `${t(lang, 'hand')}: ${handText(state.tiles, state.melds)}`];
  if (!r) return lines.join('\n');
  lines.push(`${t(lang, 'score')}: ${r.score} (${t(lang, 'total')} ${r.total}${r.limit ? `, ${r.limit}` : ''})`);
  for (const p of r.patterns) lines.push(`  ${p.id} ${patternName(p, lang)} ${p.points}`);
  lines.push(`${t(lang, 'payments')}: ${SEATS.map((s) => `${t(lang, `seat.${s}`)} ${r.payments[s] > 0 ? '+' : ''}${r.payments[s]}`).join(', ')}`);
  lines.push(location.href);
  return lines.join('\n');
}

// ---------- start ----------

function setup() {
  const pal = $('palette');
  for (const id of TILE_IDS) {
    pal.append(h('button', { type: 'button', class: 'tile-btn', 'data-tile': id, 'aria-label': tileName(id, 'en'), onclick: () => tapPalette(id) }, tileSvg(id, 'en')));
  }
  const seatOptions = () => SEATS.map((s) => h('option', { value: s, 'data-i18n': `seat.${s}` }, s));
  $('seat').append(...seatOptions());
  $('discarder').append(...seatOptions());
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
  $('text').addEventListener('input', (ev) => readText(ev.target.value));
  $('clear').addEventListener('click', () => { state.tiles = []; state.melds = []; changed(); });
  $('lang').addEventListener('click', () => {
    state.lang = state.lang === 'en' ? 'zh' : 'en';
    setLang(state.lang);
    for (const b of $('palette').children) {
      b.replaceChildren(tileSvg(b.dataset.tile, state.lang));
      b.setAttribute('aria-label', tileName(b.dataset.tile, state.lang));
    }
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
  window.addEventListener('hashchange', () => { if (location.hash.slice(1) !== toHash()) { fromHash(); render(); } });
}

async function main() {
  setup();
  translate(document, state.lang);
  fs = await engine();
  fromHash();
  document.body.dataset.ready = 'true';
  render();
  if ('serviceWorker' in navigator) navigator.serviceWorker.register('./sw.js').catch(() => {});
}

main();

// The score sheet's view: players, seats, the hands with every player's gain or
// loss and running total, a chart of the totals, and the tools (export, import,
// link, several sheets). Drawn from the sheet store's model (the sheet and the
// engine's settlement) and the calculator's; the handlers (the sheet store's
// actions) change the sheet, nothing here does.

import { signed } from '../shared/format.js';
import { errorText, t } from '../shared/i18n.js';
import { names as lists } from '../shared/names.js';
import { h } from '../shared/parts.js';

/** A hand row's button: a mark, named for screen readers. */
function rowButton(cls, label, mark, onclick) {
  return h('button', { type: 'button', class: cls, 'aria-label': label, onclick }, mark);
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
    line.dataset.colour = String(p);
    svg.append(line);
  });
  svg.setAttribute('aria-label', names.map((n, p) => `${n} ${series[p].at(-1)}`).join(', '));
  return h(
    'figure',
    { class: 'sheet-chart-box' },
    svg,
    h(
      'figcaption',
      {},
      names.map((n, p) => h('span', { class: 'key', style: null, 'data-colour': p }, `■ ${n}`)),
    ),
  );
}

/**
 * Renders the sheet from its data and the engine's settlement. `on` has the
 * handlers (each changes the sheet and saves it); nothing here writes the sheet.
 */
export function renderSheet(
  root,
  { sheet, settled, sheets, damaged = [], persistRefused = false, lang, canAdd, undo, message, editing },
  on,
) {
  const names = sheet.players.map((p) => p.name);
  const rename = (field, i) => {
    // A field taken away by a redraw may report a blur: that is no edit.
    if (drawing) return;
    const name = field.value.trim();
    // An emptied name is no name: the field shows the name kept.
    if (!name) field.value = sheet.players[i].name;
    // After the event, once the focus has reached where Tab sends it, so that the
    // redraw keeps it there.
    else
      setTimeout(() => {
        if (name !== sheet.players[i].name) on.player(i, { name });
      });
  };
  const players = h(
    'fieldset',
    { class: 'sheet-players' },
    h('legend', {}, t(lang, 'sheet.players')),
    sheet.players.map((p, i) =>
      h(
        'div',
        { class: 'sheet-player' },
        h('input', {
          type: 'text',
          value: p.name,
          'aria-label': t(lang, 'sheet.name', { n: i + 1 }),
          'data-player': i,
          // On blur as well: a name carried over a redraw (below) fires no change event.
          onchange: (e) => rename(e.target, i),
          onblur: (e) => rename(e.target, i),
        }),
        h(
          'select',
          {
            'aria-label': t(lang, 'edition'),
            'data-edition': i,
            onchange: (e) => on.player(i, { edition: e.target.value }),
          },
          lists.editions.map((e) => h('option', { value: e, selected: p.edition === e }, t(lang, `edition.${e}`))),
        ),
        h(
          'select',
          {
            'aria-label': t(lang, 'level'),
            'data-level': i,
            onchange: (e) => on.player(i, { level: e.target.value || undefined }),
          },
          ['', ...lists.levels].map((l) =>
            h('option', { value: l, selected: (p.level ?? '') === l }, l || t(lang, 'sheet.defaultLevel')),
          ),
        ),
      ),
    ),
  );
  // While a hand is edited, its own seats: who sat where then, as it was recorded.
  const edited = editing == null ? null : sheet.hands[editing];
  const seatName = (s) => (edited ? edited.seats[s] : names[sheet.seats[s]]);
  const seats = h(
    'fieldset',
    { class: 'sheet-seats' },
    h('legend', {}, edited ? t(lang, 'sheet.seatsInHand', { n: editing + 1 }) : t(lang, 'sheet.seats')),
    lists.seats.map((s) =>
      h(
        'label',
        {},
        t(lang, `seat.${s}`),
        ' ',
        h(
          'select',
          { 'data-seat': s, disabled: Boolean(edited), onchange: (e) => on.seat(s, Number(e.target.value)) },
          names.map((n, i) => h('option', { value: i, selected: seatName(s) === n }, n)),
        ),
      ),
    ),
    h(
      'label',
      { class: 'sheet-seating' },
      t(lang, 'sheet.seating'),
      ' ',
      h(
        'select',
        { id: 'sheet-seating', onchange: (e) => on.seating(e.target.value) },
        lists.seatings.map((x) => h('option', { value: x, selected: sheet.seating === x }, t(lang, `seating.${x}`))),
      ),
    ),
  );
  // A manual hand being edited fills the form.
  const m = edited?.manual ?? {};
  // Players by name, their seat beside it; the value is the seat the engine reads.
  const byName = (selected) =>
    lists.seats.map((s) =>
      h(
        'option',
        { value: s, selected: selected === s },
        t(lang, 'sheet.playerAt', { name: seatName(s), seat: t(lang, `seat.${s}`) }),
      ),
    );
  const manualWinner = h('select', { id: 'manual-winner' }, byName(m.winner));
  const manualWin = h(
    'select',
    { id: 'manual-win' },
    lists.wins.map((w) => h('option', { value: w, selected: (m.win ?? 'self_draw') === w }, t(lang, `win.${w}`))),
  );
  const manualDiscarder = h('select', { id: 'manual-discarder' }, h('option', { value: '' }, '—'), byName(m.discarder));
  const manualScore = h('input', {
    id: 'manual-score',
    type: 'number',
    min: 0,
    step: 0.5,
    inputmode: 'decimal',
    value: m.score ?? '',
  });
  const field = (label, control) => h('label', { class: 'sheet-field' }, h('span', {}, label), control);
  const add = h(
    'div',
    { class: 'sheet-add' },
    h(
      'button',
      { type: 'button', id: 'sheet-add-hand', disabled: !canAdd, onclick: on.addFromCalculator },
      editing == null ? t(lang, 'sheet.addHand') : t(lang, 'sheet.replaceHand', { n: editing + 1 }),
    ),
    editing == null
      ? null
      : h('button', { type: 'button', id: 'sheet-cancel-edit', onclick: on.cancelEdit }, t(lang, 'sheet.cancelEdit')),
    h('button', { type: 'button', id: 'sheet-draw', onclick: on.draw }, t(lang, 'sheet.draw')),
    h(
      'div',
      { class: 'sheet-manual' },
      field(t(lang, 'sheet.winner'), manualWinner),
      field(t(lang, 'win'), manualWin),
      field(t(lang, 'discarder'), manualDiscarder),
      field(t(lang, 'sheet.handScore'), manualScore),
      h(
        'button',
        {
          type: 'button',
          id: 'sheet-manual-add',
          onclick: () =>
            on.manual({
              winner: manualWinner.value,
              win: manualWin.value,
              discarder: manualDiscarder.value,
              score: Number(manualScore.value),
            }),
        },
        editing == null ? t(lang, 'sheet.addScore') : t(lang, 'sheet.replaceScore', { n: editing + 1 }),
      ),
    ),
  );
  const rows = (settled?.hands ?? []).map((r, i) => {
    const hand = sheet.hands[i];
    const how = hand.draw ? t(lang, 'sheet.draw') : t(lang, `win.${(hand.manual ?? hand.request).win ?? 'self_draw'}`);
    return h(
      'tr',
      { 'data-hand': i },
      h('th', { scope: 'row' }, String(i + 1)),
      h('td', { class: 'sheet-dealer', 'data-label': t(lang, 'sheet.dealer') }, hand.seats.east ?? '—'),
      h('td', { class: 'sheet-winner' }, r.winner ?? '—'),
      h('td', { class: 'sheet-how' }, how),
      h('td', { class: 'num sheet-score' }, r.score == null ? '' : String(r.score)),
      names.map((n) =>
        h(
          'td',
          {
            class: `num sheet-gain ${r.payments[n] > 0 ? 'ok' : r.payments[n] < 0 ? 'no' : ''}`,
            'data-player': n,
            'data-label': n,
          },
          signed(r.payments[n]),
          h('span', { class: 'running', title: t(lang, 'sheet.running') }, String(r.totals[n])),
        ),
      ),
      h(
        'td',
        { class: 'sheet-row-actions' },
        rowButton('sheet-edit', t(lang, 'sheet.edit', { n: i + 1 }), '✎', () => on.edit(i)),
        rowButton('sheet-delete', t(lang, 'sheet.delete', { n: i + 1 }), '✕', () => on.remove(i)),
      ),
    );
  });
  const table = h(
    'table',
    { class: 'sheet-table', id: 'sheet-table' },
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', {}, '#'),
        h('th', {}, t(lang, 'sheet.dealer')),
        h('th', {}, t(lang, 'sheet.winner')),
        h('th', {}, t(lang, 'win')),
        h('th', {}, t(lang, 'score')),
        names.map((n) => h('th', { scope: 'col' }, n)),
        h('th', { scope: 'col' }, h('span', { class: 'visually-hidden' }, t(lang, 'sheet.actions'))),
      ),
    ),
    h('tbody', {}, rows),
    h(
      'tfoot',
      {},
      h(
        'tr',
        { id: 'sheet-totals' },
        h('th', { scope: 'row', colspan: 5 }, t(lang, 'sheet.totals')),
        names.map((n) =>
          h('td', { class: 'num sheet-gain', 'data-player': n, 'data-label': n }, signed(settled?.totals?.[n] ?? 0)),
        ),
        h('td', {}, ''),
      ),
    ),
  );
  const file = h('input', {
    type: 'file',
    accept: '.json,application/json',
    id: 'sheet-import',
    hidden: true,
    onchange: async (e) => {
      const f = e.target.files[0];
      if (f) on.importText(await f.text());
      e.target.value = '';
    },
  });
  const tools = h(
    'div',
    { class: 'sheet-tools' },
    h(
      'select',
      { id: 'sheet-list', 'aria-label': t(lang, 'sheet.list'), onchange: (e) => on.open(e.target.value) },
      sheets.map((s) =>
        h(
          'option',
          { value: s.id, selected: s.id === sheet.id },
          `${s.created.slice(0, 16).replace('T', ' ')} · ${s.players.map((p) => p.name).join(', ')}`,
        ),
      ),
    ),
    h('button', { type: 'button', id: 'sheet-new', onclick: on.create }, t(lang, 'sheet.new')),
    h('button', { type: 'button', id: 'sheet-export', onclick: on.exportJson }, t(lang, 'sheet.exportJson')),
    h('button', { type: 'button', id: 'sheet-csv', onclick: on.exportCsv }, t(lang, 'sheet.exportCsv')),
    h('button', { type: 'button', onclick: () => file.click() }, t(lang, 'sheet.import')),
    file,
    h('button', { type: 'button', id: 'sheet-link', onclick: on.copyLink }, t(lang, 'sheet.link')),
    undo ? h('button', { type: 'button', id: 'sheet-undo', onclick: on.undo }, t(lang, 'sheet.undo')) : null,
  );
  const children = [
    h('h2', { id: 'h-sheet' }, t(lang, 'sheet.title')),
    tools,
    message
      ? h(
          'p',
          { class: message.error || message.failed ? 'error' : 'note', id: 'sheet-message', role: 'status' },
          message.error
            ? `${message.hand != null ? t(lang, 'sheet.atHand', { n: message.hand + 1 }) : ''}${errorText(message.error, lang)}`
            : message.text,
        )
      : null,
    persistRefused ? h('p', { class: 'note', id: 'sheet-persist' }, t(lang, 'sheet.persistRefused')) : null,
    damaged.length ? damagedView(damaged, lang, on) : null,
    players,
    seats,
    add,
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

/** Stored records that are no sheet: each to export as it is, or to delete. */
function damagedView(damaged, lang, on) {
  return h(
    'div',
    { id: 'sheet-damaged', class: 'sheet-damaged' },
    h('p', { class: 'error' }, t(lang, 'sheet.damaged', { n: damaged.length })),
    h(
      'ul',
      {},
      damaged.map((d) =>
        h(
          'li',
          { 'data-record': d.id },
          `${d.id} · ${t(lang, `sheet.damagedWhy.${d.why}`)} `,
          h(
            'button',
            { type: 'button', class: 'damaged-export', onclick: () => on.exportDamaged(d.id) },
            t(lang, 'sheet.exportDamaged'),
          ),
          ' ',
          h(
            'button',
            { type: 'button', class: 'damaged-delete', onclick: () => on.removeDamaged(d.id) },
            t(lang, 'sheet.deleteDamaged'),
          ),
        ),
      ),
    ),
  );
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
  return {
    tag: e.tagName,
    cls: e.className,
    key,
    value: e.getAttribute(key),
    text: typing ? e.value : null,
    selection: typing && e.type === 'text' ? [e.selectionStart, e.selectionEnd] : null,
  };
}

function refocus(root, kept) {
  if (!kept) return;
  const e = [...root.querySelectorAll(`${kept.tag}[${kept.key}]`)].find(
    (x) => x.getAttribute(kept.key) === kept.value && x.className === kept.cls,
  );
  if (!e) return;
  if (kept.text != null) e.value = kept.text;
  e.focus({ preventScroll: true });
  if (kept.selection) e.setSelectionRange(...kept.selection);
}

/** In the calculator, while a hand of the sheet is edited there: which hand,
 * and the buttons that put the calculator's hand back in its place or cancel. */
function renderEditing(root, { editing, canAdd, lang }, on) {
  root.hidden = editing == null;
  if (editing == null) return root.replaceChildren();
  root.replaceChildren(
    h('span', {}, t(lang, 'sheet.editingHere', { n: editing + 1 }), ' '),
    h(
      'button',
      { type: 'button', id: 'sheet-replace-hand', disabled: !canAdd, onclick: on.addFromCalculator },
      t(lang, 'sheet.replaceHand', { n: editing + 1 }),
    ),
    ' ',
    h('button', { type: 'button', id: 'sheet-editing-cancel', onclick: on.cancelEdit }, t(lang, 'sheet.cancelEdit')),
  );
}

/** Draws the sheet being kept into `#sheet` from `model` (`sheet`: the sheet
 * store's model; `calc`: the calculator's, for the language and whether its
 * hand may be added), with `handlers` for its controls. */
export function renderSheetView({ sheet: store, calc }, handlers) {
  const sheet = store.sheet;
  if (!sheet) return;
  const canAdd = Boolean(calc.view.scored);
  const lang = calc.state.lang;
  const edited = store.editing == null ? null : sheet.hands[store.editing];
  renderEditing(
    document.getElementById('sheet-editing'),
    { editing: edited?.request ? store.editing : null, canAdd, lang },
    handlers,
  );
  const settled = store.settled;
  renderSheet(
    document.getElementById('sheet'),
    {
      sheet,
      settled: settled?.ok ? settled : null,
      sheets: store.sheets.length ? store.sheets : [sheet],
      lang,
      canAdd,
      undo: store.undo,
      damaged: store.damaged,
      persistRefused: store.persistRefused,
      editing: store.editing,
      message:
        store.message ?? (!settled || settled.ok ? null : { error: settled.error, hand: settled.error.hand ?? null }),
    },
    handlers,
  );
}

// The table in the analysis: the entry (the tiles left in the wall, each other
// seat's discards in order, melds and face-down discard, the player's own
// burial, and the other tiles seen) and what the engine answers with it: each
// discard's danger, fold, the safest discard, the burial advice, and the
// caveat while no table is given. Every figure is the engine's.

import { percent, points } from '../shared/format.js';
import { t } from '../shared/i18n.js';
import { editions, names } from '../shared/names.js';
import { h } from '../shared/parts.js';
import {
  emptyTable,
  MAX_WALL,
  seatEntry,
  withBuried,
  withConcealed,
  withDiscard,
  withMelds,
  withoutDiscard,
  withWall,
} from '../shared/table.js';
import { TILE_IDS, tileName, tileSvg } from '../shared/tiles.js';

/** The other seats in turn order after `seat` (the order R25 gives a discard's claims). */
export const othersAfter = (seat) => [1, 2, 3].map((k) => names.seats[(names.seats.indexOf(seat) + k) % 4]);

/** A discard's danger: the engine's chance as a percentage, on a simple scale. */
export function dangerView(danger, lang) {
  if (!danger) return null;
  const text = percent(danger.chance);
  return h(
    'span',
    { class: 'danger', 'data-danger': danger.chance, title: t(lang, 'danger.title', { p: text }) },
    h('meter', {
      min: 0,
      max: 0.2,
      low: 0.03,
      high: 0.08,
      optimum: 0,
      value: Math.min(danger.chance, 0.2),
      'aria-label': t(lang, 'danger.title', { p: text }),
    }),
    h('span', { class: 'danger-pct' }, text),
  );
}

/** Fold, the safest discard and the burial advice of an answer with a table;
 * without one, the caveat that the figures assume nobody else is close. */
export function tableAdviceView(a, lang, { table, pending }) {
  if (!a?.ok || pending || a.shanten < 0) return [];
  if (!table) return [h('p', { class: 'note', id: 'table-caveat' }, t(lang, 'table.caveat'))];
  if (!a.discards) return [];
  const byTile = new Map(a.discards.map((d) => [d.tile, d]));
  const dangerOf = (tile) => {
    const d = byTile.get(tile)?.danger;
    return d ? percent(d.chance) : '—';
  };
  const out = [];
  if (a.fold) {
    const tile = a.discards[0].tile;
    out.push(
      h(
        'p',
        { class: 'fold', id: 'fold', 'data-tile': tile },
        h('strong', {}, t(lang, 'fold.title')),
        ' ',
        t(lang, 'fold.text', { tile: tileName(tile, lang), p: dangerOf(tile) }),
      ),
    );
  }
  if (a.safest)
    out.push(
      h(
        'p',
        { class: 'note', id: 'safest', 'data-tile': a.safest },
        t(lang, 'safest', { tile: tileName(a.safest, lang), p: dangerOf(a.safest) }),
      ),
    );
  const b = a.bury;
  if (b) {
    const nums = {
      tile: tileName(b.tile, lang),
      face: points(b.face_up_loss),
      buried: points(b.buried_loss),
      saving: points(b.saving),
      later: points(b.later),
    };
    out.push(
      h(
        'p',
        {
          class: b.advised ? 'bury advised' : 'bury note',
          id: 'bury',
          'data-tile': b.tile,
          'data-advised': String(b.advised),
        },
        b.advised ? h('strong', {}, t(lang, 'bury.title'), ' ') : null,
        t(lang, b.advised ? 'bury.yes' : 'bury.no', nums),
      ),
    );
  }
  return out;
}

/** A checkbox and its label; `set(checked)` on a change. */
const check = (id, checked, label, set) =>
  h(
    'label',
    { class: 'table-check' },
    h('input', { type: 'checkbox', id, checked: checked || null, onchange: (e) => set(e.target.checked) }),
    ' ',
    label,
  );

/**
 * The table's entry, grown from the tiles-seen picker: the wall, a choice of
 * whose tiles the picker enters (the other tiles seen, or a seat's discards in
 * order), that seat's melds and face-down discard, and the player's burial.
 * `on.setTable(value)` stores a new table; `left(id)` is the copies not in the hand.
 */
export function tableView(state, ui, lang, { left, on }) {
  const table = state.table;
  const buries = Boolean(editions.get(state.edition)?.concealed_discard);
  const seats = othersAfter(state.seat);
  const target = seats.includes(ui.tableTarget) ? ui.tableTarget : 'seen';
  const seenCount = new Map();
  for (const id of state.seen) seenCount.set(id, (seenCount.get(id) ?? 0) + 1);
  const used = new Map(seenCount);
  for (const s of seats) for (const id of seatEntry(table, s).discards) used.set(id, (used.get(id) ?? 0) + 1);
  const entry = target === 'seen' ? null : seatEntry(table, target);
  const seatName = (s) => t(lang, `seat.${s}`);

  const wall = h('input', {
    id: 'table-wall',
    type: 'number',
    min: 0,
    max: MAX_WALL,
    inputmode: 'numeric',
    value: table.wall ?? '',
    placeholder: '—',
    onchange: (e) => on.setTable(withWall(table, e.target.value)),
  });
  const targets = h(
    'div',
    { id: 'table-target', class: 'table-target', role: 'group', 'aria-label': t(lang, 'table.target') },
    ['seen', ...seats].map((s) => {
      const n = s === 'seen' ? state.seen.length : seatEntry(table, s).discards.length;
      return h(
        'button',
        {
          type: 'button',
          'data-target': s,
          'aria-pressed': String(s === target),
          onclick: () => on.setTableTarget(s),
        },
        s === 'seen' ? t(lang, 'table.seen') : seatName(s),
        n ? h('span', { class: 'table-count' }, ` ${n}`) : null,
      );
    }),
  );
  const grid = h(
    'div',
    {
      class: 'seen-grid',
      id: 'table-grid',
      role: 'group',
      'aria-label': entry ? t(lang, 'table.discards', { seat: seatName(target) }) : t(lang, 'seen.title'),
    },
    TILE_IDS.map((id) => {
      const free = left(id) - (used.get(id) ?? 0);
      const n = entry ? entry.discards.filter((x) => x === id).length : (seenCount.get(id) ?? 0);
      const some = !entry && n;
      const max = left(id) - (used.get(id) ?? 0) + (seenCount.get(id) ?? 0);
      const label = entry
        ? t(lang, 'table.add', { tile: tileName(id, lang), seat: seatName(target), n })
        : t(lang, 'seen.tile', { tile: tileName(id, lang), n });
      return h(
        'button',
        {
          type: 'button',
          class: `seen-tile${some ? ' some' : ''}`,
          'data-tile': id,
          'aria-label': label,
          disabled: entry && free < 1 ? true : null,
          onclick: () => (entry ? on.setTable(withDiscard(table, target, id)) : on.setSeen(id, n >= max ? 0 : n + 1)),
        },
        tileSvg(id, lang),
        // A seat's discards show in their own row; the grid counts the tiles seen.
        entry ? null : h('span', { class: 'seen-count', 'aria-hidden': 'true' }, n ? String(n) : ''),
      );
    }),
  );
  const seatPart = entry
    ? [
        h(
          'p',
          { class: 'note' },
          t(lang, entry.discards.length ? 'table.discards' : 'table.noDiscards', { seat: seatName(target) }),
        ),
        entry.discards.length
          ? h(
              'div',
              { id: 'table-discards', class: 'table-discards' },
              entry.discards.map((id, i) =>
                h(
                  'button',
                  {
                    type: 'button',
                    'data-tile': id,
                    'aria-label': t(lang, 'table.discard', { tile: tileName(id, lang), i: i + 1 }),
                    onclick: () => on.setTable(withoutDiscard(table, target, i)),
                  },
                  tileSvg(id, lang),
                ),
              ),
            )
          : null,
        h(
          'label',
          { class: 'table-melds' },
          t(lang, 'table.melds'),
          ' ',
          h('input', {
            id: 'table-melds',
            type: 'text',
            autocomplete: 'off',
            spellcheck: 'false',
            value: entry.melds,
            placeholder: t(lang, 'table.meldsHint'),
            onchange: (e) => on.setTable(withMelds(table, target, e.target.value)),
          }),
        ),
        buries
          ? check('table-concealed', entry.concealed, t(lang, 'table.concealed'), (on_) =>
              on.setTable(withConcealed(table, target, on_)),
            )
          : null,
      ]
    : [h('p', { class: 'note' }, t(lang, 'seen.help'))];
  const filled = table.wall != null || state.seen.length || seats.some((s) => seatEntry(table, s).discards.length);
  const details = h(
    'details',
    { id: 'seen', class: 'seen table-entry', open: ui.open.seen || null },
    h(
      'summary',
      {},
      t(lang, 'table.summary'),
      table.wall != null ? ` · ${t(lang, 'table.wallShort', { n: table.wall })}` : '',
      state.seen.length ? ` · ${t(lang, 'seen.summary', { n: state.seen.length })}` : '',
    ),
    h('p', { class: 'note' }, t(lang, 'table.help')),
    h('label', { class: 'table-wall' }, t(lang, 'table.wall'), ' ', wall),
    targets,
    ...seatPart,
    grid,
    buries
      ? check('table-buried', table.buried, t(lang, 'table.buried'), (on_) => on.setTable(withBuried(table, on_)))
      : null,
    filled
      ? h(
          'button',
          {
            type: 'button',
            class: 'seen-clear',
            id: 'table-clear',
            onclick: () => on.setTable(emptyTable(), []),
          },
          t(lang, 'table.clear'),
        )
      : null,
  );
  details.addEventListener('toggle', () => on.setPanelOpen('seen', details.open));
  return details;
}

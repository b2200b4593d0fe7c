// The analysis view: the waits of a 13-tile hand (each opening the hand's full
// scoring with that tile), the discard table of a 14-tile hand, the progress of
// a question and the tiles-seen picker. Built from the engine's answer as given;
// the ranking and every figure are the engine's. Drawn from the calculator's
// model; `on` (its actions) changes it.

import { percent, percentNumber, points } from '../shared/format.js';
import { errorText, t } from '../shared/i18n.js';
import { rulebook } from '../shared/names.js';
import { h, resultView, waitsView } from '../shared/parts.js';
import { tileName, tileSvg } from '../shared/tiles.js';
import { bestDiscardsView, modelView, offerView, valueView } from './advice.js';
import { thresholds } from './result.js';
import { dangerView, tableAdviceView, tableView } from './table.js';

/** The discard table; `pending` while the value model's figures are still being worked out. */
export function discardsView(a, lang, pending) {
  const value = (d, f) => (pending ? '…' : d.value ? f(d.value) : '—');
  const waits = (d) =>
    (d.waits ?? []).map((w) =>
      h('span', { class: 'cell-wait', 'data-tile': w.tile }, tileSvg(w.tile, lang), String(w.self_draw?.score ?? '—')),
    );
  return h(
    'div',
    { class: 'table-scroll', tabindex: 0, role: 'region', 'aria-label': t(lang, 'discardAdvice') },
    h(
      'table',
      { id: 'discards', class: 'discards' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          [
            a.discards.some((d) => d.danger) ? t(lang, 'discardDanger') : t(lang, 'discard'),
            t(lang, 'shantenUseful'),
            t(lang, 'waitsHead'),
            t(lang, 'winChance'),
            t(lang, 'expectedGain'),
          ].map((x) => h('th', { scope: 'col' }, x)),
        ),
      ),
      h(
        'tbody',
        {},
        a.discards.map((d) =>
          h(
            'tr',
            { 'data-tile': d.tile },
            // The tile, and under it its danger when the table is given.
            h('th', { scope: 'row' }, tileSvg(d.tile, lang), dangerView(d.danger, lang)),
            // The shanten, and under it the useful tiles' copies (named in the title).
            h(
              'td',
              { class: 'num', title: d.useful.map((u) => tileName(u.tile, lang)).join(t(lang, 'listSep')) },
              String(d.shanten),
              h('span', { class: 'split', 'data-useful': d.useful_count }, String(d.useful_count)),
            ),
            h('td', { class: 'waits-cell' }, waits(d)),
            h(
              'td',
              { class: 'num' },
              // The win chance, and under it its split: by self-draw + on a discard.
              value(d, (v) => [
                percent(v.win_chance),
                h(
                  'span',
                  { class: 'split', title: t(lang, 'winSplit') },
                  `${percentNumber(v.self_draw_chance)} + ${percentNumber(v.discard_chance)}`,
                ),
              ]),
            ),
            h(
              'td',
              { class: 'num gain' },
              value(d, (v) => points(v.expected_gain)),
            ),
          ),
        ),
      ),
    ),
  );
}

/** How far a question has got: 1 loading the engine, 2 first figures, 3 done. */
export function progressView(step, lang) {
  return h(
    'p',
    { class: 'progress', id: 'analysis-progress' },
    h('progress', { max: 3, value: step, 'aria-label': t(lang, 'analysing') }),
    ' ',
    t(lang, `progress.${step}`),
  );
}

/** A selector for the control focused in `box`, to focus again once redrawn. */
function focusKey(box) {
  const el = document.activeElement;
  if (!el || el === box || !box.contains(el)) return null;
  if (el.id) return `#${el.id}`;
  const holder = el.parentElement?.closest('[id]');
  const attr = ['tile', 'target', 'call'].find((k) => el.dataset[k] != null);
  if (!holder || !attr) return null;
  return `#${holder.id} [data-${attr}="${CSS.escape(el.dataset[attr])}"]`;
}

/** Draws the analysis of the current hand into `#analysis`, keeping the focus
 * where it was (every change draws it anew, the table's entry included). */
export function renderAnalysis(store, on) {
  const box = document.getElementById('analysis');
  const key = focusKey(box);
  drawAnalysis(store, on);
  if (key) box.querySelector(key)?.focus({ preventScroll: true });
}

function drawAnalysis(store, on) {
  const { state, ui, view, analysis } = store;
  const box = document.getElementById('analysis');
  const lang = state.lang;
  const a = analysis.key ? analysis.answer : null;
  if (!analysis.key) {
    box.replaceChildren();
    return;
  }
  const seen = new Map();
  for (const id of state.seen) seen.set(id, (seen.get(id) ?? 0) + 1);
  // The table, with the tiles seen; the copies outside the hand and its melds as the engine counts them.
  const picker = tableView(state, ui, lang, { left: (id) => store.left(id), on });
  const withTable = state.table.wall != null;
  const progress = analysis.step < 3 ? progressView(analysis.step, lang) : null;
  const pending = analysis.step < 3;
  const options = modelView(lang, {
    handChanges: state.handChanges,
    drawsLeft: state.drawsLeft,
    withTable,
    discardWins: state.discardWins,
    open: ui.open.model,
    onToggle: (open) => on.setPanelOpen('model', open),
    onOption: on.setModelOption,
  });
  // A waiting hand may be offered a discard; the control stays whatever the
  // answer, so that an offer the engine refuses can be changed or withdrawn.
  const offer = (answer) =>
    view.waiting
      ? offerView(answer, lang, {
          offered: state.offered,
          seat: state.seat,
          pending,
          open: ui.open.offer,
          // A tile the hand, its melds and the tiles seen hold four times cannot be discarded.
          limit: (id) => Math.max(0, store.left(id) - (seen.get(id) ?? 0)),
          onToggle: (open) => on.setPanelOpen('offer', open),
          onOffer: on.setOffered,
        })
      : null;
  if (!a) {
    box.replaceChildren(...[h('h3', {}, t(lang, 'analysis')), progress, picker].filter(Boolean));
    return;
  }
  if (!a.ok) {
    box.replaceChildren(
      ...[
        h('h3', {}, t(lang, 'analysis')),
        h('p', { class: 'error' }, errorText(a.error, lang)),
        offer(null),
        options,
        picker,
      ].filter(Boolean),
    );
    return;
  }
  if (a.discards) {
    // A hand that has won needs no advice on what to throw.
    if (a.shanten < 0) {
      box.replaceChildren();
      return;
    }
    box.replaceChildren(
      ...[
        h(
          'h3',
          {},
          t(lang, 'discardAdvice'),
          h('span', { class: 'note' }, ` · ${t(lang, 'shantenNow', { n: a.shanten })}`),
        ),
        progress,
        ...tableAdviceView(a, lang, { table: withTable, pending }),
        bestDiscardsView(a.discards, lang, pending),
        // Beyond three shanten the model gives no figures: say so, and how the table is ranked.
        !pending && a.discards.every((d) => !d.value)
          ? h('p', { class: 'note', id: 'beyond-value' }, t(lang, 'beyondValue'))
          : null,
        discardsView(a, lang, pending),
        options,
        picker,
      ].filter(Boolean),
    );
    return;
  }
  let detail = null;
  const r = view.waitScored;
  if (ui.waitDetail && a.shanten === 0 && r) {
    // The full scoring of the waiting hand completed with that tile, by self-draw.
    detail = h(
      'div',
      { id: 'wait-detail', class: 'wait-detail' },
      h('h4', {}, t(lang, 'waitDetail', { tile: tileName(ui.waitDetail, lang) })),
      ...(r.ok
        ? resultView(r, { lang, rulebook, seat: state.seat, thresholds: thresholds(state), headline: true })
        : [h('p', { class: 'error' }, errorText(r.error, lang))]),
    );
  }
  const onPick = (tile) => {
    on.pickWait(tile);
    if (tile) document.getElementById('wait-detail')?.scrollIntoView({ block: 'nearest' });
  };
  box.replaceChildren(
    ...[
      h('h3', {}, a.shanten === 0 ? t(lang, 'waiting') : t(lang, 'shantenIs', { n: a.shanten })),
      a.shanten === 0
        ? waitsView(a.waits, lang, { picked: ui.waitDetail, onPick })
        : h(
            'p',
            { class: 'note', id: 'useful' },
            t(lang, 'usefulCount', { n: a.useful_count }),
            ' ',
            a.useful.map((u) => tileName(u.tile, lang)).join(t(lang, 'listSep')),
          ),
      a.shanten === 0 ? h('p', { class: 'note' }, t(lang, 'waitTap')) : null,
      detail,
      progress,
      h('h4', {}, t(lang, 'value.own')),
      valueView(a.value, lang, { pending, id: 'own-value' }),
      ...tableAdviceView(a, lang, { table: withTable, pending }),
      offer(a),
      options,
      picker,
    ].filter(Boolean),
  );
}

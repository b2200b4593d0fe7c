// Views of the engine's hand analysis: the waits of a 13-tile hand, the discard
// table of a 14-tile hand, the progress of a question and the tiles-seen picker.
// Built from the answer as given; the ranking and every figure are the engine's.

import { h } from './render.js';
import { t } from './i18n.js';
import { TILE_IDS, tileSvg, tileName } from './tiles.js';

const fmtChance = (p) => `${(p * 100).toFixed(1)}%`;

/** A wait's scores in words: "self-draw 40 · discard 20 (below the minimum) · 3 left". */
function waitFigures(w, lang) {
  const part = (key, x) => [` ${t(lang, key)} ${x?.score ?? '—'}`,
    x && !x.can_win ? h('strong', { class: 'no' }, ` ${t(lang, 'belowMinimum')}`) : null];
  return h('span', { class: 'wait-figures' }, ...part('selfDrawOk', w.self_draw), ' ·', ...part('discardOk', w.discard),
    ` · ${t(lang, 'remaining', { n: w.remaining })}`);
}

/**
 * The waits, one item per tile (`data-tile`, `data-score` = the self-draw
 * score); each is a button that shows the hand's full scoring with that tile.
 */
export function waitsView(waits, lang, { picked, onPick }) {
  return h('ul', { id: 'waits', class: 'waits' }, waits.map((w) => h('li', {
    'data-tile': w.tile,
    'data-score': w.self_draw?.score ?? '',
  }, h('button', {
    type: 'button',
    class: 'wait',
    'aria-expanded': String(picked === w.tile),
    'aria-controls': 'wait-detail',
    onclick: () => onPick(picked === w.tile ? null : w.tile),
  }, tileSvg(w.tile, lang), h('span', { class: 'wait-name' }, tileName(w.tile, lang)), waitFigures(w, lang)))));
}

/** The discard table; `pending` while the value model's figures are still being worked out. */
export function discardsView(a, lang, pending) {
  const value = (d, f) => (pending ? '…' : d.value ? f(d.value) : '—');
  const waits = (d) => (d.waits ?? []).map((w) => h('span', { class: 'cell-wait', 'data-tile': w.tile },
    tileSvg(w.tile, lang), String(w.self_draw?.score ?? '—')));
  return h('div', { class: 'table-scroll', tabindex: 0, role: 'region', 'aria-label': t(lang, 'discardAdvice') }, h('table', { id: 'discards', class: 'discards' },
    h('thead', {}, h('tr', {}, [t(lang, 'discard'), t(lang, 'shanten'), t(lang, 'usefulTiles'), t(lang, 'waitsHead'), t(lang, 'winChance'), t(lang, 'expected')]
      .map((x) => h('th', { scope: 'col' }, x)))),
    h('tbody', {}, a.discards.map((d) => h('tr', { 'data-tile': d.tile },
      h('th', { scope: 'row' }, tileSvg(d.tile, lang)),
      h('td', { class: 'num' }, String(d.shanten)),
      h('td', { class: 'num', title: d.useful.map((u) => tileName(u.tile, lang)).join(t(lang, 'listSep')) }, String(d.useful_count)),
      h('td', { class: 'waits-cell' }, waits(d)),
      h('td', { class: 'num' }, value(d, (v) => fmtChance(v.win_chance))),
      h('td', { class: 'num' }, value(d, (v) => v.expected_score.toFixed(1))))))));
}

/** How far a question has got: 1 loading the engine, 2 first figures, 3 done. */
export function progressView(step, lang) {
  return h('p', { class: 'progress', id: 'analysis-progress' },
    h('progress', { max: 3, value: step, 'aria-label': t(lang, 'analysing') }),
    ' ', t(lang, `progress.${step}`));
}

/**
 * The optional tiles-seen picker: a count per tile (tap to add one, up to what
 * is left outside the hand), feeding the analysis's `seen`.
 * `counts` maps tile id → seen; `limit(id)` is the most that may be seen.
 */
export function seenView(counts, lang, { open, limit, onChange, onToggle }) {
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const grid = h('div', { class: 'seen-grid', role: 'group', 'aria-label': t(lang, 'seen.title') }, TILE_IDS.map((id) => {
    const n = counts.get(id) ?? 0;
    const max = limit(id);
    return h('button', {
      type: 'button',
      class: `seen-tile${n ? ' some' : ''}`,
      'data-tile': id,
      'aria-label': t(lang, 'seen.tile', { tile: tileName(id, lang), n }),
      onclick: () => onChange(id, n >= max ? 0 : n + 1),
    }, tileSvg(id, lang), h('span', { class: 'seen-count', 'aria-hidden': 'true' }, n ? String(n) : ''));
  }));
  const details = h('details', { id: 'seen', class: 'seen', open: open || null },
    h('summary', {}, t(lang, 'seen.summary', { n: total })),
    h('p', { class: 'note' }, t(lang, 'seen.help')),
    grid,
    total ? h('button', { type: 'button', class: 'seen-clear', onclick: () => onChange(null, 0) }, t(lang, 'seen.clear')) : null);
  details.addEventListener('toggle', () => onToggle(details.open));
  return details;
}

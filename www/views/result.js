// The result view: the scored hand (or the error that stops it), and the same
// hand in all four editions side by side. Drawn from the calculator's model.

import { errorText, t } from '../shared/i18n.js';
import { editions, names, rulebook } from '../shared/names.js';
import { h, howWonText, patternName, resultView } from '../shared/parts.js';
import { toHash } from '../shared/url.js';

/** Each seat's payment threshold F, from its edition (R17, R20). */
export function thresholds(state) {
  return Object.fromEntries(
    names.seats.map((s) => [
      s,
      editions.get(s === state.seat ? state.edition : state.players[s] || state.edition)?.payment_threshold,
    ]),
  );
}

/** Draws the result into `#output` (and an engine error into `#error`). */
export function renderResult({ state, view, typing }) {
  const out = document.getElementById('output');
  const err = document.getElementById('error');
  const lang = state.lang;
  err.hidden = true;
  if (state.textError) {
    out.replaceChildren(h('p', { class: 'note' }, t(lang, typing ? 'typingHelp' : 'textFix')));
    return;
  }
  const r = view.result;
  if (!r) {
    out.replaceChildren(h('p', { class: 'note' }, t(lang, 'needTiles')));
    return;
  }
  // Fourteen tiles that form no winning hand are a question of what to discard,
  // which the advice answers: no error.
  if (view.notAWin) {
    out.replaceChildren(h('p', { class: 'note', id: 'not-a-win' }, t(lang, 'notAWin')));
    return;
  }
  if (!r.ok) {
    err.hidden = false;
    err.dataset.code = r.error.code;
    err.textContent = errorText(r.error, lang);
    out.replaceChildren();
    return;
  }
  // Each pattern's id opens its card in the Rules view; Back returns to the hand.
  // Listed in the calculator's edition, or the Standard Level for a pattern it lacks.
  const order = (e) => names.editions.indexOf(e);
  const listed = (id) => (order(rulebook.get(id)?.edition) > order(state.edition) ? 'standard' : null);
  const cardHref = (id) => `#${toHash({ ...state, rules: id, rulesEdition: listed(id) }, view.discarder)}`;
  // How it was won, at which seat and from whom: on the page and on paper (the conditions do not print).
  const how = howWonText({ win: state.win, seat: state.seat, discarder: view.discarder }, lang);
  out.replaceChildren(
    h('p', { class: 'result-how', id: 'result-how' }, how),
    ...resultView(r, { lang, rulebook, seat: state.seat, thresholds: thresholds(state), cardHref }),
  );
}

/** The patterns not common to every edition, each once: a pattern counted
 * twice is written ×2 with its points together. */
function differing(patterns, common, lang) {
  const byId = new Map();
  for (const p of patterns.filter((x) => !common.has(x.id))) {
    const seen = byId.get(p.id);
    if (seen) {
      seen.count += 1;
      seen.points += p.points;
    } else byId.set(p.id, { p, count: 1, points: p.points });
  }
  return [...byId.values()]
    .map(({ p, count, points }) =>
      t(lang, count > 1 ? 'compare.patternTimes' : 'compare.pattern', { name: patternName(p, lang), count, points }),
    )
    .join(t(lang, 'listSep'));
}

/** The hand scored in every edition, side by side: score, may win, and the patterns not common to all. */
export function renderCompare({ state, view }) {
  const box = document.getElementById('compare');
  const lang = state.lang;
  const rows = view.compare;
  if (!rows) {
    box.replaceChildren();
    return;
  }
  const scoredRows = rows.filter((x) => x.r.ok);
  const common = new Set(
    scoredRows.length === rows.length
      ? scoredRows[0].r.patterns
          .map((p) => p.id)
          .filter((id) => scoredRows.every((x) => x.r.patterns.some((p) => p.id === id)))
      : [],
  );
  const mark = (ok) => h('strong', { class: ok ? 'ok' : 'no' }, t(lang, ok ? 'yes' : 'no'));
  const head = [
    t(lang, 'edition'),
    t(lang, 'score'),
    t(lang, 'selfDrawOk'),
    t(lang, 'discardOk'),
    t(lang, 'compare.differ'),
  ];
  const row = ({ edition, r }) =>
    h(
      'tr',
      { 'data-edition': edition, class: edition === state.edition ? 'current' : null },
      h('th', { scope: 'row' }, t(lang, `edition.${edition}`)),
      ...(r.ok
        ? [
            h('td', { class: 'num' }, String(r.score)),
            h('td', {}, mark(r.may_win.self_draw)),
            h('td', {}, mark(r.may_win.discard)),
            h('td', { class: 'differ' }, differing(r.patterns, common, lang) || '—'),
          ]
        : [h('td', { colspan: 4, class: 'note' }, t(lang, `error.${r.error.code}`))]),
    );
  box.replaceChildren(
    h('h3', { id: 'h-compare' }, t(lang, 'compare.title')),
    h(
      'div',
      { class: 'table-scroll', tabindex: 0, role: 'region', 'aria-labelledby': 'h-compare' },
      h(
        'table',
        { class: 'compare', 'aria-labelledby': 'h-compare' },
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            head.map((x) => h('th', { scope: 'col' }, x)),
          ),
        ),
        h('tbody', {}, rows.map(row)),
      ),
    ),
  );
}

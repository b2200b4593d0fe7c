// The end of a hand in the Play view: the win as the calculator shows it, or
// the exhaustive draw with the buried tiles turned face up, the payments, the
// game's running totals (the engine's score sheet of its log) and what next.

import { signed } from '../shared/format.js';
import { t } from '../shared/i18n.js';
import { editions, names, rulebook } from '../shared/names.js';
import { h, resultView } from '../shared/parts.js';
import { playerName } from '../shared/seats.js';
import { tileSvg } from '../shared/tiles.js';

/** The end of the hand: the win as the calculator shows it, or the exhaustive draw. */
export function resultPart(m, lang, on) {
  const a = m.answer;
  const win = a.log.find((e) => e.type === 'win');
  const threshold = editions.get(m.setup.edition)?.payment_threshold;
  const thresholds = Object.fromEntries(names.seats.map((s) => [s, threshold]));
  const pays = names.seats.map((s) =>
    h('li', { 'data-seat': s }, `${t(lang, `seat.${s}`)} ${signed(a.payments?.[s] ?? 0)}`),
  );
  // At an exhaustive draw the buried tiles are turned face up, one by one (R27).
  const revealed = a.log.filter((e) => e.type === 'reveal');
  const over = m.gameOver;
  return h(
    'section',
    { id: 'play-result', class: 'play-result', 'aria-labelledby': 'h-play-result' },
    h(
      'h3',
      { id: 'h-play-result' },
      win
        ? t(lang, win.from ? 'play.wonFrom' : 'play.wonSelf', {
            seat: t(lang, `seat.${win.seat}`),
            from: win.from ? t(lang, `seat.${win.from}`) : '',
          })
        : t(lang, 'play.drawn'),
    ),
    // A win as the calculator shows it (its payments included); a draw's payments, all nothing.
    ...(win ? resultView(win.score, { lang, rulebook, seat: win.seat, thresholds, headline: true }) : []),
    win || !revealed.length
      ? null
      : h(
          'div',
          { class: 'play-revealed-box' },
          h('p', {}, t(lang, 'play.revealed')),
          h(
            'ol',
            { id: 'play-revealed', class: 'play-revealed' },
            revealed.map((e, i) => {
              // Turned 0.6 s apart from the hand's end: a redraw (the review
              // arriving) goes on where the turning is, not from the start.
              const face = tileSvg(e.tile, lang);
              face.style.animationDelay = `${0.6 * i - (performance.now() - (m.endedAt ?? 0)) / 1000}s`;
              return h('li', { 'data-seat': e.seat, 'data-tile': e.tile }, t(lang, `seat.${e.seat}`), ' ', face);
            }),
          ),
        ),
    win ? null : h('ul', { class: 'play-payments' }, pays),
    totalsView(m, lang),
    h(
      'p',
      { class: 'play-buttons' },
      h(
        'button',
        { type: 'button', id: 'play-next', class: 'primary', onclick: () => on.next() },
        t(lang, over ? (m.setup.hands > 1 ? 'play.newGame' : 'play.next') : 'play.nextHand'),
      ),
      over ? h('button', { type: 'button', id: 'play-keep', onclick: () => on.keep() }, t(lang, 'play.keep')) : null,
      ' ',
      h('button', { type: 'button', id: 'play-export', onclick: () => on.exportLog() }, t(lang, 'play.export')),
      ' ',
      h('button', { type: 'button', id: 'play-replay', onclick: () => on.replay() }, t(lang, 'play.replay')),
    ),
  );
}

/** The game's running totals after this hand, the engine's score sheet of its hands. */
function totalsView(m, lang) {
  const r = m.settled;
  if (!r?.ok) return null;
  const over = m.gameOver && m.setup.hands > 1;
  return h(
    'section',
    { class: 'play-totals-box', 'aria-labelledby': 'h-play-totals' },
    h(
      'h4',
      { id: 'h-play-totals' },
      t(lang, over ? 'play.final' : 'play.totals', { k: r.hands.length, hands: m.setup.hands }),
    ),
    h(
      'ol',
      { id: 'play-totals', class: 'play-totals' },
      (over ? [...r.standings].sort((x, y) => y.total - x.total) : r.standings).map((p) =>
        h('li', { 'data-name': p.name, 'data-total': p.total }, `${playerName(p.name, lang)} ${signed(p.total)}`),
      ),
    ),
  );
}

// The Play view's coach and review: the engine's advice for the decision due
// (`decide`: every legal action valued in one unit, best first) and, once the
// hand is over, each of the person's decisions beside the advice it had then.
// Every figure is the engine's (`decide`, `review`, and `analyze` for a
// replay's frame); the page only words it.

import { percent, points } from '../shared/format.js';
import { errorText, t } from '../shared/i18n.js';
import { h } from '../shared/parts.js';
import { splitMpsz, tileBackSvg, tileName, tileSvg } from '../shared/tiles.js';

/** An action in words: "Discard 5 Dots", "Pung 3 Characters", "Pass". */
function actionText(x, offered, lang) {
  if (x.action === 'discard') return t(lang, 'play.discardTile', { tile: tileName(x.tile, lang) });
  if (x.action === 'conceal') return t(lang, 'play.buryTile', { tile: tileName(x.tile, lang) });
  if (x.action === 'chow')
    return t(lang, 'play.chow', {
      tiles: splitMpsz(x.tiles)
        .map((id) => tileName(id, lang))
        .join(t(lang, 'listSep')),
    });
  const tile = x.tile ?? offered;
  return t(lang, `play.${x.action}`, { tile: tile ? tileName(tile, lang) : '' });
}

/** The review: the person's decisions next to the advice it had then, the largest losses first. */
export function reviewView(m, lang, on) {
  const r = m.review.answer;
  const box = (...children) =>
    h(
      'section',
      { id: 'play-review', class: 'play-review', 'aria-labelledby': 'h-play-review' },
      h('h3', { id: 'h-play-review' }, t(lang, 'play.review')),
      ...children,
    );
  if (!r) return box(h('p', { class: 'note' }, t(lang, 'play.reviewing')));
  if (!r.ok) return box(h('p', { class: 'error' }, errorText(r.error, lang)));
  const item = (d) =>
    h(
      'li',
      {
        'data-index': d.index,
        'data-loss': d.loss,
        'data-marked': String(d.marked),
        class: d.marked ? 'marked' : null,
      },
      d.marked ? h('strong', { class: 'play-review-mark' }, `${t(lang, 'play.reviewMarked')} `) : null,
      t(lang, 'play.reviewLine', {
        n: d.number,
        taken: actionText(d.taken, null, lang),
        advised: actionText(d.advised, null, lang),
        loss: points(d.loss),
      }),
      d.advised_gain != null && d.taken_gain != null
        ? h(
            'span',
            { class: 'note' },
            ` ${t(lang, 'play.reviewGains', { advised: points(d.advised_gain), taken: points(d.taken_gain) })}`,
          )
        : null,
      ' ',
      h(
        'button',
        { type: 'button', class: 'play-review-jump', 'data-index': d.index, onclick: () => on.replay(d.index) },
        t(lang, 'play.reviewJump'),
      ),
    );
  return box(
    h(
      'p',
      { id: 'play-lost', 'data-lost': r.lost },
      t(lang, 'play.reviewLost', { lost: points(r.lost), n: r.decisions.length }),
      ' ',
      t(lang, 'play.reviewTolerance', { tolerance: points(r.tolerance) }),
    ),
    r.largest.length
      ? h(
          'ol',
          { id: 'play-review-largest', class: 'play-review-list' },
          r.largest.map((i) => item(r.decisions[i])),
        )
      : h('p', { class: 'note' }, t(lang, 'play.reviewNone')),
    h(
      'details',
      { class: 'play-review-all' },
      h('summary', {}, t(lang, 'play.reviewAll')),
      h('ol', { id: 'play-review-all', class: 'play-review-list' }, r.decisions.map(item)),
    ),
  );
}

/** The engine's advice as a list (`id`): the three best discards, or the
 * claim options, with their expected gain, win chance and danger. */
export function adviceList(a, lang, id) {
  if (a?.discards)
    return h(
      'ol',
      { id, class: 'play-advice' },
      a.discards
        .slice(0, 3)
        .map((d) =>
          h(
            'li',
            { 'data-tile': d.tile, 'data-gain': d.value?.expected_gain ?? '' },
            tileSvg(d.tile, lang),
            ' ',
            t(lang, 'discardTile', { tile: tileName(d.tile, lang) }),
            d.value
              ? h(
                  'span',
                  { class: 'note' },
                  ` · ${t(lang, 'value.gain', { gain: points(d.value.expected_gain) })} · ${t(lang, 'winChance')} ${percent(d.value.win_chance)}`,
                )
              : null,
            d.danger
              ? h('span', { class: 'note' }, ` · ${t(lang, 'danger.title', { p: percent(d.danger.chance) })}`)
              : null,
          ),
        ),
    );
  if (a?.calls)
    return h(
      'ol',
      { id, class: 'play-advice' },
      a.calls
        .slice(0, 3)
        .map((x) =>
          h(
            'li',
            { 'data-call': x.call, 'data-meld': x.meld ?? '', 'data-gain': x.value?.expected_gain ?? '' },
            t(lang, `call.${x.call}`),
            x.value
              ? h('span', { class: 'note' }, ` · ${t(lang, 'value.gain', { gain: points(x.value.expected_gain) })}`)
              : null,
          ),
        ),
    );
  return null;
}

/** How many of `decide`'s actions the coach shows before "every action". */
const SHOWN = 3;

/** The tiles of a decided action: the tile, a burial's face down, a chow's three, a kong's four. */
function actionTiles(x, lang) {
  if (x.action === 'conceal') return [tileBackSvg(lang)];
  if (x.action === 'chow') return splitMpsz(x.tiles).map((id) => tileSvg(id, lang));
  if (x.action === 'kong') return [0, 1, 2, 3].map(() => tileSvg(x.tile, lang));
  return x.tile ? [tileSvg(x.tile, lang)] : [];
}

/** A decided action as the table's `legal` lists it: without its seat. */
const withoutSeat = ({ seat, ...action }) => action;

/** One of `decide`'s actions: what it is, its value and what explains it, and a button that plays it. */
function decidedItem(o, lang, on, offered) {
  const x = o.action;
  const figures = [];
  if (o.basis === 'win') figures.push(t(lang, 'play.winPays', { gain: points(o.value) }));
  else if (o.value != null) {
    figures.push(t(lang, 'value.gain', { gain: points(o.value) }));
    figures.push(`${t(lang, 'winChance')} ${percent(o.win_chance)}`);
  } else figures.push(t(lang, 'play.notValued', { shanten: o.shanten }));
  if (o.danger) figures.push(t(lang, 'danger.title', { p: percent(o.danger.chance) }));
  if (o.then) figures.push(t(lang, 'play.then', { tile: tileName(o.then, lang) }));
  return h(
    'li',
    {
      'data-action': x.action,
      'data-tile': x.tile ?? null,
      'data-tiles': x.tiles ?? null,
      'data-value': o.value ?? '',
      'data-basis': o.basis,
    },
    h(
      'div',
      { class: 'play-advice-row' },
      h('span', { class: 'play-advice-tiles' }, ...actionTiles(x, lang)),
      h(
        'span',
        { class: 'play-advice-what' },
        actionText(x, offered, lang),
        h('span', { class: 'note' }, ` · ${figures.join(' · ')}`),
      ),
      on
        ? h(
            'button',
            {
              type: 'button',
              class: 'play-follow',
              'aria-label': `${t(lang, 'play.follow')}: ${actionText(x, offered, lang)}`,
              onclick: () => on.act(withoutSeat(x)),
            },
            t(lang, 'play.follow'),
          )
        : null,
    ),
  );
}

/** `decide`'s answer as the coach's list (`id`): its first actions, the win
 * whenever one is legal, then every action behind "every action". */
export function decidedList(a, lang, id, on, offered) {
  if (!a?.actions) return null;
  const first = a.actions.slice(0, SHOWN);
  const win = a.actions.find((o) => o.action.action === 'win');
  if (win && !first.includes(win)) first.push(win);
  return [
    h(
      'ol',
      { id, class: 'play-advice' },
      first.map((o) => decidedItem(o, lang, on, offered)),
    ),
    a.actions.length > first.length
      ? h(
          'details',
          { class: 'play-advice-all' },
          h('summary', {}, t(lang, 'play.everyAction', { n: a.actions.length })),
          h(
            'ol',
            { id: `${id}-all`, class: 'play-advice' },
            a.actions.map((o) => decidedItem(o, lang, on, offered)),
          ),
        )
      : null,
    a.note ? h('p', { class: 'note' }, t(lang, 'play.notValuedNote')) : null,
  ];
}

/** The coach: the hint button, the "always" switch and `decide`'s list;
 * `due`: the person must decide now. */
export function coachView(m, lang, on, due) {
  const c = m.coach;
  const here = c.at === m.answer.actions.length && due;
  const a = here ? c.advice : null;
  let body = null;
  if (a && !a.ok) body = h('p', { class: 'error' }, errorText(a.error, lang));
  else {
    const list = decidedList(a, lang, 'play-advice', m.busy ? null : on, m.answer.view?.offered?.tile);
    if (list && !c.pending) list[0].dataset.complete = 'true';
    body = [...(list ?? []), here && c.pending ? h('p', { class: 'note' }, t(lang, 'analysing')) : null];
  }
  return h(
    'div',
    { class: 'play-coach' },
    h(
      'button',
      { type: 'button', id: 'play-hint', disabled: !due || m.busy || null, onclick: () => on.hint() },
      t(lang, 'play.hint'),
    ),
    h(
      'label',
      { class: 'play-always' },
      h('input', {
        type: 'checkbox',
        id: 'play-always',
        checked: c.always || null,
        onchange: (e) => on.setAlways(e.target.checked),
      }),
      ' ',
      t(lang, 'play.always'),
    ),
    body,
  );
}

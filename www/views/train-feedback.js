// The Training view's feedback: the verdict, the engine's own answer beside
// the player's (patterns with the reasons a choice was wrong, the waits with
// their scores, the discard table, the pattern's card), a session's summary
// and the way on. Drawn from the training store's model; writes nothing.

import { patternCard } from '../elements/pattern-card.js';
import { percent, points } from '../shared/format.js';
import { t } from '../shared/i18n.js';
import { rulebook } from '../shared/names.js';
import { groupsView, h, patternName, patternsView, reasonText, waitsView } from '../shared/parts.js';
import { tileName, tileSvg } from '../shared/tiles.js';
import { trainHash } from '../shared/url.js';

/** Why a chosen pattern was not counted, in the engine's terms. */
function wrongReason(id, truth, lang) {
  const e = truth.excluded.find((x) => x.id === id);
  if (e) return reasonText(e, lang, rulebook);
  if (truth.alternatives.some((a) => a.patterns.includes(id))) return t(lang, 'train.onlyOther');
  return t(lang, 'train.notFormed');
}

function winFeedback(train, f, lang) {
  const r = f.truth;
  const groups = groupsView(r.groups, lang);
  const counted = new Set(r.patterns.map((p) => p.id));
  const wrong = train.answer.patterns.filter((id) => !counted.has(id));
  const missed = train.answer.patterns.length ? [...counted].filter((id) => !train.answer.patterns.includes(id)) : [];
  return [
    h(
      'p',
      { class: 'train-truth' },
      t(lang, 'train.engineScore', { score: r.score }),
      f.scoreOk === false ? ` ${t(lang, 'train.yourScore', { score: train.answer.score })}` : '',
    ),
    groups,
    patternsView(r.patterns, lang, groups),
    wrong.length
      ? h(
          'ul',
          { class: 'train-wrong' },
          wrong.map((id) =>
            h(
              'li',
              { 'data-id': id },
              t(lang, 'train.wrongLabel', { id, name: patternName(rulebook.get(id), lang) }),
              h('span', { class: 'reason' }, wrongReason(id, r, lang)),
            ),
          ),
        )
      : null,
    missed.length
      ? h(
          'p',
          { class: 'train-missed' },
          t(lang, 'train.missed', {
            list: missed.map((id) => `${id} ${patternName(rulebook.get(id), lang)}`).join(t(lang, 'tiles.comma')),
          }),
        )
      : null,
  ];
}

function waitFeedback(train, f, lang) {
  const truth = f.truth.waits.map((w) => w.tile);
  const extra = train.answer.waits.filter((x) => !truth.includes(x));
  const missed = truth.filter((x) => !train.answer.waits.includes(x));
  const names = (list) => list.map((x) => tileName(x, lang)).join(t(lang, 'tiles.comma'));
  return [
    h('p', { class: 'train-truth' }, t(lang, 'train.waitsAre', { n: truth.length })),
    waitsView(f.truth.waits, lang),
    extra.length ? h('p', { class: 'train-wrong' }, t(lang, 'train.notWaits', { list: names(extra) })) : null,
    missed.length ? h('p', { class: 'train-missed' }, t(lang, 'train.missedWaits', { list: names(missed) })) : null,
  ];
}

function discardFeedback(train, f, q, lang) {
  const rows = f.truth.discards.filter((d) => d.value);
  return [
    h(
      'p',
      { class: 'train-truth' },
      t(lang, 'train.bestDiscard', { tile: tileName(rows[0].tile, lang), tolerance: points(q.tolerance) }),
    ),
    h(
      'table',
      { class: 'train-table' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          [
            t(lang, 'train.col.discard'),
            t(lang, 'train.col.waits'),
            t(lang, 'train.col.chance'),
            t(lang, 'train.col.gain'),
          ].map((x) => h('th', { scope: 'col' }, x)),
        ),
      ),
      h(
        'tbody',
        {},
        rows.map((d, i) =>
          h(
            'tr',
            { class: `${i === 0 ? 'best' : ''}${d.tile === train.answer.discard ? ' mine' : ''}`, 'data-tile': d.tile },
            h('th', { scope: 'row' }, tileSvg(d.tile, lang), ` ${tileName(d.tile, lang)}`),
            h(
              'td',
              {},
              d.shanten === 0
                ? d.waits.map((w) => tileName(w.tile, lang)).join(t(lang, 'tiles.comma'))
                : t(lang, 'shantenIs', { n: d.shanten }),
            ),
            h('td', {}, percent(d.value.win_chance)),
            h('td', {}, points(d.value.expected_gain)),
          ),
        ),
      ),
    ),
  ];
}

/** The feedback once the answer is in (hidden before). */
export function feedbackView(train, on, lang) {
  const f = train.feedback;
  const q = train.question;
  if (!f) return h('div', { id: 'feedback', hidden: true });
  const body = {
    win: () => winFeedback(train, f, lang),
    wait: () => waitFeedback(train, f, lang),
    discard: () => discardFeedback(train, f, q, lang),
    name: () => [
      h(
        'p',
        { class: 'train-truth' },
        t(lang, 'train.itIs', { name: `${q.pattern} ${patternName(rulebook.get(q.pattern), lang)}` }),
      ),
      patternCard(train.card.entry, lang, {
        scored: train.card.scored,
        rulebook,
        calculator: null,
        linkTo: () => null,
      }),
    ],
  }[q.kind]();
  const s = train.session;
  const last = s && s.index + 1 >= s.seeds.length;
  return h(
    'div',
    { id: 'feedback', 'data-correct': String(f.correct) },
    h(
      'p',
      { id: 'train-verdict', class: `train-verdict ${f.correct ? 'ok' : 'no'}`, tabindex: '-1' },
      t(lang, f.correct ? 'train.right' : 'train.wrong'),
    ),
    ...body,
    last ? sessionSummary(s, lang) : null,
    h(
      'p',
      { class: 'train-next' },
      h(
        'button',
        { type: 'button', id: 'train-next', onclick: on.next },
        t(lang, s && !last ? 'train.nextOf' : 'train.next', s ? { n: s.index + 2, of: s.seeds.length } : undefined),
      ),
      ' ',
      h('a', { href: `#${trainHash(q)}`, id: 'train-link' }, t(lang, 'train.link')),
    ),
  );
}

function sessionSummary(s, lang) {
  const right = s.results.filter(Boolean).length;
  return h(
    'p',
    { class: 'train-summary', id: 'train-summary' },
    t(lang, 'train.summary', { right, of: s.results.length }),
  );
}

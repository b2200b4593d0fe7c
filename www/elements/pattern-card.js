// A pattern's card, built from the engine's rulebook entry and the engine's
// score of its example: shared by <fourseas-pattern>, <fourseas-rulebook> and
// the calculator's Rules view. Nothing here computes a rule or a score.

import { errorText, localName, t } from '../shared/i18n.js';
import { h } from '../shared/parts.js';
import { linkHash } from '../shared/url.js';
import { HEIGHTS, tileRow } from './fourseas-tiles.js';

/** The calculator's address for an example: its hand and conditions in the link. */
export function tryItHref(entry, calculator) {
  const x = entry.example;
  const hash = linkHash({
    text: entry.example_hand,
    win: x.win ?? 'self_draw',
    discarder: x.discarder ?? null,
    seat: x.seat ?? 'east',
    edition: x.edition ?? 'standard',
    lastTile: Boolean(x.last_tile),
    blessing: x.blessing ?? '',
  });
  return `${calculator}#${hash}`;
}

/**
 * The card: names, points, family, definition, the example as tiles with the
 * engine's score of it, what it includes, its editions, and "try it".
 * `opts`: `scored` (the engine's answer to `entry.example`), `rulebook`
 * (id → entry, for the included patterns' names), `calculator` (the page's
 * address), `edition` (the edition asked for: a note when the pattern is not
 * in it), `linkTo(id)` (the href of another card, or null).
 */
export function patternCard(entry, lang, { scored, rulebook, calculator, edition, linkTo = (id) => `#${id}` }) {
  const other = lang === 'zh' ? 'en' : 'zh';
  const family = entry.family.map((n) => `${n.id} ${localName(n, lang)}`).join(' › ');
  const counted = scored?.ok ? scored.patterns.map((p) => `${localName(p, lang)} ${p.points}`) : [];
  const link = (id) => {
    const row = rulebook.get(id);
    const label = row ? `${id} ${localName(row, lang)}` : id;
    const href = linkTo(id);
    return href ? h('a', { href, 'data-link': id }, label) : h('span', {}, label);
  };
  return h(
    'article',
    { class: 'pattern-card', 'data-pattern': entry.id, lang: lang === 'zh' ? 'zh-Hans' : 'en' },
    h(
      'div',
      { class: 'card-head' },
      h('span', { class: 'pid' }, entry.id),
      // Not a heading: the card sits in host pages of any outline.
      h('strong', { class: 'card-name' }, localName(entry, lang)),
      h('span', { class: 'other-name', lang: other === 'zh' ? 'zh-Hans' : 'en' }, localName(entry, other)),
      h('span', { class: 'card-points' }, t(lang, 'card.points', { n: entry.points })),
    ),
    h('p', { class: 'family note' }, family),
    edition && edition !== entry.example.edition
      ? h(
          'p',
          { class: 'note not-in-edition' },
          t(lang, 'card.notInEdition', {
            edition: t(lang, `edition.${edition}`),
            from: t(lang, `edition.${entry.edition}`),
          }),
        )
      : null,
    h('p', { class: 'definition' }, lang === 'zh' ? entry.definition_zh : entry.definition),
    h(
      'div',
      { class: 'example' },
      tileRow(entry.example_hand, HEIGHTS.m, lang),
      scored?.ok
        ? h(
            'p',
            { class: 'example-score' },
            t(lang, 'card.scores'),
            h('strong', { 'data-score': String(scored.score) }, String(scored.score)),
            t(lang, 'card.scoredPatterns', { patterns: counted.join(t(lang, 'tiles.comma')) }),
          )
        : h('p', { class: 'error' }, errorText(scored.error, lang)),
    ),
    entry.includes.length
      ? h(
          'p',
          { class: 'includes' },
          `${t(lang, 'card.includes')} `,
          ...entry.includes.flatMap((id, i) => [i ? t(lang, 'tiles.comma') : null, link(id)]),
        )
      : null,
    h(
      'p',
      { class: 'editions note' },
      `${t(lang, 'card.editions')} `,
      entry.editions.map((e) => t(lang, `edition.${e}`)).join(t(lang, 'tiles.comma')),
    ),
    calculator ? h('a', { class: 'try', href: tryItHref(entry, calculator) }, t(lang, 'card.try')) : null,
  );
}

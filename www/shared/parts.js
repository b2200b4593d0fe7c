// Views of a scored hand, shared by the calculator and the embeddable element.
// Everything is built with DOM calls and textContent: no HTML strings.

import { signed } from './format.js';
import { localName, t } from './i18n.js';
import { names } from './names.js';
import { splitMpsz, tileBackSvg, tileName, tileSvg } from './tiles.js';

export { errorText } from './i18n.js';

/** Creates an element; children are nodes or strings (set as text). */
export function h(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === false || v == null) continue;
    if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (k === 'class') e.className = v;
    else e.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat()) if (c != null) e.append(c);
  return e;
}

export function patternName(p, lang) {
  return localName(p, lang);
}

/** The limit a score reached, named by the engine: "Limit reached", or the limit pattern. */
export function limitText(r, lang) {
  if (!r.limit) return null;
  const name = localName(r, lang, 'limit_name');
  return r.limit === 'counted' ? t(lang, 'limitCounted', { name }) : t(lang, 'limitNamed', { id: r.limit, name });
}

/** A face-down tile, for the ends of a concealed kong. */
function backSvg(lang) {
  return tileBackSvg(lang);
}

/** The kind of a meld or group from its tiles: four alike a kong, three a pung, else a chow. */
export function meldKind(ids) {
  if (ids.length === 4) return 'kong';
  if (ids.length === 2) return 'pair';
  return ids[0] === ids[1] ? 'pung' : 'chow';
}

/** A meld or group named in words: "Concealed kong: East Wind", "明顺：一二三万". */
export function meldName(ids, concealed, lang) {
  const kind = meldKind(ids);
  const names = kind === 'chow' ? ids.map((id) => tileName(id, lang)).join(t(lang, 'listSep')) : tileName(ids[0], lang);
  return t(lang, `meld.${kind}.${concealed ? 'concealed' : 'exposed'}`, { tiles: names });
}

/** The faces of a meld: a concealed kong shows its two ends face down. */
export function meldFaces(ids, concealed, lang) {
  return ids.map((id, i) =>
    concealed && ids.length === 4 && (i === 0 || i === 3) ? backSvg(lang) : tileSvg(id, lang),
  );
}

/** The groups of a decomposition as tile clusters; `data-index` matches pattern groups. */
export function groupsView(groups, lang) {
  return h(
    'div',
    { class: 'groups' },
    groups.map((g, i) => {
      const ids = splitMpsz(g.tiles);
      const name = ['chow', 'pung', 'kong', 'pair'].includes(g.kind) ? meldName(ids, !g.exposed, lang) : null;
      return h(
        'span',
        {
          class: `group ${g.kind}${g.exposed ? ' exposed' : ''}`,
          'data-index': i,
          role: name ? 'group' : null,
          'aria-label': name,
          title: name,
        },
        g.kind === 'kong' ? meldFaces(ids, !g.exposed, lang) : ids.map((id) => tileSvg(id, lang)),
      );
    }),
  );
}

/** Counted patterns; hovering or focusing one highlights the groups it uses. */
/** A pattern's id, as a link to its card where `cardHref` gives one. */
function pidView(p, lang, cardHref) {
  const href = cardHref?.(p.id);
  if (!href) return h('span', { class: 'pid' }, p.id);
  return h(
    'a',
    { class: 'pid', href, 'aria-label': t(lang, 'cardLink', { id: p.id, name: patternName(p, lang) }) },
    p.id,
  );
}

export function patternsView(patterns, lang, groupsEl, cardHref) {
  const mark = (p, on) => {
    for (const g of groupsEl.querySelectorAll('.group')) {
      g.classList.toggle('hl', on && p.groups.includes(Number(g.dataset.index)));
    }
  };
  return h(
    'ul',
    { class: 'patterns' },
    patterns.map((p) =>
      h(
        'li',
        {
          tabindex: 0,
          'data-id': p.id,
          onmouseenter: () => mark(p, true),
          onmouseleave: () => mark(p, false),
          onfocus: () => mark(p, true),
          onblur: () => mark(p, false),
        },
        pidView(p, lang, cardHref),
        ' ',
        h('span', { class: 'pname' }, patternName(p, lang)),
        h('span', { class: 'pts' }, String(p.points)),
      ),
    ),
  );
}

/**
 * Why a pattern was left out, in words, from the engine's structured reason:
 * the including or rival pattern by id and name, or the first edition with it.
 * `rulebook` maps pattern ids to rulebook rows (for their names).
 */
export function reasonText(e, lang, rulebook) {
  const by = e.by ? rulebook.get(e.by) : null;
  return t(lang, `reason.${e.reason}`, {
    by: e.by ?? '',
    name: by ? patternName(by, lang) : '',
    edition: e.edition ? t(lang, `edition.${e.edition}`) : '',
  });
}

export function excludedView(excluded, lang, rulebook, cardHref) {
  return h(
    'ul',
    { class: 'excluded' },
    excluded.map((e) =>
      h(
        'li',
        { 'data-id': e.id, 'data-reason': e.reason },
        pidView(e, lang, cardHref),
        ' ',
        patternName(e, lang),
        ' — ',
        h('span', { class: 'reason' }, reasonText(e, lang, rulebook)),
      ),
    ),
  );
}

export function alternativesView(alternatives, lang) {
  return h(
    'details',
    { class: 'alternatives' },
    h('summary', {}, `${t(lang, 'alternatives')} (${alternatives.length})`),
    h(
      'ol',
      {},
      alternatives.map((a) =>
        h(
          'li',
          {},
          groupsView(a.groups, lang),
          h('span', { class: 'alt-score' }, `${a.score} ${t(lang, 'points')}`),
          h('span', { class: 'alt-patterns' }, a.patterns.join(' · ')),
        ),
      ),
    ),
  );
}

/**
 * Which of R17's amounts a payer's payment is, read from the engine's numbers:
 * `amount` paid with hand score `h` and threshold `f`. Explains, never decides:
 * an amount matching none is left unexplained.
 */
function payFormula(amount, h, f) {
  if (amount === 2 * h) return 'double';
  if (amount === h) return 'single';
  if (amount === f && h > f) return 'threshold';
  if (amount === 4 * h - 2 * f && h > f) return 'covers';
  return null;
}

/**
 * Payments per seat, with each payer's hand score H (R20: it may differ under
 * the payer's edition) and which amount of the rule it is. `thresholds` gives
 * each seat's payment threshold F.
 */
export function paymentsView(r, winner, lang, thresholds = {}) {
  return h(
    'table',
    { class: 'payments' },
    h('caption', {}, t(lang, 'payments')),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', { scope: 'col' }, t(lang, 'seat')),
        h('th', { scope: 'col', class: 'num' }, 'H'),
        h('th', { scope: 'col', class: 'num' }, t(lang, 'pays')),
        h('th', { scope: 'col' }, t(lang, 'payWhy')),
      ),
    ),
    h(
      'tbody',
      {},
      names.seats.map((s) => {
        const hs = r.payer_scores?.[s];
        const f = thresholds[s];
        const formula = s === winner || hs == null ? null : payFormula(-r.payments[s], hs, f);
        return h(
          'tr',
          { class: s === winner ? 'winner' : null, 'data-seat': s, 'data-formula': formula },
          h('th', { scope: 'row' }, t(lang, `seat.${s}`), s === winner ? ` (${t(lang, 'winner')})` : ''),
          h('td', { class: 'num' }, s === winner ? '' : String(hs ?? '')),
          h('td', { class: 'num pays' }, signed(r.payments[s])),
          h('td', { class: 'why' }, formula ? t(lang, `pay.${formula}`, { h: hs, f, d: hs - f }) : ''),
        );
      }),
    ),
  );
}

/** The payment rule (R17) in words, with the winner's threshold F. */
export function paymentRuleText(lang, threshold) {
  return t(lang, 'payRule', { f: threshold });
}

/** The score of a result and what it is made of, in words: the total before the
 * limit and the limit named. */
/** How a hand was won, at which seat and from whom (a discard-style win):
 * one line, for the result (which prints) and the copied text. */
export function howWonText({ win, seat, discarder }, lang) {
  const how = [t(lang, `win.${win}`), `${t(lang, 'seat')}: ${t(lang, `seat.${seat}`)}`];
  if (discarder) how.push(`${t(lang, 'discarder')}: ${t(lang, `seat.${discarder}`)}`);
  return how.join(' · ');
}

export function totalText(r, lang) {
  const limit = limitText(r, lang);
  return limit
    ? t(lang, 'totalLimited', { total: r.total, limit, score: r.full_score })
    : t(lang, 'totalPlain', { total: r.total });
}

/** Whether a result may win by self-draw and on a discard at its level. */
export function mayWinView(r, lang) {
  return h(
    'p',
    { class: 'may-win' },
    `${t(lang, 'mayWin')}: ${t(lang, 'selfDrawOk')} `,
    h('strong', { class: r.may_win.self_draw ? 'ok' : 'no' }, t(lang, r.may_win.self_draw ? 'yes' : 'no')),
    ` · ${t(lang, 'discardOk')} `,
    h('strong', { class: r.may_win.discard ? 'ok' : 'no' }, t(lang, r.may_win.discard ? 'yes' : 'no')),
    h(
      'span',
      { class: 'note' },
      ` (${t(lang, 'minimumIs', { level: r.level, self_draw: r.minimum.self_draw, discard: r.minimum.discard })})`,
    ),
  );
}

/**
 * A scored hand in full: score, may-win, the decomposition, patterns, left-out
 * patterns with reasons, other decompositions and payments with their rule.
 * `thresholds` gives each seat's payment threshold F; `headline` adds the score
 * line (the page's summary shows it otherwise).
 */
export function resultView(r, { lang, rulebook, seat, thresholds, headline = false, cardHref }) {
  const groups = groupsView(r.groups, lang);
  return [
    headline
      ? h(
          'p',
          { class: 'score' },
          h('span', { class: 'big' }, String(r.score)),
          ` ${t(lang, 'points')}`,
          r.full_score !== r.score ? h('span', { class: 'note' }, ` (${t(lang, 'half')} ${r.full_score})`) : null,
        )
      : null,
    h(
      'p',
      { class: 'total' },
      totalText(r, lang),
      r.full_score !== r.score ? ` ${t(lang, 'halved', { score: r.score })}` : '',
    ),
    mayWinView(r, lang),
    r.can_win ? null : h('p', { class: 'warn' }, t(lang, 'cannotWin')),
    h('h3', {}, `${t(lang, 'decomposition')} · ${t(lang, `shape.${r.shape}`)}`),
    groups,
    h('h3', {}, t(lang, 'patterns')),
    patternsView(r.patterns, lang, groups, cardHref),
    r.excluded.length ? h('h3', {}, t(lang, 'excluded')) : null,
    r.excluded.length ? excludedView(r.excluded, lang, rulebook, cardHref) : null,
    r.alternatives.length ? alternativesView(r.alternatives, lang) : null,
    paymentsView(r, seat, lang, thresholds),
    h('p', { class: 'note pay-rule' }, paymentRuleText(lang, thresholds[seat])),
  ].filter(Boolean);
}

/** A wait's scores in words: "self-draw 40 · discard 20 (below the minimum) · 3 left". */
function waitFigures(w, lang) {
  const part = (key, x) => [
    ` ${t(lang, key)} ${x?.score ?? '—'}`,
    x && !x.can_win ? h('strong', { class: 'no' }, ` ${t(lang, 'belowMinimum')}`) : null,
  ];
  return h(
    'span',
    { class: 'wait-figures' },
    ...part('selfDrawOk', w.self_draw),
    ' ·',
    ...part('discardOk', w.discard),
    ` · ${t(lang, 'remaining', { n: w.remaining })}`,
  );
}

/**
 * The waits, one item per tile (`data-tile`, `data-score` = the self-draw
 * score), shared by the calculator and the embedded element. With `onPick`,
 * each is a button that shows the hand's full scoring with that tile.
 */
export function waitsView(waits, lang, { picked, onPick } = {}) {
  const face = (w) => [
    tileSvg(w.tile, lang),
    h('span', { class: 'wait-name' }, tileName(w.tile, lang)),
    waitFigures(w, lang),
  ];
  const item = (w) =>
    onPick
      ? h(
          'button',
          {
            type: 'button',
            class: 'wait',
            'aria-expanded': String(picked === w.tile),
            'aria-controls': 'wait-detail',
            onclick: () => onPick(picked === w.tile ? null : w.tile),
          },
          ...face(w),
        )
      : face(w);
  return h(
    'ul',
    { id: 'waits', class: 'waits' },
    waits.map((w) => h('li', { 'data-tile': w.tile, 'data-score': w.self_draw?.score ?? '' }, item(w))),
  );
}

// Views of a scored hand, shared by the calculator and the embeddable element.
// Everything is built with DOM calls and textContent: no HTML strings.

import { tileSvg, splitMpsz } from './tiles.js';
import { t, localName } from './i18n.js';
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

/** The groups of a decomposition as tile clusters; `data-index` matches pattern groups. */
export function groupsView(groups, lang) {
  return h('div', { class: 'groups' }, groups.map((g, i) => h('span', {
    class: `group ${g.kind}${g.exposed ? ' exposed' : ''}`,
    'data-index': i,
    title: g.exposed ? t(lang, 'exposed') : null,
  }, splitMpsz(g.tiles).map((id) => tileSvg(id, lang)))));
}

/** Counted patterns; hovering or focusing one highlights the groups it uses. */
export function patternsView(patterns, lang, groupsEl) {
  const mark = (p, on) => {
    for (const g of groupsEl.querySelectorAll('.group')) {
      g.classList.toggle('hl', on && p.groups.includes(Number(g.dataset.index)));
    }
  };
  return h('ul', { class: 'patterns' }, patterns.map((p) => h('li', {
    tabindex: 0,
    'data-id': p.id,
    onmouseenter: () => mark(p, true),
    onmouseleave: () => mark(p, false),
    onfocus: () => mark(p, true),
    onblur: () => mark(p, false),
  }, h('span', { class: 'pid' }, p.id), ' ', h('span', { class: 'pname' }, patternName(p, lang)),
  h('span', { class: 'pts' }, String(p.points)))));
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

export function excludedView(excluded, lang, rulebook) {
  return h('ul', { class: 'excluded' }, excluded.map((e) => h('li', { 'data-id': e.id, 'data-reason': e.reason },
    h('span', { class: 'pid' }, e.id), ' ', patternName(e, lang), ' — ', h('span', { class: 'reason' }, reasonText(e, lang, rulebook)))));
}

export function alternativesView(alternatives, lang) {
  return h('details', { class: 'alternatives' },
    h('summary', {}, `${t(lang, 'alternatives')} (${alternatives.length})`),
    h('ol', {}, alternatives.map((a) => h('li', {},
      groupsView(a.groups, lang),
      h('span', { class: 'alt-score' }, `${a.score} ${t(lang, 'points')}`),
      h('span', { class: 'alt-patterns' }, a.patterns.join(' · '))))));
}

export const SEATS = ['east', 'south', 'west', 'north'];

export function paymentsView(payments, winner, lang) {
  return h('table', { class: 'payments' },
    h('caption', {}, t(lang, 'payments')),
    h('tbody', {}, SEATS.map((s) => h('tr', { class: s === winner ? 'winner' : null, 'data-seat': s },
      h('th', { scope: 'row' }, t(lang, `seat.${s}`), s === winner ? ` (${t(lang, 'winner')})` : ''),
      h('td', {}, (payments[s] > 0 ? '+' : '') + String(payments[s]))))));
}

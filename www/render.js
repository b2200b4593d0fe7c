// Views of a scored hand, shared by the calculator and the embeddable element.
// Everything is built with DOM calls and textContent: no HTML strings.

import { tileSvg, splitMpsz } from './tiles.js';
import { t } from './i18n.js';

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
  return lang === 'zh' ? p.name_zh : p.name;
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

const EDITION_ZH = { beginner: '入门版', basic: '基础版', intermediate: '进阶版', standard: '标准版' };

/** The engine's reasons are English; the Chinese UI words the three kinds itself. */
export function reasonText(reason, lang) {
  if (lang !== 'zh') return reason;
  let m;
  if ((m = reason.match(/^included by (\S+)$/))) return `已包含于 ${m[1]}`;
  if ((m = reason.match(/^same category as (\S+)$/))) return `与 ${m[1]} 同类别不复用`;
  if ((m = reason.match(/^not in this edition \(from (\w+)\)$/))) return `本版本无此番种（${EDITION_ZH[m[1]] ?? m[1]}起）`;
  return reason;
}

export function excludedView(excluded, lang) {
  return h('ul', { class: 'excluded' }, excluded.map((e) => h('li', { 'data-id': e.id },
    h('span', { class: 'pid' }, e.id), ' ', patternName(e, lang), ' — ', h('span', { class: 'reason' }, reasonText(e.reason, lang)))));
}

const ERROR_ZH = {
  bad_request: '请求格式有误',
  bad_notation: '牌的写法有误',
  wrong_tile_count: '牌数不对',
  too_many_copies: '同一张牌超过四张',
  too_many_melds: '副露超过四副',
  bad_meld: '副露不是吃、碰或杠',
  bad_win_tile: '和牌张有误',
  bad_value: '选项有误',
  bad_discarder: '点和方有误',
  contradictory_win: '和牌条件互相矛盾',
  not_winning: '不成和牌型',
};

/** An error in plain words: the engine's message, led by a Chinese summary in the Chinese UI. */
export function errorText(error, lang) {
  return lang === 'zh' && ERROR_ZH[error.code] ? `${ERROR_ZH[error.code]}：${error.message}` : error.message;
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

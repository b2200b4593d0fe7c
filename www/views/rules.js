// The Rules view: the rulebook element for the edition chosen, the tabs that
// switch between it and the calculator, and the one-page cheat sheet printed
// from it. Drawn from the calculator's model (with the patterns the engine
// lists for the edition); nothing here writes it.

import { localName, t } from '../shared/i18n.js';
import { names } from '../shared/names.js';
import { h } from '../shared/parts.js';

const $ = (id) => document.getElementById(id);

let sheetKey = null;

/** Names and points by group, both languages, for one A4 page in two columns. */
function cheatSheet(edition, patterns, lang) {
  const key = `${edition} ${lang}`;
  if (key === sheetKey) return null;
  sheetKey = key;
  const parts = [h('h2', {}, t(lang, 'rules.sheetTitle', { edition: t(lang, `edition.${edition}`) }))];
  let table = null;
  let group = null;
  for (const p of patterns) {
    const cls = p.family[0];
    if (cls.id !== group) {
      group = cls.id;
      table = h('table', {});
      parts.push(h('h3', {}, `${cls.id} ${cls.name} ${cls.name_zh}`), table);
    }
    table.append(
      h(
        'tr',
        {},
        h('td', { class: 'pid' }, p.id),
        h('td', {}, localName(p, lang)),
        h('td', { lang: lang === 'zh' ? 'en' : 'zh-Hans' }, localName(p, lang === 'zh' ? 'en' : 'zh')),
        h('td', { class: 'pts' }, String(p.points)),
      ),
    );
  }
  return parts;
}

/** Draws the Rules view when it shows: the edition, the rulebook, the cheat sheet. */
export function renderRules({ state, view }) {
  const lang = state.lang;
  if (state.rules == null || document.getElementById('rules').hidden) return;
  // A card opened from a hand's result leads back to it (an installed app may have no Back button).
  $('rules-back').hidden = !(state.rules && state.tiles.length);
  const edition = state.rulesEdition ?? state.edition;
  const select = $('rules-edition');
  select.replaceChildren(
    ...names.editions.map((e) => h('option', { value: e, selected: e === edition }, t(lang, `edition.${e}`))),
  );
  // The rulebook is made on the view's first showing: a calculator that never
  // opens the rules never builds the list.
  let book = $('rulebook');
  if (!book) {
    book = h('fourseas-rulebook', { id: 'rulebook', 'heading-level': '3' });
    $('cheat-sheet').before(book);
  }
  // "Try it" opens the example in this page, the hand swapped in place.
  book.calculator = location.href.split('#')[0];
  if (book.getAttribute('edition') !== edition) book.setAttribute('edition', edition);
  if (book.getAttribute('lang') !== lang) book.setAttribute('lang', lang);
  if (state.rules) book.setAttribute('pattern', state.rules);
  else book.removeAttribute('pattern');
  const sheet = view.rulesPatterns && cheatSheet(edition, view.rulesPatterns, lang);
  if (sheet) $('cheat-sheet').replaceChildren(...sheet);
}

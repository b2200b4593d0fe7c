// The conditions view: win type, discarder, seat, blessing, edition, level, last
// tile and other players' editions, their options taken from the engine's names
// and marked with what the engine's conditions allow, with the reasons in words.
// Drawn from the calculator's model; the page's controls call its actions.

import { errorText, t } from '../shared/i18n.js';
import { editions, names } from '../shared/names.js';
import { h } from '../shared/parts.js';

const $ = (id) => document.getElementById(id);

/** Fills the selects with the engine's seats, editions, win types, blessings and levels. */
export function buildConditions() {
  const seatOptions = () => names.seats.map((s) => h('option', { value: s, 'data-i18n': `seat.${s}` }, s));
  const editionOptions = () => names.editions.map((e) => h('option', { value: e, 'data-i18n': `edition.${e}` }, e));
  $('win').append(...names.wins.map((w) => h('option', { value: w, 'data-i18n': `win.${w}` }, w)));
  $('seat').append(...seatOptions());
  // '—' while the win type has no discarder.
  $('discarder').append(h('option', { value: '', hidden: true }, '—'), ...seatOptions());
  $('blessing').append(...names.blessings.map((b) => h('option', { value: b, 'data-i18n': `blessing.${b}` }, b)));
  $('edition').append(...editionOptions());
  $('level').append(...names.levels.map((l) => h('option', { value: l }, l)));
  $('players').append(
    ...names.seats.map((s) =>
      h(
        'label',
        {},
        h('span', { 'data-i18n': `seat.${s}` }, s),
        h(
          'select',
          { id: `player-${s}` },
          h('option', { value: '', 'data-i18n': 'sameEdition' }, '='),
          editionOptions(),
        ),
      ),
    ),
  );
}

export function renderConditions({ state, view }) {
  const c = view.conditions;
  const lang = state.lang;
  /** Why an option cannot be chosen, in words. */
  const why = (o) => (o && !o.possible ? errorText(o.error, lang) : '');
  // What cannot be chosen now, grouped by reason: [{chosen, options, reason}].
  const notes = [];
  const note = (chosen, label, o) => {
    const reason = why(o);
    const same = notes.find((n) => n.chosen === chosen && n.reason === reason);
    if (same) same.options.push(label);
    else notes.push({ chosen, options: [label], reason });
  };
  // Without conditions (an error in the tiles) every option is open again.
  const options = (sel, list) => {
    const byValue = new Map((list ?? []).map((o) => [o.value, o]));
    for (const opt of $(sel).options) {
      const o = byValue.get(opt.value);
      opt.disabled = Boolean(o && !o.possible);
      opt.title = why(o);
      const chosen = $(sel).value === opt.value;
      // A chosen edition the tiles do not win in is said by the result; and
      // tiles that do not win are a question of what to discard, not of how they win.
      const noWin = o?.error?.code === 'not_winning';
      if (opt.disabled && !unwinnable && !(noWin && chosen)) note(chosen, opt.textContent, o);
    }
  };
  const unwinnable = view.notAWin;
  // Reflect the state in the controls first, then mark what cannot be chosen.
  $('win').value = state.win;
  $('seat').value = state.seat;
  $('blessing').value = state.blessing;
  $('edition').value = state.edition;
  $('level').value = state.level;
  $('last-tile').checked = state.lastTile;
  options('win', c?.win);
  options('blessing', c?.blessing);
  options('seat', c?.seat);
  options('edition', c?.edition);
  // The discarder select is on while the win type has a discarder; its options then say who may discard.
  const discarders = $('discarder');
  for (const d of c?.discarder ?? []) {
    const opt = discarders.querySelector(`option[value="${d.value}"]`);
    opt.disabled = Boolean(view.discarder) && !d.possible;
    opt.title = view.discarder ? why(d) : '';
  }
  discarders.disabled = !view.discarder;
  discarders.title = view.discarder ? '' : why(c?.discarder[0]);
  discarders.value = view.discarder ?? '';
  // A ticked box stays enabled so that it can be unticked.
  const lastTile = c?.last_tile;
  $('last-tile').disabled = Boolean(lastTile && !lastTile.possible && !state.lastTile);
  $('last-tile').title = why(lastTile);
  if (lastTile && !lastTile.possible) note(state.lastTile, t(lang, 'lastTile'), lastTile);
  const level = editions.get(state.edition)?.default_level ?? '';
  $('level').options[0].textContent = t(lang, 'levelDefault', { level });
  const item = (n) => t(lang, 'unavailableItem', { options: n.options.join(t(lang, 'listSep')), reason: n.reason });
  const chosen = notes.filter((n) => n.chosen);
  const others = notes.filter((n) => !n.chosen);
  $('conditions-note').replaceChildren(
    ...chosen.map((n) => h('p', { class: 'warn' }, item(n))),
    others.length
      ? h(
          'div',
          { class: 'note unavailable' },
          h('span', {}, t(lang, 'unavailable')),
          h(
            'ul',
            {},
            others.map((n) => h('li', {}, item(n))),
          ),
        )
      : '',
  );
  for (const s of names.seats) {
    const sel = $(`player-${s}`);
    sel.disabled = s === state.seat;
    sel.value = s === state.seat ? '' : (state.players[s] ?? '');
  }
}

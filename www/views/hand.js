// The hand view: the concealed tiles, sorted with the winning tile apart and
// marked, and the melds, each a button that removes it; undo and redo. Drawn
// from the calculator's model; `on` (its actions) changes it.

import { t } from '../shared/i18n.js';
import { h, meldFaces, meldName } from '../shared/parts.js';
import { splitMpsz, tileName, tileSvg } from '../shared/tiles.js';

export function renderHand({ state, view, history }, on) {
  const lang = state.lang;
  // While the text has an error, no other hand is shown than the one in the box.
  const tiles = state.textError ? [] : state.tiles;
  document.getElementById('hand').replaceChildren(
    ...tiles.map((id, i) => {
      // The winning tile is marked only on a hand the engine scores as a win.
      const winning = i === tiles.length - 1 && Boolean(view.scored);
      return h(
        'button',
        {
          type: 'button',
          class: `tile-btn${winning ? ' winning' : ''}`,
          'data-tile': id,
          'aria-label': winning ? t(lang, 'winningTile', { tile: tileName(id, lang) }) : tileName(id, lang),
          onclick: () => on.tapHand(i),
        },
        tileSvg(id, lang),
        winning ? h('span', { class: 'win-mark', 'aria-hidden': 'true' }, t(lang, 'winMark')) : null,
      );
    }),
  );
  const shown = state.textError ? [] : state.melds;
  const meld = (m, i) => {
    const ids = splitMpsz(m.tiles);
    const label = t(lang, 'removeMeldNamed', { meld: meldName(ids, m.concealed, lang) });
    return h(
      'button',
      {
        type: 'button',
        class: `meld${m.concealed ? ' concealed' : ' exposed'}`,
        'aria-label': label,
        title: label,
        onclick: () => on.removeMeld(i),
      },
      h('span', { class: 'meld-tiles' }, meldFaces(ids, m.concealed, lang)),
      h('span', { class: 'meld-kind', 'aria-hidden': 'true' }, t(lang, m.concealed ? 'concealed' : 'exposed')),
    );
  };
  document
    .getElementById('melds')
    .replaceChildren(...(shown.length ? shown.map(meld) : [h('p', { class: 'note' }, t(lang, 'noMelds'))]));
  document.getElementById('undo').disabled = !history.past.length;
  document.getElementById('redo').disabled = !history.future.length;
}

// The palette: one button per tile, one tab stop. Arrow keys, Home and End move
// among the tiles, Enter or Space adds the one in focus, and typing adds tiles
// as in the text box (`2m`, `123p`, `E`, `C`); Backspace removes what was added
// last. A tile that cannot be added says why, in its title and in words below.

import { blockedText, t } from '../shared/i18n.js';
import { MODE_FIELD } from '../shared/names.js';
import { h } from '../shared/parts.js';
import { TILE_IDS, tileName, tileSvg } from '../shared/tiles.js';

const HONOR_KEYS = { e: '1z', s: '2z', w: '3z', n: '4z', p: '5z', f: '6z', c: '7z' };
/** The first index of each palette row (characters, dots, bamboo, honors). */
const ROWS = [0, 9, 18, 27, 34];

const palette = () => document.getElementById('palette');

/** Builds the palette's buttons for the current language; the arrow-key focus stays. */
export function buildPalette({ state, ui }, on) {
  palette().replaceChildren(
    ...TILE_IDS.map((id, i) =>
      h(
        'button',
        {
          type: 'button',
          class: 'tile-btn',
          'data-tile': id,
          'aria-label': tileName(id, state.lang),
          tabindex: i === ui.focus ? 0 : -1,
          onclick: () => {
            on.setPaletteFocus(i);
            on.tapPalette(id);
          },
        },
        tileSvg(id, state.lang),
      ),
    ),
  );
}

/** Marks what may be added in the current mode, and says why the rest may not. */
export function renderPalette({ state, ui, view }) {
  const field = MODE_FIELD[state.mode];
  const reasons = new Map();
  const buttons = [...palette().children];
  for (const [i, btn] of buttons.entries()) {
    const entry = view.conditions?.tiles[TILE_IDS.indexOf(btn.dataset.tile)]?.[field];
    // No conditions: the text has an error, or the tiles break a rule; nothing may be added.
    const reason = entry?.possible === false ? blockedText(entry.error, field, state.lang) : '';
    // aria-disabled, not disabled: a blocked tile stays in the arrow-key order.
    btn.setAttribute('aria-disabled', String(!entry?.possible));
    btn.title = reason || tileName(btn.dataset.tile, state.lang);
    btn.tabIndex = i === ui.focus ? 0 : -1;
    if (reason) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  // The reasons in words, not only in tooltips (touch screens have none).
  const all = buttons.every((b) => b.getAttribute('aria-disabled') === 'true');
  const list = [...reasons.keys()];
  document.getElementById('palette-note').textContent =
    !state.textError && !view.conditions
      ? t(state.lang, 'blockedHand')
      : !list.length
        ? ''
        : all && list.length === 1
          ? list[0]
          : t(state.lang, 'blockedSome', { reasons: list.join(' ') });
}

/** Moves the arrow-key focus to tile `to`. */
function movePalette(to, { ui }, on) {
  on.setPaletteFocus(to);
  const buttons = palette().children;
  for (const [i, b] of [...buttons].entries()) b.tabIndex = i === ui.focus ? 0 : -1;
  buttons[ui.focus].focus();
}

function typed(ids, model, on) {
  const last = on.addTyped(ids);
  if (last) movePalette(TILE_IDS.indexOf(last), model, on);
}

/** The palette's keys, with the calculator's model and actions. */
export function paletteKey(ev, model, on) {
  const { ui } = model;
  if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
  const i = ui.focus;
  const row = ROWS.findLastIndex((start) => start <= i);
  const key = ev.key;
  const moves = {
    ArrowRight: i + 1,
    ArrowLeft: i - 1,
    ArrowDown: Math.min(i + 9, ROWS[row + 1] + (i - ROWS[row]), TILE_IDS.length - 1),
    ArrowUp: row > 0 ? Math.min(ROWS[row - 1] + (i - ROWS[row]), ROWS[row] - 1) : i,
    Home: ROWS[row],
    End: ROWS[row + 1] - 1,
  };
  if (key in moves) {
    movePalette(moves[key], model, on);
  } else if (/^[0-9]$/.test(key)) {
    on.setDigits(ui.digits + key);
  } else if (ui.digits && /^[mpsz]$/i.test(key)) {
    const suit = key.toLowerCase();
    const ids = [...ui.digits].map((d) => `${d === '0' ? 5 : d}${suit}`).filter((id) => TILE_IDS.includes(id));
    typed(ids, model, on);
    on.setDigits('');
  } else if (key.toLowerCase() in HONOR_KEYS) {
    typed([HONOR_KEYS[key.toLowerCase()]], model, on);
  } else if (key === 'Backspace' || key === 'Delete') {
    on.removeLastAdded();
  } else if (key === 'Escape') {
    on.setDigits('');
    return;
  } else {
    return;
  }
  ev.preventDefault();
}

// The value model's figures as the analysis shows them: a value (expected gain,
// the win chance by self-draw and on a discard, the wins that make it up), the
// best discards, the answers to an offered discard, and the model's options.
// Every figure is the engine's; the page only words it.

import { percent, points } from '../shared/format.js';
import { t } from '../shared/i18n.js';
import { names, rulebook } from '../shared/names.js';
import { h, patternName } from '../shared/parts.js';
import { splitMpsz, TILE_IDS, tileName, tileSvg } from '../shared/tiles.js';
import { HORIZONS } from '../shared/url.js';

/** "Most wins: All Pungs + Mixed One Suit, 34 points, 12.0%": the share with the most gain. */
function outcomeText(v, lang) {
  const top = v.outcomes?.find((s) => s.patterns && s.chance > 0);
  if (!top) return null;
  const named = top.patterns.map((id) => (rulebook.has(id) ? patternName(rulebook.get(id), lang) : id));
  // A pattern counted twice is named once: the sentence says which wins, not how they count.
  const list = [...new Set(named)].join(t(lang, 'value.plus'));
  return t(lang, 'value.most', { patterns: list, score: top.score, chance: percent(top.chance) });
}

/** A value: expected gain, win chance split, and the outcome sentence; `…` while pending. */
export function valueView(v, lang, { pending = false, id } = {}) {
  if (pending) return h('p', { class: 'value note', id }, t(lang, 'value.pending'));
  if (!v) return h('p', { class: 'value note', id }, t(lang, 'value.beyond'));
  const chance =
    v.win_chance > 0
      ? t(lang, 'value.chance', {
          all: percent(v.win_chance),
          self: percent(v.self_draw_chance),
          discard: percent(v.discard_chance),
        })
      : t(lang, 'value.none');
  const most = outcomeText(v, lang);
  return h(
    'div',
    { class: 'value', id, 'data-gain': v.expected_gain },
    h('p', {}, h('strong', {}, t(lang, 'value.gain', { gain: points(v.expected_gain) })), ` · ${chance}`),
    most ? h('p', { class: 'note' }, most) : null,
  );
}

/** The three best discards of a 14-tile hand, each with its value in words. */
export function bestDiscardsView(discards, lang, pending) {
  const best = discards.filter((d) => d.value).slice(0, 3);
  if (!best.length) return null;
  return h(
    'ol',
    { id: 'best-discards', class: 'best-discards' },
    best.map((d) =>
      h(
        'li',
        { 'data-tile': d.tile },
        h(
          'span',
          { class: 'best-tile' },
          tileSvg(d.tile, lang),
          ' ',
          t(lang, 'discardTile', { tile: tileName(d.tile, lang) }),
        ),
        valueView(d.value, lang, { pending }),
        d.danger && !pending
          ? h(
              'p',
              { class: 'note best-danger' },
              t(lang, 'danger.line', { p: percent(d.danger.chance), loss: points(d.danger.loss) }),
            )
          : null,
      ),
    ),
  );
}

/** One answer to an offered discard: what it is, the meld and discard, its value. */
function callItem(c, lang, pending) {
  const what = [h('strong', {}, t(lang, `call.${c.call}`))];
  if (c.meld)
    what.push(
      ' ',
      h(
        'span',
        { class: 'call-meld' },
        splitMpsz(c.meld).map((id) => tileSvg(id, lang)),
      ),
    );
  if (c.discard) what.push(' ', t(lang, 'call.then', { tile: tileName(c.discard, lang) }));
  if (c.call === 'win') what.push(' ', t(lang, 'call.winScore', { score: c.score }));
  return h(
    'li',
    { 'data-call': c.call, 'data-gain': pending ? '' : (c.value?.expected_gain ?? '') },
    h('p', { class: 'call-what' }, ...what),
    valueView(c.value, lang, { pending }),
  );
}

/**
 * "Someone discarded…": a tile and its discarder offered to a waiting hand, and
 * the engine's answers, best first. `onOffer({tile, from})`, `tile` empty for none.
 */
export function offerView(answer, lang, { offered, seat, pending, open, limit, onToggle, onOffer }) {
  const others = names.seats.filter((s) => s !== seat);
  const tile = h(
    'select',
    { id: 'offer-tile', 'aria-label': t(lang, 'offer.tile') },
    h('option', { value: '' }, t(lang, 'offer.noTile')),
    TILE_IDS.map((id) =>
      h(
        'option',
        { value: id, selected: offered?.tile === id, disabled: offered?.tile !== id && limit(id) < 1 },
        tileName(id, lang),
      ),
    ),
  );
  const from = h(
    'select',
    { id: 'offer-from', 'aria-label': t(lang, 'offer.from') },
    others.map((s) => h('option', { value: s, selected: offered?.from === s }, t(lang, `seat.${s}`))),
  );
  const change = () => onOffer({ tile: tile.value, from: from.value });
  tile.addEventListener('change', change);
  from.addEventListener('change', change);
  const calls = answer?.calls;
  const details = h(
    'details',
    { id: 'offer', class: 'offer', open: open || offered ? true : null },
    h('summary', {}, t(lang, 'offer.summary')),
    h('p', { class: 'note' }, t(lang, 'offer.help')),
    h(
      'div',
      { class: 'offer-pick' },
      h('label', {}, t(lang, 'offer.tile'), ' ', tile),
      h('label', {}, t(lang, 'offer.from'), ' ', from),
    ),
    calls
      ? h(
          'ol',
          { id: 'calls', class: 'calls' },
          calls.map((c) => callItem(c, lang, pending)),
        )
      : null,
  );
  details.addEventListener('toggle', () => onToggle(details.open));
  return details;
}

/** The model's options, one sentence each; `onOption(key, value)`. */
export function modelView(lang, { handChanges, discardWins, drawsLeft, withTable, open, onToggle, onOption }) {
  const box = (id, checked, label, help, set) =>
    h(
      'div',
      { class: 'model-option' },
      h(
        'label',
        {},
        h('input', { type: 'checkbox', id, checked: checked || null, onchange: (e) => set(e.target.checked) }),
        ' ',
        label,
      ),
      h('p', { class: 'note' }, help),
    );
  const details = h(
    'details',
    { id: 'model', class: 'model', open: open || null },
    h('summary', {}, t(lang, 'model.summary')),
    h('p', { class: 'note' }, withTable ? t(lang, 'horizon.table') : t(lang, 'valueModel', { n: drawsLeft })),
    h(
      'div',
      { class: 'model-option' },
      h(
        'label',
        {},
        t(lang, 'horizon.label'),
        ' ',
        h(
          'select',
          {
            id: 'model-horizon',
            // With the table the rounds are the wall's (the request leaves `draws_left` to the engine).
            disabled: withTable || null,
            onchange: (e) => onOption('drawsLeft', Number(e.target.value)),
          },
          HORIZONS.map((n) => h('option', { value: n, selected: n === drawsLeft }, t(lang, `horizon.${n}`))),
        ),
      ),
      h('p', { class: 'note' }, t(lang, 'horizon.help')),
    ),
    box('model-changes', handChanges !== 0, t(lang, 'model.changes'), t(lang, 'model.changesHelp'), (on) =>
      onOption('handChanges', on ? 1 : 0),
    ),
    box(
      'model-discard-wins',
      discardWins !== false,
      t(lang, 'model.discardWins'),
      t(lang, 'model.discardWinsHelp'),
      (on) => onOption('discardWins', on),
    ),
  );
  details.addEventListener('toggle', () => onToggle(details.open));
  return details;
}

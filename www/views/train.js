// The Training view: the mode picker, the question and its answer controls,
// the engine's verdict with its reasons, a session's summary and the progress.
// Drawn from the training store's model; the handlers (its actions) change
// it, nothing here does.

import { tileRow } from '../elements/fourseas-tiles.js';
import { meldText } from '../shared/handtext.js';
import { errorText, localName, t } from '../shared/i18n.js';
import { names, rulebook } from '../shared/names.js';
import { h, patternName } from '../shared/parts.js';
import { matches } from '../shared/rulebook.js';
import { splitMpsz, TILE_IDS, tileSvg } from '../shared/tiles.js';
import { feedbackView } from './train-feedback.js';

const $ = (id) => document.getElementById(id);
const NS = 'http://www.w3.org/2000/svg';

/** The picker of mode, edition and difficulty, and the ways to start. */
function headView(train, on, lang) {
  const pressed = (yes) => (yes ? 'true' : 'false');
  return [
    h(
      'div',
      { class: 'train-modes', role: 'group', 'aria-label': t(lang, 'train.mode') },
      train.modes.map((m) =>
        h(
          'button',
          {
            type: 'button',
            'data-mode': m,
            'aria-pressed': pressed(train.mode === m),
            onclick: () => on.choose('mode', m),
          },
          t(lang, `train.mode.${m}`),
        ),
      ),
    ),
    h(
      'div',
      { class: 'train-options' },
      h(
        'label',
        {},
        `${t(lang, 'edition')} `,
        h(
          'select',
          { id: 'train-edition', onchange: (e) => on.choose('edition', e.target.value) },
          names.editions.map((e) => h('option', { value: e, selected: e === train.edition }, t(lang, `edition.${e}`))),
        ),
      ),
      h(
        'label',
        {},
        `${t(lang, 'train.difficulty')} `,
        h(
          'select',
          {
            id: 'train-difficulty',
            onchange: (e) => on.choose('difficulty', e.target.value),
            disabled: train.mode === 'name',
          },
          [1, 2, 3].map((d) =>
            h('option', { value: d, selected: d === train.difficulty }, t(lang, `train.difficulty.${d}`)),
          ),
        ),
      ),
      h('button', { type: 'button', id: 'train-new', onclick: on.next }, t(lang, 'train.new')),
      h('button', { type: 'button', id: 'train-session', onclick: () => on.session() }, t(lang, 'train.session')),
      h('button', { type: 'button', id: 'train-daily', onclick: on.daily }, t(lang, 'train.daily')),
    ),
  ];
}

/** How the tile came, for a hand to count. */
function conditionsText(r, lang) {
  const parts = [
    t(lang, `edition.${r.edition ?? 'standard'}`),
    `${t(lang, 'seat')}: ${t(lang, `seat.${r.seat ?? 'east'}`)}`,
  ];
  // How the tile came, for a won hand only: a waiting hand has no tile yet.
  if (r.win_tile) parts.push(t(lang, `win.${r.win ?? 'self_draw'}`));
  if (r.discarder) parts.push(`${t(lang, 'discarder')}: ${t(lang, `seat.${r.discarder}`)}`);
  if (r.last_tile) parts.push(t(lang, 'lastTile'));
  if (r.blessing) parts.push(`${t(lang, 'blessing')}: ${t(lang, `blessing.${r.blessing}`)}`);
  return parts.join(' · ');
}

/** The edition's patterns as checkboxes, grouped as the rulebook groups them, filtered by the search. */
function patternPicker(train, _q, on, lang) {
  const entries = train.entries;
  // The rulebook's search: an id, a name in either language, or the points.
  const shown = entries.filter((p) => matches(p, train.answer.query));
  const groups = [];
  for (const p of shown) {
    const cls = p.family[0];
    if (groups.at(-1)?.id !== cls.id) groups.push({ id: cls.id, name: `${cls.id} ${localName(cls, lang)}`, rows: [] });
    groups.at(-1).rows.push(p);
  }
  const locked = Boolean(train.feedback);
  return h(
    'div',
    { class: 'train-patterns' },
    h('label', { for: 'train-search', class: 'block' }, t(lang, 'rulebook.search')),
    h('input', {
      type: 'search',
      id: 'train-search',
      value: train.answer.query,
      autocomplete: 'off',
      // Not while an input method composes a word (pinyin): when it is done.
      oninput: (e) => {
        if (!e.isComposing) on.query(e.target.value);
      },
      oncompositionend: (e) => on.query(e.target.value),
    }),
    groups.map((g) =>
      h(
        'fieldset',
        { class: 'train-group' },
        h('legend', {}, g.name),
        g.rows.map((p) =>
          h(
            'label',
            { class: 'train-pattern' },
            h('input', {
              type: 'checkbox',
              value: p.id,
              checked: train.answer.patterns.includes(p.id),
              disabled: locked,
              onchange: () => on.pattern(p.id),
            }),
            ` ${p.id} ${localName(p, lang)} `,
            h('span', { class: 'pts' }, String(p.points)),
          ),
        ),
      ),
    ),
    h(
      'label',
      { class: 'block train-score' },
      `${t(lang, 'train.score')} `,
      h('input', {
        type: 'text',
        id: 'train-score',
        inputmode: 'decimal',
        autocomplete: 'off',
        value: train.answer.score,
        disabled: locked,
        oninput: (e) => on.score(e.target.value),
      }),
    ),
  );
}

/** Every tile, to tap the waits. */
function waitPicker(train, on, lang) {
  const locked = Boolean(train.feedback);
  return h(
    'div',
    { class: 'train-palette', role: 'group', 'aria-label': t(lang, 'train.pickWaits') },
    TILE_IDS.map((id) =>
      h(
        'button',
        {
          type: 'button',
          class: 'tile-btn',
          'data-tile': id,
          'aria-pressed': train.answer.waits.includes(id) ? 'true' : 'false',
          disabled: locked,
          onclick: () => on.wait(id),
        },
        tileSvg(id, lang),
      ),
    ),
  );
}

/** The 14 tiles as buttons, to pick the discard. */
function discardPicker(train, q, on, lang) {
  const locked = Boolean(train.feedback);
  const melds = (q.request.melds ?? []).map(meldText).join(' ');
  return h(
    'div',
    { class: 'train-discards' },
    h(
      'div',
      { class: 'train-hand', role: 'group', 'aria-label': t(lang, 'train.pickDiscard') },
      splitMpsz(q.request.hand).map((id, i) =>
        h(
          'button',
          {
            type: 'button',
            class: 'tile-btn',
            'data-tile': id,
            'data-pos': i,
            'aria-pressed': train.answer.discard === id ? 'true' : 'false',
            disabled: locked,
            onclick: () => on.discard(id),
          },
          tileSvg(id, lang),
        ),
      ),
    ),
    melds ? tileRow(melds, 36, lang) : null,
  );
}

/** Four names, one right. */
function namePicker(train, q, on, lang) {
  return h(
    'div',
    { class: 'train-names', role: 'group', 'aria-label': t(lang, 'train.pickName') },
    q.options.map((id) =>
      h(
        'button',
        {
          type: 'button',
          'data-pattern': id,
          'aria-pressed': train.answer.name === id ? 'true' : 'false',
          disabled: Boolean(train.feedback),
          onclick: () => on.name(id),
        },
        localName(rulebook.get(id), lang),
      ),
    ),
  );
}

function questionView(train, q, on, lang) {
  const attrs = { id: 'question', 'data-kind': q.kind, 'data-seed': String(q.seed), 'data-edition': q.edition };
  if (q.error) return h('div', attrs, h('p', { class: 'error' }, errorText(q.error, lang)));
  const prompt = h(
    'p',
    { id: 'train-prompt', class: 'train-prompt', tabindex: '-1' },
    t(lang, `train.prompt.${q.kind}`),
  );
  const tiles = q.kind === 'discard' ? null : h('div', { class: 'train-tiles' }, tileRow(q.hand, 44, lang));
  const conditions = h('p', { class: 'note train-conditions' }, conditionsText(q.request, lang));
  const picker = {
    win: () => patternPicker(train, q, on, lang),
    wait: () => waitPicker(train, on, lang),
    discard: () => discardPicker(train, q, on, lang),
    name: () => namePicker(train, q, on, lang),
  }[q.kind]();
  const daily = q.daily ? h('p', { class: 'note train-daily' }, t(lang, 'train.dailyIs', { seed: q.seed })) : null;
  return h('div', attrs, daily, prompt, tiles, conditions, picker);
}

/** Answered and right per day, the last 30 days, as bars. */
function chart(days, lang) {
  const top = Math.max(1, ...days.map((d) => d.answered));
  const svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('viewBox', `0 0 ${days.length * 10} 62`);
  svg.setAttribute('class', 'train-chart');
  svg.setAttribute('role', 'img');
  const total = days.reduce((n, d) => n + d.answered, 0);
  const right = days.reduce((n, d) => n + d.right, 0);
  svg.setAttribute('aria-label', t(lang, 'train.chart', { total, right }));
  days.forEach((d, i) => {
    for (const [n, cls] of [
      [d.answered, 'answered'],
      [d.right, 'right'],
    ]) {
      if (!n) continue;
      const bar = document.createElementNS(NS, 'rect');
      const height = (n / top) * 46;
      for (const [k, v] of Object.entries({ x: i * 10 + 1, y: 48 - height, width: 8, height, class: cls }))
        bar.setAttribute(k, v);
      svg.append(bar);
    }
  });
  // The days on an axis: a base line, and the first, middle and last day named.
  const axis = document.createElementNS(NS, 'line');
  for (const [k, v] of Object.entries({ x1: 0, x2: days.length * 10, y1: 48.5, y2: 48.5, class: 'axis' }))
    axis.setAttribute(k, v);
  svg.append(axis);
  const format = new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en', { month: 'numeric', day: 'numeric' });
  for (const i of [0, Math.floor((days.length - 1) / 2), days.length - 1]) {
    const label = document.createElementNS(NS, 'text');
    const anchor = i === 0 ? 'start' : i === days.length - 1 ? 'end' : 'middle';
    const x = i === 0 ? 0 : i === days.length - 1 ? days.length * 10 : i * 10 + 5;
    for (const [k, v] of Object.entries({ x, y: 60, 'text-anchor': anchor, class: 'day', 'data-date': days[i].date }))
      label.setAttribute(k, v);
    label.textContent = format.format(new Date(`${days[i].date}T12:00:00`));
    svg.append(label);
  }
  return svg;
}

function progressView(train, on, lang) {
  const p = train.progress;
  const parts = [h('h3', {}, t(lang, 'train.progress'))];
  if (train.storage) parts.push(h('p', { class: 'warn' }, t(lang, 'train.notKept', { reason: train.storage })));
  if (!p) return h('div', { id: 'train-progress' }, ...parts);
  parts.push(
    p.total ? chart(p.days, lang) : null,
    h(
      'ul',
      { class: 'train-kinds' },
      train.modes.map((m) => {
        const k = p.byKind[m] ?? { answered: 0, right: 0 };
        return h(
          'li',
          { 'data-mode-count': m, 'data-answered': k.answered, 'data-right': k.right },
          t(lang, 'train.modeLine', {
            mode: t(lang, `train.mode.${m}`),
            score: t(lang, 'train.rightOf', { right: k.right, of: k.answered }),
          }),
        );
      }),
    ),
  );
  if (p.missed.length) {
    parts.push(
      h('h4', {}, t(lang, 'train.mostMissed')),
      h(
        'ol',
        { class: 'train-missed-list' },
        p.missed.map((m) =>
          h(
            'li',
            { 'data-id': m.id },
            `${m.id} ${patternName(rulebook.get(m.id), lang)} — ${t(lang, 'train.missedOf', { missed: m.missed, of: m.answered })}`,
          ),
        ),
      ),
      h('button', { type: 'button', id: 'train-practise', onclick: on.practise }, t(lang, 'train.practise')),
    );
  }
  parts.push(
    h(
      'p',
      { class: 'train-tools' },
      h(
        'button',
        { type: 'button', id: 'train-export', onclick: on.exportProgress, disabled: !p.total },
        t(lang, 'train.export'),
      ),
      ' ',
      h('button', { type: 'button', id: 'train-reset', onclick: on.reset, disabled: !p.total }, t(lang, 'train.reset')),
    ),
  );
  return h('div', { id: 'train-progress' }, ...parts);
}

/** Draws the Training view into `#train-body`, with `on` the handlers of its controls. */
export function renderTrain({ train, lang }, on) {
  const box = $('train-body');
  if (!train.open) return;
  const q = train.question;
  // The control in focus is found again after the redraw (typing, tapping tiles).
  const active = document.activeElement;
  const again = box.contains(active) ? focusKey(active) : null;
  const caret = again && active.selectionStart != null ? active.selectionStart : null;
  box.replaceChildren(
    h('h2', { id: 'h-train' }, t(lang, 'train.title')),
    ...headView(train, on, lang),
    q ? questionView(train, q, on, lang) : null,
    h(
      'button',
      { type: 'button', id: 'answer', onclick: on.submit, disabled: !train.ready || Boolean(train.feedback) },
      t(lang, 'train.check'),
    ),
    feedbackView(train, on, lang),
    progressView(train, on, lang),
  );
  // A new question or an answer in moves the focus there, once; otherwise the
  // control in focus stays in focus.
  const moved = train.focus.seq !== focusSeen && train.focus.to;
  focusSeen = train.focus.seq;
  const target =
    moved === 'feedback'
      ? box.querySelector('#feedback .train-verdict')
      : moved
        ? box.querySelector('#question .train-prompt')
        : null;
  const found = again && box.querySelector(again);
  if (target && (moved === 'feedback' || again)) target.focus();
  else if (found && !found.disabled) {
    found.focus();
    if (caret != null) found.setSelectionRange?.(caret, caret);
  }
  // The verdict, read out once in the page's live region.
  const live = $('train-live');
  const said = train.feedback ? t(lang, train.feedback.correct ? 'train.right' : 'train.wrong') : '';
  if (live.textContent !== said) live.textContent = said;
}

// The last focus move drawn (a view's memory, not the training's state).
let focusSeen = 0;

/** A selector that finds a control again in the redrawn view. */
function focusKey(e) {
  if (e.id) return `#${CSS.escape(e.id)}`;
  for (const attr of ['data-mode', 'data-pattern', 'data-pos', 'data-tile']) {
    const v = e.getAttribute(attr);
    if (v) return `.${CSS.escape(e.parentElement.className.split(' ')[0])} [${attr}="${CSS.escape(v)}"]`;
  }
  if (e.type === 'checkbox') return `input[type=checkbox][value="${CSS.escape(e.value)}"]`;
  return null;
}

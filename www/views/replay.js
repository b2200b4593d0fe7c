// The Replay view: a hand of a log as the engine's frames show it, stepped
// forward and back (`#replay-step`), every hand open or through one seat's
// eyes. Drawn from the replay store's model; every tile is the engine's frame.

import { seatTiles } from '../elements/seat-tiles.js';
import { errorText, t } from '../shared/i18n.js';
import { names } from '../shared/names.js';
import { h } from '../shared/parts.js';
import { movedText, playerName } from '../shared/seats.js';
import { splitMpsz, tileSvg } from '../shared/tiles.js';
import { adviceList } from './play-advice.js';

/** The advice at the frame's decision, on demand: the engine's analysis of the request the frame carries. */
function adviceView(m, f, lang, on) {
  if (!f.analyze) return null;
  const asked = m.advice.step === m.step;
  const a = asked ? m.advice.answer : null;
  return h(
    'div',
    { class: 'play-coach', id: 'replay-coach' },
    h(
      'button',
      { type: 'button', id: 'replay-advise', disabled: asked || null, onclick: () => on.advise() },
      t(lang, 'replay.advise', { seat: t(lang, `seat.${f.to_act}`) }),
    ),
    asked && !a ? h('p', { class: 'note' }, t(lang, 'analysing')) : null,
    a && !a.ok ? h('p', { class: 'error' }, errorText(a.error, lang)) : adviceList(a, lang, 'replay-advice'),
  );
}

/** Draws the Replay view into `#replay`. */
export function renderReplay(m, lang, on) {
  const box = document.getElementById('replay');
  if (!m.open) return;
  const a = m.answer;
  const parts = [h('h2', { id: 'h-replay' }, t(lang, 'replay.title'))];
  if (!a?.ok) {
    parts.push(h('p', { class: 'error', id: 'replay-error' }, a ? errorText(a.error, lang) : t(lang, 'replay.none')));
    box.replaceChildren(...parts);
    return;
  }
  const n = a.frames.length;
  const f = a.frames[m.step];
  // The decisions whose advice the frames carry (the eyes' own, or every seat's in open hands).
  const decisions = a.frames.flatMap((x, k) => (x.analyze ? [k] : []));
  const before = decisions.filter((k) => k < m.step).at(-1);
  const after = decisions.find((k) => k > m.step);
  const names4 = m.names ?? {};
  const button = (id, label, k, disabled) =>
    h('button', { type: 'button', id, disabled: disabled || null, onclick: () => on.setStep(k) }, label);
  parts.push(
    h(
      'div',
      { class: 'replay-controls' },
      button('replay-first', t(lang, 'replay.first'), 0, m.step === 0),
      button('replay-back', t(lang, 'replay.back'), m.step - 1, m.step === 0),
      h('input', {
        type: 'range',
        id: 'replay-step',
        min: 0,
        max: n - 1,
        value: m.step,
        'aria-label': t(lang, 'replay.step'),
        oninput: (e) => on.setStep(Number(e.target.value)),
      }),
      button('replay-forward', t(lang, 'replay.forward'), m.step + 1, m.step === n - 1),
      button('replay-last', t(lang, 'replay.last'), n - 1, m.step === n - 1),
      button('replay-prev-decision', t(lang, 'replay.prevDecision'), before, before == null),
      button('replay-next-decision', t(lang, 'replay.nextDecision'), after, after == null),
      m.hands > 1
        ? h(
            'label',
            {},
            t(lang, 'replay.hand'),
            ' ',
            h(
              'select',
              { id: 'replay-hand', onchange: (e) => on.setHand(Number(e.target.value)) },
              Array.from({ length: m.hands }, (_, i) =>
                h('option', { value: i, selected: i === m.hand || null }, t(lang, 'replay.handN', { n: i + 1 })),
              ),
            ),
          )
        : null,
      h(
        'label',
        {},
        t(lang, 'replay.eyes'),
        ' ',
        h(
          'select',
          // A hand a person played: their own eyes only, as at the table.
          { id: 'replay-eyes', disabled: m.person ? true : null, onchange: (e) => on.setEyes(e.target.value) },
          m.person ? null : h('option', { value: '', selected: !m.eyes || null }, t(lang, 'replay.open')),
          names.seats
            .filter((s) => !m.person || s === m.person)
            .map((s) => h('option', { value: s, selected: m.eyes === s || null }, t(lang, `seat.${s}`))),
        ),
      ),
    ),
    h(
      'p',
      { id: 'replay-status', class: 'play-status', role: 'status', 'data-step': m.step },
      t(lang, 'replay.at', { k: m.step, n: n - 1 }),
      ' ',
      movedText(f, lang),
    ),
    adviceView(m, f, lang, on),
    h(
      'div',
      { class: 'play-others' },
      names.seats.map((s) => {
        const seat = f.seats[s];
        return h(
          'section',
          { class: 'play-seat', 'data-seat': s, 'data-turn': String(f.to_act === s) },
          h(
            'h3',
            {},
            t(lang, `seat.${s}`),
            names4[s] ? h('span', { class: 'note' }, ` · ${playerName(names4[s], lang)}`) : null,
          ),
          seat.hand != null
            ? h(
                'div',
                { class: 'replay-hand', 'data-hand': seat.hand },
                splitMpsz(seat.hand).map((id) => tileSvg(id, lang)),
              )
            : null,
          ...seatTiles(seat, lang, seat.hand != null),
        );
      }),
    ),
  );
  // The status line is the live region: the same node, written only when it changes.
  const old = document.getElementById('replay-status');
  const status = parts.find((x) => x.id === 'replay-status');
  if (old && status) {
    if (old.textContent !== status.textContent) old.textContent = status.textContent;
    old.dataset.step = status.dataset.step;
    parts[parts.indexOf(status)] = old;
  }
  const focusedId = box.contains(document.activeElement) ? document.activeElement.id : '';
  placeKeepingControls(box, parts);
  // The control used keeps the focus; one the step disabled hands it to the slider.
  if (focusedId && document.activeElement?.id !== focusedId) {
    const again = box.querySelector(`#${focusedId}`);
    (again && !again.disabled ? again : box.querySelector('#replay-step'))?.focus({ preventScroll: true });
  }
}

/** Puts `parts` in `box`; the controls already there stay in the document and
 * the slider itself is kept (a slider being dragged must not be replaced). */
function placeKeepingControls(box, parts) {
  const controls = parts.find((x) => x?.classList?.contains('replay-controls'));
  const old = box.querySelector(':scope > .replay-controls');
  if (!controls || !old || old.children.length !== controls.children.length) {
    box.replaceChildren(...parts);
    return;
  }
  const fresh = [...controls.children];
  [...old.children].forEach((o, i) => {
    if (o.id === 'replay-step' && fresh[i].id === 'replay-step') {
      o.max = fresh[i].max;
      o.value = fresh[i].value;
      o.setAttribute('aria-label', fresh[i].getAttribute('aria-label'));
    } else o.replaceWith(fresh[i]);
  });
  for (const x of [...box.children]) if (x !== old) x.remove();
  const at = parts.indexOf(controls);
  old.before(...parts.slice(0, at).filter(Boolean));
  old.after(...parts.slice(at + 1).filter(Boolean));
}

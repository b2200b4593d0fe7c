// <fourseas-replay>: a hand of a log, stepped through, for rule-explanation
// sites ("how Concealed Discard plays out" with a real hand). The class only;
// importing it registers nothing (fourseas-replay-define.js does).
//
// The log is the engine's (`fourseas play`, `fourseas arena --log`, the Play
// view's export): from `src` (a URL), else from a child
// `<script type="application/x-ndjson">`, else from the `log` property.
// Attributes, each mirrored as a property: src, hand (the log's hand, from 0),
// step (the frame shown: 0 the deal, k after the k-th move; the controls set
// it), seat (whose eyes without open-hands: by default the person's seat of a
// played hand, else East), open-hands (every hand shown), lang (en|zh).
// `.frames` is the engine's `frames` answer; a `step` event follows each
// render. Every tile is the engine's frame: the element decides nothing.

import { loadEngine } from '../engine/client.js';
import { errorText, t } from '../shared/i18n.js';
import { names } from '../shared/names.js';
import { h } from '../shared/parts.js';
import { movedText, personOf, playerName, startOf } from '../shared/seats.js';
import { splitMpsz, tileSvg } from '../shared/tiles.js';
import { mirrorAttributes } from './attributes.js';
import { seatTiles } from './seat-tiles.js';
import { styledShadow } from './shadow.js';

const ATTRS = ['src', 'hand', 'step', 'seat', 'open-hands', 'lang'];

/** A non-negative whole number from an attribute, else 0. */
const index = (v) => {
  const n = Number(v ?? 0);
  return Number.isSafeInteger(n) && n >= 0 ? n : 0;
};

export class FourSeasReplayElement extends HTMLElement {
  static observedAttributes = ATTRS;

  constructor() {
    super();
    styledShadow(this, h('div', { class: 'card replay-card', part: 'card' }));
  }

  connectedCallback() {
    this.#schedule();
  }

  attributeChangedCallback(name, before, after) {
    if (!this.isConnected || before === after) return;
    // A step within the hand answered last draws that frame; anything else
    // (or a step while another hand loads) asks the engine again.
    if (name === 'step' && this._answer && this._answered === this._ticket) this.#draw();
    else this.#schedule();
  }

  /** One update for the changes made together (the attributes of an element
   * upgraded, or set one after another by a script). */
  #schedule() {
    if (this._queued) return;
    this._queued = true;
    queueMicrotask(() => {
      this._queued = false;
      if (this.isConnected) this.update();
    });
  }

  /** The log's text when given by script (JSON lines); it takes the place of `src` and the child script. */
  get log() {
    return this._log ?? null;
  }

  set log(text) {
    this._log = text == null ? null : String(text);
    if (this.isConnected) this.#schedule();
  }

  /** The engine's `frames` answer for the hand shown; `null` before the first, or when the engine could not load. */
  get frames() {
    return this._answer ?? null;
  }

  /** The log: the property, else `src` fetched, else the child script's text. */
  async #text() {
    if (this._log != null) return this._log;
    const src = this.getAttribute('src');
    if (src) {
      const r = await fetch(new URL(src, document.baseURI));
      if (!r.ok) throw new Error(String(r.status));
      return r.text();
    }
    return (
      this.querySelector('script[type="application/x-ndjson"], script[type="application/jsonl"]')?.textContent ?? ''
    );
  }

  async update() {
    // Attributes may change while the engine and the log load: only the latest renders.
    this._ticket = (this._ticket ?? 0) + 1;
    const ticket = this._ticket;
    const lang = this.#lang();
    const card = this.shadowRoot.querySelector('.card');
    const fail = (text, code) => {
      this._answer = null;
      card.replaceChildren(h('p', { class: 'error', 'data-code': code }, text));
      this.dataset.state = 'unavailable';
    };
    let fs;
    try {
      fs = await loadEngine();
    } catch {
      if (ticket === this._ticket) fail(t(lang, 'replay.engineFailed'), 'engine');
      return;
    }
    let text;
    try {
      text = await this.#text();
    } catch {
      if (ticket === this._ticket) fail(t(lang, 'replay.fetchFailed', { src: this.getAttribute('src') }), 'fetch');
      return;
    }
    if (ticket !== this._ticket) return;
    const hand = index(this.getAttribute('hand'));
    const req = { log: text, hand };
    if (!this.hasAttribute('open-hands'))
      req.seat = names.seats.includes(this.getAttribute('seat'))
        ? this.getAttribute('seat')
        : (personOf(text, hand) ?? 'east');
    this._answer = fs.frames(req);
    this._answered = ticket;
    this._names = startOf(text, hand)?.names ?? {};
    this.dataset.state = this._answer.ok ? 'ready' : 'error';
    this.#draw();
  }

  #lang() {
    return this.getAttribute('lang') === 'zh' ? 'zh' : 'en';
  }

  /** Draws the frame of `step` (kept within the hand). The controls are made
   * once per hand and kept (a slider being dragged is not replaced); the
   * frame below them is drawn anew. */
  #draw() {
    const lang = this.#lang();
    const card = this.shadowRoot.querySelector('.card');
    const a = this._answer;
    if (!a.ok) {
      this._controls = null;
      card.replaceChildren(h('p', { class: 'error', 'data-code': a.error.code }, errorText(a.error, lang)));
      this.dispatchEvent(new CustomEvent('step', { detail: { step: 0, frames: 0, frame: null } }));
      return;
    }
    const n = a.frames.length;
    const step = Math.min(index(this.getAttribute('step')), n - 1);
    const f = a.frames[step];
    if (this._controls?.answer !== a || this._controls.lang !== lang) this._controls = this.#controls(a, lang);
    const c = this._controls;
    c.slider.value = String(step);
    c.first.disabled = c.back.disabled = step === 0;
    c.forward.disabled = c.last.disabled = step === n - 1;
    const frame = [
      h(
        'p',
        { class: 'replay-status', role: 'status' },
        t(lang, 'replay.at', { k: step, n: n - 1 }),
        ' ',
        movedText(f, lang),
      ),
      h(
        'div',
        { class: 'replay-seats' },
        names.seats.map((s) =>
          h(
            'section',
            { class: 'play-seat', 'data-seat': s, 'data-turn': String(f.to_act === s) },
            h(
              'h3',
              {},
              t(lang, `seat.${s}`),
              this._names[s] ? h('span', { class: 'note' }, ` · ${playerName(this._names[s], lang)}`) : null,
            ),
            f.seats[s].hand != null
              ? h(
                  'div',
                  { class: 'replay-hand', 'data-hand': f.seats[s].hand },
                  splitMpsz(f.seats[s].hand).map((id) => tileSvg(id, lang)),
                )
              : null,
            ...seatTiles(f.seats[s], lang, f.seats[s].hand != null),
          ),
        ),
      ),
    ];
    // The controls stay in place (never taken out, so the focus stays in them).
    if (card.firstChild === c.box) {
      while (c.box.nextSibling) c.box.nextSibling.remove();
      card.append(...frame);
    } else card.replaceChildren(c.box, ...frame);
    // A button that the step disabled (Forward at the end) hands the focus to the slider.
    const focused = this.shadowRoot.activeElement;
    if (focused?.disabled || (!focused && c.used)) c.slider.focus();
    c.used = false;
    this.dispatchEvent(new CustomEvent('step', { detail: { step, frames: n, frame: f } }));
  }

  /** The controls of a hand of `a.frames.length` frames: Deal, Back, the
   * slider, Forward, End, each setting `step` from the frame shown. */
  #controls(a, lang) {
    const n = a.frames.length;
    const now = () => Math.min(index(this.getAttribute('step')), n - 1);
    const c = { answer: a, lang, used: false };
    const go = (k) => {
      c.used = true;
      this.step = String(Math.max(0, Math.min(k, n - 1)));
    };
    const button = (part, label, k) => h('button', { type: 'button', part, onclick: () => go(k()) }, label);
    c.first = button('first', t(lang, 'replay.first'), () => 0);
    c.back = button('back', t(lang, 'replay.back'), () => now() - 1);
    c.forward = button('forward', t(lang, 'replay.forward'), () => now() + 1);
    c.last = button('last', t(lang, 'replay.last'), () => n - 1);
    c.slider = h('input', {
      type: 'range',
      part: 'step',
      min: 0,
      max: n - 1,
      value: now(),
      'aria-label': t(lang, 'replay.step'),
      oninput: (e) => go(Number(e.target.value)),
    });
    c.box = h('div', { class: 'replay-controls' }, c.first, c.back, c.slider, c.forward, c.last);
    return c;
  }
}

mirrorAttributes(
  FourSeasReplayElement,
  ATTRS.filter((a) => a !== 'lang'),
  ['open-hands'],
);

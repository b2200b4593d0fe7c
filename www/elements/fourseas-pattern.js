// <fourseas-pattern>: one pattern's card for rule-explanation sites. The class
// only; importing it registers nothing (fourseas-pattern-define.js does).
//
// Attributes, each mirrored as a property: pattern (an id, "F6.6"), edition
// (the edition the example is scored in; a pattern the edition lacks is shown
// as the Standard Level has it, with a note), lang (en | zh). The card's
// example is scored live by the engine: `[data-score]` holds the score,
// `[data-pattern]` the id; a `rendered` event carries `{id, score}` (score null
// when the example could not be scored). An unknown id shows a message naming
// it. Without the engine (blocked or offline) the id shows as text with a note.

import { loadEngine } from '../engine/client.js';
import { t } from '../shared/i18n.js';
import { h } from '../shared/parts.js';
import { rulebookOf, scoreOf } from '../shared/rulebook.js';
import { mirrorAttributes } from './attributes.js';
import { patternCard } from './pattern-card.js';
import { styledShadow } from './shadow.js';

const ATTRS = ['pattern', 'edition', 'lang'];

/** The calculator page beside this script, for "try it in the calculator". */
export const CALCULATOR = new URL('../index.html', import.meta.url).href;

export class FourSeasPatternElement extends HTMLElement {
  static observedAttributes = ATTRS;

  constructor() {
    super();
    styledShadow(this, h('div', { class: 'card', part: 'card' }));
  }

  connectedCallback() {
    this.update();
  }

  attributeChangedCallback(_name, before, after) {
    if (this.isConnected && before !== after) this.update();
  }

  async update() {
    this._ticket = (this._ticket ?? 0) + 1;
    const ticket = this._ticket;
    const lang = this.getAttribute('lang') === 'zh' ? 'zh' : 'en';
    const id = (this.getAttribute('pattern') ?? '').trim();
    const card = this.shadowRoot.querySelector('.card');
    let fs;
    try {
      fs = await loadEngine();
    } catch {
      if (ticket !== this._ticket) return;
      card.replaceChildren(
        h('p', { class: 'hand-text' }, id),
        h('p', { class: 'note' }, t(lang, 'card.engineFailed', { id: id.slice(0, 40) })),
      );
      this.dataset.state = 'unavailable';
      this.dispatchEvent(new CustomEvent('rendered', { detail: { id, score: null } }));
      return;
    }
    if (ticket !== this._ticket) return;
    // The edition the engine knows by that name (in any case), else the Standard Level.
    const edition = rulebookOf(fs, (this.getAttribute('edition') || 'standard').toLowerCase()).edition;
    const entry = rulebookOf(fs, edition).byId.get(id) ?? rulebookOf(fs, 'standard').byId.get(id);
    if (!entry) {
      card.replaceChildren(
        h('p', { class: 'error', 'data-error': 'unknown_pattern' }, t(lang, 'card.unknown', { id: id.slice(0, 40) })),
      );
      this.dataset.state = 'error';
      this.dispatchEvent(new CustomEvent('rendered', { detail: { id, score: null } }));
      return;
    }
    const scored = scoreOf(fs, entry);
    card.replaceChildren(
      patternCard(entry, lang, {
        scored,
        rulebook: rulebookOf(fs, 'standard').byId,
        calculator: this.calculator ?? CALCULATOR,
        edition,
        linkTo: this.linkTo ?? ((x) => `#${x}`),
      }),
    );
    this.dataset.state = 'ready';
    this.dispatchEvent(new CustomEvent('rendered', { detail: { id, score: scored.ok ? scored.score : null } }));
  }
}

mirrorAttributes(FourSeasPatternElement, ['pattern', 'edition']);

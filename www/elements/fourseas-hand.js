// <fourseas-hand>: a scored hand for rule-explanation sites. The class only;
// importing it registers nothing (fourseas-hand-define.js does).
//
// Attributes, each mirrored as a property: hand (tiles, winning tile last;
// melds as [555p], concealed kongs as (1111z)), edition, level, win, seat,
// discarder, blessing, last-tile, lang (en|zh). A hand one tile short of
// complete shows its waits with their scores. `.result` is the engine's last
// answer, and a `scored` event carries it. Colours come from the host page's CSS
// custom properties: --fourseas-ink, --fourseas-muted, --fourseas-bg,
// --fourseas-border, --fourseas-accent, --fourseas-highlight, --fourseas-exposed.

import { loadEngine } from '../engine/client.js';
import { request } from '../engine/request.js';
import { splitHandText } from '../shared/handtext.js';
import { t } from '../shared/i18n.js';
import {
  errorText,
  groupsView,
  h,
  limitText,
  meldKind,
  patternName,
  patternsView,
  waitsView,
} from '../shared/parts.js';
import { splitMpsz, tileName } from '../shared/tiles.js';
import { mirrorAttributes } from './attributes.js';
import { styledShadow } from './shadow.js';

const ATTRS = ['hand', 'edition', 'level', 'win', 'seat', 'discarder', 'blessing', 'last-tile', 'lang'];

export class FourSeasHandElement extends HTMLElement {
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

  /** The last result, for scripts on the host page. */
  get result() {
    return this._result ?? null;
  }

  /** The hand and its conditions as a calculator state, from the attributes. */
  #state(tiles, melds) {
    const attr = (k) => this.getAttribute(k) || undefined;
    return {
      tiles,
      melds,
      win: attr('win'),
      seat: attr('seat'),
      edition: attr('edition'),
      level: attr('level'),
      blessing: attr('blessing'),
      lastTile: this.hasAttribute('last-tile'),
    };
  }

  async update() {
    // Attributes may change while the engine loads: only the latest update renders.
    this._ticket = (this._ticket ?? 0) + 1;
    const ticket = this._ticket;
    const lang = this.getAttribute('lang') === 'zh' ? 'zh' : 'en';
    const card = this.shadowRoot.querySelector('.card');
    let fs;
    try {
      fs = await loadEngine();
    } catch {
      // No engine (blocked by the host's policy, or offline): the hand as text still reads.
      if (ticket !== this._ticket) return;
      this._result = null;
      card.replaceChildren(
        h('p', { class: 'hand-text' }, this.getAttribute('hand') ?? ''),
        h('p', { class: 'note' }, t(lang, 'engineFailed')),
      );
      this.dataset.state = 'unavailable';
      return;
    }
    if (ticket !== this._ticket) return;
    const { concealed, melds } = splitHandText(this.getAttribute('hand') ?? '');
    const parsed = fs.parse(concealed);
    const tiles = parsed.ok ? parsed.tiles.map((x) => x.id) : [];
    const hand = this.#state(tiles, melds);
    // One tile short (the engine's word, from the tiles alone): the waits, each
    // scored by self-draw and on a discard; tiles that break a rule say which.
    const tilesOnly = parsed.ok ? fs.conditions(request('conditions', { tiles, melds })) : parsed;
    const waiting = tilesOnly.ok && tilesOnly.waiting;
    const r = !tilesOnly.ok
      ? tilesOnly
      : waiting
        ? fs.analyze(request('analyze', hand))
        : fs.score(request('score', hand, { discarder: this.getAttribute('discarder') }));
    this._result = r;
    if (!r.ok) card.replaceChildren(h('p', { class: 'error', 'data-code': r.error.code }, errorText(r.error, lang)));
    else if (waiting) card.replaceChildren(...this.waits(tiles, melds, r, lang));
    else {
      const groups = groupsView(r.groups, lang);
      card.replaceChildren(
        groups,
        h(
          'p',
          { class: 'score' },
          h('strong', {}, String(r.score)),
          ` ${t(lang, 'points')}`,
          r.limit ? h('span', { class: 'limit' }, ` · ${limitText(r, lang)}`) : null,
        ),
        patternsView(r.patterns, lang, groups),
      );
      card.setAttribute(
        'aria-label',
        `${r.score} ${t(lang, 'points')}: ${r.patterns.map((p) => patternName(p, lang)).join(', ')}`,
      );
    }
    this.dispatchEvent(new CustomEvent('scored', { detail: r }));
  }

  /** A waiting hand: its tiles, then each wait with its self-draw and discard scores. */
  waits(tiles, melds, a, lang) {
    const groups = groupsView(
      [
        { kind: 'hand', tiles: tiles.join(''), exposed: false },
        ...melds.map((m) => ({ kind: meldKind(splitMpsz(m.tiles)), tiles: m.tiles, exposed: !m.concealed })),
      ],
      lang,
    );
    const head = a.shanten === 0 ? t(lang, 'waiting') : t(lang, 'shantenIs', { n: a.shanten });
    this.shadowRoot
      .querySelector('.card')
      .setAttribute('aria-label', `${head} ${a.waits.map((w) => tileName(w.tile, lang)).join(', ')}`);
    return [groups, h('p', { class: 'score' }, head), waitsView(a.waits, lang)];
  }
}

mirrorAttributes(
  FourSeasHandElement,
  ATTRS.filter((a) => a !== 'lang'),
  ['last-tile'],
);

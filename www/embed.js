// <fourseas-hand>: a scored hand for rule-explanation sites.
//
//   <script type="module" src="https://calculator.example/embed.js"></script>
//   <fourseas-hand hand="123m456p11z23s4s [789s]" edition="standard"></fourseas-hand>
//
// Attributes: hand (tiles, winning tile last; melds as [555p], concealed kongs as
// (1111z)), edition, level, win, seat, discarder, blessing, last-tile, lang (en|zh).
// A hand one tile short of complete shows its waits with their scores.
// Colours come from the host page's CSS custom properties: --fourseas-ink,
// --fourseas-muted, --fourseas-bg, --fourseas-border, --fourseas-accent,
// --fourseas-highlight, --fourseas-exposed.

import { engine } from './engine.js';
import { splitHandText, handRequest } from './handtext.js';
import { t } from './i18n.js';
import { h, groupsView, patternsView, patternName, limitText, errorText, meldKind } from './render.js';
import { TILE_IDS, setTileInfo, tileSvg, tileName, splitMpsz } from './tiles.js';

let loaded;

/** The engine, with the tile table taken from it once. */
function ready() {
  loaded ??= engine().then((fs) => {
    setTileInfo(fs.parse(TILE_IDS.join('')).tiles);
    return fs;
  });
  return loaded;
}

const ATTRS = ['hand', 'edition', 'level', 'win', 'seat', 'discarder', 'blessing', 'last-tile', 'lang'];

class FourSeasHand extends HTMLElement {
  static observedAttributes = ATTRS;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.append(h('link', { rel: 'stylesheet', href: new URL('./embed.css', import.meta.url).href }), h('div', { class: 'card', part: 'card' }));
  }

  connectedCallback() {
    this.update();
  }

  attributeChangedCallback() {
    if (this.isConnected) this.update();
  }

  /** The last result, for scripts on the host page. */
  get result() {
    return this._result ?? null;
  }

  async update() {
    // Attributes may change while the engine loads: only the latest update renders.
    const ticket = (this._ticket = (this._ticket ?? 0) + 1);
    const lang = this.getAttribute('lang') === 'zh' ? 'zh' : 'en';
    let fs;
    try {
      fs = await ready();
    } catch {
      // No engine (blocked by the host's policy, or offline): the hand as text still reads.
      if (ticket !== this._ticket) return;
      this._result = null;
      this.shadowRoot.querySelector('.card').replaceChildren(
        h('p', { class: 'hand-text' }, this.getAttribute('hand') ?? ''),
        h('p', { class: 'note' }, t(lang, 'engineFailed')),
      );
      this.dataset.state = 'unavailable';
      return;
    }
    if (ticket !== this._ticket) return;
    const { concealed, melds } = splitHandText(this.getAttribute('hand') ?? '');
    const card = this.shadowRoot.querySelector('.card');
    const parsed = fs.parse(concealed);
    let r = parsed.ok ? null : parsed;
    const choices = {};
    for (const key of ['edition', 'level', 'seat']) {
      const v = this.getAttribute(key);
      if (v) choices[key] = v;
    }
    if (!r && parsed.tiles.length + 3 * melds.length === 13) {
      // One tile short: the waits, each scored by self-draw and on a discard.
      r = fs.analyze({ hand: parsed.tiles.map((x) => x.id).join(''), melds, ...choices });
      this._result = r;
      if (r.ok) card.replaceChildren(...this.waitsView(parsed.tiles.map((x) => x.id), melds, r, lang));
      else card.replaceChildren(h('p', { class: 'error', 'data-code': r.error.code }, errorText(r.error, lang)));
      this.dispatchEvent(new CustomEvent('scored', { detail: r }));
      return;
    }
    if (!r) {
      const req = { ...handRequest(parsed.tiles.map((x) => x.id), melds), ...choices };
      for (const key of ['win', 'discarder', 'blessing']) {
        const v = this.getAttribute(key);
        if (v) req[key] = v;
      }
      if (this.hasAttribute('last-tile')) req.last_tile = true;
      r = fs.score(req);
    }
    this._result = r;
    if (!r.ok) {
      card.replaceChildren(h('p', { class: 'error', 'data-code': r.error.code }, errorText(r.error, lang)));
    } else {
      const groups = groupsView(r.groups, lang);
      card.replaceChildren(
        groups,
        h('p', { class: 'score' }, h('strong', {}, String(r.score)), ` ${t(lang, 'points')}`,
          r.limit ? h('span', { class: 'limit' }, ` · ${limitText(r, lang)}`) : null),
        patternsView(r.patterns, lang, groups),
      );
      card.setAttribute('aria-label', `${r.score} ${t(lang, 'points')}: ${r.patterns.map((p) => patternName(p, lang)).join(', ')}`);
    }
    this.dispatchEvent(new CustomEvent('scored', { detail: r }));
  }

  /** A waiting hand: its tiles, then each wait with its self-draw and discard scores. */
  waitsView(tiles, melds, a, lang) {
    const groups = groupsView([{ kind: 'hand', tiles: tiles.join(''), exposed: false },
      ...melds.map((m) => ({ kind: meldKind(splitMpsz(m.tiles)), tiles: m.tiles, exposed: !m.concealed }))], lang);
    const head = a.shanten === 0 ? t(lang, 'waiting') : t(lang, 'shantenIs', { n: a.shanten });
    this.shadowRoot.querySelector('.card').setAttribute('aria-label', `${head} ${a.waits.map((w) => tileName(w.tile, lang)).join(', ')}`);
    return [groups, h('p', { class: 'score' }, head),
      h('ul', { class: 'waits' }, a.waits.map((w) => h('li', { 'data-tile': w.tile, 'data-score': w.self_draw?.score ?? '' },
        tileSvg(w.tile, lang),
        h('span', {}, ` ${t(lang, 'selfDrawOk')} ${w.self_draw?.score ?? '—'} · ${t(lang, 'discardOk')} ${w.discard?.score ?? '—'}`))))];
  }
}

if (!customElements.get('fourseas-hand')) customElements.define('fourseas-hand', FourSeasHand);

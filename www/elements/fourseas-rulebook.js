// <fourseas-rulebook>: every pattern of an edition, grouped as the rule
// documents group them, with a search box; each row opens to its card. The
// class only; importing it registers nothing (fourseas-rulebook-define.js does).
//
// Attributes, each mirrored as a property: edition, lang (en | zh), pattern
// (the card to open), heading-level (the level of its group headings, default
// 2: under the host page's h1). `#F6.6` in the host page's address opens that card, on
// load and on every change. Opening a card (a row, or a link in a card)
// dispatches a cancelable `pattern-open` event with `{id}`; unless a listener
// cancels it, the address becomes `#F6.6`, so the open card can be linked to.
// Hooks: rows are `[data-pattern-row="F6.6"]`, the search box `input[type=search]`.

import { loadEngine } from '../engine/client.js';
import { localName, t } from '../shared/i18n.js';
import { h } from '../shared/parts.js';
import { matches, rulebookOf, scoreOf } from '../shared/rulebook.js';
import { mirrorAttributes } from './attributes.js';
import { CALCULATOR } from './fourseas-pattern.js';
import { patternCard } from './pattern-card.js';
import { styledShadow } from './shadow.js';

const ATTRS = ['edition', 'lang', 'pattern', 'heading-level'];

/** A heading's role and level, for an element inside a summary or a list. */
const heading = (level) => ({ role: 'heading', 'aria-level': String(level) });

export class FourSeasRulebookElement extends HTMLElement {
  static observedAttributes = ATTRS;

  constructor() {
    super();
    const root = styledShadow(this, h('div', { class: 'rulebook', part: 'rulebook' }));
    this._onHash = () => this.#fromHash();
    this._quiet = new WeakSet();
    root.addEventListener('click', (ev) => {
      const a = ev.target.closest?.('a[data-link]');
      if (!a) return;
      ev.preventDefault();
      this.#open(a.dataset.link, { byUser: true });
    });
  }

  connectedCallback() {
    window.addEventListener('hashchange', this._onHash);
    this.update();
  }

  disconnectedCallback() {
    window.removeEventListener('hashchange', this._onHash);
  }

  attributeChangedCallback(name, before, after) {
    if (!this.isConnected || before === after) return;
    if (name === 'pattern') {
      // A row the visitor opened already is left where it is.
      const row = after && this.shadowRoot.querySelector(`[data-pattern-row="${CSS.escape(after)}"]`);
      if (row && !row.open) this.#open(after);
    } else this.update();
  }

  #lang() {
    return this.getAttribute('lang') === 'zh' ? 'zh' : 'en';
  }

  async update() {
    this._ticket = (this._ticket ?? 0) + 1;
    const ticket = this._ticket;
    const lang = this.#lang();
    const box = this.shadowRoot.querySelector('.rulebook');
    try {
      this._fs = await loadEngine();
    } catch {
      if (ticket !== this._ticket) return;
      box.replaceChildren(h('p', { class: 'note' }, t(lang, 'rulebook.engineFailed')));
      this.dataset.state = 'unavailable';
      return;
    }
    if (ticket !== this._ticket) return;
    const query = box.querySelector('input[type=search]')?.value ?? '';
    this._book = rulebookOf(this._fs, (this.getAttribute('edition') || 'standard').toLowerCase());
    box.replaceChildren(...this.#build(lang));
    const search = box.querySelector('input[type=search]');
    search.value = query;
    this.#filter();
    this.dataset.state = 'ready';
    const wanted = this.getAttribute('pattern');
    if (wanted) this.#open(wanted);
    else this.#fromHash();
  }

  #build(lang) {
    const entries = this._book.entries;
    // Groups are headings at the host's level (default 2), categories one below.
    const level = Math.min(5, Math.max(1, Number(this.getAttribute('heading-level')) || 2));
    const search = h('input', {
      type: 'search',
      id: 'q',
      autocomplete: 'off',
      'aria-describedby': 'q-help',
      oninput: () => this.#filter(),
    });
    const tools = h(
      'div',
      { class: 'rb-tools' },
      h('label', { for: 'q' }, t(lang, 'rulebook.search')),
      search,
      h('p', { class: 'note', id: 'q-help' }, t(lang, 'rulebook.searchHelp')),
      h('p', { class: 'note rb-count', role: 'status' }),
    );
    const groups = [];
    let group = null;
    let category = null;
    for (const e of entries) {
      const [cls, cat] = e.family;
      if (group?.dataset.group !== cls.id) {
        group = h(
          'details',
          { class: 'rb-group', open: true, 'data-group': cls.id },
          h('summary', {}, h('span', heading(level), `${cls.id} ${localName(cls, lang)}`)),
        );
        groups.push(group);
        category = null;
      }
      if (cat && category !== cat.id) {
        category = cat.id;
        group.append(
          h(
            'p',
            { class: 'rb-category', 'data-category': cat.id, ...heading(level + 1) },
            `${cat.id} ${localName(cat, lang)}`,
          ),
        );
      }
      const row = h(
        'details',
        { class: 'rb-row', 'data-pattern-row': e.id },
        h(
          'summary',
          {},
          h('span', { class: 'pid' }, e.id),
          h('span', { class: 'pname' }, localName(e, lang)),
          h(
            'span',
            { class: 'other-name', lang: lang === 'zh' ? 'en' : 'zh-Hans' },
            localName(e, lang === 'zh' ? 'en' : 'zh'),
          ),
          h('span', { class: 'pts' }, String(e.points)),
        ),
        h('div', { class: 'rb-card' }),
      );
      row.addEventListener('toggle', () => {
        if (!row.open) return;
        this.#fill(row, e);
        // A row the host opened (attribute, address) is not announced back.
        if (!this._quiet.delete(row)) this.#announce(e.id);
      });
      group.append(row);
    }
    return [tools, ...groups, h('p', { class: 'note rb-none', hidden: true })];
  }

  /** The card of an opened row, built once. */
  #fill(row, entry) {
    const slot = row.querySelector('.rb-card');
    if (slot.firstChild) return;
    slot.append(
      patternCard(entry, this.#lang(), {
        scored: scoreOf(this._fs, entry),
        rulebook: rulebookOf(this._fs, 'standard').byId,
        calculator: this.calculator ?? CALCULATOR,
        edition: this._book.edition,
        // A link to a pattern the edition lacks leads nowhere in this list.
        linkTo: (id) => (this._book.byId.has(id) ? `#${id}` : null),
      }),
    );
  }

  #filter() {
    const box = this.shadowRoot.querySelector('.rulebook');
    const query = box.querySelector('input[type=search]').value;
    const lang = this.#lang();
    let shown = 0;
    for (const group of box.querySelectorAll('.rb-group')) {
      let inGroup = 0;
      for (const row of group.querySelectorAll('.rb-row')) {
        const ok = matches(this._book.byId.get(row.dataset.patternRow), query);
        row.hidden = !ok;
        inGroup += ok;
      }
      for (const cat of group.querySelectorAll('.rb-category')) {
        let next = cat.nextElementSibling;
        let any = false;
        while (next?.classList.contains('rb-row')) {
          any ||= !next.hidden;
          next = next.nextElementSibling;
        }
        cat.hidden = !any;
      }
      group.hidden = !inGroup;
      if (query.trim() && inGroup) group.open = true;
      shown += inGroup;
    }
    box.querySelector('.rb-count').textContent = t(lang, 'rulebook.count', { n: shown });
    const none = box.querySelector('.rb-none');
    none.hidden = shown > 0;
    none.textContent = shown ? '' : t(lang, 'rulebook.none', { q: query.slice(0, 40) });
  }

  #fromHash() {
    let id;
    try {
      id = decodeURIComponent(location.hash.slice(1));
    } catch {
      return; // not an id: an address of the host's own
    }
    if (this._book?.byId.has(id)) this.#open(id);
  }

  /** Opens a pattern's row (and its group), shows its card and scrolls to it. */
  #open(id, { byUser = false } = {}) {
    const row = this.shadowRoot.querySelector(`[data-pattern-row="${CSS.escape(id)}"]`);
    if (!row) return;
    if (row.hidden) {
      this.shadowRoot.querySelector('input[type=search]').value = '';
      this.#filter();
    }
    row.closest('.rb-group').open = true;
    if (!row.open) {
      this._quiet.add(row);
      row.open = true;
    }
    this.#fill(row, this._book.byId.get(id));
    // Scrolled to once the rows have their style: rows laid out without it have
    // other heights, and the card would end up out of view.
    const link = this.shadowRoot.querySelector('link[rel=stylesheet]');
    const scroll = () => row.scrollIntoView({ block: 'start' });
    if (link.sheet) scroll();
    else link.addEventListener('load', scroll, { once: true });
    if (byUser) {
      row.querySelector('summary').focus();
      this.#announce(id);
    }
  }

  /** Tells the host a card was opened; unless cancelled, the address links to it. */
  #announce(id) {
    const ev = new CustomEvent('pattern-open', { detail: { id }, cancelable: true, bubbles: true, composed: true });
    if (this.dispatchEvent(ev) && location.hash !== `#${id}`) history.replaceState(null, '', `#${id}`);
  }
}

mirrorAttributes(FourSeasRulebookElement, ['edition', 'pattern', 'heading-level']);

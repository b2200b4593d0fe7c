// The Play view: a hand against three built-in seats, drawn from the play
// store's model (the engine's `table` answer and the coach's advice). Every
// tile shown, every button offered and every figure is the engine's: the legal
// actions are its `legal`, the seats' tiles its `view` (another seat's
// face-down discard stays face down), the coach its analysis, the end its log.

import { seatTiles } from '../elements/seat-tiles.js';
import { errorText, t } from '../shared/i18n.js';
import { names } from '../shared/names.js';
import { h } from '../shared/parts.js';
import { playerName } from '../shared/seats.js';
import { splitMpsz, tileName, tileSvg } from '../shared/tiles.js';
import { MAX_GAME_HANDS } from '../shared/url.js';
import { coachView, reviewView } from './play-advice.js';
import { resultPart } from './play-result.js';

/** The keyboard's letters: an action of `#play-actions`, or the hint. */
const KEYS = { w: 'win', p: 'pung', c: 'chow', k: 'kong', s: 'pass', d: 'decline', b: 'conceal', h: 'play-hint' };

/** The three seats after `me` in turn order. */
const othersOf = (me) => {
  const i = names.seats.indexOf(me);
  return [1, 2, 3].map((k) => names.seats[(i + k) % 4]);
};

/** What the hand is waiting for: `your-turn`, `claim`, `waiting` or `ended`. */
export function playState(m) {
  const a = m.answer;
  if (!a?.ok || m.busy) return 'waiting';
  if (!a.to_act) return 'ended';
  return a.view?.offered ? 'claim' : 'your-turn';
}

/** One of the three other seats. */
function otherSeat(a, seat, lang) {
  const dealer = a.log[0]?.dealer === seat;
  return h(
    'section',
    { class: 'play-seat', 'data-seat': seat, 'data-turn': String(a.to_act === seat) },
    h(
      'h3',
      {},
      t(lang, `seat.${seat}`),
      dealer ? h('span', { class: 'note' }, ` · ${t(lang, 'play.dealer')}`) : null,
      h('span', { class: 'note' }, ` · ${playerName(a.log[0]?.names?.[seat] ?? '', lang)}`),
    ),
    ...seatTiles(a.view.seats[seat], lang),
  );
}

/** The person's hand: a button per tile, which discards it when a discard is legal. */
function handView(m, a, lang, on) {
  const v = a.view;
  const kind = m.bury ? 'conceal' : 'discard';
  const may = (id) => !m.busy && a.legal.some((x) => x.action === kind && x.tile === id);
  let tiles = splitMpsz(v.hand);
  // The tile just drawn stands apart, last.
  if (v.drawn) {
    const i = tiles.lastIndexOf(v.drawn);
    tiles = [...tiles.slice(0, i), ...tiles.slice(i + 1), v.drawn];
  }
  return h(
    'div',
    {
      id: 'play-hand',
      class: `play-hand${m.bury ? ' burying' : ''}`,
      role: 'group',
      'aria-label': t(lang, 'play.hand'),
      // Arrow keys move over the tiles that may be played; Enter or Space plays one.
      onkeydown: (e) => {
        const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
        if (!step) return;
        const all = [...e.currentTarget.querySelectorAll('button:not([disabled])')];
        const i = all.indexOf(document.activeElement);
        all[(i + step + all.length) % all.length]?.focus();
        e.preventDefault();
      },
    },
    tiles.map((id, i) =>
      h(
        'button',
        {
          type: 'button',
          class: `play-tile${v.drawn && i === tiles.length - 1 ? ' drawn' : ''}`,
          'data-tile': id,
          disabled: may(id) ? null : true,
          'aria-label': t(lang, m.bury ? 'play.buryTile' : 'play.discardTile', { tile: tileName(id, lang) }),
          onclick: () => on.discard(id),
        },
        tileSvg(id, lang),
      ),
    ),
  );
}

/** The other legal actions, each a button. */
function actionsView(m, lang, on) {
  const a = m.answer;
  const offered = a.view.offered;
  const declines = a.legal.some((y) => y.action === 'win');
  const buttons = [];
  for (const x of a.legal) {
    if (x.action === 'discard') continue;
    if (x.action === 'conceal') {
      if (buttons.some((b) => b.dataset.action === 'conceal')) continue;
      buttons.push(
        h(
          'button',
          {
            type: 'button',
            'data-action': 'conceal',
            'aria-pressed': String(m.bury),
            disabled: m.busy || null,
            onclick: () => on.setBury(!m.bury),
          },
          t(lang, 'play.conceal'),
        ),
      );
      continue;
    }
    const tile = x.tile ?? offered?.tile;
    const label =
      x.action === 'chow'
        ? t(lang, 'play.chow', {
            tiles: splitMpsz(x.tiles)
              .map((id) => tileName(id, lang))
              .join(t(lang, 'listSep')),
          })
        : x.action === 'pass' && declines
          ? t(lang, 'play.decline')
          : t(lang, `play.${x.action}`, { tile: tile ? tileName(tile, lang) : '' });
    buttons.push(
      h(
        'button',
        {
          type: 'button',
          // Passing on a tile that would win declines the win (R29).
          'data-action': x.action === 'pass' && declines ? 'decline' : x.action,
          'data-tile': x.tile ?? x.tiles ?? '',
          class: x.action === 'win' ? 'primary' : null,
          disabled: m.busy || null,
          onclick: () => on.act(x),
        },
        label,
      ),
    );
  }
  return h('div', { id: 'play-actions', class: 'play-actions' }, buttons);
}

/** The settings: edition, level, the seats' strength, the game's length and the wall's seed. */
function setupView(m, lang, on) {
  const s = m.setup;
  const select = (id, value, options, key) =>
    h(
      'select',
      { id, onchange: (e) => on.configure(key, e.target.value) },
      options.map(([v, label]) => h('option', { value: v, selected: v === value || null }, label)),
    );
  // Folded to one line (what the hand is played with) so that the hand fits a phone's screen.
  const summary = t(lang, 'play.setupSummary', {
    edition: t(lang, `edition.${s.edition}`),
    level: s.level || t(lang, 'play.levelDefault'),
    seats: t(lang, `bot.${s.opponents}`),
    hands: t(lang, 'play.handsN', { n: s.hands }),
    seed: s.seed,
  });
  const fields = setupFields(m, lang, on, select);
  return h(
    'details',
    {
      id: 'play-settings',
      class: 'play-settings',
      open: m.setupOpen || null,
      ontoggle: (e) => on.showSetup(e.target.open),
    },
    h('summary', {}, summary),
    fields,
  );
}

/** The settings' fields. */
function setupFields(m, lang, on, select) {
  const s = m.setup;
  return h(
    'div',
    { class: 'play-setup' },
    h(
      'label',
      {},
      t(lang, 'edition'),
      ' ',
      select(
        'play-edition',
        s.edition,
        names.editions.map((e) => [e, t(lang, `edition.${e}`)]),
        'edition',
      ),
    ),
    h(
      'label',
      {},
      t(lang, 'level'),
      ' ',
      select('play-level', s.level, [['', t(lang, 'play.levelDefault')], ...names.levels.map((l) => [l, l])], 'level'),
    ),
    h(
      'label',
      {},
      t(lang, 'play.opponents'),
      ' ',
      select(
        'play-opponents',
        s.opponents,
        names.strategies.map((x) => [x, t(lang, `strategy.${x}`)]),
        'opponents',
      ),
    ),
    h(
      'label',
      {},
      t(lang, 'play.hands'),
      ' ',
      select(
        'play-hands',
        String(s.hands),
        Array.from({ length: MAX_GAME_HANDS }, (_, i) => [String(i + 1), t(lang, 'play.handsN', { n: i + 1 })]),
        'hands',
      ),
    ),
    h(
      'label',
      {},
      t(lang, 'play.speed'),
      ' ',
      h(
        'select',
        { id: 'play-speed', onchange: (e) => on.setDelay(Number(e.target.value)) },
        m.delays.map((ms) => h('option', { value: ms, selected: ms === m.delay || null }, t(lang, `play.speed.${ms}`))),
      ),
    ),
    h(
      'label',
      {},
      t(lang, 'play.timer'),
      ' ',
      h(
        'select',
        { id: 'play-timer', onchange: (e) => on.setTimer(Number(e.target.value)) },
        m.timers.map((sec) =>
          h(
            'option',
            { value: sec, selected: sec === m.timer || null },
            sec ? t(lang, 'play.timerSeconds', { n: sec }) : t(lang, 'play.timerOff'),
          ),
        ),
      ),
    ),
    h(
      'label',
      {},
      t(lang, 'play.seed'),
      ' ',
      h('input', {
        id: 'play-seed',
        type: 'number',
        min: 0,
        inputmode: 'numeric',
        value: s.seed,
        onchange: (e) => {
          const n = Number(e.target.value);
          if (Number.isSafeInteger(n) && n >= 0) on.configure('seed', n);
        },
      }),
    ),
  );
}

/** The status line: whose move it is, in words; the page's announcement of each move. */
function statusText(m, lang) {
  const a = m.answer;
  const state = playState(m);
  if (!a) return t(lang, 'play.dealing');
  if (!a.ok) return errorText(a.error, lang);
  if (state === 'waiting')
    return [lastMove(m.shown?.ok ? m.shown : a, lang), t(lang, 'play.waiting')].filter(Boolean).join('');
  if (state === 'ended') return t(lang, 'play.ended');
  if (state === 'claim')
    return t(lang, 'play.claim', {
      tile: tileName(a.view.offered.tile, lang),
      seat: t(lang, `seat.${a.view.offered.from}`),
    });
  return [lastMove(a, lang), t(lang, m.bury ? 'play.buryNow' : 'play.yourTurn')].filter(Boolean).join('');
}

/** The last move another seat made, in words, for the status line. */
function lastMove(a, lang) {
  const e = [...a.log].reverse().find((x) => ['discard', 'call', 'kong', 'reveal'].includes(x.type));
  if (!e || e.seat === a.view?.seat) return '';
  const seat = t(lang, `seat.${e.seat}`);
  if (e.type === 'discard')
    return e.concealed
      ? t(lang, 'play.didBury', { seat })
      : t(lang, 'play.didDiscard', { seat, tile: tileName(e.tile, lang) });
  return t(lang, `play.did.${e.type === 'call' ? e.call : e.type}`, { seat });
}

// Whether the focus was in the hand when the seats began to move, to give it back.
let handWanted = false;

/** Draws the Play view into `#play`. */
export function renderPlay(m, lang, on) {
  const box = document.getElementById('play');
  if (!m.open) return;
  if (m.elsewhere) {
    box.replaceChildren(
      h('h2', { id: 'h-play' }, t(lang, 'play.title')),
      h(
        'p',
        { id: 'play-status', class: 'play-status', 'data-state': 'waiting', role: 'status' },
        t(lang, 'play.elsewhere'),
      ),
      h(
        'button',
        { type: 'button', id: 'play-takeover', class: 'primary', onclick: () => on.takeOver() },
        t(lang, 'play.takeOver'),
      ),
    );
    return;
  }
  // While the seats' moves are shown one by one, the hand as it was after each.
  const a = m.shown?.ok ? m.shown : m.answer;
  const me = a?.view?.seat ?? 'east';
  const state = playState(m);
  // Letters for the actions on a keyboard (outside the settings' fields).
  box.onkeydown = (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || e.target.matches('input, select')) return;
    const action = KEYS[e.key.toLowerCase()];
    // S passes, and declines a win on offer too.
    const also = action === 'pass' ? ', #play-actions [data-action="decline"]' : '';
    const button = action && box.querySelector(`#play-actions [data-action="${action}"]${also}, #${action}`);
    if (!button || button.disabled) return;
    button.click();
    e.preventDefault();
  };
  const status = h(
    'p',
    { id: 'play-status', class: 'play-status', 'data-state': state, role: 'status' },
    statusText(m, lang),
  );
  const parts = [h('h2', { id: 'h-play' }, t(lang, 'play.title')), setupView(m, lang, on), status];
  // The claim timer: its seconds, and a bar that runs out (CSS, from the time
  // left: a redraw neither restarts it nor announces anything).
  if (m.countdown && state === 'claim') {
    const bar = h('span', { class: 'play-countdown-bar' });
    const left = Math.max(0, m.countdown.until - performance.now());
    bar.style.animationDuration = `${m.countdown.seconds}s`;
    bar.style.animationDelay = `${(left - m.countdown.seconds * 1000) / 1000}s`;
    parts.push(
      h(
        'p',
        { id: 'play-countdown', class: 'note play-countdown', role: 'timer' },
        t(lang, 'play.countdown', { n: m.countdown.seconds }),
        bar,
      ),
    );
  }
  if (m.error) parts.push(h('p', { class: 'error' }, errorText(m.error, lang)));
  if (a?.ok) {
    parts.push(
      h(
        'p',
        { class: 'note play-wall', id: 'play-wall', 'data-wall': a.wall },
        m.setup.hands > 1
          ? t(lang, 'play.gameWall', { n: a.wall, seed: a.log[0]?.seed, k: m.game.hand + 1, hands: m.setup.hands })
          : t(lang, 'play.wall', { n: a.wall, seed: m.setup.seed }),
      ),
      h(
        'div',
        { class: 'play-others' },
        othersOf(me).map((s) => otherSeat(a, s, lang)),
      ),
      h(
        'section',
        { class: 'play-seat play-me', 'data-seat': me, 'data-turn': String(a.to_act === me) },
        h(
          'h3',
          {},
          t(lang, 'play.you'),
          h(
            'span',
            { class: 'note' },
            ` · ${t(lang, `seat.${me}`)}${a.log[0]?.dealer === me ? ` · ${t(lang, 'play.dealer')}` : ''}`,
          ),
        ),
        ...seatTiles(a.view.seats[me], lang, true),
        state === 'ended' ? null : handView(m, a, lang, on),
      ),
    );
    // The answers and the coach belong to the engine's answer; a resumed hand
    // shown before it (the person's last move at once) has neither yet.
    if (state === 'ended') parts.push(resultPart(m, lang, on), reviewView(m, lang, on));
    else if (m.answer?.ok)
      parts.push(actionsView(m, lang, on), coachView(m, lang, on, state === 'your-turn' || state === 'claim'));
  }
  // The status line is the live region: the same node, written only when it changes.
  const old = document.getElementById('play-status');
  if (old) {
    if (old.textContent !== status.textContent) old.textContent = status.textContent;
    old.dataset.state = status.dataset.state;
    parts[2] = old;
  }
  // The focus stays where it was (the same tile, or the hand's first when its tile has gone).
  // While nothing may be played (the seats moving) the hand keeps the focus in mind.
  const focused = box.contains(document.activeElement) ? document.activeElement : null;
  // An answer button keeps the focus while it is offered (the claim timer
  // redraws); once answered the hand takes it back.
  const action = focused?.closest('#play-actions') ? focused.dataset.action : null;
  const key = focused?.id
    ? `#${focused.id}`
    : action || focused?.closest('#play-hand') || (!focused && handWanted && document.activeElement === document.body)
      ? '#play-hand'
      : null;
  const tile = focused?.dataset.tile;
  box.replaceChildren(...parts);
  const same = action && box.querySelector(`#play-actions [data-action="${action}"]:not([disabled])`);
  if (same) {
    same.focus({ preventScroll: true });
    handWanted = false;
    return;
  }
  if (key !== '#play-hand') {
    handWanted = false;
    if (key) box.querySelector(key)?.focus({ preventScroll: true });
    return;
  }
  // The same tile, else the hand's first that may be played; on an offer the
  // first answer; while the seats move, nothing yet (the hand gets it back).
  const again =
    box.querySelector(`#play-hand [data-tile="${tile}"]:not([disabled])`) ??
    box.querySelector('#play-hand button:not([disabled])') ??
    (state === 'claim' ? box.querySelector('#play-actions button:not([disabled])') : null);
  again?.focus({ preventScroll: true });
  handWanted = !again || state === 'claim';
}

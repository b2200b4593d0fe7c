// The Play view's store, in the style of every store of the page: its `model`
// (the hand being played against three built-in seats, as the engine's `table`
// answers it, and the coach's advice), the `actions` that are the only way to
// change it, and `subscribe` for the page's drawing. The engine decides
// everything: what is legal, the seats' moves, every score and payment; the
// store keeps the actions taken and asks again after each one, shows the
// seats' moves one at a time (`delay`), keeps the hand in IndexedDB after
// every move (play-store.js) and plays in one tab at a time. A game is 1 to 16
// hands on the walls seed, seed + 1, …; the person is its first player, at
// East in its first hand and moving seats after each hand as the engine seats
// them (R30); the totals after each hand are the engine's score sheet of the
// game's log (`replay`'s `session`, settled by `session`).

import { askPlayWorker, cancelAdvice, engineNow, loadEngine } from '../engine/client.js';
import { loadHand, saveHand, takeLock } from './play-store.js';

/** The hand's settings when a link gives none. */
export const DEFAULT_SETUP = { edition: 'standard', level: '', seed: 42, opponents: 'efficiency', hands: 1 };

/** How long each seat's move stays before the next, in ms: the choices offered. */
export const DELAYS = [0, 250, 500, 1000];

/** The claim timer's choices, in seconds (0: none, the prompt waits for the player). */
export const TIMERS = [0, 5, 10, 20];

const play = {
  open: false,
  setup: { ...DEFAULT_SETUP },
  // The game: the hand being played (from 0) and the logs of the hands before it.
  game: { hand: 0, logs: [] },
  // Once a hand is over: the engine's score sheet of the game's hands so far
  // (`replay`'s answer, with its `session` and the `game_end` that closes the
  // game) and its settlement (`session`'s answer: totals and standings).
  sheet: null,
  settled: null,
  // The game's last hand is over; when the hand shown ended (performance.now()).
  gameOver: false,
  endedAt: null,
  // The engine's answer for the actions so far (`table`: actions, log, to_act,
  // legal, wall, payments and the person's view), or {error}.
  answer: null,
  // Waiting for the engine (the seats' moves, after the person's), and the
  // hand as shown while the seats' moves are shown one by one.
  busy: false,
  shown: null,
  delay: 500,
  delays: DELAYS,
  // The claim timer, if the player turns it on: seconds to answer an offer
  // before it is passed, and the seconds left on the offer shown.
  timer: 0,
  timers: TIMERS,
  countdown: null,
  // Another tab plays the hand (it took the lock): this one waits.
  elsewhere: false,
  // The next tile tapped is buried face down (Concealed Discard, R27).
  bury: false,
  // The coach: shown on request or always; its advice for the decision at
  // `at` (the number of actions taken), from the engine's analysis.
  coach: { always: false, at: -1, advice: null, pending: false },
  // A refused action's error, shown until the next action.
  error: null,
  // The settings shown whole; folded to one line while a hand is played.
  setupOpen: false,
  // The review of the hand once it is over: the engine's `review` answer for
  // the hand with `at` actions.
  review: { at: -1, answer: null },
};

/** The store's model: read by the views, written only here. */
export const model = play;

let drawPage = () => {};
/** The page's drawing of the Play view, after every change. */
export function subscribe(f) {
  drawPage = f;
}

/** The `table` request for the game's hand with `actions` taken: the person
 * the first player, the seats the other three (named as `play` names them). */
function request(actions) {
  const { edition, level, seed, opponents } = play.setup;
  const players = ['person', opponents, opponents, opponents];
  return { seed, edition, ...(level ? { level } : {}), players, hand: play.game.hand, actions };
}

/** The person's seat in the hand (the engine's view of it). */
const me = () => play.answer?.view?.seat ?? 'east';

/** The person's decision now: the actions taken so far, or -1 when none is due. */
const decision = () => (play.answer?.to_act && play.answer.to_act === me() ? play.answer.actions.length : -1);

const lines = (events) => events.map((e) => `${JSON.stringify(e)}\n`).join('');

/** Once the hand is over: whether it was the game's last, when it ended (the
 * buried tiles are turned from then), and the engine's score sheet of the
 * game's hands (a log it refuses, kept from an older version, says why). */
function settle() {
  const a = play.answer;
  const over = Boolean(a?.ok && !a.to_act);
  Object.assign(play, { sheet: null, settled: null, gameOver: over && play.game.hand + 1 >= play.setup.hands });
  const fs = engineNow();
  if (!over || !fs) {
    play.endedAt = null;
    return;
  }
  play.endedAt ??= performance.now();
  const r = fs.replay(lines([...play.game.logs.flat(), ...a.log]));
  if (!r.ok) play.error = r.error;
  if (!r.ok || !r.session) return;
  play.sheet = r;
  play.settled = fs.session(r.session);
}

const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

// Counts the questions asked, so that an answer to an older one (a new hand
// dealt meanwhile) is dropped.
let asked = 0;

/** Asks the engine the hand after `actions`; the answer replaces the old one
 * unless it refuses (then the old stays, with the error). The seats' moves
 * after the person's are shown one at a time, `delay` apart. */
async function ask(actions) {
  const id = ++asked;
  play.busy = true;
  // The person's move is shown at once (the engine applies it alone, without
  // the seats' thinking); the seats' moves follow from the worker.
  const fs = engineNow();
  if (actions.length && fs) {
    const mine = fs.table({ ...request(actions), auto: false });
    if (mine.ok) play.shown = mine;
  }
  drawPage();
  const answer = await askPlayWorker('table', request(actions));
  // A newer question, or the hand taken over by another tab: this answer is dropped.
  if (id !== asked || play.elsewhere) return;
  if (answer.ok && play.delay > 0) {
    for (let k = actions.length + 1; k < answer.actions.length; k++) {
      // The hand after the first k actions, without the seats moving on.
      play.shown = engineNow().table({ ...request(answer.actions.slice(0, k)), auto: false });
      drawPage();
      await sleep(play.delay);
      if (id !== asked || play.elsewhere) return;
    }
  }
  play.shown = null;
  play.busy = false;
  if (answer.ok || !play.answer?.ok) {
    play.answer = answer;
    play.error = null;
  } else play.error = answer.error;
  play.bury = false;
  settle();
  armTimer();
  if (answer.ok)
    saveHand({
      setup: play.setup,
      game: play.game,
      actions: answer.actions,
      always: play.coach.always,
      delay: play.delay,
      timer: play.timer,
    }).catch(() => {});
  if (play.coach.always) await advise();
  drawPage();
  if (answer.ok && !answer.to_act) await reviewHand();
}

/** Reviews the hand once it is over: the person's decisions next to the advice. */
async function reviewHand() {
  const a = play.answer;
  if (!a?.ok || a.to_act || play.review.at === a.actions.length) return;
  play.review = { at: a.actions.length, answer: null };
  const answer = await askPlayWorker('review', { ...request(a.actions), seat: me() });
  // Cancelled (a new hand, or a takeover): asked again when the hand is shown again.
  if (answer == null) {
    if (play.review.at === a.actions.length) play.review.at = -1;
    return;
  }
  if (play.review.at === a.actions.length && play.answer === a) play.review.answer = answer;
  drawPage();
}

/** The coach's advice for the decision due, asked once per decision: the
 * engine's `decide` for the person's seat, every legal action valued. */
async function advise() {
  const at = decision();
  if (at < 0 || play.coach.at === at) return;
  Object.assign(play.coach, { at, advice: null, pending: true });
  drawPage();
  const advice = await askPlayWorker('coach', { ...request(play.answer.actions), seat: me() });
  // Cancelled (a new hand), or another decision since.
  if (advice == null || play.coach.at !== at) return;
  Object.assign(play.coach, { advice, pending: false });
}

let resumed = false;

/** Opens the view with a hand: the link's settings (`{edition, level, seed}`),
 * or the hand kept from before (resumed where it was), or the last settings. */
async function open(linked) {
  play.open = true;
  // The page's own engine shows the person's moves at once and settles the sheet.
  await loadEngine().catch(() => {});
  if (!(await takeLock({ onLost: lost }))) {
    play.elsewhere = true;
    drawPage();
    return;
  }
  play.elsewhere = false;
  if (!resumed) {
    resumed = true;
    const kept = await loadHand().catch(() => undefined);
    const same = (s) =>
      ['edition', 'level', 'seed', 'hands'].every((k) => linked?.[k] == null || linked[k] === (s[k] ?? 1));
    if (kept && same(kept.setup)) {
      const setup = { ...DEFAULT_SETUP, ...kept.setup };
      Object.assign(play, {
        setup,
        game: kept.game ?? { hand: 0, logs: [] },
        delay: kept.delay ?? play.delay,
        timer: TIMERS.includes(kept.timer) ? kept.timer : 0,
      });
      play.coach.always = Boolean(kept.always);
      await ask(kept.actions);
      return;
    }
  }
  const setup = { ...play.setup, ...(linked ?? {}) };
  const same = play.answer && JSON.stringify(setup) === JSON.stringify(play.setup);
  play.setup = setup;
  if (same) {
    armTimer();
    drawPage();
    await reviewHand();
    return;
  }
  await start();
}

/** Another tab took the hand over: whatever this one was asking is dropped. */
function lost() {
  asked++;
  Object.assign(play, { elsewhere: true, busy: false, shown: null });
  drawPage();
}

/** Takes the hand over from the tab that plays it, where it was left. */
async function takeOver() {
  await takeLock({ steal: true, onLost: lost });
  play.elsewhere = false;
  resumed = false;
  cancelAdvice();
  Object.assign(play, { answer: null, review: { at: -1, answer: null } });
  play.coach.at = -1;
  await open();
}

/** Deals the game of the settings anew, from its first hand. */
async function start() {
  play.game = { hand: 0, logs: [] };
  await deal();
}

/** Deals the game's hand. */
async function deal() {
  cancelAdvice();
  Object.assign(play, { answer: null, shown: null, review: { at: -1, answer: null } });
  settle();
  play.coach.at = -1;
  play.coach.advice = null;
  await ask([]);
}

/** How long each seat's move stays (one of DELAYS, in ms). */
/** Shows the settings whole, or folds them to one line. */
function showSetup(open) {
  if (play.setupOpen === Boolean(open)) return;
  play.setupOpen = Boolean(open);
  drawPage();
}

function setDelay(ms) {
  play.delay = DELAYS.includes(ms) ? ms : play.delay;
  drawPage();
}

let tick = null;

/** With the timer on, an offer to the person is passed when its seconds run out
 * (pass is always among the legal answers to an offer). `countdown` says when:
 * `{seconds, until}` (a performance.now() time), drawn as a bar that runs out,
 * so the page is not redrawn each second. Only while the view is open. */
function armTimer() {
  clearTimeout(tick);
  const a = play.answer;
  if (!play.open || !play.timer || !a?.ok || decision() < 0 || !a.view?.offered) {
    play.countdown = null;
    return;
  }
  // The same offer keeps its time (the view opened again, a redraw).
  if (play.countdown?.answer !== a)
    play.countdown = { answer: a, seconds: play.timer, until: performance.now() + play.timer * 1000 };
  tick = setTimeout(
    () => {
      if (play.answer !== a || !play.open || play.busy || play.elsewhere) return;
      play.countdown = null;
      const pass = a.legal.find((x) => x.action === 'pass');
      if (pass) act(pass);
    },
    Math.max(0, play.countdown.until - performance.now()),
  );
}

/** The claim timer: seconds (one of TIMERS), or 0 for none. */
function setTimer(seconds) {
  play.timer = TIMERS.includes(seconds) ? seconds : play.timer;
  armTimer();
  drawPage();
}

/** Changes a setting (`edition`, `level`, `seed`, `opponents`, `hands`) and deals again. */
async function configure(key, value) {
  play.setup = { ...play.setup, [key]: key === 'hands' ? Number(value) : value };
  await start();
}

/** Plays one of the person's legal actions (`{action, tile?, tiles?}`). */
async function act(action) {
  const a = play.answer;
  if (play.busy || play.elsewhere || !a?.ok || a.to_act !== me()) return;
  await ask([...a.actions, { seat: me(), ...action }]);
}

/** A tap on a tile of the hand: discards it, or buries it when burial is on. */
async function discard(tile) {
  const kind = play.bury ? 'conceal' : 'discard';
  const legal = play.answer?.legal?.some((x) => x.action === kind && x.tile === tile);
  if (legal) await act({ action: kind, tile });
}

/** Whether the next tile tapped is buried (only while burial is legal). */
function setBury(on) {
  play.bury = Boolean(on) && Boolean(play.answer?.legal?.some((x) => x.action === 'conceal'));
  drawPage();
}

/** Shows the coach's advice for this decision. */
async function hint() {
  await advise();
  drawPage();
}

/** The coach at every decision, or on request. */
async function setAlways(on) {
  play.coach.always = Boolean(on);
  if (on) await advise();
  drawPage();
}

/** The game's next hand; after its last, a new game on the walls after it. */
async function next() {
  if (!play.answer?.ok || play.answer.to_act) return;
  if (play.gameOver) {
    await configure('seed', play.setup.seed + play.setup.hands);
    return;
  }
  play.game = { hand: play.game.hand + 1, logs: [...play.game.logs, play.answer.log] };
  await deal();
}

function close() {
  play.open = false;
  clearTimeout(tick);
}

/** The game's log so far as JSON lines, as `fourseas replay` reads it: its
 * hands, and once the last is over the engine's `game_end` for a game of more than one. */
export function logText() {
  const end = play.gameOver && play.setup.hands > 1 && play.sheet.game_end ? [play.sheet.game_end] : [];
  return lines([...play.game.logs.flat(), ...(play.answer?.log ?? []), ...end]);
}

/** The game's score sheet as the `session` JSON the score sheet reads, or null before a hand is over. */
export function sessionText() {
  return play.sheet?.session ? JSON.stringify(play.sheet.session) : null;
}

/** The person's seat in the hand shown, and the game's hand: where a replay of it starts. */
export const replayPlace = () => ({ hand: play.game.hand, eyes: me() });

/** Every way to change the Play view's model. */
export const actions = {
  open,
  start,
  configure,
  setDelay,
  showSetup,
  setTimer,
  act,
  discard,
  setBury,
  hint,
  setAlways,
  next,
  close,
  takeOver,
};

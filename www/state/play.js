// The Play view's store, in the style of every store of the page: its `model`
// (the hand being played against three built-in seats, as the engine's `table`
// answers it, and the coach's advice), the `actions` that are the only way to
// change it, and `subscribe` for the page's drawing. The engine decides
// everything: what is legal, the seats' moves, every score and payment; the
// store keeps the actions taken and asks again after each one, shows the
// seats' moves one at a time (`delay`), keeps the hand in IndexedDB after
// every move (play-store.js) and plays in one tab at a time. The person sits
// at East, the dealer.

import { askPlayWorker, cancelAdvice, engineNow } from '../engine/client.js';
import { loadHand, saveHand, takeLock } from './play-store.js';

/** The hand's settings when a link gives none. */
export const DEFAULT_SETUP = { edition: 'standard', level: '', seed: 42, opponents: 'efficiency' };

/** How long each seat's move stays before the next, in ms: the choices offered. */
export const DELAYS = [0, 250, 500, 1000];

const play = {
  open: false,
  setup: { ...DEFAULT_SETUP },
  // The engine's answer for the actions so far (`table`: actions, log, to_act,
  // legal, wall, payments and the person's view), or {error}.
  answer: null,
  // Waiting for the engine (the seats' moves, after the person's), and the
  // hand as shown while the seats' moves are shown one by one.
  busy: false,
  shown: null,
  delay: 500,
  delays: DELAYS,
  // Another tab plays the hand (it took the lock): this one waits.
  elsewhere: false,
  // The next tile tapped is buried face down (Concealed Discard, R27).
  bury: false,
  // The coach: shown on request or always; its advice for the decision at
  // `at` (the number of actions taken), from the engine's analysis.
  coach: { always: false, at: -1, advice: null, pending: false },
  // A refused action's error, shown until the next action.
  error: null,
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

/** The `table` request for the hand with `actions` taken. */
function request(actions) {
  const { edition, level, seed, opponents } = play.setup;
  const seats = { east: 'person', south: opponents, west: opponents, north: opponents };
  return { seed, edition, ...(level ? { level } : {}), seats, actions };
}

/** The person's decision now: the actions taken so far, or -1 when none is due. */
const decision = () => (play.answer?.to_act === 'east' ? play.answer.actions.length : -1);

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
  if (answer.ok)
    saveHand({ setup: play.setup, actions: answer.actions, always: play.coach.always, delay: play.delay }).catch(
      () => {},
    );
  if (play.coach.always) await advise();
  drawPage();
  if (answer.ok && !answer.to_act) await reviewHand();
}

/** Reviews the hand once it is over: the person's decisions next to the advice. */
async function reviewHand() {
  const a = play.answer;
  if (!a?.ok || a.to_act || play.review.at === a.actions.length) return;
  play.review = { at: a.actions.length, answer: null };
  const answer = await askPlayWorker('review', { ...request(a.actions), seat: 'east' });
  if (answer == null) return;
  if (play.review.at === a.actions.length && play.answer === a) play.review.answer = answer;
  drawPage();
}

/** The coach's advice for the decision due, asked once per decision. */
async function advise() {
  const at = decision();
  if (at < 0 || play.coach.at === at) return;
  Object.assign(play.coach, { at, advice: null, pending: true });
  drawPage();
  const advice = await askPlayWorker('advice', play.answer.view.analyze);
  // Cancelled (a new hand), or another decision since.
  if (advice == null || play.coach.at !== at) return;
  Object.assign(play.coach, { advice, pending: false });
}

let resumed = false;

/** Opens the view with a hand: the link's settings (`{edition, level, seed}`),
 * or the hand kept from before (resumed where it was), or the last settings. */
async function open(linked) {
  play.open = true;
  if (!(await takeLock({ onLost: lost }))) {
    play.elsewhere = true;
    drawPage();
    return;
  }
  play.elsewhere = false;
  if (!resumed) {
    resumed = true;
    const kept = await loadHand().catch(() => undefined);
    const same = (s) => ['edition', 'level', 'seed'].every((k) => linked?.[k] == null || linked[k] === s[k]);
    if (kept && same(kept.setup)) {
      Object.assign(play, { setup: kept.setup, delay: kept.delay ?? play.delay });
      play.coach.always = Boolean(kept.always);
      await ask(kept.actions);
      return;
    }
  }
  const setup = { ...play.setup, ...(linked ?? {}) };
  const same = play.answer && JSON.stringify(setup) === JSON.stringify(play.setup);
  play.setup = setup;
  if (same) {
    drawPage();
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

/** Deals the hand of the settings anew. */
async function start() {
  cancelAdvice();
  Object.assign(play, { answer: null, shown: null, review: { at: -1, answer: null } });
  play.coach.at = -1;
  play.coach.advice = null;
  await ask([]);
}

/** How long each seat's move stays (one of DELAYS, in ms). */
function setDelay(ms) {
  play.delay = DELAYS.includes(ms) ? ms : play.delay;
  drawPage();
}

/** Changes a setting (`edition`, `level`, `seed`, `opponents`) and deals again. */
async function configure(key, value) {
  play.setup = { ...play.setup, [key]: value };
  await start();
}

/** Plays one of the person's legal actions (`{action, tile?, tiles?}`). */
async function act(action) {
  const a = play.answer;
  if (play.busy || play.elsewhere || !a?.ok || a.to_act !== 'east') return;
  await ask([...a.actions, { seat: 'east', ...action }]);
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

/** The next hand: the next seed, the same settings. */
async function next() {
  await configure('seed', play.setup.seed + 1);
}

function close() {
  play.open = false;
}

/** The hand's log as JSON lines, as `fourseas replay` reads it. */
export function logText() {
  return (play.answer?.log ?? []).map((e) => `${JSON.stringify(e)}\n`).join('');
}

/** Every way to change the Play view's model. */
export const actions = {
  open,
  start,
  configure,
  setDelay,
  act,
  discard,
  setBury,
  hint,
  setAlways,
  next,
  close,
  takeOver,
};

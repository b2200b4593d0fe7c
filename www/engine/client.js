// The engine behind one interface: its functions on the page's thread once it
// has loaded (with the tables the page takes from it: tile names, the rulebook,
// the edition table, the names of seats, editions, win types and levels), and
// the hand analysis in a worker, where a newer question cancels an older one.

import { editions, rulebook, setNames } from '../shared/names.js';
import { rulebookOf } from '../shared/rulebook.js';
import { setTileInfo, TILE_IDS } from '../shared/tiles.js';
import { engine } from './wasm.js';

let fs = null;

let loading;
/** Loads the engine once and takes its tables once, however many callers ask
 * while it loads (a page of embedded hands); resolves to its functions. */
export function loadEngine() {
  loading ??= engine().then((loaded) => {
    setTileInfo(loaded.parse(TILE_IDS.join('')).tiles);
    setNames(loaded.names());
    // The rulebook the elements ask for too (shared/rulebook.js): asked of the engine once.
    for (const p of rulebookOf(loaded, 'standard').entries) rulebook.set(p.id, p);
    for (const e of loaded.editions().editions) editions.set(e.edition, e);
    fs = loaded;
    return fs;
  });
  return loading;
}

/** The loaded engine (null before `loadEngine` has resolved). */
export const engineNow = () => fs;

let worker = null;
let asked = 0;
let busy = false;

/**
 * Asks the worker for the analysis of `request`, in two steps (the answer
 * without the value model's figures, then with them); `onStep(step, answer)`
 * gets each answer. A question still running is cancelled by a new worker
 * rather than queued.
 */
export function analyseInWorker(request, onStep) {
  if (worker && busy) {
    worker.terminate();
    worker = null;
  }
  worker ??= new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  const id = ++asked;
  busy = true;
  worker.onmessage = (e) => {
    if (e.data.id !== id) return;
    if (e.data.step === 3) busy = false;
    onStep(e.data.step, e.data.answer);
  };
  worker.postMessage({ id, request });
}

// The Play view's two workers: `table` (the seats' moves, never cancelled: a
// hand's moves must all arrive) and `advice` (the coach and the review, slow,
// cancelled when a new hand is dealt). A worker that fails answers every
// question waiting on it with an error, so that nothing waits for ever.
const lanes = { table: null, advice: null, replay: null };
let played = 0;
const waiting = new Map();

function lane(name) {
  if (lanes[name]) return lanes[name];
  const w = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  w.onmessage = (e) => {
    const done = waiting.get(e.data.id);
    if (!done || e.data.step !== 3) return;
    waiting.delete(e.data.id);
    done.resolve(e.data.answer);
  };
  w.onerror = (e) => {
    e.preventDefault();
    settle(name, {
      ok: false,
      error: { code: 'bad_request', reason: 'json', message: String(e.message ?? e), args: {} },
    });
  };
  lanes[name] = w;
  return w;
}

/** Answers every question waiting on lane `name` with `answer`, and drops the lane's worker. */
function settle(name, answer) {
  lanes[name]?.terminate();
  lanes[name] = null;
  for (const [id, q] of waiting)
    if (q.lane === name) {
      waiting.delete(id);
      q.resolve(answer);
    }
}

/**
 * Asks a question of `kind` of the Play and Replay views' workers (`table`: a
 * hand with the built-in seats' moves; `coach`: `decide`, every legal action
 * of the person's decision valued; `review`: a hand's decisions next to the advice; `replay`:
 * an analysis in full at a replay's decision, on a lane of its own so that the
 * replay and the Play view never cancel each other); resolves to the engine's
 * (full) answer, or to null when cancelled.
 */
export function askPlayWorker(kind, request) {
  const name = kind === 'table' || kind === 'replay' ? kind : 'advice';
  const id = ++played;
  return new Promise((resolve) => {
    waiting.set(id, { lane: name, resolve });
    lane(name).postMessage({ id, kind, request });
  });
}

/** Cancels the coach's and the review's questions (a new hand is dealt). */
export function cancelAdvice() {
  settle('advice', null);
}

/** Cancels the replay's question (another hand or log shown). */
export function cancelReplayAdvice() {
  settle('replay', null);
}

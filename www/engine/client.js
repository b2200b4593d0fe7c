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

let player = null;
let played = 0;
const waiting = new Map();

/**
 * Asks a second worker, kept for the Play view, a question of `kind`
 * (`table`: a hand with the built-in seats' moves; `advice`: an analysis in
 * full, the coach's; `review`: a hand's decisions next to the advice); resolves to the engine's answer. Questions are answered in
 * order and never cancelled: a hand's moves must all arrive.
 */
export function askPlayWorker(kind, request) {
  if (!player) {
    player = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    player.onmessage = (e) => {
      const done = waiting.get(e.data.id);
      if (!done || e.data.step !== 3) return;
      waiting.delete(e.data.id);
      done(e.data.answer);
    };
  }
  const id = ++played;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    player.postMessage({ id, kind, request });
  });
}

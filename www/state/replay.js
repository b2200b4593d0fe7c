// The Replay view's store, in the style of every store of the page: its
// `model` (a log, which of its hands, whose eyes, the engine's frames of that
// hand and the step shown), the `actions` that are the only way to change it,
// and `subscribe` for the page's drawing. The engine checks the log and gives
// every frame (`frames`); the store only keeps which one is shown.

import { engineNow } from '../engine/client.js';

const replay = {
  open: false,
  log: '',
  // Which of the log's hands, and how many it holds (the engine's replay says).
  hand: 0,
  hands: 0,
  // Whose eyes: a seat, or null for every hand open.
  eyes: null,
  // The engine's answer: `{ok, seat, frames}` or `{ok: false, error}`.
  answer: null,
  step: 0,
};

/** The store's model: read by the views, written only here. */
export const model = replay;

let drawPage = () => {};
/** The page's drawing of the Replay view, after every change. */
export function subscribe(f) {
  drawPage = f;
}

/** The first seat a person played in the log's hand, whose eyes a replay of a person's hand keeps. */
function personOf(log) {
  const start = log
    .split('\n')
    .filter((l) => l.includes('"start"'))
    .map((l) => {
      try {
        return JSON.parse(l);
      } catch {
        return null;
      }
    })
    .find((e) => e?.type === 'start');
  return Object.entries(start?.names ?? {}).find(([, n]) => n === 'person')?.[0] ?? null;
}

/** Asks the engine the frames of the hand through the eyes chosen. */
function load() {
  const req = { log: replay.log, hand: replay.hand };
  if (replay.eyes) req.seat = replay.eyes;
  replay.answer = engineNow().frames(req);
  const n = replay.answer.ok ? replay.answer.frames.length : 1;
  replay.step = Math.max(0, Math.min(replay.step, n - 1));
}

/** Opens a log (JSON lines): its first hand, from the deal, through a person's eyes if a person played it. */
function open(log) {
  Object.assign(replay, { open: true, log: log ?? replay.log, hand: 0, step: 0 });
  const checked = engineNow().replay(replay.log);
  replay.hands = checked.ok ? checked.hands : 0;
  replay.eyes = personOf(replay.log);
  load();
  drawPage();
}

/** Shows frame `k` (kept within the hand). */
function setStep(k) {
  const n = replay.answer?.ok ? replay.answer.frames.length : 1;
  replay.step = Math.max(0, Math.min(k, n - 1));
  drawPage();
}

/** Shows hand `i` of the log, from its deal. */
function setHand(i) {
  Object.assign(replay, { hand: Math.max(0, Math.min(Number(i) || 0, replay.hands - 1)), step: 0 });
  load();
  drawPage();
}

/** Whose eyes: a seat, or null for open hands. */
function setEyes(seat) {
  replay.eyes = seat || null;
  load();
  drawPage();
}

function close() {
  replay.open = false;
}

/** Every way to change the Replay view's model. */
export const actions = { open, setStep, setHand, setEyes, close };

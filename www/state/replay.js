// The Replay view's store, in the style of every store of the page: its
// `model` (a log, which of its hands, whose eyes, the engine's frames of that
// hand, the step shown and the advice asked there), the `actions` that are the
// only way to change it, and `subscribe` for the page's drawing. The engine
// checks the log and gives every frame (`frames`) and the advice at a
// decision (`analyze` of the frame's request); the store only keeps which is shown.

import { askPlayWorker, cancelReplayAdvice, engineNow } from '../engine/client.js';
import { personOf, startOf } from '../shared/seats.js';

const replay = {
  open: false,
  log: '',
  // Which of the log's hands, and how many it holds (the engine's replay says).
  hand: 0,
  hands: 0,
  // Whose eyes: a seat, or null for every hand open. In a hand a person
  // played, the person's (`person`, their seat): only their own tiles and
  // those revealed are shown, as at the table.
  eyes: null,
  person: null,
  // The engine's answer: `{ok, seat, frames}` or `{ok: false, error}`.
  answer: null,
  step: 0,
  // The hand's players by seat, as its start event names them.
  names: {},
  // The advice at the decision of frame `step`, once asked: the engine's analysis.
  advice: { step: -1, answer: null },
};

/** The store's model: read by the views, written only here. */
export const model = replay;

let drawPage = () => {};
/** The page's drawing of the Replay view, after every change. */
export function subscribe(f) {
  drawPage = f;
}

/** Asks the engine the frames of the hand through the eyes chosen, each decision with its analysis request. */
function load() {
  const req = { log: replay.log, hand: replay.hand, advice: true };
  if (replay.eyes) req.seat = replay.eyes;
  replay.answer = engineNow().frames(req);
  replay.names = startOf(replay.log, replay.hand)?.names ?? {};
  const n = replay.answer.ok ? replay.answer.frames.length : 1;
  replay.step = Math.max(0, Math.min(replay.step, n - 1));
  cancelReplayAdvice();
  replay.advice = { step: -1, answer: null };
}

/** Opens a log (JSON lines) at a hand, a frame and through eyes (by default the
 * first hand, from the deal, through a person's eyes if a person played it). */
function open(log, at = {}) {
  Object.assign(replay, { open: true, log: log ?? replay.log });
  const checked = engineNow().replay(replay.log);
  replay.hands = checked.ok ? checked.hands : 0;
  replay.hand = Math.max(0, Math.min(at.hand ?? 0, replay.hands - 1));
  replay.person = personOf(replay.log, replay.hand);
  replay.eyes = replay.person ?? at.eyes;
  replay.step = at.step ?? 0;
  load();
  drawPage();
}

/** Shows frame `k` (kept within the hand). */
function setStep(k) {
  const n = replay.answer?.ok ? replay.answer.frames.length : 1;
  replay.step = Math.max(0, Math.min(k, n - 1));
  drawPage();
}

/** Shows hand `i` of the log, from its deal; a person's eyes follow the person to their seat. */
function setHand(i) {
  Object.assign(replay, { hand: Math.max(0, Math.min(Number(i) || 0, replay.hands - 1)), step: 0 });
  replay.person = personOf(replay.log, replay.hand);
  if (replay.person) replay.eyes = replay.person;
  load();
  drawPage();
}

/** Whose eyes: a seat, or null for open hands (a person's hand keeps the person's). */
function setEyes(seat) {
  if (replay.person) return;
  replay.eyes = seat || null;
  load();
  drawPage();
}

/** The advice at the shown frame's decision: the engine's analysis of the request the frame carries. */
async function advise() {
  const step = replay.step;
  const request = replay.answer?.ok ? replay.answer.frames[step]?.analyze : null;
  if (!request || replay.advice.step === step) return;
  replay.advice = { step, answer: null };
  drawPage();
  const answer = await askPlayWorker('replay', request);
  if (answer == null || replay.advice.step !== step) return;
  replay.advice.answer = answer;
  drawPage();
}

function close() {
  replay.open = false;
}

/** Every way to change the Replay view's model. */
export const actions = { open, setStep, setHand, setEyes, advise, close };

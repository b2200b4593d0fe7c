// The training's progress in IndexedDB: one record per answered question,
// added and never changed, so two tabs answering at once both keep theirs.
// Other tabs hear of each answer on a BroadcastChannel.

import { opener, transact } from './idb.js';

const DB = 'fourseas-training';
const STORE = 'answers';

const db = opener(DB, (d) => d.createObjectStore(STORE, { autoIncrement: true }));
const tx = (mode, f) => transact(db, STORE, mode, f);

const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('fourseas.training') : null;

/** Keeps one answer: `{at, kind, edition, seed, difficulty, correct, patterns: [{id, right}]}`. */
export async function record(answer) {
  await tx('readwrite', (s) => s.add(answer));
  channel?.postMessage('changed');
}

/** Every answer kept, oldest first. */
export const answers = () => tx('readonly', (s) => s.getAll());

/** Forgets every answer. */
export async function clearAnswers() {
  await tx('readwrite', (s) => s.clear());
  channel?.postMessage('changed');
}

/** Calls `f` when another tab records or clears answers. */
export function onOtherTab(f) {
  if (channel) channel.onmessage = f;
}

// The training's progress in IndexedDB: one record per answered question,
// added and never changed, so two tabs answering at once both keep theirs.
// Other tabs hear of each answer on a BroadcastChannel.

const DB = 'fourseas-training';
const STORE = 'answers';

let connection = null;
function db() {
  connection ??= new Promise((ok, fail) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { autoIncrement: true });
    req.onsuccess = () => ok(req.result);
    req.onerror = () => fail(req.error);
  });
  return connection;
}

async function tx(mode, f) {
  const d = await db();
  return new Promise((ok, fail) => {
    const x = d.transaction(STORE, mode);
    const r = f(x.objectStore(STORE));
    x.oncomplete = () => ok(r?.result);
    x.onerror = () => fail(x.error);
  });
}

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

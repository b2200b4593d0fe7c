// The hand in play kept in IndexedDB after every move, so that a reload
// resumes it exactly (its settings and every action taken: the engine deals
// and plays the same again), and one tab at a time playing it: a Web Lock that
// a second tab may take over, the first then told it was.

import { opener, transact } from './idb.js';

const STORE = 'hand';
const db = opener('fourseas-play', (d) => d.createObjectStore(STORE));

/** Keeps the hand: `{setup, actions, always, delay}`. */
export const saveHand = (hand) => transact(db, STORE, 'readwrite', (s) => s.put(hand, 'current'));

/** The hand kept, or undefined. */
export const loadHand = () => transact(db, STORE, 'readonly', (s) => s.get('current'));

let release = null;
let pending = null;

/**
 * Takes the play lock (with `steal`, from another tab that holds it); resolves
 * to whether this tab holds it. `onLost` is called if another tab takes it
 * over later. Without Web Locks every tab plays.
 */
export function takeLock({ steal = false, onLost }) {
  if (!navigator.locks || release) return Promise.resolve(true);
  // A second call while the first waits for the lock shares its answer.
  if (pending && !steal) return pending;
  pending = new Promise((resolve) => {
    navigator.locks
      .request('fourseas-play', steal ? { steal: true } : { ifAvailable: true }, (lock) => {
        if (!lock) {
          resolve(false);
          return undefined;
        }
        resolve(true);
        // Held until released, or taken by another tab (the request then rejects).
        return new Promise((done) => {
          release = done;
        });
      })
      .catch(() => {
        release = null;
        onLost();
      });
  }).finally(() => {
    pending = null;
  });
  return pending;
}

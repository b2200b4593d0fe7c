// Runs the engine's hand analysis off the page's thread, so a slow discard table
// never blocks typing. Each question is answered in steps: 1 while the engine
// loads, 2 with the table but not the value model's figures (no draws left),
// 3 in full. The page ignores stale answers and restarts the worker to cancel.
import { engine } from './engine.js';

const ready = engine();
self.onmessage = async (event) => {
  const { id, request, discards } = event.data;
  const fs = await ready;
  // A discard table's value figures take longest: the rest of it comes first.
  if (discards) {
    self.postMessage({ id, step: 2, answer: fs.analyze({ ...request, draws_left: 0 }) });
  }
  self.postMessage({ id, step: 3, answer: fs.analyze(request) });
};

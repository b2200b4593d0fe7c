// Runs the engine's hand analysis off the page's thread, so a slow analysis
// never blocks typing. Each question is answered in steps: 1 while the engine
// loads, 2 with the waits, table and calls but not the value model's figures
// (no rounds left), 3 in full. The page ignores stale answers and restarts the
// worker to cancel.
import { engine } from './wasm.js';

const ready = engine();
self.onmessage = async (event) => {
  const { id, request } = event.data;
  const fs = await ready;
  // The value model's figures take longest: the rest comes first.
  self.postMessage({ id, step: 2, answer: fs.analyze({ ...request, draws_left: 0 }) });
  self.postMessage({ id, step: 3, answer: fs.analyze(request) });
};

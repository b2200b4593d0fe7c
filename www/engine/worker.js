// Runs the engine's slow questions off the page's thread, so a slow analysis
// never blocks typing. An analysis is answered in steps: 1 while the engine
// loads, 2 with the waits, table and calls but not the value model's figures
// (no rounds left), 3 in full. The page ignores stale answers and restarts the
// worker to cancel. A hand at the table (`kind: 'table'`: the built-in seats'
// moves), the coach's `decide` (`coach`), a replay's advice (`replay`: an
// analysis in full) and a hand's `review` are answered once, as step 3.
import { engine } from './wasm.js';

const ready = engine();
self.onmessage = async (event) => {
  const { id, kind, request } = event.data;
  const fs = await ready;
  const once = { table: fs.table, coach: fs.decide, replay: fs.analyze, review: fs.review }[kind];
  if (once) {
    self.postMessage({ id, step: 3, answer: once(request) });
    return;
  }
  // The calculator's analysis: the value model's figures take longest, the rest comes first.
  self.postMessage({ id, step: 2, answer: fs.analyze({ ...request, draws_left: 0 }) });
  self.postMessage({ id, step: 3, answer: fs.analyze(request) });
};

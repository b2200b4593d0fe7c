// Runs the engine's hand analysis off the page's thread, so a slow discard table
// never blocks typing. One request at a time; the page ignores stale answers and
// restarts the worker to cancel a long one.
import { engine } from './engine.js';

const ready = engine();
self.onmessage = async (event) => {
  const { id, request } = event.data;
  const fs = await ready;
  self.postMessage({ id, answer: fs.analyze(request) });
};

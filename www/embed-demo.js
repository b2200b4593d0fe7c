// Fills the demo page with every Standard Level example hand (examples.json, built
// from the test fixture), each as a <fourseas-hand> captioned from the rulebook.
import { engine } from './engine/wasm.js';

const list = document.getElementById('examples');
const [examples, fs] = await Promise.all([fetch('examples.json').then((r) => r.json()), engine()]);
const rows = new Map(fs.patterns('standard').patterns.map((p) => [p.id, p]));
for (const ex of examples) {
  const p = rows.get(ex.id);
  const figure = document.createElement('figure');
  const caption = document.createElement('figcaption');
  caption.textContent = `${ex.id} ${p.name} · ${p.name_zh} (${p.points}) — ${ex.source}`;
  const hand = document.createElement('fourseas-hand');
  hand.setAttribute('hand', ex.hand);
  hand.dataset.id = ex.id;
  figure.append(caption, hand);
  list.append(figure);
}
list.dataset.count = String(examples.length);

// The shape of the code: no hand-written file under www/, src/ or wasm/src/ is
// over 500 lines, and no view writes the state: only state.js,
// sheet-state.js and train-state.js assign to the state, the computed view,
// the analysis, the sheet or the training. Prints what is wrong and exits 1.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MAX_LINES = 500;
// Written by the build or generated from the engine, not by hand.
const GENERATED = new Set(['www/tile-art.js', 'www/sw-version.js', 'www/examples.json']);

function files(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) return name === 'pkg' ? [] : files(p);
      return /\.(rs|js|mjs|css|html)$/.test(name) ? [p] : [];
    });
}

const problems = [];
for (const dir of ['www', 'src', 'wasm/src']) {
  for (const f of files(join(root, dir))) {
    const rel = relative(root, f);
    const lines = readFileSync(f, 'utf8').split('\n').length - 1;
    if (!GENERATED.has(rel) && lines > MAX_LINES) problems.push(`${rel}: ${lines} lines (at most ${MAX_LINES})`);
  }
}

const STATE_MODULES = new Set(['www/state.js', 'www/sheet-state.js', 'www/train-state.js']);
const written =
  /\b(state|ui|view|analysis|sheetState|history|train)\.[\w.[\]]+\s*(?:[-+*/]?=(?!=)|\+\+|--)|\b(state|ui|analysis|sheetState|train)\.\w+\.(?:push|pop|splice|shift|sort)\(|Object\.assign\((state|ui|analysis|sheetState|train)\b/;
for (const f of files(join(root, 'www'))) {
  const rel = relative(root, f);
  if (STATE_MODULES.has(rel) || !rel.endsWith('.js')) continue;
  for (const [i, line] of readFileSync(f, 'utf8').split('\n').entries()) {
    if (written.test(line.replace(/\/\/.*$/, ''))) problems.push(`${rel}:${i + 1}: writes the state: ${line.trim()}`);
  }
}

if (problems.length) {
  console.error(`layout:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`layout: no file over ${MAX_LINES} lines; only the state modules write the state`);

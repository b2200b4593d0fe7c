// The shape of the code: no hand-written file under www/, src/ or wasm/src/ is
// over 500 lines; each folder of the front end imports only what its place in
// the architecture allows (views never the engine nor a store); and only the
// stores (www/state/) write the state. Prints what is wrong and exits 1.
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

// The front end's folders and what each may import (by its import statements,
// resolved to files): shared/ (words, formatting, tiles, the engine's names and
// tables, the link format) only shared/ and the locales; engine/ (the worker
// client and the request builders) the built engine and shared/; state/ (the
// stores) engine/, shared/ and state/; views/ shared/, views/ and elements/,
// never the engine or a store (they get the model and the handlers); elements/
// (self-contained embeds, which load the engine themselves) engine/, shared/
// and elements/. The page's entry points at the root wire them together.
const MAY_IMPORT = {
  shared: ['shared', 'locales', 'tile-art.js'],
  engine: ['engine', 'shared', 'pkg'],
  state: ['state', 'engine', 'shared'],
  views: ['views', 'shared', 'elements'],
  elements: ['elements', 'engine', 'shared'],
};
const www = join(root, 'www');
for (const f of files(www)) {
  const rel = relative(www, f);
  const folder = rel.includes('/') ? rel.split('/')[0] : null;
  if (!folder || !(folder in MAY_IMPORT) || !rel.endsWith('.js')) continue;
  const text = readFileSync(f, 'utf8');
  const imports =
    /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]|new URL\(\s*['"]([^'"]+)['"]/g;
  for (const m of text.matchAll(imports)) {
    // A static import, one for its effect, a dynamic one or a worker's URL.
    const spec = m[1] ?? m[2] ?? m[3] ?? m[4];
    // Relative modules only: a stylesheet or a page an element links to is no import.
    if (!spec?.startsWith('.') || !spec.endsWith('.js')) continue;
    const target = relative(www, join(dirname(f), spec));
    const top = target.includes('/') ? target.split('/')[0] : target;
    if (!MAY_IMPORT[folder].includes(top)) problems.push(`www/${rel}: ${folder}/ may not import ${target}`);
  }
}

// Only the stores write the state: no view, element or shared module assigns to a model.
const written =
  /\b(state|ui|view|analysis|sheetState|history|train|store|model)\.[\w.[\]]+\s*(?:[-+*/]?=(?!=)|\+\+|--)|\b(state|ui|analysis|sheetState|train|store|model)\.\w+\.(?:push|pop|splice|shift|sort)\(|Object\.assign\((state|ui|analysis|sheetState|train|store|model)\b/;
for (const f of files(www)) {
  const rel = relative(root, f);
  if (rel.startsWith('www/state/') || !rel.endsWith('.js')) continue;
  for (const [i, line] of readFileSync(f, 'utf8').split('\n').entries()) {
    if (written.test(line.replace(/\/\/.*$/, ''))) problems.push(`${rel}:${i + 1}: writes the state: ${line.trim()}`);
  }
}

if (problems.length) {
  console.error(`layout:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `layout: no file over ${MAX_LINES} lines; every folder imports only what it may; only the stores write the state`,
);

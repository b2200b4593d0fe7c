// No import cycle anywhere: among the engine's modules (src/, by `use crate::…`,
// `crate::…` paths and `super::…` in a folder module) and among the page's ES
// modules (www/, by relative imports). Prints each cycle found and exits 1.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function files(dir, ext) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) {
      if (!['pkg', 'bin', 'node_modules'].includes(name)) out.push(...files(p, ext));
    } else if (name.endsWith(ext)) out.push(p);
  }
  return out;
}

/** The cycles of a graph (node → set of nodes), each as a path. */
export function cycles(graph) {
  const found = [];
  const state = new Map();
  const stack = [];
  const visit = (n) => {
    state.set(n, 'open');
    stack.push(n);
    for (const m of graph.get(n) ?? []) {
      if (state.get(m) === 'open') found.push([...stack.slice(stack.indexOf(m)), m]);
      else if (!state.has(m)) visit(m);
    }
    stack.pop();
    state.set(n, 'done');
  };
  for (const n of [...graph.keys()].sort()) if (!state.has(n)) visit(n);
  return found;
}

/** The engine's module graph: `a::b` names the module of src/a/b.rs (or src/a/b/mod.rs). */
export function rustGraph(src) {
  const modules = new Map();
  for (const f of files(src, '.rs')) {
    const rel = relative(src, f)
      .replace(/\.rs$/, '')
      .replace(/\/mod$/, '');
    if (rel === 'lib') continue;
    modules.set(rel.split('/').join('::'), f);
  }
  // What a folder module re-exports from its children: `api::Request` is `api::score`'s.
  const reexports = new Map();
  for (const [name, f] of modules) {
    for (const [, child, list] of readFileSync(f, 'utf8').matchAll(/pub use (\w+)::\{?([^};]*)\}?;/g)) {
      for (const item of list
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean)) {
        if (modules.has(`${name}::${child}`)) reexports.set(`${name}::${item}`, `${name}::${child}`);
      }
    }
  }
  const known = (path) => {
    if (reexports.has(path)) return reexports.get(path);
    const parts = path.split('::');
    for (let i = parts.length; i > 0; i--) {
      const m = parts.slice(0, i).join('::');
      if (modules.has(m)) return m;
    }
    return null;
  };
  const graph = new Map();
  for (const [name, f] of modules) {
    // Comments and strings name no module; `$crate` paths are a macro's, resolved where it expands.
    const text = readFileSync(f, 'utf8')
      .replace(/\/\/.*$/gm, '')
      .replace(/"(?:[^"\\]|\\.)*"/g, '""');
    const parent = name.includes('::') ? name.slice(0, name.lastIndexOf('::')) : null;
    const edges = new Set();
    const add = (target) => {
      const m = target && known(target);
      // A module's own children are declared by it, not imported.
      if (m && m !== name && !m.startsWith(`${name}::`)) edges.add(m);
    };
    for (const [, path] of text.matchAll(/(?<![\w$])crate::((?:\w+::)*\w+)/g)) add(path);
    for (const [, path] of text.matchAll(/(?<![\w$:])super::((?:\w+::)*\w+)/g)) {
      // `super::` in a module's own tests is the module itself.
      if (parent) add(`${parent}::${path}`);
    }
    // A brace list: `use crate::{a::x, b}`.
    for (const [, list] of text.matchAll(/use crate::\{([^}]*)\}/g)) {
      for (const item of list.split(',')) add(item.trim().split('::')[0]);
    }
    graph.set(name, edges);
  }
  return graph;
}

/** The page's module graph, by relative imports. */
export function jsGraph(www) {
  const graph = new Map();
  for (const f of files(www, '.js')) {
    const text = readFileSync(f, 'utf8');
    const edges = new Set();
    for (const [, spec] of text.matchAll(
      /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g,
    )) {
      if (spec) edges.add(relative(www, resolve(dirname(f), spec)));
    }
    graph.set(relative(www, f), edges);
  }
  return graph;
}

const report = [
  ...cycles(rustGraph(join(root, 'src'))).map((c) => `src: ${c.join(' → ')}`),
  ...cycles(jsGraph(join(root, 'www'))).map((c) => `www: ${c.join(' → ')}`),
];
if (report.length) {
  console.error(`import cycles:\n  ${report.join('\n  ')}`);
  process.exit(1);
}
console.log('no import cycles in src/ or www/');

// Loads the WebAssembly engine once, for the page and the embeddable element.
import init, * as wasm from '../pkg/fourseas_wasm.js';

let ready;

/** Resolves to the engine's functions (see its declarations, wasm/fourseas.d.ts): score,
 * conditions, analyze, session, editions, names, patterns, parse, format, version. */
export function engine() {
  ready ??= init({ module_or_path: new URL('../pkg/fourseas_wasm_bg.wasm', import.meta.url) }).then(() => wasm);
  return ready;
}

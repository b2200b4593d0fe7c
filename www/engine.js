// Loads the WebAssembly engine once, for the page and the embeddable element.
import init, * as wasm from './pkg/fourseas_wasm.js';

let ready;

/** Resolves to the engine's functions: score, patterns, parse, format, version. */
export function engine() {
  ready ??= init({ module_or_path: new URL('./pkg/fourseas_wasm_bg.wasm', import.meta.url) }).then(() => wasm);
  return ready;
}

#!/usr/bin/env bash
# Builds the WebAssembly module for the web page: size-tuned release profile,
# wasm-bindgen --target web into www/pkg, then wasm-opt where it works.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

cargo build -p fourseas-wasm --target wasm32-unknown-unknown --profile wasm-release
wasm-bindgen --target web --out-dir www/pkg target/wasm32-unknown-unknown/wasm-release/fourseas_wasm.wasm
wasm=www/pkg/fourseas_wasm_bg.wasm
# binaryen's wasm-opt from npm (package.json); an older one (Debian's 108) breaks the
# reference-types table that wasm-bindgen emits, so it is not used.
opt=node_modules/.bin/wasm-opt
if [ -x "$opt" ]; then
  # Rust enables these wasm features by default; wasm-opt needs them named.
  if "$opt" -Oz --enable-bulk-memory --enable-reference-types --enable-sign-ext \
       --enable-mutable-globals --enable-nontrapping-float-to-int --enable-multivalue \
       --strip-debug --strip-producers "$wasm" -o "$wasm.opt"; then
    mv "$wasm.opt" "$wasm"
  else
    rm -f "$wasm.opt"
    echo "wasm-opt could not read this module; keeping the unoptimized build" >&2
  fi
else
  echo "wasm-opt not installed (npm ci brings it); keeping the unoptimized build" >&2
fi
raw=$(stat -c %s "$wasm")
gz=$(gzip -9 -c "$wasm" | wc -c)
echo "fourseas_wasm_bg.wasm: $raw bytes raw, $gz bytes gzipped"

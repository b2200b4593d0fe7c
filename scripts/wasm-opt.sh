#!/usr/bin/env bash
# Shrinks a wasm-bindgen module in place with binaryen's wasm-opt, as the page's
# module is built (scripts/build-wasm.sh); keeps it as it is where that fails.
# Usage: bash scripts/wasm-opt.sh FILE.wasm
set -euo pipefail
cd "$(dirname "$0")/.."
wasm=$1
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

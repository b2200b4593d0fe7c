#!/usr/bin/env bash
# Builds the WebAssembly module for the web page: size-tuned release profile,
# wasm-bindgen --target web into www/pkg, then wasm-opt where it works.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

cargo build -p fourseas-wasm --target wasm32-unknown-unknown --profile wasm-release
wasm-bindgen --target web --out-dir www/pkg "${CARGO_TARGET_DIR:-target}/wasm32-unknown-unknown/wasm-release/fourseas_wasm.wasm"
wasm=www/pkg/fourseas_wasm_bg.wasm
bash scripts/wasm-opt.sh "$wasm"
raw=$(stat -c %s "$wasm")
gz=$(gzip -9 -c "$wasm" | wc -c)
echo "fourseas_wasm_bg.wasm: $raw bytes raw, $gz bytes gzipped"

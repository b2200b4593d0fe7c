#!/usr/bin/env bash
# Every test: the engine and CLI (unit, integration, doc tests), the WebAssembly
# module under Node and in headless Chromium, the web page end to end, then the
# crate and the npm package as they would be published (dry runs).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-tools.sh --browser
export PATH="$HOME/.cargo/bin:$PATH"
# Each phase says how long the run has taken so far, to keep it well within CI's time.
phase() { echo "== $1 (${SECONDS} s so far) =="; }

phase "the quick check (npm run check)"
bash scripts/check.sh

phase "engine and CLI"
cargo test --workspace --features typescript

phase "WebAssembly under Node and in Chromium"
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner
export CHROMEDRIVER=/usr/bin/chromedriver
# The runner reads webdriver.json (headless, --no-sandbox for root) from the crate folder.
(cd wasm && cargo test --target wasm32-unknown-unknown --test node --test browser)

phase "build the page's module"
bash scripts/build-wasm.sh
bash scripts/build-examples.sh
# A test that hangs fails after ten minutes instead of holding up the run.
phase "WebAssembly module against hostile values"
node --test --test-timeout=600000 tests/node/
phase "web page"
node --test --test-concurrency=1 --test-timeout=600000 tests/e2e/
phase "the crate and the npm package, as they would be published"
cargo publish --dry-run --allow-dirty --quiet -p fourseas
npm publish --dry-run --silent
phase "done"

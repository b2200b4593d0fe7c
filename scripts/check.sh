#!/usr/bin/env bash
# The quick check, in seconds once built: formatting and lints of the engine
# and the page, the page's words in both locales, the TypeScript declarations
# against the engine's types, rustdoc links that all resolve, no import cycle
# in src/ or www/, no file over 500 lines and no view that writes the state.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-tools.sh
export PATH="$HOME/.cargo/bin:$PATH"

cargo fmt --all --check
cargo clippy --workspace --all-targets --features typescript --quiet -- -D warnings
npx biome check --error-on-warnings
node scripts/check-i18n.mjs
cargo test --quiet -p fourseas-wasm --features typescript --test declarations
RUSTDOCFLAGS="-D rustdoc::broken-intra-doc-links -D rustdoc::private-intra-doc-links" \
  cargo doc --quiet --no-deps --lib
node scripts/check-cycles.mjs
node scripts/check-layout.mjs

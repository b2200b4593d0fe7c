#!/usr/bin/env bash
# The quick check, in seconds once built: formatting and lints of the engine
# and the page, the page's words in both locales, the TypeScript declarations
# against the engine's types, and no import cycle in src/ or www/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-tools.sh
export PATH="$HOME/.cargo/bin:$PATH"

cargo fmt --all --check
cargo clippy --workspace --all-targets --features typescript --quiet -- -D warnings
npx biome check --error-on-warnings
node scripts/check-i18n.mjs
cargo test --quiet --features typescript --test it typescript
node scripts/check-cycles.mjs

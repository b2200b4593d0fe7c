#!/usr/bin/env bash
# Writes www/examples.json, the embed demo's hands, with the tests' own fixture
# reader (examples/embed_examples.rs), then stamps the service worker's version.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
cargo run --quiet --example embed_examples > www/examples.json.tmp
mv www/examples.json.tmp www/examples.json
# Last, so the version covers every file of the page.
node scripts/stamp-version.mjs

#!/usr/bin/env bash
# The main job: install what is missing, build the WebAssembly module, and serve
# the calculator on http://localhost:8080/ (PORT to change it).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-tools.sh
bash scripts/build-wasm.sh
bash scripts/build-examples.sh
exec node scripts/serve.mjs "${PORT:-8080}"

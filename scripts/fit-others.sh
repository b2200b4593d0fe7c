#!/usr/bin/env bash
# Refits the table model (the others' hazards and each discard's danger) on
# arena hands and writes src/analysis/others.json: Standard IV on the recorded
# hands of four `advice` seats (data/hands/, scripts/record-hands.sh),
# every other edition and level on 3,000 walls each from seed 1,000,000 of
# four `efficiency` seats, played here. About five minutes on two cores; the
# same figures give the same file.
set -euo pipefail
cd "$(dirname "$0")/.."
walls="${1:-3000}"
seed="${2:-1000000}"
jobs="${3:-2}"
cargo run --release --quiet --example fit_others -- "$walls" "$seed" "$jobs" > src/analysis/others.json.new
mv src/analysis/others.json.new src/analysis/others.json
echo "wrote src/analysis/others.json ($walls walls from seed $seed)"

#!/usr/bin/env bash
# Side by side in one run: the engine natively, PyMahjongGB's MahjongFanCalculator
# (the Chinese Official C++ calculator) and the engine in WebAssembly under Node,
# all on the benchmark corpus (benches/corpus.rs, 1000 random winning hands);
# then where a wasm call's time goes (scripts/bench-wasm-parts.mjs), down to the
# engine alone inside wasm. Not part of the test command. Needs
# `pip install PyMahjongGB` and `npm run build`.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

corpus=$(mktemp)
trap 'rm -f "$corpus"' EXIT
cargo run --quiet --release --example corpus > "$corpus"

native=$(cargo bench --quiet --bench score -- --warm-up-time 2 --measurement-time 5 2>/dev/null \
  | awk '/time:/ && !done { v = $4; u = $5; done = 1 } END { print v, u }')
read -r nv nu <<< "$native"
# The corpus holds 1000 hands: milliseconds per corpus are microseconds per hand.
case "$nu" in ms) native_us=$nv;; µs) native_us=$(awk -v v="$nv" 'BEGIN { printf "%.4f", v / 1000 }');; *) native_us=$nv;; esac
read -r peer_us peer_hps < <(python3 scripts/bench-peers.py < "$corpus")
wasm_line=$(node scripts/bench-node.mjs)
wasm_us=$(sed -E 's/.* ([0-9.]+) µs per call.*/\1/' <<< "$wasm_line")
parts=$(node scripts/bench-wasm-parts.mjs)
alone_us=$(awk -F'|' '/score alone/ { gsub(/ /, "", $3); print $3 }' <<< "$parts")

printf '| what | µs per hand | hands/s |\n|---|---|---|\n'
awk -v n="$native_us" -v p="$peer_us" -v ph="$peer_hps" -v w="$wasm_us" 'BEGIN {
  printf "| engine native (`cargo bench --bench score`) | %.2f | %d |\n", n, 1e6 / n
  printf "| PyMahjongGB `MahjongFanCalculator` | %.2f | %d |\n", p, ph
  printf "| engine in wasm under Node (`scripts/bench-node.mjs`) | %.2f | %d |\n", w, 1e6 / w
  printf "\nnative vs PyMahjongGB: %.2f× the hands/s; wasm vs native: %.2f× the time\n", p / n, w / n
}'
printf '\n%s\n' "$parts"
awk -v n="$native_us" -v a="$alone_us" 'BEGIN { printf "\nthe engine alone in wasm vs native: %.2f× the time\n", a / n }'

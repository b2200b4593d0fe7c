#!/usr/bin/env bash
# The value model side by side in one run: the analysis corpus
# (tests/data/analysis-corpus.jsonl, 60 positions a shanten 0-3) analysed
# natively (`cargo bench --bench analysis_corpus`) and by the WebAssembly module
# under Node (scripts/bench-analysis-node.mjs --corpus), then the wasm/native
# ratio of the mean time per position, and the peak memory of each. Not part of
# the test command. Needs `npm run build`.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

cargo bench --quiet --bench analysis_corpus --no-run 2>/dev/null
bin=$(ls -t "${CARGO_TARGET_DIR:-target}"/release/deps/analysis_corpus-* | grep -v '\.d$' | head -1)
peak=$(mktemp)
trap 'rm -f "$peak"' EXIT
native=$(/usr/bin/time -f %M -o "$peak" "$bin")
wasm=$(node scripts/bench-analysis-node.mjs --corpus)
echo "native:"
echo "$native"
echo "native peak memory: $(awk '{ printf "%.1f MiB", $1 / 1024 }' "$peak") (the whole process)"
echo
echo "wasm under Node:"
echo "$wasm"
echo
echo "| rounds | shanten | wasm/native, mean time |"
echo "|---|---|---|"
paste -d'|' <(grep -E '^\| [0-9]' <<< "$native") <(grep -E '^\| [0-9]' <<< "$wasm") \
  | awk -F'|' '{ printf "| %s | %s | %.2f× |\n", $2 + 0, $3 + 0, $17 / $8 }'

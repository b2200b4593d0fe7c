#!/usr/bin/env bash
# The table model's proof at the table: duplicate 1 versus 3 at a Standard
# level, walls 9,000,000 to 9,000,999 (held out from the fit's and the
# calibration's), one `table` seat against three `advice` and against three
# `efficiency`, and one `advice` and one `efficiency` against three `table`.
#
#   bash scripts/arena-proof.sh [LEVEL] [JOBS]      # IV and 2 by default
#
# Slow (one `table` against three `advice` is 8 to 9 CPU-seconds a wall), so
# it plays 125 walls at a time into docs/arena/proof/LEVEL/CHALLENGER-CHAMPION/
# (a file per first seed, written whole or not at all) and picks up where it
# stopped; each run's summary is the merge of its files,
# docs/arena/proof/LEVEL/CHALLENGER-CHAMPION.json. The files are only good for
# the engine that played them: delete the level's folder when the seats' play
# changes (the table model's data is checked here; the code is not).
set -euo pipefail
cd "$(dirname "$0")/.."
level="${1:-IV}"
jobs="${2:-2}"
first=9000000
walls=1000
chunk=125
dir="docs/arena/proof/$level"
cargo build --release --quiet --features cli --bin fourseas
bin=./target/release/fourseas
mkdir -p "$dir"
model=$(sha256sum src/analysis/others.json | cut -c1-16)
if [ -f "$dir/model" ] && [ "$(cat "$dir/model")" != "$model" ]; then
  echo "$dir was played with another table model; delete it to play again" >&2
  exit 1
fi
echo "$model" > "$dir/model"
for run in table:advice table:efficiency advice:table efficiency:table; do
  challenger="${run%%:*}"
  champion="${run##*:}"
  runs="$dir/$challenger-$champion"
  mkdir -p "$runs"
  for ((seed = first; seed < first + walls; seed += chunk)); do
    # A file may hold more walls than a chunk (an earlier run's): skip what it covers.
    if node -e '
      const fs = require("fs");
      const [runs, seed] = [process.argv[1], Number(process.argv[2])];
      const covered = fs.readdirSync(runs).filter((f) => f.endsWith(".json"))
        .some((f) => JSON.parse(fs.readFileSync(`${runs}/${f}`, "utf8")).seeds.some(([a, b]) => a <= seed && seed < b));
      process.exit(covered ? 0 : 1);' "$runs" "$seed"
    then
      continue
    fi
    echo "$level: $challenger against three $champion, walls $seed to $((seed + chunk - 1))" >&2
    "$bin" arena --challenger "$challenger" --champion "$champion" --seed "$seed" --walls "$chunk" \
      --level "$level" --jobs "$jobs" --quiet > "$runs/$seed.json.new"
    mv "$runs/$seed.json.new" "$runs/$seed.json"
  done
  "$bin" arena --merge "$runs"/*.json > "$runs.json"
  echo "wrote $runs.json" >&2
done

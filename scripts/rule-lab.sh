#!/usr/bin/env bash
# The rule lab's measurements (docs/rule-lab.md): four equal seats at every
# edition and level, Standard with and without Concealed Discard, and four
# advice seats at Standard IV. Summaries go to DIR (default docs/rule-lab/), one
# JSON file each; `node scripts/rule-lab.mjs DIR > docs/rule-lab.md` writes the
# page (ADVICE_BOTH=1 adds four advice seats without Concealed Discard); a run
# whose file is there already is skipped, so the script resumes where it stopped.
# HANDS (default 20000) and ADVICE_HANDS (default 1000) set the sizes;
# JOBS (default 2) the threads. Seeds: 0 .. HANDS for every configuration, so
# every row is played on the same walls.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-docs/rule-lab}
hands=${HANDS:-20000}
advice_hands=${ADVICE_HANDS:-1000}
jobs=${JOBS:-2}
mkdir -p "$dir"
cargo build --release --quiet
fs=target/release/fourseas
four=efficiency,efficiency,efficiency,efficiency
for edition in beginner basic intermediate standard; do
  for level in II III IV V; do
    out="$dir/$edition-$level.json"
    [ -s "$out" ] || "$fs" arena --seats $four --edition $edition --level $level \
      --walls "$hands" --jobs "$jobs" --quiet > "$out"
  done
done
out="$dir/standard-IV-no-concealed-discard.json"
[ -s "$out" ] || "$fs" arena --seats $four --edition standard --level IV --no-concealed-discard \
  --walls "$hands" --jobs "$jobs" --quiet > "$out"
for cd in "" ${ADVICE_BOTH:+--no-concealed-discard}; do
  out="$dir/standard-IV-advice${cd:+-no-concealed-discard}.json"
  [ -s "$out" ] || "$fs" arena --seats advice,advice,advice,advice --edition standard --level IV $cd \
    --walls "$advice_hands" --jobs "$jobs" --quiet > "$out"
done

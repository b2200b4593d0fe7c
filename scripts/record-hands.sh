#!/usr/bin/env bash
# Records the hands the table model of Standard IV is fitted and tested on
# (data/hands/): four `advice` seats, walls 1,000,000 to 1,001,499 to fit and
# 7,000,000 to 7,000,599 held out. A slow lineup (about two seconds a hand on
# one core: some 35 minutes on two cores), so its hands are kept and replayed;
# `scripts/fit-others.sh` then refits from them. The same engine gives the
# same files. A level given as the first argument records that level instead.
set -euo pipefail
cd "$(dirname "$0")/.."
levels="${1:-IV}"
jobs="${2:-2}"
seats=advice,advice,advice,advice
mkdir -p data/hands
cargo build --release --quiet --example record_hands
for level in $levels; do
  for part in "fit 1000000 1500" "held-out 7000000 600"; do
    set -- $part
    ./target/release/examples/record_hands standard "$level" "$seats" "$2" "$3" "$jobs" > "data/hands/standard-$level.$1.hands.new"
    mv "data/hands/standard-$level.$1.hands.new" "data/hands/standard-$level.$1.hands"
    echo "wrote data/hands/standard-$level.$1.hands ($3 walls from $2)"
  done
done

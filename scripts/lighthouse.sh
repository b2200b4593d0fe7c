#!/usr/bin/env bash
# Lighthouse (mobile, its default throttling) on the calculator as served by
# scripts/serve.mjs: prints performance, accessibility, CLS and LCP. Not part of
# the test command; needs `npm run build` and fetches lighthouse with npx.
# Usage: bash scripts/lighthouse.sh ['#h=123m456p789s11z23s4s']
set -euo pipefail
cd "$(dirname "$0")/.."
port=${PORT:-8091}
node scripts/serve.mjs "$port" > /dev/null &
server=$!
out=$(mktemp -d)
# KEEP=1 keeps the report and says where it is.
trap 'kill $server; if [ -z "${KEEP:-}" ]; then rm -rf "$out"; elif [ -f "$out/report.json" ]; then echo "report: $out/report.json"; fi' EXIT
sleep 1
CHROME_PATH=${CHROMIUM:-/usr/bin/chromium} npx --yes lighthouse@13.5.0 "http://127.0.0.1:$port/${1:-}" \
  --only-categories=performance,accessibility --output=json --output-path="$out/report.json" --quiet \
  --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage"
node -e '
const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
const a = r.audits;
console.log(`performance ${Math.round(r.categories.performance.score * 100)}, accessibility ${Math.round(r.categories.accessibility.score * 100)}`);
console.log(`CLS ${a["cumulative-layout-shift"].numericValue.toFixed(3)}, LCP ${a["largest-contentful-paint"].displayValue}, FCP ${a["first-contentful-paint"].displayValue}, TBT ${a["total-blocking-time"].displayValue}, Speed Index ${a["speed-index"].displayValue}`);
for (const [id, x] of Object.entries(a)) if (x.score !== null && x.score < 1 && r.categories.accessibility.auditRefs.some((ref) => ref.id === id)) console.log(`accessibility: ${id}: ${x.title}`);
' "$out/report.json"

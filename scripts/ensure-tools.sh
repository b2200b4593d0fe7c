#!/usr/bin/env bash
# Installs what the build needs and is missing: the wasm target, the wasm-bindgen
# CLI pinned to the version in Cargo.lock, and the npm packages (playwright-core,
# binaryen's wasm-opt). With --browser, also what the browser tests need: Debian's
# chromium and chromium-driver, and a CJK font for readable screenshots.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  rustup target add wasm32-unknown-unknown
fi

want=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
if [ "$have" != "$want" ]; then
  echo "installing wasm-bindgen-cli $want (found: ${have:-none})"
  cargo install wasm-bindgen-cli --version "$want" --force
fi

need_apt=()
if [ "${1:-}" = --browser ]; then
  [ -x /usr/bin/chromium ] || need_apt+=(chromium)
  [ -x /usr/bin/chromedriver ] || need_apt+=(chromium-driver)
  fc-list 2>/dev/null | grep -qi 'wenquanyi\|noto sans cjk' || need_apt+=(fonts-wqy-microhei)
fi
if [ ${#need_apt[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -q
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${need_apt[@]}"
  else
    sudo apt-get update -q && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${need_apt[@]}"
  fi
fi

if [ ! -d node_modules/playwright-core ] || [ ! -d node_modules/binaryen ] || [ ! -d node_modules/axe-core ] || [ ! -d node_modules/riichi-mahjong-tiles ] \
  || [ ! -d node_modules/typescript ] || [ ! -d node_modules/@biomejs/biome ]; then
  npm ci --no-audit --no-fund
fi

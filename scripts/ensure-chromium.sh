#!/usr/bin/env bash
# Every browser test here drives Debian's Chromium; no test tool downloads a browser of its own.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Chromium is missing: installing Debian's chromium package…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium not found at $chromium. Install it (Debian: sudo apt-get install chromium)" >&2
echo "or point CHROMIUM_PATH at a Chromium/Chrome binary." >&2
exit 1

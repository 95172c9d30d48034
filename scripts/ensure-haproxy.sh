#!/usr/bin/env bash
# The cluster (pnpm start:cluster) runs Debian's HAProxy in front of the server instances.
set -euo pipefail
haproxy="${HAPROXY_PATH:-$(command -v haproxy || echo /usr/sbin/haproxy)}"
if [ -x "$haproxy" ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "HAProxy is missing: installing Debian's haproxy package…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends haproxy >/dev/null
  exit 0
fi
echo "HAProxy not found. Install it (Debian: sudo apt-get install haproxy)" >&2
echo "or point HAPROXY_PATH at a haproxy binary." >&2
exit 1

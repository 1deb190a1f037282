#!/usr/bin/env bash
# Installs Debian's chromium for the browser tests (playwright-core drives it; no browser is ever
# downloaded by a test tool). Idempotent: does nothing when /usr/bin/chromium already runs.
set -euo pipefail
if /usr/bin/chromium --version >/dev/null 2>&1; then exit 0; fi
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo -n"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends chromium >/dev/null
/usr/bin/chromium --version

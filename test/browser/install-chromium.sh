#!/usr/bin/env bash
# Installs Debian's chromium for the browser tests (playwright-core drives it; no browser is ever
# downloaded by a test tool). Idempotent: does nothing when /usr/bin/chromium already runs.
set -euo pipefail
if /usr/bin/chromium --version >/dev/null 2>&1; then exit 0; fi
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo -n"; fi
export DEBIAN_FRONTEND=noninteractive
# Test files run in parallel: another install script may hold apt's locks. Wait for it (flock),
# and for any other apt or dpkg run (the lock timeout), instead of failing on the lock.
exec 9>"${TMPDIR:-/tmp}/hindsight-guard-test-apt.lock"
flock 9
if /usr/bin/chromium --version >/dev/null 2>&1; then exit 0; fi  # installed while this script waited
$SUDO apt-get -o DPkg::Lock::Timeout=300 update -qq
$SUDO apt-get -o DPkg::Lock::Timeout=300 install -y -qq --no-install-recommends chromium >/dev/null
/usr/bin/chromium --version

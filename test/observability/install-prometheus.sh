#!/usr/bin/env bash
# Installs Debian's prometheus (server and promtool) for test/integration/prometheus.test.ts. The
# package does not start a daemon here (no init system); the test runs its own on loopback.
# Idempotent: does nothing when both binaries already run.
set -euo pipefail
if prometheus --version >/dev/null 2>&1 && promtool --version >/dev/null 2>&1; then exit 0; fi
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo -n"; fi
export DEBIAN_FRONTEND=noninteractive
# Test files run in parallel: another install script may hold apt's locks. Wait for it (flock),
# and for any other apt or dpkg run (the lock timeout), instead of failing on the lock.
exec 9>"${TMPDIR:-/tmp}/hindsight-guard-test-apt.lock"
flock 9
if prometheus --version >/dev/null 2>&1 && promtool --version >/dev/null 2>&1; then exit 0; fi  # installed while this script waited
$SUDO apt-get -o DPkg::Lock::Timeout=300 update -qq
$SUDO apt-get -o DPkg::Lock::Timeout=300 install -y -qq --no-install-recommends prometheus >/dev/null
prometheus --version 2>&1 | head -n 1

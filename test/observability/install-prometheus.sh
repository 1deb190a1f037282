#!/usr/bin/env bash
# Installs Debian's prometheus (server and promtool) for test/integration/prometheus.test.ts. The
# package does not start a daemon here (no init system); the test runs its own on loopback.
# Idempotent: does nothing when both binaries already run.
set -euo pipefail
if prometheus --version >/dev/null 2>&1 && promtool --version >/dev/null 2>&1; then exit 0; fi
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo -n"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends prometheus >/dev/null
prometheus --version 2>&1 | head -n 1

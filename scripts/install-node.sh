#!/usr/bin/env bash
# A machine without npm: install Debian's nodejs and npm. The project then installs its own pinned
# Node 24 (the `node` package) into node_modules/.bin, which every script uses.
set -euo pipefail
command -v apt-get >/dev/null || { echo "Install Node.js (with npm) first: https://nodejs.org" >&2; exit 1; }
SUDO=; [ "$(id -u)" -eq 0 ] || SUDO=sudo
$SUDO apt-get update -qq
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nodejs npm >/dev/null

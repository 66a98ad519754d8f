#!/usr/bin/env bash
# Install the Debian packages named on the command line that are missing: with apt as root, or
# print the exact command for an administrator.
set -euo pipefail
missing=()
for pkg in "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if ! command -v apt-get >/dev/null 2>&1; then
    echo "kiosk needs these system libraries (Debian names): ${missing[*]}" >&2
    exit 0
fi
if [ "$(id -u)" -eq 0 ]; then
    echo "Installing system packages: ${missing[*]}" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
    echo "Missing system packages. Run as root:" >&2
    echo "  apt-get install -y ${missing[*]}" >&2
    exit 1
fi

#!/usr/bin/env bash
# Prove the bundle runs on a bare training PC: a minimal Debian (debootstrap) with only the Qt
# runtime libraries a room PC is asked to have (libgl1 libegl1 fontconfig) and no Python. Runs the
# bundle's selftest there in a clean environment, then, if Xvfb is installed here, the selftest
# and the real app on an X display (the bundled xcb plugin and libraries). Needs root
# (debootstrap, chroot).
#
#   sudo bash packaging/cleanroom.sh [BUNDLE]      (default: dist/kiosk)
#
# The minimal Debian is kept in build/cleanroom/ for the next run; delete it to start afresh.
set -euo pipefail
cd "$(dirname "$0")/.."
bundle=${1:-dist/kiosk}
root=build/cleanroom/root
suite=${SUITE:-bookworm}
mirror=${MIRROR:-http://deb.debian.org/debian}
runtime_debs="libgl1 libegl1 fontconfig"

if [ ! -x "$bundle/kiosk" ]; then
    echo "cleanroom: no bundle at $bundle: run 'make package' first" >&2
    exit 2
fi
if [ "$(id -u)" -ne 0 ]; then
    echo "cleanroom: needs root (debootstrap and chroot): sudo bash $0 $*" >&2
    exit 1
fi
command -v debootstrap >/dev/null || bash packaging/sysdeps.sh debootstrap

if [ ! -f "$root/.ready" ]; then
    echo "== Minimal Debian $suite with $runtime_debs (once, a few minutes)"
    rm -rf "$root"
    mkdir -p "$root"
    debootstrap --variant=minbase "$suite" "$root" "$mirror" >/dev/null
    cp /etc/resolv.conf "$root/etc/resolv.conf"
    chroot "$root" sh -c "apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
        apt-get install -y -qq --no-install-recommends $runtime_debs >/dev/null"
    touch "$root/.ready"
fi

mounted=()
xvfb=""
cleanup() {
    [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null
    for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do umount "${mounted[$i]}" 2>/dev/null || true; done
}
trap cleanup EXIT
mount -t proc proc "$root/proc" && mounted+=("$root/proc")

rm -rf "$root/opt/kiosk" "$root/tmp/kiosk-data"
cp -a "$bundle" "$root/opt/kiosk"
run() { chroot "$root" /usr/bin/env -i PATH=/usr/bin:/bin HOME=/root LANG=C.UTF-8 "$@"; }

echo "== Python in the clean room: $(run sh -c 'command -v python3 python || echo none')"
echo "== kiosk selftest in the clean room"
status=0
run /opt/kiosk/kiosk selftest --data-dir /tmp/kiosk-data || status=$?

if command -v Xvfb >/dev/null; then
    display=77
    while [ -e "/tmp/.X11-unix/X$display" ]; do display=$((display + 1)); done
    Xvfb ":$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
    xvfb=$!
    for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X$display" ] && break; sleep 0.1; done
    mkdir -p "$root/tmp/.X11-unix"
    mount --bind /tmp/.X11-unix "$root/tmp/.X11-unix" && mounted+=("$root/tmp/.X11-unix")
    echo "== kiosk selftest on an X display (xcb) in the clean room"
    run DISPLAY=":$display" /opt/kiosk/kiosk selftest --data-dir /tmp/kiosk-data || status=$?
    echo "== kiosk run on an X display (xcb) in the clean room"
    if run DISPLAY=":$display" /opt/kiosk/kiosk run --quit-after-startup --data-dir /tmp/kiosk-data
    then
        echo "started on X and quit cleanly"
    else
        status=1
        echo "FAILED to start on X" >&2
    fi
else
    echo "(Xvfb not installed here: the X11 start-up was not tried; apt-get install xvfb)"
fi
if [ "$status" -ne 0 ]; then
    echo "Clean room: FAILED (see above)." >&2
    exit "$status"
fi
echo "Clean room: the bundle runs with only $runtime_debs and no Python."

#!/usr/bin/env bash
# Build the one-folder bundle dist/kiosk/ and smoke-test it (`make package`).
#
# Steps: the build tools (binutils via apt as root; PyInstaller comes with the test tools), the
# translations, the bundle from packaging/kiosk.spec, then the bundle's own `kiosk selftest` and
# two starts of `kiosk run --quit-after-startup` (the first and a second one), run
# offscreen in a clean environment with no Python on PATH. Prints the bundle's size and the build
# time. `make test` runs it too (with TRANSLATIONS=as-is), so a bundle that fails cannot land.
set -euo pipefail
cd "$(dirname "$0")/.."

VENV=${VENV:-.venv}
PY="$VENV/bin/python"
DIST=dist
BUNDLE="$DIST/kiosk"
start=$(date +%s)

step() { printf '\n== %s\n' "$*"; }

if [ ! -x "$PY" ]; then
    echo "No virtual environment at $VENV: run 'make test' or 'make run' first (or set VENV)." >&2
    exit 1
fi

if [ "$(uname -s)" = Linux ]; then
    step "System packages (build tools, and the X11 libraries the bundle carries)"
    # PyInstaller reads the libraries' dependencies with objdump and strips them with strip. The
    # xcb libraries Qt's X11 plugin needs are copied into the bundle, so they must be here.
    # Debian's python3 keeps the library PyInstaller bundles in a package of its own.
    libpython=$("$PY" -c 'import sys; print("libpython%d.%d" % sys.version_info[:2] * (sys.base_prefix == "/usr"))')
    bash packaging/sysdeps.sh $libpython binutils libxcb-cursor0 libxcb-icccm4 libxcb-image0 \
        libxcb-keysyms1 libxcb-render-util0 libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0 \
        libwayland-client0 libwayland-cursor0 libwayland-egl1
fi

step "PyInstaller"
if ! "$PY" -m PyInstaller --version; then
    echo "No PyInstaller in $VENV: it comes with the test tools (pip install -e '.[test]')." >&2
    exit 1
fi

step "Translations"
# TRANSLATIONS=as-is bundles translations/ exactly as it is (e.g. while someone edits the .ts).
if [ "${TRANSLATIONS:-build}" = as-is ]; then
    echo "Bundling translations/ as it is"
elif [ -f packaging/translations.sh ]; then
    bash packaging/translations.sh
else
    "$VENV/bin/pyside6-lrelease" -silent translations/*.ts
fi

step "Bundle"
rm -rf "$BUNDLE"
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$DIST" --workpath build/pyinstaller packaging/kiosk.spec

step "Self-test of the bundle (offscreen, clean environment, no Python on PATH)"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/home" "$scratch/site/rulesets"
# The room's site folder is replaced by an empty one so the build machine's own does not count.
status=0
env -i PATH=/usr/bin:/bin HOME="$scratch/home" LANG=C.UTF-8 KIOSK_SITE_DIR="$scratch/site" \
    "$BUNDLE/kiosk" selftest --data-dir "$scratch/data" || status=$?

step "Start-up of the bundle: kiosk run --quit-after-startup, the first start and a second"
for which in first second; do
    if env -i PATH=/usr/bin:/bin HOME="$scratch/home" LANG=C.UTF-8 QT_QPA_PLATFORM=offscreen \
        KIOSK_SITE_DIR="$scratch/site" "$BUNDLE/kiosk" run --quit-after-startup; then
        echo "OK   $which start"
    else
        echo "FAIL $which start"
        status=1
    fi
done

step "Done"
size=$(du -sh "$BUNDLE" | cut -f1)
files=$(find "$BUNDLE" -type f | wc -l)
echo "Bundle: $BUNDLE ($size, $files files), built in $(($(date +%s) - start)) s"
if [ "$status" -ne 0 ]; then
    echo "The bundle's self-test FAILED (see the FAIL lines above)." >&2
    exit "$status"
fi
echo "The bundle's self-test passed."

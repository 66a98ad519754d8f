#!/usr/bin/env bash
# Re-extract every translatable text of kiosk/ into translations/*.ts and rebuild the .qm files.
#   kiosk_de.ts: every message (translated by hand, see translations/README.md)
#   kiosk_en.ts: only messages with plural forms (%n), which English needs too
# `self.tr()` in kiosk/ui and `translate("Context", "...")` in the Qt-free layers and the CLI are
# both extracted from the Python sources.
# TS_DIR=folder updates a copy of the catalogue there instead (the test that the committed one is
# current compares the two).
set -euo pipefail
cd "$(dirname "$0")/.."
BIN="${VENV:-.venv}/bin"
LUPDATE="${LUPDATE:-$BIN/pyside6-lupdate}"
LRELEASE="${LRELEASE:-$BIN/pyside6-lrelease}"
TS_DIR="${TS_DIR:-translations}"

"$LUPDATE" -silent -extensions py -locations none -no-obsolete \
    -source-language en -target-language de kiosk -ts "$TS_DIR/kiosk_de.ts"
"$LUPDATE" -silent -extensions py -locations none -no-obsolete -pluralonly \
    -source-language en -target-language en kiosk -ts "$TS_DIR/kiosk_en.ts"
"$LRELEASE" -silent "$TS_DIR/kiosk_de.ts" "$TS_DIR/kiosk_en.ts"

unfinished=$(grep -c 'type="unfinished"' "$TS_DIR/kiosk_de.ts" || true)
if [ "$unfinished" != "0" ]; then
    echo "$TS_DIR/kiosk_de.ts: $unfinished unfinished message(s) to translate" >&2
fi

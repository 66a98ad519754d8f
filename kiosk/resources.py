"""Find the data that ships with kiosk, in a source checkout, an installed wheel or a frozen bundle."""

from __future__ import annotations

import sys
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def _data_dir(name: str) -> Path:
    # Wheel and frozen bundle: the data is copied into kiosk/_data/<name>.
    bundled = _PACKAGE / "_data" / name
    if bundled.is_dir():
        return bundled
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen is not None and (Path(frozen) / "kiosk" / "_data" / name).is_dir():
        return Path(frozen) / "kiosk" / "_data" / name
    # Source checkout or editable install: the top-level folder of the repository.
    return _PACKAGE.parent / name


def shipped_rulesets_dir() -> Path:
    return _data_dir("rulesets")


def translations_dir() -> Path:
    return _data_dir("translations")


def schema_file() -> Path:
    """The ruleset JSON Schema, shipped next to the rulesets."""
    return shipped_rulesets_dir() / "ruleset.schema.json"


def fonts_dir() -> Path:
    """Fonts shipped inside the package (kiosk/ui/fonts) so text renders alike on every PC."""
    return _PACKAGE / "ui" / "fonts"


def is_frozen() -> bool:
    """True inside the PyInstaller bundle."""
    return bool(getattr(sys, "frozen", False))

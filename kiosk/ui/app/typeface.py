"""The app's own typeface (DejaVu Sans, shipped in kiosk/ui/fonts) so text looks the same on every PC.

Qt wheels carry no fonts and training-room PCs differ; relying on whatever the system's default
font is would make the German layouts clip on one machine and not on another. Where the system
has DejaVu Sans itself (on Debian, fonts-dejavu-core: the same release as the files here), that
is used rather than registering the same files again.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

from kiosk.resources import fonts_dir

FONTS_DIR = fonts_dir()
FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
FAMILY = "DejaVu Sans"
# Base point size of ordinary text at the look's full size (kiosk.ui.app.style's type scale
# draws it in pixels); the kiosk is read standing, a metre or two from the screen.
BASE_POINT_SIZE = 15

_loaded: str | None = None


class FontError(RuntimeError):
    """The shipped font files are missing or unreadable (a broken installation)."""


def load_app_fonts() -> str:
    """Make DejaVu Sans available once; returns its family name.

    A system that has its regular and bold faces already (Debian's fonts-dejavu-core, which a
    training PC's installation requires, is the release shipped here) needs nothing more; else
    the shipped files are registered, which takes FreeType and fontconfig a few milliseconds.
    """
    global _loaded
    if _loaded is not None:
        return _loaded
    if system_has_family():
        _loaded = FAMILY
        return _loaded
    families: list[str] = []
    for name in FONT_FILES:
        font_id = QFontDatabase.addApplicationFont(str(FONTS_DIR / name))
        if font_id < 0:
            raise FontError(f"{FONTS_DIR / name}: cannot load the font file")
        families.extend(QFontDatabase.applicationFontFamilies(font_id))
    _loaded = families[0] if families else FAMILY
    return _loaded


def system_has_family() -> bool:
    """Whether the system's fonts hold DejaVu Sans in its regular and bold faces."""
    return {"Book", "Bold"} <= set(QFontDatabase.styles(FAMILY))


def app_font(point_size: int = BASE_POINT_SIZE, bold: bool = False) -> QFont:
    font = QFont(load_app_fonts())
    font.setPointSize(point_size)
    font.setBold(bold)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return font


def install_app_font(app: QApplication, pixel_size: int | None = None) -> str:
    """Make the shipped family the application font, at `pixel_size` (the type scale's, from
    kiosk.ui.app.style.apply_look) or at BASE_POINT_SIZE; returns the family in use."""
    family = load_app_fonts()
    font = app_font()
    if pixel_size is not None:
        font.setPixelSize(pixel_size)
    app.setFont(font)
    return family

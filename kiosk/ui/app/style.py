"""The one place the kiosk's look is defined: colours and the style sheet.

Widgets say what they are (objectName, or the `role` property on buttons and labels); this sheet
says how that looks. Painted widgets (cards, felt) take their colours from `Colours`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtGui import QColor

from kiosk.ui.app.typeface import BASE_POINT_SIZE, install_app_font

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication, QLabel

# Smallest tap target, in device-independent pixels (touch first: a finger, not a mouse).
TAP = 56
# Keypad keys grow with the room there is and give way down to this height on a short screen.
KEY_MIN = 48
# The screen the look is drawn for; on a smaller one (a 1024 x 768 monitor, a 1366 x 768
# laptop) type, paddings and tap targets shrink by COMPACT, tap targets to no less than 48 px;
# on a large one (1600 x 1000 and up: a 1920 x 1080 training-room monitor) they grow by LARGE,
# to be read from where a dealer stands.
FULL_SIZE = (1280, 800)
COMPACT = 0.85
LARGE_SIZE = (1600, 1000)
LARGE = 1.25
# The window's least size: a 1024 x 768 screen, less a panel.
LEAST_SIZE = (1024, 700)
# The type scale: every text's size is written in points at FULL_SIZE (a sheet's `font-size:
# 15pt`, a painted label's size) and drawn in pixels, 4/3 to the point whatever the screen's DPI,
# times the look's scale, never below its floor: BODY_PX for text on a widget, FELT_PX for a
# label painted on the felt or a chip. Both floors are for a 1024 x 768 screen read from two
# metres; a larger screen scales up from there.
BODY_PX = 18
FELT_PX = 14
PX_PER_POINT = 4 / 3


def type_px(points: float, floor: int = BODY_PX, scale: float | None = None) -> int:
    """The pixel size of text of `points` at FULL_SIZE, at `scale` (the look's, by default)."""
    return max(floor, round(points * PX_PER_POINT * (_look_scale if scale is None else scale)))


def felt_px(px: float) -> int:
    """The pixel size of a label painted on the felt that its room would give `px`: FELT_PX at
    least, however small the room."""
    return max(FELT_PX, round(px))


def scale_for(width: int, height: int) -> float:
    """The scale of the look for a window of this size: COMPACT below FULL_SIZE, LARGE from
    LARGE_SIZE on, else 1."""
    if width >= LARGE_SIZE[0] and height >= LARGE_SIZE[1]:
        return LARGE
    return 1.0 if width >= FULL_SIZE[0] and height >= FULL_SIZE[1] else COMPACT


def look_scale() -> float:
    """The scale of the look the app has now (apply_look): for sizes set in code."""
    return _look_scale


_look_scale = 1.0  # of the look the app has now (apply_look)


def apply_look(app: QApplication, scale: float = 1.0) -> None:
    """Give the app its font and style sheet at `scale` (scale_for); widgets with a style sheet
    of their own scale it with `scaled`."""
    global _look_scale
    install_app_font(app, type_px(BASE_POINT_SIZE, scale=scale))
    app.setStyleSheet(style_sheet(scale=scale))
    _look_scale = scale


def show_note(label: QLabel, text: str, kind: str = "hint") -> None:
    """Put a message in `label` looking like what it is: "error" (red box), "done" (green box)
    or "hint" (plain grey); an empty text hides the box."""
    if label.property("role") != kind:
        label.setProperty("role", kind)
        # styled anew: a re-polish keeps the box (padding) of a label's earlier role, so an
        # error after a hint had none (Qt sets a style sheet's box only as the sheet is set)
        sheet = label.styleSheet()
        label.setStyleSheet(sheet + " ")
        label.setStyleSheet(sheet)
    label.setText(text)
    label.setVisible(bool(text))


def scaled(sheet: str) -> str:
    """A widget's own style sheet at the scale of the app's look (see apply_look), its type on
    the type scale (type_px)."""
    return _scaled(sheet, _look_scale)


class Colours:
    """The palette, as #rrggbb: read from the one instance, COLOURS (a plain class rather than a
    dataclass: it is built before the first frame, and a dataclass of 22 fields costs 2 ms)."""

    __slots__ = ()  # nothing to set on an instance: the colours are the class's

    felt: str = "#0d5c36"
    felt_dark: str = "#083d24"
    felt_line: str = "#e9d9a6"
    panel: str = "#0a472a"
    ink: str = "#f6f1e1"
    ink_dim: str = "#bfd3c5"
    gold: str = "#d9b54a"
    gold_dark: str = "#a9862c"
    button: str = "#f3ecd6"
    button_ink: str = "#10281b"
    punto: str = "#2c6fd1"
    banco: str = "#c2352b"
    tie: str = "#2e9d55"
    good: str = "#3fbf6b"
    bad: str = "#e5533d"
    card: str = "#fdfcf7"
    card_edge: str = "#9a9a90"
    card_back: str = "#8c1d25"
    suit_black: str = "#141414"
    suit_red: str = "#c8102e"
    suit_blue: str = "#1853b8"
    suit_green: str = "#137a3a"

    def q(self, name: str) -> QColor:
        return QColor(getattr(self, name))


COLOURS = Colours()


def style_sheet(c: Colours = COLOURS, scale: float = 1.0) -> str:
    """The app's style sheet; `scale` other than 1 sizes type, paddings and tap targets for a
    smaller or larger screen (scale_for), tap targets to no less than KEY_MIN."""
    return _scaled(_STYLE.format(c=c, tap=TAP, key_inner=KEY_MIN - 16), scale)


def _scaled(sheet: str, scale: float) -> str:
    def pt(match: re.Match[str]) -> str:
        return f"{type_px(int(match.group(1)), scale=scale)}px"

    def px(match: re.Match[str]) -> str:
        return f"{round(int(match.group(1)) * scale)}px"

    def tap(match: re.Match[str]) -> str:
        return f"{match.group(1)}: {max(KEY_MIN, round(int(match.group(2)) * scale))}px"

    sheet = re.sub(r"(\d+)pt", pt, sheet)
    if scale == 1.0:
        return sheet
    # paddings (the sizes in a padding declaration), then the tap targets
    sheet = re.sub(
        r"padding: ([0-9px ]+);",
        lambda m: "padding: " + re.sub(r"(\d+)px", px, m.group(1)) + ";",
        sheet,
    )
    return re.sub(rf"(min-height|min-width): ({TAP})px", tap, sheet)


_STYLE = """
QMainWindow, QStackedWidget, QWidget#screen {{
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 {c.felt}, stop:1 {c.felt_dark});
}}
QWidget {{ color: {c.ink}; }}
QLabel {{ background: transparent; }}
QLabel[role="title"] {{ font-size: 28pt; font-weight: bold; color: {c.ink}; }}
QLabel[role="subtitle"] {{ font-size: 17pt; color: {c.gold}; }}
QLabel[role="heading"] {{ font-size: 19pt; font-weight: bold; color: {c.gold}; }}
QLabel[role="prompt"] {{ font-size: 22pt; font-weight: bold; color: {c.ink}; }}
QLabel[role="hand-punto"] {{
    font-size: 20pt; font-weight: bold; color: white; background: {c.punto};
    border-radius: 10px; padding: 2px 18px;
}}
QLabel[role="hand-banco"] {{
    font-size: 20pt; font-weight: bold; color: white; background: {c.banco};
    border-radius: 10px; padding: 2px 18px;
}}
QLabel[role="hand-plain"] {{ font-size: 20pt; font-weight: bold; color: {c.gold}; padding: 2px 18px; }}
QLabel[role="explanation"] {{ font-size: 15pt; color: {c.ink_dim}; }}
QLabel[role="hint"] {{ font-size: 13pt; color: {c.ink_dim}; }}
QLabel[role="big-number"] {{ font-size: 34pt; font-weight: bold; color: {c.ink}; }}
QLabel[role="stat-caption"] {{ font-size: 13pt; color: {c.ink_dim}; }}
QLabel[role="status"] {{ font-size: 16pt; font-weight: bold; color: {c.ink}; }}
QLabel[role="timer"] {{
    font-size: 22pt; font-weight: bold; color: {c.button_ink};
    background: {c.gold}; border-radius: 12px; padding: 4px 16px;
}}
QLabel[role="feedback-good"] {{
    font-size: 16pt; color: {c.ink}; background: rgba(63, 191, 107, 0.30);
    border: 2px solid {c.good}; border-radius: 12px; padding: 10px 16px;
}}
QLabel[role="feedback-bad"] {{
    font-size: 16pt; color: {c.ink}; background: rgba(229, 83, 61, 0.28);
    border: 2px solid {c.bad}; border-radius: 12px; padding: 10px 16px;
}}
QLabel[role="feedback-neutral"] {{
    font-size: 16pt; color: {c.ink}; background: rgba(0, 0, 0, 0.22);
    border: 2px solid {c.gold_dark}; border-radius: 12px; padding: 10px 16px;
}}
QLabel[role="error"] {{
    font-size: 15pt; font-weight: bold; color: {c.ink}; background: rgba(229, 83, 61, 0.35);
    border: 2px solid {c.bad}; border-radius: 10px; padding: 6px 12px;
}}
QLabel[role="done"] {{
    font-size: 14pt; color: {c.ink}; background: rgba(63, 191, 107, 0.25);
    border: 2px solid {c.good}; border-radius: 10px; padding: 6px 12px;
}}
QFrame[role="panel"] {{
    background: rgba(0, 0, 0, 0.22); border: 1px solid rgba(233, 217, 166, 0.35);
    border-radius: 16px;
}}
QPushButton {{
    background: {c.button}; color: {c.button_ink}; border: none; border-radius: 14px;
    font-size: 17pt; font-weight: bold; padding: 8px 16px; min-height: {tap}px;
}}
QPushButton:pressed {{ background: {c.gold}; }}
QPushButton:disabled {{ background: rgba(243, 236, 214, 0.35); color: rgba(16, 40, 27, 0.6); }}
QPushButton:focus {{ outline: none; border: 3px solid {c.gold}; }}
QPushButton[role="tile"] {{
    background: rgba(0, 0, 0, 0.25); color: {c.ink}; border: 2px solid rgba(217, 181, 74, 0.7);
    border-radius: 18px; font-size: 18pt; text-align: left; padding: 14px 20px;
}}
QLabel[role="tile-title"] {{ font-size: 18pt; font-weight: bold; color: {c.ink}; }}
QLabel[role="tile-detail"] {{ font-size: 13pt; color: {c.ink_dim}; }}
QLabel[role="tile-badge"] {{ font-size: 40pt; font-weight: bold; color: {c.gold}; }}
QPushButton[role="tile"]:disabled {{ border-color: rgba(217, 181, 74, 0.25); }}
QPushButton[role="tile"]:pressed {{ background: rgba(217, 181, 74, 0.35); }}
QPushButton[role="nav"] {{
    background: transparent; color: {c.ink}; border: 2px solid rgba(246, 241, 225, 0.55);
    font-size: 15pt; padding: 6px 18px;
}}
QPushButton[role="nav"]:pressed {{ background: rgba(246, 241, 225, 0.2); }}
QPushButton[role="nav"]:checked {{ background: {c.gold}; color: {c.button_ink}; border-color: {c.gold}; }}
QPushButton[role="primary"] {{ background: {c.gold}; color: {c.button_ink}; }}
QPushButton[role="primary"]:pressed {{ background: {c.gold_dark}; }}
QPushButton[role="punto"] {{ background: {c.punto}; color: white; }}
QPushButton[role="banco"] {{ background: {c.banco}; color: white; }}
QPushButton[role="tie"] {{ background: {c.tie}; color: white; }}
QPushButton[role="primary"]:disabled, QPushButton[role="punto"]:disabled,
QPushButton[role="banco"]:disabled, QPushButton[role="tie"]:disabled {{
    background: rgba(243, 236, 214, 0.35); color: rgba(16, 40, 27, 0.6);
}}
QPushButton[verdict="right"], QPushButton[verdict="right"]:disabled {{
    background: {c.good}; color: white; border: 4px solid white; padding: 4px 18px;
}}
QPushButton[verdict="wrong"], QPushButton[verdict="wrong"]:disabled {{
    background: {c.bad}; color: white; border: 4px solid white; padding: 4px 18px;
}}
QPushButton[density="compact"] {{ font-size: 14pt; font-weight: normal; padding: 4px 6px; }}
QPushButton[density="compact"][verdict="right"], QPushButton[density="compact"][verdict="wrong"] {{
    padding: 0px 4px;
}}
QPushButton[role="key"] {{ font-size: 24pt; min-height: {key_inner}px; min-width: 84px; }}
QPushButton[role="key-enter"] {{
    font-size: 18pt; min-height: {key_inner}px; background: {c.gold}; color: {c.button_ink};
}}
QPushButton[role="key-enter"]:disabled {{
    background: rgba(243, 236, 214, 0.35); color: rgba(16, 40, 27, 0.6);
}}
QLineEdit {{
    background: {c.card}; color: {c.button_ink}; border: 2px solid {c.gold}; border-radius: 12px;
    font-size: 17pt; padding: 6px 12px; min-height: {tap}px;
}}
QLineEdit[role="display"] {{
    font-size: 26pt; font-weight: bold; padding: 0px 12px; qproperty-alignment: AlignRight;
}}
QListWidget {{
    background: rgba(0, 0, 0, 0.22); border: 1px solid rgba(233, 217, 166, 0.35);
    border-radius: 12px; font-size: 17pt; padding: 4px; outline: none;
}}
QListWidget::item {{ min-height: {tap}px; padding: 0 12px; border-radius: 10px; }}
QListWidget::item:selected {{ background: {c.gold}; color: {c.button_ink}; }}
QScrollArea {{ background: transparent; border: none; }}
QScrollArea > QWidget > QWidget {{ background: transparent; }}
QScrollBar:vertical {{ width: 18px; background: transparent; }}
QScrollBar::handle:vertical {{ background: rgba(246, 241, 225, 0.45); border-radius: 9px; min-height: 48px; }}
QScrollBar:horizontal {{ height: 18px; background: transparent; }}
QScrollBar::handle:horizontal {{ background: rgba(246, 241, 225, 0.45); border-radius: 9px; min-width: 48px; }}
QScrollBar::add-line, QScrollBar::sub-line {{ height: 0; width: 0; }}
QDialog {{ background: {c.panel}; }}
QMenu {{
    background: {c.card}; color: {c.button_ink}; border: 2px solid {c.gold_dark};
    font-size: 16pt; padding: 4px;
}}
QMenu::item {{ padding: 10px 24px; min-height: 32px; }}
QMenu::item:selected {{ background: {c.gold}; color: {c.button_ink}; }}
QMenu::item:disabled {{ color: rgba(16, 40, 27, 0.45); }}
QMenu::separator {{ height: 2px; background: {c.gold_dark}; margin: 4px 8px; }}
QToolTip {{ background: {c.card}; color: {c.button_ink}; border: 1px solid {c.gold_dark}; }}
QDialog[kiosk="true"], QMessageBox[kiosk="true"] {{ border: 3px solid {c.gold}; }}
QMessageBox QLabel {{ font-size: 15pt; }}
QProgressBar {{
    background: rgba(0, 0, 0, 0.3); border: none; border-radius: 6px; max-height: 12px;
    text-align: center;
}}
QProgressBar::chunk {{ background: {c.gold}; border-radius: 6px; }}
QTableWidget[role="figures"] {{
    background: rgba(0, 0, 0, 0.22); color: {c.ink}; font-size: 14pt;
    gridline-color: rgba(233, 217, 166, 0.3); border: 1px solid rgba(233, 217, 166, 0.35);
}}
QTableWidget[role="figures"] QHeaderView {{ background: {c.panel}; border: none; }}
QTableWidget[role="figures"] QHeaderView::section {{
    background: {c.panel}; color: {c.gold}; border: none; padding: 4px 10px; font-size: 13pt;
}}
QTableWidget[role="figures"] QTableCornerButton::section {{ background: {c.panel}; border: none; }}
"""

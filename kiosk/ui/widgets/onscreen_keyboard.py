"""The on-screen keyboard: kiosk PCs have a touch screen and no keyboard.

In kiosk mode (kiosk.ui.widgets.dialogs.in_kiosk) a text field that gets the focus brings up a
keyboard in the language's layout (Swiss German QWERTZ in German, QWERTY in English),
with finger-sized keys, docked at the bottom of that field's window: the window's content
gives up as much height at its bottom as the field needs to be above the keys, so they never
cover it. Keys never take the focus, so the field keeps it and its cursor; Enter
presses Return in the field (signing in, registering …); the keyboard goes away when the focus
leaves text fields or on its own Hide key. `KeyboardHost` follows the focus through the
application's `focusChanged` signal, not through an event filter on every event.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMargins, QObject, QRect, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QWidget,
)

from kiosk.i18n import current_language
from kiosk.ui.app.language import language_news
from kiosk.ui.app.style import COLOURS, scaled
from kiosk.ui.widgets.dialogs import in_kiosk

# The letter rows of each language. German is the Swiss QWERTZ of the houses it serves (Bern,
# Vaduz, Schaanwald): ü ö ä, and é è à for names such as Zoé or Hélène; Swiss German writes no ß.
LAYOUTS: dict[str, tuple[str, ...]] = {
    "de": ("1234567890éèà", "qwertzuiopü", "asdfghjklöä", "yxcvbnm-.'"),
    "en": ("1234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm-.'"),
}
# A key at least this size, in px (a fingertip is some 10 mm; a 15" 1280x800 screen has ~4 px/mm).
KEY_SIZE = 58
SHIFT, BACKSPACE, SPACE, ENTER, HIDE = "shift", "backspace", "space", "enter", "hide"
GAP = 12  # px between the field typed in and the keys


def _style() -> str:
    c = COLOURS
    return scaled(
        f"QFrame#onscreen-keyboard {{ background: {c.felt_dark}; border-top: 3px solid {c.gold}; }}"
        f" QFrame#onscreen-keyboard QPushButton {{ background: {c.button}; color: {c.button_ink};"
        " border: none; border-radius: 8px; font-size: 18pt; font-weight: bold;"
        " padding: 0px; }"
        f" QFrame#onscreen-keyboard QPushButton:pressed {{ background: {c.gold}; }}"
        f' QFrame#onscreen-keyboard QPushButton[role="function"] {{ background: {c.gold_dark};'
        f" color: {c.ink}; }}"
        f' QFrame#onscreen-keyboard QPushButton[role="function"][on="true"] {{'
        f" background: {c.gold}; color: {c.button_ink}; }}"
    )


def layout_for(language: str) -> tuple[str, ...]:
    return LAYOUTS.get(language.split("_")[0].split("-")[0], LAYOUTS["en"])


def wants_keyboard(widget: QWidget | None) -> bool:
    """A text field people type into, in a kiosk window."""
    return (
        isinstance(widget, QLineEdit)
        and not widget.isReadOnly()
        and widget.isEnabled()
        and in_kiosk(widget)
    )


class OnScreenKeyboard(QFrame):
    """The keys; they type into `target` (a QLineEdit). `hide_requested` from the Hide key."""

    hide_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("onscreen-keyboard")
        self.setStyleSheet(_style())
        self.setAutoFillBackground(True)
        self.target: QLineEdit | None = None
        self.shifted = False
        self.keys: dict[str, QPushButton] = {}
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(10, 10, 10, 10)
        self.grid.setSpacing(6)
        self.language = ""
        self.build(current_language())
        language_news().changed.connect(self.on_language_changed)

    # -- building ------------------------------------------------------------------------------

    def _key(self, name: str, caption: str) -> QPushButton:
        button = QPushButton(self)
        button.setText(caption)
        if len(name) > 1 and name != SPACE:
            button.setProperty("role", "function")
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the field keeps the focus
        button.setAutoRepeat(name == BACKSPACE)
        button.setMinimumSize(KEY_SIZE, KEY_SIZE)
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        button.clicked.connect(lambda _=False, n=name: self.press(n))
        self.keys[name] = button
        return button

    def build(self, language: str) -> None:
        """Lay out the keys for `language` (again, when it changed)."""
        self.language = language
        for button in self.keys.values():
            self.grid.removeWidget(button)
            button.hide()  # not shown in the old language until it is deleted
            button.deleteLater()
        self.keys = {}
        rows = layout_for(language)
        offsets = [min(r, 2) for r in range(len(rows))]  # half-key steps: rows are staggered
        ends = [offset + 2 * len(row) for offset, row in zip(offsets, rows, strict=True)]
        columns = max(ends) + 4  # room for ⌫ and ⏎ after the longest row
        for r, row in enumerate(rows):
            for c, char in enumerate(row):
                self.grid.addWidget(self._key(char, char), r, offsets[r] + 2 * c, 1, 2)
        last = len(rows) - 1
        self.grid.addWidget(self._key(BACKSPACE, "⌫"), 0, ends[0], 1, columns - ends[0])
        self.grid.addWidget(self._key(SHIFT, "⇧"), last, 0, 1, 2)
        self.grid.addWidget(self._key(ENTER, "⏎"), 2, ends[2], 1, columns - ends[2])
        bottom = last + 1
        self.grid.addWidget(self._key(HIDE, "⌨ ▾"), bottom, 0, 1, 4)
        self.grid.addWidget(self._key(SPACE, " "), bottom, 6, 1, columns - 12)
        self.retranslate()
        self._show_case()

    def retranslate(self) -> None:
        self.keys[SPACE].setText(self.tr("space"))

    def on_language_changed(self) -> None:
        if current_language() != self.language:
            self.build(current_language())

    # -- typing --------------------------------------------------------------------------------

    def _show_case(self) -> None:
        for name, button in self.keys.items():
            if len(name) == 1 and name.isalpha():
                button.setText(name.upper() if self.shifted else name)
        self.keys[SHIFT].setProperty("on", "true" if self.shifted else "false")
        self.keys[SHIFT].style().polish(self.keys[SHIFT])

    def press(self, name: str) -> None:
        target = self.target
        if name == HIDE:
            self.hide_requested.emit()
            return
        if name == SHIFT:
            self.shifted = not self.shifted
            self._show_case()
            return
        if target is None:
            return
        if name == BACKSPACE:
            target.backspace()
        elif name == ENTER:
            for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                event = QKeyEvent(kind, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, "\r")
                QApplication.sendEvent(target, event)
        else:
            text = " " if name == SPACE else (name.upper() if self.shifted else name)
            target.insert(text)  # within the field's length limit and validator
            if self.shifted:  # one capital, as a phone keyboard does
                self.shifted = False
                self._show_case()


def _scroll_area_of(widget: QWidget) -> QScrollArea | None:
    """The scroll area `widget` lies in, if any."""
    holder = widget.parentWidget()
    while holder is not None and not isinstance(holder, QScrollArea):
        holder = holder.parentWidget()
    return holder


class KeyboardHost(QObject):
    """Shows the keyboard in the window of a text field that gets the focus (kiosk mode)."""

    def __init__(self, app: QApplication, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.keyboard: OnScreenKeyboard | None = None
        self._docked: tuple[QWidget, QMargins] | None = None  # the window pushed up, its margins
        app.focusChanged.connect(self.on_focus_changed)

    def on_focus_changed(self, old: QWidget | None, new: QWidget | None) -> None:
        del old
        if isinstance(new, QLineEdit) and wants_keyboard(new):
            self.show_for(new)
        elif (
            new is not None
            and self.keyboard is not None
            and new is not self.keyboard
            and not self.keyboard.isAncestorOf(new)
        ):
            self.hide()

    def show_for(self, field: QLineEdit) -> OnScreenKeyboard:
        window = field.window()
        keyboard = self.keyboard
        if keyboard is None or keyboard.parentWidget() is not window:
            if keyboard is not None:
                keyboard.deleteLater()
            keyboard = OnScreenKeyboard(window)
            keyboard.hide_requested.connect(self.hide)
            # a dialog closed with its keyboard takes the keyboard along: forget it then
            keyboard.destroyed.connect(lambda _=None, gone=keyboard: self._forget(gone))
            self.keyboard = keyboard
        keyboard.target = field
        place = self.place(window, keyboard)
        self._dock(window, field, place.top())
        keyboard.setGeometry(place)
        keyboard.show()
        keyboard.raise_()
        return keyboard

    @staticmethod
    def place(window: QWidget, keyboard: OnScreenKeyboard) -> QRect:
        """The keyboard's place in `window`: full width, docked at the bottom (at most half the
        window's height)."""
        height = min(keyboard.sizeHint().height(), window.height() // 2)
        return QRect(0, window.height() - height, window.width(), height)

    def _dock(self, window: QWidget, field: QLineEdit, top: int) -> None:
        """Push the window's content up as far as the field typed in needs to be above the keys
        at `top`: its bottom margin grows by that much (Qt takes no negative margin to shift
        it whole), so its layout gives up that height and no more; the keys cover what lies
        below the field, never the field. A field in a scroll area (the start screen's) pushes
        the whole content above the keys, which then scrolls to show the field."""
        self._undock()
        self._docked = (window, window.contentsMargins())
        layout = window.layout()
        if layout is not None:
            layout.activate()  # the field where it is without the keyboard
        bottom = field.mapTo(window, field.rect().bottomLeft()).y()
        shift = max(0, bottom + GAP - top)
        margins = QMargins(self._docked[1])
        scroll = _scroll_area_of(field)
        if scroll is not None:  # its content scrolls rather than squeezes: all of it above the keys
            shift = max(shift, window.height() - top - margins.bottom())
        margins.setBottom(margins.bottom() + shift)
        window.setContentsMargins(margins)
        content = scroll.widget() if scroll is not None else None
        if scroll is not None and content is not None and content.isAncestorOf(field):
            if layout is not None:
                layout.activate()  # the area at its new height
            middle = field.mapTo(content, field.rect().center())  # the whole field, not its cursor
            scroll.ensureVisible(middle.x(), middle.y(), 0, field.height() // 2 + GAP)

    def _undock(self) -> None:
        if self._docked is not None:
            window, margins = self._docked
            self._docked = None
            window.setContentsMargins(margins)

    def _forget(self, gone: OnScreenKeyboard) -> None:
        if gone is self.keyboard:  # not one replaced by a keyboard of another window
            self.keyboard = None
            self._docked = None  # went with its window

    def hide(self) -> None:
        if self.keyboard is not None:
            self.keyboard.hide()
            self.keyboard.target = None
        self._undock()

    @property
    def visible(self) -> bool:
        return self.keyboard is not None and self.keyboard.isVisible()

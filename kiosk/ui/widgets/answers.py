"""A row of big answer buttons, each with an optional keyboard letter (D, S, P, B, T …).

The letters are translated with the buttons (German "Ziehen" takes Z, not D): a panel passes
`shortcut(self.tr("D", "shortcut key: Draw"))`, so the key follows the language.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGridLayout, QPushButton, QSizePolicy, QWidget


def shortcut(letter: str) -> Qt.Key | None:
    """The key of a one-letter shortcut as its translation spells it; anything else is no key."""
    letter = letter.strip().upper()
    if len(letter) != 1 or not letter.isalnum():
        return None
    return Qt.Key(ord(letter))  # Qt's key code of a letter is its upper-case code point


def key_label(text: str, key: Qt.Key | None) -> str:
    """`text` with its shortcut letter, as "Draw  [D]"."""
    if key is None:
        return text
    letter = chr(key) if int(key) < 0x110000 else ""
    if not letter.isalnum() or letter == text:
        return text
    return f"{text}  [{letter}]"


@dataclass(frozen=True)
class Choice:
    value: object
    text: str
    role: str = ""  # style role: punto, banco, tie, primary …
    key: Qt.Key | None = None  # keyboard shortcut

    def label(self) -> str:
        return key_label(self.text, self.key)


class AnswerButtons(QWidget):
    """Emits `chosen(value)`; `set_choices` replaces the buttons (retranslation calls it again)."""

    chosen = Signal(object)

    def __init__(
        self, parent: QWidget | None = None, columns: int = 0, compact: bool = False
    ) -> None:
        super().__init__(parent)
        self._columns = columns
        self._compact = compact
        self._choices: tuple[Choice, ...] = ()
        self.buttons: list[QPushButton] = []
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setSpacing(14)

    def set_choices(self, choices: Sequence[Choice]) -> None:
        choices = tuple(choices)
        if [c.value for c in choices] == [c.value for c in self._choices] and len(
            self.buttons
        ) == len(choices):
            for button, choice in zip(self.buttons, choices, strict=True):
                button.setText(choice.label())
                button.setProperty("role", choice.role)
            self._choices = choices
            return
        for button in self.buttons:
            self._grid.removeWidget(button)
            button.hide()
            button.deleteLater()
        self.buttons = []
        self._choices = choices
        columns = self._columns or len(choices) or 1
        for column in range(columns):
            self._grid.setColumnStretch(column, 1)
        for i, choice in enumerate(choices):
            button = QPushButton(choice.label(), self)
            button.setProperty("role", choice.role)
            button.setProperty("density", "compact" if self._compact else "")
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.setMinimumHeight(self._least())
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, v=choice.value: self.on_clicked(v))
            self._grid.addWidget(button, i // columns, i % columns)
            self.buttons.append(button)

    def _least(self) -> int:
        return 60 if self._compact else 76

    def choices(self) -> tuple[Choice, ...]:
        return self._choices

    def set_enabled(self, enabled: bool) -> None:
        for button in self.buttons:
            button.setEnabled(enabled)

    def mark(self, right: str | None, given: str | None) -> None:
        """Colour the right answer green and a wrong given one red; `None, None` clears."""
        for choice, button in zip(self._choices, self.buttons, strict=True):
            value = str(choice.value)
            verdict = "right" if value == right else "wrong" if value == given else ""
            if button.property("verdict") != verdict:
                # ringed, a button keeps its plain height (its ring takes from its padding,
                # which rounds otherwise on a large screen's look): nothing shifts in its row
                plain = button.sizeHint().height() if not button.property("verdict") else 0
                button.setProperty("verdict", verdict)
                button.style().unpolish(button)
                button.style().polish(button)
                button.setMinimumHeight(max(self._least(), plain if verdict else 0))

    def on_clicked(self, value: object) -> None:
        self.chosen.emit(value)

    def handle_key(self, event: QKeyEvent) -> bool:
        for choice, button in zip(self._choices, self.buttons, strict=True):
            if choice.key is not None and event.key() == choice.key and button.isEnabled():
                self.chosen.emit(choice.value)
                return True
        return False

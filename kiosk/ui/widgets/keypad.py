"""On-screen numeric keypad for amounts: digits, the locale's decimal separator, Backspace, Enter.

Touch first, but a hardware keyboard works too: digits, `.` or `,` (both become the locale's
separator), Backspace and Enter/Return.
"""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QEvent, QLocale, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from kiosk.ui.app.style import scaled
from kiosk.ui.widgets.money import parse_amount

MAX_CHARS = 12
SECRET_MAX_CHARS = 32  # a gate code (kiosk.records.access.valid_new_code)


class Keypad(QWidget):
    """Emits `submitted(Decimal)` on Enter when the display holds a valid amount."""

    submitted = Signal(Decimal)

    def __init__(
        self,
        parent: QWidget | None = None,
        decimals: bool = True,
        secret: bool = False,
        separator: str = "",
        wide: bool = False,
    ) -> None:
        """`separator`: the decimal separator of the house's locale
        (kiosk.domain.money.decimal_separator); "" for the UI locale's. `wide`: the keys in two
        rows of six with Enter beside them, for a bottom sheet; the caller places `display`."""
        super().__init__(parent)
        self._decimals = decimals
        self._max_chars = SECRET_MAX_CHARS if secret else MAX_CHARS
        self._separator = separator
        self.display = QLineEdit(self)
        if secret:
            self.display.setEchoMode(QLineEdit.EchoMode.Password)
        self.display.setReadOnly(True)
        self.display.setProperty("role", "display")
        self.display.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.digit_buttons: dict[str, QPushButton] = {}
        grid = QGridLayout()
        grid.setSpacing(6)
        for digit in "1234567890":
            self.digit_buttons[digit] = self._key(digit)
        self.separator_button = self._key(self.separator())
        self.separator_button.setVisible(decimals)
        self.backspace_button = self._key("⌫")
        self.enter_button = QPushButton(self)
        self.enter_button.setProperty("role", "key-enter")
        self.enter_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._shrinkable(self.enter_button)
        # a phone's grid, 7 8 9 on top; wide: the keys in the order of a keyboard's top row
        rows = ["123456", "7890.⌫"] if wide else ["789", "456", "123", ".0⌫"]
        for row, keys in enumerate(rows):
            for column, key in enumerate(keys):
                grid.addWidget(self._placed(key), row, column)
        if wide:
            grid.addWidget(self.enter_button, 0, 6, 2, 1)
            grid.setContentsMargins(0, 0, 0, 0)
            self.setLayout(grid)
            # narrow keys, still tap targets: six of them and Enter share a row with what is
            # being paid
            self.setStyleSheet(
                scaled(
                    'QPushButton[role="key"] { min-width: 40px; padding: 4px 6px; }\n'
                    'QPushButton[role="key-enter"] { padding: 4px 12px; }'
                )
            )
        else:
            grid.addWidget(self.enter_button, 4, 0, 1, 3)
            layout = QVBoxLayout(self)
            layout.setContentsMargins(0, 0, 0, 0)
            layout.setSpacing(4)
            layout.addWidget(self.display)
            layout.addLayout(grid)
        self._connect_signals()
        self.retranslate()

    def _placed(self, key: str) -> QPushButton:
        if key == ".":
            return self.separator_button
        return self.backspace_button if key == "⌫" else self.digit_buttons[key]

    def separator(self) -> str:
        return self._separator or QLocale().decimalPoint()

    def _key(self, text: str) -> QPushButton:
        button = QPushButton(text, self)
        button.setProperty("role", "key")
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._shrinkable(button)
        return button

    @staticmethod
    def _shrinkable(button: QPushButton) -> None:
        """Keys may give way from their preferred height down to a tap target (the style's
        minimum) when the screen is short; a fixed-height grid squeezed below its size lays
        the rows over each other."""
        policy = button.sizePolicy()
        policy.setVerticalPolicy(QSizePolicy.Policy.Preferred)
        button.setSizePolicy(policy)

    def _connect_signals(self) -> None:
        for digit, button in self.digit_buttons.items():
            button.clicked.connect(lambda _=False, d=digit: self.on_digit(d))
        self.separator_button.clicked.connect(self.on_separator)
        self.backspace_button.clicked.connect(self.on_backspace)
        self.enter_button.clicked.connect(self.on_enter)

    def retranslate(self) -> None:
        self.enter_button.setText(self.tr("Enter"))
        self.backspace_button.setToolTip(self.tr("Delete the last digit"))
        old_separators = {",", "."} - {self.separator()}
        text = self.display.text()
        for sep in old_separators:
            text = text.replace(sep, self.separator())
        self.display.setText(text)
        self.separator_button.setText(self.separator())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def text(self) -> str:
        return self.display.text()

    def clear(self) -> None:
        self.display.clear()

    def value(self) -> Decimal | None:
        return parse_amount(self.display.text(), self.separator())

    def on_digit(self, digit: str) -> None:
        text = self.display.text()
        if len(text) >= self._max_chars:
            return
        sep = self.separator()
        if sep in text and len(text.split(sep, 1)[1]) >= 2:
            return
        self.display.setText(
            "0"
            if text == "0" and digit == "0"
            else (text.lstrip("0") if text == "0" else text) + digit
        )

    def on_separator(self) -> None:
        sep = self.separator()
        text = self.display.text()
        if self._decimals and sep not in text:
            self.display.setText((text or "0") + sep)

    def on_backspace(self) -> None:
        self.display.setText(self.display.text()[:-1])

    def on_enter(self) -> None:
        value = self.value()
        if value is not None:
            self.submitted.emit(value)

    def handle_key(self, event: QKeyEvent) -> bool:
        """Take a key press forwarded by the screen; True when the keypad used it."""
        key, text = event.key(), event.text()
        if text and text in "0123456789":
            self.on_digit(text)
        elif text in (".", ","):
            self.on_separator()
        elif key == Qt.Key.Key_Backspace:
            self.on_backspace()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.on_enter()
        else:
            return False
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.handle_key(event):
            super().keyPressEvent(event)

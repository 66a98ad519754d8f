"""Changing the examiner code from the supervisor area's Settings page.

The same change as `kiosk records set-pin` (kiosk.records.credential.set_code): the current code
is asked through the supervisor gate's own dialog, so its lockout counts wrong codes here too;
the new code is typed twice. Where the site folder is written only by an administrator (an
installation as README describes it), the page says so and nothing changes.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from kiosk.records.credential import MAX_CODE_LENGTH, CredentialError, set_code
from kiosk.ui.app.style import show_note
from kiosk.ui.widgets.panel import dress_panel

AskCode = Callable[[QWidget], str | None]


class CodePanel(QFrame):
    """`ask_code(parent)` gives the current code after the gate's dialog checked it (None:
    cancelled or refused); `changed()` is called after a change (the gate reads it anew)."""

    def __init__(
        self,
        ask_code: AskCode | None,
        changed: Callable[[], None] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.ask_code = ask_code
        self.changed = changed
        layout, self.heading = dress_panel(self)
        self.text = QLabel(self)
        self.text.setProperty("role", "explanation")
        self.text.setWordWrap(True)
        self.new_code = QLineEdit(self)
        self.again = QLineEdit(self)
        for field in (self.new_code, self.again):
            field.setEchoMode(QLineEdit.EchoMode.Password)
            field.setMaxLength(MAX_CODE_LENGTH)
            field.setMinimumHeight(48)
        self.change_button = QPushButton(self)
        self.change_button.setProperty("role", "nav")
        self.change_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.note.setProperty("role", "hint")
        fields = QHBoxLayout()
        fields.setSpacing(12)
        fields.addWidget(self.new_code, 1)
        fields.addWidget(self.again, 1)
        fields.addWidget(self.change_button)
        layout.addWidget(self.text)
        layout.addLayout(fields)
        layout.addWidget(self.note)
        self.change_button.setEnabled(ask_code is not None)
        self._connect_signals()
        self.retranslate()

    def _connect_signals(self) -> None:
        self.change_button.clicked.connect(self.on_change)

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Examiner code"))
        self.text.setText(
            self.tr(
                "The code that opens the supervisor area and seals exams. Type the new code twice, "
                "then confirm with the current one."
            )
        )
        self.new_code.setPlaceholderText(self.tr("New code"))
        self.again.setPlaceholderText(self.tr("The same again"))
        self.change_button.setText(self.tr("Change code"))

    def on_change(self) -> bool:
        new = self.new_code.text()
        if not new:
            show_note(self.note, self.tr("Type the new code twice."), "error")
            return False
        if new != self.again.text():
            show_note(self.note, self.tr("The two codes differ; nothing was changed."), "error")
            return False
        old = self.ask_code(self) if self.ask_code is not None else None
        if old is None:
            show_note(
                self.note, self.tr("Nothing was changed: the current code is needed."), "error"
            )
            return False
        try:
            set_code(old, new, administrator=False)
        except CredentialError as exc:
            show_note(self.note, str(exc), "error")
            return False
        finally:
            self.new_code.clear()
            self.again.clear()
        if self.changed is not None:
            self.changed()
        show_note(self.note, self.tr("The examiner code was changed."), "done")
        return True

"""A large touch tile: a bold title and a wrapped description inside one button."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget


class Tile(QPushButton):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("role", "tile")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(96)
        self.title = QLabel(self)
        self.title.setProperty("role", "tile-title")
        self.title.setWordWrap(True)
        self.detail = QLabel(self)
        self.detail.setProperty("role", "tile-detail")
        self.detail.setWordWrap(True)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.badge = QLabel(self)
        self.badge.setProperty("role", "tile-badge")
        self.badge.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.badge.hide()
        for label in (self.title, self.detail, self.badge):
            label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 12, 20, 12)
        layout.setSpacing(4)
        layout.addWidget(self.title)
        layout.addWidget(self.detail, 1)
        layout.addWidget(self.badge)

    def set_texts(self, title: str, detail: str, badge: str = "") -> None:
        """`badge`: a short figure shown large (e.g. "60 s"), or nothing."""
        self.title.setText(title)
        self.detail.setText(detail)
        self.badge.setText(badge)
        self.badge.setVisible(bool(badge))
        self.setAccessibleName(title)

    def sizeHint(self) -> QSize:
        return self.layout().sizeHint()

    def minimumSizeHint(self) -> QSize:
        return self.layout().minimumSize()

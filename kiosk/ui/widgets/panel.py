"""A panel of a supervisor page: a framed box with its heading on top (style role "panel")."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout


def dress_panel(frame: QFrame) -> tuple[QVBoxLayout, QLabel]:
    """Make `frame` a panel; returns its layout (the heading already in it) and the heading."""
    frame.setProperty("role", "panel")
    layout = QVBoxLayout(frame)
    layout.setContentsMargins(22, 18, 22, 18)
    layout.setSpacing(12)
    heading = QLabel(frame)
    heading.setProperty("role", "heading")
    layout.addWidget(heading)
    return layout, heading

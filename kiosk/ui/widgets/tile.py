"""A large touch tile: a bold title and a wrapped description inside one button.

A press on the tile's texts reaches the button: a plain QLabel passes the mouse events it does not
use on to its parent. Alignments are set by name, as a .ui file does (see kiosk.ui.app.qt_names).
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from kiosk.ui.app.qt_names import set_by_name
from kiosk.ui.app.style import TAP


class Tile(QPushButton):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("role", "tile")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(TAP)
        self.title = QLabel(self)
        self.title.setProperty("role", "tile-title")
        self.title.setWordWrap(True)
        self.detail = QLabel(self)
        self.detail.setProperty("role", "tile-detail")
        self.detail.setWordWrap(True)
        set_by_name(self.detail, alignment="AlignLeft|AlignTop")
        self.badge: QLabel | None = None  # made for the first badge: most tiles have none
        self.figure: QLabel | None = None  # likewise, the trainee's own figure
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(20, 12, 20, 12)
        self._layout.setSpacing(4)
        self._layout.addWidget(self.title)
        self._layout.addWidget(self.detail, 1)

    def set_tight(self) -> None:
        """Narrower margins, for tiles three to a row (and four rows high)."""
        self._layout.setContentsMargins(10, 4, 10, 4)
        self._layout.setSpacing(2)

    def set_texts(self, title: str, detail: str, badge: str = "", figure: str = "") -> None:
        """`badge`: a short figure shown large (e.g. "60 s"), or nothing; `figure`: one in a
        line of its own under the detail (e.g. "75 % right"), or nothing: shown only where the
        tile has room for it beside its title and detail (`_fit_figure`)."""
        self.title.setText(title)
        self.detail.setText(detail)
        if figure and self.figure is None:
            self.figure = QLabel(self)
            self.figure.setProperty("role", "subtitle")
            set_by_name(self.figure, alignment="AlignRight|AlignVCenter")
            self._layout.addWidget(self.figure)
        if self.figure is not None:
            self.figure.setText(figure)
            self._fit_figure()
        if badge and self.badge is None:
            self.badge = QLabel(self)
            self.badge.setProperty("role", "tile-badge")
            set_by_name(self.badge, alignment="AlignCenter")
            self._layout.addWidget(self.badge)
        if self.badge is not None:
            self.badge.setText(badge)
            self.badge.setVisible(bool(badge))
        self.setAccessibleName(title)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_figure()

    def _fit_figure(self) -> None:
        """The trainee's figure is extra: on a tile too short for it under the whole detail (a
        small screen) it is left out rather than cutting the detail."""
        if self.figure is None:
            return
        margins = self._layout.contentsMargins()
        width = self.width() - margins.left() - margins.right()
        shown = [self.title, self.detail, self.figure]
        if self.badge is not None and not self.badge.isHidden():
            shown.append(self.badge)
        needed = margins.top() + margins.bottom() + self._layout.spacing() * (len(shown) - 1)
        for label in shown:
            needed += label.heightForWidth(width) if label.wordWrap() else label.sizeHint().height()
        self.figure.setVisible(bool(self.figure.text()) and needed <= self.height())

    def sizeHint(self) -> QSize:
        return self._layout.sizeHint()

    def minimumSizeHint(self) -> QSize:
        return self._layout.minimumSize()

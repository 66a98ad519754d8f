"""Labels show plain text: names, badges and other things people type are never read as HTML.

A QLabel guesses (Qt.AutoText) and renders anything that looks like markup as rich text: a name
such as `Eve <img src="/dev/zero">` would load a file, and `<h1>CERTIFIED</h1>` would draw a
banner. No label of the app needs rich text, so every one is set to plain text: the labels that
show people's input where they are made, and each screen's labels whenever it is shown
(kiosk.ui.screens.screen), so that a label added later is covered too.

Set by name through Qt's property system (kiosk.ui.app.qt_names): the start screen uses this.
"""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

from kiosk.ui.app.qt_names import set_by_name


def plain(*labels: QLabel) -> None:
    """These labels show their text as it is."""
    for label in labels:
        set_by_name(label, textFormat="PlainText")


def plain_labels(root: QWidget) -> None:
    """Every label inside `root` shows its text as it is."""
    plain(*root.findChildren(QLabel))

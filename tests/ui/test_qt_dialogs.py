"""Qt's own pop-ups in the app's look: a text field's context menu is dark text on the card
colour, in the type scale, never the sheet's cream ink on Qt's white."""

from __future__ import annotations

import pytest

from PySide6.QtGui import QFontInfo, QPalette
from PySide6.QtWidgets import QLineEdit

from kiosk.ui.app.style import BODY_PX, COLOURS

pytestmark = pytest.mark.slow


def test_a_text_fields_context_menu_is_dark_on_light(qtbot) -> None:  # type: ignore[no-untyped-def]
    field = QLineEdit("Anna Meier")
    qtbot.addWidget(field)
    menu = field.createStandardContextMenu()
    assert menu is not None
    menu.ensurePolished()
    palette = menu.palette()
    text = palette.color(QPalette.ColorRole.WindowText)
    back = palette.color(QPalette.ColorRole.Window)
    assert text.name() == COLOURS.button_ink
    assert back.name() == COLOURS.card
    assert abs(text.lightness() - back.lightness()) > 150
    assert QFontInfo(menu.font()).pixelSize() >= BODY_PX
    menu.deleteLater()

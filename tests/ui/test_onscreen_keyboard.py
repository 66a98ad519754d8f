"""The on-screen keyboard in kiosk mode: typing a name by taps, in the language's layout."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from PySide6.QtCore import QPoint, Qt

from kiosk.drills.clock import ManualClock
from kiosk.rules.model import Ruleset
from kiosk.ui.app.language import LanguageSwitch
from kiosk.ui.app.main_window import MainWindow
from kiosk.ui.widgets.onscreen_keyboard import KEY_SIZE, OnScreenKeyboard, layout_for
from tests.ui.conftest import make_context
from tests.ui.dialog_answers import DialogAnswers

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def _window(qtbot: QtBot, ruleset: Ruleset, kiosk: bool = True) -> MainWindow:
    context = make_context(ruleset, ManualClock(), kiosk=kiosk)
    context.trainee = None
    win = MainWindow(context)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    if kiosk:  # its guards start once the window is up
        qtbot.waitUntil(lambda: win.keyboard_host is not None)
    return win


def _tap(qtbot: QtBot, keyboard: OnScreenKeyboard, *names: str) -> None:
    for name in names:
        qtbot.mouseClick(keyboard.keys[name], Qt.MouseButton.LeftButton)


def _focus_name(qtbot: QtBot, win: MainWindow) -> OnScreenKeyboard:
    field = win.start_screen.name_edit
    qtbot.mouseClick(field, Qt.MouseButton.LeftButton)  # a tap on the field
    qtbot.waitUntil(field.hasFocus)
    host = win.keyboard_host
    assert host is not None
    qtbot.waitUntil(lambda: host.visible)
    assert host.keyboard is not None
    return host.keyboard


@pytest.mark.slow
def test_a_name_is_typed_by_taps_and_signed_in(
    qtbot: QtBot, ruleset: Ruleset, languages: LanguageSwitch
) -> None:
    win = _window(qtbot, ruleset)
    keyboard = _focus_name(qtbot, win)
    field = win.start_screen.name_edit
    assert keyboard.target is field
    _tap(qtbot, keyboard, "shift", "b", "r", "u", "n", "o", "space", "shift", "k", "x")
    _tap(qtbot, keyboard, "backspace", "e", "l", "l", "e", "r")
    assert field.text() == "Bruno Keller"
    assert field.hasFocus()  # the keys never took the focus
    dialogs = DialogAnswers(0)  # "Register" the new name
    _tap(qtbot, keyboard, "enter")  # Return in the field: sign in
    dialogs.stop()
    assert win.context.trainee is not None and win.context.trainee.name == "Bruno Keller"
    assert not win.keyboard_host.visible  # type: ignore[union-attr]  # the field is gone


@pytest.mark.slow
def test_german_has_swiss_qwertz_and_english_qwerty(
    qtbot: QtBot, ruleset: Ruleset, languages: LanguageSwitch
) -> None:
    win = _window(qtbot, ruleset)
    keyboard = _focus_name(qtbot, win)
    assert "y" in keyboard.keys and "ü" not in keyboard.keys
    languages.set_language("de")
    assert {"ü", "ö", "ä", "é", "è", "à"} <= set(keyboard.keys)
    assert "ß" not in keyboard.keys  # Swiss German writes ss
    assert layout_for("de")[1].startswith("qwertz")
    grid = keyboard.grid

    def row(key: str) -> int:
        return grid.getItemPosition(grid.indexOf(keyboard.keys[key]))[0]

    assert row("z") == 1 and row("y") == 3  # z above, y in the bottom letter row
    _tap(
        qtbot, keyboard, "shift", "j", "ü", "r", "g", "space", "shift", "h", "é", "l", "è", "n", "e"
    )
    assert win.start_screen.name_edit.text() == "Jürg Hélène"
    assert keyboard.keys["space"].text() == "Leerschlag"
    languages.set_language("en")
    assert "ü" not in keyboard.keys


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.slow
def test_keys_are_finger_sized_apart_and_the_field_stays_in_sight(
    qtbot: QtBot, ruleset: Ruleset, languages: LanguageSwitch, language: str
) -> None:
    languages.set_language(language)
    win = _window(qtbot, ruleset)
    keyboard = _focus_name(qtbot, win)
    qtbot.waitUntil(lambda: all(b.isVisible() for b in keyboard.keys.values()))
    buttons = list(keyboard.keys.values())
    for i, button in enumerate(buttons):
        assert button.width() >= KEY_SIZE - 10 and button.height() >= KEY_SIZE - 10
        assert keyboard.rect().contains(button.geometry())
        for other in buttons[i + 1 :]:
            assert not button.geometry().intersects(other.geometry()), (
                button.text(),
                other.text(),
            )
    field = win.start_screen.name_edit
    place = field.rect().translated(field.mapTo(win, field.rect().topLeft()))
    assert not keyboard.geometry().intersects(place)
    assert win.rect().contains(keyboard.geometry())


@pytest.mark.slow
def test_the_hide_key_and_leaving_the_field_put_it_away(qtbot: QtBot, ruleset: Ruleset) -> None:
    win = _window(qtbot, ruleset)
    keyboard = _focus_name(qtbot, win)
    _tap(qtbot, keyboard, "hide")
    assert not keyboard.isVisible()
    host = win.keyboard_host
    assert host is not None
    win.start_screen.trainee_list.setFocus()  # the focus leaves text fields
    win.start_screen.name_edit.setFocus()
    qtbot.waitUntil(lambda: host.visible)
    win.start_screen.trainee_list.setFocus()
    qtbot.waitUntil(lambda: not host.visible)


def test_no_keyboard_outside_kiosk_mode(qtbot: QtBot, ruleset: Ruleset) -> None:
    win = _window(qtbot, ruleset, kiosk=False)
    win.start_screen.name_edit.setFocus()
    qtbot.waitUntil(win.start_screen.name_edit.hasFocus)
    assert win.keyboard_host is None


@pytest.mark.slow
def test_lists_and_scroll_areas_drag_scroll_in_kiosk_mode(qtbot: QtBot, ruleset: Ruleset) -> None:
    from PySide6.QtCore import QPointF
    from PySide6.QtWidgets import QScroller

    win = _window(qtbot, ruleset)
    names = [f"Trainee {n:02d}" for n in range(40)]
    for name in names:
        win.context.trainees.register(name)
    win.start_screen.refresh()
    listing = win.start_screen.trainee_list
    assert QScroller.hasScroller(listing.viewport())
    QScroller.scroller(listing.viewport()).scrollTo(QPointF(0, 300), 0)
    qtbot.waitUntil(lambda: listing.verticalScrollBar().value() > 0)
    plain = _window(qtbot, ruleset, kiosk=False)  # a mouse and a keyboard: as Qt has it
    assert not QScroller.hasScroller(plain.start_screen.trainee_list.viewport())


@pytest.mark.slow
def test_a_dialog_closed_with_its_keyboard_leaves_the_next_field_one(
    qtbot: QtBot, ruleset: Ruleset
) -> None:
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QDialog, QLineEdit, QVBoxLayout

    from kiosk.ui.widgets.dialogs import fit_to_kiosk

    win = _window(qtbot, ruleset)
    dialog = QDialog(win)
    field = QLineEdit(dialog)
    QVBoxLayout(dialog).addWidget(field)
    fit_to_kiosk(dialog, win)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
    host = win.keyboard_host
    assert host is not None
    qtbot.waitUntil(lambda: host.visible)
    assert host.keyboard is not None and host.keyboard.window() is dialog
    dialog.close()
    dialog.deleteLater()  # the keyboard goes with it
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert host.keyboard is None
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    assert _focus_name(qtbot, win).target is win.start_screen.name_edit


def test_the_keyboard_docks_at_the_bottom_and_pushes_the_field_up(
    qtbot: QtBot, ruleset: Ruleset
) -> None:
    """A field low in its window (a dialog's, at 1024 x 768): the keys lie along the bottom, the
    dialog's content is pushed up over them, the field whole and in sight; put away, the
    content has its room again."""
    from PySide6.QtWidgets import QDialog, QLabel, QLineEdit, QVBoxLayout

    from kiosk.ui.widgets.dialogs import fit_to_kiosk

    win = _window(qtbot, ruleset)
    win.resize(1024, 768)
    dialog = QDialog(win)
    layout = QVBoxLayout(dialog)
    layout.addWidget(QLabel("Where to?", dialog), 1)
    field = QLineEdit(dialog)
    layout.addWidget(field)  # at the bottom of the dialog
    fit_to_kiosk(dialog, win)
    dialog.resize(1024, 768)
    dialog.show()
    qtbot.waitExposed(dialog)
    before = field.mapTo(dialog, field.rect().topLeft()).y()
    qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
    host = win.keyboard_host
    assert host is not None
    qtbot.waitUntil(lambda: host.visible)
    keyboard = host.keyboard
    assert keyboard is not None and keyboard.window() is dialog
    assert keyboard.geometry().bottom() == dialog.height() - 1  # docked at the bottom
    qtbot.waitUntil(lambda: field.mapTo(dialog, field.rect().topLeft()).y() < before)
    place = field.rect().translated(field.mapTo(dialog, field.rect().topLeft()))
    assert dialog.rect().contains(place)
    assert not keyboard.geometry().intersects(place)  # pushed up, not covered
    _tap(qtbot, keyboard, "hide")
    qtbot.waitUntil(lambda: field.mapTo(dialog, field.rect().topLeft()).y() == before)
    dialog.close()


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.slow
def test_the_start_screen_scrolls_under_the_keyboard_rather_than_squeeze_its_tiles(
    qtbot: QtBot, ruleset: Ruleset, languages: LanguageSwitch, language: str
) -> None:
    """At 1024 x 768 the keys take the lower part of the start screen: the tiles keep the height
    their texts need, the panel and the tiles scroll above the keys, the name field in sight."""
    from PySide6.QtWidgets import QApplication

    from kiosk.ui.app.style import apply_look, scale_for
    from kiosk.ui.dev.shots import clipped_texts, overlapping_widgets

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_look(app, scale_for(1024, 768))
    try:
        languages.set_language(language)
        win = _window(qtbot, ruleset)
        win.resize(1024, 768)
        qtbot.waitUntil(lambda: win.start_screen.height() > 600)
        keyboard = _focus_name(qtbot, win)
        assert clipped_texts(win) == []  # no tile's text squeezed
        assert overlapping_widgets(win) == []  # all of the screen above the keys
        field = win.start_screen.name_edit
        viewport = win.start_screen.body_scroll.viewport()
        assert viewport.rect().contains(field.rect().translated(field.mapTo(viewport, QPoint())))
        assert not keyboard.geometry().intersects(
            field.rect().translated(field.mapTo(win, QPoint()))
        )
        assert win.start_screen.body_scroll.verticalScrollBar().maximum() > 0  # it scrolls
    finally:
        apply_look(app)

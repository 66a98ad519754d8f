"""Fixtures for the app's screens: a main window on a manual clock, trainees in memory."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from kiosk.drills.clock import ManualClock
from kiosk.i18n import set_language
from kiosk.rules.catalog import DEFAULT_RULESET, House, find_ruleset
from kiosk.rules.model import Ruleset
from kiosk.ui.app.context import AppContext
from kiosk.ui.app.language import LanguageSwitch
from kiosk.ui.app.main_window import MainWindow
from kiosk.ui.app.style import apply_look
from kiosk.ui.app.trainees import MemoryTrainees


@pytest.fixture(autouse=True)
def _qt_app(qapp: QApplication) -> Iterator[QApplication]:
    """The test QApplication with the app's font and style; English afterwards."""
    apply_look(qapp)
    if not gc.get_freeze_count():
        # What lives before the first screen test (modules, rulesets, the app) lives to the end:
        # frozen, the collection after each test walks only what the tests made since.
        gc.collect()
        gc.freeze()
    # pytest-qt holds the widgets a test adds weakly: once the test function returns, a window in
    # a reference cycle is garbage while pytest-qt still processes its paint events, and a
    # collection then would delete the window in the middle of its own paint. The cyclic
    # collector therefore waits for the teardown, after pytest-qt has closed the test's widgets.
    gc.disable()
    try:
        yield qapp
    finally:
        set_language("en")
        gc.enable()
        gc.collect()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture
def languages(qapp: QApplication) -> Iterator[LanguageSwitch]:
    switch = LanguageSwitch(qapp)
    switch.set_language("en")
    yield switch
    switch.set_language("en")
    switch.deleteLater()


@pytest.fixture
def ruleset() -> Ruleset:
    return find_ruleset(DEFAULT_RULESET)


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


def make_context(ruleset: Ruleset, clock: ManualClock, kiosk: bool = False) -> AppContext:
    trainees = MemoryTrainees(["Anna Meier", "1042"])
    context = AppContext(
        house=House.of(ruleset), trainees=trainees, clock=clock, seed=11, kiosk=kiosk
    )
    context.trainee = trainees.sign_in("Anna Meier")
    return context


@pytest.fixture
def context(ruleset: Ruleset, clock: ManualClock) -> AppContext:
    return make_context(ruleset, clock)


@pytest.fixture
def window(qtbot, context: AppContext, languages: LanguageSwitch) -> MainWindow:  # type: ignore[no-untyped-def]
    win = MainWindow(context)
    win.language_requested.connect(languages.set_language)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    win.start_screen.refresh()
    return win

"""Every signal a screen or widget of the app declares is connected to something.

The whole app is built as `kiosk run` builds it (records, supervisor area, exam), then driven
through every screen and drill state as the screenshots are (kiosk.ui.dev.shots.walk), the
supervisor area and the exam opened. Then, for every object of a kiosk class in the window,
each signal its kiosk classes declare must be connected on at least one object of that class:
a signal nobody hears is a button that does nothing (issue 14: "Start exam" in the supervisor
area once was).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from PySide6.QtCore import QMetaMethod, QMetaObject, QObject
from PySide6.QtWidgets import QApplication, QWidget

from kiosk.rules.catalog import DEFAULT_RULESET, find_ruleset
from kiosk.ui.app.language import LanguageSwitch, language_news
from kiosk.ui.app.start import watch_idle
from kiosk.ui.dev.shots import make_window, walk

pytestmark = pytest.mark.slow


def _own_signals(obj: QObject) -> list[tuple[str, QMetaMethod]]:
    """(class.signal, method) of the signals declared by the kiosk classes `obj` is made of."""
    kiosk_classes = {c.__name__ for c in type(obj).__mro__ if c.__module__.startswith("kiosk.")}
    found = []
    meta: QMetaObject | None = obj.metaObject()
    while meta is not None and meta.className() in kiosk_classes:
        for i in range(meta.methodOffset(), meta.methodCount()):
            method = meta.method(i)
            if method.methodType() == QMetaMethod.MethodType.Signal:
                name = bytes(method.name().data()).decode()
                found.append((f"{meta.className()}.{name}", method))
        meta = meta.superClass()
    return found


def unheard_signals(root: QWidget) -> list[str]:
    heard: dict[str, bool] = {}
    for obj in [root, *root.findChildren(QObject)]:
        for name, method in _own_signals(obj):
            heard[name] = heard.get(name, False) or obj.isSignalConnected(method)
    return sorted(name for name, connected in heard.items() if not connected)


@pytest.mark.slow
@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_every_declared_signal_is_connected(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path, languages: LanguageSwitch
) -> None:
    window, context = make_window(find_ruleset(DEFAULT_RULESET), data_dir=tmp_path)
    qtbot.addWidget(window)
    window.language_requested.connect(languages.set_language)
    for _ in walk(window, context, qapp):
        pass
    window.supervisor_gate = lambda parent: True
    window.on_supervisor_requested()
    window.on_exam_requested()
    walked = {type(o).__name__ for o in window.findChildren(QObject)}
    assert {"SupervisorArea", "VerifyScreen", "RulesetScreen", "ExamScreen", "FeltView"} <= walked
    assert unheard_signals(window) == []
    # the app-wide objects `kiosk run` makes beside the window
    idle = watch_idle(qapp, window, 5)
    for obj in (languages, language_news(), idle):
        assert [
            f"{type(obj).__name__}.{n}"
            for n, m in _own_signals(obj)
            if not obj.isSignalConnected(m)
        ] == []
    idle.deleteLater()


def test_a_signal_nobody_hears_is_found(qtbot: QtBot) -> None:
    from PySide6.QtCore import Signal

    class Lonely(QWidget):
        __module__ = "kiosk.ui.widgets.lonely"
        pressed = Signal()
        heard = Signal()

    widget = Lonely()
    qtbot.addWidget(widget)
    widget.heard.connect(widget.close)
    assert unheard_signals(widget) == ["Lonely.pressed"]

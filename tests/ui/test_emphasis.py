"""Emphasis: one primary (gold) button per dialog, the action; leaving the kiosk is quiet."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from kiosk.records.location import open_store
from kiosk.settings import Settings
from kiosk.ui.supervisor.area import SupervisorArea
from kiosk.ui.widgets.dialogs import MessageDialog


def roles(dialog: MessageDialog) -> list[str]:
    return [str(button.property("role")) for button in dialog.buttons]


def test_a_question_has_one_primary_its_action(qtbot: QtBot) -> None:
    question = MessageDialog(None, "Hand in", "Hand in now?", ["Hand in", "Keep going"])
    qtbot.addWidget(question)
    assert roles(question) == ["primary", "nav"]
    assert question.buttons[-1].isDefault()  # Return and Esc still keep going
    notice = MessageDialog(None, "Saved", "Saved.", ["OK"])
    qtbot.addWidget(notice)
    assert roles(notice) == ["primary"]


@pytest.mark.slow
def test_exit_the_kiosk_is_not_the_loudest_button(qtbot: QtBot, tmp_path: Path) -> None:
    store = open_store(tmp_path)
    area = SupervisorArea(store, Settings(), tmp_path)
    qtbot.addWidget(area)
    assert area.exit_button.property("role") == "nav"
    store.close()

"""Taking an exam on screen: sign-in, no feedback, countdown, Esc ignored, result and review."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from PySide6.QtCore import Qt

from kiosk.drills.clock import ManualClock
from kiosk.drills.session import SessionState
from kiosk.drills.task import DrillId, ErrorTag
from kiosk.records.store import SQLiteStore, open_store
from kiosk.rules.catalog import find_ruleset
from kiosk.rules.exams import ExamDefinition, ExamPart, find_exam
from kiosk.rules.house import House
from kiosk.ui.app.context import AppContext
from kiosk.ui.app.language import LanguageSwitch
from kiosk.ui.supervisor.exam_screen import ExamScreen


@pytest.fixture
def store(tmp_path: Path) -> Iterator[SQLiteStore]:
    s = open_store(tmp_path)
    s.add_trainee("Anna Beck", "1042")
    yield s
    s.close()


def _exam() -> ExamDefinition:
    exam = find_exam("castle-vaduz")
    parts = (ExamPart(DrillId.TOTALS, 2), ExamPart(DrillId.BANCO, 3), ExamPart(DrillId.PAYOUTS, 2))
    return replace(exam, parts=parts, time_limit_s=120)


def _screen(qtbot: QtBot, store: SQLiteStore) -> tuple[ExamScreen, ManualClock]:
    clock = ManualClock()
    context = AppContext(house=House.of(find_ruleset("castle-vaduz")), clock=clock, seed=11)
    screen = ExamScreen(context, store, _exam())
    qtbot.addWidget(screen)
    screen.resize(1280, 800)
    return screen, clock


def test_unknown_candidates_cannot_start(qtbot: QtBot, store: SQLiteStore) -> None:
    screen, _ = _screen(qtbot, store)
    screen.prepare("9999")
    screen.on_start()
    assert screen.run is None and screen.pages.currentWidget() is screen.intro
    assert not screen.sign_in_error.isHidden()
    assert store.sessions() == []


def test_an_exam_end_to_end(qtbot: QtBot, store: SQLiteStore) -> None:
    screen, clock = _screen(qtbot, store)
    screen.prepare("anna beck")
    screen.on_start()
    run = screen.run
    assert run is not None and screen.pages.currentWidget() is screen.running
    assert screen.countdown.text() == "2:00"
    answered = 0
    while run.state is SessionState.QUESTION:
        assert screen.panel is not None and run.task is not None
        qtbot.keyClick(screen, Qt.Key.Key_Escape)  # never leaves an exam
        assert screen.pages.currentWidget() is screen.running
        solution = run.task.solution()
        if answered == 2:  # a banco item answered wrongly
            solution = "stand" if solution == "draw" else "draw"
        screen.panel.answered.emit(solution)
        assert not screen.panel.revealed  # no feedback until the end
        answered += 1
        clock.advance(5)
        screen.on_tick()
    assert answered == 7
    qtbot.waitUntil(lambda: screen.pages.currentWidget() is screen.result_page, timeout=2000)
    assert screen.verdict.text() == "Not passed"
    assert screen.score.value.text() == "6 / 7"
    assert len(screen.rows) == 1
    stored = screen.recorder.result if screen.recorder else None
    assert stored is not None and stored.draft.correct == 6 and stored.draft.total == 7
    assert round(stored.draft.duration_s) == 30
    assert f"Record {stored.id}" in screen.record.text()
    assert len(store.answers(session_id=stored.draft.session_id)) >= 7
    with qtbot.waitSignal(screen.back_requested, timeout=1000):
        qtbot.mouseClick(screen.done_button, Qt.MouseButton.LeftButton)


def test_time_running_out_ends_the_exam(qtbot: QtBot, store: SQLiteStore) -> None:
    screen, clock = _screen(qtbot, store)
    screen.prepare("1042")
    screen.on_start()
    run = screen.run
    assert run is not None and run.task is not None
    screen.panel.answered.emit(run.task.solution())  # type: ignore[union-attr]
    clock.advance(61)
    screen.on_tick()
    assert screen.countdown.text() == "0:59"
    clock.advance(60)
    screen.on_tick()
    qtbot.waitUntil(lambda: screen.pages.currentWidget() is screen.result_page, timeout=2000)
    stored = screen.recorder.result if screen.recorder else None
    assert stored is not None and stored.draft.timed_out and stored.draft.correct == 1


def test_leaving_mid_exam_abandons_without_a_result(qtbot: QtBot, store: SQLiteStore) -> None:
    screen, _ = _screen(qtbot, store)
    screen.prepare("1042")
    screen.on_start()
    session_id = screen.recorder.recorder.session_id if screen.recorder else -1
    screen.abandon()
    session = store.session(session_id)
    assert session is not None and session.status.value == "abandoned"
    assert store.exam_results() == []


def test_a_signed_in_trainee_is_filled_in(qtbot: QtBot, store: SQLiteStore) -> None:
    from kiosk.ui.app.trainees import TraineeRef

    context = AppContext(house=House.of(find_ruleset("bern")), clock=ManualClock(), seed=1)
    context.trainee = TraineeRef("1", "Anna Beck", "1042")
    screen = ExamScreen(context, store, _exam())
    qtbot.addWidget(screen)
    assert screen.who.text() == "1042"
    assert screen.pages.currentWidget() is screen.intro


def test_red_lines_are_named_in_the_ui_language(
    qtbot: QtBot, store: SQLiteStore, languages: LanguageSwitch
) -> None:
    screen, _ = _screen(qtbot, store)
    exam = replace(screen.exam, red_lines=frozenset({ErrorTag.DRAW_AFTER_NATURAL}))
    screen.exam = exam
    screen.retranslate()
    assert "Drew after a natural" in screen.rules_text.text()
    languages.set_language("de")
    screen.retranslate()
    assert "Nach einem Naturel gezogen" in screen.rules_text.text()
    assert "Drew after a natural" not in screen.rules_text.text()

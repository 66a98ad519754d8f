"""Taking an exam on screen: sign-in, no feedback, countdown, Esc ignored, result and review."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from PySide6.QtCore import Qt

from kiosk.drills.clock import ManualClock
from kiosk.drills.exam import PartResult
from kiosk.drills.session import SessionState
from kiosk.drills.task import DrillId, ErrorTag
from kiosk.records.location import open_store
from kiosk.records.store import SQLiteStore
from kiosk.rules.catalog import House, find_ruleset
from kiosk.rules.exams import ExamDefinition, ExamPart, find_exam
from kiosk.ui.app.context import AppContext
from kiosk.ui.app.language import LanguageSwitch
from kiosk.ui.supervisor.exam_screen import ExamScreen
from tests.ui.dialog_answers import DialogAnswers

# The examiner's confirmation is a dialog; the offscreen platform has no window manager for it.
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


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
    screen = ExamScreen(context, store, _exam(), authorise=lambda parent: True)
    qtbot.addWidget(screen)
    screen.resize(1280, 800)
    return screen, clock


@pytest.fixture(autouse=True)
def examiner(languages: LanguageSwitch) -> Iterator[DialogAnswers]:
    """The examiner confirms every candidate (the tests below that ask say otherwise); texts
    in English, plurals included."""
    answers = DialogAnswers(0, 0, 0, 0)
    yield answers
    answers.stop()


@pytest.mark.slow
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
    assert screen.record.text() == f"Record {stored.id} · not attested (one PC, no records server)"
    assert len(store.answers(session_id=stored.draft.session_id)) >= 7
    with qtbot.waitSignal(screen.back_requested, timeout=1000):
        qtbot.mouseClick(screen.done_button, Qt.MouseButton.LeftButton)


@pytest.mark.slow
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


@pytest.mark.slow
def test_leaving_mid_exam_abandons_without_a_result(qtbot: QtBot, store: SQLiteStore) -> None:
    screen, _ = _screen(qtbot, store)
    screen.prepare("1042")
    screen.on_start()
    session_id = screen.recorder.recorder.session_id if screen.recorder else -1
    screen.abandon()
    session = store.session(session_id)
    assert session is not None and session.status.value == "abandoned"
    assert store.exam_results() == []


@pytest.mark.slow
def test_a_signed_in_trainee_is_filled_in(qtbot: QtBot, store: SQLiteStore) -> None:
    from kiosk.records.model import Trainee, utc_now

    context = AppContext(house=House.of(find_ruleset("bern")), clock=ManualClock(), seed=1)
    context.trainee = Trainee(1, "Anna Beck", "1042", True, utc_now())
    screen = ExamScreen(context, store, _exam())
    qtbot.addWidget(screen)
    assert screen.who.text() == "1042"
    assert screen.pages.currentWidget() is screen.intro


@pytest.mark.slow
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


@pytest.mark.slow
def test_a_part_with_a_pace_standard_reports_the_median_time(
    qtbot: QtBot, store: SQLiteStore
) -> None:

    screen, _ = _screen(qtbot, store)
    paced = PartResult(DrillId.CHIPS, 10, 10, 9, 6500, Decimal(8))
    assert screen._part_text(paced) == "Pay with chips: 9/10 · median 6.5 s (standard 8 s)"
    plain = PartResult(DrillId.TOTALS, 2, 2, 2, 1200)
    assert screen._part_text(plain) == "Totals: 2/2"


def _exam_screen_with(qtbot: QtBot, store: SQLiteStore, gate: bool) -> ExamScreen:
    clock = ManualClock()
    context = AppContext(house=House.of(find_ruleset("castle-vaduz")), clock=clock, seed=11)
    screen = ExamScreen(context, store, _exam(), authorise=lambda parent: gate)
    qtbot.addWidget(screen)
    return screen


@pytest.mark.slow
def test_the_examiner_confirms_the_candidate_by_name(
    qtbot: QtBot, store: SQLiteStore, examiner: DialogAnswers
) -> None:
    screen, _ = _screen(qtbot, store)
    screen.prepare("1042")
    screen.on_start()
    title, text = examiner.seen[0]
    assert "Anna Beck" in text and "1042" in text and "examiner" in title.casefold()
    assert screen.run is not None


@pytest.mark.slow
def test_no_exam_starts_when_the_examiner_declines(
    qtbot: QtBot, store: SQLiteStore, examiner: DialogAnswers
) -> None:
    examiner.choices[:] = [1]  # "Cancel" on the candidate's confirmation
    screen, _ = _screen(qtbot, store)
    screen.prepare("1042")
    screen.on_start()
    assert screen.run is None and store.sessions() == []


def test_no_exam_starts_without_the_gate_code(qtbot: QtBot, store: SQLiteStore) -> None:
    screen = _exam_screen_with(qtbot, store, gate=False)
    screen.prepare("1042")
    screen.on_start()
    assert screen.run is None and store.sessions() == []
    assert not screen.sign_in_error.isHidden()
    default = ExamScreen(screen.context, store, _exam())  # no gate given: nobody may start
    qtbot.addWidget(default)
    default.prepare("1042")
    default.on_start()
    assert default.run is None and store.sessions() == []


@pytest.mark.slow
def test_hand_in_asks_and_names_the_unanswered_items(
    qtbot: QtBot, store: SQLiteStore, examiner: DialogAnswers
) -> None:
    screen, _ = _screen(qtbot, store)
    screen.prepare("1042")
    screen.on_start()
    run = screen.run
    assert run is not None and run.task is not None and screen.panel is not None
    for _ in range(3):  # two totals and one banco item, all right
        assert run.task is not None
        screen.panel.answered.emit(run.task.solution())
    examiner.choices[:] = [1]  # "Keep going"
    screen.on_hand_in()
    _, asked = examiner.seen[-1]
    assert "4 items not answered" in asked
    assert "4–5 (Banco: draw or stand?)" in asked and "6–7 (Payouts)" in asked
    assert run.state is SessionState.QUESTION  # nothing ended
    examiner.choices[:] = [0]  # "Hand in"
    screen.on_hand_in()
    qtbot.waitUntil(lambda: screen.pages.currentWidget() is screen.result_page, timeout=2000)
    assert screen.verdict.text() == "Not passed"
    assert screen.score.value.text() == "3 / 7"
    heading = screen.review_heading.text()
    assert "Well dealt" not in heading and "4 items not answered" in heading
    assert not screen.unanswered_note.isHidden()
    assert "4–5 (Banco: draw or stand?), 6–7 (Payouts)" in screen.unanswered_note.text()
    stored = screen.recorder.result if screen.recorder else None
    assert stored is not None and stored.draft.correct == 3 and stored.draft.total == 7


@pytest.mark.slow
def test_handing_in_with_nothing_answered_says_so(
    qtbot: QtBot, store: SQLiteStore, examiner: DialogAnswers
) -> None:
    screen, _ = _screen(qtbot, store)
    screen.prepare("1042")
    screen.on_start()
    screen.on_hand_in()
    qtbot.waitUntil(lambda: screen.pages.currentWidget() is screen.result_page, timeout=2000)
    assert screen.review_heading.text() == "Nothing was answered."
    assert "1–2 (Totals)" in screen.unanswered_note.text()


@pytest.mark.slow
def test_idle_warns_then_pauses_with_the_clock_running(qtbot: QtBot, store: SQLiteStore) -> None:
    screen, clock = _screen(qtbot, store)
    screen.show()
    screen.prepare("1042")
    screen.on_start()
    run = screen.run
    assert run is not None and run.task is not None and screen.panel is not None
    screen.panel.answered.emit(run.task.solution())
    assert screen.on_idle()  # the exam takes care of it: the window stays on the exam
    assert not screen.pause_box.isHidden() and not run.paused  # a warning first
    assert screen.idle_grace.isActive()
    screen.on_continue()  # the candidate is there
    assert screen.pause_box.isHidden() and not screen.idle_grace.isActive()
    assert screen.on_idle()
    screen.on_idle_grace_over()  # nobody tapped
    assert run.paused and screen.panel_stack.isHidden() and screen.question.isHidden()
    answered = run.session.answered
    assert run.task is not None
    screen.panel.answered.emit(run.task.solution())  # input while paused is not taken
    assert run.session.answered == answered
    clock.advance(30)
    screen.on_tick()
    assert "1:30 left" in screen.pause_text.text()  # the clock ran on
    screen.on_continue()
    assert not run.paused and screen.panel_stack.isVisible()
    assert run.task is not None
    screen.panel.answered.emit(run.task.solution())
    assert run.session.answered == answered + 1


@pytest.mark.slow
def test_an_exam_paused_until_the_time_is_up_keeps_its_result(
    qtbot: QtBot, store: SQLiteStore
) -> None:
    screen, clock = _screen(qtbot, store)
    screen.prepare("1042")
    screen.on_start()
    run = screen.run
    assert run is not None and run.task is not None and screen.panel is not None
    screen.panel.answered.emit(run.task.solution())
    screen.on_idle()
    screen.on_idle_grace_over()
    clock.advance(121)
    screen.on_tick()
    qtbot.waitUntil(lambda: screen.pages.currentWidget() is screen.result_page, timeout=2000)
    stored = screen.recorder.result if screen.recorder else None
    assert stored is not None and stored.draft.timed_out and stored.draft.correct == 1
    assert not screen.on_idle()  # a finished exam: the window may go home


@pytest.mark.slow
def test_the_kiosk_idle_timeout_never_leaves_a_running_exam(
    qtbot: QtBot, store: SQLiteStore
) -> None:
    from kiosk.ui.app.main_window import MainWindow

    context = AppContext(
        house=House.of(find_ruleset("castle-vaduz")), clock=ManualClock(), seed=11, kiosk=True
    )
    window = MainWindow(context)
    qtbot.addWidget(window)
    window.exam_factory = lambda ctx, parent, who: ExamScreen(
        ctx, store, _exam(), parent, authorise=lambda p: True
    )
    window.on_exam_requested()
    screen = window.exam_screen
    assert isinstance(screen, ExamScreen)
    screen.prepare("1042")
    screen.on_start()
    window.on_idle()
    assert window.stack.currentWidget() is screen and screen.run is not None
    assert not screen.pause_box.isHidden()
    window.on_idle()  # still nobody: the grace runs, the exam stays
    assert window.exam_screen is screen
    screen.on_hand_in()  # the candidate hands in (answered by the fixture: yes)
    qtbot.waitUntil(lambda: screen.pages.currentWidget() is screen.result_page, timeout=2000)
    window.on_idle()  # from the result page the kiosk goes home; the result is kept
    assert window.stack.currentWidget() is window.start_screen
    assert len(store.exam_results()) == 1


@pytest.mark.slow
def test_signing_out_mid_exam_ends_it_abandoned(qtbot: QtBot, store: SQLiteStore) -> None:
    from kiosk.ui.app.main_window import MainWindow

    context = AppContext(house=House.of(find_ruleset("castle-vaduz")), clock=ManualClock(), seed=11)
    window = MainWindow(context)
    qtbot.addWidget(window)
    window.exam_factory = lambda ctx, parent, who: ExamScreen(
        ctx, store, _exam(), parent, authorise=lambda p: True
    )
    window.on_exam_requested()
    screen = window.exam_screen
    assert isinstance(screen, ExamScreen)
    screen.prepare("1042")
    screen.on_start()
    assert screen.recorder is not None
    session = screen.recorder.recorder.session_id
    window.go_home()  # signed out
    info = store.session(session)
    assert info is not None and info.status.value == "abandoned"
    assert store.exam_results() == []

"""The exam screen on a room, headless, against a real cluster and a notary serving in a thread:
a wrong code refused in words, a right one starts the exam, the server stopped mid-exam pauses
it and it goes on with the same seed, the result shown is the one the notary sealed."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
from pytestqt.qtbot import QtBot

from shiboken6 import isValid

from kiosk.drills.clock import ManualClock
from kiosk.drills.session import SessionState
from kiosk.notary.examiners import Examiners
from kiosk.notary.home import Home
from kiosk.notary.service import Kind, Notary
from kiosk.records.postgres import PostgresStore
from kiosk.rules.catalog import House, find_ruleset
from kiosk.settings import Settings
from kiosk.ui.app.context import AppContext
from kiosk.ui.app.language import LanguageSwitch
from kiosk.ui.app.main_window import MainWindow
from kiosk.ui.supervisor.exam_screen import ExamScreen
from kiosk.ui.supervisor.hooks import SupervisorHooks
from tests.notary.conftest import BERN, BERN_EXAM, NOW, Room, Serving, code
from tests.records.helpers import SlowLink
from tests.ui.dialog_answers import DialogAnswers
from tests.ui.test_slow_server import ROUND_TRIP_S, Ticks

# The examiner's confirmation is a dialog; the offscreen platform has no window manager for it.
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def now() -> datetime:
    return datetime.now(UTC)


@pytest.fixture
def carla(room: Room, home: Home) -> Iterator[str]:
    """Examiner Carla's secret, with the Bern exam registered and a notary serving."""
    examiners = Examiners(home.examiners_file)
    secrets = {name: examiners.add(name, NOW) for name in ("Anna", "Bea", "Carla")}
    with room.connect("notary") as conn:
        notary = Notary(conn, home, now)
        notary.register(BERN, Kind.RULESET, "Anna", code(secrets["Anna"], now()))
        notary.register(BERN_EXAM, Kind.EXAM, "Bea", code(secrets["Bea"], now()))
    serving = Serving(room, home)
    yield secrets["Carla"]
    serving.close()


@pytest.fixture
def store(room: Room) -> Iterator[PostgresStore]:
    made = PostgresStore(room.url("kiosk_a"), kiosk="kiosk_a")
    made.add_trainee("Anna Beck", "1042")
    yield made
    made.close()


@pytest.fixture(autouse=True)
def examiner(qapp: object) -> Iterator[DialogAnswers]:
    switch = LanguageSwitch(qapp)  # type: ignore[arg-type]
    switch.set_language("en")
    answers = DialogAnswers(*[0] * 10)
    yield answers
    answers.stop()
    switch.deleteLater()


@pytest.fixture
def hooks(store: PostgresStore) -> Iterator[SupervisorHooks]:
    made = SupervisorHooks(store, Settings(), None)
    yield made
    made.close()


def _screen(qtbot: QtBot, hooks: SupervisorHooks) -> tuple[ExamScreen, ManualClock]:
    clock = ManualClock()
    context = AppContext(house=House.of(find_ruleset("bern")), clock=clock, seed=11)
    assert hooks.room and hooks.has_exam(context.house)
    screen = hooks.exam_screen(context, None, "1042")  # type: ignore[arg-type]
    assert isinstance(screen, ExamScreen) and screen.registered is not None
    qtbot.addWidget(screen)
    screen.resize(1280, 800)
    return screen, clock


def _answer(screen: ExamScreen, items: int) -> None:
    run = screen.run
    assert run is not None
    for _ in range(items):
        task = run.task
        while run.state is SessionState.QUESTION and run.task is task and task is not None:
            assert screen.panel is not None
            screen.panel.answered.emit(task.solution())


def test_an_attested_exam_on_screen(
    qtbot: QtBot, room: Room, hooks: SupervisorHooks, carla: str
) -> None:
    screen, _ = _screen(qtbot, hooks)
    screen.examiner.setText("Carla")
    screen.code.setText("000000")
    screen.on_start()
    assert not screen.waiting.isHidden() and not screen.start_button.isEnabled()
    qtbot.waitUntil(lambda: not screen.sign_in_error.isHidden(), timeout=20_000)
    assert screen.run is None
    assert screen.sign_in_error.text() == "The code is wrong. Type the six digits shown now."
    screen.code.setText(code(carla, now()))
    screen.on_start()
    qtbot.waitUntil(lambda: screen.run is not None, timeout=20_000)
    run, attempt = screen.run, screen.attempt
    assert run is not None and attempt is not None
    assert screen.pages.currentWidget() is screen.running
    _answer(screen, 10)
    qtbot.waitUntil(lambda: not screen.busy and not screen.log.pending, timeout=20_000)  # type: ignore[union-attr]

    room.cluster.stop()
    try:
        _answer(screen, 1)
        qtbot.waitUntil(lambda: screen.away, timeout=20_000)
        assert run.paused and not screen.pause_box.isHidden()
        screen.on_tick()
        assert screen.on_idle()  # nobody at the screen: it stays as it is
        assert screen.pause_text.text().startswith("The records server cannot be reached")
        assert screen.continue_button.isHidden()
    finally:
        room.cluster.start()
    qtbot.waitUntil(lambda: not screen.away, timeout=30_000)
    assert screen.run is run and screen.attempt is not None
    assert screen.attempt.seed == attempt.seed and not run.paused
    left = run.remaining
    assert left is not None and left <= screen.attempt.left_s + 0.01

    _answer(screen, 20)
    run.finish()  # handed in
    assert screen.pages.currentWidget() is not screen.running or run.state is SessionState.FINISHED
    qtbot.waitUntil(lambda: screen.sealed is not None, timeout=30_000)
    sealed = screen.sealed
    assert sealed is not None
    with room.connect("hr") as conn:
        rows = conn.execute("SELECT payload FROM notary.seals ORDER BY number").fetchall()
    ended = [json.loads(p)["facts"] for (p,) in rows if json.loads(p)["kind"] == "ended"]
    (facts,) = ended
    assert facts["how"] == "handed-in" and len(facts["answers"]) == 31
    judged = facts["result"]
    assert screen.score.value.text() == f"{judged['correct']} / {judged['planned']}"
    assert judged["correct"] == 31 and not judged["passed"] and judged["findings"] == []
    assert screen.verdict.text() == "Not passed"
    assert f"seal {sealed.seal}" in screen.record.text()


def test_no_exam_starts_without_a_registered_exam_and_the_screen_says_so(
    qtbot: QtBot, hooks: SupervisorHooks, examiner: DialogAnswers
) -> None:
    context = AppContext(house=House.of(find_ruleset("bern")), clock=ManualClock(), seed=11)
    assert hooks.exam_for("bern") is None
    assert hooks.exam_screen(context, None, "1042") is None  # type: ignore[arg-type]
    ((_, text),) = examiner.seen
    assert "No certification exam now" in text


def test_an_exam_left_mid_way_is_sealed_abandoned(
    qtbot: QtBot, room: Room, hooks: SupervisorHooks, carla: str
) -> None:
    screen, _ = _screen(qtbot, hooks)
    screen.examiner.setText("Carla")
    screen.code.setText(code(carla, now()))
    screen.on_start()
    qtbot.waitUntil(lambda: screen.run is not None, timeout=20_000)
    _answer(screen, 3)
    screen.abandon()  # the window closed, signed out, the app stopped
    assert screen.run is None and screen.attempt is None

    def ended() -> list[dict[str, object]]:
        with room.connect("hr") as conn:
            rows = conn.execute("SELECT payload FROM notary.seals ORDER BY number").fetchall()
        return [json.loads(p)["facts"] for (p,) in rows if json.loads(p)["kind"] == "ended"]

    qtbot.waitUntil(lambda: bool(ended()), timeout=20_000)
    ((facts),) = ended()
    assert facts["how"] == "abandoned" and len(facts["answers"]) == 3  # type: ignore[arg-type]


@pytest.mark.slow
def test_my_progress_reads_the_registered_exam_off_the_ui_thread(
    qtbot: QtBot, room: Room, carla: str
) -> None:
    """My progress on a room, the server half a second away: the screen opens at once saying it
    reads, and the exam line names the registered exam once the read is back."""
    store = PostgresStore(room.url("kiosk_a"), kiosk="kiosk_a")
    anna = store.add_trainee("Anna Beck", "1042")
    store.close()
    port = room.cluster.port
    with SlowLink(port, ROUND_TRIP_S / 2) as link:
        far = room.url("kiosk_a").replace(f":{port}/", f":{link.port}/")
        store = PostgresStore(far, kiosk="kiosk_a")
        hooks = SupervisorHooks(store, Settings(), None)
        context = AppContext(house=House.of(find_ruleset("bern")), clock=ManualClock(), seed=11)
        ticks = Ticks(qtbot)
        window = MainWindow(context)
        qtbot.addWidget(window)
        window.progress_factory = hooks.progress_screen
        window.show()
        window.start_screen.sign_in(anna)
        ticks.call(window.on_progress_requested)
        screen = window.progress_screen
        assert screen is not None and window.stack.currentWidget() is screen
        assert screen.busy and screen.ready.text() == "Reading your records …"
        assert screen.exam_text.text() == ""
        ticks.waiting(lambda: not screen.busy)
        ticks.timer.stop()
        assert screen.exam is not None and screen.exam.ruleset == "bern"
        assert "No exam taken yet." in screen.exam_text.text()
        assert f"The exam {screen.exam.name.get('en')}: " in screen.exam_text.text()
        window.close()
        hooks.close()
        store.close()
    print(f"longest the screen waited: {ticks.longest * 1000:.1f} ms")
    assert ticks.longest < ROUND_TRIP_S / 2  # never a round trip to the server


@pytest.mark.slow
def test_the_exam_tile_reads_the_registered_exam_off_the_ui_thread(
    qtbot: QtBot, room: Room, carla: str
) -> None:
    """Tapping the exam tile on a room, the server half a second away: the registered exam is
    read while the screen goes on, then its sign-in opens; starting looks the candidate up and
    asks the notary while the screen goes on too."""
    store = PostgresStore(room.url("kiosk_a"), kiosk="kiosk_a")
    store.add_trainee("Anna Beck", "1042")
    store.close()
    port = room.cluster.port
    with SlowLink(port, ROUND_TRIP_S / 2) as link:
        far = room.url("kiosk_a").replace(f":{port}/", f":{link.port}/")
        store = PostgresStore(far, kiosk="kiosk_a")
        hooks = SupervisorHooks(store, Settings(), None)
        context = AppContext(house=House.of(find_ruleset("bern")), clock=ManualClock(), seed=11)
        ticks = Ticks(qtbot)
        window = MainWindow(context)
        qtbot.addWidget(window)
        window.exam_factory = hooks.exam_screen
        window.exam_reader = hooks.read_exam
        window.show()
        button = window.start_screen.exam_button
        ticks.call(button.click)
        assert not button.isEnabled() and window.exam_screen is None  # being read
        ticks.call(button.click)  # a second tap meanwhile reads nothing more
        ticks.waiting(lambda: window.exam_screen is not None)
        screen = window.exam_screen
        assert isinstance(screen, ExamScreen) and screen.registered is not None
        assert screen.registered.exam.ruleset == "bern" and button.isEnabled()
        screen.who.setText("1042")
        screen.examiner.setText("Carla")
        screen.code.setText("000000")
        ticks.call(screen.on_start)  # the candidate looked up, then the notary asked
        assert not screen.waiting.isHidden() and not screen.start_button.isEnabled()
        ticks.waiting(lambda: not screen.sign_in_error.isHidden())
        assert screen.sign_in_error.text() == "The code is wrong. Type the six digits shown now."
        ticks.timer.stop()
        window.close()
        qtbot.waitUntil(lambda: not isValid(screen))  # the exam screen went
        hooks.close()
        store.close()
    print(f"longest the screen waited: {ticks.longest * 1000:.1f} ms")
    assert ticks.longest < ROUND_TRIP_S / 2  # never a round trip to the server


def test_the_exam_looked_up_on_several_threads_at_once_opens_one_desk(
    hooks: SupervisorHooks, carla: str
) -> None:
    """The exam tile and My progress look the house's exam up off the UI thread, maybe at once:
    one desk to the notary is opened and kept, none left open beside it."""
    barrier = threading.Barrier(6)
    found: list[object] = []

    def look_up() -> None:
        barrier.wait()
        registered = hooks.registered_for("bern")
        assert registered is not None
        found.append(registered[0])

    threads = [threading.Thread(target=look_up) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    assert len(found) == 6 and len({id(desk) for desk in found}) == 1

"""The one background-job helper (kiosk.ui.app.jobs): work off the UI thread with progress, and
exactly one outcome delivered on the UI thread: success, failure or cancelled."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from PySide6.QtCore import QObject, QThread
from PySide6.QtWidgets import QWidget

from kiosk.ui.app import jobs
from kiosk.ui.app.jobs import JobControl, run_in_background


class Outcomes:
    """What the callbacks were called with, and on which thread."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, Any]] = []
        self.threads: set[bool] = set()

    def _note(self, name: str, value: Any) -> None:
        self.threads.add(QThread.currentThread() is QObject().thread())
        self.calls.append((name, value))

    def kwargs(self) -> dict[str, Any]:
        return {
            "on_success": lambda result: self._note("success", result),
            "on_failure": lambda error: self._note("failure", error),
            "on_progress": lambda done, total: self._note("progress", (done, total)),
            "on_cancelled": lambda: self._note("cancelled", None),
        }

    def outcomes(self) -> list[tuple[str, Any]]:
        return [call for call in self.calls if call[0] != "progress"]


@pytest.fixture
def owner(qtbot: QtBot) -> QWidget:
    widget = QWidget()
    qtbot.addWidget(widget)
    return widget


@pytest.mark.slow
def test_a_result_arrives_on_the_ui_thread_with_progress(qtbot: QtBot, owner: QWidget) -> None:
    seen = Outcomes()
    work_thread: list[QThread] = []

    def work(control: JobControl) -> int:
        work_thread.append(QThread.currentThread())
        for i in range(3):
            control.progress(i + 1, 3)
        return 42

    job = run_in_background(work, owner=owner, **seen.kwargs())
    with qtbot.waitSignal(job.finished, timeout=5000):
        pass
    assert seen.outcomes() == [("success", 42)]
    assert work_thread and work_thread[0] is not owner.thread()
    assert seen.threads == {True}  # every callback on the UI thread
    assert not job.running and jobs.running_jobs() == 0


def test_a_failing_job_reports_its_exception(qtbot: QtBot, owner: QWidget) -> None:
    seen = Outcomes()

    def work(control: JobControl) -> None:
        raise OSError("log.csv: permission denied")

    job = run_in_background(work, owner=owner, **seen.kwargs())
    with qtbot.waitSignal(job.finished, timeout=5000):
        pass
    [(name, error)] = seen.outcomes()
    assert name == "failure" and isinstance(error, OSError)
    assert str(error) == "log.csv: permission denied"


def test_a_cancelled_job_says_so_whatever_the_work_did(qtbot: QtBot, owner: QWidget) -> None:
    seen = Outcomes()
    started = threading.Event()

    def work(control: JobControl) -> str:
        started.set()
        while control.step(0, 1):
            QThread.msleep(5)
        raise RuntimeError("stopped")  # how the work stops does not matter

    job = run_in_background(work, owner=owner, **seen.kwargs())
    assert started.wait(5)
    with qtbot.waitSignal(job.finished, timeout=5000):
        job.cancel()
    assert seen.outcomes() == [("cancelled", None)]


def test_nothing_is_delivered_once_the_owner_is_gone(qtbot: QtBot) -> None:
    seen = Outcomes()
    owner = QWidget()
    release = threading.Event()
    control_seen: list[JobControl] = []

    def work(control: JobControl) -> str:
        control_seen.append(control)
        release.wait(5)
        return "late"

    job = run_in_background(work, owner=owner, **seen.kwargs())
    owner.deleteLater()
    qtbot.waitUntil(lambda: job.is_cancelled(), timeout=5000)  # its owner's end cancels it
    release.set()
    qtbot.waitUntil(lambda: jobs.running_jobs() == 0, timeout=5000)
    assert seen.calls == []


def test_stop_all_cancels_and_waits(qtbot: QtBot, owner: QWidget) -> None:
    seen = Outcomes()

    def work(control: JobControl) -> str:
        while not control.cancelled():
            QThread.msleep(5)
        return "stopped"

    job = run_in_background(work, owner=owner, **seen.kwargs())
    assert jobs.stop_all(5000)
    assert job.is_cancelled() and not job.running
    with qtbot.waitSignal(job.finished, timeout=5000):
        pass
    assert seen.outcomes() == [("cancelled", None)]

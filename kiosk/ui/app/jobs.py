"""Work that runs off the UI thread: one helper for every screen that computes or reads at length.

    job = run_in_background(
        lambda control: audit_ruleset(ruleset, control.step),
        owner=self,
        on_success=self.on_odds_computed,
        on_failure=self.on_odds_failed,
        on_progress=self.on_odds_progress,
        on_cancelled=self.on_odds_cancelled,
    )
    ...
    job.cancel()

The work runs on a thread pool and gets a JobControl: `progress(done, total)` reports, and
`cancelled()` (or `step(done, total)`, which does both) tells it to stop. Exactly one of the
outcome callbacks is then called on the UI thread: `on_success(result)`, `on_failure(error)` for
any exception the work raises (so a screen never stays "running"), or `on_cancelled()` when the
job was cancelled before the work ended (whatever the work did then). `finished` is emitted after
it. Nothing is called once `owner` is destroyed: its destruction cancels the job.

A job is kept alive by this module until it has finished, not by its owner; `stop_all()` (run
when the app quits) cancels every job and waits for their threads, so no Python code is left
running while the interpreter ends.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

# Jobs started and not yet finished: they live until their outcome is delivered.
_running: set[Job] = set()
_pool: QThreadPool | None = None


def job_pool() -> QThreadPool:
    """The thread pool jobs run on by default (its own, so `stop_all` waits for jobs only)."""
    global _pool
    if _pool is None:
        _pool = QThreadPool()
    return _pool


class JobControl:
    """What the work of a job is handed: report progress, and ask whether to stop."""

    def __init__(self, job: Job) -> None:
        self._job = job

    def progress(self, done: int, total: int) -> None:
        self._job._progressed_off_thread.emit(done, total)

    def cancelled(self) -> bool:
        return self._job.is_cancelled()

    def step(self, done: int, total: int) -> bool:
        """Report progress; True while the work should go on."""
        self.progress(done, total)
        return not self.cancelled()


class Job(QObject):
    """One background job (see the module's docstring). Its signals reach the UI thread."""

    progressed = Signal(int, int)  # done, total
    succeeded = Signal(object)  # the work's result
    failed = Signal(object)  # the exception the work raised
    cancelled = Signal()
    finished = Signal()  # after any one of succeeded, failed and cancelled

    def __init__(self) -> None:
        super().__init__()
        self._cancel = threading.Event()
        self._owner_gone = False
        self.done = threading.Event()

    def cancel(self) -> None:
        """Ask the work to stop; its outcome will be `cancelled`."""
        self._cancel.set()

    def is_cancelled(self) -> bool:
        return self._cancel.is_set()

    @property
    def running(self) -> bool:
        return not self.done.is_set()

    def _on_owner_destroyed(self, *_: object) -> None:
        self._owner_gone = True
        self.cancel()

    def _deliver(self, outcome: str, value: object) -> None:
        """On the UI thread: the work has ended (see _Runner.run)."""
        _running.discard(self)
        if not self._owner_gone:
            if outcome == "failed" and not self.is_cancelled():
                self.failed.emit(value)
            elif outcome == "succeeded" and not self.is_cancelled():
                self.succeeded.emit(value)
            else:
                self.cancelled.emit()
            self.finished.emit()

    def _forward_progress(self, done: int, total: int) -> None:
        if not self._owner_gone and not self.done.is_set():
            self.progressed.emit(done, total)

    # From the pool thread to the job, which lives on the UI thread: queued connections.
    _ended = Signal(str, object)
    _progressed_off_thread = Signal(int, int)


class _Runner(QRunnable):
    def __init__(self, job: Job, work: Callable[[JobControl], object]) -> None:
        super().__init__()
        self.job = job
        self.work = work

    def run(self) -> None:
        job = self.job
        try:
            if job.is_cancelled():
                outcome, value = "cancelled", None
            else:
                outcome, value = "succeeded", self.work(JobControl(job))
        except Exception as exc:  # shown by the screen, never lost in a pool thread
            outcome, value = "failed", exc
        job.done.set()
        job._ended.emit(outcome, value)


def run_in_background(
    work: Callable[[JobControl], Any],
    *,
    owner: QObject,
    on_success: Callable[[Any], object],
    on_failure: Callable[[Exception], object],
    on_progress: Callable[[int, int], object] | None = None,
    on_cancelled: Callable[[], object] | None = None,
    pool: QThreadPool | None = None,
) -> Job:
    """Start `work(control)` on `pool` (default: job_pool()); see the module's docstring."""
    job = Job()
    job._ended.connect(job._deliver)
    job._progressed_off_thread.connect(job._forward_progress)
    job.succeeded.connect(on_success)
    job.failed.connect(on_failure)
    if on_progress is not None:
        job.progressed.connect(on_progress)
    if on_cancelled is not None:
        job.cancelled.connect(on_cancelled)
    owner.destroyed.connect(job._on_owner_destroyed)
    _running.add(job)
    (pool or job_pool()).start(_Runner(job, work))
    return job


def running_jobs() -> int:
    return len(_running)


def stop_all(timeout_ms: int = 10_000) -> bool:
    """Cancel every job and wait for the default pool's threads (the app is quitting); True
    when they all ended within the time."""
    for job in list(_running):
        job.cancel()
    return _pool is None or _pool.waitForDone(timeout_ms)

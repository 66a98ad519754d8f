"""Processes the app benchmarks time and weigh (run as a script, one job per process).

    python tests/bench/app_probe.py bare
        A bare PySide6 window: QApplication + QMainWindow, shown, its first frame painted, the
        loop ended and the process too, as `kiosk run --quit-after-startup` does both (exit()
        from a zero timer; no Python teardown).
        The yardstick for `kiosk run --quit-after-startup`; prints its peak RSS (VmHWM, KiB).
    python tests/bench/app_probe.py bare-kiosk
        The same window set up as `--kiosk` sets up the kiosk's: frameless, on top, full screen.
        The yardstick for `kiosk run --kiosk --quit-after-startup`. The window flags are Qt
        enums, and the first Qt enum a process uses makes PySide6 build its whole `Qt`
        namespace (about 18 ms here): any PySide6 window set up this way pays for it.
    python tests/bench/app_probe.py tour --data-dir DIR [--rounds N]
        The real `kiosk run` start-up (kiosk.ui.app.start.run_app, records in DIR), then, from the
        event loop, a tour: sign in, every drill in every mode with answers rendered, house rules,
        supervisor area, exam sign-in. Prints one JSON line: RSS after start-up, after the tour,
        and the peak (VmHWM), in KiB.

Both use whatever QT_QPA_PLATFORM the environment sets (the benchmarks: offscreen, on a
1920 x 1080 screen, see test_app_startup.isolated_env). The bare job imports nothing but os, sys,
pathlib and Qt, so the yardstick carries no extra start-up cost.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow


def bare(kiosk_mode: bool = False) -> int:
    """Ends as `kiosk` does once its event loop is over (kiosk.ui.app.start.end_process): without
    Python's teardown, so that both processes are timed to their first idle frame."""
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    if kiosk_mode:
        from PySide6.QtCore import Qt

        window.setWindowFlags(
            window.windowFlags()
            | Qt.WindowType.FramelessWindowHint
            | Qt.WindowType.WindowStaysOnTopHint
        )
        window.showFullScreen()
    else:
        window.resize(1280, 800)
        window.show()
    # as `kiosk run --quit-after-startup` asks for the end: exit() from a zero timer, after
    # which the loop still handles the window's expose, so the first frame is painted. (quit()
    # would close the window first: the process would end before any frame was painted.)
    QTimer.singleShot(0, lambda: app.exit(0))
    status = app.exec()
    high = memory()["VmHWM"]
    print(f'{{"VmHWM": {high}}}', flush=True)
    os._exit(status)


def memory() -> dict[str, int]:
    """VmRSS and VmHWM of this process in KiB (Linux)."""
    out: dict[str, int] = {}
    for line in Path("/proc/self/status").read_text(encoding="ascii").splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            out[key] = int(value.split()[0])
    return out


def tour(data_dir: Path, rounds: int) -> int:
    import argparse
    import json
    import time

    from kiosk.drills.session import Mode, SessionState
    from kiosk.ui.app.main_window import MainWindow
    from kiosk.ui.app.start import run_app
    from kiosk.ui.dev.demo import right_answer, wrong_answer
    from kiosk.ui.widgets.names import DRILL_ORDER

    app = QApplication(sys.argv[:1])
    report: dict[str, object] = {}

    def drive() -> None:
        report["startup"] = memory()
        window = next(w for w in app.topLevelWidgets() if isinstance(w, MainWindow))
        started = time.perf_counter()
        names = window.context.trainees.trainees()
        trainee = names[0] if names else window.context.trainees.sign_in("Bench Trainee")
        window.start_screen.sign_in(trainee)
        answered = 0
        for _ in range(rounds):
            for drill in DRILL_ORDER:
                window.on_drill_chosen(drill)
                app.processEvents()
                for mode in Mode:
                    window.start_drill(drill, mode, items=6 if mode is Mode.EXAM else None)
                    screen = window.drill_screen
                    for i in range(6):
                        session = screen.session
                        if session is None or session.task is None:
                            break
                        if session.state is SessionState.FEEDBACK:
                            screen.on_next()
                        if session.state is not SessionState.QUESTION:
                            break
                        pick = wrong_answer if i % 3 == 2 else right_answer
                        screen.on_answered(pick(session.task))
                        answered += 1
                        app.processEvents()
                        window.grab()
                    screen.on_finish()
                    app.processEvents()
                    window.grab()
            window.go_home()
            window.on_rules_requested()
            app.processEvents()
            window.grab()
            window.show_start()
            window.supervisor_gate = lambda parent: True
            window.on_supervisor_requested()
            app.processEvents()
            window.grab()
            window.show_start()
            if window.exam_factory is not None:
                window.on_exam_requested()
                app.processEvents()
                window.grab()
                window.show_start()
        app.processEvents()
        report["tour"] = memory()
        report["tour_seconds"] = time.perf_counter() - started
        report["answers"] = answered
        app.quit()

    QTimer.singleShot(0, drive)
    args = argparse.Namespace(
        ruleset=None, lang="en", kiosk=False, data_dir=data_dir, quit_after_startup=False
    )
    status = run_app(args)
    print(json.dumps(report))
    return status


def main(argv: list[str]) -> int:
    if argv in (["bare"], ["bare-kiosk"]):
        return bare(kiosk_mode=argv == ["bare-kiosk"])
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="job", required=True)
    sub.add_parser("bare")
    sub.add_parser("bare-kiosk")
    tour_parser = sub.add_parser("tour")
    tour_parser.add_argument("--data-dir", type=Path, required=True)
    tour_parser.add_argument("--rounds", type=int, default=1)
    args = parser.parse_args(argv)
    if args.job in ("bare", "bare-kiosk"):
        return bare(kiosk_mode=args.job == "bare-kiosk")
    return tour(args.data_dir, args.rounds)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Start the Qt application: settings, house ruleset, fonts, language, the window, kiosk mode."""

from __future__ import annotations

import argparse
import contextlib
import logging
import sqlite3
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from kiosk import __version__
from kiosk.i18n import normalize_language, set_language, system_language, translate
from kiosk.records import RecordsBusyError, RecordsError, chosen_records, open_records, redact
from kiosk.rules.catalog import DEFAULT_RULESET, House, find_house
from kiosk.rules.loader import RulesetError
from kiosk.settings import (
    Settings,
    SettingsError,
    default_data_dir,
    kiosk_mode,
    load_settings,
    site_settings_file,
    system_file_problem,
)
from kiosk.ui.app.context import AppContext
from kiosk.ui.app.heap import return_large_blocks
from kiosk.ui.app.idle import IdleWatch
from kiosk.ui.app.jobs import stop_all
from kiosk.ui.app.language import LanguageSwitch
from kiosk.ui.app.main_window import MainWindow, block_leaving_keys
from kiosk.ui.app.stop_signals import StopSignals
from kiosk.ui.app.style import FULL_SIZE, LEAST_SIZE, apply_look, scale_for
from kiosk.ui.supervisor.gate import gate_problem
from kiosk.ui.supervisor.hooks import SupervisorHooks

if TYPE_CHECKING:
    from collections.abc import Callable


def choose_language(args: argparse.Namespace, settings: Settings) -> str:
    """--lang, else the site/kiosk settings, else the system locale."""
    return normalize_language(getattr(args, "lang", None) or settings.language or system_language())


def first_window_size(app: QApplication, kiosk: bool) -> tuple[int, int]:
    """The size the window starts at: in kiosk mode the whole screen; otherwise the look's full
    size (kiosk.ui.app.style.FULL_SIZE), or the screen's free area when that is smaller, but never
    below the window's least size."""
    screen = app.primaryScreen()
    if screen is None:  # no screen at all: the look's own size
        return FULL_SIZE
    if kiosk:
        whole = screen.geometry()
        return whole.width(), whole.height()
    area = screen.availableGeometry()
    width = max(LEAST_SIZE[0], min(FULL_SIZE[0], area.width()))
    height = max(LEAST_SIZE[1], min(FULL_SIZE[1], area.height()))
    return width, height


LOG_FILE = "kiosk.log"


def keep_log(folder: Path) -> None:
    """The kiosk's log for IT: start, records server lost and back, outbox delivered or set
    aside, sessions and exams begun and ended, errors; `kiosk.log` in the data folder, rotated at
    1 MB with three old files kept. Passwords never reach it (URLs are written redacted)."""
    logger = logging.getLogger("kiosk")
    path = folder / LOG_FILE
    for old in [h for h in logger.handlers if isinstance(h, RotatingFileHandler)]:
        if Path(old.baseFilename) == path.absolute():
            return
        logger.removeHandler(old)  # another data folder (a second start in one process)
        old.close()
    folder.mkdir(parents=True, exist_ok=True)
    handler = RotatingFileHandler(path, maxBytes=1_000_000, backupCount=3, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)


def load_house(args: argparse.Namespace, settings: Settings) -> House:
    """--ruleset, else the settings, else the default house; raises RulesetError."""
    name = getattr(args, "ruleset", None) or settings.ruleset or DEFAULT_RULESET
    return find_house(name, settings.site_rulesets_dir())


# How long after the start the kiosk's idle watch begins (see run_app).
IDLE_WATCH_DELAY_MS = 1000
# How long after the start the house's exam is read (see run_app).
EXAM_READ_DELAY_MS = 100


def watch_idle(
    app: QApplication, window: MainWindow, minutes: int | Callable[[], int | None]
) -> IdleWatch:
    """After `minutes` (a number, or a function read at each touch: the settings in force)
    without a touch or key the window goes back to its start screen (kiosk.ui.app.idle), in
    kiosk mode and in a window alike; the watch lives as long as the app."""
    watch = IdleWatch(app, minutes)
    watch.idle.connect(window.on_idle)
    return watch


def offer_exam(window: MainWindow, hooks: SupervisorHooks, house: House) -> None:
    """Offer the house's exam, if it has one."""
    window.exam_factory = hooks.exam_screen if hooks.has_exam(house) else None
    if hooks.room:  # the registered exam is read from the server off the UI thread
        window.exam_reader = hooks.read_exam


def _ruleset_messages(exc: ValueError) -> list[str]:
    """What a RulesetError says; any other error is raised again."""
    if not isinstance(exc, RulesetError):
        raise exc
    return list(exc.messages)


def _records_problem(exc: Exception) -> str:
    """What went wrong opening the records, naming the file or folder where the system says."""
    if isinstance(exc, OSError) and exc.filename:
        if Path(exc.filename).is_file():
            return translate(
                "app", "{path} is a file, expected a folder the records can be kept in (--data-dir)"
            ).format(path=exc.filename)
        return translate(
            "app", "{path}: {problem}, expected a folder the records can be kept in (--data-dir)"
        ).format(path=exc.filename, problem=exc.strerror or exc)
    return str(exc)


def _fail(
    app: QApplication, title: str, lines: list[str], show_dialog: bool, status: int = 2
) -> int:
    """Show why the app cannot start; exit 2 (the autostart does not retry it) unless `status`
    says a retry may help."""
    text = "\n".join(lines)
    print(text, file=sys.stderr)
    if show_dialog:
        QMessageBox.critical(None, title, text)
    del app
    return status


def _gate_problem(settings: Settings) -> str | None:
    """Why kiosk mode must not start: no gate code in the site settings, or a site settings file
    that is not root's alone to write (kiosk.settings.system_file_problem)."""
    site = site_settings_file()
    if site.exists() and (problem := system_file_problem(site)):
        return problem
    return gate_problem(settings)


def run_app(args: argparse.Namespace) -> int:
    """The app until it ends; in kiosk mode (--kiosk) with the system's site folder alone."""
    if not args.kiosk:
        return _run_app(args)
    with kiosk_mode():
        return _run_app(args)


def _run_app(args: argparse.Namespace) -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName("kiosk")
    window_size = first_window_size(app, bool(args.kiosk))
    scale = scale_for(*window_size)  # a smaller screen gets smaller type (kiosk.ui.app.style)
    apply_look(app, scale)
    interactive = not args.quit_after_startup and app.platformName() not in ("offscreen", "minimal")
    data_dir: Path | None = getattr(args, "data_dir", None)
    try:
        settings = load_settings(data_dir)
    except SettingsError as exc:
        set_language(normalize_language(getattr(args, "lang", None) or system_language()))
        title = translate("app", "The settings cannot be read")
        return _fail(app, title, [str(exc)], interactive)
    for note in settings.ignored:  # site-only settings in the kiosk's own file
        print(note, file=sys.stderr)
    languages = LanguageSwitch(app)
    languages.set_language(choose_language(args, settings))
    try:
        house = load_house(args, settings)
    except ValueError as exc:
        title = translate("app", "The house ruleset cannot be loaded")
        return _fail(app, title, _ruleset_messages(exc), interactive)

    if args.kiosk:
        problem = _gate_problem(settings)
        if problem is not None:
            title = translate("app", "The kiosk is not set up")
            return _fail(app, title, [problem], interactive)
    # no log rather than no kiosk: opening the records names a data folder's problem
    with contextlib.suppress(OSError):
        keep_log(data_dir or default_data_dir())
    records = chosen_records(getattr(args, "records", None), settings)
    logging.getLogger(__name__).info(
        "kiosk %s started%s, house %s, records %s",
        __version__,
        " in kiosk mode" if args.kiosk else "",
        house.id,
        redact(records) if records else "on this PC",
    )
    try:
        store = open_records(data_dir, getattr(args, "records", None), settings)
    except RecordsBusyError as exc:
        # another program held the records too long: exit 1, which the autostart retries
        title = translate("app", "The records database cannot be opened")
        return _fail(app, title, [str(exc)], interactive, status=1)
    except (RecordsError, OSError, sqlite3.Error) as exc:  # OfflineError is an OSError
        title = translate("app", "The records database cannot be opened")
        return _fail(app, title, [_records_problem(exc)], interactive)
    hooks = SupervisorHooks(store, settings, data_dir)
    context = AppContext(
        house=house,
        settings=settings,
        trainees=hooks.directory,
        journal=hooks.directory,
        kiosk=bool(args.kiosk),
    )
    window = MainWindow(context)
    offline_waiting = getattr(store, "offline_waiting", None)  # a kiosk on a records server
    if offline_waiting is not None:
        window.watch_records(offline_waiting)
    window.supervisor_gate = hooks.gate
    window.supervisor_factory = hooks.screen
    window.progress_factory = hooks.progress_screen
    # SIGTERM at a shutdown ends a drill or an exam in order, then the app (kept to its end)
    app.aboutToQuit.connect(StopSignals(window.on_stop, app).restore)
    app.aboutToQuit.connect(stop_all)  # no work left running off the UI thread
    app.aboutToQuit.connect(hooks.close)
    app.aboutToQuit.connect(store.close)
    window.language_requested.connect(languages.set_language)
    if args.kiosk:  # the window is frameless and on top (MainWindow, in kiosk mode)
        block_leaving_keys(window)  # owned by the window
        window.showFullScreen()
    else:
        window.resize(*window_size)
        screen = app.primaryScreen()
        free = screen.availableGeometry() if screen is not None else None
        if free is not None and (free.width() <= window_size[0] or free.height() <= window_size[1]):
            # the screen is not larger than the window: maximised, the window manager fits its
            # title bar and frame on the screen too (a resize would push them past its edge)
            window.showMaximized()
        else:
            window.show()
    # before the screens with the large pixmaps are built; see kiosk.ui.app.heap
    window.stack.currentChanged.connect(return_large_blocks)
    # Nobody touches a screen before it is shown, while a Python event filter would cost the
    # way to the first frame some 4 ms (PySide6 works out the class of every event it hands to
    # Python): the watch starts a second after the start, and counts from then. It reads the
    # idle minutes at each touch, so a supervisor's new setting needs no restart.
    QTimer.singleShot(IDLE_WATCH_DELAY_MS, lambda: watch_idle(app, window, context.idle_minutes))
    # The house's exam (read from YAML) is offered right after the first frame.
    QTimer.singleShot(EXAM_READ_DELAY_MS, lambda: offer_exam(window, hooks, house))
    if args.quit_after_startup:
        # exit(), not quit(): quit() asks the windows to close, and a kiosk window refuses.
        QTimer.singleShot(0, lambda: app.exit(0))
    return app.exec()

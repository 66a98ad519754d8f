"""Health checks of an installation: everything a training-room PC needs, tried once.

`kiosk selftest` prints one line per check; the frozen bundle runs it as its smoke test, so each
check exercises the real loading code (rulesets, translations, fonts, database, every screen)
exactly as the app does. A check never raises: a broken or missing piece is a failed line.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

import psycopg

from kiosk.i18n import LANGUAGES, _catalog, current_language, set_language, tr, translate
from kiosk.records import open_store
from kiosk.resources import is_frozen, schema_file, shipped_rulesets_dir, translations_dir
from kiosk.rules import audit
from kiosk.rules.catalog import DEFAULT_RULESET, find_ruleset, ruleset_files
from kiosk.rules.exams import ExamError, exam_files, load_exam
from kiosk.rules.loader import RulesetError, load_ruleset
from kiosk.rules.model import Ruleset
from kiosk.settings import load_settings, site_settings_file

# Rendering every screen in both languages takes seconds; this only stops a hung child.
_QT_TIMEOUT = 600
# Messages of Qt's offscreen platform about window-manager features it does not have.
_HARMLESS = ("does not support propagateSizeHints()",)


@dataclass(frozen=True)
class CheckResult:
    name: str
    ok: bool
    detail: str

    def line(self) -> str:
        status = translate("selftest", "OK") if self.ok else translate("selftest", "FAIL")
        return f"{status:4} {self.name}: {self.detail}"


def _failure(exc: BaseException) -> str:
    """One line naming what went wrong and where, never a traceback."""
    text = str(exc).strip().splitlines()
    if isinstance(exc, OSError):
        return f"{type(exc).__name__}: {text[0] if text else ''}"
    package = Path(__file__).resolve().parent
    frames = [
        f
        for f in traceback.extract_tb(exc.__traceback__)
        if Path(f.filename).resolve().is_relative_to(package)
        and Path(f.filename).resolve() != Path(__file__).resolve()
    ]
    where = f" ({Path(frames[-1].filename).name}:{frames[-1].lineno})" if frames else ""
    return f"{type(exc).__name__}: {text[0] if text else ''}{where}"


def _reason(stderr: str) -> str:
    """The line of a dead child's error output that says why: Qt's platform message, Python's
    fatal error, else the last line."""
    lines = [line.strip() for line in stderr.splitlines() if line.strip()]
    for start in ("qt.qpa", "Fatal Python error"):
        found = [line for line in lines if line.startswith(start)]
        if found:
            return found[0]
    return lines[-1] if lines else ""


def _guard(name: str, check: Callable[[], str]) -> CheckResult:
    try:
        return CheckResult(name, True, check())
    except Exception as exc:  # a health check reports every failure as a line
        return CheckResult(name, False, _failure(exc))


def use_offscreen_if_headless() -> None:
    """Render offscreen when there is no display (a build machine, ssh, a service)."""
    if os.environ.get("QT_QPA_PLATFORM"):
        return
    if sys.platform.startswith("linux") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    ):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"


class SelfTest:
    """Runs the checks in order; later checks reuse what earlier ones loaded."""

    def __init__(self, data_dir: Path | None = None, langs: tuple[str, ...] = LANGUAGES) -> None:
        self.data_dir = data_dir
        self.langs = langs
        self._rulesets: dict[str, Ruleset] = {}
        self._site_dir: Path | None = None
        self._default: str | None = None
        self._app: Any = None

    def run(self) -> Iterator[CheckResult]:
        yield _guard(translate("selftest", "settings"), self.check_settings)
        yield _guard(translate("selftest", "schema"), self.check_schema)
        yield from self.check_rulesets()
        yield _guard(translate("selftest", "house ruleset"), self.check_default_ruleset)
        yield from self.check_audits()
        yield from self.check_exams()
        yield from self.check_translations()
        yield _guard(translate("selftest", "database"), self.check_database)
        yield _guard(translate("selftest", "records server driver"), check_server_driver)
        yield from self.run_qt_apart()

    def run_qt(self) -> Iterator[CheckResult]:
        """The checks that need Qt: platform, fonts, Qt translations, every screen."""
        qt = _guard(translate("selftest", "Qt"), self.check_qt)
        yield qt
        if not qt.ok:
            return
        yield _guard(translate("selftest", "fonts"), self.check_fonts)
        for lang in self.langs:
            yield _guard(
                translate("selftest", "Qt translation {lang}").format(lang=lang),
                partial(self.check_qt_translation, lang),
            )
        yield _guard(translate("selftest", "screens"), self.check_screens)

    def run_qt_apart(self) -> Iterator[CheckResult]:
        """`run_qt` in a child process: Qt aborts the process when it cannot start (a missing
        platform library) and a crash while rendering would end it too; either is one failed
        line here, after the lines of the checks that had passed."""
        use_offscreen_if_headless()
        command = [sys.executable] if is_frozen() else [sys.executable, "-m", "kiosk"]
        command += ["selftest", "--qt-checks"]
        name = translate("selftest", "Qt")
        try:
            done = subprocess.run(
                command, capture_output=True, text=True, timeout=_QT_TIMEOUT, check=False
            )
        except (OSError, subprocess.TimeoutExpired) as exc:
            yield CheckResult(name, False, _failure(exc))
            return
        for line in done.stdout.splitlines():
            try:
                data = json.loads(line)
                yield CheckResult(str(data["name"]), bool(data["ok"]), str(data["detail"]))
            except (ValueError, KeyError, TypeError):
                continue  # not a result line: something else printed to stdout
        if done.returncode != 0:
            yield CheckResult(
                name,
                False,
                translate("selftest", "stopped with exit status {code}: {last}").format(
                    code=done.returncode, last=_reason(done.stderr)
                ),
            )

    # -- settings and rulesets ------------------------------------------------------------------

    def check_settings(self) -> str:
        settings = load_settings(self.data_dir)
        self._site_dir = settings.site_rulesets_dir()
        self._default = settings.ruleset or DEFAULT_RULESET
        site = site_settings_file()
        state = (
            translate("selftest", "site file {path}")
            if site.is_file()
            else translate("selftest", "no site file at {path}")
        ).format(path=site)
        return translate("selftest", "{state}; site rulesets folder {folder}").format(
            state=state, folder=self._site_dir
        )

    def check_schema(self) -> str:
        path = schema_file()
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict) or "properties" not in data:
            raise ValueError(
                translate("selftest", "{path}: not a JSON Schema with properties").format(path=path)
            )
        return str(path)

    def check_rulesets(self) -> Iterator[CheckResult]:
        try:
            files = ruleset_files(self._site_dir)
        except Exception as exc:  # an unreadable site folder is a failed check
            yield CheckResult(translate("selftest", "rulesets"), False, _failure(exc))
            return
        if not files:
            yield CheckResult(
                translate("selftest", "rulesets"),
                False,
                translate("selftest", "none found in {folder}").format(
                    folder=shipped_rulesets_dir()
                ),
            )
        shipped = shipped_rulesets_dir().resolve()
        for rid, path in files.items():
            origin = (
                translate("selftest", "shipped")
                if path.resolve().parent == shipped
                else translate("selftest", "site")
            )
            yield _guard(
                translate("selftest", "ruleset {id}").format(id=rid),
                partial(self._load_ruleset, rid, path, origin),
            )

    def _load_ruleset(self, rid: str, path: Path, origin: str) -> str:
        try:
            ruleset = load_ruleset(path)
        except RulesetError as exc:
            raise ValueError("; ".join(exc.messages[:3])) from None
        self._rulesets[rid] = ruleset
        return f"{ruleset.name.get(current_language())} ({origin}: {path})"

    def check_default_ruleset(self) -> str:
        if self._default is None:
            raise ValueError(translate("selftest", "settings could not be read"))
        try:
            ruleset = find_ruleset(self._default, self._site_dir)
        except RulesetError as exc:
            raise ValueError("; ".join(exc.messages[:3])) from None
        return f"{self._default}: {ruleset.name.get(current_language())}"

    def check_audits(self) -> Iterator[CheckResult]:
        for rid, ruleset in self._rulesets.items():
            yield _guard(
                translate("selftest", "audit {id}").format(id=rid),
                partial(_audit_summary, ruleset),
            )

    def check_exams(self) -> Iterator[CheckResult]:
        try:
            files = exam_files(self._site_dir)
        except Exception as exc:  # an unreadable site folder is a failed check
            yield CheckResult(translate("selftest", "exams"), False, _failure(exc))
            return
        for eid, path in files.items():
            yield _guard(
                translate("selftest", "exam {id}").format(id=eid),
                partial(self._load_exam, path),
            )

    def _load_exam(self, path: Path) -> str:
        try:
            exam = load_exam(path)
        except ExamError as exc:
            raise ValueError("; ".join(exc.messages[:3])) from None
        if self._rulesets and exam.ruleset not in self._rulesets:
            raise ValueError(
                translate("selftest", "{path}: exam for unknown ruleset {id}").format(
                    path=path, id=exam.ruleset
                )
            )
        return f"{exam.name.get(current_language())} ({path})"

    # -- translations -----------------------------------------------------------------------------

    def check_translations(self) -> Iterator[CheckResult]:
        for lang in self.langs:
            if lang == "en":
                continue
            name = translate("selftest", "translation {lang}").format(lang=lang)

            def check(lang: str = lang) -> str:
                source = translations_dir() / f"kiosk_{lang}.ts"
                if not source.is_file():
                    raise FileNotFoundError(
                        translate("selftest", "{path}: missing").format(path=source)
                    )
                count = len(_catalog(lang))
                if count == 0:
                    raise ValueError(
                        translate("selftest", "{path}: no finished translations").format(
                            path=source
                        )
                    )
                return tr("%n translated text(s) in {path}", None, count).format(path=source)

            yield _guard(name, check)

    # -- Qt: platform, fonts, Qt translations, screens -------------------------------------------

    def check_qt(self) -> str:
        use_offscreen_if_headless()
        from PySide6.QtCore import qVersion
        from PySide6.QtWidgets import QApplication

        app = QApplication.instance() or QApplication([sys.argv[0] or "kiosk"])
        self._app = app
        return translate("selftest", "Qt {version}, platform {platform}").format(
            version=qVersion(), platform=QApplication.platformName()
        )

    def check_fonts(self) -> str:
        from PySide6.QtGui import QFontInfo
        from PySide6.QtWidgets import QApplication

        from kiosk.ui.app.typeface import install_app_font

        family = install_app_font(self._app)
        in_use = QFontInfo(QApplication.font()).family()
        if in_use != family:
            raise ValueError(
                translate("selftest", "font in use is {used}, expected {family}").format(
                    used=in_use, family=family
                )
            )
        return family

    def check_qt_translation(self, lang: str) -> str:
        """The app's .qm and Qt's own (qtbase_de.qm: standard buttons and dialogs)."""
        if lang == "en" and not (translations_dir() / "kiosk_en.ts").is_file():
            return translate("selftest", "source language")
        from PySide6.QtCore import QLibraryInfo, QTranslator

        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        wanted = [(translations_dir(), f"kiosk_{lang}")]
        if lang != "en":  # English is the source language: only its plural forms are translated
            wanted.append((Path(qt_dir), f"qtbase_{lang}"))
        loaded, missing = [], []
        for folder, name in wanted:
            translator = QTranslator()
            # English plural forms may still be untranslated: its file need only be there.
            if translator.load(name, str(folder)) and (lang == "en" or not translator.isEmpty()):
                loaded.append(f"{name}.qm")
            else:
                missing.append(str(folder / f"{name}.qm"))
        if missing:
            raise FileNotFoundError(
                translate("selftest", "missing or empty: {files}").format(files=", ".join(missing))
            )
        return ", ".join(loaded)

    def check_database(self) -> str:
        if self.data_dir is not None:
            return _open_database(open_store, self.data_dir)
        with tempfile.TemporaryDirectory(prefix="kiosk-selftest-") as tmp:
            return _open_database(open_store, Path(tmp))

    def check_screens(self) -> str:
        from PySide6.QtCore import QtMsgType, qInstallMessageHandler

        from kiosk.ui.dev.shots import render_all

        warnings: list[str] = []

        def on_message(kind: QtMsgType, _context: object, text: str) -> None:
            if kind != QtMsgType.QtDebugMsg and not text.endswith(_HARMLESS):
                warnings.append(text)

        language = current_language()  # rendering switches the language screen by screen
        previous = qInstallMessageHandler(on_message)
        try:
            with tempfile.TemporaryDirectory(prefix="kiosk-shots-") as tmp:
                images = render_all(Path(tmp), self.langs)
                empty = [p.name for p in images if not p.is_file() or p.stat().st_size == 0]
        finally:
            qInstallMessageHandler(previous)
            set_language(language)
        if not images:
            raise ValueError(translate("selftest", "no screen was rendered"))
        if empty:
            raise ValueError(
                translate("selftest", "not rendered: {names}").format(names=", ".join(empty))
            )
        if warnings:
            raise ValueError(
                translate("selftest", "Qt warned while rendering: {first}").format(
                    first=warnings[0]
                )
            )
        return tr("%n screen(s) rendered ({langs})", None, len(images)).format(
            langs=", ".join(self.langs)
        )


def check_server_driver() -> str:
    """The room's PostgreSQL driver with its compiled part: the pure-Python fallback needs a libpq
    a kiosk PC does not have, so a bundle without `psycopg_binary` could not reach the server."""
    if psycopg.pq.__impl__ != "binary":
        raise ImportError(
            translate(
                "selftest", "psycopg {version} loaded its {impl} part, not the binary one"
            ).format(version=psycopg.__version__, impl=psycopg.pq.__impl__)
        )
    return translate("selftest", "psycopg {version}, libpq {libpq}").format(
        version=psycopg.__version__, libpq=psycopg.pq.version()
    )


def _audit_summary(ruleset: Ruleset) -> str:
    report = audit.audit_ruleset(ruleset)
    edges = [b.odds.house_edge for b in report.bets]
    summary = tr("%n bet(s), house edges {low} to {high}", None, len(edges)).format(
        low=audit.percent(min(edges)), high=audit.percent(max(edges))
    )
    if report.warnings:
        codes = sorted({str(w.code) for w in report.warnings})
        return translate("selftest", "{summary}; {warnings} ({codes})").format(
            summary=summary,
            warnings=tr("%n warning(s)", None, len(report.warnings)),
            codes=", ".join(codes),
        )
    return summary


def _open_database(open_store: Callable[[Path], Any], folder: Path) -> str:
    store = open_store(folder)
    try:
        store.exam_results()
    finally:
        store.close()
    return str(folder)

"""Where rulesets come from: the shipped folder, plus a site folder that adds to and overrides it;
and the House the app runs on, found by id.

A House starts from a summary of its ruleset (id, name, idle minutes) kept in the cache folder
(`houses.json`, plain JSON) under a checksum of the ruleset file's bytes and of the reader's own
code: the file is, as far as the checksum tells, one this version of the reader loaded and
checked before, so the start screen needs neither PyYAML nor the reader. Nothing rests on the
checksum's strength: the whole Ruleset is read from the same bytes right after the first frame
and has the last word (a file that does not load then ends the app with its messages). Any
doubt - no cache, a summary that does not read as one, another file - loads and checks the
ruleset at once, with every problem reported as always.
"""

from __future__ import annotations

import contextlib
import errno
import json
import logging
import os
import sys
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from kiosk import __version__
from kiosk.files import write_whole
from kiosk.i18n import in_language, translate
from kiosk.resources import shipped_rulesets_dir
from kiosk.rules.loader import RulesetError, load_ruleset
from kiosk.rules.model import Ruleset

DEFAULT_RULESET = "schaanwald"


def yaml_files(folder: Path) -> dict[str, Path]:
    """File stem → path of the *.yaml files in `folder`, in name order ({} when there is no such
    folder); hidden files left out, as a glob leaves them out. An entry that cannot be looked at
    (a symlink that loops, a file the kiosk may not read) is skipped with a warning naming it:
    the folder's other files still count."""
    found: list[str] = []
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                if not entry.name.endswith(".yaml") or entry.name.startswith("."):
                    continue
                try:
                    is_file = entry.is_file()
                except OSError as exc:  # a symlink that loops, a folder the kiosk may not enter
                    _skipped(folder / entry.name, exc.errno)
                    continue
                if is_file and os.access(entry.path, os.R_OK):
                    found.append(entry.name)
                elif is_file:
                    _skipped(folder / entry.name, errno.EACCES)
                elif entry.is_symlink():  # pointing nowhere
                    _skipped(folder / entry.name, errno.ENOENT)
    except OSError:  # no such folder (or none the kiosk may list)
        return {}
    return {name[: -len(".yaml")]: folder / name for name in sorted(found)}


def _skipped(path: Path, error: int | None) -> None:
    reason = os.strerror(error) if error else "?"
    message = translate("ruleset", "{path}: skipped, cannot be read ({reason})")

    logging.getLogger(__name__).warning(message.format(path=path, reason=reason))


def ruleset_files(site_dir: Path | None = None) -> dict[str, Path]:
    """Ruleset id (file stem) → file; a site folder's file overrides a shipped one of that name."""
    files = yaml_files(shipped_rulesets_dir())
    if site_dir is not None:
        files.update(yaml_files(site_dir))
    return files


def shipped_exams_dir() -> Path:
    return shipped_rulesets_dir() / "exams"


def exam_files(site_dir: Path | None = None) -> dict[str, Path]:
    """Exam id (file stem) → file; a site folder's exams/ overrides a shipped exam of that name."""
    files = yaml_files(shipped_exams_dir())
    if site_dir is not None:
        files.update(yaml_files(site_dir / "exams"))
    return files


def _error(message: str) -> RulesetError:
    return RulesetError([message])


def ruleset_file(name: str, site_dir: Path | None = None) -> tuple[Path, bool]:
    """The file of a ruleset named by id or by path, and whether it was named by id; raises
    RulesetError with a clear message."""
    candidate = Path(name)
    if candidate.is_dir():
        message = translate("ruleset", "{name}: is a folder, expected a ruleset file (.yaml)")
        raise _error(message.format(name=name))
    if candidate.suffix in (".yaml", ".yml") or candidate.exists():
        if not candidate.exists():
            message = translate("ruleset", "{name}: no such ruleset file")
            raise _error(message.format(name=name))
        return candidate, False
    files = ruleset_files(site_dir)
    if name not in files:
        message = translate("ruleset", "{name}: unknown ruleset id (known: {known})")
        known = ", ".join(sorted(files)) or translate("ruleset", "none")
        raise _error(message.format(name=name, known=known))
    return files[name], True


def _load(path: Path, by_id: bool, content: bytes | None = None) -> Ruleset:
    ruleset = load_ruleset(path, content)
    mismatch = file_name_problem(ruleset) if by_id else None
    if mismatch is not None:
        raise _error(mismatch)
    return ruleset


def find_ruleset(name: str, site_dir: Path | None = None) -> Ruleset:
    """Load a ruleset named by id or by path; raises RulesetError with a clear message."""
    return _load(*ruleset_file(name, site_dir))


def file_name_problem(ruleset: Ruleset) -> str | None:
    """A ruleset is found by its file name, and records keep its id: the two must agree.

    A copy of bern.yaml saved as grand-casino.yaml with the id left at bern would otherwise be
    used as grand-casino but recorded (and looked up again) as bern.
    """
    path = ruleset.path
    if path is None or path.stem == ruleset.id:
        return None
    text = ruleset.content.decode("utf-8", errors="replace")
    line = next((n for n, row in enumerate(text.splitlines(), 1) if row.startswith("id:")), 1)
    message = translate(
        "ruleset",
        "{path}:{line}: id: '{id}' is not the file's name, expected id: {stem} "
        "(a ruleset is found by its file name)",
    )
    return message.format(path=path, line=line, id=ruleset.id, stem=path.stem)


# -- the house the app runs on ----------------------------------------------------------------

SUMMARY_FILE = "houses.json"
# Summaries kept in the file at most (one per ruleset file version met lately).
MAX_SUMMARIES = 16
# A house's name may be this long in a summary (a longer one is not a summary).
MAX_NAME = 200
# The files whose code decides what a valid ruleset is; a summary is for this code only.
_READER_CODE = ("reader.py", "schema.py", "loader.py", "model.py", "catalog.py")


class House:
    """The house the app runs on: its id, name and idle time, and its whole Ruleset (loaded
    when first asked for, when the house was started from its summary)."""

    __slots__ = ("_load", "_names", "_ruleset", "id", "idle_minutes")

    def __init__(self, ruleset: Ruleset) -> None:
        self._ruleset: Ruleset | None = ruleset
        self._load: Callable[[], Ruleset] | None = None
        self.id = ruleset.id
        self.idle_minutes = ruleset.idle_minutes
        self._names = (ruleset.name.en, ruleset.name.de)

    @classmethod
    def of(cls, ruleset: Ruleset) -> House:
        return cls(ruleset)

    @classmethod
    def summarised(
        cls, summary: tuple[str, str, str, int | None], load: Callable[[], Ruleset]
    ) -> House:
        """A house from its summary (id, English name, German name, idle minutes)."""
        house = cls.__new__(cls)
        house._ruleset, house._load = None, load
        house.id, en, de, house.idle_minutes = summary
        house._names = (en, de)
        return house

    @property
    def loaded(self) -> bool:
        return self._ruleset is not None

    @property
    def ruleset(self) -> Ruleset:
        if self._ruleset is None:
            assert self._load is not None
            ruleset = self._load()
            self._ruleset, self._load = ruleset, None
            # the ruleset itself has the last word (a summary edited by hand lasts till now)
            self.id, self.idle_minutes = ruleset.id, ruleset.idle_minutes
            self._names = (ruleset.name.en, ruleset.name.de)
        return self._ruleset

    def name(self, lang: str) -> str:
        return in_language(*self._names, lang)


def _reader_code() -> str:
    """What identifies the code that checked a ruleset: the version, and the reader's files
    (or the bundled program) as they are on disk."""
    here = Path(__file__).parent
    marks = [__version__]
    for name in _READER_CODE:
        try:
            info = os.stat(here / name)
        except OSError:  # a bundle without sources: the program file itself
            info = os.stat(sys.executable)
        marks.append(f"{info.st_mtime_ns}:{info.st_size}")
    return "|".join(marks)


def _summary_key(path: Path, by_id: bool, content: bytes) -> str:
    """The file's length and CRC-32 (zlib's, not hashlib's: OpenSSL costs the start some 4 ms),
    with what named it and the reader's code."""
    named = f"{path.name if by_id else path}\0{by_id}\0{_reader_code()}".encode()
    return f"{len(content)}:{zlib.crc32(content):08x}:{zlib.crc32(named):08x}"


def _summary(value: Any) -> tuple[str, str, str, int | None] | None:
    """A summary as the file holds it, checked; None when it does not read as one."""
    if not isinstance(value, list) or len(value) != 4:
        return None
    rid, en, de, idle = value
    texts = (rid, en, de)
    if not all(isinstance(t, str) and 0 < len(t) <= MAX_NAME and t.isprintable() for t in texts):
        return None
    if idle is not None and (type(idle) is not int or not 1 <= idle <= 1440):
        return None
    return rid, en, de, idle


def _summaries(cache_dir: Path) -> dict[str, Any]:
    try:
        with (cache_dir / SUMMARY_FILE).open("rb") as file:
            data = json.loads(file.read(256 << 10))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _remember(cache_dir: Path, key: str, ruleset: Ruleset) -> None:
    """Keep the house's summary for the next start (best effort: a cache that cannot be
    written only costs the next start its speed)."""
    summaries = {k: v for k, v in _summaries(cache_dir).items() if k != key}
    kept = list(summaries.items())[-(MAX_SUMMARIES - 1) :]
    entry = [ruleset.id, ruleset.name.en, ruleset.name.de, ruleset.idle_minutes]
    data = {**dict(kept), key: entry}
    with contextlib.suppress(OSError):  # no folder to write in, a full disk
        cache_dir.mkdir(parents=True, exist_ok=True)
        write_whole(cache_dir / SUMMARY_FILE, json.dumps(data, ensure_ascii=False))


def find_house(name: str, site_dir: Path | None = None, cache_dir: Path | None = None) -> House:
    """The house of the ruleset named by id or by path; raises RulesetError with a clear
    message. With `cache_dir`, a ruleset file unchanged since it was last loaded there starts
    from its summary (see the module's doc) and is read in full when first needed."""
    path, by_id = ruleset_file(name, site_dir)
    content: bytes | None = None
    if cache_dir is not None:
        try:
            with path.open("rb") as file:
                content = file.read()
        except OSError:
            content = None  # the loader says why
    if content is None or cache_dir is None:
        return House(_load(path, by_id))
    key = _summary_key(path, by_id, content)
    summary = _summary(_summaries(cache_dir).get(key))
    if summary is not None:
        return House.summarised(summary, lambda: _load(path, by_id, content))
    ruleset = _load(path, by_id, content)
    _remember(cache_dir, key, ruleset)
    return House(ruleset)

"""Site and user settings: which house, which language, the supervisor PIN, and where data lives.

Three layers, later ones win: built-in defaults, the system-wide site file (one per training room,
written by the installer: `settings.yaml` in the site config folder), and the kiosk's own file in
its data folder (written from the supervisor area). A site rulesets folder adds to and overrides
the shipped rulesets. Some settings are the site's alone (the supervisor PIN, where the records
are kept): the kiosk's own file, which the kiosk's OS user can write, may neither set nor clear
them.

The format is declared in the one reader's types (kiosk.rules.reader), like the rulesets' and the
exams'; rulesets/settings.schema.json is generated from it.
"""

from __future__ import annotations

import os
import stat
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, fields
from functools import cache
from pathlib import Path
from typing import Any, Final

import platformdirs
import yaml
from yaml.nodes import Node

from kiosk.files import write_whole
from kiosk.i18n import is_supported_language, translate
from kiosk.rules import reader
from kiosk.rules.reader import (
    MAX_IDLE_MINUTES,
    QT_TRANSLATE_NOOP,
    Bad,
    Bool,
    Field,
    Int,
    Reader,
    Record,
    Str,
)

APP = "kiosk"
SETTINGS_FILE = "settings.yaml"


def _system_site_dir() -> Path:
    """The system's own site folder: /etc/xdg/kiosk; C:\\ProgramData\\kiosk on Windows, macOS:
    /Library/Application Support/kiosk."""
    if sys.platform.startswith(("win", "darwin")):
        return Path(platformdirs.site_config_dir(APP, appauthor=False))
    return Path("/etc/xdg") / APP


# The one site folder kiosk mode reads, whatever the environment says.
SYSTEM_SITE_DIR = _system_site_dir()
# Whether this process runs in kiosk mode (kiosk_mode).
_kiosk_mode = False


@contextmanager
def kiosk_mode() -> Iterator[None]:
    """Within it this process is a kiosk: its site folder is SYSTEM_SITE_DIR (neither
    KIOSK_SITE_DIR nor XDG_CONFIG_DIRS, which the kiosk's OS user can set, move it), and the
    kiosk's own settings file may set neither the house nor the exam (KIOSK_SITE_ONLY)."""
    global _kiosk_mode
    _kiosk_mode = True
    try:
        yield
    finally:
        _kiosk_mode = False


def in_kiosk_mode() -> bool:
    return _kiosk_mode


def site_config_dir() -> Path:
    """System-wide folder (Linux: /etc/xdg/kiosk; Windows: C:\\ProgramData\\kiosk).

    In kiosk mode always SYSTEM_SITE_DIR; otherwise KIOSK_SITE_DIR overrides it (tests, or a
    room that keeps its configuration elsewhere).
    """
    if _kiosk_mode:
        return SYSTEM_SITE_DIR
    override = os.environ.get("KIOSK_SITE_DIR")
    if override:
        return Path(override)
    if sys.platform.startswith(("win", "darwin")):
        return SYSTEM_SITE_DIR
    # XDG: a desktop may put its own folder first in XDG_CONFIG_DIRS (/etc/xdg/xdg-ubuntu), so
    # take the first listed folder that holds a kiosk configuration, else /etc/xdg/kiosk.
    listed = [d for d in os.environ.get("XDG_CONFIG_DIRS", "").split(os.pathsep) if d]
    for folder in [*listed, "/etc/xdg"]:
        if (Path(folder) / APP).is_dir():
            return Path(folder) / APP
    return Path("/etc/xdg") / APP


def system_file_problem(path: Path) -> str | None:
    """Why `path` is no file of the system's (one the kiosk's OS user reads and root alone
    writes, as the supervisor gate's code must be), or None: it, and every folder above it,
    belongs to root and nobody else may write it (a folder with the sticky bit, such as /tmp,
    keeps others from replacing what is root's). Not checked where there is no root (Windows)."""
    if not hasattr(os, "getuid"):
        return None
    real = path.resolve()
    for where in (real, *real.parents):
        try:
            st = where.stat()
        except OSError as exc:
            return f"{where}: {exc.strerror or exc}"
        sticky = stat.S_ISDIR(st.st_mode) and st.st_mode & stat.S_ISVTX
        if st.st_uid != 0 or (st.st_mode & 0o022 and not sticky):
            return translate(
                "settings",
                "{path}: owned by user {uid} with mode {mode:o}, expected a file of root's that "
                "root alone may write (chown root {path}; chmod go-w {path}); the kiosk does not "
                "trust what another user could change",
            ).format(path=where, uid=st.st_uid, mode=stat.S_IMODE(st.st_mode))
    if not os.access(real, os.R_OK):
        return translate(
            "settings",
            "{path}: the kiosk's user cannot read it, expected it readable by all (chmod 644 "
            "{path})",
        ).format(path=path)
    return None


def site_settings_file() -> Path:
    """The room's settings file, written by whoever installs the training PCs."""
    return site_config_dir() / SETTINGS_FILE


def default_data_dir() -> Path:
    """Per-user data folder for records and the kiosk's own settings (Linux: $XDG_DATA_HOME/kiosk,
    else ~/.local/share/kiosk)."""
    return _user_dir("XDG_DATA_HOME", ".local/share", "user_data_dir")


def _user_dir(xdg_variable: str, xdg_default: str, platformdirs_function: str) -> Path:
    """A per-user folder: the XDG rule on Linux and other Unix desktops (an unset, empty or
    relative variable means the default under the home folder); platformdirs elsewhere."""
    if sys.platform.startswith(("win", "darwin")):
        folder: str = getattr(platformdirs, platformdirs_function)(APP, appauthor=False)
        return Path(folder)
    base = os.environ.get(xdg_variable, "")
    if not os.path.isabs(base):
        base = os.path.join(os.path.expanduser("~"), xdg_default)
    return Path(base) / APP


# Bytes a settings file may have: a few lines of `key: value`.
MAX_BYTES: Final = 64 * 1024
# A path: any text without control characters.
_PATH = r"^[^\x00-\x1f\x7f]+$"
# The supervisor gate's hash as `kiosk records gate-code` makes it and kiosk.records.access
# checks it: scrypt$N$r$p$salt$digest, the cost N a power of two from 2^14 to 2^20, r 8 to 32,
# p 1 to 4, a 16-byte salt and a 32-byte digest in lower-case hex; anything else opens nothing.
PIN_HASH = (
    r"^scrypt\$(" + "|".join(str(2**k) for k in range(14, 21)) + r")\$([89]|[12][0-9]|3[0-2])"
    r"\$([1-4])\$([0-9a-f]{32})\$([0-9a-f]{64})$"
)
# A records database: a PostgreSQL URL, or the path of a folder or SQLite file (no other URL).
RECORDS = r"^(postgres(ql)?://[^\s]+|(?![A-Za-z][A-Za-z0-9+.-]*://)[^\x00-\x1f\x7f]+)$"


@cache
def schema() -> Record:
    """The settings file's format, declared in the one YAML reader (kiosk.rules.reader)."""

    @dataclass(frozen=True)
    class Language(Str):
        """A language the app speaks, as a locale may name it: de, de_CH, en-GB."""

        def json_schema(self) -> dict[str, Any]:
            return {**super().json_schema(), "pattern": r"^(en|de|EN|DE)([_-][A-Za-z]{2})?(\..*)?$"}

        def to_py(self, node: Node, r: Reader, path: str) -> str | Bad:
            value = super().to_py(node, r, path)
            if isinstance(value, str) and not is_supported_language(value):
                return r.wrong(node, self, path)
            return value

    def _path(shape: str) -> Str:
        return Str(_PATH, shape, 4096, "settings")

    return Record(
        {
            "ruleset": Field(
                _path(QT_TRANSLATE_NOOP("settings", "a ruleset id or the path of a ruleset file")),
                "The house ruleset: its id, or (the site's settings only) the path of its file; "
                "in kiosk mode the site's alone.",
            ),
            "rulesets_dir": Field(
                _path(QT_TRANSLATE_NOOP("settings", "the path of a folder")),
                "Site only. The site folder of rulesets (default: rulesets/ in the site config "
                "folder).",
            ),
            "language": Field(
                Language(
                    shape=QT_TRANSLATE_NOOP("settings", "en or de"),
                    max_length=40,
                    context="settings",
                ),
                "The UI language, en or de (a region may be named: de_CH); default: the system's.",
            ),
            "idle_minutes": Field(
                Int(1, MAX_IDLE_MINUTES),
                "Minutes without a touch before the kiosk returns to its start screen (default: the "
                "ruleset's).",
            ),
            "exam": Field(
                _path(QT_TRANSLATE_NOOP("settings", "an exam id")),
                "The certification exam: its id, or (the site's settings only) the path of its "
                "file; in kiosk mode the site's alone.",
            ),
            "four_colour_suits": Field(
                Bool(),
                "Cards in four colours (clubs green, diamonds blue).",
                default=_default("four_colour_suits"),
            ),
            "supervisor_pin": Field(
                Str(
                    PIN_HASH,
                    QT_TRANSLATE_NOOP(
                        "settings",
                        "a PIN hash as `kiosk records gate-code` prints it (scrypt$…), never a PIN",
                    ),
                    context="settings",
                ),
                "Site only. The supervisor PIN's salted scrypt hash, as `kiosk records gate-code` "
                "prints it.",
            ),
            "records": Field(
                Str(
                    RECORDS,
                    QT_TRANSLATE_NOOP("settings", "a path or a postgresql:// URL"),
                    4096,
                    "settings",
                ),
                "Site only. Where the records are kept: a folder or SQLite file, or a "
                "postgresql:// URL (default: the kiosk's data folder).",
            ),
            "records_passfile": Field(
                _path(QT_TRANSLATE_NOOP("settings", "the path of a file")),
                "Site only. The PostgreSQL password file for `records`.",
            ),
        },
        "kiosk settings: the site's (settings.yaml in the site config folder) or a kiosk's own.",
        empty_is_default=True,
    )


# Settings only the site's file may hold: the kiosk's own file can neither set nor clear them.
# (The rulesets folder too: an exam or house id there would name a file the kiosk user wrote.)
SITE_ONLY: Final = frozenset({"supervisor_pin", "records", "records_passfile", "rulesets_dir"})
# In kiosk mode the house and the exam are the site's too.
KIOSK_SITE_ONLY: Final = SITE_ONLY | {"ruleset", "exam"}
# Settings the kiosk's own file may give as an id only, never as the path of a file: an exam
# or a ruleset for certification comes from the shipped or the site folders.
IDS_ONLY: Final = frozenset({"ruleset", "exam"})


def names_a_file(value: object) -> bool:
    """Whether a ruleset or exam setting names a file rather than an id."""
    text = str(value)
    return "/" in text or "\\" in text or text.endswith((".yaml", ".yml")) or text.startswith("~")


@dataclass
class Settings:
    ruleset: str | None = None  # house ruleset id or path
    rulesets_dir: str | None = None  # site folder of rulesets; default: <site dir>/rulesets
    language: str | None = None  # en or de; default: the system locale
    idle_minutes: int | None = None  # default: the ruleset's idle_minutes
    exam: str | None = None  # certification exam id
    four_colour_suits: bool = False
    # Site only (SITE_ONLY):
    supervisor_pin: str | None = None  # salted scrypt hash, never the PIN itself
    records: str | None = None  # a folder or SQLite file, or a postgresql:// URL
    records_passfile: str | None = None  # PostgreSQL password file
    # `FILE:LINE: key: …` of every site-only setting the kiosk's own file held (and was ignored).
    ignored: tuple[str, ...] = field(default=(), compare=False)

    def site_rulesets_dir(self) -> Path:
        if self.rulesets_dir:
            return Path(self.rulesets_dir)
        return site_config_dir() / "rulesets"

    def values(self) -> dict[str, Any]:
        """Every setting by its key in the settings file."""
        return {f.name: getattr(self, f.name) for f in fields(self) if f.name != "ignored"}


def _default(key: str) -> Any:
    """A setting's default: the one place defaults are given is the Settings class."""
    return next(f.default for f in fields(Settings) if f.name == key)


class SettingsError(ValueError):
    """A settings file could not be read; the message names the file and the key."""


def json_schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of a settings file."""
    return reader.json_schema(schema(), "kiosk settings")


def _read(path: Path, site: bool = True) -> tuple[dict[str, Any], list[str]]:
    """The settings in the file at `path` ({} when there is none), and for a kiosk's own file
    (`site` false) the site-only settings it held and a ruleset or exam it named by a path,
    which are left out; raises SettingsError naming the file, the line and the setting of every
    problem, and what was expected."""
    if not path.is_file():
        return {}, []

    try:
        content = reader.read_bytes(path, MAX_BYTES)
    except OSError as exc:
        raise SettingsError(reader.cannot_read(path, exc)) from None
    document = reader.read_text(
        content, schema(), lambda: translate("settings", "a settings file"), max_bytes=MAX_BYTES
    )
    site_only = KIOSK_SITE_ONLY if _kiosk_mode else SITE_ONLY
    if site or document.reader is None:
        problems = document.problems
    else:  # a site-only key is ignored in the kiosk's own file, whatever its value
        problems = [p for p in document.problems if p.path.partition(".")[0] not in site_only]
    if problems or document.data is reader.BAD:
        raise SettingsError("\n".join(p.format(str(path)) for p in problems))
    data: dict[str, Any] = document.data
    ignored: list[str] = []
    if not site and document.reader is not None:
        for key in sorted(site_only & set(document.reader.lines)):
            data.pop(key, None)
            ignored.append(
                translate(
                    "settings",
                    "{path}:{line}: {key}: only the site's settings file may set this, expected "
                    "it in {site}; ignored",
                ).format(
                    path=path,
                    line=document.reader.line(key),
                    key=key,
                    site=site_settings_file(),
                )
            )
        for key in sorted(k for k in IDS_ONLY if k in data and names_a_file(data[k])):
            data.pop(key)
            ignored.append(
                translate(
                    "settings",
                    "{path}:{line}: {key}: expected an id of the shipped or the site's files; "
                    "only the site's settings file may name a file; ignored",
                ).format(path=path, line=document.reader.line(key), key=key)
            )
    return data, ignored


def load_settings(data_dir: Path | None = None) -> Settings:
    """The site's settings, overridden by the kiosk's own; raises SettingsError. Site-only
    settings in the kiosk's own file are left out and named in `Settings.ignored`."""
    merged, _ = _read(site_settings_file(), site=True)
    own, ignored = _read((data_dir or default_data_dir()) / SETTINGS_FILE, site=False)
    merged.update(own)
    return Settings(**merged, ignored=tuple(ignored))


def save_settings(settings: Settings, data_dir: Path | None = None) -> Path:
    """Write the kiosk's own settings file (only values that differ from the site's), readable
    by the kiosk's user alone. A site-only setting that differs from the site's is written to the
    site's file (which only whoever may write the site config folder can do). Returns the file
    written last."""
    site_path = site_settings_file()
    site, _ = _read(site_path, site=True)
    values = settings.values()
    own = {k: v for k, v in values.items() if k not in SITE_ONLY and site.get(k, _default(k)) != v}
    site_changes = {k: values[k] for k in SITE_ONLY if site.get(k, _default(k)) != values[k]}
    folder = data_dir or default_data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / SETTINGS_FILE
    write_whole(path, yaml.safe_dump(own, allow_unicode=True, sort_keys=True))
    if not site_changes:
        return path
    site_path.parent.mkdir(parents=True, exist_ok=True)
    text = yaml.safe_dump({**site, **site_changes}, allow_unicode=True, sort_keys=True)
    write_whole(site_path, text, 0o640)
    return site_path


def site_rulesets_dir(data_dir: Path | None = None) -> Path:
    """The rulesets folder in force: `rulesets_dir` from the settings, else <site dir>/rulesets."""
    return load_settings(data_dir).site_rulesets_dir()


if __name__ == "__main__":  # python -m kiosk.settings > rulesets/settings.schema.json
    import json

    print(json.dumps(json_schema(), indent=2, ensure_ascii=False))

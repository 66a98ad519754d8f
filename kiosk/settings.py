"""Site and user settings: which house, which language, the supervisor PIN, and where data lives.

Three layers, later ones win: built-in defaults, the system-wide site file (one per training room,
written by the installer: `settings.yaml` in the site config folder), and the kiosk's own file in
its data folder (written from the supervisor area). A site rulesets folder adds to and overrides
the shipped rulesets.
"""

from __future__ import annotations

import os
import sys
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from kiosk.i18n import is_supported_language, tr, translate

APP = "kiosk"
SETTINGS_FILE = "settings.yaml"


def site_config_dir() -> Path:
    """System-wide folder (Linux: /etc/xdg/kiosk; Windows: C:\\ProgramData\\kiosk).

    KIOSK_SITE_DIR overrides it (tests, or a room that keeps its configuration elsewhere).
    """
    override = os.environ.get("KIOSK_SITE_DIR")
    if override:
        return Path(override)
    if sys.platform.startswith(("win", "darwin")):
        import platformdirs

        # C:\ProgramData\kiosk; macOS: /Library/Application Support/kiosk
        return Path(platformdirs.site_config_dir(APP, appauthor=False))
    # XDG: a desktop may put its own folder first in XDG_CONFIG_DIRS (/etc/xdg/xdg-ubuntu), so
    # take the first listed folder that holds a kiosk configuration, else /etc/xdg/kiosk.
    listed = [d for d in os.environ.get("XDG_CONFIG_DIRS", "").split(os.pathsep) if d]
    for folder in [*listed, "/etc/xdg"]:
        if (Path(folder) / APP).is_dir():
            return Path(folder) / APP
    return Path("/etc/xdg") / APP


def site_settings_file() -> Path:
    """The room's settings file, written by whoever installs the training PCs."""
    return site_config_dir() / SETTINGS_FILE


def default_data_dir() -> Path:
    """Per-user data folder for records and the kiosk's own settings (Linux: $XDG_DATA_HOME/kiosk,
    else ~/.local/share/kiosk)."""
    return _user_dir("XDG_DATA_HOME", ".local/share", "user_data_dir")


def default_cache_dir() -> Path:
    """Per-user cache folder (Linux: $XDG_CACHE_HOME/kiosk, else ~/.cache/kiosk)."""
    return _user_dir("XDG_CACHE_HOME", ".cache", "user_cache_dir")


def cache_folder(data_dir: Path | None) -> Path:
    """Where the app keeps what it can make again (parsed rulesets, exams, compiled code) between
    runs: in the records' folder when one is given (--data-dir), else the user's cache folder."""
    if data_dir is not None:
        return data_dir / "cache"
    return default_cache_dir()


def _user_dir(xdg_variable: str, xdg_default: str, platformdirs_function: str) -> Path:
    """A per-user folder: the XDG rule on Linux and other Unix desktops, as platformdirs has it
    (an unset, empty or relative variable means the default under the home folder), without
    importing platformdirs on the app's way to its first screen; platformdirs elsewhere."""
    if sys.platform.startswith(("win", "darwin")):
        import platformdirs

        folder: str = getattr(platformdirs, platformdirs_function)(APP, appauthor=False)
        return Path(folder)
    base = os.environ.get(xdg_variable, "")
    if not os.path.isabs(base):
        base = os.path.join(os.path.expanduser("~"), xdg_default)
    return Path(base) / APP


@dataclass
class Settings:
    ruleset: str | None = None  # house ruleset id or path
    rulesets_dir: str | None = None  # site folder of rulesets; default: <site dir>/rulesets
    language: str | None = None  # en or de; default: the system locale
    idle_minutes: int | None = None  # default: the ruleset's idle_minutes
    exam: str | None = None  # certification exam id
    four_colour_suits: bool = False
    supervisor_pin: str | None = None  # salted scrypt hash, never the PIN itself
    records: str | None = None  # site only: records file/folder or postgresql:// URL
    records_passfile: str | None = None  # site only: libpq password file for that server
    offline_exam_start: bool = False  # may an exam start while the records server is away

    def site_rulesets_dir(self) -> Path:
        if self.rulesets_dir:
            return Path(self.rulesets_dir)
        return site_config_dir() / "rulesets"


class SettingsError(ValueError):
    """A settings file could not be read; the message names the file and the key."""


def _read(path: Path) -> dict[str, Any]:
    """The settings in the file at `path` ({} when there is none); raises SettingsError naming
    the file, the line and the setting of every problem, and what was expected."""
    if not path.is_file():
        return {}
    import yaml  # only when there is a settings file: PyYAML is a good share of start-up

    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise SettingsError(
            translate("settings", "{path}: cannot read settings: {error}").format(
                path=path, error=exc
            )
        ) from None
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)(text)
    try:
        node = loader.get_single_node()
        data = loader.construct_document(node) if node is not None else None
    except yaml.YAMLError as exc:
        raise SettingsError(_syntax_error(path, exc)) from None
    finally:
        loader.dispose()
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise SettingsError(
            translate("settings", "{path}: expected a mapping of setting: value").format(path=path)
        )
    known = {f.name for f in fields(Settings)}
    unknown = sorted(set(map(str, data)) - known)
    if unknown:
        raise SettingsError(
            tr("{path}: unknown setting(s) {names}; expected: {known}", None, len(unknown)).format(
                path=path, names=", ".join(unknown), known=", ".join(sorted(known))
            )
        )
    lines = {str(key.value): value.start_mark.line + 1 for key, value in node.value}
    problems = [
        translate("settings", "{path}:{line}: {key}: expected {expected}, got {value}").format(
            path=path, line=lines.get(key, 1), key=key, expected=expected, value=repr(value)
        )
        for key, value in data.items()
        if (expected := _unexpected(key, value)) is not None
    ]
    if problems:
        raise SettingsError("\n".join(problems))
    return data


def _syntax_error(path: Path, exc: Exception) -> str:
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    line = mark.line + 1 if mark is not None else 1
    what = getattr(exc, "problem", None) or str(exc).splitlines()[0]
    return translate(
        "settings",
        "{path}:{line}: YAML syntax error: {what}, expected valid YAML (check quotes, brackets "
        "and indentation)",
    ).format(path=path, line=line, what=what)


def _unexpected(key: str, value: object) -> str | None:
    """What the setting `key` expects, when `value` is not that; None when it is. An empty value
    (`key:` or `key: null`) stands for the default, or undoes the site's value in a kiosk's own
    file."""
    if value is None:
        return None
    if key in ("ruleset", "rulesets_dir", "exam", "records", "records_passfile"):
        if isinstance(value, str) and value.strip():
            return None
        return {
            "ruleset": translate("settings", "a ruleset id or the path of a ruleset file"),
            "rulesets_dir": translate("settings", "the path of a folder"),
            "exam": translate("settings", "an exam id"),
            "records": translate("settings", "a records file or a postgresql:// URL"),
            "records_passfile": translate("settings", "the path of a password file"),
        }[key]
    if key == "language":
        return None if is_supported_language(value) else translate("settings", "en or de")
    if key == "idle_minutes":
        if isinstance(value, int) and not isinstance(value, bool) and value >= 1:
            return None
        return translate("settings", "a whole number of minutes ≥ 1")
    if key in ("four_colour_suits", "offline_exam_start"):
        return None if isinstance(value, bool) else translate("settings", "true or false")
    if key == "supervisor_pin":
        if isinstance(value, str) and value.startswith("scrypt$") and value.count("$") == 5:
            return None
        return translate(
            "settings", "a PIN hash as `kiosk records set-pin` writes it (scrypt$…), never a PIN"
        )
    return None


# Settings a kiosk user's own file must not hold: they point at the records and their password.
SITE_ONLY = frozenset({"records", "records_passfile"})


def load_settings(data_dir: Path | None = None, cache_dir: Path | None = None) -> Settings:
    """The site's settings, overridden by the kiosk's own; raises SettingsError.

    With `cache_dir`, a settings file unchanged since it was last read is not parsed again
    (kiosk.rules.parse_cache): importing PyYAML alone takes the app's start some 15 ms.
    """
    merged: dict[str, Any] = {}
    files = (
        ("settings-site", site_config_dir() / SETTINGS_FILE),
        ("settings-own", (data_dir or default_data_dir()) / SETTINGS_FILE),
    )
    for name, path in files:
        if cache_dir is None or not path.is_file():
            data = _read(path)
        else:
            from kiosk.rules.parse_cache import remembered

            data = remembered(name, [path], lambda path=path: _read(path), cache_dir)
        if name == "settings-own" and (taken := sorted(SITE_ONLY & set(data))):
            raise SettingsError(
                translate(
                    "settings",
                    "{path}: {keys}: only the site settings ({site}) may say where the records are",
                ).format(path=path, keys=", ".join(taken), site=files[0][1])
            )
        merged.update(data)
    return Settings(**merged)


def save_settings(settings: Settings, data_dir: Path | None = None) -> Path:
    """Write the kiosk's own settings file (only values that differ from the site's)."""
    import yaml

    folder = data_dir or default_data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    site = _read(site_config_dir() / SETTINGS_FILE)
    own = {
        k: v
        for k, v in asdict(settings).items()
        if site.get(k, getattr(Settings(), k)) != v and k not in SITE_ONLY
    }
    path = folder / SETTINGS_FILE
    tmp = path.with_suffix(".tmp")
    tmp.write_text(yaml.safe_dump(own, allow_unicode=True, sort_keys=True), encoding="utf-8")
    tmp.replace(path)
    return path


def site_rulesets_dir(data_dir: Path | None = None) -> Path:
    """The rulesets folder in force: `rulesets_dir` from the settings, else <site dir>/rulesets."""
    return load_settings(data_dir).site_rulesets_dir()

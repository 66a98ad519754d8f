"""Where rulesets come from: the shipped folder, plus a site folder that adds to and overrides it;
and the House the app runs on, found by id."""

from __future__ import annotations

import errno
import logging
import os
from pathlib import Path

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


def find_ruleset(name: str, site_dir: Path | None = None) -> Ruleset:
    """Load a ruleset named by id or by path; raises RulesetError with a clear message."""
    path, by_id = ruleset_file(name, site_dir)
    ruleset = load_ruleset(path)
    mismatch = file_name_problem(ruleset) if by_id else None
    if mismatch is not None:
        raise _error(mismatch)
    return ruleset


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


class House:
    """The house the app runs on: its Ruleset, with its id, name and idle time."""

    __slots__ = ("id", "idle_minutes", "ruleset")

    def __init__(self, ruleset: Ruleset) -> None:
        self.ruleset = ruleset
        self.id = ruleset.id
        self.idle_minutes = ruleset.idle_minutes

    @classmethod
    def of(cls, ruleset: Ruleset) -> House:
        return cls(ruleset)

    def name(self, lang: str) -> str:
        return in_language(self.ruleset.name.en, self.ruleset.name.de, lang)


def find_house(name: str, site_dir: Path | None = None) -> House:
    """The house of the ruleset named by id or by path; raises RulesetError with a clear
    message."""
    return House(find_ruleset(name, site_dir))

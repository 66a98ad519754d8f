"""Where rulesets come from: the shipped folder, plus a site folder that adds to and overrides it."""

from __future__ import annotations

from pathlib import Path

from kiosk.i18n import translate
from kiosk.resources import shipped_rulesets_dir
from kiosk.rules.loader import RulesetError, load_ruleset
from kiosk.rules.model import Ruleset

DEFAULT_RULESET = "schaanwald"


def ruleset_files(site_dir: Path | None = None) -> dict[str, Path]:
    """Ruleset id (file stem) → file; a site folder's file overrides a shipped one of that name."""
    files = {p.stem: p for p in sorted(shipped_rulesets_dir().glob("*.yaml"))}
    if site_dir is not None and site_dir.is_dir():
        files.update({p.stem: p for p in sorted(site_dir.glob("*.yaml"))})
    return files


def find_ruleset(name: str, site_dir: Path | None = None) -> Ruleset:
    """Load a ruleset named by id or by path; raises RulesetError with a clear message."""
    candidate = Path(name)
    if candidate.is_dir():
        message = translate("ruleset", "{name}: is a folder, expected a ruleset file (.yaml)")
        raise RulesetError([message.format(name=name)])
    if candidate.suffix in (".yaml", ".yml") or candidate.exists():
        if not candidate.exists():
            message = translate("ruleset", "{name}: no such ruleset file")
            raise RulesetError([message.format(name=name)])
        return load_ruleset(candidate)
    files = ruleset_files(site_dir)
    if name not in files:
        message = translate("ruleset", "{name}: unknown ruleset id (known: {known})")
        known = ", ".join(sorted(files)) or translate("ruleset", "none")
        raise RulesetError([message.format(name=name, known=known)])
    return load_ruleset(files[name])

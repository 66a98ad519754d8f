"""The notary's tests: a notary folder with a signing key, and codes of its examiners."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pyotp
import pytest

from kiosk.notary.examiners import STEP_SECONDS, Examiners
from kiosk.notary.home import Home
from kiosk.notary.keys import create_key

NOW = datetime(2026, 11, 28, 9, 0, tzinfo=UTC)


@pytest.fixture
def home(tmp_path: Path) -> Home:
    made = Home(tmp_path / "notary")
    create_key(made.key_file, "Castle Vaduz", NOW)
    return made


def code(secret: str, when: datetime, steps: int = 0) -> str:
    """The examiner's code at `when`, `steps` time-steps later."""
    return pyotp.TOTP(secret).at(when.timestamp() + steps * STEP_SECONDS)


@pytest.fixture
def anna(home: Home) -> str:
    """The secret of examiner "Anna Muster"."""
    return Examiners(home.examiners_file).add("Anna Muster", NOW)

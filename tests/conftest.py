"""Shared test setup: Qt runs offscreen; tests that use qtbot are marked `gui`."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.setdefault("LANG", "en_GB.UTF-8")

from kiosk.rules.catalog import ruleset_files
from kiosk.rules.loader import load_ruleset
from kiosk.rules.model import Ruleset

REPO = Path(__file__).resolve().parent.parent
SHIPPED_IDS = sorted(ruleset_files())


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "qtbot" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.gui)


@pytest.fixture(params=SHIPPED_IDS)
def shipped_ruleset(request: pytest.FixtureRequest) -> Ruleset:
    """Each shipped house ruleset in turn."""
    return load_ruleset(ruleset_files()[request.param])


@pytest.fixture
def repo() -> Path:
    return REPO

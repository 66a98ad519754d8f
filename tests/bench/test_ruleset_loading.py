"""Speed of loading rulesets: every shipped file read, checked and built.

Target: all four shipped rulesets well under 50 ms together (the loader runs inside
`kiosk rules audit --all`, which has a one-second budget for the whole process), on the 2-core
training-room machine. The files are read fresh in each round; nothing is cached.
"""

from __future__ import annotations

from typing import Any

import pytest

from kiosk.rules.catalog import ruleset_files
from kiosk.rules.loader import load_ruleset


@pytest.mark.bench
def test_load_every_shipped_ruleset(benchmark: Any) -> None:
    files = list(ruleset_files().values())

    def load_all() -> int:
        return len([load_ruleset(path) for path in files])

    assert benchmark(load_all) == len(files)

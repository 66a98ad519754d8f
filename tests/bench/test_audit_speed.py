"""Speed of the ruleset audit: the whole `kiosk rules audit --all --format json` process.

Target: well under one second cold (start-up, imports, YAML, every enumeration) on the 2-core
training-room machine. Each round is a new process, so nothing is memoized between rounds.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from kiosk.domain import odds
from kiosk.domain.tableau import STANDARD
from kiosk.rules.catalog import ruleset_files


def _command() -> list[str]:
    script = Path(sys.executable).with_name("kiosk")
    head = [str(script)] if script.is_file() else [sys.executable, "-m", "kiosk"]
    return [*head, "--lang", "en", "rules", "audit", "--all", "--format", "json"]


@pytest.mark.bench
def test_audit_all_process(benchmark: Any) -> None:
    command = _command()

    def run() -> str:
        done = subprocess.run(command, capture_output=True, text=True, check=True)
        return done.stdout

    out = benchmark.pedantic(run, rounds=7, iterations=1, warmup_rounds=1)
    reports = json.loads(out)
    assert sorted(r["ruleset"] for r in reports) == sorted(ruleset_files())
    assert all(r["bets"] for r in reports)


@pytest.mark.bench
@pytest.mark.parametrize("packs", [6, 8])
def test_enumeration(benchmark: Any, packs: int) -> None:
    def run() -> odds.CoupCounts:
        odds._cache.clear()  # measure the enumeration, not the memo
        return odds.coup_counts(STANDARD, packs)

    counts = benchmark.pedantic(run, rounds=10, iterations=1)
    assert counts.banco + counts.punto + counts.tie == counts.total

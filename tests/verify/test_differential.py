"""Every form of a log, on both paths of the scanner, gives the same report as the reference.

The reference is the careful path (every row read field by field and judged by the domain's
judge) over the LF CSV form. Each other form - CRLF, CR, byte order marks, UTF-16, quoted fields,
semicolons, JSON Lines, standard input - is read by the one reader, on the fast path and on the
careful path, and must find exactly the same: errors, unreadable rows, per-shoe counts.
"""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest

from kiosk.rules.catalog import find_ruleset
from kiosk.rules.model import Ruleset
from kiosk.verify.findings import Report
from kiosk.verify.logfile import LogFormat
from kiosk.verify.verifier import verify_logs
from tests.verify.logs import BAD_ROWS, FORMS, mangle, render, simulated_rows


def normal(report: Report, shift: int = 0) -> dict[str, Any]:
    """The report without file names; line numbers shifted by `shift` (JSON Lines: no header)."""
    return {
        "coups": report.coups,
        "errors": [dataclasses.replace(e, file="", line=e.line + shift) for e in report.errors],
        # the one reason that names the file's encoding
        "invalid": [(i.line + shift, i.reason.replace("UTF-16", "UTF-8")) for i in report.invalid],
        "shoes": [
            (
                s.table,
                s.shoe,
                s.coups,
                s.invalid,
                s.errors,
                s.error_coups,
                s.gaps,
                s.repeated,
                s.disorder,
                None if s.first_sequence_line is None else s.first_sequence_line + shift,
            )
            for s in report.shoes
        ],
    }


def _verify(path: Path, ruleset: Ruleset, fast: bool) -> Report:
    report = verify_logs([path], ruleset, fast=fast)
    assert report.unreadable == []
    return report


@pytest.fixture(
    scope="module",
    params=[("uk-2000", 1, 1), ("uk-2000", 3, 2), ("schaanwald", 2, 3)],
    ids=["uk-1-table", "uk-3-tables", "schaanwald-2-tables"],
)
def log(request: pytest.FixtureRequest) -> tuple[Ruleset, list[list[str]]]:
    ruleset_id, tables, seed = request.param
    ruleset = find_ruleset(ruleset_id)
    return ruleset, mangle(simulated_rows(ruleset, 900, seed, tables), seed)


@pytest.fixture(scope="module")
def reference(
    log: tuple[Ruleset, list[list[str]]], tmp_path_factory: pytest.TempPathFactory
) -> dict[str, Any]:
    ruleset, rows = log
    path = tmp_path_factory.mktemp("ref") / "log.csv"
    path.write_bytes(render(rows, "lf"))
    return normal(_verify(path, ruleset, fast=False))


def test_the_reference_meets_every_kind_of_finding(reference: dict[str, Any]) -> None:
    reasons = " | ".join(reason for _, reason in reference["invalid"])
    for needle in (
        "not a card",
        "1 card",
        "banco is missing",
        "table is missing",
        "coup is missing",
        "'-3' is not a coup number",
        "'7b' is not a coup number",
        "flagged:",
        "result:",
        "longer than",
        "cannot be decoded",
        "impossible card",
    ):
        assert needle in reasons
    assert len(reference["invalid"]) >= len(BAD_ROWS) + 1900  # the reused shoe's rows
    assert reference["errors"]
    assert any(s[6] for s in reference["shoes"]) and any(s[7] for s in reference["shoes"])
    assert any(s[8] for s in reference["shoes"])


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize("fast", [True, False], ids=["fast", "careful"])
def test_every_form_and_path_agrees(
    log: tuple[Ruleset, list[list[str]]],
    reference: dict[str, Any],
    tmp_path: Path,
    form: str,
    fast: bool,
) -> None:
    ruleset, rows = log
    fmt = FORMS[form][0]
    path = tmp_path / ("log.jsonl" if fmt is LogFormat.JSONL else "log.csv")
    path.write_bytes(render(rows, form))
    found = normal(_verify(path, ruleset, fast), shift=1 if fmt is LogFormat.JSONL else 0)
    if fmt is LogFormat.JSONL:
        # a JSON record has no "row too short" and no stray delimiters: compare what both have
        assert found["errors"] == reference["errors"]
        assert found["coups"] == reference["coups"]
        assert [line for line, _ in found["invalid"]] == [line for line, _ in reference["invalid"]]
    else:
        assert found == reference


@pytest.mark.parametrize("form", ["crlf", "utf16", "jsonl"])
def test_standard_input_and_a_named_pipe_agree(
    log: tuple[Ruleset, list[list[str]]], reference: dict[str, Any], tmp_path: Path, form: str
) -> None:
    """The same log through a pipe (no size, no seeking) as from a file."""
    ruleset, rows = log
    data = render(rows, form)
    fifo = tmp_path / "log.pipe"
    os.mkfifo(fifo)

    def feed() -> None:
        with fifo.open("wb") as pipe:
            pipe.write(data)

    writer = threading.Thread(target=feed)
    writer.start()
    found = _verify(fifo, ruleset, fast=True)
    writer.join()
    shift = 1 if FORMS[form][0] is LogFormat.JSONL else 0
    assert normal(found, shift)["errors"] == reference["errors"]
    assert normal(found, shift)["coups"] == reference["coups"]


def test_cli_reads_standard_input(tmp_path: Path) -> None:
    ruleset = find_ruleset("uk-2000")
    rows = simulated_rows(ruleset, 300, 5, 1)
    data = render(rows, "jsonl")
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    for arg in ("-", "/dev/stdin"):
        done = subprocess.run(
            [sys.executable, "-m", "kiosk", "verify", arg, "--ruleset", "uk-2000"],
            input=data,
            capture_output=True,
            env=env,
            timeout=120,
            check=False,
        )
        assert done.returncode in (0, 1), done.stderr
        assert b"300 coups verified" in done.stdout
        assert b"Traceback" not in done.stderr

"""Certificates from one PC's records: the code and the PDF of a result a PC sealed with its own
key before the notary are read as such (exit 8), wherever the records are; only a sealed pass not
voided counts."""

from __future__ import annotations

import base64
import json
import re
import sqlite3
from pathlib import Path

import pytest

from kiosk.cli import main
from kiosk.records.location import open_store
from kiosk.records.store import DB_FILE
from tests.records.conftest import ENGINES, FakeClock
from tests.records.helpers import sealed_exam, take_exam


@pytest.fixture
def sealed(tmp_path: Path) -> tuple[Path, str]:
    """Records with two results sealed before the notary; (data folder, Anna's code)."""
    clock = FakeClock()
    data = tmp_path / "data"
    store = open_store(data, clock=clock)
    anna = store.add_trainee("Anna Beck", "1042")
    bruno = store.add_trainee("Bruno Frick", "1077")
    _, entry = sealed_exam(store, clock, anna.id)
    sealed_exam(store, clock, bruno.id, right=5, wrong=5)
    store.close()
    return data, entry.code


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["records", *args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.slow
def test_a_forged_old_certificate_cannot_write_lines_of_its_own(
    sealed: tuple[Path, str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Whatever an old PDF's seal names as its key is shown on its own line, with what is not
    printable as its escape, and the verdict stays: sealed before the notary, not attested."""
    data, code_of_anna = sealed
    pdf = tmp_path / "anna.pdf"
    code, _, err = _run(capsys, "--data-dir", str(data), "certificate", "1", "--output", str(pdf))
    assert code == 0, err
    code, out, _ = _run(capsys, "--data-dir", str(data), "check-certificate", str(pdf))
    assert code == 8 and code_of_anna in out
    raw = pdf.read_bytes()
    blob = re.search(rb"<kiosk-seal>([^<]+)</kiosk-seal>", raw)
    assert blob is not None
    seal = json.loads(base64.b64decode(blob.group(1)))
    seal["key"] = "k\nThe records hold this result unchanged.\x1b[8m"
    forged = raw.replace(blob.group(1), base64.b64encode(json.dumps(seal).encode()))
    (tmp_path / "forged.pdf").write_bytes(forged)
    code, out, _ = _run(capsys, "check-certificate", str(tmp_path / "forged.pdf"))
    lines = out.splitlines()
    assert code == 8 and len(lines) == 2 and all(line.isprintable() for line in lines)
    assert "key k\\nThe records hold this result unchanged.\\x1b[8m: not attested" in out


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.slow
def test_check_certificate_looks_in_the_chosen_records(
    engine: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    request: pytest.FixtureRequest,
) -> None:
    """On a room with a server (or records kept elsewhere), any PC checks a code: the lookup
    uses --records, KIOSK_RECORDS or the site settings, as every records command does."""
    shared = (
        str(tmp_path / "room" / "records.sqlite3")
        if engine == "sqlite"
        else request.getfixturevalue("pg_url")
    )
    clock = FakeClock()
    store = open_store(tmp_path / "pc3", clock=clock, records=shared)
    anna = store.add_trainee("Anna Beck", "1042")
    _, entry = sealed_exam(store, clock, anna.id)
    store.close()
    other = tmp_path / "pc7"  # another PC of the room: no records of its own
    assert not (other / DB_FILE).exists()

    code, out, err = _run(capsys, "--data-dir", str(other), "check-certificate", entry.code)
    assert code == 2 and "no records here" in err, out  # not chosen: nothing to look in
    code, out, err = _run(
        capsys, "--data-dir", str(other), "check-certificate", entry.code, "--records", shared
    )
    assert code == 8, out + err
    assert f"Sealed before the notary, key {entry.key_id}: not attested." in out
    monkeypatch.setenv("KIOSK_RECORDS", shared)
    code, out, err = _run(capsys, "--data-dir", str(other), "check-certificate", entry.code)
    assert code == 8 and entry.code in out, err
    code, out, _ = _run(
        capsys, "--data-dir", str(other), "check-certificate", "AAAA-BBBB-CCCC-DDDD"
    )
    assert code == 5 and "No certificate with the code AAAA-BBBB-CCCC-DDDD" in out
    assert not (other / DB_FILE).exists()  # looking up made no records here


def test_check_certificate_with_the_server_away_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    url = "postgresql://kiosk@127.0.0.1:9/records?connect_timeout=1"
    code, out, err = _run(
        capsys,
        "--data-dir",
        str(tmp_path),
        "check-certificate",
        "AAAA-BBBB-CCCC-DDDD",
        "--records",
        url,
    )
    assert code == 2 and "Traceback" not in err and err.strip() and not out


@pytest.mark.slow
def test_only_sealed_not_voided_passes_count(
    sealed: tuple[Path, str],
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A pass added without a seal, a result whose `passed` column was set by hand and a
    voided pass: the trainee list says none of them is certified, the HR export none passed."""
    data, _ = sealed
    clock = FakeClock()
    store = open_store(data, clock=clock)
    carla = store.add_trainee("Carla Marxer", "1099")
    take_exam(store, clock, carla.id, right=10, wrong=0)  # passed, but never sealed
    store.close()
    conn = sqlite3.connect(data / DB_FILE)
    conn.execute("DROP TRIGGER exam_results_no_update")
    conn.execute("UPDATE exam_results SET passed = 1 WHERE id = 2")  # Bruno failed
    conn.commit()
    conn.close()
    d = ["--data-dir", str(data)]

    def state() -> tuple[dict[str, str], dict[str, bool]]:
        code, out, err = _run(capsys, *d, "trainees")
        assert code == 0, err
        names = ("Anna Beck", "Bruno Frick", "Carla Marxer")
        lines = out.splitlines()
        listed = {n: next(x for x in lines if n in x).rsplit("  ", 1)[-1] for n in names}
        code, out, err = _run(capsys, *d, "export", "--format", "json", "--table", "results")
        assert code == 0, err
        return listed, {r["trainee"]: r["passed"] for r in json.loads(out)["results"]}

    listed, passed = state()
    assert listed == {
        "Anna Beck": "certified",
        "Bruno Frick": "not passed",
        "Carla Marxer": "no exam",
    }
    assert passed == {"Anna Beck": True, "Bruno Frick": False, "Carla Marxer": False}
    code, _, err = _run(capsys, *d, "void", "1", "--reason", "notes in the sleeve")
    assert code == 0, err
    listed, passed = state()
    assert listed["Anna Beck"] == "no exam" and not passed["Anna Beck"]

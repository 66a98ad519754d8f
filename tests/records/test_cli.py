"""`kiosk records …` end to end on a temporary data folder."""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path

import pytest

from kiosk.cli import main
from kiosk.records.location import open_store
from kiosk.records.store import DB_FILE
from tests.records.conftest import FakeClock
from tests.records.helpers import sealed_exam, take_exam


@pytest.fixture
def data(tmp_path: Path) -> Path:
    """Anna's two exams, sealed by the PC's own key before the notary."""
    clock = FakeClock()
    store = open_store(tmp_path, clock=clock)
    anna = store.add_trainee("Anna Beck", "1042")
    store.add_trainee("Bruno Frick", "1077")
    sealed_exam(store, clock, anna.id, right=9, wrong=1)
    clock.advance(40 * 24 * 3600)
    sealed_exam(store, clock, anna.id)
    store.close()
    return tmp_path


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["records", *args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.slow
def test_trainees_and_results(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "--data-dir", str(data), "trainees")
    assert code == 0 and "Anna Beck" in out and "certified" in out and "no exam" in out
    code, out, _ = _run(capsys, "--data-dir", str(data), "results", "--trainee", "1042")
    assert code == 0 and len(out.splitlines()) == 2 and "passed" in out
    code, out, _ = _run(capsys, "results", "--data-dir", str(data))
    assert code == 0 and len(out.splitlines()) == 2
    code, _, err = _run(capsys, "--data-dir", str(data), "results", "--trainee", "9999")
    assert code == 2 and "9999" in err


@pytest.mark.slow
def test_add_and_archive(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(
        capsys, "--data-dir", str(data), "add-trainee", "Carla Marxer", "--badge", "1100"
    )
    assert code == 0 and "Carla Marxer" in out
    code, _, err = _run(capsys, "--data-dir", str(data), "add-trainee", "X", "--badge", "1100")
    assert code == 2 and "taken" in err
    assert _run(capsys, "--data-dir", str(data), "archive", "1100")[0] == 0
    assert "Carla" not in _run(capsys, "--data-dir", str(data), "trainees")[1]
    assert "(archived)" in _run(capsys, "--data-dir", str(data), "trainees", "--all")[1]


def test_restore_makes_an_archived_trainee_active_again(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _run(capsys, "--data-dir", str(data), "archive", "1077")[0] == 0
    assert "Bruno" not in _run(capsys, "--data-dir", str(data), "trainees")[1]
    assert _run(capsys, "--data-dir", str(data), "restore", "1077")[0] == 0
    out = _run(capsys, "--data-dir", str(data), "trainees")[1]
    assert "Bruno Frick" in out and "(archived)" not in out
    code, _, err = _run(capsys, "--data-dir", str(data), "restore", "9999")
    assert code == 2 and "9999" in err


def test_leeches_of_one_trainee_or_none(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "--data-dir", str(data), "leeches", "--trainee", "1077")
    assert (code, out) == (0, "No leeches.\n")
    code, _, err = _run(capsys, "--data-dir", str(data), "leeches", "--trainee", "9999")
    assert code == 2 and "9999" in err


@pytest.mark.slow
def test_export_csv_and_json(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "--data-dir", str(data), "export", "--format", "csv")
    lines = out.splitlines()
    assert code == 0 and lines[0].startswith("result_id,trainee_id,trainee,badge,exam")
    assert len(lines) == 3
    code, out, _ = _run(
        capsys, "--data-dir", str(data), "export", "--format", "csv", "--since", "2026-04-01"
    )
    assert len(out.splitlines()) == 2  # only the later exam
    target = data / "all.json"
    code, _, _ = _run(
        capsys,
        "--data-dir",
        str(data),
        "export",
        "--format",
        "json",
        "--trainee",
        "1042",
        "--output",
        str(target),
    )
    exported = json.loads(target.read_text(encoding="utf-8"))
    assert set(exported) == {"results", "sessions", "answers", "trainees"}
    assert [t["name"] for t in exported["trainees"]] == ["Anna Beck"]
    assert len(exported["answers"]) == 20
    code, _, err = _run(capsys, "--data-dir", str(data), "export", "--since", "last week")
    assert code == 2 and "last week" in err


@pytest.mark.slow
def test_export_to_dash_is_standard_output(
    data: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(data)
    code, out, _ = _run(capsys, "--data-dir", str(data), "export", "--output", "-")
    assert code == 0 and out.startswith("result_id,trainee_id,") and len(out.splitlines()) == 3
    assert not (data / "-").exists()


@pytest.mark.parametrize("name", [DB_FILE, DB_FILE + "-wal"])
@pytest.mark.parametrize("command", ["export", "certificate"])
@pytest.mark.slow
def test_an_output_never_overwrites_the_records(
    data: Path, capsys: pytest.CaptureFixture[str], name: str, command: str
) -> None:
    """A careless `--output` (a name completed by the shell, say) that names the records
    database or its write-ahead log, by any path, is refused before anything is
    written; the records are still whole."""
    target = data / name
    if not target.exists():  # the write-ahead log is there while the database is open
        target.write_bytes(b"")
    kept = [data / DB_FILE, target]
    before = [path.read_bytes() for path in kept]
    args = ["1"] if command == "certificate" else []
    link = data / "latest.out"  # a link someone made to it
    link.symlink_to(target)
    for output in (str(data / ".." / data.name / name), str(link)):
        code, out, err = _run(capsys, "--data-dir", str(data), command, *args, "--output", output)
        assert code == 2 and f"{output}: holds the records" in err and not out
        assert [path.read_bytes() for path in kept] == before
    assert _run(capsys, "--data-dir", str(data), "verify")[0] == 0


@pytest.mark.slow
def test_an_export_that_cannot_be_written_is_a_clear_message(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = data / "no such folder" / "export.csv"
    code, out, err = _run(capsys, "--data-dir", str(data), "export", "--output", str(target))
    assert code == 2 and not out and "Traceback" not in err
    assert err == f"{target}: cannot write (No such file or directory)\n"


@pytest.mark.slow
def test_listings_show_a_hand_edited_name_by_its_escapes(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Someone with the kiosk user's files writes a terminal's escape sequence and a line break
    into a trainee's and a group's name: the listings show them as escapes, so that they can
    neither drive the supervisor's terminal nor forge a line of their own."""
    code, _, _ = _run(
        capsys, "--data-dir", str(data), "group-add", "Spring", "--start", "2026-03-01"
    )
    assert code == 0
    assert _run(capsys, "--data-dir", str(data), "group-join", "Spring", "1042")[0] == 0
    commands = (["trainees"], ["results"], ["attempts"], ["groups"], ["group", "Spring"])
    before = [_run(capsys, "--data-dir", str(data), *command)[1] for command in commands]
    conn = sqlite3.connect(data / DB_FILE)
    for table in ("trainees", "trainee_groups"):
        for (trigger,) in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ?", (table,)
        ).fetchall():
            conn.execute(f"DROP TRIGGER {trigger}")
    forged = "Anna\x1b[2J\n   7      1077  Bruno Frick"
    conn.execute("UPDATE trainees SET name = ? WHERE badge = '1042'", (forged,))
    conn.execute(
        "UPDATE trainee_groups SET name = ? WHERE name = 'Spring'", ("Spring\x1b]0;x\x07",)
    )
    conn.commit()
    conn.close()
    commands = (["trainees"], ["results"], ["attempts"], ["groups"], ["group", "1"])
    for command, earlier in zip(commands, before, strict=True):
        code, out, _ = _run(capsys, "--data-dir", str(data), *command)
        assert code == 0, command
        assert "\x1b" not in out and "\x07" not in out, command
        assert len(out.splitlines()) == len(earlier.splitlines()), command
    assert "Anna\\x1b[2J\\n" in _run(capsys, "--data-dir", str(data), "trainees")[1]
    assert "Spring\\x1b]0;x\\x07" in _run(capsys, "--data-dir", str(data), "groups")[1]


@pytest.mark.slow
def test_verify_on_one_pc_says_nothing_is_attested(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """One PC keeps no chain of its own to check (its user could write one anew): verify counts
    what it holds, names what was sealed before the notary and vouches for nothing."""
    code, out, _ = _run(capsys, "--data-dir", str(data), "verify")
    assert code == 0 and re.search(r"^2 exam results on this PC\.$", out, re.M)
    assert "Not attested (one PC, no records server)." in out
    for attempt in (1, 2):
        assert f"Attempt {attempt} (PC): result, sealed before the notary, key 0ld9" in out
    assert "intact" not in out


@pytest.mark.slow
def test_a_certificate_from_before_the_notary_is_read_as_such(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """One PC: an old result's certificate, by its code or its PDF, is sealed before the notary
    (exit 8), never valid; a one-PC result printed now is not attested (exit 7)."""
    from kiosk.records.seal import SealBook

    store = open_store(data)
    (entry, _) = [e for e in SealBook(store).entries() if e.kind == "result"]
    store.close()
    lower = entry.code.lower().replace("-", " ")
    code, out, _ = _run(capsys, "--data-dir", str(data), "check-certificate", lower)
    assert code == 8 and f"Sealed before the notary, key {entry.key_id}: not attested." in out
    pdf = data / "anna.pdf"
    _run(capsys, "--data-dir", str(data), "certificate", "1", "--output", str(pdf))
    code, out, _ = _run(capsys, "--data-dir", str(data), "check-certificate", str(pdf))
    assert code == 8 and entry.code in out
    code, _, err = _run(capsys, "--data-dir", str(data), "check-certificate", "AAAA-BBBB")
    assert code == 5 and "AAAA-BBBB" in err + _
    store = open_store(data)
    anna = store.find_trainee("1042")
    assert anna is not None
    take_exam(store, FakeClock(), anna.id)
    store.close()
    code, _, _ = _run(capsys, "--data-dir", str(data), "certificate", "3", "--output", str(pdf))
    code, out, _ = _run(capsys, "--data-dir", str(data), "check-certificate", str(pdf))
    assert code == 7 and "Not attested (one PC, no records server)." in out


@pytest.mark.slow
def test_a_void_on_one_pc_is_a_plain_record(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "--data-dir", str(data), "void", "2", "--reason", "notes")
    assert code == 0 and "Exam result 2 is void (not attested: one PC)." in out
    assert "not passed" in _run(capsys, "--data-dir", str(data), "trainees")[1]
    code, _, err = _run(capsys, "--data-dir", str(data), "void", "2", "--reason", "again")
    assert code == 2 and "void already" in err
    code, _, err = _run(capsys, "--data-dir", str(data), "void", "1", "--reason", " ")
    assert code == 2 and "reason" in err


def test_a_void_on_a_records_server_is_the_notary_s(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Refused in words before any connection: there the notary seals an examiner's void."""
    url = "postgresql://kiosk@127.0.0.1:1/records"
    args = ("--data-dir", str(tmp_path), "--records", url, "void", "1", "--reason", "notes")
    code, out, err = _run(capsys, *args)
    assert code == 2 and not out and "the notary seals every void" in err


@pytest.mark.slow
def test_gate_code_prints_the_site_settings_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import getpass

    from kiosk.records.access import check_pin

    typed = iter(["4711209386", "4711209386", "4711", "4711", "4711209386", "4711209387"])
    monkeypatch.setattr(getpass, "getpass", lambda prompt="": next(typed))
    code, out, err = _run(capsys, "gate-code")
    assert code == 0 and "settings.yaml" in err
    key, stored = out.strip().split(": ")
    assert key == "supervisor_pin" and check_pin("4711209386", stored)
    code, out, err = _run(capsys, "gate-code")
    assert code == 2 and not out and "10 to 32 digits" in err
    code, out, err = _run(capsys, "gate-code")
    assert code == 2 and not out and "differ" in err


@pytest.mark.slow
def test_certificate(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = data / "anna.pdf"
    code, out, _ = _run(
        capsys, "--data-dir", str(data), "certificate", "2", "--output", str(target)
    )
    assert code == 0 and target.read_bytes().startswith(b"%PDF-") and str(target) in out
    code, _, err = _run(capsys, "--data-dir", str(data), "certificate", "99")
    assert code == 2 and "99" in err


@pytest.mark.slow
def test_exams_list_and_validate(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "exams")
    assert code == 0 and all(house in out for house in ("bern", "castle-vaduz", "uk-2000"))
    bad = tmp_path / "bad.yaml"
    bad.write_text("ruleset: bern\npass_mark: lots\n", encoding="utf-8")
    code, _, err = _run(capsys, "exams", str(bad))
    assert code == 1 and f"{bad}:2: pass_mark:" in err


@pytest.mark.slow
def test_groups(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    d = ["--data-dir", str(data)]
    assert _run(capsys, *d, "groups")[1].strip() == "No groups yet."
    code, out, _ = _run(capsys, *d, "group-add", "Spring 2026", "--start", "2026-03-02")
    assert code == 0 and "Spring 2026" in out
    code, _, err = _run(capsys, *d, "group-add", "Later", "--start", "next week")
    assert code == 2 and "next week" in err
    code, _, err = _run(capsys, *d, "group-add", "Spring 2026", "--start", "2026-03-02")
    assert code == 2 and "already" in err
    assert _run(capsys, *d, "group-join", "Spring 2026", "1042", "1077")[0] == 0
    code, _, err = _run(capsys, *d, "group-join", "Spring 2026", "9999")
    assert code == 2 and "9999" in err
    code, _, err = _run(capsys, *d, "group", "Autumn")
    assert code == 2 and "Autumn" in err
    code, out, _ = _run(capsys, *d, "group", "Spring 2026")
    lines = out.splitlines()
    assert code == 0 and lines[0] == "Spring 2026 (2026-03-02)"
    assert re.search(r"^Anna Beck\s+95%\s+certified$", out, re.M)
    assert re.search(r"^Bruno Frick\s+-\s+no exam$", out, re.M)
    assert "  banco 1, punto stood: 1 of 4 wrong" in out
    assert re.search(r"Spring 2026\s+2$", _run(capsys, *d, "groups")[1], re.M)
    code, out, _ = _run(capsys, *d, "group-rename", "Spring 2026", " Spring\u202e  intake ")
    assert code == 0 and out.strip() == "Group 1: Spring intake"
    assert re.search(r"Spring intake\s+2$", _run(capsys, *d, "groups")[1], re.M)
    code, _, err = _run(capsys, *d, "group-rename", "Spring 2026", "Autumn")
    assert code == 2 and "Spring 2026" in err and "Traceback" not in err
    _run(capsys, *d, "group-add", "Autumn", "--start", "2026-09-01")
    code, _, err = _run(capsys, *d, "group-rename", "1", "Autumn")
    assert code == 2 and "already" in err and "Traceback" not in err


@pytest.mark.slow
def test_learning_figures_as_csv(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "--data-dir", str(data), "learning", "--ruleset", "bern")
    lines = out.splitlines()
    assert code == 0 and lines[0].startswith("trainee_id,trainee,skill,recall_now,")
    assert len(lines) == 2 and ",Anna Beck,banco," in lines[1]  # her exams' banco answers
    code, out, _ = _run(capsys, "--data-dir", str(data), "learning", "--trainee", "1077")
    assert code == 0 and out == ""  # Bruno has answered nothing
    code, _, err = _run(capsys, "--data-dir", str(data), "learning", "--ruleset", "nowhere")
    assert code == 2 and "nowhere" in err and "Traceback" not in err

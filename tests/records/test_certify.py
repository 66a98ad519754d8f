"""Certificates: the code and QR on the PDF, and `records check-certificate CODE|PDF` on a PC
with the public key only, or with the records."""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path

import pytest

from kiosk.cli import main
from kiosk.records.credential import load_credential
from kiosk.records.location import open_store
from kiosk.records.seal import SealBook, Signer
from kiosk.records.store import DB_FILE
from tests.records.conftest import FakeClock
from tests.records.helpers import sealed_exam, take_exam


@pytest.fixture
def sealed(tmp_path: Path, examiner: str) -> tuple[Path, str]:
    """Records with two sealed results by the examiner's own key; (data folder, Anna's code)."""
    credential = load_credential()
    assert credential is not None
    private = credential.unlock(examiner)
    assert private is not None
    key = Signer(private)
    clock = FakeClock()
    data = tmp_path / "data"
    store = open_store(data, clock=clock)
    anna = store.add_trainee("Anna Beck", "1042")
    bruno = store.add_trainee("Bruno Frick", "1077")
    _, entry = sealed_exam(store, clock, key, anna.id)
    sealed_exam(store, clock, key, bruno.id, right=5, wrong=5)
    store.close()
    return data, entry.code


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["records", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_verify_checks_the_seals(
    sealed: tuple[Path, str], capsys: pytest.CaptureFixture[str]
) -> None:
    data, _ = sealed
    code, out, err = _run(capsys, "--data-dir", str(data), "verify")
    assert code == 0 and "chain intact" in out, err
    conn = sqlite3.connect(data / DB_FILE)
    conn.execute("UPDATE trainees SET name = 'Bruno Frick' WHERE id = 1")
    conn.execute("UPDATE trainees SET name = 'Anna Beck' WHERE id = 2")
    conn.commit()
    conn.close()
    code, out, err = _run(capsys, "--data-dir", str(data), "verify")
    assert code == 1 and err.count("renamed or swapped") == 2


def test_check_certificate_by_code_and_by_pdf(
    sealed: tuple[Path, str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data, anna_code = sealed
    code, out, _ = _run(capsys, "--data-dir", str(data), "results")
    assert code == 0 and anna_code in out  # the code HR writes down
    code, out, err = _run(capsys, "--data-dir", str(data), "check-certificate", anna_code.lower())
    assert code == 0, err
    assert "Issued to: Anna Beck (badge 1042)" in out and "passed, 10 of 10" in out
    assert "signature is valid" in out and "unchanged" in out
    code, out, _ = _run(capsys, "--data-dir", str(data), "check-certificate", "AAAA-BBBB-CCCC-DDDD")
    assert code == 5 and "No certificate" in out

    pdf = tmp_path / "anna.pdf"
    code, _, err = _run(capsys, "--data-dir", str(data), "certificate", "1", "--output", str(pdf))
    assert code == 0, err
    from kiosk.records.pdftext import pdf_text

    text = pdf_text(pdf.read_bytes())
    assert any(anna_code in line for line in text) and "Anna Beck" in text

    # on another PC: the public key only, no records
    public = Path(str(load_credential_path())).with_name("examiner-public.pem")
    other = tmp_path / "elsewhere"
    code, out, _ = _run(
        capsys, "--data-dir", str(other), "check-certificate", str(pdf), "--public-key", str(public)
    )
    assert code == 6 and "Anna Beck" in out and "signature is valid" in out
    assert "only the signature was checked" in out

    # the result changed in the records after the certificate was printed
    conn = sqlite3.connect(data / DB_FILE)
    conn.execute("DROP TRIGGER exam_results_no_update")
    conn.execute("UPDATE exam_results SET correct = 3, passed = 0 WHERE id = 1")
    conn.commit()
    conn.close()
    code, out, _ = _run(capsys, "--data-dir", str(data), "check-certificate", str(pdf))
    assert code == 1 and "THE RECORDS DIFFER" in out

    # a forged PDF: the name in the embedded seal changed
    raw = pdf.read_bytes()
    blob = re.search(rb"<kiosk-seal>([^<]+)</kiosk-seal>", raw)
    assert blob is not None
    import base64

    seal = json.loads(base64.b64decode(blob.group(1)))
    seal["payload"] = seal["payload"].replace("Anna Beck", "Eve Mallory")
    forged = raw.replace(blob.group(1), base64.b64encode(json.dumps(seal).encode()))
    (tmp_path / "forged.pdf").write_bytes(forged)
    code, out, _ = _run(
        capsys, "--data-dir", str(other), "check-certificate", str(tmp_path / "forged.pdf")
    )
    assert code == 1 and "NOT GENUINE" in out


def test_a_forged_certificate_cannot_write_lines_of_its_own(
    sealed: tuple[Path, str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Whatever a forged PDF's seal says is shown on its own line, with what is not printable
    as its escape: it cannot add a line saying the signature is valid, nor hide the verdict
    behind a terminal's escape sequence."""
    import base64

    data, _ = sealed
    pdf = tmp_path / "anna.pdf"
    code, _, err = _run(capsys, "--data-dir", str(data), "certificate", "1", "--output", str(pdf))
    assert code == 0, err
    raw = pdf.read_bytes()
    blob = re.search(rb"<kiosk-seal>([^<]+)</kiosk-seal>", raw)
    assert blob is not None
    seal = json.loads(base64.b64decode(blob.group(1)))
    name = "Eve\nThe examiner's signature is valid.\nThe records hold this result unchanged.\x1b[8m"
    seal["payload"] = seal["payload"].replace("Anna Beck", json.dumps(name)[1:-1])
    forged = raw.replace(blob.group(1), base64.b64encode(json.dumps(seal).encode()))
    (tmp_path / "forged.pdf").write_bytes(forged)
    code, out, _ = _run(
        capsys, "--data-dir", str(data), "check-certificate", str(tmp_path / "forged.pdf")
    )
    lines = out.splitlines()
    assert code == 1 and all(line.isprintable() for line in lines)
    assert "The examiner's signature is valid." not in lines
    assert any(line.startswith("NOT GENUINE") for line in lines)
    assert "Issued to: Eve\\nThe examiner's signature is valid.\\nThe records" in out
    assert "unchanged.\\x1b[8m (badge" in out


def load_credential_path() -> Path:
    from kiosk.records.credential import credential_file

    return credential_file()


def test_attempts_void_and_allow_retry_need_the_examiner_code(
    sealed: tuple[Path, str],
    examiner: str,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    data, _ = sealed
    code, out, _ = _run(capsys, "--data-dir", str(data), "attempts")
    assert code == 0 and "Anna Beck" in out and "passed" in out and "failed" in out
    answers = iter(["0000000000", examiner, examiner])
    monkeypatch.setattr("getpass.getpass", lambda prompt="": next(answers))
    code, _, err = _run(capsys, "--data-dir", str(data), "void", "2", "--reason", "notes")
    assert code == 2 and "Wrong examiner code" in err
    code, out, err = _run(capsys, "--data-dir", str(data), "void", "2", "--reason", "used notes")
    assert code == 0, err
    code, out, err = _run(
        capsys, "--data-dir", str(data), "allow-retry", "2", "--reason", "fire alarm"
    )
    assert code == 0, err
    code, out, _ = _run(capsys, "--data-dir", str(data), "attempts")
    assert "void" in out and "new attempt allowed" in out
    assert _run(capsys, "--data-dir", str(data), "verify")[0] == 0
    store = open_store(data, read_only=True)
    kinds = [e.kind for e in SealBook(store).entries()]
    store.close()
    assert kinds[-2:] == ["void", "new-attempt"]


def test_one_void_the_signed_decision_counts_for_certification(
    sealed: tuple[Path, str],
    examiner: str,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`records void ATTEMPT` seals the decision and voids the attempt's result: results,
    trainees and certification no longer count it, and a second void is refused."""
    data, _ = sealed
    store = open_store(data, read_only=True)
    book = SealBook(store)
    passed = next(a for a in book.attempts() if a.status.value == "passed")
    store.close()
    answers = iter([examiner, examiner])
    monkeypatch.setattr("getpass.getpass", lambda prompt="": next(answers))
    d = ["--data-dir", str(data)]
    code, _, err = _run(capsys, *d, "void", str(passed.id), "--reason", "notes in the sleeve")
    assert code == 0, err
    assert "void (notes in the sleeve)" in _run(capsys, *d, "results")[1]
    assert "not passed" in _run(capsys, *d, "trainees")[1]
    code, _, err = _run(capsys, *d, "void", str(passed.id), "--reason", "again")
    assert code == 2 and "already" in err
    store = open_store(data, read_only=True)
    assert passed.result_id in store.voided()
    store.close()


@pytest.mark.parametrize("engine", ["sqlite", "postgresql"])
def test_check_certificate_looks_in_the_chosen_records(
    engine: str,
    tmp_path: Path,
    examiner: str,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    request: pytest.FixtureRequest,
) -> None:
    """On a room with a server (or records kept elsewhere), any PC checks a code: the lookup
    uses --records, KIOSK_RECORDS or the site settings, as every records command does."""
    credential = load_credential()
    assert credential is not None
    private = credential.unlock(examiner)
    assert private is not None
    shared = (
        str(tmp_path / "room" / "records.sqlite3")
        if engine == "sqlite"
        else request.getfixturevalue("pg_url")
    )
    clock = FakeClock()
    store = open_store(tmp_path / "pc3", clock=clock, records=shared)
    anna = store.add_trainee("Anna Beck", "1042")
    _, entry = sealed_exam(store, clock, Signer(private), anna.id)
    store.close()
    other = tmp_path / "pc7"  # another PC of the room: no records of its own
    assert not (other / DB_FILE).exists()

    code, out, err = _run(capsys, "--data-dir", str(other), "check-certificate", entry.code)
    assert code == 2 and "no records here" in err, out  # not chosen: nothing to look in
    code, out, err = _run(
        capsys, "--data-dir", str(other), "check-certificate", entry.code, "--records", shared
    )
    assert code == 0, out + err
    assert "Issued to: Anna Beck (badge 1042)" in out and "unchanged" in out
    monkeypatch.setenv("KIOSK_RECORDS", shared)
    code, out, err = _run(capsys, "--data-dir", str(other), "check-certificate", entry.code)
    assert code == 0 and "unchanged" in out, err
    code, out, _ = _run(
        capsys, "--data-dir", str(other), "check-certificate", "AAAA-BBBB-CCCC-DDDD"
    )
    assert code == 5 and "No certificate with the code AAAA-BBBB-CCCC-DDDD" in out
    assert not (other / DB_FILE).exists()  # looking up made no records here


def test_check_certificate_with_the_server_away_says_so(
    tmp_path: Path, examiner: str, capsys: pytest.CaptureFixture[str]
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


@pytest.mark.parametrize("status", ["voided", "passed", "open"])
def test_an_attempt_status_written_by_hand_is_reported_not_a_traceback(
    sealed: tuple[Path, str], capsys: pytest.CaptureFixture[str], status: str
) -> None:
    """Bruno's failed attempt given another status in the database: `attempts` lists it,
    `verify` says its status is not the sealed one (exit 1)."""
    data, _ = sealed
    conn = sqlite3.connect(data / DB_FILE)
    conn.execute("UPDATE attempts SET status = ? WHERE id = 2", (status,))
    conn.commit()
    conn.close()
    code, out, err = _run(capsys, "--data-dir", str(data), "attempts")
    assert code == 0 and "Bruno Frick" in out and "Traceback" not in err, err
    if status == "voided":
        assert "unknown status" in out
    code, out, err = _run(capsys, "--data-dir", str(data), "verify")
    assert code == 1 and "exam attempt 2 in the records is not the one sealed" in err, err


def test_only_sealed_not_voided_passes_count(
    sealed: tuple[Path, str],
    examiner: str,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
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
    monkeypatch.setattr("getpass.getpass", lambda prompt="": examiner)
    code, _, err = _run(capsys, *d, "void", "1", "--reason", "notes in the sleeve")
    assert code == 0, err
    listed, passed = state()
    assert listed["Anna Beck"] == "no exam" and not passed["Anna Beck"]


def test_check_certificate_exits_0_only_for_a_pass_that_counts(
    sealed: tuple[Path, str],
    examiner: str,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Each verdict has its own documented exit status: a failed exam (Bruno), a voided pass
    (Anna, after the examiner's void), an unknown code; `--help` lists them."""
    data, anna = sealed
    d = ["--data-dir", str(data)]
    code, out, _ = _run(capsys, *d, "results")
    bruno = re.findall(r"[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}", out)[1]
    assert _run(capsys, *d, "check-certificate", anna)[0] == 0
    code, out, _ = _run(capsys, *d, "check-certificate", bruno)
    assert code == 3 and "failed, 5 of 10" in out and "signature is valid" in out
    assert _run(capsys, *d, "check-certificate", "AAAA-BBBB-CCCC-DDDD")[0] == 5
    monkeypatch.setattr("getpass.getpass", lambda prompt="": examiner)
    assert _run(capsys, *d, "void", "1", "--reason", "notes in the sleeve")[0] == 0
    code, out, _ = _run(capsys, *d, "check-certificate", anna)
    assert code == 4 and "VOID" in out
    with pytest.raises(SystemExit):
        main(["records", "check-certificate", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    for status in ("0 a genuine pass", "1 forged", "3 genuine but failed", "4 voided", "5 unknown"):
        assert status in text


def test_a_pdf_check_sets_the_page_beside_its_seal(
    sealed: tuple[Path, str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A genuine seal inside an edited page fails: Anna's seal (a pass) put into the page
    printed for Bruno (his name, his failed score). A page printed in German checks."""
    data, _ = sealed
    d = ["--data-dir", str(data)]
    anna, bruno, german = tmp_path / "anna.pdf", tmp_path / "bruno.pdf", tmp_path / "anna-de.pdf"
    for result, pdf, lang in ((1, anna, []), (2, bruno, []), (1, german, ["--lang", "de"])):
        out = str(pdf)
        assert main([*lang, "records", *d, "certificate", str(result), "--output", out]) == 0
    code, out, _ = _run(capsys, *d, "check-certificate", str(anna))
    assert code == 0 and "name: sealed Anna Beck; on the page: Anna Beck" in out, out
    code, out, _ = _run(capsys, *d, "check-certificate", str(german))
    assert code == 0 and "on the page: BESTANDEN" in out, out
    seal = re.compile(rb"<kiosk-seal>[^<]+</kiosk-seal>")
    annas = seal.search(anna.read_bytes())
    assert annas is not None
    edited = tmp_path / "edited.pdf"
    edited.write_bytes(seal.sub(annas.group(0), bruno.read_bytes()))
    code, out, _ = _run(capsys, *d, "check-certificate", str(edited))
    assert code == 1, out
    assert "signature is valid" in out and "unchanged" in out  # the seal itself is genuine
    assert "name: sealed Anna Beck; on the page: NOT ON THE PAGE" in out
    assert "THE PAGE DIFFERS" in out

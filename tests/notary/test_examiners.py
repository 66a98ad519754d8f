"""Examiners' one-time codes: each taken once, five wrong ones lock."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest

from kiosk.cli import main
from kiosk.notary import NotaryError
from kiosk.notary.examiners import LOCK_AFTER, Examiners, Verdict
from kiosk.notary.home import Home
from tests.notary.conftest import NOW, code


@pytest.mark.slow
def test_enrolment_shows_the_secret_once_as_qr_and_text(
    home: Home, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["notary", "--home", str(home.folder), "add-examiner", "Bea Beispiel"]) == 0
    out = capsys.readouterr().out
    secret = json.loads(home.examiners_file.read_text())["examiners"]["Bea Beispiel"]["secret"]
    assert " ".join(secret[i : i + 4] for i in range(0, len(secret), 4)) in out
    assert "█" in out or "▀" in out  # the QR code, drawn in the terminal
    assert home.examiners_file.stat().st_mode & 0o777 == 0o600
    assert main(["notary", "--home", str(home.folder), "add-examiner", "Bea Beispiel"]) == 1
    assert "enrolled already" in capsys.readouterr().err


def test_enrolment_needs_the_room_key(tmp_path: object, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["notary", "--home", str(tmp_path), "add-examiner", "Bea"]) == 1
    assert "signing-key.json: not found" in capsys.readouterr().err


def test_a_code_is_taken_once(home: Home, anna: str) -> None:
    examiners = Examiners(home.examiners_file)
    now_code = code(anna, NOW)
    assert examiners.check("Anna Muster", now_code, NOW) is Verdict.ACCEPTED
    assert examiners.check("Anna Muster", now_code, NOW + timedelta(seconds=5)) is Verdict.USED
    # the code of the step before, still within the drift, is older than the one taken
    earlier = code(anna, NOW, -1)
    assert examiners.check("Anna Muster", earlier, NOW) is Verdict.USED
    assert examiners.check("Anna Muster", code(anna, NOW, 1), NOW + timedelta(seconds=30)) is (
        Verdict.ACCEPTED
    )


def test_a_code_of_another_time_or_examiner_is_wrong(home: Home, anna: str) -> None:
    examiners = Examiners(home.examiners_file)
    assert examiners.check("Anna Muster", code(anna, NOW, -3), NOW) is Verdict.WRONG
    assert examiners.check("Nobody", code(anna, NOW), NOW) is Verdict.UNKNOWN


@pytest.mark.slow
def test_five_wrong_codes_in_ten_minutes_lock_until_enrolled_anew(home: Home, anna: str) -> None:
    examiners = Examiners(home.examiners_file)
    for i in range(LOCK_AFTER - 1):
        assert examiners.check("Anna Muster", "000000", NOW + timedelta(minutes=i)) is (
            Verdict.WRONG
        )
    later = NOW + timedelta(minutes=9)
    assert examiners.check("Anna Muster", "000001", later) is Verdict.WRONG
    assert examiners.check("Anna Muster", code(anna, later), later) is Verdict.LOCKED
    secret = examiners.add("Anna Muster", later, replace=True)
    assert secret != anna
    assert examiners.check("Anna Muster", code(secret, later), later) is Verdict.ACCEPTED


@pytest.mark.slow
def test_wrong_codes_further_apart_than_ten_minutes_do_not_lock(home: Home, anna: str) -> None:
    examiners = Examiners(home.examiners_file)
    for i in range(2 * LOCK_AFTER):
        assert examiners.check("Anna Muster", "000000", NOW + timedelta(minutes=3 * i)) is (
            Verdict.WRONG
        )
    later = NOW + timedelta(minutes=30)
    assert examiners.check("Anna Muster", code(anna, later), later) is Verdict.ACCEPTED


def test_a_secrets_file_others_may_read_is_refused(home: Home, anna: str) -> None:
    home.examiners_file.chmod(0o644)
    with pytest.raises(NotaryError, match="readable by it alone"):
        Examiners(home.examiners_file).check("Anna Muster", code(anna, NOW), NOW)


@pytest.mark.parametrize("name", ["", "   ", "a\nb", "x" * 81])
def test_an_examiner_needs_a_plain_name(home: Home, name: str) -> None:
    with pytest.raises(NotaryError, match="1 to 80 printable"):
        Examiners(home.examiners_file).add(name, NOW)

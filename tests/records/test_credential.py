"""The examiner credential: set in the site folder, changed only with the old code (or by root),
validated strictly; the private key only ever on disk encrypted."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kiosk.cli import main
from kiosk.records.access import MAX_N, MIN_N


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["records", *args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.slow
def test_set_pin_writes_the_site_credential_and_a_change_needs_the_old_code(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from kiosk.records.credential import KDF_N, credential_file, load_credential

    monkeypatch.setenv("KIOSK_SITE_DIR", str(tmp_path / "site"))
    monkeypatch.setattr("kiosk.records.credential.is_administrator", lambda: False)
    answers = iter(
        [
            *("1234", "1234", "1234567890", "1234567890", "3141592653", "3141592653"),
            *("0000000000", "2718281828", "2718281828"),  # wrong old code
            *("3141592653", "2718281828", "2718281828"),
        ]
    )
    monkeypatch.setattr("getpass.getpass", lambda prompt="": next(answers))
    code, _, err = _run(capsys, "set-pin")
    assert code == 2 and "10 to 32 digits" in err  # too short
    code, _, err = _run(capsys, "set-pin")
    assert code == 2 and "run" in err  # a plain run
    assert load_credential() is None
    code, out, _ = _run(capsys, "set-pin", "--data-dir", str(tmp_path))
    path = credential_file()
    assert code == 0 and str(path) in out
    assert path.stat().st_mode & 0o777 == 0o644  # root writes it, the kiosk's user reads it
    assert "3141592653" not in path.read_text()
    first = load_credential()
    assert first is not None and first.check("3141592653") and not first.check("3141592654")
    assert first.n == KDF_N and first.unlock_hash.startswith(f"scrypt${KDF_N}$")  # full cost
    assert first.unlock("3141592653") is not None and first.unlock("3141592654") is None
    code, _, err = _run(capsys, "set-pin")
    assert code == 2 and "wrong" in err
    code, _, _ = _run(capsys, "set-pin")
    second = load_credential()
    assert code == 0 and second is not None and second.check("2718281828")
    assert second.public_key == first.public_key  # same key: older seals still check
    # the user's own settings play no part any more
    assert not (tmp_path / "settings.yaml").exists()


def test_root_may_reset_without_the_old_code_with_a_new_key(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from kiosk.records.credential import create_credential, load_credential, save_credential

    monkeypatch.setenv("KIOSK_SITE_DIR", str(tmp_path / "site"))
    old = create_credential("3141592653", n=MIN_N)
    save_credential(old, tmp_path / "site" / "examiner.json")
    monkeypatch.setattr("kiosk.records.credential.is_administrator", lambda: True)
    answers = iter(["", "2718281828", "2718281828"])
    monkeypatch.setattr("getpass.getpass", lambda prompt="": next(answers))
    code, out, _ = _run(capsys, "set-pin")
    new = load_credential()
    assert code == 0 and "examiner-public.pem" in out
    assert new is not None and new.public_key != old.public_key
    assert old.public_key in new.retired_keys and old.key_id in new.public_keys()


def test_a_truncated_or_altered_credential_is_refused(tmp_path: Path) -> None:
    from kiosk.records.credential import (
        CredentialError,
        create_credential,
        load_credential,
        save_credential,
    )

    path = save_credential(create_credential("3141592653", n=MIN_N), tmp_path / "examiner.json")
    data = json.loads(path.read_text())
    for key, value in (
        ("unlock_hash", data["unlock_hash"][:-10]),  # truncated: was accepted before
        ("unlock_hash", data["unlock_hash"].replace("scrypt", "md5")),
        ("private_key", data["private_key"][:-2]),
        ("kdf", {**data["kdf"], "n": 2}),
        ("kdf", {**data["kdf"], "n": MIN_N * 3}),  # not a power of two
        ("kdf", {**data["kdf"], "n": MAX_N * 2}),
        ("kdf", {**data["kdf"], "r": True}),
        ("created", "yesterday"),
        ("created", "2026-03-01T09:00:00"),  # no time zone
    ):
        path.write_text(json.dumps({**data, key: value}))
        with pytest.raises(CredentialError, match=f"{key}: expected"):
            load_credential(path)

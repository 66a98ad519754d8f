"""The notary's system service on the room server (packaging/room-server)."""

from __future__ import annotations

import configparser
import os
import subprocess
from pathlib import Path

import pytest

ROOM_SERVER = Path(__file__).resolve().parents[2] / "packaging" / "room-server"


def test_the_notary_runs_as_its_own_user_from_its_own_folder() -> None:
    unit = configparser.ConfigParser(interpolation=None)
    unit.optionxform = str  # type: ignore[assignment, method-assign]
    unit.read(ROOM_SERVER / "kiosk-notary.service", encoding="utf-8")
    service = unit["Service"]
    assert (service["User"], service["Group"]) == ("kiosk-notary", "kiosk-notary")
    assert service["ExecStart"] == (
        "@KIOSK@ notary --home /var/lib/kiosk-notary serve --records @RECORDS@"
    )
    assert service["UMask"] == "0077" and service["Restart"] == "on-failure"
    assert service["ReadWritePaths"] == "/var/lib/kiosk-notary"
    assert "postgresql.service" in unit["Unit"]["After"]
    assert unit["Install"]["WantedBy"] == "multi-user.target"


def test_the_script_fills_in_every_placeholder_of_the_unit() -> None:
    script = (ROOM_SERVER / "notary.sh").read_text(encoding="utf-8")
    assert "s|@KIOSK@|" in script and "s|@RECORDS@|" in script
    assert "user=notary" in script  # the service logs in as the notary's role


def test_the_unit_gets_the_records_url_whole() -> None:
    """The URL has & between its parameters, which sed's replacement reads as the text matched:
    the service never connected."""
    script = (ROOM_SERVER / "notary.sh").read_text(encoding="utf-8")
    (line,) = [s for s in script.splitlines() if s.startswith('sed -e "s|@KIOSK@|')]
    url = "postgresql:///kiosk?host=/var/run/postgresql&port=5432&user=notary"
    done = subprocess.run(
        ["bash", "-c", line.rstrip(" \\") + ' "$UNIT"'],
        env={
            "PATH": os.environ["PATH"],
            "KIOSK": "/opt/kiosk/kiosk",
            "RECORDS": url,
            "UNIT": str(ROOM_SERVER / "kiosk-notary.service"),
        },
        capture_output=True,
        text=True,
        check=True,
        timeout=30,
    )
    assert (
        f"ExecStart=/opt/kiosk/kiosk notary --home /var/lib/kiosk-notary serve --records {url}\n"
        in (done.stdout)
    )


@pytest.mark.parametrize("script", ["notary.sh", "setup.sh"])
def test_the_room_server_scripts_parse(script: str) -> None:
    subprocess.run(["bash", "-n", str(ROOM_SERVER / script)], check=True, timeout=30)


def test_the_notary_script_refuses_an_unknown_option_and_a_missing_room() -> None:
    script = str(ROOM_SERVER / "notary.sh")
    done = subprocess.run(["bash", script, "--bogus"], capture_output=True, text=True)
    assert done.returncode == 2 and "unknown option: --bogus" in done.stderr
    done = subprocess.run(["bash", script], capture_output=True, text=True)
    assert done.returncode == 2
    assert "--room" in done.stderr or "run as root" in done.stderr  # changes nothing either way


def test_the_single_pc_set_up_needs_the_room_and_a_kiosk_user() -> None:
    script = str(ROOM_SERVER / "setup.sh")
    done = subprocess.run(["bash", script, "--help"], capture_output=True, text=True)
    assert '--room "Castle Vaduz" --single-pc USER' in done.stdout
    assert "notary-keyring.json" in done.stdout and "Running it again" in done.stdout
    done = subprocess.run(["bash", script, "--single-pc", "root"], capture_output=True, text=True)
    assert done.returncode == 2 and "give the room's name with --room" in done.stderr
    done = subprocess.run(
        ["bash", script, "--single-pc", "no-such-user-here", "--room", "X"],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 2 and "no OS user no-such-user-here" in done.stderr

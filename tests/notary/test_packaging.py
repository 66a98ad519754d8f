"""The notary's system service on the room server (packaging/room-server)."""

from __future__ import annotations

import configparser
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOM_SERVER = Path(__file__).resolve().parents[2] / "packaging" / "room-server"


def _unit() -> configparser.ConfigParser:
    """The unit's settings; of a setting given more than once (SystemCallFilter), the last."""
    unit = configparser.ConfigParser(interpolation=None, strict=False)
    unit.optionxform = str  # type: ignore[assignment, method-assign]
    unit.read(ROOM_SERVER / "kiosk-notary.service", encoding="utf-8")
    return unit


def test_the_notary_runs_as_its_own_user_from_its_own_folder() -> None:
    unit = _unit()
    service = unit["Service"]
    assert (service["User"], service["Group"]) == ("kiosk-notary", "kiosk-notary")
    assert service["ExecStart"] == (
        "@KIOSK@ notary --home /var/lib/kiosk-notary serve --records ${KIOSK_NOTARY_RECORDS}"
    )
    assert service["EnvironmentFile"] == "/etc/kiosk-records/notary.env"
    assert service["UMask"] == "0077" and service["Restart"] == "on-failure"
    assert service["ReadWritePaths"] == "/var/lib/kiosk-notary"
    assert unit["Unit"]["After"].split()[0] == "@POSTGRESQL@"  # the room's own cluster
    assert unit["Install"]["WantedBy"] == "multi-user.target"


def test_the_notary_reaches_nothing_but_the_local_socket_it_is_given() -> None:
    """The unit gives the notary no network and no capability; the records URL notary.sh writes
    is PostgreSQL's local socket (the role `notary` may log in there only), so it still serves."""
    unit = _unit()
    service = unit["Service"]
    assert service["PrivateNetwork"] == "yes"
    assert service["RestrictAddressFamilies"] == "AF_UNIX"
    assert service["CapabilityBoundingSet"] == ""
    assert service["ProtectSystem"] == "strict" and service["ProtectHome"] == "yes"
    script = (ROOM_SERVER / "notary.sh").read_text(encoding="utf-8")
    records = re.search(r'RECORDS="(postgresql:[^"]*)"', script)
    assert records is not None and records.group(1).startswith("postgresql:///")
    assert "host=$SOCKET" in records.group(1) and "SOCKET=/var/run/postgresql" in script


def test_what_the_scripts_print_runs_on_a_bare_debian() -> None:
    """A fresh Debian has no sudo: the commands printed for the examiners use runuser."""
    for script in ("notary.sh", "setup.sh"):
        assert "sudo -u" not in (ROOM_SERVER / script).read_text(encoding="utf-8")


def test_the_script_fills_in_every_placeholder_of_the_unit() -> None:
    script = (ROOM_SERVER / "notary.sh").read_text(encoding="utf-8")
    unit = (ROOM_SERVER / "kiosk-notary.service").read_text(encoding="utf-8")
    assert set(re.findall(r"@[A-Z]+@", unit)) == set(re.findall(r"s\|(@[A-Z]+@)\|", script))
    # the records URL holds "&", which a sed replacement reads as the text it replaces: it goes
    # to the service's environment file as it is, with the notary's role
    assert "printf 'KIOSK_NOTARY_RECORDS=%s\\n' \"$RECORDS\"" in script
    assert re.search(r'RECORDS="postgresql:///[^"]*&user=notary"', script)


def _installed(kiosk: str) -> str:
    """The unit as notary.sh installs it, for a Debian cluster 16/records."""
    unit = (ROOM_SERVER / "kiosk-notary.service").read_text(encoding="utf-8")
    return unit.replace("@KIOSK@", kiosk).replace("@POSTGRESQL@", "postgresql@16-records.service")


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="no systemd-analyze here")
def test_the_installed_unit_verifies(tmp_path: Path) -> None:
    unit = tmp_path / "kiosk-notary.service"
    for kiosk, good in (("/bin/true", True), ("kiosk", False)):
        unit.write_text(_installed(kiosk), encoding="utf-8")
        done = subprocess.run(
            ["systemd-analyze", "verify", str(unit)], capture_output=True, text=True, timeout=60
        )
        assert (done.returncode == 0 and "kiosk-notary" not in done.stderr) is good, done.stderr


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


@pytest.mark.skipif(os.geteuid() != 0, reason="the script stops first when not run as root")
def test_the_notary_goes_on_the_cluster_of_the_port_given(tmp_path: Path) -> None:
    """Debian's first cluster is not the room's when setup.sh made one on another port: with
    no cluster online on --port, the script says so before it changes anything."""
    fake = tmp_path / "pg_lsclusters"
    fake.write_text(
        "#!/bin/sh\n"
        f"pwd > {tmp_path / 'asked-in'}\n"
        "echo '16 main 5432 online postgres /var/lib/postgresql/16/main log'\n"
        "echo '16 records 5545 down postgres /var/lib/postgresql/16/records log'\n",
        encoding="utf-8",
    )
    fake.chmod(0o755)
    for changes in ("useradd", "install", "runuser", "pg_ctlcluster", "systemctl", "mv"):
        refused = tmp_path / changes  # should the script go further, it changes nothing here
        refused.write_text("#!/bin/sh\nexit 97\n", encoding="utf-8")
        refused.chmod(0o755)
    # the check that other users may run the kiosk command (`runuser … --version`) passes
    (tmp_path / "runuser").write_text(
        '#!/bin/sh\ncase "$*" in *--version*) exit 0 ;; esac\nexit 97\n', encoding="utf-8"
    )
    script = str(ROOM_SERVER / "notary.sh")
    done = subprocess.run(
        ["bash", script, "--room", "X", "--port", "5545", "--kiosk", "/bin/true"],
        capture_output=True,
        text=True,
        env={**os.environ, "PATH": f"{tmp_path}:{os.environ['PATH']}"},
        cwd=tmp_path,
        timeout=60,
    )
    assert done.returncode == 2, done.stderr
    assert "no PostgreSQL cluster is running on port 5545" in done.stderr
    # postgres and kiosk-notary run the commands after this one: not in root's folder, which
    # they may not enter (psql said "could not change directory" at every call)
    assert (tmp_path / "asked-in").read_text(encoding="utf-8") == "/\n"


@pytest.mark.skipif(os.geteuid() != 0, reason="the script stops first when not run as root")
def test_a_kiosk_command_given_by_a_path_from_here_still_runs_from_root(tmp_path: Path) -> None:
    """The script runs its commands from / (below): `--kiosk ./bin/kiosk` becomes the path from
    the folder it was given in, checked and written into the unit as such."""
    (tmp_path / "bin").mkdir()
    (tmp_path / "bin" / "kiosk").write_text("#!/bin/sh\nexit 0\n", encoding="utf-8")
    (tmp_path / "bin" / "kiosk").chmod(0o755)
    asked = tmp_path / "asked"
    (tmp_path / "runuser").write_text(
        f'#!/bin/sh\necho "$*" >> {asked}\ncase "$*" in *--version*) exit 0 ;; esac\nexit 97\n',
        encoding="utf-8",
    )
    (tmp_path / "pg_lsclusters").write_text("#!/bin/sh\n", encoding="utf-8")
    for fake in ("runuser", "pg_lsclusters"):
        (tmp_path / fake).chmod(0o755)
    script = str(ROOM_SERVER / "notary.sh")
    done = subprocess.run(
        ["bash", script, "--room", "X", "--port", "5545", "--kiosk", "./bin/kiosk"],
        capture_output=True,
        text=True,
        env={**os.environ, "PATH": f"{tmp_path}:{os.environ['PATH']}"},
        cwd=tmp_path,
        timeout=60,
    )
    assert done.returncode == 2 and "no PostgreSQL cluster is running" in done.stderr
    assert asked.read_text(encoding="utf-8").split() == [
        "-u",
        "nobody",
        "--",
        f"{tmp_path}/./bin/kiosk",
        "--version",
    ]


@pytest.mark.skipif(os.geteuid() != 0, reason="the scripts stop first when not run as root")
@pytest.mark.skipif(Path("/opt/kiosk/kiosk").exists(), reason="a bundle is installed here")
@pytest.mark.parametrize("script", ["notary.sh", "setup.sh"])
def test_without_a_kiosk_command_the_scripts_say_how_to_install_one(
    script: str, tmp_path: Path
) -> None:
    """On a fresh server there is no kiosk command yet: `make` alone would start the app, so the
    scripts name the bundle's two steps, before they change anything."""
    copy = tmp_path / "packaging" / "room-server" / script
    copy.parent.mkdir(parents=True)
    shutil.copy(ROOM_SERVER / script, copy)
    done = subprocess.run(
        ["bash", str(copy), "--room", "X"],
        capture_output=True,
        text=True,
        env={**os.environ, "PATH": "/usr/sbin:/usr/bin:/sbin:/bin"},
        timeout=60,
    )
    assert done.returncode == 2, done.stderr
    assert "install the bundle in /opt/kiosk (make package, then" in done.stderr
    assert "packaging/linux/install.sh" in done.stderr

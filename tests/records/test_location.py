"""Which records a kiosk uses: --records, KIOSK_RECORDS, the site settings, the data folder."""

from __future__ import annotations

from pathlib import Path

import pytest

from kiosk.cli import main
from kiosk.records.engine import redact
from kiosk.records.location import chosen_records, open_records
from kiosk.records.model import RecordsError
from kiosk.records.outbox import OutboxStore
from kiosk.records.postgres import PostgresStore
from kiosk.records.store import DB_FILE, SQLiteStore
from kiosk.settings import Settings, SettingsError, load_settings


@pytest.fixture
def site(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    folder = tmp_path / "site"
    folder.mkdir()
    monkeypatch.setenv("KIOSK_SITE_DIR", str(folder))
    monkeypatch.delenv("KIOSK_RECORDS", raising=False)
    return folder / "settings.yaml"


def test_command_line_then_environment_then_site(
    site: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = Settings(records="postgresql://kiosk@server/records")
    assert chosen_records(None, Settings()) is None
    assert chosen_records(None, settings) == "postgresql://kiosk@server/records"
    monkeypatch.setenv("KIOSK_RECORDS", "/srv/env.sqlite3")
    assert chosen_records(None, settings) == "/srv/env.sqlite3"
    assert chosen_records("  /srv/cli.sqlite3 ", settings) == "/srv/cli.sqlite3"
    assert chosen_records("   ", Settings()) == "/srv/env.sqlite3"


def test_the_site_settings_name_the_server(site: Path, tmp_path: Path, pg_url: str) -> None:
    site.write_text(f"records: {pg_url}\n", encoding="utf-8")
    settings = load_settings(tmp_path / "data")
    assert settings.records == pg_url
    store = open_records(tmp_path / "data")
    try:
        assert isinstance(store, OutboxStore) and store.online
    finally:
        store.close()
    assert not (tmp_path / "data" / DB_FILE).exists()


def test_a_kiosk_users_own_settings_cannot_move_the_records(site: Path, tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "settings.yaml").write_text(
        "records: postgresql://me:secret@elsewhere/x\n", encoding="utf-8"
    )
    settings = load_settings(data)
    assert settings.records is None
    assert any("records: only the site's settings file may set this" in i for i in settings.ignored)
    (data / "settings.yaml").write_text("records_passfile: /tmp/mine\n", encoding="utf-8")
    settings = load_settings(data)
    assert settings.records_passfile is None
    assert any("records_passfile" in i for i in settings.ignored)


def test_bad_records_values_are_named(site: Path, tmp_path: Path) -> None:
    site.write_text("records: 42\nrecords_passfile: [a]\n", encoding="utf-8")
    with pytest.raises(SettingsError) as exc:
        load_settings(tmp_path)
    assert f"{site}:1: records: expected a path or a postgresql:// URL" in str(exc.value)
    assert f"{site}:2: records_passfile: expected the path of a file" in str(exc.value)


@pytest.mark.slow
def test_a_file_or_folder_path_is_sqlite(site: Path, tmp_path: Path) -> None:
    store = open_records(tmp_path / "data", str(tmp_path / "room" / "kiosk.sqlite3"))
    assert isinstance(store, SQLiteStore) and Path(store.path) == tmp_path / "room/kiosk.sqlite3"
    store.close()
    store = open_records(tmp_path / "data", str(tmp_path / "elsewhere"))
    assert isinstance(store, SQLiteStore) and Path(store.path).parent == tmp_path / "elsewhere"
    store.close()


def test_records_commands_take_records(
    site: Path,
    tmp_path: Path,
    pg_url: str,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    data = str(tmp_path / "data")
    assert main(["records", "--records", pg_url, "add-trainee", "Anna", "--badge", "7"]) == 0
    assert main(["records", "trainees", "--data-dir", data, "--records", pg_url]) == 0
    out = capsys.readouterr().out
    assert "Anna" in out
    monkeypatch.setenv("KIOSK_RECORDS", pg_url)
    assert main(["records", "--data-dir", data, "trainees"]) == 0
    assert "Anna" in capsys.readouterr().out
    monkeypatch.delenv("KIOSK_RECORDS")
    assert main(["records", "--data-dir", data, "add-trainee", "Bea"]) == 0  # the folder's own
    assert main(["records", "--data-dir", data, "trainees"]) == 0
    out = capsys.readouterr().out
    assert "Bea" in out and "Anna" not in out


READING = [
    ["trainees"],
    ["results"],
    ["attempts"],
    ["leeches"],
    ["groups"],
    ["group", "course"],
    ["export"],
    ["certificate", "1"],
    ["verify"],
    ["check-certificate", "AAAA-BBBB-CCCC-DDDD"],
    ["migrate", "--to", "postgresql://kiosk@127.0.0.1:1/records"],
]


@pytest.mark.parametrize("command", READING, ids=lambda c: c[0])
@pytest.mark.slow
def test_a_reading_command_makes_no_records(
    site: Path,
    tmp_path: Path,
    examiner: str,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    command: list[str],
) -> None:
    """A mistyped --records (a URL with one slash, its password in it) is neither a file, a
    folder nor a URL: exit 2, and no empty records made under that name; no records in the data
    folder is said the same way."""
    monkeypatch.chdir(tmp_path)
    typed = "postgresql:/kiosk:hunter2@server/records"
    data = tmp_path / "data"
    for given in ([typed], [str(tmp_path / "room.sqlite3")], []):
        code = main(
            ["records", "--data-dir", str(data), *command, *(["--records"] * bool(given)), *given]
        )
        out, err = capsys.readouterr()
        assert code == 2 and "no records here" in err and "Traceback" not in err, err
        assert "hunter2" not in out + err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]


@pytest.mark.parametrize(
    "url",
    [
        "postgresql://kiosk@127.0.0.1:1/records?connect_timeout=2&password=hunter2",
        "postgresql://kiosk:hunter2@127.0.0.1:port/records",
        "postgresql://kiosk:hunter2%zz@127.0.0.1:1/records",
        "postgresql://kiosk:hunter2@127.0.0.1:1/records?no_such_option=1",
    ],
)
@pytest.mark.slow
def test_a_connection_error_never_shows_the_password(
    site: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], url: str
) -> None:
    code = main(["records", "--data-dir", str(tmp_path), "--records", url, "verify"])
    out, err = capsys.readouterr()
    assert code == 2 and "127.0.0.1" in err and "Traceback" not in err, err
    assert "hunter2" not in out + err and "hunter2" not in redact(url)


def test_an_unreachable_server_is_one_line_without_the_password(
    site: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    url = "postgresql://kiosk:hunter2@127.0.0.1:1/records?connect_timeout=2"
    code = main(["records", "--data-dir", str(tmp_path), "--records", url, "trainees"])
    err = capsys.readouterr().err
    assert code == 2 and "cannot be reached (Connection refused)" in err and "127.0.0.1:1" in err
    assert "\t" not in err and "check that it is running" in err
    assert "hunter2" not in err and "Traceback" not in err
    assert redact(url) == "postgresql://kiosk:***@127.0.0.1:1/records?connect_timeout=2"


def test_a_server_that_refuses_is_not_offline(
    site: Path, tmp_path: Path, pg_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    wrong = pg_url.rsplit("/", 1)[0] + "/no_such_records"
    code = main(["records", "--data-dir", str(tmp_path), "--records", wrong, "trainees"])
    err = capsys.readouterr().err
    assert code == 2 and "refused the connection" in err and "records_passfile" in err
    with pytest.raises(RecordsError, match="refused"):
        open_records(tmp_path, wrong)  # the app says so, rather than drilling offline


def test_on_the_command_line_the_persons_password_file_wins_over_the_kiosks(
    site: Path, tmp_path: Path, pg_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A supervisor at a kiosk PC: the site names the kiosk's password file, PGPASSFILE theirs."""
    site.write_text(
        f"records: {pg_url}\nrecords_passfile: {tmp_path / 'kiosk.pgpass'}\n", encoding="utf-8"
    )
    monkeypatch.setenv("PGPASSFILE", str(tmp_path / "supervisor.pgpass"))
    command_line = open_records(tmp_path / "data", outbox=False)
    app = open_records(tmp_path / "data")
    try:
        assert isinstance(command_line, PostgresStore) and isinstance(app, OutboxStore)
        assert command_line.db.passfile is None  # libpq reads PGPASSFILE
        server = app.server()
        assert server is not None and server.db.passfile == str(tmp_path / "kiosk.pgpass")
    finally:
        command_line.close()
        app.close()

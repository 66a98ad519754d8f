"""A supervisor at a kiosk PC of the room signs in with their own role on the records server: the
PC's password file is the kiosk role's, which may not keep groups; the supervisor's may."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from PySide6.QtWidgets import QLineEdit

from kiosk.records.outbox import OUTBOX_FILE, OutboxStore
from kiosk.records.postgres import PostgresStore
from kiosk.records.server import init_server, role_url
from kiosk.settings import Settings
from kiosk.ui.supervisor.area import SupervisorArea
from tests.pgserver import Cluster
from tests.ui.supervisor_data import loaded

# The offscreen platform has no window manager to size the area's windows.
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

LEAD = "room_lead"
SECRET = "lead-own-7"


@pytest.fixture
def lead(pg_url: str, pg_cluster: Cluster) -> Iterator[str]:
    """The records server of `pg_url`, with the supervisor's own role LEAD (a member of
    `supervisor`) that signs in with its password SECRET; the test cluster trusts every other
    role."""
    init_server(pg_url)
    hba = pg_cluster.data / "pg_hba.conf"
    before = hba.read_text(encoding="utf-8")
    checked = "".join(
        f"host all {LEAD} {net} scram-sha-256\n" for net in ("127.0.0.1/32", "::1/128")
    )
    hba.write_text(checked + before, encoding="utf-8")
    pg_cluster.admin(f"CREATE ROLE {LEAD} LOGIN PASSWORD '{SECRET}' IN ROLE supervisor")
    pg_cluster.admin("SELECT pg_reload_conf()")
    try:
        yield pg_url
    finally:
        hba.write_text(before, encoding="utf-8")
        pg_cluster.admin("SELECT pg_reload_conf()")
        pg_cluster.admin(f"DROP ROLE {LEAD}")


def _sign_in(qtbot: QtBot, area: SupervisorArea, role: str, password: str) -> None:
    area.role_button.click()
    area.role_name.setText(role)
    area.role_password.setText(password)
    area.role_sign_in.click()
    assert area.role_password.text() == ""  # the password is not left in the field
    qtbot.waitUntil(lambda: area.role_sign_in.isEnabled(), timeout=30_000)


@pytest.mark.slow
def test_a_supervisor_at_a_kiosk_pc_signs_in_and_keeps_a_group(
    qtbot: QtBot, lead: str, tmp_path: Path
) -> None:
    passwords = tmp_path / "passwords"
    passwords.mkdir()
    kiosk_url = role_url(lead, "kiosk")
    (passwords / "kiosk.pgpass").write_text("*:*:*:kiosk:kiosk-only\n", encoding="utf-8")
    (passwords / "kiosk.pgpass").chmod(0o600)
    site = Settings(records=kiosk_url, records_passfile=str(passwords / "kiosk.pgpass"))
    store = OutboxStore(
        lambda: PostgresStore(kiosk_url, kiosk="pc-3", passfile=site.records_passfile),
        tmp_path / OUTBOX_FILE,
        courier=True,
    )
    area = SupervisorArea(store, site, tmp_path)
    qtbot.addWidget(area)
    area.resize(1280, 800)
    area.show()
    loaded(qtbot, area)
    assert area.role_button.isVisible() and not area.role_panel.isVisible()
    groups = area.groups_page
    area.groups_tab.click()
    loaded(qtbot, area)

    def keep_group(name: str) -> str:
        groups.on_new()
        groups.name_field.setText(name)
        groups.start_field.setText("01.03.2026")
        groups.save_button.click()
        loaded(qtbot, area)  # kept off the UI thread
        return groups.note.text()

    assert keep_group("Spring intake") == "only a supervisor may keep the groups"  # not a kiosk
    _sign_in(qtbot, area, LEAD, "not the password")
    assert area.role_note.text() == (
        f"The records server did not accept the role {LEAD} with this password."
    )
    assert area.role_store is None and area.role_panel.isVisible()
    _sign_in(qtbot, area, LEAD, SECRET)
    loaded(qtbot, area)  # the pages read anew as the role
    assert area.role_store is not None and area.role_button.text() == f"Signed in as {LEAD}"
    assert not area.role_panel.isVisible()
    assert keep_group("Spring intake") == "Group Spring intake made."
    area.hide()  # leaving the area ends the role's session
    assert area.role_store is None and groups.store is store
    office = PostgresStore(role_url(lead, "supervisor"), kiosk="office")
    try:
        assert [(g.name, g.started) for g in office.groups()] == [
            ("Spring intake", date(2026, 3, 1))
        ]
    finally:
        office.close()
        store.close()
    assert area.role_password.echoMode() is QLineEdit.EchoMode.Password

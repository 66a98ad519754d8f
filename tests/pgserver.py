"""A throwaway PostgreSQL cluster for the tests: initdb and pg_ctl in a temporary folder, on a
free port, listening on 127.0.0.1 only, trust authentication, fsync off.

PostgreSQL refuses to run as root; run as root (a CI container, a fresh Debian machine) the
cluster belongs to and runs as the `postgres` system user that Debian's package creates. A
machine without the server binaries fails the tests that need one, with the command that
installs them: the records server is tested, never skipped.
"""

from __future__ import annotations

import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path

INSTALL = "apt-get install -y postgresql  (or: make sysdeps-postgresql)"


class ServerMissing(RuntimeError):
    pass


def server_bindir() -> Path:
    """Where initdb and pg_ctl are: KIOSK_PG_BINDIR, else the newest /usr/lib/postgresql/N/bin,
    else the PATH."""
    override = os.environ.get("KIOSK_PG_BINDIR")
    if override:
        return Path(override)
    debian = sorted(
        Path("/usr/lib/postgresql").glob("*/bin/pg_ctl"),
        key=lambda p: int(p.parent.parent.name) if p.parent.parent.name.isdigit() else 0,
    )
    if debian:
        return debian[-1].parent
    found = shutil.which("pg_ctl")
    if found:
        return Path(found).parent
    raise ServerMissing(f"PostgreSQL server binaries (initdb, pg_ctl) not found; run: {INSTALL}")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Cluster:
    """One PostgreSQL cluster; `url(db)` connects to a database in it as the superuser."""

    def __init__(self, fsync: bool = False) -> None:
        """`fsync`: commits reach the disk (benchmarks); the tests need not wait for it."""
        self.fsync = fsync
        self.bindir = server_bindir()
        self.user: str | None = None
        if os.geteuid() == 0:
            try:
                pwd.getpwnam("postgres")
            except KeyError:
                raise ServerMissing(
                    f"running as root needs the `postgres` system user; run: {INSTALL}"
                ) from None
            self.user = "postgres"
        # as root, in /tmp: the postgres user may not pass through root's own temporary folder
        self.folder = Path(tempfile.mkdtemp(prefix="kiosk-pg-", dir="/tmp" if self.user else None))
        self.data = self.folder / "data"
        self.port = _free_port()
        if self.user is not None:
            shutil.chown(self.folder, self.user)
        self._run(
            "initdb", "-D", str(self.data), "-U", "postgres", "--auth=trust", "-E", "UTF8",
            "--no-locale", "-N",
        )  # fmt: skip
        self.start()

    def _run(self, tool: str, *args: str) -> None:
        command = [str(self.bindir / tool), *args]
        if self.user is not None:
            command = ["runuser", "-u", self.user, "--", *command]
        done = subprocess.run(command, capture_output=True, text=True, cwd=self.folder)
        if done.returncode != 0:
            raise RuntimeError(f"{' '.join(command)} failed:\n{done.stdout}\n{done.stderr}")

    def start(self) -> None:
        options = (
            f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 "
            "-c max_connections=120 -c shared_buffers=128MB" + ("" if self.fsync else " -F")
        )
        log = str(self.folder / "server.log")
        self._run("pg_ctl", "-D", str(self.data), "-o", options, "-l", log, "-w", "start")

    def ensure_running(self) -> None:
        """Start the server again if a test stopped it."""
        try:
            self._run("pg_ctl", "-D", str(self.data), "status")
        except RuntimeError:  # pg_ctl status: 3 when no server runs
            self.start()

    def stop(self, mode: str = "fast") -> None:
        self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "stop")

    def url(self, database: str = "postgres", user: str = "postgres") -> str:
        return f"postgresql://{user}@127.0.0.1:{self.port}/{database}"

    def admin(self, sql: str) -> None:
        import psycopg

        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(sql)

    def destroy(self) -> None:
        try:
            self.stop("immediate")
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)

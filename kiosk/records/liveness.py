"""Who owns an open session or attempt, and whether that owner is provably gone.

An owner is `host|boot id|pid|process start`. It is dead only when it ran on this host and
either the machine has booted since (another boot id) or no process with that pid and start
time exists. (Boot id and start time come from Linux's /proc; elsewhere only the pid is checked.) An owner on another host, or one we cannot judge, is alive: a second process
never closes a session it cannot prove abandoned.
"""

from __future__ import annotations

import ctypes
import os
import socket
import sys
from pathlib import Path

_BOOT_ID = Path("/proc/sys/kernel/random/boot_id")


def host_name() -> str:
    """This computer's name, as socket.gethostname() gives it (from uname where there is one:
    the socket module costs the app's start some 5 ms)."""
    if hasattr(os, "uname"):
        return os.uname().nodename

    return socket.gethostname()


def boot_id() -> str:
    try:
        return _BOOT_ID.read_text(encoding="ascii").strip()
    except OSError:
        return ""


def process_start(pid: int) -> str:
    """The start time of process `pid` in clock ticks since boot ("" when unknown or gone)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace")
    except OSError:
        return ""
    # the command name (field 2) may hold spaces and parentheses: split after the last ")"
    fields = stat.rsplit(")", 1)[-1].split()
    return fields[19] if len(fields) > 19 else ""


def current_owner() -> str:
    pid = os.getpid()
    return f"{host_name()}|{boot_id()}|{pid}|{process_start(pid)}"


def _alive(pid: int) -> bool:
    if sys.platform == "win32":
        # os.kill(pid, 0) would send Ctrl+C there; ask whether the process can be opened

        kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
        handle = kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return bool(kernel32.GetLastError() == 5)  # access denied: it exists
        kernel32.CloseHandle(handle)
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def owner_is_dead(owner: str | None) -> bool:
    """True only when the owner is provably gone (see the module's doc). No owner (a session
    written before owners were recorded) counts as gone."""
    if not owner:
        return True
    parts = owner.split("|")
    if len(parts) != 4 or not parts[2].isdigit():
        return False
    host, boot, pid_text, start = parts
    if host != host_name():
        return False
    here = boot_id()
    if boot and here and boot != here:
        return True
    pid = int(pid_text)
    if not _alive(pid):
        return True
    now = process_start(pid)
    return bool(start and now and start != now)  # the pid was reused by another process

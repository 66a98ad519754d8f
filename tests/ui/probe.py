"""Start the app in a fresh process with a probe script around it (start-up tests)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def system_site(site: Path) -> str:
    """Python that makes `site` the system's own site folder in the process it starts: kiosk
    mode reads no other (kiosk.settings.SYSTEM_SITE_DIR), and a test cannot write the real one."""
    return f"import kiosk.settings, pathlib\nkiosk.settings.SYSTEM_SITE_DIR = pathlib.Path({str(site)!r})\n"


def run_probe(
    tmp_path: Path, probe: str, *args: str, drop_env: tuple[str, ...] = ()
) -> subprocess.CompletedProcess[str]:
    """`python -c probe ARGS --data-dir <tmp>/data`, offscreen, with an empty site folder
    (<tmp>/site, also in kiosk mode); the probe usually calls kiosk.cli.main(), which reads
    ARGS. Fails the test on a non-zero exit."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", KIOSK_SITE_DIR=str(tmp_path / "site"))
    for name in drop_env:
        env.pop(name, None)
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            system_site(tmp_path / "site") + probe,
            *args,
            "--data-dir",
            str(tmp_path / "data"),
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return done

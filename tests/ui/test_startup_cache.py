"""Start-up with the parse cache warm reads no YAML: the house and its exam come from the cache
(PyYAML, the ruleset schema and the exam reader are not even imported)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

PROBE = """
import sys
from kiosk.cli import main
status = main()
heavy = sorted(m for m in ("yaml", "kiosk.rules.loader", "kiosk.rules.exams") if m in sys.modules)
print("imported:", ",".join(heavy))
sys.exit(status)
"""


def test_second_start_reads_no_yaml(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", KIOSK_SITE_DIR=str(tmp_path / "site"))
    command = [sys.executable, "-c", PROBE, "run", "--quit-after-startup"]
    command += ["--data-dir", str(tmp_path / "data")]
    runs = [
        subprocess.run(command, capture_output=True, text=True, env=env, timeout=120)
        for _ in range(2)
    ]
    for run in runs:
        assert run.returncode == 0, run.stderr
    assert "yaml" in runs[0].stdout  # the first start reads the files
    assert runs[1].stdout.strip().endswith("imported:"), runs[1].stdout

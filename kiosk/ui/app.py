"""Start the Qt application on the chosen house ruleset."""

from __future__ import annotations

import argparse
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

from kiosk.rules.catalog import DEFAULT_RULESET, find_ruleset
from kiosk.rules.loader import RulesetError


def run_app(args: argparse.Namespace) -> int:
    try:
        ruleset = find_ruleset(args.ruleset or DEFAULT_RULESET)
    except RulesetError as exc:
        print("\n".join(exc.messages), file=sys.stderr)
        return 2
    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = QMainWindow()
    window.setWindowTitle("kiosk")
    label = QLabel(ruleset.name.en)
    window.setCentralWidget(label)
    window.resize(1280, 800)
    window.show()
    if args.quit_after_startup:
        QTimer.singleShot(0, app.quit)
    return app.exec()

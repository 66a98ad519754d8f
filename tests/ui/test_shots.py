"""`kiosk shots` writes one PNG per screen state and language (the selftest reuses render_all)."""

from __future__ import annotations

from pathlib import Path

import pytest

from PySide6.QtGui import QImage

from kiosk.ui.dev.shots import SIZE, render_all


@pytest.mark.slow
@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_render_all_writes_every_state(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    files = render_all(tmp_path, ("de",), "bern")
    names = {f.name for f in files}
    assert "01-start-de.png" in names and "20-result-exam-de.png" in names
    assert "36-supervisor-learning-de.png" in names  # the demo group's learning figures
    # every drill, five states, a bet chosen, an amount that stands, and a commission marked and
    # boxes collected
    assert sum(1 for n in names if n.startswith("1")) == 10 * 5 + 1 + 1 + 2
    assert "110-irregularities-practice-amount-de.png" in names
    assert {"17-table-commission-mark-de.png", "17-table-commission-collect-de.png"} <= names
    image = QImage(str(tmp_path / "14-dealing-practice-wrong-de.png"))
    assert (image.width(), image.height()) == SIZE


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_the_signed_in_start_shows_due_today(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The gallery's signed-in start screen offers Due today from the demo trainee's answers."""
    from kiosk.rules.catalog import find_ruleset
    from kiosk.ui.dev.shots import application, make_window, walk

    window, context = make_window(find_ruleset("bern"), data_dir=tmp_path)
    for name in walk(window, context, application()):
        if name == "02-start-signed-in":
            break
    button = window.start_screen.due_button
    assert button.isVisibleTo(window) and button.text().startswith("Due today\n")
    assert " due + " in button.text() and not button.text().startswith("Due today\n0 due")
    window.exit_allowed = True
    window.close()

"""The verify screen and the certificates see the site's own house rulesets too."""

from __future__ import annotations

from pathlib import Path

import pytest

from kiosk.resources import shipped_rulesets_dir
from kiosk.ui.reports.certificate import house_name
from kiosk.ui.screens.verify_screen import VerifyScreen


def site_with_own_house(tmp_path: Path) -> Path:
    site = tmp_path / "rulesets"
    site.mkdir()
    text = (shipped_rulesets_dir() / "bern.yaml").read_text(encoding="utf-8")
    assert "\nid: bern\n" in text
    (site / "grand-casino.yaml").write_text(
        text.replace("\nid: bern\n", "\nid: grand-casino\n"), encoding="utf-8"
    )
    return site


@pytest.mark.slow
def test_verify_screen_offers_and_loads_site_rulesets(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    site = site_with_own_house(tmp_path)
    screen = VerifyScreen(site_dir=site)
    qtbot.addWidget(screen)
    ids = [screen.ruleset_box.itemData(i) for i in range(screen.ruleset_box.count())]
    assert "grand-casino" in ids and "bern" in ids
    screen.ruleset_box.setCurrentIndex(ids.index("grand-casino"))
    assert screen.ruleset.id == "grand-casino"


def test_certificate_names_a_site_house(tmp_path: Path) -> None:
    site = site_with_own_house(tmp_path)
    assert house_name("grand-casino", "en", site) != "grand-casino"
    assert house_name("grand-casino", "en") == "grand-casino"  # unknown without the site folder

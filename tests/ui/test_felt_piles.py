"""The felt of the bet acceptance drill, for every shipped house at 1024 x 768, 1280 x 800 and
1920 x 1080 (German: the answer buttons take most height, the felt is shortest): two piles in
one betting area never lie over each other, and no area's label lies over a box's number. A
pile's count badge and a plaque on top stay in the pile's own room."""

from __future__ import annotations

from decimal import Decimal

import pytest

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from kiosk.drills.clock import ManualClock
from kiosk.drills.session import Mode
from kiosk.drills.task import DrillId
from kiosk.rules.catalog import find_ruleset, ruleset_files
from kiosk.rules.model import TableRules
from kiosk.ui.app.language import LanguageSwitch
from kiosk.ui.app.main_window import MainWindow
from kiosk.ui.app.style import FELT_PX, apply_look, scale_for
from kiosk.ui.panels.acceptance_panel import AcceptancePanel
from kiosk.ui.widgets.chips import MIN_RADIUS
from kiosk.ui.widgets.felt import Chip, FeltView
from tests.ui.conftest import make_context

SIZES = [(1024, 768), (1280, 800), (1920, 1080)]
STAKES = (Decimal(25), Decimal(1016))  # a seated player's and a standing player's


def crowded(felt: FeltView, table: TableRules) -> list[Chip]:
    """Two stakes in every area of every box and in every shared field."""
    areas = felt.areas()
    side = [b for b in table.box_bets if b not in areas]
    chips: list[Chip] = []
    for box in range(1, table.boxes + 1):
        for area in areas:
            for k, stake in enumerate(STAKES):
                bet = side[k % len(side)] if area == "side" else area
                chips.append(Chip(len(chips), box, bet, stake, "S" if k else ""))
    for bet in table.shared_bets:
        chips.extend(Chip(len(chips) + k, None, bet, stake) for k, stake in enumerate(STAKES))
    return chips


def area_of(chip: Chip, areas: list[str]) -> tuple[int | None, str]:
    """The betting area a chip lies in: a box's or a shared field."""
    return chip.box, chip.bet if chip.box is None or chip.bet in areas else "side"


@pytest.mark.slow
@pytest.mark.parametrize("house", sorted(ruleset_files()))
@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_piles_of_one_area_and_labels_keep_apart(
    qtbot, qapp: QApplication, languages: LanguageSwitch, house: str
) -> None:  # type: ignore[no-untyped-def]
    ruleset = find_ruleset(house)
    languages.set_language("de")
    problems: list[str] = []
    try:
        for size in SIZES:
            apply_look(qapp, scale_for(*size))
            window = MainWindow(make_context(ruleset, ManualClock()))
            qtbot.addWidget(window)
            window.resize(*size)
            window.show()
            window.start_drill(DrillId.ACCEPTANCE, Mode.PRACTICE)
            panel = window.drill_screen.panel
            assert isinstance(panel, AcceptancePanel)
            QApplication.processEvents()
            felt = panel.felt
            chips = crowded(felt, ruleset.table)
            felt.set_layout(chips, seated=range(1, ruleset.table.boxes + 1))
            felt.grab()
            areas = felt.areas()
            for i, first in enumerate(chips):
                for second in chips[i + 1 :]:
                    one, other = felt.chip_rect(first.index), felt.chip_rect(second.index)
                    assert one is not None and other is not None
                    if area_of(first, areas) == area_of(second, areas) and one.intersects(other):
                        where = area_of(first, areas)
                        problems.append(f"{size}: piles over each other in {where}")
            written = felt.painted_text()
            numbers = [t for t in written if t.text.isdigit() and t.px > 0]
            numbers = numbers[: ruleset.table.boxes]  # the boxes' numbers come first
            assert [n.text for n in numbers] == [str(b + 1) for b in range(ruleset.table.boxes)]
            assert not any(n.placed.isEmpty() for n in numbers)
            for label in written:
                for number in numbers:
                    if label is not number and label.placed.intersects(number.placed):
                        problems.append(f"{size}: {label.text!r} over box {number.text}")
            window.close()
    finally:
        apply_look(qapp)
    assert problems == []


def painted_piles(
    qtbot, stakes: list[Decimal], size: tuple[int, int]
) -> tuple[FeltView, list[QRectF]]:  # type: ignore[no-untyped-def]
    """Bern's felt at `size` with `stakes` side by side on box 1's punto, and their piles."""
    felt = FeltView(find_ruleset("bern"))
    qtbot.addWidget(felt)
    felt.resize(*size)
    felt.set_layout(Chip(i, 1, "punto", stake) for i, stake in enumerate(stakes))
    felt.grab()
    piles = [felt.chip_rect(i) for i in range(len(stakes))]
    assert all(pile is not None for pile in piles)
    return felt, [pile for pile in piles if pile is not None]


@pytest.mark.parametrize("size", SIZES)
def test_a_count_badge_stays_in_its_piles_room(qtbot, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    felt, piles = painted_piles(qtbot, [Decimal(1016), Decimal(1016)], size)  # ×4 each
    pad = (FELT_PX + 8) * 0.35  # the badge's rounded ends around its text
    badges = [
        t.placed.adjusted(-pad, 0, pad, 0) for t in felt.painted_text() if t.text.startswith("×")
    ]
    assert len(badges) == 2
    assert not any(badge.intersects(pile) for badge in badges for pile in piles)
    assert not badges[0].intersects(badges[1])


@pytest.mark.parametrize(("count", "size"), [(3, (1880, 700)), (4, (1880, 1000))])
def test_piles_with_a_plaque_on_top_keep_apart(qtbot, count: int, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    _, piles = painted_piles(qtbot, [Decimal(1000)] * count, size)  # a plaque each, drawn large
    assert all(pile.width() > 2 * 1.3 * MIN_RADIUS for pile in piles)
    for i, one in enumerate(piles):
        assert not any(one.intersects(other) for other in piles[i + 1 :])

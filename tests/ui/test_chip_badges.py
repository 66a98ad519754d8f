"""One count per stack, never over the chips: a pile on the felt shows one badge beside its top
chip; a stack of one value (the chips drill) shows its count under it."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtGui import QImage, QPainter

from kiosk.rules.catalog import find_ruleset
from kiosk.ui.widgets.chips import ChipStacks, Painted, count_badge_rect, paint_pile


def test_a_tall_pile_has_one_badge_beside_it_not_over_it() -> None:
    chips = find_ruleset("castle-vaduz").chip_set
    image = QImage(300, 200, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    log: Painted = []
    stack = {Decimal(100): 1, Decimal(25): 2, Decimal(5): 3}
    pile = paint_pile(painter, chips, stack, 100, 180, 24, drawn=3, log=log)
    painter.end()
    badges = [t.text for t in log if t.text.startswith("×")]
    assert badges == ["×6"]
    face_y = pile.top() + 24
    badge = count_badge_rect(pile, face_y, 30)
    assert not badge.intersects(pile)
    assert badge.top() < face_y < badge.bottom()


def test_a_short_pile_has_no_badge() -> None:
    chips = find_ruleset("castle-vaduz").chip_set
    image = QImage(300, 200, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    log: Painted = []
    paint_pile(painter, chips, {Decimal(25): 2}, 100, 180, 24, drawn=3, log=log)
    painter.end()
    assert [t.text for t in log if t.text.startswith("×")] == []


def test_each_stack_shows_its_count_once(qtbot) -> None:  # type: ignore[no-untyped-def]
    stacks = ChipStacks(find_ruleset("castle-vaduz").chip_set)
    qtbot.addWidget(stacks)
    stacks.resize(420, 220)
    stacks.set_stack({Decimal(25): 3, Decimal(10): 2, Decimal(1): 4}, "Payout")
    stacks.show()
    stacks.grab()
    counts = [t.text for t in stacks.painted_text() if t.text.startswith("×")]
    assert sorted(counts) == ["×2", "×3", "×4"]

"""The felts that show piles (bet acceptance, the table drill with stakes and payouts, its keypad
sheet down and up, the irregularities), for every shipped house at 1024 x 768, 1280 x 800 and
1920 x 1080 in both languages: every pile (a stake's or a payout's, its count badge with it)
stays inside its own betting area, never over another pile or a box's number; no label of the
table is cut off or lies over a box's header or another label, and no shared field lies over a
box's header or the commission boxes (a house that marks commission, too)."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

import pytest

from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QApplication

from kiosk.domain.bets import CommissionCollect, CommissionSettle
from kiosk.drills.clock import ManualClock
from kiosk.drills.session import Mode
from kiosk.drills.task import DrillId
from kiosk.rules.catalog import find_ruleset, ruleset_files
from kiosk.rules.model import Ruleset, TableRules
from kiosk.ui.app.language import LanguageSwitch
from kiosk.ui.app.main_window import MainWindow
from kiosk.ui.app.style import FELT_PX, apply_look, scale_for
from kiosk.ui.widgets.chips import MIN_RADIUS
from kiosk.ui.widgets.felt import Chip, ChipState, FeltView
from tests.drills.houses import house as marking
from tests.ui.conftest import make_context
from tests.ui.test_irregularities_layout import wrong_answer

SIZES = [(1024, 768), (1280, 800), (1920, 1080)]
STAKES = (Decimal(25), Decimal(1016))  # a seated player's and a standing player's
# Each shipped house, and as one that marks banco's commission in a row of boxes along the
# dealer's edge (settled at the shoe's end): the table drill's felt then has that row too.
MARKED = " marking commission"
HOUSES = sorted(ruleset_files()) + [f"{h}{MARKED}" for h in sorted(ruleset_files())]


def ruleset_of(house: str) -> Ruleset:
    if house.endswith(MARKED):
        house = house.removesuffix(MARKED)
        return marking(house, CommissionCollect.FROM_PAYOUT, CommissionSettle.AT_SHOE_END)
    return find_ruleset(house)


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


def keep_to_their_areas(felt: FeltView, boxes: int, where: str) -> list[str]:
    """What of the felt's piles (each with its count badge) lies out of its own area, over
    another pile or over a box's number; and any badge out of its pile's room."""
    felt.grab()
    problems = []
    rooms = felt.pile_rooms()
    assert len(rooms) >= len({area_of(c, felt.areas()) for c in felt.chips()})
    numbers = [t for t in felt.painted_text() if t.text.isdigit() and t.px > 0][:boxes]
    assert [n.text for n in numbers] == [str(b + 1) for b in range(boxes)]  # painted first
    for i, (area, pile) in enumerate(rooms):
        if not area.adjusted(-1, -1, 1, 1).contains(pile):
            problems.append(f"{where}: a pile {pile} out of its area {area}")
        if any(pile.intersects(other) for _, other in rooms[i + 1 :]):
            problems.append(f"{where}: piles over each other in {area}")
        if any(pile.intersects(n.placed) for n in numbers):
            problems.append(f"{where}: a pile over a box's number")
    for badge in [t.placed for t in felt.painted_text() if t.text.startswith("×")]:
        if not any(pile.contains(badge) for _, pile in rooms):
            problems.append(f"{where}: a count badge {badge} out of its pile's room")
    return problems + labels_apart(felt, boxes, where)


def labels_apart(felt: FeltView, boxes: int, where: str) -> list[str]:
    """Which of the table's labels is cut off or lies over a box's header or another label, and
    which shared field over a box's header or the commission boxes."""
    problems = []
    heads = [felt.head_rect(box) for box in felt.box_rects()]
    labels = [t for t in felt.table_labels()[boxes:] if not t.placed.isEmpty()]
    for i, label in enumerate(labels):
        if label.cut:
            problems.append(f"{where}: {label.text!r} cut off")
        if any(label.placed.intersects(head) for head in heads):
            problems.append(f"{where}: {label.text!r} over a box's header")
        if any(label.placed.intersects(other.placed) for other in labels[i + 1 :]):
            problems.append(f"{where}: {label.text!r} over another label")
    if any(chip.box is None for chip in felt.chips()):
        shared = felt.shared_rect()
        rows = [rect for rect, _ in felt.commission_rects()]
        if any(shared.intersects(rect) for rect in heads + rows):
            problems.append(f"{where}: the shared fields {shared} over a box's header")
    return problems


@pytest.mark.slow
@pytest.mark.parametrize(
    ("house", "drill"),
    [
        (h, d)
        for h in HOUSES[: len(HOUSES) // 2]
        for d in (DrillId.ACCEPTANCE, DrillId.IRREGULARITIES)
    ]
    + [(h, DrillId.TABLE) for h in HOUSES],
)
@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_piles_keep_to_their_areas(
    qtbot, qapp: QApplication, languages: LanguageSwitch, house: str, drill: DrillId
) -> None:  # type: ignore[no-untyped-def]
    """Bet acceptance and the table drill crowded (two stakes in every area; in the table
    drill each paid, its payout beside it); the irregularities with the bets of their cases,
    asked and answered."""
    ruleset = ruleset_of(house)
    boxes = ruleset.table.boxes
    problems: list[str] = []
    try:
        for language, size in [(lang, size) for lang in ("de", "en") for size in SIZES]:
            where = f"{drill} {language} {size}"
            languages.set_language(language)
            apply_look(qapp, scale_for(*size))
            window = MainWindow(make_context(ruleset, ManualClock()))
            qtbot.addWidget(window)
            window.resize(*size)
            window.show()
            window.start_drill(drill, Mode.PRACTICE)
            screen = window.drill_screen
            felt = screen.panel.felt
            assert isinstance(felt, FeltView)
            QApplication.processEvents()
            if drill is not DrillId.IRREGULARITIES:
                chips = crowded(felt, ruleset.table)
                if drill is DrillId.TABLE:
                    chips = [replace(c, state=ChipState.PAID, paid=c.stake) for c in chips]
                felt.set_layout(chips, seated=range(1, boxes + 1))
                problems += keep_to_their_areas(felt, boxes, where)
            if drill is DrillId.TABLE:  # a bet tapped: the keypad's sheet up under the felt
                screen.panel.draw_task()
                felt.grab()
                tapped = felt.chip_rect(felt.chips()[0].index)
                assert tapped is not None
                qtbot.mouseClick(felt, Qt.MouseButton.LeftButton, pos=tapped.center().toPoint())
                QApplication.processEvents()
                assert screen.panel.sheet.isVisible()
                felt.set_layout(chips, seated=range(1, boxes + 1))
                problems += keep_to_their_areas(felt, boxes, f"{where} sheet up")
            else:
                seen = 0
                for _ in range(24):
                    session = screen.session
                    assert session is not None and session.task is not None
                    for state in ("asked", "answered"):
                        QApplication.processEvents()
                        if felt.isVisible():
                            seen += 1
                            problems += keep_to_their_areas(felt, boxes, f"{where} {state}")
                        if state == "asked":
                            screen.on_answered(wrong_answer(session.task))
                    screen.on_next()
                assert seen >= 2
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
    assert badges  # one a pile; one for both where two do not fit side by side
    assert not any(badge.intersects(pile) for badge in badges for pile in piles)
    assert not any(
        one.intersects(other) for i, one in enumerate(badges) for other in badges[i + 1 :]
    )


@pytest.mark.parametrize(("count", "size"), [(3, (1880, 700)), (4, (1880, 1000))])
def test_piles_with_a_plaque_on_top_keep_apart(qtbot, count: int, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    _, piles = painted_piles(qtbot, [Decimal(1000)] * count, size)  # a plaque each, drawn large
    assert all(pile.width() > 2 * 1.3 * MIN_RADIUS for pile in piles)
    for i, one in enumerate(piles):
        assert not any(one.intersects(other) for other in piles[i + 1 :])


def test_a_collected_bet_leaves_its_area_s_name_whole(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A collected bet has left the felt: its area is named in full, as the areas never bet on."""
    ruleset = find_ruleset("bern")
    felt = FeltView(ruleset)
    qtbot.addWidget(felt)
    felt.set_formatters(str, ruleset.bet_name)
    felt.resize(1240, 290)
    felt.set_layout([Chip(0, 5, "punto", Decimal(1016), state=ChipState.COLLECTED)])
    felt.grab()
    assert [t.text for t in felt.table_labels()].count("Punto") == ruleset.table.boxes
    assert felt.chip_rect(0) is None  # nor is it tapped


@pytest.mark.parametrize("size", [(984, 337), (1880, 456)])
def test_a_side_bet_is_named_inside_its_box(qtbot, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    """A side bet's name under its pile where its area has room for it, never under the box; the
    area's short name ("=7") names it where not."""
    ruleset = find_ruleset("uk-2000")
    felt = FeltView(ruleset)
    qtbot.addWidget(felt)
    felt.set_formatters(str, ruleset.bet_name)
    felt.resize(*size)
    felt.set_layout([Chip(0, 2, "egalite-7", Decimal(5))])
    felt.grab()
    named = [t.placed for t in felt.painted_text() if t.text == ruleset.bet_name("egalite-7")]
    assert all(felt.box_rects()[1].contains(place) for place in named)
    assert named or "=7" in [t.text for t in felt.table_labels()]  # named on the area at least

"""Named coups for settlement tests, each checked to be dealt per the standard tableau."""

from __future__ import annotations

from kiosk.domain.cards import parse_cards
from kiosk.domain.coup import Coup
from kiosk.domain.judge import judge
from kiosk.domain.tableau import STANDARD


def dealt(punto: str, banco: str) -> Coup:
    """A coup as it lies on the table; it must be dealt per the standard tableau."""
    coup = Coup(parse_cards(punto), parse_cards(banco))
    assert judge(coup, STANDARD) == [], coup
    return coup


# punto / banco final totals in the comments
COUPS = {
    "punto-natural-9": dealt("9S KH", "7D KC"),  # 9 / 7
    "punto-3-cards": dealt("2S 3H 4D", "KC 6D"),  # 9 / 6: banco 6 stands on a 4
    "banco-7": dealt("KS 6H", "7C KD"),  # 6 / 7
    "banco-6": dealt("KS 5H TD", "6C KD"),  # 5 / 6
    "banco-6-3-cards": dealt("KS 4H KD", "KC 3D 3S"),  # 4 / 6, banco's 6 on three cards
    "banco-natural-8": dealt("KS 5H", "8C KD"),  # 5 / 8
    "3g8": dealt("KS 2H 8D", "KC 3D"),  # 0 / 3: banco 3 stands on an 8
    "banco-3-punto-natural": dealt("KS 8H", "KC 3D"),  # 8 / 3
    "banco-3-punto-stood": dealt("KS 6H", "KC 3D 2S"),  # 6 / 5
    "banco-3-punto-7": dealt("KS 2H 7D", "KC 3D 5S"),  # 9 / 8
    "banco-2-punto-8": dealt("KS 2H 8D", "KC 2D AS"),  # 0 / 3: banco's 3 needed three cards
    "tie-0": dealt("KS QH KD", "KC JD JS"),
    "tie-1": dealt("KS AH KD", "KC AD JS"),
    "tie-2": dealt("KS 2H KD", "KC 2D JS"),
    "tie-3": dealt("KS 3H KD", "KC 3D JS"),
    "tie-4": dealt("KS 4H KD", "KC 4D"),  # banco 4 stands on a punto 0
    "tie-5": dealt("KS 5H KD", "KC 5D"),
    "tie-6": dealt("KS 6H", "6C KD"),
    "tie-7": dealt("KS 7H", "7C KD"),
    "tie-8": dealt("KS 8H", "8C KD"),
    "tie-9": dealt("KS 9H", "9C KD"),
}

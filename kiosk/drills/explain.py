"""The house's drawing rules in words, for explaining a wrong answer.

Every sentence is one whole translatable template that quotes the rule and applies it to the cards
on the table, e.g. "Banco 5 draws when punto's third card is 4–7; punto's third card was 3: banco
stands." The rule comes from the ruleset's tableau, never from code.
"""

from __future__ import annotations

from collections.abc import Iterable

from kiosk.domain.tableau import Action, Tableau
from kiosk.i18n import translate


def value_ranges(values: Iterable[int]) -> str:
    """`[0, 1, 2, 3, 9]` → `0–3, 9`; runs of two stay apart (`6, 7`)."""
    ordered = sorted(set(values))
    parts: list[str] = []
    i = 0
    while i < len(ordered):
        j = i
        while j + 1 < len(ordered) and ordered[j + 1] == ordered[j] + 1:
            j += 1
        if j - i >= 2:
            parts.append(f"{ordered[i]}–{ordered[j]}")
        else:
            parts.extend(str(v) for v in ordered[i : j + 1])
        i = j + 1
    return ", ".join(parts)


def natural_sentence(hand: str, total: int) -> str:
    """A natural on either side ends the coup."""
    if hand == "punto":
        return translate("Drills", "Punto has a natural {total}: no card is drawn.").format(
            total=total
        )
    return translate("Drills", "Banco has a natural {total}: no card is drawn.").format(total=total)


def punto_sentence(tableau: Tableau, total: int) -> str:
    draws = value_ranges(t for t, a in tableau.punto.items() if a is Action.DRAW)
    stands = value_ranges(t for t, a in tableau.punto.items() if a is Action.STAND)
    if tableau.punto_draws(total):
        text = translate(
            "Rules",
            "Punto draws on {draws} and stands on {stands}; punto has {total}: punto draws.",
        )
    else:
        text = translate(
            "Drills",
            "Punto draws on {draws} and stands on {stands}; punto has {total}: punto stands.",
        )
    return text.format(draws=draws, stands=stands, total=total)


def banco_sentence(tableau: Tableau, total: int, punto_third: int | None) -> str:
    """Banco's rule for its total against punto's third card (None: punto stood)."""
    row = tableau.banco[total]
    draws = row.action(punto_third) is Action.DRAW
    if punto_third is None:
        if draws:
            text = translate("Drills", "When punto stands, banco draws on {total}: banco draws.")
        else:
            text = translate("Drills", "When punto stands, banco stands on {total}: banco stands.")
        return text.format(total=total)
    on = [v for v in range(10) if row.punto_third[v] is Action.DRAW]
    if len(on) == 10:
        text = translate(
            "Drills",
            "Banco {total} draws whatever punto's third card is; punto's third card was {third}: banco draws.",
        )
    elif not on:
        text = translate(
            "Drills",
            "Banco {total} stands whatever punto's third card is; punto's third card was {third}: banco stands.",
        )
    elif draws:
        text = translate(
            "Drills",
            "Banco {total} draws when punto's third card is {values}; punto's third card was {third}: banco draws.",
        )
    else:
        text = translate(
            "Drills",
            "Banco {total} draws when punto's third card is {values}; punto's third card was {third}: banco stands.",
        )
    return text.format(total=total, third=punto_third, values=value_ranges(on))

"""Why an answer about drawing is wrong: the house's rule in words, applied to the cards shown.

The rule sentence comes from kiosk.rules.wording (the same words as `kiosk rules show`); the
sentence after it applies the rule to this coup, e.g. "Banco 5 draws when punto's third card is 4–7
or when punto stood. Punto's third card was 3: banco stands." Both are whole translatable
templates; the rule comes from the ruleset's tableau, never from code.
"""

from __future__ import annotations

from kiosk.domain.tableau import Tableau
from kiosk.i18n import translate
from kiosk.rules.wording import banco_row, naturals_rule, punto_rule


def natural_sentence(tableau: Tableau, hand: str, total: int) -> str:
    """A natural on either side ends the coup."""
    if hand == "punto":
        fact = translate("Drills", "Punto has a natural {total}: no card is drawn.")
    else:
        fact = translate("Drills", "Banco has a natural {total}: no card is drawn.")
    return f"{naturals_rule(tableau.naturals)} {fact.format(total=total)}"


def punto_sentence(tableau: Tableau, total: int) -> str:
    if tableau.punto_draws(total):
        fact = translate("Drills", "Punto has {total}: punto draws.")
    else:
        fact = translate("Drills", "Punto has {total}: punto stands.")
    return f"{punto_rule(tableau.punto)} {fact.format(total=total)}"


def banco_sentence(tableau: Tableau, total: int, punto_third: int | None) -> str:
    """Banco's rule for its total applied to punto's third card (None: punto stood)."""
    draws = tableau.banco_draws(total, punto_third)
    if punto_third is None:
        if draws:
            fact = translate("Drills", "Punto stood: banco draws.")
        else:
            fact = translate("Drills", "Punto stood: banco stands.")
    elif draws:
        fact = translate("Drills", "Punto's third card was {third}: banco draws.")
    else:
        fact = translate("Drills", "Punto's third card was {third}: banco stands.")
    rule = banco_row(total, tableau.banco[total])
    return f"{rule} {fact.format(third=punto_third)}"

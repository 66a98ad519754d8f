"""House rules in words: tableau cells, banco rows and pays as whole translatable sentences.

The drills, the verifier, the audit and `kiosk rules show` all speak of rules the same way, so the
sentences live here, once. Every text is a complete template passed to `translate()`, so a German
translation can order its words freely; only numbers, value lists and pays are filled in.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from kiosk.domain.bets import BetKind, BetSpec, Commission, Ratio
from kiosk.domain.coup import Winner
from kiosk.domain.irregularities import Case, CoupStep, Remedy, Situation
from kiosk.domain.money import format_money, percent_number
from kiosk.domain.tableau import Action, BancoRow
from kiosk.i18n import translate

# -- value lists ---------------------------------------------------------------------------
# Numbers and amounts are written by kiosk.domain.money, in the house's locale.


def ranges(values: Iterable[int]) -> list[str]:
    """Runs of three or more values as ranges: {0, 1, 4, 5, 6, 7, 9} → ["0", "1", "4–7", "9"]."""
    runs: list[list[int]] = []
    for v in sorted(set(values)):
        if runs and v == runs[-1][-1] + 1:
            runs[-1].append(v)
        else:
            runs.append([v])
    out: list[str] = []
    for run in runs:
        out.extend([f"{run[0]}–{run[-1]}"] if len(run) > 2 else [str(v) for v in run])
    return out


def alternatives(items: Sequence[str]) -> str:
    """Items joined as alternatives: "4–7", "0, 1 or 9" (the "or" comes from the translation)."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return translate("wording", "{items} or {last}").format(
        items=", ".join(items[:-1]), last=items[-1]
    )


def value_set(values: Iterable[int]) -> str:
    """A set of card values in words, compressed into ranges: {4, 5, 6, 7} → "4–7"."""
    return alternatives(ranges(values))


def action_word(action: Action) -> str:
    """One word for a grid cell or a button: "draw" / "stand"."""
    if action is Action.DRAW:
        return translate("wording", "draw")
    return translate("wording", "stand")


# -- single tableau cells --------------------------------------------------------------------


def punto_cell(total: int, action: Action) -> str:
    """Punto's rule for one two-card total: "punto 5: draw"."""
    if action is Action.DRAW:
        return translate("wording", "punto {total}: draw").format(total=total)
    return translate("wording", "punto {total}: stand").format(total=total)


def cell_words(total: int, punto_third: int | None, action: Action) -> str:
    """Banco's rule for one cell: "banco 5, punto's third card 3: stand", "banco 4, punto stood: draw".

    `punto_third` is the point value 0–9 of punto's third card, or None when punto stood.
    """
    if punto_third is None:
        if action is Action.DRAW:
            return translate("wording", "banco {total}, punto stood: draw").format(total=total)
        return translate("wording", "banco {total}, punto stood: stand").format(total=total)
    if action is Action.DRAW:
        text = translate("wording", "banco {total}, punto's third card {third}: draw")
    else:
        text = translate("wording", "banco {total}, punto's third card {third}: stand")
    return text.format(total=total, third=punto_third)


def natural_cell() -> str:
    """The rule when either hand has a natural: "natural: no third card"."""
    return translate("wording", "natural: no third card")


def naturals_rule(naturals: Iterable[int]) -> str:
    """The naturals as a sentence: "A two-card 8 or 9 is a natural: nobody draws."."""
    return translate("wording", "A two-card {totals} is a natural: nobody draws.").format(
        totals=value_set(naturals)
    )


# -- whole rows ------------------------------------------------------------------------------


def punto_rule(punto: Mapping[int, Action]) -> str:
    """Punto's whole rule: "Punto draws on 0–5 and stands on 6–7."."""
    draws = [t for t, a in punto.items() if a is Action.DRAW]
    stands = [t for t, a in punto.items() if a is Action.STAND]
    if not stands:
        return translate("wording", "Punto always draws.")
    if not draws:
        return translate("wording", "Punto always stands.")
    return translate("wording", "Punto draws on {draws} and stands on {stands}.").format(
        draws=value_set(draws), stands=value_set(stands)
    )


def banco_row(total: int, row: BancoRow) -> str:
    """Banco's rule for one two-card total, as one sentence.

    "Banco 5 draws when punto's third card is 4–7 or when punto stood." Value sets are compressed
    into ranges, and the shorter of the two ways to say it is chosen ("Banco 3 draws unless
    punto's third card is 8.").
    """
    draws = [v for v in range(10) if row.punto_third[v] is Action.DRAW]
    stands = [v for v in range(10) if row.punto_third[v] is Action.STAND]
    if row.punto_stood is Action.DRAW:
        # "draws unless …" also on a tie: "draws when … or … or when punto stood" reads worse.
        say_stands = len(ranges(stands)) <= len(ranges(draws))
        if not stands:
            return translate("wording", "Banco {total} always draws.").format(total=total)
        if not draws:
            text = translate("wording", "Banco {total} draws only when punto stood.")
            return text.format(total=total)
        if say_stands:
            text = translate(
                "wording", "Banco {total} draws unless punto's third card is {values}."
            )
            return text.format(total=total, values=value_set(stands))
        text = translate(
            "wording",
            "Banco {total} draws when punto's third card is {values} or when punto stood.",
        )
        return text.format(total=total, values=value_set(draws))
    say_stands = len(ranges(stands)) < len(ranges(draws))
    if not draws:
        return translate("wording", "Banco {total} always stands.").format(total=total)
    if not stands:
        text = translate(
            "wording", "Banco {total} draws on any third card of punto and stands when punto stood."
        )
        return text.format(total=total)
    if say_stands:
        text = translate(
            "wording",
            "Banco {total} stands when punto stood or when punto's third card is {values}.",
        )
        return text.format(total=total, values=value_set(stands))
    text = translate("wording", "Banco {total} draws only when punto's third card is {values}.")
    return text.format(total=total, values=value_set(draws))


# -- pays ------------------------------------------------------------------------------------


def pay(ratio: Ratio) -> str:
    """A pay as written on the layout: "8:1"."""
    return str(ratio)


def commission_rule(commission: Commission, currency: str, locale: str) -> str:
    """How the commission is taken: "5 % commission, rounded half-up to CHF 0.05"."""
    rounding = {
        "down": translate("wording", "{rate} % commission, rounded down to {step}"),
        "up": translate("wording", "{rate} % commission, rounded up to {step}"),
        "half-up": translate("wording", "{rate} % commission, rounded half-up to {step}"),
        "half-even": translate("wording", "{rate} % commission, rounded half-even to {step}"),
    }[commission.rounding.value]
    step = format_money(commission.step, currency, locale)
    return rounding.format(rate=percent_number(commission.rate, locale), step=step)


def pay_description(bet: BetSpec, locale: str) -> str:
    """What a winning bet pays: "8:1", "1:1, a win with 6 pays 1:2", "1:1 less 5 % commission"."""
    if bet.commission is not None:
        base = translate("wording", "{pay} less {rate} % commission").format(
            pay=pay(bet.pays), rate=percent_number(bet.commission.rate, locale)
        )
    else:
        base = pay(bet.pays)
    by_ratio: dict[Ratio, list[int]] = {}
    for total, ratio in sorted(bet.win_total_pays.items()):
        by_ratio.setdefault(ratio, []).append(total)
    for ratio, totals in by_ratio.items():
        base = translate("wording", "{pays}, a win with {totals} pays {pay}").format(
            pays=base, totals=value_set(totals), pay=pay(ratio)
        )
    return base


def winning_condition(bet: BetSpec) -> str:
    """When the bet wins, in one sentence (ties and side bets included)."""
    if bet.kind is BetKind.PUNTO:
        return translate("wording", "Wins when punto wins; a tie is a stand-off.")
    if bet.kind is BetKind.BANCO:
        return translate("wording", "Wins when banco wins; a tie is a stand-off.")
    if bet.kind is BetKind.TIE:
        return translate("wording", "Wins on any tie.")
    if bet.kind is BetKind.EGALITE:
        return translate("wording", "Wins on a tie with the total {total}.").format(
            total=bet.tie_total
        )
    return translate(
        "wording",
        "Wins when banco's two cards make {banco_total}, no natural is on the table and punto's "
        "third card is worth {punto_third}.",
    ).format(banco_total=bet.banco_total, punto_third=bet.punto_third)


def requirement(bet_names: Sequence[str]) -> str:
    """The "only alongside" condition: "Taken only alongside a bet on Punto, Banco or Tie."."""
    return translate("wording", "Taken only alongside a bet on {bets}.").format(
        bets=alternatives(bet_names)
    )


# -- irregularities ---------------------------------------------------------------------------


def remedy_name(remedy: Remedy | str) -> str:
    """A remedy in words, as the answer buttons and the feedback say it."""
    return {
        Remedy.VOID_AND_REDEAL: translate("Drills", "Coup void, deal again"),
        Remedy.BURN_AND_CONTINUE: translate("Drills", "Burn the card, play on"),
        Remedy.USE_AS_DEALT: translate("Drills", "Use the card as dealt"),
        Remedy.CORRECT_AND_CONTINUE: translate("Drills", "Correct it, play on"),
        Remedy.RESULT_STANDS: translate("Drills", "The result stands"),
        Remedy.BET_REFUSED: translate("Drills", "Refuse the bet"),
        Remedy.BET_RETURNED: translate("Drills", "Return the bet"),
        Remedy.BET_REDUCED: translate("Drills", "Reduce it to the limit"),
        Remedy.RESHUFFLE: translate("Drills", "Shuffle and cut again"),
        Remedy.CALL_INSPECTOR: translate("Drills", "Call the inspector"),
    }[Remedy(remedy)]


def winner_name(winner: Winner | str) -> str:
    return {
        Winner.PUNTO: translate("Drills", "Punto wins"),
        Winner.BANCO: translate("Drills", "Banco wins"),
        Winner.TIE: translate("Drills", "Egalité"),
    }[Winner(winner)]


def situation_name(situation: Situation) -> str:
    """What happened, in a few words (the item's name and the start of its caption)."""
    return {
        Situation.CARD_EXPOSED_PUNTO: translate("Drills", "a card for punto exposed"),
        Situation.CARD_EXPOSED_BANCO: translate("Drills", "a card for banco exposed"),
        Situation.CARD_EXPOSED_SHOE: translate("Drills", "a card exposed from the shoe"),
        Situation.CARD_DROPPED: translate("Drills", "a card dropped on the floor"),
        Situation.CARD_FACE_UP_IN_SHOE: translate("Drills", "a card face up in the shoe"),
        Situation.TOO_MANY_CARDS: translate("Drills", "too many cards dealt"),
        Situation.WRONG_ORDER: translate("Drills", "cards dealt in the wrong order"),
        Situation.OVER_DRAW_BEFORE_NEXT: translate(
            "Drills", "an over-draw noticed before the next coup"
        ),
        Situation.UNDER_DRAW_BEFORE_NEXT: translate(
            "Drills", "an under-draw noticed before the next coup"
        ),
        Situation.OVER_DRAW_AFTER_NEXT: translate(
            "Drills", "an over-draw noticed after the next coup's cards"
        ),
        Situation.UNDER_DRAW_AFTER_NEXT: translate(
            "Drills", "an under-draw noticed after the next coup's cards"
        ),
        Situation.WRONG_CUT: translate("Drills", "the cut card placed wrong"),
        Situation.NO_CUT_CARD: translate("Drills", "no cut card in the shoe"),
        Situation.BURN_ERROR: translate("Drills", "cards burned wrong"),
        Situation.LATE_BET: translate("Drills", "a bet after “no more bets”"),
        Situation.BET_OVER_MAXIMUM: translate("Drills", "a bet over the maximum"),
        Situation.BET_UNDER_MINIMUM: translate("Drills", "a bet under the minimum"),
        Situation.BET_BOTH_SIDES: translate("Drills", "a bet on both punto and banco"),
        Situation.WRONG_CALL: translate("Drills", "a hand called wrong"),
    }[situation]


def step_name(step: CoupStep) -> str:
    return {
        CoupStep.SHUFFLE: translate("Drills", "At the shuffle"),
        CoupStep.BETTING: translate("Drills", "While bets are placed"),
        CoupStep.DEALING: translate("Drills", "Dealing the first four cards"),
        CoupStep.DRAWING: translate("Drills", "Drawing the third cards"),
        CoupStep.CALLING: translate("Drills", "Calling the result"),
        CoupStep.NEXT_COUP: translate("Drills", "Once the next coup is dealt"),
    }[step]


def source_sentence(case: Case) -> str:
    """Where the remedy comes from, quoted for the feedback."""
    source = case.source
    parts = []
    if source.clause is not None:  # the sentence's full stop ends a clause quoted whole
        clause = source.clause.rstrip(".")
        parts.append(translate("Drills", "House rule: “{clause}”.").format(clause=clause))
    if source.assumption is not None:
        parts.append(
            translate("Drills", "Assumed, to be confirmed by the house: “{assumption}”.").format(
                assumption=source.assumption
            )
        )
    if source.regulation is not None:
        parts.append(
            translate("Drills", "Following {regulation}.").format(regulation=source.regulation)
        )
    return " ".join(parts)


def remedy_sentence(case: Case) -> str:
    """The house's remedy for the case, with the inspector where the house calls one."""
    remedy = remedy_name(case.remedy)
    if case.inspector and case.remedy is not Remedy.CALL_INSPECTOR:
        remedy = translate("Drills", "{remedy}, and call the inspector").format(remedy=remedy)
    return translate("Drills", "The house's remedy: {remedy}.").format(remedy=remedy)

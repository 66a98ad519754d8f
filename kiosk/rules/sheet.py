"""A ruleset as a plain-text rule sheet: what `kiosk rules show` prints, in the UI language.

Everything a croupier or supervisor checks against the house document: the tableau as a grid and
in sentences (from kiosk.rules.wording), every bet with its pay and limits, the table layout, the
procedures and the house's notes.
"""

from __future__ import annotations

import textwrap

from kiosk.domain.bets import BetSpec
from kiosk.domain.money import percent_number
from kiosk.domain.tableau import Tableau
from kiosk.i18n import tr, translate
from kiosk.rules import wording
from kiosk.rules.model import MisdealRule, Ruleset

# Long texts (notes, quotes) are wrapped to this many columns.
WIDTH = 100


def _heading(title: str) -> list[str]:
    return ["", title, "─" * len(title)]


def _wrap(text: str) -> str:
    return textwrap.fill(text, WIDTH, initial_indent="  ", subsequent_indent="  ")


def tableau_grid(tableau: Tableau) -> list[str]:
    """Banco's rule as a grid: one line per banco total, punto stood and punto's third card 0–9."""
    words = {a: wording.action_word(a) for a in {a for _, _, a in tableau.cells()}}
    width = max([len(w) for w in words.values()] + [2]) + 1
    first = translate("rules", "Banco")
    stood = translate("rules", "punto stood")
    third = translate("rules", "punto's third card")
    label_width = max(len(first), 6) + 2
    stood_width = max(len(stood), width) + 2
    lines = [
        f"{'':{label_width}}{'':{stood_width}}{third}",
        f"{first:{label_width}}{stood:{stood_width}}"
        + "".join(f"{v:<{width}}" for v in range(10)).rstrip(),
    ]
    for total in sorted(tableau.banco):
        row = tableau.banco[total]
        cells = "".join(f"{words[a]:<{width}}" for a in row.punto_third).rstrip()
        lines.append(f"{total:<{label_width}}{words[row.punto_stood]:{stood_width}}{cells}")
    return lines


def _bet_lines(ruleset: Ruleset, bet: BetSpec) -> list[str]:
    name = ruleset.bet_name(bet.id)
    lines = [
        translate("rules", "{name}: pays {pays}").format(
            name=name, pays=wording.pay_description(bet, ruleset.locale)
        ),
        "  " + wording.winning_condition(bet),
        "  "
        + translate("rules", "Stakes from {minimum} to {maximum} (bet id {id}).").format(
            minimum=ruleset.money(bet.minimum),
            maximum=ruleset.money(bet.maximum),
            id=bet.id,
        ),
    ]
    if bet.commission is not None:
        lines.append(
            "  "
            + translate("rules", "Taken from the winnings: {rule}.").format(
                rule=wording.commission_rule(bet.commission, ruleset.currency, ruleset.locale)
            )
        )
        procedure = {
            ("from-payout", "immediately"): translate(
                "rules", "The commission is taken off the payout."
            ),
            ("in-chips", "immediately"): translate(
                "rules", "The winnings are paid whole; the player pays the commission in chips."
            ),
        }.get(
            (bet.commission.collect.value, bet.commission.settle.value),
            translate(
                "rules",
                "The commission is marked in the seat's commission box and collected {when}.",
            ).format(
                when=translate("rules", "at the end of the shoe")
                if bet.commission.settle.value == "at-shoe-end"
                else translate("rules", "when the player leaves")
            ),
        )
        lines.append("  " + procedure)
    if bet.requires_one_of:
        names = [ruleset.bet_name(other) for other in bet.requires_one_of]
        lines.append("  " + wording.requirement(names))
    return lines


def _table_lines(ruleset: Ruleset) -> list[str]:
    table = ruleset.table

    def names(ids: tuple[str, ...]) -> str:
        return ", ".join(ruleset.bet_name(i) for i in ids) or translate("rules", "none")

    # Counts go in as plain names: lupdate drops a text whose count is an attribute.
    boxes, dealers = table.boxes, table.dealers
    lines = [
        tr("%n seated box(es), each with: {bets}.", None, boxes).format(bets=names(table.box_bets)),
        translate("rules", "Shared fields: {bets}.").format(bets=names(table.shared_bets)),
        tr("%n croupier(s).", None, dealers),
    ]
    if table.table_maximum is not None:
        lines.append(
            translate("rules", "Table maximum: {amount}.").format(
                amount=ruleset.money(table.table_maximum)
            )
        )
    if table.box_total_within_table_maximum:
        lines.append(
            translate("rules", "All bets on one box together stay within the table maximum.")
        )
    standing = table.standing
    if not standing.allowed:
        lines.append(translate("rules", "Standing players may not bet."))
    else:
        if standing.only_when_all_boxes_taken:
            lines.append(
                translate("rules", "Standing players may bet only when every seated box is taken.")
            )
        else:
            lines.append(translate("rules", "Standing players may bet."))
        per_box = standing.per_box
        if per_box is not None:
            lines.append(tr("At most %n standing player(s) per seated box.", None, per_box))
        if standing.on_shared_fields:
            lines.append(
                translate("rules", "Standing players may bet directly on: {bets}.").format(
                    bets=names(standing.on_shared_fields)
                )
            )
    return lines


def procedure_lines(ruleset: Ruleset, lang: str) -> list[str]:
    """The house's procedures the drills quote: dealing order, settlement order, the misdeal
    clause and betting on both sides, one sentence each."""
    del lang
    procedures = ruleset.procedures
    hands = {"punto": translate("rules", "punto"), "banco": translate("rules", "banco")}
    steps = {
        "collect-losing": translate("rules", "collect the losing bets"),
        "pay-winning": translate("rules", "pay the winning bets"),
    }
    lines = [
        translate("rules", "Cards 1 to {count} go to: {hands}.").format(
            count=len(procedures.dealing_order),
            hands=", ".join(hands.get(h, h) for h in procedures.dealing_order),
        ),
        translate("rules", "Settlement: {steps}.").format(
            steps=", ".join(steps.get(s, s) for s in procedures.settlement_order)
        ),
    ]
    if procedures.misdeal is MisdealRule.STANDS_UNLESS_FLAGGED:
        lines.append(
            translate(
                "rules",
                "A dealing error stands unless it is corrected or flagged before the next coup's "
                "cards are dealt.",
            )
        )
    else:
        lines.append(translate("rules", "A dealing error is corrected whenever it is found."))
    if procedures.may_bet_both_sides:
        lines.append(translate("rules", "A player may bet on punto and banco at the same time."))
    else:
        lines.append(
            translate("rules", "A player may not bet on punto and banco at the same time.")
        )
    return lines


def rule_sheet(ruleset: Ruleset, lang: str) -> str:
    """The whole ruleset as text in `lang` (the current UI language)."""
    shoe = ruleset.shoe
    lines = [
        translate("rules", "{name} (ruleset {id})").format(
            name=ruleset.name.get(lang), id=ruleset.id
        ),
        translate("rules", "Source: {title}").format(title=ruleset.source.title),
    ]
    if ruleset.path is not None:
        lines.append(translate("rules", "File: {path}").format(path=ruleset.path))
    packs, cut = shoe.packs, shoe.cut_card_from_end  # plain names, so that lupdate reads them
    lines.append(tr("Shoe of %n pack(s).", None, packs))
    if cut is not None:
        lines.append(tr("The cut card is placed %n card(s) from the end.", None, cut))
    if shoe.burn:
        lines.append(translate("rules", "After the shuffle, cards are burned."))
    lines.append(
        translate("rules", "Chips: {chips} {currency}.").format(
            chips=", ".join(ruleset.number(c) for c in ruleset.chips), currency=ruleset.currency
        )
    )
    colour_from = ruleset.chip_rules.colour_for_colour_from
    if colour_from is not None:
        lines.append(
            translate(
                "rules", "Winnings on chips of {value} and more are paid colour for colour."
            ).format(value=ruleset.number(colour_from))
        )
    extra = ruleset.chip_rules.tolerated_extra_chips
    lines.append(tr("A payout may take %n chip(s) more than the fewest.", None, extra))
    cents = ruleset.chip_rules.cents
    if cents is not None:
        lines.append(
            {
                "down": translate(
                    "rules", "A payout the chips cannot make is rounded down to the smallest chip."
                ),
                "up": translate(
                    "rules", "A payout the chips cannot make is rounded up to the smallest chip."
                ),
                "half-up": translate(
                    "rules",
                    "A payout the chips cannot make is rounded to the nearest chip, a half up.",
                ),
                "half-even": translate(
                    "rules",
                    "A payout the chips cannot make is rounded to the nearest chip, a half to even.",
                ),
            }[cents.value]
        )

    tableau = ruleset.tableau
    lines += _heading(translate("rules", "Drawing rules (tableau)"))
    lines.append(wording.naturals_rule(sorted(tableau.naturals)))
    lines.append(wording.punto_rule(tableau.punto))
    lines.append("")
    lines += tableau_grid(tableau)
    lines.append("")
    lines += [wording.banco_row(total, tableau.banco[total]) for total in sorted(tableau.banco)]

    lines += _heading(translate("rules", "Bets and pays"))
    for bet in ruleset.bets:
        lines += _bet_lines(ruleset, bet)

    lines += _heading(translate("rules", "Table"))
    lines += _table_lines(ruleset)

    lines += _heading(translate("rules", "Procedures"))
    lines += procedure_lines(ruleset, lang)

    if ruleset.irregularities:
        lines += _heading(translate("rules", "Irregularities"))
        for case in ruleset.irregularities:
            what = wording.situation_name(case.situation)
            step = wording.step_name(case.step)
            lines.append(
                f"{case.id}: " + translate("Drills", "{step}: {what}.").format(step=step, what=what)
            )
            lines.append(_wrap(f"{wording.remedy_sentence(case)} {wording.source_sentence(case)}"))

    if ruleset.published:
        lines += _heading(translate("rules", "Published figures"))
        for figure in ruleset.published:
            lines.append(
                translate("rules", "{bet}: house edge {value} % (\u201c{quote}\u201d)").format(
                    bet=ruleset.bet_name(figure.bet),
                    value=percent_number(figure.value, ruleset.locale),
                    quote=figure.quote,
                )
            )

    if ruleset.notes:
        lines += _heading(translate("rules", "Notes"))
        for note in ruleset.notes:
            if note.assumption:
                head = translate("rules", "{about} (assumption, to be confirmed by the house):")
            else:
                head = translate("rules", "{about}:")
            lines.append(head.format(about=note.about))
            lines.append(_wrap(note.text.get(lang)))
            if note.quote:
                quote = translate("rules", "Document: \u201c{quote}\u201d").format(quote=note.quote)
                lines.append(_wrap(quote))
    return "\n".join(lines)

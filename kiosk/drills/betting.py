"""What the drills take from a house ruleset for the domain's judges of bets and payouts.

The domain's functions take plain parts (BettingRules, bets, Tableau, settlement order) and build
no sentences; this module gathers those parts from a Ruleset, and says a refused bet in words.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from decimal import Decimal

from kiosk.domain.acceptance import BettingRules, Reason, Rule
from kiosk.domain.bets import Wager
from kiosk.domain.coup import Coup
from kiosk.domain.settlement import TableSettlement, settle_table
from kiosk.i18n import tr, translate
from kiosk.rules.model import Ruleset


def betting_rules(ruleset: Ruleset) -> BettingRules:
    """What the house decides about taking bets, as the domain's judge takes it."""
    table, standing = ruleset.table, ruleset.table.standing
    return BettingRules(
        bets=dict(ruleset.bets_by_id),
        chip_unit=ruleset.chip_unit,
        boxes=table.boxes,
        box_bets=frozenset(table.box_bets),
        shared_bets=frozenset(table.shared_bets),
        table_maximum=table.table_maximum,
        box_total_within_table_maximum=table.box_total_within_table_maximum,
        may_bet_both_sides=ruleset.procedures.may_bet_both_sides,
        standing_allowed=standing.allowed,
        standing_only_when_all_boxes_taken=standing.only_when_all_boxes_taken,
        standing_per_box=standing.per_box,
        standing_on_shared_fields=tuple(standing.on_shared_fields),
    )


def settle_layout(ruleset: Ruleset, wagers: Iterable[Wager], coup: Coup) -> TableSettlement:
    """settle_table with the house's bets, tableau and settlement order."""
    return settle_table(
        wagers,
        coup,
        bets=ruleset.bets_by_id,
        tableau=ruleset.tableau,
        order=ruleset.procedures.settlement_order,
    )


def refusal_sentence(
    reason: Reason,
    bet_name: Callable[[str], str],
    money: Callable[[Decimal], str],
) -> str:
    """The refusal in the current language; bet ids and amounts shown through the callables
    (the house's names, `Ruleset.money`)."""
    p = reason.params

    def bet(key: str = "bet") -> str:
        return bet_name(str(p[key]))

    def amount(key: str) -> str:
        value = p[key]
        assert isinstance(value, Decimal)
        return money(value)

    def names(key: str) -> str:
        value = p[key]
        assert isinstance(value, tuple)
        return ", ".join(bet_name(str(v)) for v in value)

    match reason.rule:
        case Rule.UNKNOWN_BET:
            return translate("Acceptance", "This table has no bet {bet}").format(bet=bet())
        case Rule.NO_SUCH_BOX:
            return translate(
                "Acceptance", "There is no box {box} at this table (boxes 1 to {boxes})"
            ).format(box=p["box"], boxes=p["boxes"])
        case Rule.BOX_BET_OUTSIDE_BOX:
            return translate("Acceptance", "A bet on {bet} is placed in a box").format(bet=bet())
        case Rule.SHARED_BET_IN_BOX:
            return translate(
                "Acceptance", "A bet on {bet} is placed on the shared field, not in a box"
            ).format(bet=bet())
        case Rule.STAKE_NOT_POSITIVE:
            return translate("Acceptance", "A stake must be more than nothing")
        case Rule.CHIP_UNIT:
            return translate("Acceptance", "Not a multiple of the smallest chip ({unit})").format(
                unit=amount("unit")
            )
        case Rule.BELOW_MINIMUM:
            return translate("Acceptance", "Below the table minimum of {minimum} for {bet}").format(
                minimum=amount("minimum"), bet=bet()
            )
        case Rule.ABOVE_MAXIMUM:
            return translate("Acceptance", "Above the table maximum of {maximum} for {bet}").format(
                maximum=amount("maximum"), bet=bet()
            )
        case Rule.BOTH_SIDES:
            return translate("Acceptance", "A player may not bet on both {bet} and {other}").format(
                bet=bet(), other=bet("other")
            )
        case Rule.REQUIRES_ONE_OF:
            return translate(
                "Acceptance", "A bet on {bet} is taken only alongside a bet on one of: {bets}"
            ).format(bet=bet(), bets=names("bets"))
        case Rule.OWN_BOX_ONLY:
            return translate(
                "Acceptance", "A seated player bets only in their own box (box {box})"
            ).format(box=p["box"])
        case Rule.STANDING_NOT_ALLOWED:
            return translate("Acceptance", "Standing players may not bet at this table")
        case Rule.STANDING_WHILE_BOX_FREE:
            return translate(
                "Acceptance", "Standing players may play only when every seated box is taken"
            )
        case Rule.STANDING_ON_SEATED_BOX_ONLY:
            if p.get("fields"):
                return translate(
                    "Acceptance",
                    "Standing players bet only on a seated player's box (or on {fields})",
                ).format(fields=names("fields"))
            return translate("Acceptance", "Standing players bet only on a seated player's box")
        case Rule.STANDING_FIELD_CLOSED:
            return translate("Acceptance", "Standing players may not bet on {bet}").format(
                bet=bet()
            )
        case Rule.STANDING_PER_BOX:
            limit = p["limit"]
            assert isinstance(limit, int)
            return tr("At most %n standing player(s) per box", None, limit)
        case Rule.BOX_OVER_TABLE_MAXIMUM:
            return translate(
                "Acceptance",
                "The box's combined bets would exceed the table maximum of {maximum}",
            ).format(maximum=amount("maximum"))

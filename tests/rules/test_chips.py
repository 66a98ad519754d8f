"""The house's chips in the ruleset: denominations with colours, the payout rules, commission
procedures."""

from __future__ import annotations

import re
from decimal import Decimal

import pytest

from kiosk.domain.bets import CommissionCollect, CommissionSettle
from kiosk.rules.catalog import ruleset_files
from kiosk.rules.loader import RulesetError, load_ruleset, parse_ruleset
from kiosk.rules.sheet import rule_sheet

BERN = ruleset_files()["bern"].read_text(encoding="utf-8")


def with_chips(block: str) -> str:
    text = re.sub(r"^chips:\n(  - .*\n)+", block, BERN, count=1, flags=re.M)
    return re.sub(
        r"^payout_chips: .*\n", "payout_chips: {cents: half-up}\n", text, count=1, flags=re.M
    )


@pytest.mark.parametrize("rid", sorted(ruleset_files()))
@pytest.mark.slow
def test_every_shipped_house_has_a_coloured_chip_set_marked_as_an_assumption(rid: str) -> None:
    rs = load_ruleset(ruleset_files()[rid])
    chips = rs.chip_set
    assert chips.values == rs.chips == tuple(sorted(rs.chips))
    assert all(re.fullmatch(r"#[0-9a-f]{6}", d.colour + d.spots[:0]) for d in chips.denominations)
    assert len({d.colour for d in chips.denominations}) == len(chips.denominations)
    assert any(n.about == "chips" and n.assumption for n in rs.notes)
    assert rs.chip_rules.colour_for_colour_from in rs.chips


def test_a_value_alone_is_a_chip_in_the_usual_colour() -> None:
    rs = parse_ruleset(with_chips('chips:\n  - "1"\n  - {value: "5", colour: "#ABCDEF"}\n'))
    one, five = rs.chip_set.denominations
    assert (one.value, one.colour, one.plaque) == (Decimal(1), "#f5f5f5", False)
    assert (five.colour, five.spots) == ("#abcdef", "#ffffff")  # colours are kept in lower case


def test_the_commission_procedure_defaults_to_taking_it_from_the_payout_at_once() -> None:
    banco = parse_ruleset(BERN).bet("banco")
    assert banco.commission is not None
    assert banco.commission.collect is CommissionCollect.FROM_PAYOUT
    assert banco.commission.settle is CommissionSettle.IMMEDIATELY
    text = BERN.replace('step: "0.05"}', 'step: "0.05", collect: in-chips, settle: on-leaving}')
    banco = parse_ruleset(text).bet("banco")
    assert banco.commission is not None
    assert banco.commission.collect is CommissionCollect.IN_CHIPS
    assert banco.commission.settle is CommissionSettle.ON_LEAVING


def test_a_chip_that_is_a_list_gets_a_located_message() -> None:
    with pytest.raises(RulesetError) as info:
        parse_ruleset(with_chips('chips:\n  - ["1"]\n  - "5"\n'), "x.yaml")
    assert info.value.messages == [
        "x.yaml:13: chips.1: expected a number such as 25 or a mapping with the keys value, "
        "colour, spots, label, plaque, got a list"
    ]


@pytest.mark.parametrize(
    ("procedure", "sentence"),
    [
        ("", "The commission is taken off the payout."),
        (", collect: in-chips", "the player pays the commission in chips."),
        (", settle: at-shoe-end", "commission box and collected at the end of the shoe."),
        (", settle: on-leaving", "commission box and collected when the player leaves."),
    ],
)
def test_the_rule_sheet_says_how_the_commission_is_taken(procedure: str, sentence: str) -> None:

    text = BERN.replace('step: "0.05"}', f'step: "0.05"{procedure}}}')
    sheet = " ".join(rule_sheet(parse_ruleset(text), "en").split())
    assert sentence in sheet
    assert "Winnings on chips of 100 and more are paid colour for colour." in sheet
    assert "A payout may take 1 chip more than the fewest." in sheet

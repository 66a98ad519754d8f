"""Shipped houses with banco's commission taken another way: none of the shipped houses marks
commission or collects it in chips, so the drills are tested on houses made from them."""

from __future__ import annotations

from decimal import Decimal

from kiosk.domain.bets import Commission, CommissionCollect, CommissionSettle
from kiosk.rules.catalog import find_ruleset
from kiosk.rules.model import Ruleset

D = Decimal


def house(rid: str, collect: CommissionCollect, when: CommissionSettle) -> Ruleset:
    """The house with banco's commission taken as asked (a house without one gets 5 % rounded up
    to whole units, so every house is graded both ways)."""
    return find_ruleset(rid).with_banco_commission(collect, when, Commission(D("0.05"), step=D(1)))

"""The `irregularities:` section of the shipped houses and of a house's own file."""

from __future__ import annotations

import pytest

from kiosk.domain.irregularities import Remedy, Situation, is_misdeal, misdeal_after_next
from kiosk.rules.loader import RulesetError, parse_ruleset
from kiosk.rules.model import MisdealRule, Ruleset
from tests.conftest import REPO

#: What every house must say how to remedy (the issue's list; both sides where it is forbidden).
REQUIRED = set(Situation) - {Situation.BET_BOTH_SIDES}


@pytest.mark.slow
def test_every_shipped_house_has_a_sourced_remedy_for_each_irregularity(
    shipped_ruleset: Ruleset,
) -> None:
    cases = shipped_ruleset.irregularities
    assert len(cases) >= 12
    situations = {c.situation for c in cases}
    assert situations >= REQUIRED
    if not shipped_ruleset.procedures.may_bet_both_sides:
        assert Situation.BET_BOTH_SIDES in situations
    for case in cases:
        source = case.source
        assert source.clause or source.regulation or source.assumption, case.id
        if source.clause is None:
            assert source.assumed, f"{case.id}: a remedy not in the document is an assumption"


def test_the_uk_misdeal_clause_is_quoted_for_its_four_cases() -> None:
    uk = parse_ruleset((REPO / "rulesets" / "uk-2000.yaml").read_bytes())
    misdeals = [c for c in uk.irregularities if is_misdeal(c.situation)]
    assert len(misdeals) == 4
    for case in misdeals:
        assert case.source.clause is not None and not case.source.assumed
        assert "prior to cards being drawn for the next coup" in case.source.clause
        stands = misdeal_after_next(case.situation)
        assert (case.remedy is Remedy.RESULT_STANDS) == stands
    assert uk.procedures.misdeal is MisdealRule.STANDS_UNLESS_FLAGGED


@pytest.mark.parametrize(
    ("case", "message"),
    [
        (
            "{what: wrong-call, step: dealing}, remedy: {action: correct-and-continue}",
            "2: irregularities.x.situation.step: wrong-call cannot happen at step dealing, "
            "expected one of calling",
        ),
        (
            "{what: late-bet, step: betting}, remedy: {action: use-as-dealt}",
            "2: irregularities.x.remedy.action: use-as-dealt is no remedy for late-bet, expected "
            "one of bet-refused, bet-returned, call-inspector",
        ),
    ],
)
def test_a_broken_case_is_refused_with_its_line(case: str, message: str) -> None:
    text = (REPO / "rulesets" / "bern.yaml").read_text(encoding="utf-8")
    start = text.index("irregularities:\n")
    end = text.index("\nnotes:")
    broken = (
        text[:start]
        + "irregularities:\n"
        + f"  - {{id: x, situation: {case}, inspector: false, source: {{assumption: a}}}}\n"
        + text[end:]
    )
    line = broken[:start].count("\n") + 1
    with pytest.raises(RulesetError) as info:
        parse_ruleset(broken, "bern.yaml")
    number, rest = message.split(":", 1)
    assert info.value.messages == [f"bern.yaml:{line + int(number) - 1}:{rest}"]


@pytest.mark.slow
def test_the_rule_sheet_lists_every_case_with_its_remedy_and_source(
    shipped_ruleset: Ruleset,
) -> None:
    from kiosk.rules.sheet import rule_sheet

    sheet = rule_sheet(shipped_ruleset, "en")
    section = sheet[sheet.index("Irregularities\n") :]
    for case in shipped_ruleset.irregularities:
        assert f"\n{case.id}: " in section
    assert section.count("The house's remedy:") == len(shipped_ruleset.irregularities)

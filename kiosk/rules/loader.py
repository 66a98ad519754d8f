"""Load a house ruleset YAML file into a typed Ruleset, or say exactly what is wrong with it.

The file is read by the one reader (kiosk.rules.reader) against the declared format in
kiosk.rules.schema; then the checks that span several keys run (a complete, consistent tableau;
bets that make sense and exist where they are named). Every problem of the file is reported at
once, as `FILE:LINE: key.path: what is wrong, expected what`. Money and rates are read from the
file's text straight into Decimal, never through float.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any, Final

from kiosk.domain.bets import (
    BetKind,
    BetSpec,
    Commission,
    CommissionCollect,
    CommissionSettle,
    Rounding,
)
from kiosk.domain.chips import ChipRules, Denomination, standard_colours
from kiosk.domain.irregularities import (
    STEPS,
    Case,
    CaseSource,
    CoupStep,
    Limit,
    Remedy,
    Situation,
    allowed_remedies,
    misdeal_after_next,
)
from kiosk.domain.tableau import Action, BancoRow, Tableau
from kiosk.i18n import translate
from kiosk.rules import reader, schema
from kiosk.rules.model import (
    MisdealRule,
    Note,
    Procedures,
    PublishedFigure,
    Ruleset,
    ShoeRules,
    Source,
    StandingPlayers,
    TableRules,
    Text,
)
from kiosk.rules.reader import Problem, Reader, ReadError, suggest
from kiosk.rules.wording import ranges

# Bytes a ruleset file may have: a house's rules take a few kilobytes; anything far larger (or a
# device that never ends) is refused before it is read whole.
MAX_BYTES: Final = reader.MAX_BYTES


class RulesetError(ReadError):
    """A ruleset file is invalid; `messages` holds every `FILE:LINE: key.path: problem` line."""


# -- checks across keys ---------------------------------------------------------------------


def _check(data: Mapping[str, Any], r: Reader) -> None:
    _check_tableau(data.get("tableau", {}), r)
    bets: list[dict[str, Any]] = [b for b in data.get("bets", []) if "id" in b]
    ids = [b["id"] for b in bets]
    _check_bets(data, bets, ids, r)
    _check_table(data.get("table", {}), bets, ids, r)
    for i, figure in enumerate(data.get("published", []), 1):
        path = f"published.{i}"
        if "bet" in figure and figure["bet"] not in ids:
            _unknown_bet(r, f"{path}.bet", figure["bet"], ids)
        value = figure.get("value")
        if value is not None and not -1 < value < 1:
            r.at(
                f"{path}.value",
                translate(
                    "ruleset", "{value} is not a fraction, expected e.g. 0.0145 for 1.45 %"
                ).format(value=value),
            )
    _check_irregularities(data, r)
    for i, note in enumerate(data.get("notes", []), 1):
        about = note.get("about")
        if about is not None and not reader.resolves(r.root, schema.RULESET, about.split(".")):
            r.at(
                f"notes.{i}.about",
                translate(
                    "ruleset",
                    "'{about}' names no part of this ruleset, expected a key path such as "
                    "tableau.banco.4 or bets.banco.commission",
                ).format(about=about),
            )


def _check_irregularities(data: Mapping[str, Any], r: Reader) -> None:
    procedures = data.get("procedures", {})
    seen: set[str] = set()
    for case in data.get("irregularities", []):
        if "id" not in case:
            continue
        path = f"irregularities.{case['id']}"
        if case["id"] in seen:
            r.at(
                f"{path}.id",
                translate(
                    "ruleset", "the case id '{case}' is given twice, expected each case id once"
                ).format(case=case["id"]),
            )
            continue
        seen.add(case["id"])
        what = case.get("situation", {}).get("what")
        step = case.get("situation", {}).get("step")
        action = case.get("remedy", {}).get("action")
        if what is None:
            continue
        situation = Situation(what)
        steps = [s.value for s in STEPS[situation]]
        if step is not None and step not in steps:
            r.at(
                f"{path}.situation.step",
                translate(
                    "ruleset", "{what} cannot happen at step {step}, expected one of {steps}"
                ).format(what=what, step=step, steps=", ".join(steps)),
            )
        remedies = [a.value for a in allowed_remedies(situation)]
        if action is not None and action not in remedies:
            r.at(
                f"{path}.remedy.action",
                translate(
                    "ruleset", "{action} is no remedy for {what}, expected one of {remedies}"
                ).format(action=action, what=what, remedies=", ".join(remedies)),
            )
        if "source" in case and not case["source"]:
            r.at(
                f"{path}.source",
                translate(
                    "ruleset",
                    "no source, expected a clause of the house document, a regulation or an "
                    "assumption",
                ),
            )
        if situation is Situation.BET_BOTH_SIDES and procedures.get("may_bet_both_sides", True):
            r.at(
                f"{path}.situation.what",
                translate(
                    "ruleset",
                    "contradictory: this house lets a player bet on both sides "
                    "(procedures.may_bet_both_sides), expected no case for it",
                ),
            )
        misdeal = procedures.get("misdeal")
        if misdeal_after_next(situation) and action is not None and misdeal is not None:
            stands = misdeal == MisdealRule.STANDS_UNLESS_FLAGGED.value
            if stands != (action == Remedy.RESULT_STANDS.value):
                expected = (
                    Remedy.RESULT_STANDS.value
                    if stands
                    else translate("ruleset", "a remedy other than {action}").format(
                        action=Remedy.RESULT_STANDS.value
                    )
                )
                r.at(
                    f"{path}.remedy.action",
                    translate(
                        "ruleset",
                        "contradicts the misdeal clause (procedures.misdeal: {misdeal}), "
                        "expected {expected}",
                    ).format(misdeal=misdeal, expected=expected),
                )


def _check_tableau(t: Mapping[str, Any], r: Reader) -> None:
    if "naturals" not in t:
        return
    naturals = set(t["naturals"])
    expected = [total for total in range(10) if total not in naturals]
    for side in ("punto", "banco"):
        if side not in t:
            continue
        for total in sorted(t[side]):
            if total in naturals:
                r.at(
                    f"tableau.{side}.{total}",
                    translate(
                        "ruleset",
                        "contradictory: {total} is a natural (tableau.naturals), nobody draws on "
                        "it, expected no rule for it",
                    ).format(total=total),
                )
        missing = [
            total
            for total in expected
            if total not in t[side] and f"tableau.{side}.{total}" not in r.lines
        ]
        if not missing:
            continue
        if side == "punto":
            message = translate(
                "ruleset",
                "incomplete: no rule for punto total {totals}, expected draw or stand for every "
                "total that is not a natural ({expected})",
            )
        else:
            message = translate(
                "ruleset",
                "incomplete: no row for banco total {totals}, expected a row for every total "
                "that is not a natural ({expected})",
            )
        r.at(
            f"tableau.{side}",
            message.format(
                totals=", ".join(map(str, missing)), expected=", ".join(ranges(expected))
            ),
        )


def _unknown_bet(r: Reader, path: str, name: str, ids: list[str]) -> None:
    r.at(
        path,
        translate("ruleset", "unknown bet '{bet}', {suggestion}").format(
            bet=name, suggestion=suggest(name, ids)
        ),
    )


def _check_bets(
    data: Mapping[str, Any], bets: list[dict[str, Any]], ids: list[str], r: Reader
) -> None:
    chips = [c["value"] for c in data.get("chips") or [] if "value" in c]
    unit = min(chips) if chips and "chips" in data else None
    threshold = data.get("payout_chips", {}).get("colour_for_colour_from")
    if threshold is not None and chips and threshold not in chips:
        r.at(
            "payout_chips.colour_for_colour_from",
            translate(
                "ruleset", "{value} is not one of the chips, expected one of {values}"
            ).format(value=threshold, values=", ".join(str(c) for c in chips)),
        )
    table_max = data.get("table", {}).get("table_maximum")
    first: dict[str, str] = {}
    for bet in bets:
        bid = bet["id"]
        path = f"bets.{bid}"
        if bid in first:
            r.at(
                f"{path}.id",
                translate(
                    "ruleset", "the bet id '{bet}' is given twice, expected each bet id once"
                ).format(bet=bid),
            )
            continue
        first[bid] = path
        low, high = bet.get("min"), bet.get("max")
        if low is not None and high is not None and low > high:
            r.at(
                f"{path}.min",
                translate(
                    "ruleset", "the minimum {min} is above the maximum {max}, expected min ≤ max"
                ).format(min=low, max=high),
            )
        for key, amount in (("min", low), ("max", high)):
            if unit is not None and amount is not None and amount % unit != 0:
                r.at(
                    f"{path}.{key}",
                    translate(
                        "ruleset",
                        "{amount} is not a multiple of the smallest chip ({unit}), expected a "
                        "stake that can be made with chips",
                    ).format(amount=amount, unit=unit),
                )
        if table_max is not None and high is not None and high > table_max:
            r.at(
                f"{path}.max",
                translate(
                    "ruleset",
                    "{max} is above the table maximum {table_max}, expected at most "
                    "table.table_maximum",
                ).format(max=high, table_max=table_max),
            )
        rate = bet.get("commission", {}).get("rate")
        if rate is not None and rate >= 1:
            r.at(
                f"{path}.commission.rate",
                translate(
                    "ruleset",
                    "{rate} is not a fraction between 0 and 1, expected e.g. 0.05 for 5 %",
                ).format(rate=rate),
            )
        for i, other in enumerate(bet.get("requires_one_of", []), 1):
            if other == bid:
                r.at(
                    f"{path}.requires_one_of.{i}",
                    translate("ruleset", "a bet cannot require itself, expected other bets' ids"),
                )
            elif other not in ids:
                _unknown_bet(r, f"{path}.requires_one_of.{i}", other, ids)


def _check_table(
    table: Mapping[str, Any], bets: list[dict[str, Any]], ids: list[str], r: Reader
) -> None:
    placed: set[str] = set()
    for key in ("box_bets", "shared_bets"):
        for i, name in enumerate(table.get(key, []), 1):
            if name not in ids:
                _unknown_bet(r, f"table.{key}.{i}", name, ids)
            elif name in placed:
                r.at(
                    f"table.{key}.{i}",
                    translate(
                        "ruleset",
                        "'{bet}' is both a box bet and a shared bet, expected it in one of "
                        "table.box_bets and table.shared_bets",
                    ).format(bet=name),
                )
            placed.add(name)
    shared_read = "shared_bets" in table or "table.shared_bets" not in r.lines
    if "box_bets" in table and shared_read:
        for bet in bets:
            if bet["id"] not in placed:
                r.at(
                    f"bets.{bet['id']}",
                    translate(
                        "ruleset",
                        "the bet '{bet}' has no place on the table, expected its id in "
                        "table.box_bets or table.shared_bets",
                    ).format(bet=bet["id"]),
                )
    shared = table.get("shared_bets", [])
    for i, name in enumerate(table.get("standing", {}).get("on_shared_fields", []), 1):
        if name not in shared:
            r.at(
                f"table.standing.on_shared_fields.{i}",
                translate(
                    "ruleset",
                    "'{bet}' is not a shared bet, expected one of table.shared_bets ({shared})",
                ).format(bet=name, shared=", ".join(shared) or "-"),
            )


# -- building the Ruleset -------------------------------------------------------------------


def _text(d: Mapping[str, str]) -> Text:
    return Text(en=d["en"], de=d["de"])


def _bet(d: Mapping[str, Any]) -> BetSpec:
    extra: dict[str, Any] = {}
    if "commission" in d:
        c = d["commission"]
        extra["commission"] = Commission(
            rate=c["rate"],
            rounding=Rounding(c["rounding"]),  # defaults: kiosk.rules.schema.COMMISSION
            step=c["step"],
            collect=CommissionCollect(c["collect"]),
            settle=CommissionSettle(c["settle"]),
        )
    for key in ("tie_total", "banco_total", "punto_third", "win_total_pays"):
        if key in d:
            extra[key] = d[key]
    return BetSpec(
        id=d["id"],
        kind=BetKind(d["kind"]),
        pays=d["pays"],
        minimum=d["min"],
        maximum=d["max"],
        requires_one_of=tuple(d.get("requires_one_of", ())),
        **extra,
    )


def _case(c: Mapping[str, Any]) -> Case:
    remedy = c["remedy"]
    return Case(
        id=c["id"],
        situation=Situation(c["situation"]["what"]),
        step=CoupStep(c["situation"]["step"]),
        remedy=Remedy(remedy["action"]),
        inspector=c["inspector"],
        source=CaseSource(**c["source"]),
        burn=remedy.get("burn", 1),
        limit=Limit(remedy.get("limit", Limit.BET_MAXIMUM)),
    )


def _chip_rules(c: Mapping[str, Any]) -> ChipRules:
    cents = c.get("cents")
    return ChipRules(**{**c, "cents": Rounding(cents) if cents is not None else None})


def _denomination(c: Mapping[str, Any]) -> Denomination:
    colour, spots = standard_colours(c["value"])
    return Denomination(
        value=c["value"],
        colour=c.get("colour", colour).lower(),
        spots=c.get("spots", spots).lower(),
        label=c.get("label"),
        plaque=c["plaque"],
    )


def _build(d: Mapping[str, Any], path: Path | None, content: bytes) -> Ruleset:
    t = d["tableau"]
    tableau = Tableau(
        naturals=frozenset(t["naturals"]),
        punto={total: Action(a) for total, a in t["punto"].items()},
        banco={
            total: BancoRow(
                Action(row["punto_stood"]), tuple(Action(a) for a in row["punto_third"])
            )
            for total, row in t["banco"].items()
        },
    )
    tb = dict(d["table"])
    standing = dict(tb.pop("standing", {}))
    if "on_shared_fields" in standing:
        standing["on_shared_fields"] = tuple(standing["on_shared_fields"])
    pr = dict(d["procedures"])
    return Ruleset(
        id=d["id"],
        name=_text(d["name"]),
        source=Source(**d["source"]),
        currency=d["currency"],
        chips=tuple(c["value"] for c in d["chips"]),
        denominations=tuple(_denomination(c) for c in d["chips"]),
        chip_rules=_chip_rules(d.get("payout_chips", {})),
        shoe=ShoeRules(**d["shoe"]),
        tableau=tableau,
        bets=tuple(_bet(b) for b in d["bets"]),
        table=TableRules(
            **{
                **tb,
                "box_bets": tuple(tb["box_bets"]),
                "shared_bets": tuple(tb.get("shared_bets", ())),
                "standing": StandingPlayers(**standing),
            }
        ),
        procedures=Procedures(
            **{
                **pr,
                "dealing_order": tuple(pr["dealing_order"]),
                "settlement_order": tuple(pr["settlement_order"]),
                "misdeal": MisdealRule(pr["misdeal"]),
            }
        ),
        notes=tuple(
            Note(
                about=n["about"],
                text=_text(n),
                quote=n.get("quote"),
                assumption=n["assumption"],
            )
            for n in d.get("notes", ())
        ),
        irregularities=tuple(_case(c) for c in d.get("irregularities", ())),
        published=tuple(
            PublishedFigure(p["bet"], p["figure"], p["value"], p["quote"])
            for p in d.get("published", ())
        ),
        idle_minutes=d.get("idle_minutes"),
        declared_locale=d.get("locale"),
        path=path,
        content=content,
        bet_names={b["id"]: _text(b["name"]) for b in d["bets"]},
    )


# -- entry points ---------------------------------------------------------------------------


def problems(content: bytes | str) -> tuple[list[Problem], Ruleset | None]:
    """Every problem of a ruleset's text, sorted by line, and the Ruleset when there are none."""
    document = reader.read_text(
        content,
        schema.RULESET,
        lambda: translate("ruleset", "a ruleset"),
        max_bytes=MAX_BYTES,
        empty=lambda: translate(
            "ruleset", "the file is empty, expected a ruleset (see rulesets/README.md)"
        ),
    )
    if document.reader is not None and isinstance(document.data, dict):
        _check(document.data, document.reader)
    reader.finish(document)
    if not document.ok:
        return document.problems, None
    raw = content.encode() if isinstance(content, str) else content
    return [], _build(document.data, None, raw)


def parse_ruleset(content: bytes | str, path: Path | str = "<ruleset>") -> Ruleset:
    """Read a ruleset from its text; raises RulesetError listing every problem at once."""
    found, ruleset = problems(content)
    if ruleset is None:
        label = str(path)
        raise RulesetError([p.format(label) for p in found])
    return ruleset


def load_ruleset(path: Path | str) -> Ruleset:
    """Load a ruleset file; raises RulesetError listing every problem of the file at once."""
    path = Path(path)
    try:
        content = reader.read_bytes(path, MAX_BYTES)
    except OSError as exc:
        raise RulesetError([reader.cannot_read(path, exc)]) from None
    return replace(parse_ruleset(content, path), path=path)

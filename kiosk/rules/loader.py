"""Load a ruleset YAML file into a typed Ruleset (safe YAML only).

Interim loader: builds the model from plain data. Errors are collected as RulesetError.
"""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path
from typing import Any

import yaml

from kiosk.domain.bets import BetKind, BetSpec, Commission, Ratio, Rounding
from kiosk.domain.tableau import Action, BancoRow, Tableau
from kiosk.rules.model import (
    MisdealRule,
    Note,
    Procedures,
    PublishedFigure,
    Ruleset,
    Shoe,
    Source,
    StandingPlayers,
    Table,
    Text,
)


class RulesetError(ValueError):
    """A ruleset file is invalid; `messages` holds every `FILE:LINE: key: problem` line."""

    def __init__(self, messages: list[str]) -> None:
        super().__init__("\n".join(messages))
        self.messages = messages


def _text(d: Any) -> Text:
    return Text(en=str(d["en"]), de=str(d["de"]))


def _money(v: Any) -> Decimal:
    return Decimal(str(v))


def _bet(d: dict[str, Any]) -> BetSpec:
    commission = None
    if "commission" in d:
        c = d["commission"]
        commission = Commission(
            rate=Decimal(str(c["rate"])),
            rounding=Rounding(c.get("rounding", "down")),
            step=Decimal(str(c.get("step", "0.01"))),
        )
    return BetSpec(
        id=str(d["id"]),
        kind=BetKind(d["kind"]),
        pays=Ratio.parse(str(d["pays"])),
        minimum=_money(d["min"]),
        maximum=_money(d["max"]),
        win_total_pays={
            int(k): Ratio.parse(str(v)) for k, v in d.get("win_total_pays", {}).items()
        },
        commission=commission,
        tie_total=d.get("tie_total"),
        banco_total=d.get("banco_total"),
        punto_third=d.get("punto_third"),
        requires_one_of=tuple(d.get("requires_one_of", ())),
    )


def build_ruleset(data: dict[str, Any], path: Path | None = None, content: bytes = b"") -> Ruleset:
    t = data["tableau"]
    tableau = Tableau(
        naturals=frozenset(int(n) for n in t["naturals"]),
        punto={int(k): Action(v) for k, v in t["punto"].items()},
        banco={
            int(k): BancoRow(Action(v["punto_stood"]), tuple(Action(a) for a in v["punto_third"]))
            for k, v in t["banco"].items()
        },
    )
    tb = data["table"]
    st = tb.get("standing", {})
    pr = data["procedures"]
    return Ruleset(
        id=str(data["id"]),
        name=_text(data["name"]),
        source=Source(title=data["source"]["title"], language=data["source"].get("language", "en")),
        currency=str(data["currency"]),
        chips=tuple(_money(c) for c in data["chips"]),
        shoe=Shoe(
            packs=int(data["shoe"]["packs"]),
            cut_card_from_end=data["shoe"].get("cut_card_from_end"),
            burn=bool(data["shoe"].get("burn", False)),
        ),
        tableau=tableau,
        bets=tuple(_bet(b) for b in data["bets"]),
        table=Table(
            boxes=int(tb["boxes"]),
            box_bets=tuple(tb["box_bets"]),
            shared_bets=tuple(tb.get("shared_bets", ())),
            dealers=int(tb.get("dealers", 1)),
            table_maximum=_money(tb["table_maximum"]) if "table_maximum" in tb else None,
            box_total_within_table_maximum=bool(tb.get("box_total_within_table_maximum", False)),
            standing=StandingPlayers(
                allowed=bool(st.get("allowed", False)),
                only_when_all_boxes_taken=bool(st.get("only_when_all_boxes_taken", True)),
                per_box=st.get("per_box"),
                on_shared_fields=tuple(st.get("on_shared_fields", ())),
            ),
        ),
        procedures=Procedures(
            dealing_order=tuple(pr["dealing_order"]),
            settlement_order=tuple(pr["settlement_order"]),
            misdeal=MisdealRule(pr["misdeal"]),
            may_bet_both_sides=bool(pr.get("may_bet_both_sides", True)),
        ),
        notes=tuple(
            Note(
                about=n["about"],
                text=Text(n["en"], n["de"]),
                quote=n.get("quote"),
                assumption=bool(n.get("assumption", False)),
            )
            for n in data.get("notes", ())
        ),
        published=tuple(
            PublishedFigure(p["bet"], p["figure"], Decimal(str(p["value"])), p["quote"])
            for p in data.get("published", ())
        ),
        idle_minutes=data.get("idle_minutes"),
        path=path,
        content=content,
    )


def load_ruleset(path: Path | str) -> Ruleset:
    path = Path(path)
    content = path.read_bytes()
    try:
        data = yaml.safe_load(content)
        return build_ruleset(data, path, content)
    except (yaml.YAMLError, KeyError, ValueError, TypeError) as exc:
        raise RulesetError([f"{path}: {exc}"]) from None

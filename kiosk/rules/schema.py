"""The ruleset format, declared once in the one reader's types (kiosk.rules.reader): every key,
its type, whether it is needed, its default, and what it means.

The loader reads a file against this declaration, and rulesets/ruleset.schema.json (the JSON
Schema YAML editors use for completion) is generated from it, so the two cannot drift apart:
`python -m kiosk.rules.schema > rulesets/ruleset.schema.json` (`python -m kiosk.rules.exams` prints the exam's schema, `python -m kiosk.settings` the
settings'). Checks that span several keys (a complete tableau,
bets that exist, min below max) live in the loader.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator
from typing import Any

from kiosk.domain.bets import (
    BetKind,
    Commission,
    CommissionCollect,
    CommissionSettle,
    Rounding,
)
from kiosk.domain.chips import ChipRules, Denomination
from kiosk.domain.irregularities import Case, CoupStep, Limit, Remedy, Situation
from kiosk.domain.tableau import Action
from kiosk.rules import reader
from kiosk.rules.model import (
    MisdealRule,
    Note,
    Procedures,
    ShoeRules,
    Source,
    StandingPlayers,
    TableRules,
)
from kiosk.rules.reader import (
    QT_TRANSLATE_NOOP,
    Bool,
    Choice,
    Field,
    Int,
    List,
    Number,
    Pay,
    Record,
    Shorthand,
    Str,
    Table,
    ValueType,
    texts,
)


def default_of(cls: type, name: str) -> Any:
    """The default of the model's field `name` in the dataclass `cls`: the one place a default
    of the format is written (the reader fills it in, the JSON Schema shows it)."""
    for f in dataclasses.fields(cls):
        if f.name == name and f.default is not dataclasses.MISSING:
            return f.default
    raise LookupError(f"{cls.__name__}.{name} has no default")  # a programming error


# -- the format -----------------------------------------------------------------------------

TOTAL = Int(0, 9)
IDLE_MINUTES = Int(1, reader.MAX_IDLE_MINUTES)
LOCALE = Str(
    r"^[a-z]{2}_[A-Z]{2}$",
    QT_TRANSLATE_NOOP("ruleset", "a locale such as de_CH or en_GB"),
    max_length=5,
)
ACTION = Choice(tuple(a.value for a in Action))
BET_ID = Str(
    r"^[a-z0-9][a-z0-9-]*$",
    QT_TRANSLATE_NOOP("ruleset", "a bet id (lower-case letters, digits and -)"),
)
BET_IDS = List(BET_ID, unique=True)
HAND = Choice(("punto", "banco"))


COLOUR = Str(
    r"^#[0-9A-Fa-f]{6}$",
    QT_TRANSLATE_NOOP("ruleset", "a colour such as #2e7d32"),
    max_length=7,
)

CHIP = Shorthand(
    Record(
        {
            "value": Field(Number(positive=True, example="25"), "The chip's value.", True),
            "colour": Field(
                COLOUR,
                "The chip's colour as #rrggbb (by default the usual colour of its value).",
            ),
            "spots": Field(
                COLOUR, "The colour of the spots on its edge as #rrggbb (white by default)."
            ),
            "label": Field(Str(max_length=8), "What is printed on it, if not its value (e.g. 1K)."),
            "plaque": Field(
                Bool(),
                "A rectangular plaque rather than a round chip.",
                default=default_of(Denomination, "plaque"),
            ),
        },
        "One chip of the house.",
    ),
    "value",
)

BANCO_ROW = Record(
    {
        "punto_stood": Field(
            ACTION, "What banco does on this total when punto stood (no third card).", True
        ),
        "punto_third": Field(
            List(
                ACTION,
                10,
                10,
                first_index=0,
                positions=QT_TRANSLATE_NOOP("ruleset", "punto's third card 0–9"),
            ),
            "What banco does on this total for each value 0–9 of punto's third card, in order.",
            True,
        ),
    },
    "Banco's rule for one two-card total.",
)

COMMISSION = Record(
    {
        "rate": Field(
            Number(positive=True, example="0.05"),
            "The commission as a fraction of the winnings: 0.05 for 5 %.",
            True,
        ),
        "rounding": Field(
            Choice(tuple(r.value for r in Rounding)),
            "How the commission is rounded to the step: down (player's favour), up (house's "
            "favour), half-up or half-even.",
            default=default_of(Commission, "rounding").value,
        ),
        "step": Field(
            Number(positive=True, example="0.05"),
            "The smallest amount of commission taken, e.g. 0.05.",
            default=default_of(Commission, "step"),
        ),
        "collect": Field(
            Choice(tuple(c.value for c in CommissionCollect)),
            "How the commission is taken: from-payout (the winnings less the commission are "
            "paid) or in-chips (the winnings are paid whole and the player pays the commission "
            "in chips, the dealer giving change).",
            default=default_of(Commission, "collect").value,
        ),
        "settle": Field(
            Choice(tuple(c.value for c in CommissionSettle)),
            "When the commission is taken: immediately, or marked in the seat's commission box "
            "and collected at-shoe-end or on-leaving.",
            default=default_of(Commission, "settle").value,
        ),
    },
    "Commission taken from the winnings of a winning bet.",
)

SIDE_BET = ("kind", (BetKind.EGALITE.value,))
THREE_GIVES_EIGHT = ("kind", (BetKind.THREE_GIVES_EIGHT.value,))

BET = Record(
    {
        "id": Field(BET_ID, "The bet's id, used by the table, conditions and notes.", True),
        "kind": Field(
            Choice(tuple(k.value for k in BetKind)),
            "What the bet is on: punto, banco, tie (any tie), egalite (a tie on one total) or "
            "three-gives-eight (banco two-card total with punto's third card).",
            True,
        ),
        "name": Field(texts("The bet's name"), "The bet's name on the layout.", True),
        "pays": Field(Pay(), 'What a win pays, WIN:STAKE in quotes: "1:1", "8:1".', True),
        "win_total_pays": Field(
            Table(
                Pay(), key_meaning=QT_TRANSLATE_NOOP("ruleset", "the winning hand's final total")
            ),
            'A different pay when the hand wins with this final total: {6: "1:2"}.',
            only_when=("kind", (BetKind.PUNTO.value, BetKind.BANCO.value)),
        ),
        "commission": Field(COMMISSION, "Commission on the winnings (banco's 5 %)."),
        "min": Field(Number(positive=True), "The smallest stake on this bet.", True),
        "max": Field(Number(positive=True), "The largest stake on this bet.", True),
        "tie_total": Field(
            TOTAL, "Egalité only: the total both hands must tie on.", True, only_when=SIDE_BET
        ),
        "banco_total": Field(
            TOTAL,
            "Three gives eight only: banco's two-card total, usually 3.",
            True,
            only_when=THREE_GIVES_EIGHT,
        ),
        "punto_third": Field(
            TOTAL,
            "Three gives eight only: the value of punto's third card, usually 8.",
            True,
            only_when=THREE_GIVES_EIGHT,
        ),
        "requires_one_of": Field(
            BET_IDS, "The bet is only taken alongside one of these bets (by id)."
        ),
    },
    "One bet the house offers.",
)

STANDING = Record(
    {
        "allowed": Field(
            Bool(),
            "Whether standing players may bet.",
            default=default_of(StandingPlayers, "allowed"),
        ),
        "only_when_all_boxes_taken": Field(
            Bool(),
            "Standing players may bet only when every seated box is taken.",
            default=default_of(StandingPlayers, "only_when_all_boxes_taken"),
        ),
        "per_box": Field(
            Int(1),
            "How many standing players may bet on one seated player's box (no limit if left out).",
        ),
        "on_shared_fields": Field(
            BET_IDS, "Shared bets (by id) standing players may place directly, e.g. [tie]."
        ),
    },
    "Standing players (behind the seated boxes).",
)

IRREGULARITY = Record(
    {
        "id": Field(
            Str(
                r"^[a-z0-9][a-z0-9-]*$",
                QT_TRANSLATE_NOOP("ruleset", "an id of lower-case letters, digits and -"),
            ),
            "The case's id, named by exams' red lines.",
            True,
        ),
        "situation": Field(
            Record(
                {
                    "what": Field(
                        Choice(tuple(s.value for s in Situation)), "What happened.", True
                    ),
                    "step": Field(
                        Choice(tuple(s.value for s in CoupStep)),
                        "At which step of the coup: shuffle, betting, dealing (the first four "
                        "cards), drawing (the third cards), calling, or next-coup (noticed once "
                        "the next coup's cards were drawn).",
                        True,
                    ),
                },
                "What happened, at which step of the coup.",
            ),
            "What happened, at which step of the coup.",
            True,
        ),
        "remedy": Field(
            Record(
                {
                    "action": Field(
                        Choice(tuple(r.value for r in Remedy)), "What the croupier does.", True
                    ),
                    "burn": Field(
                        Int(1, 3),
                        "Cards burned, the card out of place first.",
                        default=default_of(Case, "burn"),
                        only_when=("action", (Remedy.BURN_AND_CONTINUE.value,)),
                    ),
                    "limit": Field(
                        Choice(tuple(limit.value for limit in Limit)),
                        "The limit the bet is reduced to.",
                        default=default_of(Case, "limit").value,
                        only_when=("action", (Remedy.BET_REDUCED.value,)),
                    ),
                },
                "The house's remedy: one of the actions the kiosk knows, with its parameters.",
            ),
            "The house's remedy: one of the actions the kiosk knows, with its parameters.",
            True,
        ),
        "inspector": Field(Bool(), "Whether the inspector must be called.", True),
        "source": Field(
            Record(
                {
                    "clause": Field(Str(), "The house document's own words."),
                    "regulation": Field(Str(), "The regulation the remedy follows, cited."),
                    "assumption": Field(
                        Str(), "What is assumed, not in the document: for the house to confirm."
                    ),
                },
                "Where the remedy comes from: a clause of the house document, a regulation, or "
                "an assumption (at least one).",
            ),
            "Where the remedy comes from.",
            True,
        ),
    },
    "One irregularity at the table and the house's remedy.",
)

RULESET = Record(
    {
        "id": Field(
            Str(
                r"^[a-z0-9][a-z0-9-]*$",
                QT_TRANSLATE_NOOP("ruleset", "an id of lower-case letters, digits and -"),
            ),
            "The ruleset's id; the file is named after it (schaanwald.yaml has id schaanwald).",
            True,
        ),
        "name": Field(texts("The house's name for this game"), "The ruleset's name.", True),
        "source": Field(
            Record(
                {
                    "title": Field(Str(), "Title of the house document the rules come from.", True),
                    "language": Field(
                        Choice(("en", "de")),
                        "Language of the document.",
                        default=default_of(Source, "language"),
                    ),
                },
                "The house document these rules are taken from.",
            ),
            "The house document these rules are taken from.",
            True,
        ),
        "currency": Field(
            Str(
                r"^[A-Z]{3}$",
                QT_TRANSLATE_NOOP("ruleset", "a three-letter currency code such as CHF"),
            ),
            "Currency of all amounts: CHF, EUR, GBP …",
            True,
        ),
        "chips": Field(
            List(CHIP, 1, 24, unique_by="value", ascending=True),
            'The chips in use, smallest first, each a mapping {value: "25", colour: "#2e7d32", '
            'spots: "#ffffff"} or just its value "25" (drawn in the usual colour of the value); '
            "the smallest is the betting unit.",
            True,
        ),
        "payout_chips": Field(
            Record(
                {
                    "colour_for_colour_from": Field(
                        Number(positive=True, example="100"),
                        "Winnings on stake chips of this value or more are paid colour for "
                        "colour (five 100s win five 100s, not one 500); no such rule if left out.",
                    ),
                    "tolerated_extra_chips": Field(
                        Int(0, 20),
                        "Chips more than the fewest a payout may take and still count as sensible.",
                        default=default_of(ChipRules, "tolerated_extra_chips"),
                    ),
                    "cents": Field(
                        Choice(tuple(r.value for r in Rounding)),
                        "How an amount the chips cannot make (cents below the smallest chip, "
                        "from commission or a 1:2 pay) is paid: rounded to the smallest chip "
                        "down (the house keeps the cents), up (the house pays them), half-up "
                        "or half-even; if left out, `kiosk rules validate` warns where a "
                        "payout cannot be made from the chips.",
                    ),
                },
                "How the house wants payouts made in chips.",
            ),
            "How the house wants payouts made in chips.",
        ),
        "shoe": Field(
            Record(
                {
                    "packs": Field(Int(1, 12), "Number of 52-card packs in the shoe.", True),
                    "cut_card_from_end": Field(
                        Int(0), "Cards left behind the cut card (no cut card if left out)."
                    ),
                    "burn": Field(
                        Bool(),
                        "Burn cards after the shuffle: turn the first card, burn its point value.",
                        default=default_of(ShoeRules, "burn"),
                    ),
                },
                "The shoe.",
            ),
            "The shoe.",
            True,
        ),
        "locale": Field(
            LOCALE,
            "How amounts and numbers are written for this house, as a locale such as de_CH or "
            "en_GB (by default the currency's: CHF de_CH, EUR de_DE, GBP en_GB …).",
        ),
        "idle_minutes": Field(
            IDLE_MINUTES, "Minutes without a touch before the kiosk returns to its start screen."
        ),
        "tableau": Field(
            Record(
                {
                    "naturals": Field(
                        List(TOTAL, 1, unique=True),
                        "Two-card totals that are naturals: nobody draws. Usually [8, 9].",
                        True,
                    ),
                    "punto": Field(
                        Table(
                            ACTION,
                            key_meaning=QT_TRANSLATE_NOOP("ruleset", "punto's two-card total"),
                        ),
                        "Punto's rule: draw or stand for every two-card total that is not a "
                        "natural.",
                        True,
                    ),
                    "banco": Field(
                        Table(
                            BANCO_ROW,
                            key_meaning=QT_TRANSLATE_NOOP("ruleset", "banco's two-card total"),
                        ),
                        "Banco's rule: one row for every two-card total that is not a natural.",
                        True,
                    ),
                },
                "The drawing rules.",
            ),
            "The drawing rules (tableau).",
            True,
        ),
        "bets": Field(
            List(BET, 1, label_key="id"), "Every bet the house offers, with pays and limits.", True
        ),
        "table": Field(
            Record(
                {
                    "boxes": Field(Int(1, 20), "Number of seated boxes.", True),
                    "box_bets": Field(
                        BET_IDS,
                        "Bets (by id) with an area in every box, e.g. [punto, banco].",
                        True,
                    ),
                    "shared_bets": Field(
                        BET_IDS, "Bets (by id) on a field all players share, e.g. [tie]."
                    ),
                    "dealers": Field(
                        Int(1, 4),
                        "Croupiers at the table.",
                        default=default_of(TableRules, "dealers"),
                    ),
                    "table_maximum": Field(
                        Number(positive=True), "The table maximum; no bet's max may exceed it."
                    ),
                    "box_total_within_table_maximum": Field(
                        Bool(),
                        "All bets on one box together must stay within the table maximum.",
                        default=default_of(TableRules, "box_total_within_table_maximum"),
                    ),
                    "standing": Field(STANDING, "Standing players."),
                },
                "The table layout.",
            ),
            "The table layout and limits.",
            True,
        ),
        "procedures": Field(
            Record(
                {
                    "dealing_order": Field(
                        List(HAND, 6, 6, positions=QT_TRANSLATE_NOOP("ruleset", "cards 1 to 6")),
                        "Which hand gets cards 1 to 6: punto, banco, punto, banco, punto, banco.",
                        True,
                    ),
                    "settlement_order": Field(
                        List(Choice(("collect-losing", "pay-winning")), 1, unique=True),
                        "Order of settlement, e.g. [collect-losing, pay-winning].",
                        True,
                    ),
                    "misdeal": Field(
                        Choice(tuple(m.value for m in MisdealRule)),
                        "A dealing error: always-corrected, or stands-unless-flagged (it stands "
                        "unless flagged before the next coup's cards).",
                        True,
                    ),
                    "may_bet_both_sides": Field(
                        Bool(),
                        "Whether a player may bet on punto and banco at once.",
                        default=default_of(Procedures, "may_bet_both_sides"),
                    ),
                },
                "How the croupier deals and settles.",
            ),
            "How the croupier deals and settles.",
            True,
        ),
        "notes": Field(
            List(
                Record(
                    {
                        "about": Field(
                            Str(),
                            "The key path the note explains, e.g. tableau.banco.4 or "
                            "bets.banco.commission.",
                            True,
                        ),
                        "en": Field(Str(), "The note in English.", True),
                        "de": Field(Str(), "The note in German.", True),
                        "quote": Field(Str(), "The house document's own words."),
                        "assumption": Field(
                            Bool(),
                            "Not in the document: an assumption to be confirmed by the house.",
                            default=default_of(Note, "assumption"),
                        ),
                    },
                    "A note explaining how a rule was read from the house document.",
                )
            ),
            "Notes on how the rules were read from the house document.",
        ),
        "irregularities": Field(
            List(IRREGULARITY, label_key="id"),
            "What goes wrong at the table and the house's remedy for each case.",
        ),
        "published": Field(
            List(
                Record(
                    {
                        "bet": Field(BET_ID, "The bet (by id) the figure is about.", True),
                        "figure": Field(Choice(("house-edge",)), "What the figure is.", True),
                        "value": Field(
                            Number(example="0.0145"),
                            "The figure as a fraction: 0.0145 for 1.45 %.",
                            True,
                        ),
                        "quote": Field(Str(), "The house's own words.", True),
                    },
                    "A figure the house publishes.",
                )
            ),
            "Figures the house publishes (house edges), checked by `kiosk rules audit`.",
        ),
    },
    "A Punto Banco house ruleset for kiosk.",
)


def json_schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of the ruleset format."""
    return reader.json_schema(RULESET, "kiosk Punto Banco house ruleset")


def key_paths(value_type: ValueType = RULESET, prefix: str = "") -> Iterator[str]:
    """Every key path of the format, lists and tables written as `*`: "bets.*.commission.rate"."""
    return reader.key_paths(value_type, prefix)


if __name__ == "__main__":  # python -m kiosk.rules.schema > rulesets/ruleset.schema.json
    print(json.dumps(json_schema(), indent=2, ensure_ascii=False))

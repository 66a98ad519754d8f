"""The ruleset format, declared once: every key, its type, whether it is needed, and what it means.

The loader checks a file against this declaration, and rulesets/ruleset.schema.json (the JSON
Schema YAML editors use for completion) is generated from it, so the two cannot drift apart:
`python -m kiosk.rules.schema > rulesets/ruleset.schema.json`. Checks that span several keys
(a complete tableau, bets that exist, min below max) live in the loader.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from kiosk.domain.bets import BetKind, Rounding
from kiosk.domain.tableau import Action
from kiosk.i18n import translate
from kiosk.rules.model import MisdealRule


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate looks for
    """Marks a text for translation where it is declared; it is translated where it is shown."""
    del context
    return text


# -- value types ----------------------------------------------------------------------------


@dataclass(frozen=True)
class ValueType:
    """The base of every value type; `expected` says what a value must look like, for messages."""

    @property
    def expected(self) -> str:
        raise NotImplementedError

    def json_schema(self) -> dict[str, Any]:
        raise NotImplementedError


@dataclass(frozen=True)
class Str(ValueType):
    pattern: str | None = None  # a regular expression the whole text must match
    shape: str = QT_TRANSLATE_NOOP("ruleset", "text")  # what `pattern` asks for, in words

    @property
    def expected(self) -> str:
        return translate("ruleset", self.shape)

    def json_schema(self) -> dict[str, Any]:
        schema: dict[str, Any] = {"type": "string", "minLength": 1}
        if self.pattern:
            schema["pattern"] = self.pattern
        return schema


@dataclass(frozen=True)
class Int(ValueType):
    minimum: int = 0
    maximum: int | None = None

    @property
    def expected(self) -> str:
        if self.maximum is None:
            return translate("ruleset", "a whole number ≥ {minimum}").format(minimum=self.minimum)
        return translate("ruleset", "a whole number {minimum}–{maximum}").format(
            minimum=self.minimum, maximum=self.maximum
        )

    def json_schema(self) -> dict[str, Any]:
        schema: dict[str, Any] = {"type": "integer", "minimum": self.minimum}
        if self.maximum is not None:
            schema["maximum"] = self.maximum
        return schema


@dataclass(frozen=True)
class Bool(ValueType):
    @property
    def expected(self) -> str:
        return translate("ruleset", "true or false")

    def json_schema(self) -> dict[str, Any]:
        return {"type": "boolean"}


@dataclass(frozen=True)
class Choice(ValueType):
    values: tuple[str, ...]

    @property
    def expected(self) -> str:
        return translate("ruleset", "one of {values}").format(values=", ".join(self.values))

    def json_schema(self) -> dict[str, Any]:
        return {"enum": list(self.values)}


#: Decimal numbers are written as text ("0.05") or as plain numbers; never read through float.
DECIMAL_PATTERN = r"^[+-]?[0-9]+(\.[0-9]+)?$"


@dataclass(frozen=True)
class Number(ValueType):
    """An exact decimal number (money, a rate, a fraction), in quotes or not."""

    positive: bool = False  # must be more than 0
    example: str = "5 or 0.05"

    @property
    def expected(self) -> str:
        return translate("ruleset", "a number such as {example}").format(example=self.example)

    def json_schema(self) -> dict[str, Any]:
        text: dict[str, Any] = {"type": "string", "pattern": DECIMAL_PATTERN}
        number: dict[str, Any] = {"type": "number"}
        if self.positive:
            number["exclusiveMinimum"] = 0
            text["pattern"] = r"^[+]?(0*[1-9][0-9]*(\.[0-9]+)?|0+\.[0-9]*[1-9][0-9]*)$"
        return {"anyOf": [text, number]}


#: A pay: WIN:STAKE, as `8:1`, `8 to 1` or `1-2` (always quote it in YAML: "8:1").
RATIO_PATTERN = r"^\s*[0-9]+\s*(:|-|\s+to\s+)\s*[0-9]+\s*$"


@dataclass(frozen=True)
class Pay(ValueType):
    @property
    def expected(self) -> str:
        return translate("ruleset", 'a pay WIN:STAKE such as "8:1" or "1:2"')

    def json_schema(self) -> dict[str, Any]:
        return {"type": "string", "pattern": RATIO_PATTERN}


@dataclass(frozen=True)
class List(ValueType):
    item: ValueType
    min_items: int = 0
    max_items: int | None = None
    unique: bool = False
    #: Position of the first item in key paths: 1 (the first note is notes.1) or 0 where the
    #: position is a card value (punto_third.0 … punto_third.9).
    first_index: int = 1
    #: Items are records named by this key in key paths (bets.banco rather than bets.2).
    label_key: str | None = None
    #: What the positions mean, for the length message: "punto's third card 0–9".
    positions: str = ""

    @property
    def expected(self) -> str:
        return translate("ruleset", "a list")

    def json_schema(self) -> dict[str, Any]:
        schema: dict[str, Any] = {"type": "array", "items": self.item.json_schema()}
        if self.min_items:
            schema["minItems"] = self.min_items
        if self.max_items is not None:
            schema["maxItems"] = self.max_items
        if self.unique:
            schema["uniqueItems"] = True
        return schema


@dataclass(frozen=True)
class Table(ValueType):
    """A mapping from a small whole number (a total 0–9) to a value."""

    value: ValueType
    minimum: int = 0
    maximum: int = 9
    key_meaning: str = QT_TRANSLATE_NOOP("ruleset", "total")

    @property
    def expected(self) -> str:
        return translate("ruleset", "a mapping from {meaning} ({minimum}–{maximum})").format(
            meaning=translate("ruleset", self.key_meaning),
            minimum=self.minimum,
            maximum=self.maximum,
        )

    def json_schema(self) -> dict[str, Any]:
        return {
            "type": "object",
            "propertyNames": {"pattern": f"^[{self.minimum}-{self.maximum}]$"},
            "additionalProperties": self.value.json_schema(),
        }


@dataclass(frozen=True)
class Field:
    """One key of a record."""

    type: ValueType
    description: str
    required: bool = False
    default: Any = None  # shown in the JSON Schema; the model holds the real default
    #: The key is only allowed, or (with `required`) needed, when a sibling key has one of
    #: these values: ("kind", ("egalite",)).
    only_when: tuple[str, tuple[str, ...]] | None = None


@dataclass(frozen=True)
class Record(ValueType):
    fields: Mapping[str, Field]
    description: str = ""

    @property
    def expected(self) -> str:
        return translate("ruleset", "a mapping with the keys {keys}").format(
            keys=", ".join(self.fields)
        )

    def json_schema(self) -> dict[str, Any]:
        properties: dict[str, Any] = {}
        for key, f in self.fields.items():
            prop = f.type.json_schema()
            prop = {"description": f.description, **prop}
            if f.default is not None:
                prop["default"] = f.default
            properties[key] = prop
        schema: dict[str, Any] = {"type": "object"}
        if self.description:
            schema["description"] = self.description
        schema["properties"] = properties
        schema["additionalProperties"] = False
        required = [k for k, f in self.fields.items() if f.required and f.only_when is None]
        if required:
            schema["required"] = required
        conditions: list[dict[str, Any]] = []
        for key, f in self.fields.items():
            if f.only_when is None:
                continue
            sibling, values = f.only_when
            when = {"properties": {sibling: {"enum": list(values)}}, "required": [sibling]}
            if f.required:
                conditions.append({"if": when, "then": {"required": [key]}})
            conditions.append({"if": {"not": when}, "then": {"not": {"required": [key]}}})
        if conditions:
            schema["allOf"] = conditions
        return schema


# -- the format -----------------------------------------------------------------------------

TOTAL = Int(0, 9)
ACTION = Choice(tuple(a.value for a in Action))
BET_ID = Str(
    r"^[a-z0-9][a-z0-9-]*$",
    QT_TRANSLATE_NOOP("ruleset", "a bet id (lower-case letters, digits and -)"),
)
BET_IDS = List(BET_ID, unique=True)
HAND = Choice(("punto", "banco"))


def _text(what: str) -> Record:
    return Record(
        {
            "en": Field(Str(), f"{what} in English.", required=True),
            "de": Field(Str(), f"{what} in German.", required=True),
        },
        f"{what}, in both UI languages.",
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
            default=Rounding.DOWN.value,
        ),
        "step": Field(
            Number(positive=True, example="0.05"),
            "The smallest amount of commission taken, e.g. 0.05.",
            default="0.01",
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
        "name": Field(_text("The bet's name"), "The bet's name on the layout.", True),
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
        "allowed": Field(Bool(), "Whether standing players may bet.", default=False),
        "only_when_all_boxes_taken": Field(
            Bool(), "Standing players may bet only when every seated box is taken.", default=True
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
        "name": Field(_text("The house's name for this game"), "The ruleset's name.", True),
        "source": Field(
            Record(
                {
                    "title": Field(Str(), "Title of the house document the rules come from.", True),
                    "language": Field(
                        Choice(("en", "de")), "Language of the document.", default="en"
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
            List(Number(positive=True), 1, unique=True),
            'Chip values in use, e.g. ["1", "5", "25"]; the smallest is the betting unit.',
            True,
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
                        default=False,
                    ),
                },
                "The shoe.",
            ),
            "The shoe.",
            True,
        ),
        "idle_minutes": Field(
            Int(1), "Minutes without a touch before the kiosk returns to its start screen."
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
                    "dealers": Field(Int(1, 4), "Croupiers at the table.", default=1),
                    "table_maximum": Field(
                        Number(positive=True), "The table maximum; no bet's max may exceed it."
                    ),
                    "box_total_within_table_maximum": Field(
                        Bool(),
                        "All bets on one box together must stay within the table maximum.",
                        default=False,
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
                        Bool(), "Whether a player may bet on punto and banco at once.", default=True
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
                            default=False,
                        ),
                    },
                    "A note explaining how a rule was read from the house document.",
                )
            ),
            "Notes on how the rules were read from the house document.",
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
    schema = RULESET.json_schema()
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "kiosk Punto Banco house ruleset",
        **schema,
    }


def key_paths(value_type: ValueType = RULESET, prefix: str = "") -> Iterator[str]:
    """Every key path of the format, lists and tables written as `*`: "bets.*.commission.rate"."""
    if isinstance(value_type, Record):
        for key, f in value_type.fields.items():
            path = f"{prefix}.{key}" if prefix else key
            yield path
            yield from key_paths(f.type, path)
    elif isinstance(value_type, List):
        yield from key_paths(value_type.item, f"{prefix}.*")
    elif isinstance(value_type, Table):
        yield from key_paths(value_type.value, f"{prefix}.*")


if __name__ == "__main__":
    print(json.dumps(json_schema(), indent=2, ensure_ascii=False))

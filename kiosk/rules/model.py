"""The typed Ruleset: everything a house decides, as loaded from its YAML file."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from decimal import Decimal
from enum import StrEnum
from pathlib import Path

from kiosk.domain.bets import BetKind, BetSpec, Commission, CommissionCollect, CommissionSettle
from kiosk.domain.chips import ChipRules, ChipSet, Denomination, standard_colours
from kiosk.domain.irregularities import Case
from kiosk.domain.money import format_money, format_number, locale_for_currency
from kiosk.domain.tableau import Tableau
from kiosk.i18n import current_language, in_language, translate


@dataclass(frozen=True, slots=True)
class Text:
    """A text the house gives in both UI languages."""

    en: str
    de: str

    def get(self, lang: str) -> str:
        return in_language(self.en, self.de, lang)


@dataclass(frozen=True, slots=True)
class Source:
    title: str  # e.g. "Casino Schaanwald, Punto Banco 2000 — Rules of the game"
    language: str = "en"


@dataclass(frozen=True, slots=True)
class ShoeRules:
    packs: int
    cut_card_from_end: int | None = None  # cards left behind the cut card; None: no cut card
    burn: bool = False  # burn after the shuffle: turn the first card, burn its point value (0 → 10)


@dataclass(frozen=True, slots=True)
class StandingPlayers:
    """Castle Vaduz: standing players may bet on a seated player's box under conditions."""

    allowed: bool = False
    only_when_all_boxes_taken: bool = True
    per_box: int | None = None  # standing players per box; None: no limit
    on_shared_fields: tuple[str, ...] = ()  # bet ids standing players may place directly (tie)


@dataclass(frozen=True, slots=True)
class TableRules:
    boxes: int  # seated boxes, numbered 1..boxes
    box_bets: tuple[str, ...]  # bet ids with an area in every box (punto, banco)
    shared_bets: tuple[str, ...]  # bet ids on a field all players share (tie)
    dealers: int = 1
    table_maximum: Decimal | None = None
    # Castle Vaduz: all bets on one box together within the table maximum.
    box_total_within_table_maximum: bool = False
    standing: StandingPlayers = field(default_factory=StandingPlayers)


class MisdealRule(StrEnum):
    # UK: an over/under-draw not rectified or flagged before the next coup's cards stands.
    STANDS_UNLESS_FLAGGED = "stands-unless-flagged"
    # The error is corrected whenever it is found; the dealt result never stands.
    ALWAYS_CORRECTED = "always-corrected"


@dataclass(frozen=True, slots=True)
class Procedures:
    dealing_order: tuple[str, ...]  # cards 1..6: punto, banco, punto, banco, punto, banco
    settlement_order: tuple[str, ...]  # e.g. ("collect-losing", "pay-winning")
    misdeal: MisdealRule
    may_bet_both_sides: bool = True  # UK: may not wager on both punto and banco


@dataclass(frozen=True, slots=True)
class Note:
    about: str  # key path in the ruleset the note explains, e.g. "tableau.banco.6"
    text: Text
    quote: str | None = None  # the brochure's own words
    assumption: bool = False  # not in the document: to be confirmed by the house


@dataclass(frozen=True, slots=True)
class PublishedFigure:
    """A figure the house publishes (e.g. a house edge on a poster), checked by the audit."""

    bet: str
    figure: str  # "house-edge"
    value: Decimal  # as a fraction: 0.0145 for 1.45 %
    quote: str


@dataclass(frozen=True)
class Ruleset:
    id: str
    name: Text
    source: Source
    currency: str
    chips: tuple[Decimal, ...]
    shoe: ShoeRules
    tableau: Tableau
    bets: tuple[BetSpec, ...]
    table: TableRules
    procedures: Procedures
    notes: tuple[Note, ...] = ()
    published: tuple[PublishedFigure, ...] = ()
    irregularities: tuple[Case, ...] = ()  # what goes wrong at the table, and the remedy
    idle_minutes: int | None = None
    path: Path | None = None
    content: bytes = b""  # the file's bytes, for the content hash
    declared_locale: str | None = None  # the ruleset's `locale:`; see `locale`
    bet_names: Mapping[str, Text] = field(default_factory=dict)  # bet id → name on the layout
    # The chips as drawn (colour, spots, label); `chips` holds their values.
    denominations: tuple[Denomination, ...] = ()
    chip_rules: ChipRules = field(default_factory=ChipRules)

    @property
    def chip_set(self) -> ChipSet:
        """The house's chips and its rules for paying with them."""
        given = {d.value: d for d in self.denominations}
        return ChipSet(
            tuple(
                given.get(v) or Denomination(v, *standard_colours(v)) for v in sorted(self.chips)
            ),
            self.chip_rules,
        )

    @property
    def locale(self) -> str:
        """How this house writes amounts and numbers: its `locale:`, else its currency's."""
        return self.declared_locale or locale_for_currency(self.currency)

    def money(self, amount: Decimal) -> str:
        """An amount as the house writes it, in a label or a sentence: CHF 1'088, £1,000.50."""
        return format_money(amount, self.currency, self.locale)

    def number(self, value: Decimal | int) -> str:
        """A number as the house writes it (a chip's value, a count): 1'000, 0.50."""
        return format_number(value, self.locale)

    @property
    def packs(self) -> int:
        return self.shoe.packs

    @property
    def chip_unit(self) -> Decimal:
        return min(self.chips)

    @property
    def content_hash(self) -> str:
        return hashlib.sha256(self.content).hexdigest()

    @property
    def bets_by_id(self) -> Mapping[str, BetSpec]:
        return {bet.id: bet for bet in self.bets}

    def irregularity(self, case_id: str) -> Case:
        return next(c for c in self.irregularities if c.id == case_id)

    def bet(self, bet_id: str) -> BetSpec:
        return self.bets_by_id[bet_id]

    def with_banco_commission(
        self, collect: CommissionCollect, settle: CommissionSettle, default: Commission
    ) -> Ruleset:
        """This house with banco's commission collected and settled another way (`default` for a
        banco that takes none): how procedures no shipped house uses are tested and shown. The
        result keeps this file's content and id; it is never loaded from a file nor recorded as
        a house of its own."""
        bets = tuple(
            replace(b, commission=replace(b.commission or default, collect=collect, settle=settle))
            if b.kind is BetKind.BANCO
            else b
            for b in self.bets
        )
        return replace(self, bets=bets)

    def bet_name(self, bet_id: str) -> str:
        """The bet's name as people read it, in the current language: the house's own name, else
        a name from its kind (and a specific tie's total); an id it does not know, as it is.
        The one place a bet is named."""
        named = self.bet_names.get(bet_id)
        if named is not None:
            return named.get(current_language())
        bet = self.bets_by_id.get(bet_id)
        if bet is None:
            return bet_id
        if bet.kind is BetKind.PUNTO:
            return translate("Names", "Punto")
        if bet.kind is BetKind.BANCO:
            return translate("Names", "Banco")
        if bet.kind is BetKind.TIE:
            return translate("Names", "Tie")
        if bet.kind is BetKind.EGALITE:
            return translate("Names", "Egalité %1").replace("%1", str(bet.tie_total))
        return translate("Names", "3 gives 8")

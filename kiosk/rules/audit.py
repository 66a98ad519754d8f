"""The ruleset audit: what a house's rules mean in money, and what in them looks wrong.

From the ruleset's own tableau, packs and pay tables it takes the exact odds (kiosk.domain.odds)
and reports every outcome, every bet's chances and house edge, and warnings: a bet the player has
the edge on, a bet that can never win or always wins, every tableau cell that differs from the
standard tableau, every published figure that the exact one does not explain by rounding (saying
when truncation does), and every assumption the ruleset marks as not in the house's document.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal, localcontext
from enum import StrEnum
from fractions import Fraction
from typing import Any

from kiosk.domain.bets import BetSpec
from kiosk.domain.money import format_number, percent_number
from kiosk.domain.odds import BetOdds, CoupCounts, Progress, odds_for
from kiosk.domain.tableau import STANDARD, Tableau
from kiosk.i18n import current_language, tr, translate
from kiosk.rules import wording
from kiosk.rules.model import PublishedFigure, Ruleset

HOUSE_EDGE = "house-edge"
# Published figures the audit can check.
KNOWN_FIGURES = (HOUSE_EDGE,)


class WarningCode(StrEnum):
    PLAYER_EDGE = "player-edge"  # house edge ≤ 0 on a bet
    TABLEAU_NATURALS = "tableau-naturals"
    TABLEAU_PUNTO = "tableau-punto-cell"
    TABLEAU_BANCO = "tableau-banco-cell"
    PUBLISHED_TRUNCATED = "published-truncated"  # off by more than rounding; truncation explains it
    PUBLISHED_MISMATCH = "published-mismatch"  # neither rounding nor truncation explains it
    PUBLISHED_UNKNOWN_BET = "published-unknown-bet"
    PUBLISHED_UNKNOWN_FIGURE = "published-unknown-figure"
    BET_NEVER_WINS = "bet-never-wins"  # the tableau leaves the bet no winning coup
    BET_ALWAYS_WINS = "bet-always-wins"  # the bet wins every coup
    ASSUMPTION = "assumption"  # a note the ruleset marks as not in the house's document
    CHIPS_CANNOT_PAY = "chips-cannot-pay"  # payouts in cents the chips cannot make


# Warnings that ask the house to confirm or correct its file before go-live: what
# `kiosk rules validate` reports, and what `--strict` fails on.
VALIDATION_WARNINGS = frozenset(
    {
        WarningCode.BET_NEVER_WINS,
        WarningCode.BET_ALWAYS_WINS,
        WarningCode.ASSUMPTION,
        WarningCode.CHIPS_CANNOT_PAY,
    }
)
# Stakes tried from a bet's minimum, one smallest chip apart, for a payout the chips cannot make.
CHIP_STAKES = 200


class Verdict(StrEnum):
    ROUNDED = "rounded"  # the exact figure rounded to the published places
    TRUNCATED = "truncated"  # the exact figure cut off, not rounded
    DIFFERS = "differs"  # neither


@dataclass(frozen=True, slots=True)
class AuditWarning:
    code: WarningCode
    message: str
    details: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code.value, "message": self.message, **self.details}


@dataclass(frozen=True, slots=True)
class PublishedCheck:
    """A published figure next to the exact one, at the published number of places."""

    figure: PublishedFigure
    exact: Fraction
    rounded: Decimal
    truncated: Decimal
    verdict: Verdict

    @property
    def places(self) -> int:
        return _places(self.figure.value)


@dataclass(frozen=True, slots=True)
class BetAudit:
    bet: BetSpec
    odds: BetOdds
    published: tuple[PublishedCheck, ...]


@dataclass(frozen=True)
class Audit:
    ruleset: Ruleset
    counts: CoupCounts
    bets: tuple[BetAudit, ...]
    warnings: tuple[AuditWarning, ...]

    def to_json(self) -> dict[str, Any]:
        """The audit as plain data (the `--format json` output); fractions as floats."""
        c = self.counts
        return {
            "ruleset": self.ruleset.id,
            "name": self.ruleset.name.get(current_language()),
            "file": str(self.ruleset.path) if self.ruleset.path else None,
            "decks": c.packs,
            "total": c.total,
            "outcomes": {
                "punto": _share(c.punto, c.total),
                "banco": _share(c.banco, c.total),
                "tie": _share(c.tie, c.total),
            },
            "by_total": {
                "tie": [_share(c.tie_on(t), c.total) | {"total": t} for t in range(10)],
                "banco_wins": [
                    _share(c.banco_wins_with(t), c.total) | {"total": t} for t in range(10)
                ],
                "punto_wins": [
                    _share(c.punto_wins_with(t), c.total) | {"total": t} for t in range(10)
                ],
            },
            "bets": [_bet_json(b, self.ruleset.bet_name(b.bet.id)) for b in self.bets],
            "warnings": [w.to_json() for w in self.warnings],
        }


def _share(count: int, total: int) -> dict[str, Any]:
    return {"count": count, "probability": count / total}


def _bet_json(audit: BetAudit, name: str) -> dict[str, Any]:
    bet, odds = audit.bet, audit.odds
    return {
        "id": bet.id,
        "name": name,
        "kind": bet.kind.value,
        "pays": str(bet.pays),
        "win_total_pays": {str(t): str(r) for t, r in sorted(bet.win_total_pays.items())},
        "commission": float(bet.commission.rate) if bet.commission else None,
        "house_edge": float(odds.house_edge),
        "house_edge_exact": str(odds.house_edge),
        "win": _share(odds.win, odds.total),
        "loss": _share(odds.loss, odds.total),
        "push": _share(odds.push, odds.total),
        "pay_table": [
            {"pay": str(p.pay), "totals": list(p.totals)} | _share(p.count, odds.total)
            for p in odds.pays
        ],
        "published": [
            {
                "figure": check.figure.figure,
                "value": float(check.figure.value),
                "quote": check.figure.quote,
                "verdict": check.verdict.value,
            }
            for check in audit.published
        ],
    }


# -- figures ---------------------------------------------------------------------------------


def _places(value: Decimal) -> int:
    exponent = value.as_tuple().exponent
    return -exponent if isinstance(exponent, int) and exponent < 0 else 0


def _to_places(value: Fraction, places: int, rounding: str) -> Decimal:
    with localcontext() as ctx:
        ctx.prec = 60
        exact = Decimal(value.numerator) / Decimal(value.denominator)
        return exact.quantize(Decimal(1).scaleb(-places), rounding=rounding)


def check_published(figure: PublishedFigure, exact: Fraction) -> PublishedCheck:
    """Compare a published figure with the exact value at the published number of places."""
    places = _places(figure.value)
    rounded = _to_places(exact, places, ROUND_HALF_UP)
    truncated = _to_places(exact, places, ROUND_DOWN)
    if figure.value == rounded:
        verdict = Verdict.ROUNDED
    elif figure.value == truncated:
        verdict = Verdict.TRUNCATED
    else:
        verdict = Verdict.DIFFERS
    return PublishedCheck(figure, exact, rounded, truncated, verdict)


def percent(value: Fraction | Decimal | float, places: int = 3) -> str:
    """A fraction as a percentage in the UI language: 0.014581 → "1.458 %" / "1,458 %"."""
    number = percent_number(value, current_language(), places)
    return translate("audit", "{number} %").format(number=number)


def grouped(count: int) -> str:
    """A large count with thousands separators in the UI language."""
    return format_number(count, current_language())


# -- warnings --------------------------------------------------------------------------------


def tableau_warnings(tableau: Tableau, standard: Tableau = STANDARD) -> list[AuditWarning]:
    """One warning per cell where `tableau` differs from the standard tableau."""
    out: list[AuditWarning] = []
    if tableau.naturals != standard.naturals:
        out.append(
            AuditWarning(
                WarningCode.TABLEAU_NATURALS,
                translate(
                    "audit",
                    "Naturals differ from the standard tableau: here “{house}”, standard “{standard}”.",
                ).format(
                    house=wording.naturals_rule(sorted(tableau.naturals)),
                    standard=wording.naturals_rule(sorted(standard.naturals)),
                ),
                {
                    "house": sorted(tableau.naturals),
                    "standard": sorted(standard.naturals),
                },
            )
        )
    for total in sorted(set(tableau.punto) & set(standard.punto)):
        house, std = tableau.punto[total], standard.punto[total]
        if house is not std:
            out.append(
                AuditWarning(
                    WarningCode.TABLEAU_PUNTO,
                    translate(
                        "audit",
                        "Tableau cell differs from the standard: here “{house}”, standard “{standard}”.",
                    ).format(
                        house=wording.punto_cell(total, house),
                        standard=wording.punto_cell(total, std),
                    ),
                    {"hand": "punto", "total": total, "house": house.value, "standard": std.value},
                )
            )
    std_cells = {(t, third): a for t, third, a in standard.cells()}
    for total, third, house_action in tableau.cells():
        std_action = std_cells.get((total, third))
        if std_action is None or std_action is house_action:
            continue
        out.append(
            AuditWarning(
                WarningCode.TABLEAU_BANCO,
                translate(
                    "audit",
                    "Tableau cell differs from the standard: here “{house}”, standard “{standard}”.",
                ).format(
                    house=wording.cell_words(total, third, house_action),
                    standard=wording.cell_words(total, third, std_action),
                ),
                {
                    "hand": "banco",
                    "total": total,
                    "punto_third": third,
                    "house": house_action.value,
                    "standard": std_action.value,
                },
            )
        )
    return out


def _player_edge_warning(odds: BetOdds, name: str) -> AuditWarning:
    return AuditWarning(
        WarningCode.PLAYER_EDGE,
        translate(
            "audit",
            "The player has the edge on {bet}: the house edge is {edge}, so the house loses "
            "money on this bet in the long run.",
        ).format(bet=name, edge=percent(odds.house_edge)),
        {"bet": odds.bet_id, "house_edge": float(odds.house_edge)},
    )


def _certain_bet_warning(odds: BetOdds, name: str) -> AuditWarning | None:
    """A bet that can never win, or wins every coup: a mistake in the file, or a bet to drop."""
    if odds.win == 0:
        code = WarningCode.BET_NEVER_WINS
        text = translate(
            "audit",
            "{bet} can never win under this tableau: no coup wins it. The drills leave its win "
            "out.",
        )
    elif odds.win == odds.total:
        code = WarningCode.BET_ALWAYS_WINS
        text = translate("audit", "{bet} wins every coup under this tableau: it cannot lose.")
    else:
        return None
    return AuditWarning(code, text.format(bet=name), {"bet": odds.bet_id})


def _odd_payout(bet: BetSpec, unit: Decimal) -> tuple[Decimal, Decimal, Decimal] | None:
    """The first stake (with its winnings and commission) whose payout is no whole number of
    `unit`, or None."""
    for n in range(CHIP_STAKES):
        stake = bet.minimum + n * unit
        if stake > bet.maximum:
            return None
        for pay in (bet.pays, *bet.win_total_pays.values()):
            winnings = pay.winnings(stake)
            commission = bet.commission.on(winnings) if bet.commission else Decimal(0)
            if winnings % unit or commission % unit:
                return stake, winnings, commission
    return None


def chips_warnings(ruleset: Ruleset) -> list[AuditWarning]:
    """One warning per bet with a payout or commission the house's chips cannot make, when the
    house does not say how it pays the cents (`payout_chips.cents`)."""
    chips = ruleset.chip_set
    if chips.rules.cents is not None:
        return []
    out: list[AuditWarning] = []
    for bet in ruleset.bets:
        odd = _odd_payout(bet, chips.unit)
        if odd is None:
            continue
        stake, winnings, commission = odd
        fields = {
            "bet": ruleset.bet_name(bet.id),
            "stake": ruleset.money(stake),
            "amount": ruleset.money(winnings - commission),
            "unit": ruleset.money(chips.unit),
        }
        out.append(
            AuditWarning(
                WarningCode.CHIPS_CANNOT_PAY,
                translate(
                    "audit",
                    "{bet}: a stake of {stake} is paid {amount}, which chips of {unit} cannot "
                    "make; say in payout_chips.cents how the house pays the cents.",
                ).format(**fields),
                {"bet": bet.id, "stake": str(stake)},
            )
        )
    return out


def assumption_warnings(ruleset: Ruleset) -> list[AuditWarning]:
    """One warning per note the ruleset marks as an assumption (not in the house's document)
    and per irregularity whose remedy is assumed."""
    lang = current_language()
    return [
        AuditWarning(
            WarningCode.ASSUMPTION,
            translate(
                "audit", "Assumption about {about}, to be confirmed by the house: {text}"
            ).format(about=note.about, text=note.text.get(lang)),
            {"about": note.about},
        )
        for note in ruleset.notes
        if note.assumption
    ] + [
        AuditWarning(
            WarningCode.ASSUMPTION,
            translate(
                "audit", "Assumed remedy for {case}, to be confirmed by the house: {text}"
            ).format(case=case.id, text=case.source.assumption),
            {"about": f"irregularities.{case.id}", "case": case.id},
        )
        for case in ruleset.irregularities
        if case.source.assumption is not None
    ]


def _published_warning(check: PublishedCheck, name: str) -> AuditWarning | None:
    fig = check.figure
    shown = max(check.places - 2, 0)
    fields = {
        "bet": name,
        "published": percent(fig.value, shown),
        "quote": fig.quote,
        "exact": percent(check.exact),
        "rounded": percent(check.rounded, shown),
        "truncated": percent(check.truncated, shown),
    }
    details = {
        "bet": fig.bet,
        "figure": fig.figure,
        "published": float(fig.value),
        "exact": float(check.exact),
        "rounded": float(check.rounded),
        "truncated": float(check.truncated),
    }
    if check.verdict is Verdict.TRUNCATED:
        code, truncation_explains = WarningCode.PUBLISHED_TRUNCATED, True
        text = translate(
            "audit",
            "The published house edge of {bet}, {published} (“{quote}”), is the exact {exact} "
            "truncated, not rounded: rounded it would read {rounded}.",
        )
    elif check.verdict is Verdict.DIFFERS:
        code, truncation_explains = WarningCode.PUBLISHED_MISMATCH, False
        text = translate(
            "audit",
            "The published house edge of {bet}, {published} (“{quote}”), does not match the exact "
            "{exact}: neither rounding ({rounded}) nor truncation ({truncated}) explains it.",
        )
    else:
        return None
    details["truncation_explains"] = truncation_explains
    return AuditWarning(code, text.format(**fields), details)


# -- the audit -------------------------------------------------------------------------------


def audit_ruleset(ruleset: Ruleset, progress: Progress | None = None) -> Audit:
    """Exact odds, house edges and warnings for one ruleset."""
    counts, odds = odds_for(ruleset.tableau, ruleset.packs, ruleset.bets, progress)
    warnings = tableau_warnings(ruleset.tableau)
    checks: dict[str, list[PublishedCheck]] = {bet.id: [] for bet in ruleset.bets}
    published_warnings: list[AuditWarning] = []
    for fig in ruleset.published:
        if fig.bet not in odds:
            published_warnings.append(
                AuditWarning(
                    WarningCode.PUBLISHED_UNKNOWN_BET,
                    translate(
                        "audit",
                        "A published figure (“{quote}”) names the bet {bet}, which this ruleset "
                        "does not have.",
                    ).format(quote=fig.quote, bet=fig.bet),
                    {"bet": fig.bet, "figure": fig.figure},
                )
            )
            continue
        if fig.figure not in KNOWN_FIGURES:
            published_warnings.append(
                AuditWarning(
                    WarningCode.PUBLISHED_UNKNOWN_FIGURE,
                    translate(
                        "audit",
                        "The published figure {figure} of {bet} cannot be checked; the audit "
                        "checks: {known}.",
                    ).format(figure=fig.figure, bet=fig.bet, known=", ".join(KNOWN_FIGURES)),
                    {"bet": fig.bet, "figure": fig.figure},
                )
            )
            continue
        check = check_published(fig, odds[fig.bet].house_edge)
        checks[fig.bet].append(check)
        warning = _published_warning(check, ruleset.bet_name(fig.bet))
        if warning is not None:
            published_warnings.append(warning)
    bets = tuple(BetAudit(bet, odds[bet.id], tuple(checks[bet.id])) for bet in ruleset.bets)
    edge_warnings = [
        _player_edge_warning(b.odds, ruleset.bet_name(b.bet.id))
        for b in bets
        if b.odds.house_edge <= 0
    ]
    certain = [_certain_bet_warning(b.odds, ruleset.bet_name(b.bet.id)) for b in bets]
    return Audit(
        ruleset=ruleset,
        counts=counts,
        bets=bets,
        warnings=(
            *edge_warnings,
            *(w for w in certain if w is not None),
            *warnings,
            *published_warnings,
            *chips_warnings(ruleset),
            *assumption_warnings(ruleset),
        ),
    )


def validation_warnings(ruleset: Ruleset) -> list[AuditWarning]:
    """The warnings `kiosk rules validate` reports: bets that can never win or always win, and
    every assumption. Exact odds for one ruleset take a few milliseconds."""
    audit = audit_ruleset(ruleset)
    return [w for w in audit.warnings if w.code in VALIDATION_WARNINGS]


# -- text ------------------------------------------------------------------------------------


def _table(rows: list[list[str]], right: set[int]) -> list[str]:
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = []
    for row in rows:
        cells = [
            cell.rjust(widths[i]) if i in right else cell.ljust(widths[i])
            for i, cell in enumerate(row)
        ]
        lines.append("  ".join(cells).rstrip())
    return lines


def _published_cell(check: PublishedCheck) -> str:
    value = percent(check.figure.value, max(check.places - 2, 0))
    if check.verdict is Verdict.ROUNDED:
        return translate("audit", "{value} (rounded)").format(value=value)
    if check.verdict is Verdict.TRUNCATED:
        return translate("audit", "{value} (truncated)").format(value=value)
    return translate("audit", "{value} (does not match)").format(value=value)


def render_text(audit: Audit) -> str:
    """A readable report in the UI language; percentages to three decimals."""
    rs, c = audit.ruleset, audit.counts
    lang = current_language()
    lines = [
        tr("Audit of {name} ({id}): %n pack(s)", None, c.packs).format(
            name=rs.name.get(lang), id=rs.id
        ),
        translate(
            "audit",
            "Every coup is counted as an ordered sequence of six cards: {total} coups in all.",
        ).format(total=grouped(c.total)),
        "",
    ]
    outcome_rows = [
        [translate("audit", "Outcome"), translate("audit", "Coups"), translate("audit", "Share")],
        [translate("audit", "Banco wins"), grouped(c.banco), percent(c.probability(c.banco))],
        [translate("audit", "Punto wins"), grouped(c.punto), percent(c.probability(c.punto))],
        [translate("audit", "Tie"), grouped(c.tie), percent(c.probability(c.tie))],
    ]
    lines += [*_table(outcome_rows, {1, 2}), ""]
    any_published = any(b.published for b in audit.bets)
    header = [
        translate("audit", "Bet"),
        translate("audit", "Pays"),
        translate("audit", "Wins"),
        translate("audit", "Loses"),
        translate("audit", "Stand-off"),
        translate("audit", "House edge"),
    ]
    if any_published:
        header.append(translate("audit", "Published"))
    bet_rows = [header]
    for b in audit.bets:
        o = b.odds
        row = [
            rs.bet_name(b.bet.id),
            wording.pay_description(b.bet, rs.locale),
            percent(o.probability(o.win)),
            percent(o.probability(o.loss)),
            percent(o.probability(o.push)),
            percent(o.house_edge),
        ]
        if any_published:
            row.append(", ".join(_published_cell(check) for check in b.published))
        bet_rows.append(row)
    lines += [*_table(bet_rows, {2, 3, 4, 5}), ""]
    for b in audit.bets:
        if len(b.odds.pays) > 1:
            for p in b.odds.pays:
                lines.append(
                    translate(
                        "audit", "{bet} pays {pay} when it wins with {totals}: {share} of coups."
                    ).format(
                        bet=rs.bet_name(b.bet.id),
                        pay=wording.pay(p.pay),
                        totals=wording.value_set(p.totals),
                        share=percent(b.odds.probability(p.count)),
                    )
                )
    if any(len(b.odds.pays) > 1 for b in audit.bets):
        lines.append("")
    rounded = [
        check for b in audit.bets for check in b.published if check.verdict is Verdict.ROUNDED
    ]
    for check in rounded:
        shown = max(check.places - 2, 0)
        lines.append(
            translate(
                "audit",
                "The published house edge of {bet}, {published} (“{quote}”), is the exact {exact} "
                "rounded.",
            ).format(
                bet=rs.bet_name(check.figure.bet),
                published=percent(check.figure.value, shown),
                quote=check.figure.quote,
                exact=percent(check.exact),
            )
        )
    if rounded:
        lines.append("")
    if audit.warnings:
        warnings = len(audit.warnings)  # a plain name, so pyside6-lupdate extracts the text
        lines.append(tr("%n warning(s):", None, warnings))
        lines += [f"- {w.message}" for w in audit.warnings]
    else:
        lines.append(translate("audit", "No warnings."))
    return "\n".join(lines)

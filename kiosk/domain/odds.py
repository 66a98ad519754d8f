"""Exact odds: every coup from an N-pack shoe, counted, for any tableau; each bet's exact edge.

Counts follow the convention of published tables: a coup is an ordered sequence of six cards
dealt without replacement (cards the coup does not need still count as dealt), so the total is
n(n−1)(n−2)(n−3)(n−4)(n−5) for n cards.

Speed comes from three facts. The number of card sequences with given point values depends only
on the multiset of values, so each hand's two cards are enumerated as unordered value pairs with a
multiplicity. Banco's third card is not looped over: its weight is the remaining count of each
value, which is the full count of the shoe minus the cards already dealt, so the full-count part is
added once per table cell at the end and only the (at most five) dealt cards are subtracted as the
enumeration goes. And results are kept per (tableau, packs) for the life of the process.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from threading import Lock

from kiosk.domain.bets import BetKind, BetSpec, Ratio, Result
from kiosk.domain.tableau import Tableau

VALUES = range(10)
# Cards of each point value in one pack: tens and court cards count 0.
PACK_VALUE_COUNTS = (16, 4, 4, 4, 4, 4, 4, 4, 4, 4)
CARDS_PER_COUP = 6

# Called with (steps done, steps in all); returning False cancels the enumeration.
Progress = Callable[[int, int], bool]


class OddsCancelled(Exception):
    """The progress callback asked to stop."""


@dataclass(frozen=True)
class CoupCounts:
    """How many ordered six-card sequences end in each way, for one tableau and shoe size.

    `finals[p][b]`: coups where punto's final total is p and banco's is b.
    `punto_third[b][v][f]`: coups with no natural where punto draws a third card of value v,
    banco's two-card total is b and banco's final total is f (the 3g8 event and its kin).
    """

    packs: int
    total: int
    finals: tuple[tuple[int, ...], ...]
    punto_third: tuple[tuple[tuple[int, ...], ...], ...]

    @property
    def banco(self) -> int:
        return sum(self.finals[p][b] for p in VALUES for b in VALUES if b > p)

    @property
    def punto(self) -> int:
        return sum(self.finals[p][b] for p in VALUES for b in VALUES if p > b)

    @property
    def tie(self) -> int:
        return sum(self.finals[t][t] for t in VALUES)

    def tie_on(self, total: int) -> int:
        """Egalité with this total on both hands."""
        return self.finals[total][total]

    def banco_wins_with(self, total: int) -> int:
        return sum(self.finals[p][total] for p in range(total))

    def punto_wins_with(self, total: int) -> int:
        return sum(self.finals[total][b] for b in range(total))

    def punto_third_on(self, banco_two_card: int, third_value: int) -> int:
        """Banco's two cards make `banco_two_card`, no natural, punto draws a `third_value`."""
        return sum(self.punto_third[banco_two_card][third_value])

    def probability(self, count: int) -> Fraction:
        return Fraction(count, self.total)


def shoe_value_counts(packs: int) -> tuple[int, ...]:
    return tuple(n * packs for n in PACK_VALUE_COUNTS)


def falling(n: int, k: int) -> int:
    """n(n−1)…(n−k+1)."""
    out = 1
    for i in range(k):
        out *= n - i
    return out


def total_sequences(packs: int) -> int:
    return falling(sum(shoe_value_counts(packs)), CARDS_PER_COUP)


def _tableau_key(tableau: Tableau) -> tuple[tuple[bool, ...], tuple[bool, ...], tuple[bool, ...]]:
    naturals = tuple(tableau.is_natural(t) for t in VALUES)
    punto = tuple(tableau.punto_draws(t) and not naturals[t] for t in VALUES)
    banco = tuple(
        tableau.banco_draws(t, third) and not naturals[t]
        for t in VALUES
        for third in (*VALUES, None)
    )
    return naturals, punto, banco


_cache: dict[tuple[object, ...], CoupCounts] = {}
_cache_lock = Lock()


def coup_counts(tableau: Tableau, packs: int, progress: Progress | None = None) -> CoupCounts:
    """Exact counts for this tableau and shoe; computed once per process for each pair."""
    if packs < 1:
        raise ValueError("a shoe needs at least one pack")
    naturals, punto_draws, banco_draws = _tableau_key(tableau)
    key = (naturals, punto_draws, banco_draws, packs)
    with _cache_lock:
        cached = _cache.get(key)
    if cached is not None:
        if progress is not None:
            progress(1, 1)
        return cached
    counts = _enumerate(naturals, punto_draws, banco_draws, packs, progress)
    with _cache_lock:
        _cache[key] = counts
    return counts


def _enumerate(
    naturals: tuple[bool, ...],
    punto_draws: tuple[bool, ...],
    banco_draws: tuple[bool, ...],
    packs: int,
    progress: Progress | None,
) -> CoupCounts:
    full = shoe_value_counts(packs)
    n = sum(full)
    two_unused = (n - 4) * (n - 5)
    one_unused = n - 5
    # Unordered value pairs (x ≤ y), how many orders they can come in, and their total.
    pairs = [(x, y, 1 if x == y else 2, (x + y) % 10) for x in VALUES for y in VALUES if x <= y]
    finals = [0] * 100
    # Coups where punto drew: index ((punto two-card * 10 + banco two-card) * 10 + third) * 10
    # + banco final. `stub` holds, per first three indices, the weight still to be spread over
    # banco's third card by the full shoe counts (see the module docstring).
    drew = [0] * 10000
    stub = [0] * 1000
    left = list(full)
    steps = len(pairs)
    for step, (p1, p2, p_orders, pt) in enumerate(pairs):
        if progress is not None and not progress(step, steps):
            raise OddsCancelled
        w2 = p_orders * left[p1]
        left[p1] -= 1
        w2 *= left[p2]
        left[p2] -= 1
        punto_natural = naturals[pt]
        punto_draw = punto_draws[pt]
        for b1, b2, b_orders, bt in pairs:
            w4 = w2 * b_orders * left[b1]
            left[b1] -= 1
            w4 *= left[b2]
            left[b2] -= 1
            if not w4:
                pass
            elif punto_natural or naturals[bt]:
                finals[pt * 10 + bt] += w4 * two_unused
            elif punto_draw:
                row = (pt * 10 + bt) * 10
                o1, o2, o3, o4 = (bt + p1) % 10, (bt + p2) % 10, (bt + b1) % 10, (bt + b2) % 10
                rule = bt * 11
                for v in VALUES:
                    w5 = w4 * left[v]
                    if not w5:
                        continue
                    cell = row + v
                    base = cell * 10
                    if banco_draws[rule + v]:
                        stub[cell] += w5
                        drew[base + (bt + v) % 10] -= w5
                        drew[base + o1] -= w5
                        drew[base + o2] -= w5
                        drew[base + o3] -= w5
                        drew[base + o4] -= w5
                    else:
                        drew[base + bt] += w5 * one_unused
            elif banco_draws[bt * 11 + 10]:
                row = pt * 10
                for v in VALUES:
                    finals[row + (bt + v) % 10] += w4 * left[v] * one_unused
            else:
                finals[pt * 10 + bt] += w4 * two_unused
            left[b1] += 1
            left[b2] += 1
        left[p1] += 1
        left[p2] += 1
    if progress is not None:
        progress(steps, steps)
    return _fold(packs, n, full, finals, drew, stub)


def _fold(
    packs: int,
    n: int,
    full: tuple[int, ...],
    finals: list[int],
    drew: list[int],
    stub: list[int],
) -> CoupCounts:
    """Spread the deferred banco third cards, then fold punto-drew coups into the tables."""
    third = [0] * 1000
    for cell, weight in enumerate(stub):
        if weight:
            bt = (cell // 10) % 10
            base = cell * 10
            for v in VALUES:
                drew[base + (bt + v) % 10] += weight * full[v]
    for cell in range(1000):
        pt, bt, v = cell // 100, (cell // 10) % 10, cell % 10
        punto_final = (pt + v) % 10
        base = cell * 10
        for banco_final in VALUES:
            count = drew[base + banco_final]
            if count:
                finals[punto_final * 10 + banco_final] += count
                third[(bt * 10 + v) * 10 + banco_final] += count
    return CoupCounts(
        packs=packs,
        total=falling(n, CARDS_PER_COUP),
        finals=tuple(tuple(finals[p * 10 : p * 10 + 10]) for p in VALUES),
        punto_third=tuple(
            tuple(tuple(third[(b * 10 + v) * 10 : (b * 10 + v) * 10 + 10]) for v in VALUES)
            for b in VALUES
        ),
    )


@dataclass(frozen=True, slots=True)
class PayOdds:
    """One distinct pay of a bet, the final totals it applies to, and how often it is paid."""

    pay: Ratio
    totals: tuple[int, ...]
    count: int


@dataclass(frozen=True, slots=True)
class BetOdds:
    """Exact chances of one bet and its house edge (expected loss per unit staked)."""

    bet_id: str
    total: int
    win: int
    loss: int
    push: int
    pays: tuple[PayOdds, ...]
    house_edge: Fraction

    def probability(self, count: int) -> Fraction:
        return Fraction(count, self.total)


def result_on_totals(bet: BetSpec, punto: int, banco: int) -> tuple[Result, int]:
    """How a bet decided by final totals alone ends, and the total its pay depends on.

    Mirrors BetSpec.result and BetSpec.pay_for for every kind but three-gives-eight, whose
    outcome also depends on the two-card totals and punto's third card.
    """
    kind = bet.kind
    if kind is BetKind.PUNTO or kind is BetKind.BANCO:
        own, other = (punto, banco) if kind is BetKind.PUNTO else (banco, punto)
        if own == other:
            return (Result.PUSH if bet.push_on_tie else Result.LOSE), own
        return (Result.WIN if own > other else Result.LOSE), own
    if kind is BetKind.TIE:
        return (Result.WIN if punto == banco else Result.LOSE), banco
    if kind is BetKind.EGALITE:
        return (Result.WIN if punto == banco == bet.tie_total else Result.LOSE), banco
    raise ValueError(f"bet {bet.id}: a {kind} bet is not decided by final totals alone")


def bet_odds(counts: CoupCounts, bet: BetSpec) -> BetOdds:
    """Win, loss and stand-off counts, each distinct pay, and the exact house edge of a bet.

    Everything comes from the bet's data: its kind, pays, pays by winning total, commission rate
    (at its nominal rate: rounding of real payouts is not part of the odds) and tie handling.
    """
    win_by_total: dict[int, int] = {}
    loss = push = 0
    if bet.kind is BetKind.THREE_GIVES_EIGHT:
        if bet.banco_total is not None and bet.punto_third is not None:
            row = counts.punto_third[bet.banco_total][bet.punto_third]
            win_by_total = {total: c for total, c in enumerate(row) if c}
        loss = counts.total - sum(win_by_total.values())
    else:
        for p in VALUES:
            for b in VALUES:
                c = counts.finals[p][b]
                if not c:
                    continue
                result, total = result_on_totals(bet, p, b)
                if result is Result.WIN:
                    win_by_total[total] = win_by_total.get(total, 0) + c
                elif result is Result.PUSH:
                    push += c
                else:
                    loss += c
    by_pay: dict[Ratio, tuple[list[int], int]] = {}
    for total in sorted(win_by_total):
        pay = bet.win_total_pays.get(total, bet.pays)
        totals, c = by_pay.get(pay, ([], 0))
        totals.append(total)
        by_pay[pay] = (totals, c + win_by_total[total])
    keep = Fraction(1) - (Fraction(bet.commission.rate) if bet.commission else 0)
    player_net = -Fraction(loss)
    for pay, (_, c) in by_pay.items():
        player_net += c * Fraction(pay.win, pay.per) * keep
    pays = tuple(
        PayOdds(pay, tuple(totals), c)
        for pay, (totals, c) in sorted(by_pay.items(), key=lambda kv: -kv[1][1])
    )
    return BetOdds(
        bet_id=bet.id,
        total=counts.total,
        win=sum(win_by_total.values()),
        loss=loss,
        push=push,
        pays=pays,
        house_edge=-player_net / counts.total,
    )


def odds_for(
    tableau: Tableau,
    packs: int,
    bets: tuple[BetSpec, ...] | list[BetSpec],
    progress: Progress | None = None,
) -> tuple[CoupCounts, Mapping[str, BetOdds]]:
    """The coup counts and every bet's odds, in the bets' order."""
    counts = coup_counts(tableau, packs, progress)
    return counts, {bet.id: bet_odds(counts, bet) for bet in bets}

"""A verification report as JSON, CSV (one row per finding) or text a person can act on.

Each format is a writer that takes findings one at a time as the verifier finds them (`error`,
`invalid_row`) and the summary at the end (`finish`). What must come after the summary or before
the findings is kept in a temporary file, never in memory, so the report of a log with a million
errors costs no more memory than that of a clean one.
Every sentence is a whole translatable template; rule cells are worded by kiosk.rules.wording.
"""

from __future__ import annotations

import csv
import io
import json
import re
import shutil
import tempfile
from collections import defaultdict
from collections.abc import Callable
from typing import IO, Any, Protocol

from kiosk.domain.cards import format_cards, hand_total, show_cards
from kiosk.domain.coup import Winner, winner_of
from kiosk.domain.judge import ErrorKind, Hand, RuleCell
from kiosk.i18n import tr, translate
from kiosk.rules import wording
from kiosk.rules.model import MisdealRule, Ruleset
from kiosk.text import FORMULA_START, shown, spreadsheet_text
from kiosk.verify.findings import CoupError, InvalidRow, Report, ShoeSummary

_ENCODER = json.JSONEncoder(ensure_ascii=False)
# A string as _ENCODER writes it.
_string: Callable[[str], str] = json.encoder.encode_basestring

# The first column of the CSV output: what the row is.
ERROR_ROW, INVALID_ROW = "error", "invalid"
CSV_COLUMNS = (
    "row",
    "file",
    "line",
    "table",
    "shoe",
    "coup",
    "time",
    "kind",
    "hand",
    "rule",
    "punto",
    "banco",
    "dealt_winner",
    "announced",
    "correct_punto",
    "correct_banco",
    "correct_winner",
    "winner_differs",
    "flagged",
    "stands",
    "reason",
)


def rule_words(cell: RuleCell | None) -> str:
    """The tableau cell in words: "banco 5, punto's third card 3: stand"."""
    if cell is None:
        return ""
    if cell.natural:
        return wording.natural_cell()
    if cell.hand is Hand.PUNTO:
        return wording.punto_cell(cell.total, cell.action)
    return wording.cell_words(cell.total, cell.punto_third, cell.action)


def _cards(cards: tuple[Any, ...]) -> list[str]:
    return [card.code for card in cards]


def _kind_json(error: CoupError) -> dict[str, Any]:
    """What an error's JSON says of its kind, hand and rule."""
    out: dict[str, Any] = {"kind": error.kind.value}
    if error.hand is not None:
        out["hand"] = error.hand.value
    if error.rule is not None:
        out["rule"] = rule_words(error.rule)
        out["cell"] = {
            "hand": error.rule.hand.value,
            "total": error.rule.total,
            "punto_third": error.rule.punto_third,
            "natural": error.rule.natural,
            "action": error.rule.action.value,
        }
    return out


def error_json(error: CoupError) -> dict[str, Any]:
    out: dict[str, Any] = {
        "file": error.file,
        "line": error.line,
        "table": error.table,
        "shoe": error.shoe,
        "coup": error.coup,
        "time": error.time,
        **_kind_json(error),
    }
    out["dealt"] = {
        "punto": _cards(error.punto),
        "banco": _cards(error.banco),
        "winner": winner_of(hand_total(error.punto), hand_total(error.banco)).value,
    }
    out["announced"] = None if error.announced is None else error.announced.value
    out["flagged"] = error.flagged
    out["stands"] = error.stands
    if error.correct is None:
        out["correct"] = None
    else:
        out["correct"] = {
            "punto": _cards(error.correct.punto),
            "banco": _cards(error.correct.banco),
            "winner": error.correct.winner.value,
            "winner_differs": error.winner_differs,
            "used_next_card": error.used_next_card,
        }
    return out


class _Parts:
    """What a writer says of an error's rule cell, worked out once for each cell (by its
    identity: the judge's findings are remembered; each entry keeps its cell)."""

    def __init__(self, make: Callable[[CoupError], Any]) -> None:
        self.make = make
        self.made: dict[tuple[Any, ...], tuple[RuleCell | None, Any]] = {}

    def __call__(self, error: CoupError, *more: Any) -> Any:
        """What `make` says of the error: `more`, what else it depends on."""
        rule = error.rule
        key = (error.kind, id(rule), *more)
        found = self.made.get(key)
        if found is None or found[0] is not rule:
            found = self.made[key] = (rule, self.make(error))
        return found[1]


# What stands between card codes written as the inside of a JSON list (they need no escaping).
_BETWEEN = '", "'


# JSON of a winner; JSON and CSV of the flags.
_WINNER_JSON = {winner: _string(winner.value) for winner in Winner}
_JSON_BOOL = {True: "true", False: "false", None: "null"}
_CSV_BOOL = {True: "true", False: "false", None: ""}
_VALUE = {member: member.value for member in (*Winner, *ErrorKind, *Hand)}


def shoe_json(shoe: ShoeSummary) -> dict[str, Any]:
    return {
        "file": shoe.file,
        "table": shoe.table,
        "shoe": shoe.shoe,
        "coups": shoe.coups,
        "invalid": shoe.invalid,
        "errors": shoe.error_count,
        **{kind.value: shoe.errors[kind] for kind in ErrorKind},
        "coup_numbers": {
            "gaps": shoe.gaps,
            "repeated": shoe.repeated,
            "out_of_order": shoe.disorder,
            "first_line": shoe.first_sequence_line,
        },
    }


def invalid_json(row: InvalidRow) -> dict[str, Any]:
    return {"file": row.file, "line": row.line, "reason": row.reason}


def summary_json(report: Report) -> dict[str, Any]:
    """The summary's counts (`_write_summary` adds the shoes)."""
    return {
        "files": report.files,
        "unreadable": report.unreadable,
        "data_rows": report.data_rows,
        "coups": report.coups,
        "invalid": report.invalid_total,
        "errors": report.error_total,
        "coups_with_errors": report.error_coups,
        **{kind.value: report.count(kind) for kind in ErrorKind},
        "stands": report.stands,
        "coup_number_findings": report.sequence_problems,
    }


def _write_summary(report: Report, out: IO[str]) -> None:
    """Write the summary as JSON text: `summary_json`, then every shoe's, one at a time (a log
    of a million shoes is not put together in memory)."""
    out.write(_dumps(summary_json(report))[:-1] + ', "shoes": [')
    for i, shoe in enumerate(report.shoes):
        out.write((", " if i else "") + _dumps(shoe_json(shoe)))
    out.write("]}")


class Writer(Protocol):
    """Writes a report as its findings arrive; `discard()` drops what it holds back (its
    temporary files) when the report could not be finished."""

    def error(self, error: CoupError) -> None: ...

    def invalid_row(self, row: InvalidRow) -> None: ...

    def finish(self, report: Report) -> None: ...

    def discard(self) -> None: ...


# Bytes a report's file buffers before it writes (a report may run to hundreds of megabytes).
BUFFER = 1 << 20


def _spool() -> IO[str]:
    return tempfile.TemporaryFile("w+", BUFFER, encoding="utf-8", newline="")


def _copy(spool: IO[str], out: IO[str]) -> None:
    """Append the spool to `out` and close it."""
    spool.seek(0)
    shutil.copyfileobj(spool, out, BUFFER)
    spool.close()


class JsonWriter:
    """One JSON object: ruleset, errors (written as they arrive, one per line), invalid rows
    (kept in a temporary file till then), coups and the summary."""

    def __init__(self, out: IO[str], ruleset: str) -> None:
        self.out = out
        self.first = self.first_invalid = True
        self.invalids = _spool()
        self._kind = _Parts(lambda error: ", " + _dumps(_kind_json(error))[1:-1])
        out.write("{" + json.dumps("ruleset") + ": " + json.dumps(ruleset) + ',\n"errors": [')

    def discard(self) -> None:
        self.invalids.close()

    def error(self, e: CoupError) -> None:
        """Write `_dumps(error_json(e))`, put together from the JSON of each string and of the
        parts that depend on the error's kind, hand and rule."""
        # a hand the correct coup holds as dealt (the same cards) is written once
        punto, banco = format_cards(e.punto, _BETWEEN), format_cards(e.banco, _BETWEEN)
        correct = e.correct
        if correct is None:
            tail = "null}"
        else:
            assert e.correct_winner is not None
            right_punto = (
                punto if correct.punto is e.punto else format_cards(correct.punto, _BETWEEN)
            )
            right_banco = (
                banco if correct.banco is e.banco else format_cards(correct.banco, _BETWEEN)
            )
            tail = (
                f'{{"punto": ["{right_punto}"], "banco": ["{right_banco}"], '
                f'"winner": {_WINNER_JSON[e.correct_winner]}, '
                f'"winner_differs": {_JSON_BOOL[e.winner_differs]}, '
                f'"used_next_card": {_JSON_BOOL[e.used_next_card]}}}}}'
            )
        announced = "null" if e.announced is None else _WINNER_JSON[e.announced]
        before = "\n" if self.first else ",\n"
        self.first = False
        self.out.write(
            f'{before}{{"file": {_string(e.file)}, "line": {e.line}, "table": {_string(e.table)}, '
            f'"shoe": {_string(e.shoe)}, "coup": {_string(e.coup)}, "time": {_string(e.time)}'
            f'{self._kind(e)}, "dealt": {{"punto": ["{punto}"], "banco": ["{banco}"], '
            f'"winner": {_WINNER_JSON[e.dealt_winner]}}}, "announced": {announced}, '
            f'"flagged": {_JSON_BOOL[e.flagged]}, "stands": {_JSON_BOOL[e.stands]}, '
            f'"correct": {tail}'
        )

    def invalid_row(self, row: InvalidRow) -> None:
        """Write `_dumps(invalid_json(row))`, put together as `error` puts an error's JSON."""
        before = "\n" if self.first_invalid else ",\n"
        self.first_invalid = False
        self.invalids.write(
            f'{before}{{"file": {_string(row.file)}, "line": {row.line}, '
            f'"reason": {_string(row.reason)}}}'
        )

    def finish(self, report: Report) -> None:
        out = self.out
        out.write('\n],\n"invalid": [')
        _copy(self.invalids, out)
        out.write('\n],\n"coups": ' + str(report.coups) + ',\n"summary": ')
        _write_summary(report, out)
        out.write("}\n")


def _dumps(value: Any) -> str:
    return _ENCODER.encode(value)


def _cell(text: str) -> str:
    """A log's string as a CSV report's cell: a character that is not printable written as its
    escape (`shown`, as the text report shows it: a terminal's escape or a direction override
    cannot act, a line break cannot start a line), and text a spreadsheet would take for a
    formula kept as text."""
    return spreadsheet_text(shown(text))


# A comma or quote in a log's string, or a formula's start at the start of one (after its "|").
_CSV_SPECIAL = re.compile('[,"]|[|][' + re.escape("".join(FORMULA_START)) + "]").search


def _csv_line(fields: tuple[str, ...]) -> str:
    """Fields as csv.writer writes them in a row, without its line end."""
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerow(fields)
    return out.getvalue()[:-1]


class CsvWriter:
    """One row per finding as it arrives: `row` says error or invalid (then `reason` says why)."""

    def __init__(self, out: IO[str]) -> None:
        self.out = out
        self.writer = csv.writer(out, lineterminator="\n")
        self.writer.writerow(CSV_COLUMNS)
        self.blank = ("",) * (len(CSV_COLUMNS) - 4)
        self._kind = _Parts(
            lambda e: _csv_line((e.kind.value, _VALUE.get(e.hand, ""), rule_words(e.rule)))
        )

    def error(self, e: CoupError) -> None:
        """Write an error's row as csv.writer writes it, its fields joined by commas: its kind,
        hand and rule written by csv.writer once for each rule cell, and the log's strings
        (`_cell`) by csv.writer too unless none holds a comma or a quote, a character that is
        not printable or a formula's start (then each is written as it is)."""
        logged = (e.file, e.table, e.shoe, e.coup, e.time)
        where = f"{e.file},{e.line},{e.table},{e.shoe},{e.coup},{e.time}"
        if _CSV_SPECIAL("|" + "|".join(logged)) or not where.isprintable():
            cells = [_cell(text) for text in logged]
            where = _csv_line((cells[0], str(e.line), *cells[1:]))
        correct = e.correct
        # a hand the correct coup holds as dealt (the same cards) is written once
        punto, banco = format_cards(e.punto), format_cards(e.banco)
        if correct is None:
            right_punto = right_banco = ""
        else:
            right_punto = punto if correct.punto is e.punto else format_cards(correct.punto)
            right_banco = banco if correct.banco is e.banco else format_cards(correct.banco)
        self.out.write(
            f"{ERROR_ROW},{where},{self._kind(e)},{punto},{banco},{_VALUE[e.dealt_winner]},"
            f"{'' if e.announced is None else _VALUE[e.announced]},{right_punto},{right_banco},"
            f"{'' if e.correct_winner is None else _VALUE[e.correct_winner]},"
            f"{_CSV_BOOL[e.winner_differs]},{_CSV_BOOL[e.flagged]},{_CSV_BOOL[e.stands]},\n"
        )

    def invalid_row(self, row: InvalidRow) -> None:
        self.writer.writerow(
            (
                INVALID_ROW,
                _cell(row.file),
                row.line,
                *self.blank,
                _cell(row.reason),
            )
        )

    def finish(self, report: Report) -> None:
        pass

    def discard(self) -> None:
        pass


# -- text ------------------------------------------------------------------------------------


def outcome(winner: Winner) -> str:
    """ "punto wins", "banco wins", "tie"."""
    if winner is Winner.PUNTO:
        return translate("verify", "punto wins")
    if winner is Winner.BANCO:
        return translate("verify", "banco wins")
    return translate("verify", "tie")


def error_sentence(error: CoupError) -> str:
    """What went wrong, in one sentence."""
    rule = rule_words(error.rule)
    punto = error.hand is Hand.PUNTO
    cards = len(error.punto if punto else error.banco)
    if error.kind is ErrorKind.WRONG_CALL:
        assert error.announced is not None
        return translate(
            "verify", "Called: {announced}; the cards say {actual} ({punto} to {banco})."
        ).format(
            announced=outcome(error.announced),
            actual=outcome(error.dealt_winner),
            punto=hand_total(error.punto),
            banco=hand_total(error.banco),
        )
    if error.kind is ErrorKind.UNDER_DRAW:
        if punto:
            text = translate("verify", "Punto did not draw although the rule says: {rule}.")
        else:
            text = translate("verify", "Banco did not draw although the rule says: {rule}.")
    elif cards > 3:
        if punto:
            text = translate("verify", "Punto drew a fourth card (rule: {rule}).")
        else:
            text = translate("verify", "Banco drew a fourth card (rule: {rule}).")
    elif punto:
        text = translate("verify", "Punto drew a third card against the rule: {rule}.")
    else:
        text = translate("verify", "Banco drew a third card against the rule: {rule}.")
    return text.format(rule=rule)


def correction_sentence(error: CoupError) -> str:
    """The coup as it should have been, or why that is unknown."""
    if error.kind is ErrorKind.WRONG_CALL:
        return translate("verify", "Settle the coup as {actual}.").format(
            actual=outcome(error.dealt_winner)
        )
    if error.correct is None or error.correct_winner is None:
        return translate(
            "verify",
            "The correct coup needs cards the log does not show (the next coup's first card "
            "is not enough, or the shoe ended); its winner is unknown.",
        )
    fields = {
        "punto": show_cards(error.correct.punto),
        "banco": show_cards(error.correct.banco),
        "correct": outcome(error.correct_winner),
        "dealt": outcome(error.dealt_winner),
    }
    if error.winner_differs:
        text = translate(
            "verify", "Correct coup: Punto {punto}, Banco {banco}; {correct} instead of {dealt}."
        )
    else:
        text = translate(
            "verify", "Correct coup: Punto {punto}, Banco {banco}; {correct} all the same."
        )
    return text.format(**fields)


def verdict_sentence(error: CoupError, misdeal: MisdealRule) -> str:
    """What the house's misdeal clause makes of it."""
    if error.kind is ErrorKind.WRONG_CALL:
        return translate("verify", "A wrong call is corrected: the cards decide.")
    if error.stands:
        return translate(
            "verify", "Not flagged before the next coup: the result stands (house rule)."
        )
    if misdeal is MisdealRule.STANDS_UNLESS_FLAGGED:
        return translate("verify", "Flagged before the next coup: correct the result.")
    return translate("verify", "House rule: a dealing error is always corrected.")


def error_line(error: CoupError, misdeal: MisdealRule) -> str:
    where = translate("verify", "{file}:{line} table {table}, shoe {shoe}, coup {coup}:").format(
        file=shown(error.file),
        line=error.line,
        table=shown(error.table),
        shoe=shown(error.shoe),
        coup=shown(error.coup),
    )
    dealt = translate("verify", "Dealt: Punto {punto}, Banco {banco}; {outcome}.").format(
        punto=show_cards(error.punto),
        banco=show_cards(error.banco),
        outcome=outcome(error.dealt_winner),
    )
    return " ".join(
        (
            where,
            error_sentence(error),
            dealt,
            correction_sentence(error),
            verdict_sentence(error, misdeal),
        )
    )


def _counts(errors: dict[ErrorKind, int]) -> dict[str, str]:
    """The error counts as counted phrases ("1 over-draw", "3 wrong calls") for a template."""
    return {
        "over": tr("%n over-draw(s)", None, errors[ErrorKind.OVER_DRAW]),
        "under": tr("%n under-draw(s)", None, errors[ErrorKind.UNDER_DRAW]),
        "wrong": tr("%n wrong call(s)", None, errors[ErrorKind.WRONG_CALL]),
    }


class TextWriter:
    """The summary first, then every error and every unreadable row (kept in temporary files)."""

    def __init__(self, out: IO[str], ruleset: Ruleset, lang: str) -> None:
        self.out = out
        self.ruleset = ruleset
        self.lang = lang
        self.misdeal = ruleset.procedures.misdeal
        self.errors = _spool()
        self.invalids = _spool()
        self._where = translate("verify", "{file}:{line} table {table}, shoe {shoe}, coup {coup}:")
        self._dealt = translate("verify", "Dealt: Punto {punto}, Banco {banco}; {outcome}.")
        self._outcomes = {winner: outcome(winner) for winner in Winner}
        self._differs = translate(
            "verify", "Correct coup: Punto {punto}, Banco {banco}; {correct} instead of {dealt}."
        )
        self._same = translate(
            "verify", "Correct coup: Punto {punto}, Banco {banco}; {correct} all the same."
        )
        self._said = _Parts(
            lambda e: (error_sentence(e), verdict_sentence(e, self.misdeal), correction_sentence(e))
        )

    def error(self, e: CoupError) -> None:
        """Write `error_line(e, misdeal)`: its sentences are worded once for each rule cell and
        what else they say (the hand and its count of cards, the verdict, the correction unless
        it shows cards; or the call, the cards' winner and totals)."""
        correct = e.correct
        outcomes = self._outcomes
        if e.kind is ErrorKind.WRONG_CALL:
            said = self._said(
                e, e.announced, e.dealt_winner, hand_total(e.punto), hand_total(e.banco)
            )
            correction = said[2]
        else:
            hand = e.punto if e.hand is Hand.PUNTO else e.banco
            said = self._said(e, e.hand, len(hand) > 3, e.stands, e.correct_winner is None)
            if correct is None or e.correct_winner is None:
                correction = said[2]
            else:
                correction = (self._differs if e.winner_differs else self._same).format(
                    punto=show_cards(correct.punto),
                    banco=show_cards(correct.banco),
                    correct=outcomes[e.correct_winner],
                    dealt=outcomes[e.dealt_winner],
                )
        where = self._where.format(
            file=shown(e.file),
            line=e.line,
            table=shown(e.table),
            shoe=shown(e.shoe),
            coup=shown(e.coup),
        )
        dealt = self._dealt.format(
            punto=show_cards(e.punto), banco=show_cards(e.banco), outcome=outcomes[e.dealt_winner]
        )
        self.errors.write(f"{where} {said[0]} {dealt} {correction} {said[1]}\n")

    def discard(self) -> None:
        self.errors.close()
        self.invalids.close()

    def invalid_row(self, row: InvalidRow) -> None:
        self.invalids.write(
            translate("verify", "{file}:{line}: {reason}").format(
                file=shown(row.file), line=row.line, reason=shown(row.reason)
            )
            + "\n"
        )

    def finish(self, report: Report) -> None:
        out = self.out
        out.write("\n".join(_text_summary(report, self.ruleset, self.lang)) + "\n")
        if report.error_total:
            out.write("\n" + translate("verify", "Errors:") + "\n")
            _copy(self.errors, out)
        if report.invalid_total:
            out.write("\n" + translate("verify", "Rows that could not be read:") + "\n")
            _copy(self.invalids, out)
        self.discard()


def sequence_sentence(shoe: ShoeSummary) -> str:
    """What is wrong with a shoe's coup numbers."""
    return translate(
        "verify",
        "coup numbers: {gaps}, {repeated}, {disorder}; the first at line {line}.",
    ).format(
        gaps=tr("%n gap(s)", None, shoe.gaps),
        repeated=tr("%n repeated", None, shoe.repeated),
        disorder=tr("%n out of order", None, shoe.disorder),
        line=shoe.first_sequence_line,
    )


def _text_summary(report: Report, ruleset: Ruleset, lang: str) -> list[str]:
    lines = [
        translate("verify", "Verified against {name} ({id}).").format(
            name=ruleset.name.get(lang), id=ruleset.id
        ),
        tr("%n coup(s) verified.", None, report.coups),
        tr("%n error(s) found.", None, report.error_total),
        tr("%n row(s) could not be read.", None, report.invalid_total),
    ]
    for message in report.unreadable:
        lines.append(shown(message))
    by_table: dict[tuple[str, str], list[ShoeSummary]] = defaultdict(list)
    for shoe in report.shoes:
        by_table[(shoe.file, shoe.table)].append(shoe)
    for (file, table), shoes in by_table.items():
        totals = dict.fromkeys(ErrorKind, 0)
        for shoe in shoes:
            for kind, n in shoe.errors.items():
                totals[kind] += n
        lines.append("")
        lines.append(
            translate(
                "verify", "{file}, table {table}: {shoes}, {coups}, {over}, {under}, {wrong}."
            ).format(
                file=shown(file),
                table=shown(table),
                shoes=tr("%n shoe(s)", None, len(shoes)),
                coups=tr("%n coup(s)", None, sum(s.coups for s in shoes)),
                **_counts(totals),
            )
        )
        quiet = 0
        for shoe in shoes:
            if not shoe.error_count and not shoe.invalid and not shoe.sequence_count:
                quiet += 1
                continue
            lines.append(
                "  "
                + translate(
                    "verify",
                    "shoe {shoe}: {coups}, {over}, {under}, {wrong}, {invalid}.",
                ).format(
                    shoe=shown(shoe.shoe),
                    coups=tr("%n coup(s)", None, shoe.coups),
                    invalid=tr("%n unreadable row(s)", None, shoe.invalid),
                    **_counts(shoe.errors),
                )
            )
            if shoe.sequence_count:
                lines.append("    " + sequence_sentence(shoe))
        if quiet:
            lines.append("  " + tr("%n shoe(s) without findings.", None, quiet))
    return lines

"""The ruleset audit: figures, warnings, the text and JSON reports and the command."""

from __future__ import annotations

import json
from collections.abc import Iterator
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest

from kiosk.cli import main
from kiosk.domain.tableau import STANDARD
from kiosk.i18n import current_language, set_language
from kiosk.rules.audit import (
    Verdict,
    WarningCode,
    audit_ruleset,
    check_published,
    percent,
    render_text,
    tableau_warnings,
)
from kiosk.rules.catalog import ruleset_files
from kiosk.rules.loader import load_ruleset
from kiosk.rules.model import PublishedFigure, Ruleset

SHIPPED = ruleset_files()


@pytest.fixture
def english() -> Iterator[None]:
    before = current_language()
    set_language("en")
    yield
    set_language(before)


def variant(tmp_path: Path, source: str, edits: list[tuple[str, str]], name: str) -> Path:
    """A copy of a shipped ruleset with text edits (each must apply)."""
    text = SHIPPED[source].read_text(encoding="utf-8")
    for old, new in edits:
        assert old in text, old
        text = text.replace(old, new)
    path = tmp_path / f"{name}.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def even_money_banco(tmp_path: Path) -> Path:
    """Schaanwald without its 6-pays-half rule: banco 1:1, no commission."""
    return variant(
        tmp_path,
        "schaanwald",
        [
            ('    win_total_pays: {6: "1:2"}\n', ""),
            ("about: bets.banco.win_total_pays", "about: bets.banco"),
            ("id: schaanwald", "id: even-money"),
        ],
        "even-money",
    )


def banco_six_draws(tmp_path: Path) -> Path:
    """UK 2000 with one changed cell: banco 6 draws when punto stood."""
    return variant(
        tmp_path,
        "uk-2000",
        [("    6: {punto_stood: stand,", "    6: {punto_stood: draw, ")],
        "six-draws",
    )


def codes(audit_warnings: object) -> list[str]:
    return [w.code.value for w in audit_warnings]  # type: ignore[attr-defined]


# -- published figures -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("published", "exact", "verdict"),
    [
        ("0.0145", Fraction(14581, 1_000_000), Verdict.TRUNCATED),  # 1.45 % for 1.4581 %
        ("0.0146", Fraction(14581, 1_000_000), Verdict.ROUNDED),
        ("0.0484", Fraction(48441, 1_000_000), Verdict.ROUNDED),
        ("0.087", Fraction(86823, 1_000_000), Verdict.ROUNDED),
        ("0.082", Fraction(63899, 1_000_000), Verdict.DIFFERS),
        ("0.0123", Fraction(12351, 1_000_000), Verdict.TRUNCATED),
    ],
)
def test_published_figure_verdicts(published: str, exact: Fraction, verdict: Verdict) -> None:
    fig = PublishedFigure("banco", "house-edge", Decimal(published), "poster")
    check = check_published(fig, exact)
    assert check.verdict is verdict
    assert check.places == len(published.split(".")[1])


def test_uk_2000_poster_against_exact_figures(english: None) -> None:
    audit = audit_ruleset(load_ruleset(SHIPPED["uk-2000"]))
    verdicts = {c.figure.bet: c.verdict for b in audit.bets for c in b.published}
    assert verdicts == {
        "banco": Verdict.TRUNCATED,
        "punto": Verdict.TRUNCATED,
        "tie": Verdict.ROUNDED,
        "3g8": Verdict.ROUNDED,
        "egalite-7": Verdict.DIFFERS,
        "egalite-0": Verdict.DIFFERS,
    }
    published = [w for w in audit.warnings if w.code.value.startswith("published")]
    assert sorted((w.details["bet"], w.code.value) for w in published) == [
        ("banco", "published-truncated"),
        ("egalite-0", "published-mismatch"),
        ("egalite-7", "published-mismatch"),
        ("punto", "published-truncated"),
    ]
    banco = next(w for w in published if w.details["bet"] == "banco")
    assert banco.details["truncation_explains"] is True
    assert banco.details["published"] == 0.0145
    assert banco.details["exact"] == pytest.approx(0.014581, abs=1e-6)
    assert "1.45 %" in banco.message and "1.458 %" in banco.message
    assert "truncated, not rounded" in banco.message and "1.46 %" in banco.message
    seven = next(w for w in published if w.details["bet"] == "egalite-7")
    assert seven.details["truncation_explains"] is False
    assert "8.2 %" in seven.message and "6.390 %" in seven.message
    assert WarningCode.PLAYER_EDGE not in {w.code for w in audit.warnings}


def test_uk_2000_text_shows_claims_next_to_exact_figures(english: None) -> None:
    text = render_text(audit_ruleset(load_ruleset(SHIPPED["uk-2000"])))
    banco_row = next(line for line in text.splitlines() if line.startswith("Banco  "))
    assert "1.458 %" in banco_row and "1.45 % (truncated)" in banco_row
    tie_row = next(line for line in text.splitlines() if line.startswith("Any tie"))
    assert "4.844 %" in tie_row and "4.84 % (rounded)" in tie_row
    assert "is the exact 8.682 % rounded" in text  # 3g8's 8.7 % explained too
    assert "BANK IS 1.45%" in text
    # 4 published figures, 6 assumptions (chips and cents among them), 14 assumed remedies
    assert "24 warnings:" in text
    assert "2,292,252,566,437,888" in text


# -- player edge -----------------------------------------------------------------------------


def test_even_money_banco_warns_that_the_player_has_the_edge(tmp_path: Path, english: None) -> None:
    audit = audit_ruleset(load_ruleset(even_money_banco(tmp_path)))
    edge = [w for w in audit.warnings if w.code is WarningCode.PLAYER_EDGE]
    assert [w.details["bet"] for w in edge] == ["banco"]
    assert edge[0].details["house_edge"] == pytest.approx(-0.012374, abs=1e-6)
    assert "player has the edge on Banco" in edge[0].message
    assert "-1.237 %" in edge[0].message


@pytest.mark.slow
def test_shipped_rulesets_give_the_player_no_edge(shipped_ruleset: Ruleset) -> None:
    audit = audit_ruleset(shipped_ruleset)
    assert all(b.odds.house_edge > 0 for b in audit.bets)
    assert WarningCode.PLAYER_EDGE not in {w.code for w in audit.warnings}
    # All four houses deal the standard tableau.
    assert not [w for w in audit.warnings if w.code.value.startswith("tableau")]


# -- tableau ---------------------------------------------------------------------------------


def test_modified_tableau_warns_on_exactly_that_cell(tmp_path: Path, english: None) -> None:
    standard = audit_ruleset(load_ruleset(SHIPPED["uk-2000"]))
    modified = audit_ruleset(load_ruleset(banco_six_draws(tmp_path)))
    cells = [w for w in modified.warnings if w.code.value.startswith("tableau")]
    assert [(w.code, dict(w.details)) for w in cells] == [
        (
            WarningCode.TABLEAU_BANCO,
            {
                "hand": "banco",
                "total": 6,
                "punto_third": None,
                "house": "draw",
                "standard": "stand",
            },
        )
    ]
    assert "banco 6, punto stood: draw" in cells[0].message
    assert "banco 6, punto stood: stand" in cells[0].message
    edges = {b.bet.id: b.odds.house_edge for b in standard.bets}
    changed = {b.bet.id: b.odds.house_edge for b in modified.bets}
    assert changed["banco"] != edges["banco"]
    assert changed["punto"] != edges["punto"]
    assert changed["egalite-6"] != edges["egalite-6"]
    assert changed["3g8"] == edges["3g8"]  # punto drew: the changed cell never applies
    assert modified.counts.total == standard.counts.total


def test_every_differing_cell_is_reported() -> None:
    assert tableau_warnings(STANDARD) == []


# -- JSON ------------------------------------------------------------------------------------


def test_json_keys_and_figures(english: None) -> None:
    data = audit_ruleset(load_ruleset(SHIPPED["uk-2000"])).to_json()
    assert {"ruleset", "decks", "total", "outcomes", "bets", "warnings"} <= set(data)
    assert data["ruleset"] == "uk-2000"
    assert data["decks"] == 8
    assert data["total"] == 4_998_398_275_503_360
    assert set(data["outcomes"]) == {"punto", "banco", "tie"}
    assert data["outcomes"]["banco"]["count"] == 2_292_252_566_437_888
    assert data["outcomes"]["tie"]["probability"] == pytest.approx(0.095156, abs=1e-6)
    bets = {b["id"]: b for b in data["bets"]}
    assert [b["id"] for b in data["bets"]][:3] == ["punto", "banco", "tie"]
    banco = bets["banco"]
    assert banco["house_edge"] == pytest.approx(0.014581, abs=1e-6)
    assert Fraction(banco["house_edge_exact"]) == pytest.approx(banco["house_edge"])
    total = banco["win"]["count"] + banco["loss"]["count"] + banco["push"]["count"]
    assert total == data["total"]
    pays = {p["pay"]: p for p in banco["pay_table"]}
    assert pays["1:2"]["totals"] == [6]
    assert sum(p["count"] for p in banco["pay_table"]) == banco["win"]["count"]
    assert bets["3g8"]["house_edge"] == pytest.approx(0.086823, abs=1e-6)
    assert bets["tie"]["published"] == [
        {
            "figure": "house-edge",
            "value": 0.0484,
            "quote": "ANY EGALITE AT 9-1 IS 4.84%",
            "verdict": "rounded",
        }
    ]
    assert all({"code", "message"} <= set(w) for w in data["warnings"])
    assert [t["count"] for t in data["by_total"]["tie"]][7] == 101_717_538_899_968
    json.dumps(data)  # plain data throughout


# -- language --------------------------------------------------------------------------------


def test_german_numbers() -> None:
    before = current_language()
    set_language("de")
    try:
        assert percent(Fraction(14581, 1_000_000)) == "1,458 %"
        text = render_text(audit_ruleset(load_ruleset(SHIPPED["schaanwald"])))
        assert "878.869.206.895.680" in text
        assert "1,455 %" in text
    finally:
        set_language(before)


# -- the command -----------------------------------------------------------------------------


def test_cli_json_one(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "en", "rules", "audit", "uk-2000", "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["ruleset"] == "uk-2000"


@pytest.mark.slow
def test_cli_all_is_a_list_in_id_order(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    site = tmp_path / "site"
    site.mkdir()
    even_money_banco(site)
    argv = ["--lang", "en", "rules", "--site-dir", str(site), "audit", "--all", "--format", "json"]
    assert main(argv) == 0
    data = json.loads(capsys.readouterr().out)
    assert [d["ruleset"] for d in data] == sorted([*SHIPPED, "even-money"])
    even = next(d for d in data if d["ruleset"] == "even-money")
    assert "player-edge" in [w["code"] for w in even["warnings"]]


def test_cli_text_warns_with_exit_zero(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "en", "rules", "audit", str(even_money_banco(tmp_path))]) == 0
    out = capsys.readouterr().out
    assert "The player has the edge on Banco" in out


@pytest.mark.parametrize("form", ["text", "json"])
def test_cli_writes_an_amount_with_a_plain_space(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], form: str
) -> None:
    """A screen keeps a currency code and its amount on one line with a no-break space; what a
    command writes for a terminal, a file or a program has the plain space it always had."""
    text = SHIPPED["bern"].read_text(encoding="utf-8").replace(", cents: half-up}", "}")
    path = tmp_path / "bern.yaml"
    path.write_text(text.replace("about: payout_chips.cents", "about: chips"), encoding="utf-8")
    assert main(["--lang", "en", "rules", "audit", str(path), "--format", form]) == 0
    out = capsys.readouterr().out
    assert "a stake of CHF 10 is paid CHF 9.50" in out and "\u00a0" not in out


def test_cli_broken_ruleset_exit_two(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("id: bad\nshoe: [\n", encoding="utf-8")
    assert main(["--lang", "en", "rules", "audit", str(bad)]) == 2
    captured = capsys.readouterr()
    assert f"{bad}:" in captured.err
    assert "Traceback" not in captured.err
    assert captured.out == ""


@pytest.mark.slow
def test_cli_all_with_a_broken_site_ruleset(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "broken.yaml").write_text("id: broken\nshoe: [\n", encoding="utf-8")
    argv = ["--lang", "en", "rules", "--site-dir", str(tmp_path), "audit", "--all"]
    argv += ["--format", "json"]
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert "broken.yaml:" in captured.err
    # the valid ones are still audited
    assert [d["ruleset"] for d in json.loads(captured.out)] == sorted(SHIPPED)


def test_cli_needs_a_ruleset_or_all(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["--lang", "en", "rules", "audit"])
    assert exc.value.code == 2
    assert "--all" in capsys.readouterr().err


def test_cli_refuses_a_ruleset_and_all_together(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["--lang", "en", "rules", "audit", "--all", "bern"])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "either a ruleset (ID or PATH) or --all, not both" in err
    assert "name one ruleset" not in err


def test_cli_unknown_id(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "en", "rules", "audit", "no-such-house"]) == 2
    audit_err = capsys.readouterr().err
    assert "no-such-house: unknown ruleset id" in audit_err
    # the same code and message as `kiosk rules show` for the same mistake
    assert main(["--lang", "en", "rules", "show", "no-such-house"]) == 2
    assert capsys.readouterr().err == audit_err


@pytest.mark.parametrize("action", ["show", "audit", "validate"])
@pytest.mark.slow
def test_help_names_the_exit_codes(action: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--lang", "en", "rules", action, "--help"])
    out = capsys.readouterr().out
    assert "Exit status: 0 " in out and "; 2 " in out


# -- bets that cannot lose or cannot win, and assumptions -------------------------------------

PUNTO_ALWAYS_STANDS = (
    "  punto: {0: draw, 1: draw, 2: draw, 3: draw, 4: draw, 5: draw, 6: stand, 7: stand}",
    "  punto: {0: stand, 1: stand, 2: stand, 3: stand, 4: stand, 5: stand, 6: stand, 7: stand}",
)


def test_a_bet_that_can_never_win_is_a_warning(tmp_path: Path, english: None) -> None:
    """Punto always standing leaves 3g8 (a punto third card) no winning coup."""
    path = variant(tmp_path, "uk-2000", [PUNTO_ALWAYS_STANDS, ("id: uk-2000", "id: x")], "x")
    audit = audit_ruleset(load_ruleset(path))
    never = [w for w in audit.warnings if w.code is WarningCode.BET_NEVER_WINS]
    assert [w.details["bet"] for w in never] == ["3g8"]
    assert never[0].message.startswith("3 giving 8 (3g8) can never win under this tableau")
    assert "can never win" in render_text(audit)


def test_a_bet_that_always_wins_is_a_warning() -> None:
    from kiosk.domain.odds import BetOdds
    from kiosk.rules.audit import _certain_bet_warning

    certain = BetOdds("tie", 10, 10, 0, 0, (), Fraction(-8))
    warning = _certain_bet_warning(certain, "Tie")
    assert warning is not None and warning.code is WarningCode.BET_ALWAYS_WINS
    assert _certain_bet_warning(BetOdds("tie", 10, 1, 9, 0, (), Fraction(0)), "Tie") is None


@pytest.mark.slow
def test_shipped_bets_can_all_win_and_lose(shipped_ruleset: Ruleset) -> None:
    codes = {w.code for w in audit_ruleset(shipped_ruleset).warnings}
    assert not codes & {WarningCode.BET_NEVER_WINS, WarningCode.BET_ALWAYS_WINS}


def test_the_audit_lists_every_assumption(shipped_ruleset: Ruleset, english: None) -> None:
    audit = audit_ruleset(shipped_ruleset)
    listed = [w for w in audit.warnings if w.code is WarningCode.ASSUMPTION]
    marked = [n for n in shipped_ruleset.notes if n.assumption]
    assumed = [c for c in shipped_ruleset.irregularities if c.source.assumed]
    assert assumed  # every shipped house still has remedies for the house to confirm
    assert [w.details["about"] for w in listed] == [n.about for n in marked] + [
        f"irregularities.{c.id}" for c in assumed
    ]
    texts = [n.text.en for n in marked] + [str(c.source.assumption) for c in assumed]
    for warning, text in zip(listed, texts, strict=True):
        assert warning.message.endswith(text)
        assert "to be confirmed by the house" in warning.message
    assert audit.to_json()["warnings"][-len(listed) :] == [w.to_json() for w in listed]


#: Readings stated in the rulesets that no document of the house says (issue: assumptions).
EXPECTED_ASSUMPTIONS = {
    "schaanwald": {"bets.banco.win_total_pays", "table", "procedures.settlement_order"},
    "bern": {"tableau.banco.4", "table", "procedures.settlement_order"},
    "uk-2000": {"tableau.banco.0", "table.standing", "procedures.settlement_order"},
    "castle-vaduz": {"procedures.settlement_order"},
}


@pytest.mark.parametrize("house", sorted(EXPECTED_ASSUMPTIONS))
def test_readings_the_documents_do_not_state_are_marked(house: str) -> None:
    ruleset = load_ruleset(SHIPPED[house])
    marked = {n.about: n for n in ruleset.notes if n.assumption}
    assert EXPECTED_ASSUMPTIONS[house] <= set(marked)
    settlement = marked["procedures.settlement_order"]
    # The only source of the settlement order is the generic description, cited by its title.
    assert "“Punto Banco Rules”" in settlement.text.en
    assert "„Punto Banco Rules“" in settlement.text.de
    assert settlement.quote == "All losing bets are collected prior to winning bets being paid out."
    if house == "schaanwald":
        assert "1.24 %" in marked["bets.banco.win_total_pays"].text.en
        assert "1,24 %" in marked["bets.banco.win_total_pays"].text.de
    if house == "uk-2000":
        assert "37 cells" in marked["tableau.banco.0"].text.en

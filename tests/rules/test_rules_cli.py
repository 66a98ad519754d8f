"""`kiosk rules validate` and `kiosk rules show`."""

from __future__ import annotations

import argparse
import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from kiosk.cli import main
from kiosk.i18n import set_language
from kiosk.rules.catalog import ruleset_files

BROKEN = Path(__file__).parent / "broken"
SHIPPED = ruleset_files()


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    set_language("en")


@pytest.mark.slow
def test_validate_all_shipped_rulesets(capsys: pytest.CaptureFixture[str]) -> None:
    paths = [str(p) for p in SHIPPED.values()]
    assert main(["--lang", "en", "rules", "validate", *paths]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    assert out.splitlines() == [f"{p}: valid" for p in paths]


@pytest.mark.slow
def test_validate_fails_if_any_file_is_invalid(capsys: pytest.CaptureFixture[str]) -> None:
    good, bad = SHIPPED["bern"], BROKEN / "typo_key.yaml"
    assert main(["--lang", "en", "rules", "validate", str(good), str(bad)]) == 1
    out, err = capsys.readouterr()
    assert out == f"{good}: valid\n"
    assert err == (
        f"{bad}:26: tableau.banco.5.punto_thrid: unknown key, did you mean 'punto_third'?\n"
    )


@pytest.mark.slow
def test_validate_reports_each_error_as_file_and_line(capsys: pytest.CaptureFixture[str]) -> None:
    files = sorted(BROKEN.glob("*.yaml"))
    assert main(["--lang", "en", "rules", "validate", *map(str, files)]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    lines = err.splitlines()
    assert len(lines) >= len(files)
    for line in lines:
        file, number, rest = line.split(":", 2)
        assert Path(file) in files and number.isdigit() and rest.startswith(" ")
    assert "Traceback" not in err


def test_strict_validation_fails_while_assumptions_remain(
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = SHIPPED["castle-vaduz"]
    assert main(["--lang", "en", "rules", "validate", "--strict", str(path)]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    lines = err.splitlines()
    text = path.read_text(encoding="utf-8").splitlines()
    notes = sum(1 for row in text if row.strip() == "assumption: true")
    cases = sum(1 for row in text if row.strip().startswith("source: {") and "assumption:" in row)
    assert cases >= 12 and len(lines) == notes + cases
    for line in lines[:notes]:
        file, number, key, rest = line.split(":", 3)
        assert file == str(path) and text[int(number) - 1].strip() == f"- about:{key}"
        assert rest.startswith(" warning: Assumption about")
    for line in lines[notes:]:  # every assumed remedy, at the line of its case
        file, number, key, rest = line.split(":", 3)
        case = key.strip().removeprefix("irregularities.")
        assert file == str(path) and text[int(number) - 1].strip() == f"- id: {case}"
        assert rest.startswith(f" warning: Assumed remedy for {case}")
    assert any("settlement_order: warning:" in line for line in lines)


def test_strict_validation_passes_once_everything_is_confirmed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = SHIPPED["bern"].read_text(encoding="utf-8")
    confirmed = tmp_path / "bern.yaml"
    text = re.sub(
        r', assumption: "[^"]*"', "", text.replace("assumption: true", "assumption: false")
    )
    confirmed.write_text(text, encoding="utf-8")
    assert main(["--lang", "en", "rules", "validate", "--strict", str(confirmed)]) == 0
    assert capsys.readouterr() == (f"{confirmed}: valid\n", "")


@pytest.mark.slow
def test_a_bet_that_can_never_win_is_a_warning_but_valid(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = SHIPPED["uk-2000"].read_text(encoding="utf-8")
    stands = "{" + ", ".join(f"{t}: stand" for t in range(8)) + "}"
    text = text.replace(
        "  punto: {0: draw, 1: draw, 2: draw, 3: draw, 4: draw, 5: draw, 6: stand, 7: stand}",
        f"  punto: {stands}",
    )
    path = tmp_path / "uk-2000.yaml"
    path.write_text(text, encoding="utf-8")
    assert main(["--lang", "en", "rules", "validate", str(path)]) == 0
    out, err = capsys.readouterr()
    assert out == f"{path}: valid\n"
    line = 1 + text.splitlines().index("  - id: 3g8")
    assert err == (
        f"{path}:{line}: bets.3g8: warning: 3 giving 8 (3g8) can never win under this tableau: "
        "no coup wins it. The drills leave its win out.\n"
    )
    assert main(["--lang", "en", "rules", "validate", "--strict", str(path)]) == 1


def test_validate_a_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "validate", str(tmp_path / "none.yaml")]) == 1
    assert "none.yaml: cannot be read" in capsys.readouterr().err


def test_show_in_english(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "en", "rules", "show", "uk-2000"]) == 0
    out = capsys.readouterr().out
    assert "Punto Banco 2000 (UK) (ruleset uk-2000)" in out
    grid = [line.split() for line in out.splitlines()]
    assert ["Banco", "punto", "stood", *map(str, range(10))] in grid
    assert ["3", "draw", *["draw"] * 8, "stand", "draw"] in grid
    assert ["6", "stand", *["stand"] * 6, "draw", "draw", "stand", "stand"] in grid
    assert "Banco 5 draws when punto's third card is 4–7 or when punto stood." in out
    assert "Punto draws on 0–5 and stands on 6 or 7." in out
    assert "A two-card 8 or 9 is a natural: nobody draws." in out
    assert "Banco: pays 1:1, a win with 6 pays 1:2" in out
    assert "Egalité on 1: pays 215:1" in out
    assert "Stakes from £1 to £25 (bet id egalite-0)." in out
    assert "Taken only alongside a bet on Punto, Banco or Any tie (Egalité)." in out
    assert "A player may not bet on punto and banco at the same time." in out
    assert "A player may not bet on punto and banco at the same time." in out
    assert "An over- or under-draw stands unless it was rectified" in out


def test_show_in_german_uses_the_house_texts_in_german(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "de", "rules", "show", "bern"]) == 0
    out = capsys.readouterr().out
    assert "Grand Casino Bern — Punto Banco (ruleset bern)" in out or "bern" in out
    assert "Die Broschüre nennt 5 % Taxe, aber keine Rundung" in out
    assert "The brochure gives the 5 % Taxe" not in out
    assert "CHF 0.05" in out  # as the Swiss house writes it, in German too


def test_show_commission_in_english(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "en", "rules", "show", "castle-vaduz"]) == 0
    out = capsys.readouterr().out
    assert "Banco: pays 1:1 less 5 % commission" in out
    assert "Taken from the winnings: 5 % commission, rounded half-up to CHF 0.05." in out
    assert "Standing players may bet only when every seated box is taken." in out


def test_show_by_path_and_from_a_site_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    site = tmp_path / "rulesets"
    site.mkdir()
    text = SHIPPED["schaanwald"].read_text(encoding="utf-8")
    (site / "house.yaml").write_text(text.replace("id: schaanwald", "id: house"), encoding="utf-8")
    assert main(["--lang", "en", "rules", "--site-dir", str(site), "show", "house"]) == 0
    assert "(ruleset house)" in capsys.readouterr().out
    assert main(["--lang", "en", "rules", "show", str(site / "house.yaml")]) == 0
    assert "(ruleset house)" in capsys.readouterr().out


def test_show_an_invalid_or_unknown_ruleset(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = tmp_path / "broken.yaml"
    shutil.copy(BROKEN / "missing_banco_row.yaml", broken)
    assert main(["--lang", "en", "rules", "show", str(broken)]) == 2
    assert (
        f"{broken}:19: tableau.banco: incomplete: no row for banco total 6"
        in capsys.readouterr().err
    )
    assert main(["--lang", "en", "rules", "show", "no-such-house"]) == 2
    assert "no-such-house: unknown ruleset id" in capsys.readouterr().err


def test_show_a_folder_or_a_device_says_what_it_is(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--lang", "en", "rules", "show", str(tmp_path)]) == 2
    assert capsys.readouterr().err == (
        f"{tmp_path}: is a folder, expected a ruleset file (.yaml)\n"
    )
    assert main(["--lang", "en", "rules", "show", str(tmp_path / "none.yaml")]) == 2
    assert capsys.readouterr().err == f"{tmp_path / 'none.yaml'}: no such ruleset file\n"


@pytest.mark.slow
def test_lang_may_follow_the_command(capsys: pytest.CaptureFixture[str]) -> None:
    """A new user writes the language last: `kiosk rules show bern --lang de`."""
    assert main(["rules", "show", "bern", "--lang", "de"]) == 0
    german = capsys.readouterr().out
    assert main(["rules", "show", "bern", "--lang=en"]) == 0
    english = capsys.readouterr().out
    assert "Tie zahlt 8:1" in german or german != english
    assert main(["rules", "list", "--lang", "en"]) == 0
    assert "bern" in capsys.readouterr().out


def test_output_cut_short_by_a_closed_pipe_is_no_traceback(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """`kiosk rules show uk-2000 | head` closes the pipe early: quiet end, no traceback."""

    def closed(*args: object, **kwargs: object) -> None:
        raise BrokenPipeError(32, "Broken pipe")

    monkeypatch.setattr("builtins.print", closed)
    assert main(["--lang", "en", "rules", "show", "bern"]) == 141
    assert "Traceback" not in capsys.readouterr().err


@pytest.mark.parametrize(
    "argv",
    [["--lang", "de", "run"], ["run", "--lang", "de"], ["--lang", "de"], ["--lang=de", "run"]],
)
def test_the_app_gets_the_language_wherever_it_is_given(
    argv: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[str | None] = []

    def run(args: argparse.Namespace) -> int:
        seen.append(args.lang)
        return 0

    monkeypatch.setattr("kiosk.commands.run.handle", run)
    assert main(argv) == 0
    assert seen == ["de"]


@pytest.mark.parametrize(
    "argv", [[], ["--ruleset", "bern"], ["--kiosk", "--data-dir", "somewhere", "--lang", "en"]]
)
def test_kiosk_alone_or_with_run_options_runs_the_app(
    argv: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[argparse.Namespace] = []

    def run(args: argparse.Namespace) -> int:
        seen.append(args)
        return 0

    monkeypatch.setattr("kiosk.commands.run.handle", run)
    assert main(argv) == 0
    assert len(seen) == 1 and seen[0].command == "run"


def test_a_word_that_is_no_command_is_named(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["--lang", "en", "bogus"])
    assert info.value.code == 2
    assert "invalid choice: 'bogus'" in capsys.readouterr().err


@pytest.mark.slow
def test_a_site_file_whose_id_is_not_its_name_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Copied bern.yaml to grand-casino.yaml and forgot the id: records would say "bern"."""
    site = tmp_path / "rulesets"
    site.mkdir()
    copy = site / "grand-casino.yaml"
    shutil.copy(SHIPPED["bern"], copy)
    assert main(["--lang", "en", "rules", "--site-dir", str(site), "show", "grand-casino"]) == 2
    assert capsys.readouterr().err == (
        f"{copy}:4: id: 'bern' is not the file's name, expected id: grand-casino "
        "(a ruleset is found by its file name)\n"
    )
    assert main(["--lang", "en", "rules", "--site-dir", str(site), "list"]) == 0
    assert "grand-casino    (invalid: run kiosk rules validate" in capsys.readouterr().out
    assert main(["--lang", "en", "rules", "validate", str(copy)]) == 1
    assert capsys.readouterr().err.startswith(f"{copy}:4: id: 'bern' is not the file's name")


@pytest.mark.slow
def test_a_mistyped_site_folder_is_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    nowhere = tmp_path / "nowhere"
    assert main(["--lang", "en", "rules", "--site-dir", str(nowhere), "list"]) == 0
    out, err = capsys.readouterr()
    assert "uk-2000" in out
    assert err == f"{nowhere}: no such folder; only the shipped rulesets are known\n"


@pytest.mark.slow
def test_payouts_the_chips_cannot_make_are_a_warning(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A house that does not say how it pays cents below its smallest chip is warned."""
    text = SHIPPED["bern"].read_text(encoding="utf-8")
    text = text.replace(", cents: half-up}", "}").replace(
        "about: payout_chips.cents", "about: chips"
    )
    path = tmp_path / "bern.yaml"
    path.write_text(text, encoding="utf-8")
    assert main(["--lang", "en", "rules", "validate", str(path)]) == 0
    err = capsys.readouterr().err
    line = 1 + text.splitlines().index("  - id: banco")
    assert err == (
        f"{path}:{line}: bets.banco: warning: Banco: a stake of CHF 10 is paid CHF 9.50, which "
        "chips of CHF 1 cannot make; say in payout_chips.cents how the house pays the cents.\n"
    )
    assert main(["--lang", "en", "rules", "validate", "--strict", str(path)]) == 1
    assert "payout_chips.cents" in capsys.readouterr().err

"""The `kiosk` command line: the default command, and which commands a line names."""

from __future__ import annotations

import argparse
import sys

import pytest

from kiosk.cli import build_parser, main, parse
from kiosk.commands import COMMANDS
from kiosk.i18n import set_language


@pytest.mark.parametrize(
    ("argv", "command"),
    [
        ([], "run"),
        (["--lang", "de"], "run"),
        (["--ruleset", "bern", "--kiosk"], "run"),
        (["--ruleset", "rules"], "run"),  # a ruleset named like a command is still a ruleset
        (["--data-dir", "run-data", "--quit-after-startup"], "run"),
        (["run", "--kiosk"], "run"),
        (["--lang", "de", "rules", "show", "bern"], "rules"),
        (["verify", "log.csv", "--ruleset", "bern"], "verify"),
    ],
)
@pytest.mark.slow
def test_the_command_a_line_names(argv: list[str], command: str) -> None:
    from kiosk.commands import run

    args = build_parser().parse_args(argv)
    assert args.command == command
    if command == "run":
        assert args.handler is run.handle


@pytest.mark.parametrize(
    "argv",
    [
        [],
        ["--ruleset", "rules", "--kiosk"],
        ["verify", "log.csv", "--ruleset", "bern", "--format", "json", "--lang", "de"],
        ["verify", "rules", "--ruleset", "bern", "--format", "csv"],  # a log named like a command
        ["--lang", "de", "rules", "show", "bern"],
        ["records", "export", "--out", "verify"],
    ],
)
@pytest.mark.slow
def test_a_line_is_read_by_the_parser_of_the_commands_it_names_as_by_the_whole(
    argv: list[str],
) -> None:
    """A line is read by a parser of the commands it names alone (a faster start), and what
    that reads is what the parser of every command reads."""

    def read(args: argparse.Namespace) -> dict[str, object]:  # a handler may be made per parser
        return {
            k: getattr(v, "__qualname__", v) if k == "handler" else v for k, v in vars(args).items()
        }

    assert read(parse(argv)) == read(build_parser().parse_args(argv))


def test_a_line_that_parser_cannot_read_is_refused_by_the_whole_one(
    capsys: pytest.CaptureFixture[str],
) -> None:
    err = _refused(["verify", "log.csv", "--ruleset", "bern", "--bogus"], capsys)
    assert "unrecognized arguments: --bogus" in err
    err = _refused(["verify", "log.csv", "--ruleset", "bern", "--format", "pdf"], capsys)
    assert "'pdf'" in err and "--format" in err


def test_kiosk_alone_takes_the_apps_options() -> None:
    args = build_parser().parse_args(["--ruleset", "bern", "--kiosk", "--data-dir", "d"])
    assert (args.ruleset, args.kiosk, str(args.data_dir)) == ("bern", True, "d")
    assert build_parser().parse_args(["run", "--ruleset", "bern"]).ruleset == "bern"


def test_lang_is_taken_after_any_command() -> None:
    assert main_args(["rules", "show", "bern", "--lang", "de"]).lang == "de"
    assert main_args(["shots", "out", "--lang", "all"]).lang == "all"  # the command's own


def main_args(argv: list[str]) -> argparse.Namespace:
    return build_parser().parse_args(argv)


def _command_names(parser: argparse.ArgumentParser) -> list[str]:
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return list(sub.choices)


def test_the_parser_knows_every_command() -> None:
    names = _command_names(build_parser())
    assert len(names) == len(COMMANDS) and names[0] == "run" and "simulate-log" in names


def test_starting_the_app_imports_no_commands_work(monkeypatch: pytest.MonkeyPatch) -> None:
    """The parser knows every command, but what a command runs is imported when it runs."""
    heavy = ("kiosk.verify.verifier", "kiosk.selftest", "kiosk.records.export", "kiosk.rules.audit")
    for name in heavy:  # put back afterwards: other tests hold these modules' classes
        monkeypatch.delitem(sys.modules, name, raising=False)
    with pytest.raises(SystemExit):
        main(["run", "--help"])
    assert [name for name in heavy if name in sys.modules] == []


def test_help_lists_every_command(capsys: pytest.CaptureFixture[str]) -> None:
    set_language("en")
    with pytest.raises(SystemExit) as exit_:
        main(["--help"])
    assert exit_.value.code == 0
    out = capsys.readouterr().out
    for name in _command_names(build_parser()):
        assert f"    {name} " in out


def _refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """What `kiosk` says on stderr for a command line it refuses with exit status 2."""
    set_language("en")
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    assert exit_.value.code == 2
    return capsys.readouterr().err


def test_an_unknown_command_is_named_with_the_choices(capsys: pytest.CaptureFixture[str]) -> None:
    err = _refused(["bogus"], capsys)
    assert "bogus" in err and "verify" in err


def test_a_wrong_option_of_the_app_is_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert "--bogus" in _refused(["--kiosk", "--bogus"], capsys)


def test_help_texts_are_read_from_the_catalogue_only_when_shown(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from kiosk import i18n

    set_language("de")
    i18n._catalog.cache_clear()
    with i18n.source_texts():
        parser = build_parser()
        assert i18n.translate("cli", "UI language") == "UI language"
    assert i18n._catalog.cache_info().currsize == 0  # no catalogue read for an unshown help
    assert "Sprache der Oberfläche" not in parser.format_help()
    assert i18n.translate("cli", "UI language") == "Sprache der Oberfläche"
    with pytest.raises(SystemExit):
        main(["--lang", "de", "run", "--help"])
    assert "Sprache der Oberfläche" in capsys.readouterr().out

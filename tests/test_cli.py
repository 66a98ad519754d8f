"""The `kiosk` command line: the default command, and the command a line names."""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

import pytest

from kiosk.cli import _top_parser, build_parser, command_word, main, parse, parser_for
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
def test_a_line_is_read_by_the_parser_of_its_command_as_by_the_whole(
    argv: list[str],
) -> None:
    """A line is read by the parser of the one command it names (only that command's module is
    imported), and what that reads is what the parser of every command reads."""

    def read(args: argparse.Namespace) -> dict[str, object]:  # a handler may be made per parser
        return {
            k: getattr(v, "__qualname__", v) if k == "handler" else v for k, v in vars(args).items()
        }

    assert read(parse(argv)) == read(build_parser().parse_args(argv))


@pytest.mark.parametrize(
    ("argv", "word"),
    [
        ([], None),
        (["--ruleset", "rules", "--kiosk"], None),  # the value of an option is no command
        (["--rules", "rules"], None),  # nor is the value of an abbreviated option
        (["--ruleset=rules", "verify", "x"], (1, "verify")),
        (["--lang", "de", "--kiosk", "records", "trainees"], (3, "records")),
        (["--", "verify"], (1, "verify")),
        (["bogus", "verify"], (0, "bogus")),
    ],
)
def test_the_command_word_is_found_first(argv: list[str], word: tuple[int, str] | None) -> None:
    assert command_word(argv, _top_parser()) == word


def test_only_the_command_named_is_built() -> None:
    assert _command_names(parser_for(["--lang", "de", "verify", "log.csv"])) == ["verify"]
    assert _command_names(parser_for(["--kiosk"])) == ["run"]
    assert _command_names(parser_for(["records", "--help"])) == ["records"]
    assert _command_names(parser_for(["simulate-log", "--coups", "9"])) == ["simulate-log"]
    records = _command_names(parser_for(["records", "--records", "export", "results"]))
    assert records == ["records"]
    assert len(_command_names(parser_for(["--help", "verify"]))) == len(COMMANDS)
    assert len(_command_names(parser_for(["bogus"]))) == len(COMMANDS)


def test_a_line_its_parser_cannot_read_is_refused(
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


# What a whole `kiosk` process imported: every Qt module and every command module.
IMPORTS_PROBE = """
import sys
from kiosk.cli import main
try:
    main(sys.argv[1:])
except SystemExit:
    pass
print(" ".join(m for m in sorted(sys.modules) if m.startswith(("PySide6", "kiosk.commands."))))
"""


def _imported(*argv: str) -> list[str]:
    done = subprocess.run(
        [sys.executable, "-c", IMPORTS_PROBE, *argv],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return done.stdout.split("\n")[-2].split()


@pytest.mark.parametrize(
    "argv",
    [
        ["--help"],
        ["verify", "--help"],
        ["rules", "list"],
        ["records", "certificate", "--help"],
        ["records", "--data-dir", "{tmp}", "trainees"],
        ["selftest", "--help"],
        ["shots", "--help"],
    ],
)
def test_a_command_that_opens_no_window_never_imports_qt(argv: list[str], tmp_path: Path) -> None:
    imported = _imported(*(arg.format(tmp=tmp_path) for arg in argv))
    assert "kiosk.commands.run" in imported  # the probe saw the modules
    assert [name for name in imported if name.startswith("PySide6")] == []


def test_a_command_imports_its_own_module_alone() -> None:
    imported = _imported("verify", "--help")
    assert "kiosk.commands.verify" in imported
    assert "kiosk.commands.records" not in imported and "kiosk.commands.notary" not in imported


def test_a_records_action_imports_its_own_module_alone(tmp_path: Path) -> None:
    """As the command word, the action word is found first: `kiosk records trainees` imports
    neither the other actions' modules nor the server's driver."""
    imported = _imported("records", "--data-dir", str(tmp_path), "trainees")
    actions = [name for name in imported if name.startswith("kiosk.commands.records.")]
    assert actions == ["kiosk.commands.records.common", "kiosk.commands.records.trainees"]
    listed = _imported("records", "--help")
    assert [name for name in listed if name.startswith("kiosk.commands.records.")] == [
        "kiosk.commands.records.common"
    ]


def test_the_list_of_commands_imports_none() -> None:
    """`kiosk --help` lists every command by its summary; only the app's options are read from
    its module (kiosk.commands.run)."""
    assert _imported("--help") == ["kiosk.commands.run"]

"""`kiosk shots DIR`: render every screen and drill state offscreen to PNG files."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from kiosk.commands import summary
from kiosk.i18n import LANGUAGES, tr, translate
from kiosk.rules.loader import RulesetError


def register(
    sub: argparse._SubParsersAction[argparse.ArgumentParser], rest: Sequence[str] | None = None
) -> None:
    p = sub.add_parser(
        "shots",
        help=summary("shots"),
        epilog=translate(
            "cli",
            "Exit status: 0 the screenshots were written; 1 a file could not be written; 2 the "
            "ruleset could not be found or read, or the arguments were wrong.",
        ),
    )
    p.add_argument("dir", type=Path, help=translate("cli", "folder for the PNG files"))
    p.add_argument(
        "--lang",
        choices=[*LANGUAGES, "all"],
        default="all",
        help=translate("cli", "language of the screens (default: all)"),
    )
    p.add_argument("--ruleset", help=translate("cli", "house ruleset id or YAML path"))
    p.add_argument(
        "--size",
        type=window_size,
        default=(1280, 800),
        metavar="WxH",
        help=translate(
            "cli",
            "window size in pixels, at least 1024x700; below 1280x800 the look is the compact "
            "one of smaller screens (default: 1280x800)",
        ),
    )
    p.set_defaults(handler=handle)


def window_size(text: str) -> tuple[int, int]:
    """`1024x700` → (1024, 700); at least the window's least size."""
    width, sep, height = text.lower().partition("x")
    if not (sep and width.isdigit() and height.isdigit()):
        raise argparse.ArgumentTypeError(
            translate("cli", "expected a size as WIDTHxHEIGHT, e.g. 1024x700: {text}").format(
                text=text
            )
        )
    if int(width) < 1024 or int(height) < 700:
        raise argparse.ArgumentTypeError(
            translate("cli", "the window is at least 1024x700: {text}").format(text=text)
        )
    return int(width), int(height)


def handle(args: argparse.Namespace) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from kiosk.ui.dev.shots import render_all

    langs = LANGUAGES if args.lang == "all" else (args.lang,)
    try:
        files = render_all(args.dir, langs, args.ruleset, args.size)
    except RulesetError as exc:
        print("\n".join(exc.messages), file=sys.stderr)
        return 2
    except OSError as exc:
        print(str(exc), file=sys.stderr)
        return 1
    written = len(files)  # a plain name, so pyside6-lupdate extracts the text
    print(tr("%n screenshot(s) written to {folder}", None, written).format(folder=args.dir))
    return 0

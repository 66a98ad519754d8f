"""Money, numbers, percentages and counts are written by kiosk/domain/money.py only.

Anywhere else in kiosk/, a decimal point swapped for a comma (`.replace(".", ",")`) or a number
formatted by a format spec that groups thousands, fixes decimals or makes a percentage
(`f"{x:,}"`, `f"{x:.2f}"`, `f"{x:.0%}"`, `format(x, ".1f")`) is a second formatter: it writes
"0,80" and "1088" where the house writes "CHF 0.80" and "CHF 1'088". Plain `format(x, "f")`
(a Decimal's digits for records and files) and zero-padded clock digits (`:02d`) are no
formatting of a number for people.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "kiosk"
FORMATTER = PACKAGE / "domain" / "money.py"

#: A format spec that groups thousands, fixes the decimals or makes a percentage.
NUMBER_SPEC = re.compile(r"[,_]|\.\d*[efg%]|%$")
SEPARATORS = {".", ","}


def _constant_text(node: ast.expr) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value for v in node.values if isinstance(v, ast.Constant))
    return None


def formatters(source: str) -> Iterator[tuple[int, str]]:
    """(line, what) for each number formatted outside the one formatter."""
    for node in ast.walk(ast.parse(source)):
        spec: str | None = None
        if isinstance(node, ast.FormattedValue) and node.format_spec is not None:
            spec = _constant_text(node.format_spec)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            if node.func.id == "format" and len(node.args) == 2:
                spec = _constant_text(node.args[1])
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            args = [_constant_text(a) for a in node.args]
            if (
                node.func.attr == "replace"
                and len(args) == 2
                and args[0] in SEPARATORS
                and (args[1] is None or set(args) == SEPARATORS)  # a separator, maybe a name's
            ):
                yield node.lineno, f".replace({args[0]!r}, {args[1] or '…'!r})"
            template = _constant_text(node.func.value)
            if node.func.attr == "format" and template is not None:
                spec = " ".join(re.findall(r"\{[^{}]*:([^{}]*)\}", template)) or None
        if spec is not None and NUMBER_SPEC.search(spec):
            yield node.lineno, f"format spec {spec!r}"


@pytest.mark.slow
def test_only_the_money_module_formats_numbers() -> None:
    found = [
        f"{path.relative_to(PACKAGE.parent)}:{line}: {what}"
        for path in sorted(PACKAGE.rglob("*.py"))
        if path != FORMATTER
        for line, what in formatters(path.read_text(encoding="utf-8"))
    ]
    assert found == [], "write these with kiosk.domain.money (format_money, format_percent …)"


@pytest.mark.parametrize(
    "source",
    [
        'text = text.replace(".", ",")',
        'text = text.replace(",", ".")',
        'cell = repr(value).replace(".", separator)',
        'label = f"{amount:.2f} CHF"',
        'label = f"{count:,}"',
        'label = f"{share:.0%}"',
        'label = f"{share:{width}.1f}"',
        'label = format(value, ".1f")',
        'label = "{:,}".format(count)',
        'label = "{n} of {total:.1f}".format(n=n, total=total)',
        'label = f"{count:_}"',
    ],
)
def test_a_second_formatter_is_caught(source: str) -> None:
    assert list(formatters(source)) != []


@pytest.mark.parametrize(
    "source",
    [
        'text = format(value.normalize(), "f")',
        'clock = f"{minutes:02d}:{seconds:02d}"',
        'row = f"{name:20.20}  {number:>4}"',
        'text = text.replace("%1", name)',
        'digits = typed.replace(".", "")',
        'text = "{name}: {count}".format(name=name, count=count)',
        "text = format_money(amount, currency, locale)",
    ],
)
def test_plain_digits_and_text_are_not_formatters(source: str) -> None:
    assert list(formatters(source)) == []

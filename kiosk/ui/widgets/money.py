"""Amounts shown and typed the way the UI language writes them (de: 1.234,50; en: 1,234.50).

Money stays Decimal end to end: QLocale supplies only the separators, never a float conversion.
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

from PySide6.QtCore import QLocale


def format_number(value: Decimal, locale: QLocale | None = None, places: int | None = None) -> str:
    """Group the integer part and use the locale's decimal point.

    `places=None` shows cents only when the amount has them (stakes 100, payouts 97,50).
    """
    loc = locale or QLocale()
    if places is None:
        places = 0 if value == value.to_integral_value() else 2
    quantized = value.quantize(Decimal(1).scaleb(-places)) if places else value.quantize(Decimal(1))
    sign = "-" if quantized < 0 else ""
    text = f"{abs(quantized):.{places}f}"
    whole, _, frac = text.partition(".")
    group = loc.groupSeparator()
    groups = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    groups.insert(0, whole)
    out = sign + group.join(groups)
    if frac:
        out += loc.decimalPoint() + frac
    return out


def format_money(value: Decimal, currency: str, locale: QLocale | None = None) -> str:
    return f"{currency} {format_number(value, locale)}"


def parse_amount(text: str, locale: QLocale | None = None) -> Decimal | None:
    """Read what the keypad produced: digits with at most one of the locale's decimal separator."""
    loc = locale or QLocale()
    cleaned = text.strip().replace(loc.decimalPoint(), ".")
    if not cleaned or cleaned.count(".") > 1 or not cleaned.replace(".", "").isdigit():
        return None
    try:
        return Decimal(cleaned)
    except InvalidOperation:
        return None

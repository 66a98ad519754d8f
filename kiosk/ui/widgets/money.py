"""Amounts in the UI: kiosk.domain.money writes them (the one formatter); this reads what the
keypad produced and lends the formatter a Qt locale's name where a screen has only that.

Money stays Decimal end to end: nothing is converted through a float.
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

from PySide6.QtCore import QLocale

from kiosk.domain import money


def format_number(value: Decimal, locale: QLocale | None = None, places: int | None = None) -> str:
    """kiosk.domain.money.format_number for a Qt locale (default: the UI's)."""
    return money.format_number(value, (locale or QLocale()).name(), places)


def format_money(value: Decimal, currency: str, locale: QLocale | None = None) -> str:
    return money.format_money(value, currency, (locale or QLocale()).name())


def format_percent(share: float | Decimal, places: int = 0) -> str:
    """kiosk.domain.money.format_percent in the UI's locale: 90% / 90 %."""
    return money.format_percent(share, QLocale().name(), places)


def parse_amount(text: str, separator: str | None = None) -> Decimal | None:
    """Read what the keypad produced: digits with at most one decimal `separator` (default:
    the UI locale's)."""
    sep = separator or QLocale().decimalPoint()
    cleaned = text.strip().replace(sep, ".")
    if not cleaned or cleaned.count(".") > 1 or not cleaned.replace(".", "").isdigit():
        return None
    try:
        return Decimal(cleaned)
    except InvalidOperation:
        return None

"""Numbers, money and percentages written the way a locale writes them — the one formatter.

Qt-free, so the rules, the drills, the verifier and the UI all write `CHF 1'000.50` the same way
for a Swiss house and `£1,000.50` for a British one. A locale is a name like "de_CH"; the house's
comes from its ruleset (`Ruleset.locale`). Amounts stay Decimal: nothing passes through a float.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal


@dataclass(frozen=True)
class NumberFormat:
    group: str  # thousands separator
    decimal: str  # decimal separator
    percent: str  # between the number and "%" ("" or a no-break space)


# The locales the kiosk writes numbers for; others fall back by language, then to en_GB.
FORMATS: dict[str, NumberFormat] = {
    "de_CH": NumberFormat("'", ".", "\u202f"),
    "de_LI": NumberFormat("'", ".", "\u202f"),
    "de_DE": NumberFormat(".", ",", "\u202f"),
    "de_AT": NumberFormat("\u202f", ",", "\u202f"),
    "en_GB": NumberFormat(",", ".", ""),
    "en_US": NumberFormat(",", ".", ""),
}

# Currency symbols written before the amount with no space; other codes get "CODE amount".
SYMBOLS = {"GBP": "£", "USD": "$"}

# The locale a house's numbers follow when its ruleset names none, by currency.
LOCALE_OF_CURRENCY = {"CHF": "de_CH", "GBP": "en_GB", "EUR": "de_DE", "USD": "en_US"}
DEFAULT_LOCALE = "en_GB"


def locale_for_currency(currency: str) -> str:
    return LOCALE_OF_CURRENCY.get(currency.upper(), DEFAULT_LOCALE)


def number_format(locale: str) -> NumberFormat:
    name = locale.replace("-", "_").split(".")[0]
    if name in FORMATS:
        return FORMATS[name]
    language = name.split("_")[0].lower()
    return FORMATS["de_DE" if language == "de" else DEFAULT_LOCALE]


def format_number(value: Decimal | int, locale: str, places: int | None = None) -> str:
    """Grouped thousands and the locale's decimal separator; `places=None` shows cents only
    when the amount has them (100, 97.50)."""
    fmt = number_format(locale)
    amount = Decimal(value)
    if places is None:
        places = 0 if amount == amount.to_integral_value() else 2
    quantized = amount.quantize(Decimal(1).scaleb(-places))
    sign = "-" if quantized < 0 else ""
    whole, _, frac = f"{abs(quantized):.{places}f}".partition(".")
    groups: list[str] = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    groups.insert(0, whole)
    text = sign + fmt.group.join(groups)
    return text + fmt.decimal + frac if frac else text


def format_money(value: Decimal | int, currency: str, locale: str) -> str:
    """`CHF 1'000.50` (de_CH), `£1,000.50` (en_GB), `CHF 1.000,50` (de_DE)."""
    amount = format_number(value, locale)
    symbol = SYMBOLS.get(currency.upper())
    if symbol is not None:
        return f"-{symbol}{amount[1:]}" if amount.startswith("-") else f"{symbol}{amount}"
    return f"{currency} {amount}"


def format_percent(share: float | Decimal, locale: str, places: int = 0) -> str:
    """A share 0–1 as a percentage: 90% (en_GB), 90 % (German, with a narrow no-break space)."""
    value = Decimal(str(share)) * 100
    return f"{format_number(value, locale, places)}{number_format(locale).percent}%"


def decimal_separator(locale: str) -> str:
    """What the keypad's decimal key types for this locale."""
    return number_format(locale).decimal

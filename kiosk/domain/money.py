"""Numbers, money, percentages and counts written the way a locale writes them — the one
formatter: nothing else in kiosk/ groups thousands, swaps a decimal point or formats a share.

Qt-free, so the rules, the drills, the verifier and the UI all write `CHF 1'000.50` the same way
for a Swiss house and `£1,000.50` for a British one, in a label and in a sentence alike. A locale
is a name like "de_CH"; the house's comes from its ruleset (`Ruleset.locale`). Where no house is
meant (a trainee's scores, the CLI), the UI language is the locale: "de" writes as de_DE, "en" as
en_GB. Amounts stay Decimal: nothing passes through a float.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction


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

# Currency symbols written before the amount with no space; other codes get "CODE amount", with
# a no-break space: a line on screen or on paper never ends between the code and its amount.
SYMBOLS = {"GBP": "£", "USD": "$"}
NO_BREAK = "\u00a0"

# The locale a house's amounts and numbers are written in when its ruleset names none: the
# usual one of its currency (DEFAULT_LOCALE for any other).
LOCALE_OF_CURRENCY = {
    "CHF": "de_CH",
    "EUR": "de_DE",
    "GBP": "en_GB",
    "USD": "en_US",
    "AUD": "en_AU",
    "CAD": "en_CA",
    "NZD": "en_NZ",
    "SGD": "en_SG",
    "HKD": "en_HK",
    "ZAR": "en_ZA",
}
DEFAULT_LOCALE = "en_GB"


def locale_for_currency(currency: str) -> str:
    return LOCALE_OF_CURRENCY.get(currency.upper(), DEFAULT_LOCALE)


# Languages whose numbers are written with a decimal comma, for a locale not in FORMATS (a
# spreadsheet export in its reader's language); regions that write a decimal point although
# their language does not.
COMMA_LANGUAGES = frozenset(
    [
        "bg",
        "cs",
        "da",
        "de",
        "el",
        "es",
        "et",
        "fi",
        "fr",
        "hr",
        "hu",
        "id",
        "it",
        "lt",
        "lv",
        "nb",
        "nl",
        "nn",
        "pl",
        "pt",
        "ro",
        "ru",
        "sk",
        "sl",
        "sr",
        "sv",
        "tr",
        "uk",
    ]
)
POINT_REGIONS = frozenset({"CH", "LI"})


def number_format(locale: str) -> NumberFormat:
    name = locale.replace("-", "_").split(".")[0]
    if name in FORMATS:
        return FORMATS[name]
    language, _, region = name.partition("_")
    if region.upper() in POINT_REGIONS:
        return FORMATS["de_CH"]
    return FORMATS["de_DE" if language.lower() in COMMA_LANGUAGES else DEFAULT_LOCALE]


def decimals(value: Decimal | int) -> int:
    """The places a value is written with, trailing zeros dropped: 5 → 0, 2.5 → 1, 0.050 → 2."""
    exponent = Decimal(value).normalize().as_tuple().exponent
    return max(0, -exponent) if isinstance(exponent, int) else 0


def format_number(value: Decimal | int, locale: str, places: int | None = None) -> str:
    """Grouped thousands and the locale's decimal separator; `places=None` writes an amount:
    cents only when it has them (100, 97.50), and every finer digit it has (0.125)."""
    fmt = number_format(locale)
    amount = Decimal(value)
    if places is None:
        places = max(2, decimals(amount)) if decimals(amount) else 0
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
    """`CHF 1'000.50` (de_CH), `£1,000.50` (en_GB), `CHF 1.000,50` (de_DE); the space after a
    code is a no-break one (NO_BREAK)."""
    amount = format_number(value, locale)
    symbol = SYMBOLS.get(currency.upper())
    if symbol is not None:
        return f"-{symbol}{amount[1:]}" if amount.startswith("-") else f"{symbol}{amount}"
    return f"{currency}{NO_BREAK}{amount}"


def plain_spaces(text: str) -> str:
    """`text` as a command writes it to a terminal, a file or a pipe that people and programs
    read: each amount's no-break space a plain one."""
    return text.replace(NO_BREAK, " ")


def format_percent(share: float | Decimal | Fraction, locale: str, places: int = 0) -> str:
    """A share 0–1 as a percentage: 90% (en_GB), 90 % (German, with a narrow no-break space)."""
    return f"{percent_number(share, locale, places)}{number_format(locale).percent}%"


def percent_number(
    share: float | Decimal | Fraction, locale: str, places: int | None = None
) -> str:
    """The number of a percentage, for a sentence that writes the sign itself ("5 % commission"):
    0.05 → "5", 0.025 → "2.5" (`places=None`: the digits the share has)."""
    if isinstance(share, Fraction):
        value = Decimal(share.numerator) / Decimal(share.denominator) * 100
    else:
        value = Decimal(str(share)) * 100
    return format_number(value, locale, decimals(value) if places is None else places)


def decimal_separator(locale: str) -> str:
    """What the keypad's decimal key types for this locale."""
    return number_format(locale).decimal


def data_decimal(value: float, separator: str) -> str:
    """A measured value in a data file a spreadsheet reads (an export's cell): all its digits,
    no grouping, the language's decimal `separator`."""
    return repr(value).replace(".", separator)

"""The ruleset loader: shipped files load exactly; each kind of mistake is found, located, and
reported together with every other mistake of the file."""

from __future__ import annotations

import hashlib
import re
from decimal import Decimal
from pathlib import Path

import pytest

from kiosk.domain.bets import BetKind, Ratio, Rounding
from kiosk.rules.catalog import find_ruleset, ruleset_files
from kiosk.rules.loader import RulesetError, load_ruleset, parse_ruleset
from kiosk.rules.model import MisdealRule, Ruleset

SHIPPED = ruleset_files()
SCHAANWALD = SHIPPED["schaanwald"].read_text(encoding="utf-8")


def edited(*edits: tuple[str, str], text: str = SCHAANWALD) -> str:
    for old, new in edits:
        assert old in text, old
        text = text.replace(old, new, 1)
    return text


def messages(text: str) -> list[str]:
    with pytest.raises(RulesetError) as info:
        parse_ruleset(text, "x.yaml")
    return info.value.messages


def line_of(text: str, fragment: str) -> int:
    return text[: text.index(fragment)].count("\n") + 1


# -- the shipped rulesets --------------------------------------------------------------------


def test_every_shipped_ruleset_loads(shipped_ruleset: Ruleset) -> None:
    assert shipped_ruleset.path is not None
    assert shipped_ruleset.id == shipped_ruleset.path.stem
    assert (
        shipped_ruleset.content_hash
        == hashlib.sha256(shipped_ruleset.path.read_bytes()).hexdigest()
    )
    assert {b.id for b in shipped_ruleset.bets} >= {"punto", "banco", "tie"}
    for bet in shipped_ruleset.bets:
        assert shipped_ruleset.bet_name(bet.id) != bet.id


def test_schaanwald_is_punto_banco_2000() -> None:
    rs = find_ruleset("schaanwald")
    banco = rs.bet("banco")
    assert banco.pays == Ratio(1, 1) and banco.commission is None
    assert dict(banco.win_total_pays) == {6: Ratio(1, 2)}
    assert rs.bet("tie").pays == Ratio(8, 1)
    assert rs.packs == 6 and rs.currency == "CHF"
    assert rs.procedures.misdeal is MisdealRule.ALWAYS_CORRECTED


def test_bern_takes_five_percent_rounded_to_five_rappen() -> None:
    commission = find_ruleset("bern").bet("banco").commission
    assert commission is not None
    assert commission.rate == Decimal("0.05")
    assert commission.step == Decimal("0.05")
    assert commission.rounding is Rounding.HALF_UP


def test_uk_side_bets_and_conditions() -> None:
    rs = find_ruleset("uk-2000")
    pays = {b.tie_total: b.pays.win for b in rs.bets if b.kind is BetKind.EGALITE}
    assert pays == {0: 150, 1: 215, 2: 225, 3: 200, 4: 120, 5: 110, 6: 45, 7: 45, 8: 80, 9: 80}
    three = rs.bet("3g8")
    assert (three.banco_total, three.punto_third, three.pays) == (3, 8, Ratio(200, 1))
    assert rs.bet("egalite-0").requires_one_of == ("punto", "banco", "tie")
    assert rs.procedures.may_bet_both_sides is False
    assert rs.procedures.misdeal is MisdealRule.STANDS_UNLESS_FLAGGED
    assert rs.packs == 8
    assert rs.published[0].value == Decimal("0.0145")


def test_castle_vaduz_standing_players() -> None:
    table = find_ruleset("castle-vaduz").table
    assert table.boxes == 7 and table.box_total_within_table_maximum
    assert table.standing.allowed and table.standing.per_box == 1
    assert table.standing.on_shared_fields == ("tie",)


# -- values ----------------------------------------------------------------------------------


def test_money_is_read_exactly_never_through_float() -> None:
    text = edited(
        ('chips:\n  - {value: "1",', 'chips:\n  - 0.1\n  - {value: 0.2}\n  - {value: "1",'),
        ('    min: "5"\n    max: "500"', "    min: 0.3\n    max: 500.10"),
    )
    rs = parse_ruleset(text)
    assert rs.chips[:3] == (Decimal("0.1"), Decimal("0.2"), Decimal("1"))
    assert rs.bet("tie").minimum == Decimal("0.3")  # float 0.3 would be 0.2999…
    assert str(rs.bet("tie").maximum) == "500.10"


def test_an_unquoted_pay_is_read_as_written() -> None:
    # YAML 1.1 would read 8:1 as the base-60 number 481.
    rs = parse_ruleset(edited(('pays: "8:1"', "pays: 8:1")))
    assert rs.bet("tie").pays == Ratio(8, 1)


def test_anchors_and_aliases_are_plain_yaml() -> None:
    text = edited(
        (
            "    0: {punto_stood: draw,  punto_third: [",
            "    0: &always {punto_stood: draw,  punto_third: [",
        ),
        (
            "    1: {punto_stood: draw,  punto_third: [draw,  draw,  draw,  draw,  draw,  draw,  draw,  draw,  draw,  draw ]}",
            "    1: *always",
        ),
    )
    assert parse_ruleset(text).tableau.banco[1] == find_ruleset("schaanwald").tableau.banco[0]


def test_an_empty_optional_value_means_left_out() -> None:
    rs = parse_ruleset(edited(("idle_minutes: 5", "idle_minutes:")))
    assert rs.idle_minutes is None


# -- problems --------------------------------------------------------------------------------


def test_every_problem_of_a_file_is_reported_at_once() -> None:
    text = edited(
        ("  packs: 6", "  packs: 0"),
        ("  punto: {0: draw,", "  punto: {0: drew,"),
        ('    pays: "8:1"', '    pays: "8:0"'),
        ("  boxes: 7", "  boxs: 7"),
        ("misdeal: always-corrected", "misdeal: sometimes"),
    )
    found = messages(text)
    assert found == [
        f"x.yaml:{line_of(text, 'packs: 0')}: shoe.packs: 0 is out of range, expected a whole number 1–12",
        f"x.yaml:{line_of(text, '  punto:')}: tableau.punto.0: 'drew' is not allowed, expected one of draw, stand; did you mean 'draw'?",
        f'x.yaml:{line_of(text, "8:0")}: bets.tie.pays: \'8:0\' pays nothing, expected positive numbers on both sides such as "8:1" or "1:2"',
        f"x.yaml:{line_of(text, 'boxs')}: table.boxs: unknown key, did you mean 'boxes'?",
        f"x.yaml:{line_of(text, 'sometimes')}: procedures.misdeal: 'sometimes' is not allowed, expected one of stands-unless-flagged, always-corrected",
    ]


def test_messages_are_sorted_by_line() -> None:
    text = edited(("currency: CHF", "currency: chf"), ("  dealers: 1", "  dealers: 9"))
    lines = [int(m.split(":")[1]) for m in messages(text)]
    assert lines == sorted(lines) and len(lines) == 2


def test_a_file_that_cannot_be_read(tmp_path: Path) -> None:
    with pytest.raises(RulesetError) as info:
        load_ruleset(tmp_path / "nothing.yaml")
    assert info.value.messages == [
        f"{tmp_path / 'nothing.yaml'}: cannot be read (No such file or directory)"
    ]
    with pytest.raises(RulesetError):
        load_ruleset(tmp_path)


def test_bytes_that_are_not_text() -> None:
    (message,) = messages(b"id: x\nname: \xff\xfe\xfa\n")  # type: ignore[arg-type]
    assert message == (
        "x.yaml:2: the file is not UTF-8 text (byte 0xFF), expected a ruleset saved as UTF-8"
    )


def test_a_file_saved_in_latin_1_is_named_as_such() -> None:
    text = edited(("  en: Casino Schaanwald", "  en: Casino Schäanwald")).encode()
    latin = text.replace("ä".encode(), "ä".encode("latin-1"))
    (message,) = messages(latin)  # type: ignore[arg-type]
    assert message == (
        "x.yaml:6: the file is not UTF-8 text (byte 0xE4), expected a ruleset saved as UTF-8"
    )


def test_a_byte_order_mark_is_allowed() -> None:
    ruleset = parse_ruleset(b"\xef\xbb\xbf" + SCHAANWALD.encode(), "x.yaml")
    assert ruleset.id == "schaanwald"


def test_a_file_far_too_large_for_a_ruleset_is_not_read_whole(tmp_path: Path) -> None:
    """A huge file (or a device that never ends) is refused quickly, with one message."""
    huge = tmp_path / "huge.yaml"
    huge.write_bytes(SCHAANWALD.encode() + b"# " + b"x" * (2 * 1024 * 1024) + b"\n")
    with pytest.raises(RulesetError) as info:
        load_ruleset(huge)
    assert info.value.messages == [
        f"{huge}:1: the file is larger than a ruleset can be, expected at most 1048576 bytes"
    ]


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_a_device_that_never_ends_is_refused() -> None:
    with pytest.raises(RulesetError) as info:
        load_ruleset("/dev/zero")
    assert info.value.messages == [
        "/dev/zero:1: the file is larger than a ruleset can be, expected at most 1048576 bytes"
    ]


def test_recursive_alias_is_refused_not_followed() -> None:
    (message,) = messages(
        re.sub(r"^chips:\n(  - .*\n)+", "chips: &c [*c]\n", SCHAANWALD, count=1, flags=re.M)
    )
    assert (
        "chips.1: expected a number such as 25 or a mapping with the keys value, colour, spots, "
        "label, plaque, got a list" in message
    )


def test_merge_keys_are_refused() -> None:
    text = edited(("shoe:\n  packs: 6", "defaults: &d {burn: false}\nshoe:\n  <<: *d\n  packs: 6"))
    found = messages(text)
    assert any("defaults: unknown key" in m for m in found)
    assert any(
        "shoe: merge keys (<<) are not supported, expected the keys written out" in m for m in found
    )


def test_a_key_path_names_a_bet_by_its_id() -> None:
    (message,) = messages(edited(('    pays: "8:1"', '    pays: "8:1"\n    tie_total: 4')))
    assert message.endswith("bets.tie.tie_total: only for kind egalite, not tie; remove it")


def test_a_bet_without_kind_gets_one_message() -> None:
    (message,) = messages(edited(("    kind: tie\n", "")))
    assert (
        "bets.tie.kind: missing, expected one of punto, banco, tie, egalite, three-gives-eight"
        in message
    )


def test_win_total_pays_is_only_for_punto_and_banco() -> None:
    (message,) = messages(
        edited(('    pays: "8:1"', '    pays: "8:1"\n    win_total_pays: {0: "9:1"}'))
    )
    assert message.endswith(
        "bets.tie.win_total_pays: only for kind punto / banco, not tie; remove it"
    )


def test_a_bet_must_not_require_itself() -> None:
    (message,) = messages(
        edited(('    pays: "8:1"', '    pays: "8:1"\n    requires_one_of: [tie]'))
    )
    assert message.endswith(
        "bets.tie.requires_one_of.1: a bet cannot require itself, expected other bets' ids"
    )


def test_a_bet_with_no_place_on_the_table() -> None:
    (message,) = messages(
        edited(("  shared_bets: [tie]", "  shared_bets: []"), ("    on_shared_fields: [tie]\n", ""))
    )
    assert message.endswith(
        "bets.tie: the bet 'tie' has no place on the table, expected its id in table.box_bets or "
        "table.shared_bets"
    )


def test_notes_must_name_a_part_of_the_ruleset() -> None:
    text = edited(("about: tableau.banco.4", "about: tableau.banko.4"))
    (message,) = messages(text)
    assert message == (
        f"x.yaml:{line_of(text, 'banko')}: notes.3.about: 'tableau.banko.4' names no part of this "
        "ruleset, expected a key path such as tableau.banco.4 or bets.banco.commission"
    )
    ok = edited(("about: tableau.banco.4", "about: tableau.banco.3.punto_third.8"))
    assert parse_ruleset(ok).notes[2].about == "tableau.banco.3.punto_third.8"


def test_a_published_figure_is_a_fraction() -> None:
    uk = SHIPPED["uk-2000"].read_text(encoding="utf-8")
    (message,) = messages(edited(('value: "0.0145"', 'value: "1.45"'), text=uk))
    assert message.endswith(
        "published.1.value: 1.45 is not a fraction, expected e.g. 0.0145 for 1.45 %"
    )


def test_text_where_a_number_is_not_enough() -> None:
    (message,) = messages(edited(("  en: Casino Schaanwald — Punto Banco 2000", "  en: 2000")))
    assert message.endswith("name.en: expected text, got 2000 (put text in quotes)")


def test_a_boolean_is_true_or_false() -> None:
    (message,) = messages(edited(("  burn: false", "  burn: off")))
    assert message.endswith("shoe.burn: expected true or false, got off")


def test_numbers_with_too_many_digits_are_refused() -> None:
    text = edited(
        ('    max: "500"', '    max: "' + "9" * 40 + '"'),
        ('chips:\n  - {value: "1",', 'chips:\n  - {value: "0.000000001",'),
    )
    assert [m.split(": ", 2)[1:] for m in messages(text)] == [
        [
            "chips.1.value",
            "0.000000001 has too many digits, expected at most 12 before and 8 after the decimal point",
        ],
        [
            "bets.tie.max",
            "9" * 40
            + " has too many digits, expected at most 12 before and 8 after the decimal point",
        ],
    ]


def test_a_ruleset_nested_too_deep_is_refused_before_it_is_composed(tmp_path: Path) -> None:
    """libyaml's composer recurses once per level: 50,000 levels crashed the process."""
    path = tmp_path / "deep.yaml"
    path.write_text("id: deep\nnotes: " + "[" * 50_000 + "]" * 50_000 + "\n", encoding="utf-8")
    with pytest.raises(RulesetError) as info:
        load_ruleset(path)
    assert info.value.messages == [
        f"{path}:2: nested more than 32 levels deep, expected at most 32 levels of mappings and "
        "lists"
    ]
    block = "id: deep\nnotes:\n" + "".join("  " * i + "- \n" for i in range(40))
    with pytest.raises(RulesetError) as info:
        parse_ruleset(block, "block.yaml")
    assert info.value.messages[0].startswith("block.yaml:")
    assert "nested more than 32 levels deep" in info.value.messages[0]


def test_a_number_with_thousands_of_digits_is_refused_without_a_traceback() -> None:
    text = SHIPPED["bern"].read_text(encoding="utf-8")
    huge = text.replace("packs: 6", "packs: " + "9" * 5000, 1)
    with pytest.raises(RulesetError) as info:
        parse_ruleset(huge, "huge.yaml")
    assert "shoe.packs: " in info.value.messages[0] and "out of range" in info.value.messages[0]


@pytest.mark.slow
def test_idle_minutes_is_bounded_and_the_locale_follows_the_currency() -> None:
    text = SHIPPED["bern"].read_text(encoding="utf-8")
    with pytest.raises(RulesetError) as info:
        parse_ruleset(text.replace("idle_minutes: 5", "idle_minutes: 40000"), "idle.yaml")
    assert "idle_minutes: 40000 is out of range, expected a whole number 1–1440" in str(info.value)
    ruleset = parse_ruleset(text)
    assert ruleset.currency == "CHF" and ruleset.locale == "de_CH"
    assert parse_ruleset(text + "locale: fr_CH\n").locale == "fr_CH"
    with pytest.raises(RulesetError) as info:
        parse_ruleset(text + "locale: de-ch\n", "loc.yaml")
    assert "locale: 'de-ch' is not a locale such as de_CH or en_GB" in str(info.value)
    uk = SHIPPED["uk-2000"].read_text(encoding="utf-8")
    assert parse_ruleset(uk).locale == "en_GB"


@pytest.mark.slow
def test_the_values_a_file_may_hold_are_bounded_aliases_counted_each_time() -> None:
    text = (
        "id: many\nchips: &c ["
        + ", ".join(["1"] * 1000)
        + "]\nnotes: ["
        + ", ".join(["*c"] * 120)
        + "]\n"
    )
    with pytest.raises(RulesetError) as info:
        parse_ruleset(text, "many.yaml")
    assert (
        "too many values (an alias counts each time it is used), expected at most 100000"
        not in str(info.value)  # the notes' items are not lists: no value inside them is read
    )
    text = "id: many\nx: &x 5\nchips: [" + ", ".join(["*x"] * 100_001) + "]\n"
    with pytest.raises(RulesetError) as info:
        parse_ruleset(text, "many.yaml")
    messages = info.value.messages
    assert len(messages) == 201  # the first 200 problems, and how many more there are
    assert messages[-1].startswith("many.yaml:") and "more problems not listed" in messages[-1]
    note = "n: &n {about: id, en: a, de: b}\n"
    text = "id: many\n" + note + "notes: [" + ", ".join(["*n"] * 30_000) + "]\n"
    with pytest.raises(RulesetError) as info:
        parse_ruleset(text, "many.yaml")
    assert (
        "many.yaml:2: notes.25000.about: too many values (an alias counts each time it is used), "
        "expected at most 100000" in info.value.messages
    )


def test_a_key_from_the_file_is_shown_with_its_escapes_on_one_line() -> None:
    """An unknown key holding a terminal's escape sequence or a line break cannot reach the
    terminal as it is, nor start a line of its own."""
    text = (Path(__file__).parent / "../../rulesets/uk-2000.yaml").read_text(encoding="utf-8")
    with pytest.raises(RulesetError) as info:
        parse_ruleset(text + '"bad\\e[2J\\nkey": 1\n', "x\u202e.yaml")
    (message,) = [m for m in info.value.messages if "unknown key" in m]
    assert message.startswith("x\\u202e.yaml:") and "bad\\x1b[2J\\nkey: unknown key" in message
    assert all(m.isprintable() for m in info.value.messages)


@pytest.mark.parametrize(
    ("hidden", "shown"),
    # as the YAML file escapes them in a quoted text
    [
        ("\\e[31m", "\\x1b"),
        ("\\u202e", "\\u202e"),
        ("\\L", "\\u2028"),
        ("\\r", "\\r"),
        ("\\u200b", "\\u200b"),  # zero-width space
        ("\\ue000", "\\ue000"),  # private use
    ],
)
@pytest.mark.slow
def test_a_text_cannot_hold_a_control_character_or_a_direction_mark(
    hidden: str, shown: str
) -> None:
    """A name holding a terminal's escape sequence, a direction override or a line separator
    is refused with its escape, where it is; a line break in a longer text and a non-breaking
    space are not."""
    name = "  en: Casino Schaanwald — Punto Banco 2000"
    bad = edited((name, f'  en: "Casino {hidden}Schaanwald"'))
    assert messages(bad) == [
        f"x.yaml:6: name.en: holds {shown}, a character that hides or changes what a text "
        "shows (a control character, a direction mark, a zero-width character): expected text "
        "without one"
    ]
    fine = edited((name, '  en: "Casino\\u00a0Schaanwald\\nPunto Banco"'))
    assert parse_ruleset(fine).name.get("en") == "Casino\u00a0Schaanwald\nPunto Banco"

"""The room's signing key, the pinned keyring and the one verifier of seals."""

from __future__ import annotations

import json
import os
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from kiosk.cli import main
from kiosk.notary import NotaryError
from kiosk.notary.home import Home
from kiosk.notary.keys import (
    SigningKey,
    create_key,
    handover_facts,
    install,
    key_entry,
    keyring_text,
    load_key,
)
from kiosk.notary.sealer import make_seal
from kiosk.records.ledger import (
    HANDOVER,
    Keyring,
    Ledger,
    Seal,
    State,
    TrustedKey,
    certifications,
    check_chain,
    fingerprint,
    handed_down,
    handover_terms,
    read_keyring,
    read_pinned,
)
from kiosk.records.model import RecordsError
from kiosk.records.seal import GENESIS
from kiosk.records.stats import Counted

NOW = datetime(2026, 11, 28, 9, 0, tzinfo=UTC)


def _chain(key_file: Path, n: int, start: datetime = NOW) -> list[Seal]:
    key = load_key(key_file)
    seals: list[Seal] = []
    previous = GENESIS
    for number in range(1, n + 1):
        seal = make_seal(
            key, number, previous, "test", {"n": number}, start + timedelta(minutes=number)
        )
        seals.append(seal)
        previous = seal.hash
    return seals


@pytest.fixture
def key_file(tmp_path: Path) -> Path:
    path = tmp_path / "home" / "signing-key.json"
    create_key(path, "Castle Vaduz", NOW)
    return path


@pytest.mark.slow
def test_init_makes_a_key_only_its_owner_reads_and_never_replaces_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    home = tmp_path / "home"
    assert main(["notary", "--home", str(home), "init", "--room", "Castle Vaduz"]) == 0
    key_file = home / "signing-key.json"
    assert key_file.stat().st_mode & 0o777 == 0o600
    made = capsys.readouterr().out
    before = key_file.read_bytes()
    assert main(["notary", "--home", str(home), "init", "--room", "Other"]) == 1
    assert "already there" in capsys.readouterr().err
    assert key_file.read_bytes() == before
    assert main(["notary", "--home", str(home), "public-key"]) == 0
    shown = capsys.readouterr().out
    key = load_key(key_file)
    assert f"fingerprint: {fingerprint(key.public)}" in shown
    assert f"key id: {key.key_id}" in shown and shown in made


@pytest.mark.parametrize("mode", [0o640, 0o604, 0o660])
def test_a_key_others_may_read_is_refused(key_file: Path, mode: int) -> None:
    key_file.chmod(mode)
    with pytest.raises(NotaryError, match="readable by it alone"):
        load_key(key_file)


def test_a_key_of_another_user_or_behind_a_link_is_refused(key_file: Path, tmp_path: Path) -> None:
    link = tmp_path / "link.json"
    link.symlink_to(key_file)
    with pytest.raises(NotaryError):
        load_key(link)
    if os.geteuid() == 0:
        os.chown(key_file, 65534, 65534)
        with pytest.raises(NotaryError, match="owner 65534"):
            load_key(key_file)


def test_a_broken_key_file_is_named_with_its_line(key_file: Path) -> None:
    key_file.write_text('{"format": "kiosk-notary-key/1",\n "room": }', encoding="utf-8")
    with pytest.raises(NotaryError, match=r"signing-key.json:2: not valid JSON"):
        load_key(key_file)


@pytest.mark.slow
def test_trust_installs_a_key_by_its_fingerprint_only(
    key_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    home = str(key_file.parent)
    assert main(["notary", "--home", home, "public-key", "--entry"]) == 0
    entry = tmp_path / "entry.json"
    entry.write_text(capsys.readouterr().out, encoding="utf-8")
    keyring = tmp_path / "site" / "keyring.json"
    key = load_key(key_file)
    wrong = "0000" + fingerprint(key.public)[4:]
    trust = ["notary", "trust", str(entry), "--keyring", str(keyring), "--fingerprint"]
    assert main([*trust, wrong]) == 1
    assert "not installed" in capsys.readouterr().err and not keyring.exists()
    typed = fingerprint(key.public).upper().replace(" ", ":")
    assert main([*trust, typed]) == 0
    ring = read_keyring(keyring)
    assert [(k.key_id, k.room, k.public, k.revoked_from) for k in ring.keys] == [
        (key.key_id, "Castle Vaduz", key.public, None)
    ]


def test_a_keyring_entry_whose_id_is_not_its_key_is_refused(key_file: Path, tmp_path: Path) -> None:
    entry = key_entry(load_key(key_file).trusted())
    entry["key_id"] = "0" * 16
    keyring = tmp_path / "keyring.json"
    keyring.write_text(json.dumps({"format": "kiosk-keyring/1", "keys": [entry]}), encoding="utf-8")
    with pytest.raises(RecordsError, match=r"keys\[0\]: key_id 0+ is not the id"):
        read_keyring(keyring)


def test_a_keyring_that_is_not_text_is_refused_with_its_name(tmp_path: Path) -> None:
    keyring = tmp_path / "keyring.json"
    keyring.write_bytes(b'{"format": "kiosk-keyring/1", "keys": ["\xff"]}')
    with pytest.raises(RecordsError, match=r"keyring\.json: cannot be read"):
        read_keyring(keyring)


def test_an_intact_chain_has_no_finding(key_file: Path) -> None:
    ring = Keyring((load_key(key_file).trusted(),))
    assert list(check_chain(_chain(key_file, 5), ring)) == []


def test_the_verifier_trusts_no_key_outside_its_keyring(key_file: Path, tmp_path: Path) -> None:
    other = tmp_path / "other.json"
    create_key(other, "Castle Vaduz", NOW)
    ring = Keyring((load_key(other).trusted(),))
    found = list(check_chain(_chain(key_file, 2), ring))
    assert [f.number for f in found] == [1, 2]
    assert "does not trust" in found[0].text


def test_an_edited_seal_or_a_broken_link_is_found(key_file: Path) -> None:
    ring = Keyring((load_key(key_file).trusted(),))
    seals = _chain(key_file, 4)
    edited = Seal(2, seals[1].payload.replace('"n":2', '"n":3'), seals[1].signature)
    found = list(check_chain([seals[0], edited, seals[2], seals[3]], ring))
    assert [(f.number, f.text) for f in found] == [
        (2, "the signature does not match its payload"),
        (3, "does not follow the seal before it"),
    ]


def test_a_gap_is_reported_once(key_file: Path) -> None:
    ring = Keyring((load_key(key_file).trusted(),))
    seals = _chain(key_file, 6)
    found = list(check_chain([*seals[:2], *seals[4:]], ring))
    assert [(f.number, f.text) for f in found] == [(5, "seals 3 to 4 are missing")]


def test_a_key_counts_only_inside_its_validity(key_file: Path) -> None:
    key = load_key(key_file)
    seals = _chain(key_file, 3)  # sealed at 9:01, 9:02, 9:03
    revoked = TrustedKey(key.key_id, key.room, key.public, key.created, NOW + timedelta(minutes=2))
    found = list(check_chain(seals, Keyring((revoked,))))
    assert [f.number for f in found] == [2, 3]
    assert "was not valid" in found[0].text
    late = TrustedKey(key.key_id, key.room, key.public, NOW + timedelta(hours=1), None)
    assert [f.number for f in check_chain(seals, Keyring((late,)))] == [1, 2, 3]


def test_revoke_writes_the_date_into_the_keyring(key_file: Path, tmp_path: Path) -> None:
    key = load_key(key_file)
    keyring = tmp_path / "keyring.json"
    install(keyring, key.trusted(), fingerprint(key.public))
    assert (
        main(["notary", "revoke", key.key_id, "--keyring", str(keyring), "--from", "2026-11-29"])
        == 1
    )
    assert (
        main(
            [
                "notary",
                "revoke",
                key.key_id,
                "--keyring",
                str(keyring),
                "--from",
                "2026-11-29T00:00+00:00",
            ]
        )
        == 0
    )
    (entry,) = read_keyring(keyring).keys
    assert entry.revoked_from == datetime(2026, 11, 29, tzinfo=UTC)


def test_a_huge_seal_number_is_one_gap_read_in_bounded_memory(key_file: Path) -> None:
    key = load_key(key_file)
    first = _chain(key_file, 1)[0]
    huge = make_seal(key, 10**15, first.hash, "test", {}, NOW + timedelta(minutes=5))
    found = list(check_chain(iter([first, huge]), Keyring((key.trusted(),))))
    assert [(f.number, f.text) for f in found] == [(10**15, f"seals 2 to {10**15 - 1} are missing")]


def _attempts(key_file: Path, *seals: tuple[str, dict[str, object]]) -> Ledger:
    """The ledger of a chain of `(kind, facts)` seals made with the key in `key_file`."""
    key, previous, chain = load_key(key_file), GENESIS, []
    for number, (kind, facts) in enumerate(seals, 1):
        chain.append(make_seal(key, number, previous, kind, facts, NOW + timedelta(minutes=number)))
        previous = chain[-1].hash
    ledger = Ledger(Keyring((key.trusted(),)))
    assert list(ledger.read(chain)) == []
    return ledger


def test_a_later_pass_supersedes_the_candidate_s_earlier_one_until_it_is_voided(
    key_file: Path,
) -> None:
    def started(attempt: int, trainee: int, exam: str = "bern") -> tuple[str, dict[str, object]]:
        return "started", {"attempt": attempt, "trainee": trainee, "exam": exam}

    def ended(attempt: int, passed: bool = True) -> tuple[str, dict[str, object]]:
        return "ended", {"attempt": attempt, "how": "handed-in", "result": {"passed": passed}}

    seals = [started(1, 7), ended(1), started(2, 7), ended(2, passed=False)]
    seals += [started(3, 8), ended(3), started(4, 7, "vaduz"), ended(4)]
    assert [a.state for a in _attempts(key_file, *seals).attempts.values()] == [
        State.PASSED,  # a later fail, another candidate's or another exam's pass replace nothing
        State.FAILED,
        State.PASSED,
        State.PASSED,
    ]
    seals += [started(5, 7), ended(5)]
    ledger = _attempts(key_file, *seals)
    assert ledger.attempts[1].state is State.SUPERSEDED
    assert ledger.attempts[1].superseded_by == 5 and ledger.attempts[5].state is State.PASSED
    assert State.SUPERSEDED.words() == "superseded"
    seals += [("void", {"attempt": 5, "reason": "seen cheating"})]
    ledger = _attempts(key_file, *seals)  # a voided pass replaces nothing
    assert (ledger.attempts[1].state, ledger.attempts[5].state) == (State.PASSED, State.VOIDED)


def test_what_each_attempt_counts_for_its_candidate_and_when(key_file: Path) -> None:
    def started(attempt: int, trainee: int) -> tuple[str, dict[str, object]]:
        return "started", {"attempt": attempt, "trainee": trainee, "exam": "bern"}

    def ended(attempt: int, how: str, passed: bool = False) -> tuple[str, dict[str, object]]:
        return "ended", {"attempt": attempt, "how": how, "result": {"passed": passed}}

    ledger = _attempts(
        key_file,
        *(started(1, 7), ended(1, "handed-in", passed=True)),  # seals 1, 2
        *(started(2, 8), ended(2, "abandoned")),  # 3, 4: uses the attempt up, no pass
        *(started(3, 9), ended(3, "interrupted"), ("retry-allowed", {"attempt": 3})),
        started(4, 10),  # 8: open
        *(started(5, 7), ended(5, "timed-out")),  # 9, 10: the latest of candidate 7
    )
    at = [NOW + timedelta(minutes=n) for n in range(11)]
    assert ledger.attempts[1].counted == Counted(True, at[2])
    assert [ledger.attempts[n].counted for n in (3, 4)] == [None, None]
    assert certifications(ledger) == {7: Counted(False, at[10]), 8: Counted(False, at[4])}


def _rotated(tmp_path: Path, accept: SigningKey | None = None) -> tuple[list[Seal], SigningKey]:
    """Two seals of the room's first key, its hand-over to a second key (accepted by `accept`,
    the second key unless told) and a seal of the second key."""
    first = create_key(tmp_path / "first.json", "Castle Vaduz", NOW)
    second = create_key(tmp_path / "second.json", "Castle Vaduz", NOW + timedelta(hours=1))
    facts = handover_facts(first, second)
    if accept is not None:
        facts["accepted"] = accept.sign(handover_terms(facts)).hex()
    plan = [
        (first, "test", {}),
        (first, "test", {}),
        (first, HANDOVER, facts),
        (second, "test", {}),
    ]
    seals, previous = [], GENESIS
    for number, (key, kind, made) in enumerate(plan, 1):
        when = NOW + timedelta(hours=number)
        seals.append(make_seal(key, number, previous, kind, made, when))
        previous = seals[-1].hash
    return seals, second


def test_the_new_key_alone_trusts_the_old_seals_through_the_sealed_hand_over(
    tmp_path: Path,
) -> None:
    seals, second = _rotated(tmp_path)
    pinned = Keyring((second.trusted(),))
    assert [f.text for f in check_chain(seals, pinned)] == [
        "signed by key " + seals[0].data()["key_id"] + ", which the keyring does not trust"
    ] * 3
    ring = handed_down(pinned, [s for s in seals if s.data()["kind"] == HANDOVER])
    assert list(check_chain(seals, ring)) == []
    assert len(ring.keys) == 2 and ring.get(second.key_id) == second.trusted()


def test_a_hand_over_the_new_key_did_not_accept_hands_nothing_down(tmp_path: Path) -> None:
    thief = create_key(tmp_path / "thief.json", "Castle Vaduz", NOW)
    seals, second = _rotated(tmp_path, accept=thief)
    ring = handed_down(Keyring((second.trusted(),)), seals)
    assert [f.number for f in check_chain(seals, ring)] == [1, 2, 3]
    # the genuine acceptance copied into a hand-over from another key does not hold either
    genuine, second = _rotated(tmp_path / "again")
    facts = genuine[2].data()["facts"]
    forged = make_seal(thief, 3, genuine[1].hash, HANDOVER, facts, NOW + timedelta(hours=3))
    assert handed_down(Keyring((second.trusted(),)), [forged]).keys == (second.trusted(),)


def test_the_old_key_counts_no_longer_than_its_hand_over(tmp_path: Path) -> None:
    seals, second = _rotated(tmp_path)
    first = load_key(tmp_path / "first.json")
    late = make_seal(first, 5, seals[-1].hash, "test", {}, NOW + timedelta(hours=5))
    pinned_both = Keyring((first.trusted(), second.trusted()))
    ring = handed_down(pinned_both, seals)
    found = list(check_chain([*seals, late], ring))
    assert [f.number for f in found] == [5] and "was not valid" in found[0].text


def test_a_sealed_practical_session_or_registration_is_no_stray_seal(key_file: Path) -> None:
    ledger = _attempts(
        key_file,
        ("registered", {"kind": "exam", "name": "bern", "hash": "ab"}),
        ("practical", {"request": 1, "trainee": 7, "definition": "ab", "result": {}}),
    )
    assert ledger.attempts == {}  # and `_attempts` found nothing wrong with the chain


def _rotated_home(tmp_path: Path, rotations: int) -> tuple[Home, list[Seal], list[SigningKey]]:
    """A notary folder whose key was rotated `rotations` times as `kiosk notary rotate` does,
    each key sealing one seal before its hand-over: the chain and every key, first to last."""
    home = Home(tmp_path / "home")
    keys = [create_key(home.key_file, "Castle Vaduz", NOW)]
    seals: list[Seal] = []
    for number in range(1, 2 * rotations + 2):
        old, when = keys[-1], NOW + timedelta(hours=number)
        kind, facts = "test", {}
        if number % 2 == 0:
            keys.append(create_key(home.next_key_file, old.room, when))
            kind, facts = HANDOVER, handover_facts(old, keys[-1])
        seals.append(
            make_seal(old, number, seals[-1].hash if seals else GENESIS, kind, facts, when)
        )
        if kind == HANDOVER:
            home.keep_handover(seals[-1])
            os.replace(home.next_key_file, home.key_file)
    return home, seals, keys


def _trust(home: Home, keyring: Path, capsys: pytest.CaptureFixture[str]) -> int:
    assert main(["notary", "--home", str(home.folder), "public-key", "--entry"]) == 0
    entry = home.folder.parent / "entry.json"
    entry.write_text(capsys.readouterr().out, encoding="utf-8")
    typed = fingerprint(home.key().public)
    return main(["notary", "trust", str(entry), "--keyring", str(keyring), "--fingerprint", typed])


@pytest.mark.parametrize("rotations", [1, 2])
def test_the_new_key_s_entry_carries_the_hand_overs_back_to_the_first_key(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], rotations: int
) -> None:
    home, seals, keys = _rotated_home(tmp_path, rotations)
    keyring = tmp_path / "site" / "keyring.json"
    assert _trust(home, keyring, capsys) == 0
    assert f"hand-overs to earlier keys kept: {rotations}" in capsys.readouterr().out
    pinned = read_pinned(keyring)
    assert pinned.keys == (keys[-1].trusted(),) and len(pinned.handovers) == rotations
    ring = read_keyring(keyring)  # every earlier key, handed down, up to its hand-over
    assert list(check_chain(seals, ring)) == []
    late = make_seal(keys[0], len(seals) + 1, seals[-1].hash, "test", {}, NOW + timedelta(days=1))
    assert [f.number for f in check_chain([*seals, late], ring)] == [len(seals) + 1]
    # an older keyring file, without hand-overs, still reads: the old seals stay untrusted
    old_file = tmp_path / "old-keyring.json"
    old_file.write_text(
        json.dumps({"format": "kiosk-keyring/1", "keys": [key_entry(keys[-1].trusted())]}),
        encoding="utf-8",
    )
    assert read_keyring(old_file).keys == (keys[-1].trusted(),)
    assert [f.number for f in check_chain(seals, read_keyring(old_file))] == list(
        range(1, len(seals))
    )


def test_a_tampered_hand_over_in_a_keyring_hands_nothing_down(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _, seals, (first, second) = _rotated_home(tmp_path, 1)
    handover = seals[1]
    thief = create_key(tmp_path / "thief.json", "Castle Vaduz", NOW)
    facts = handover.data()["facts"]
    unaccepted = make_seal(
        first,
        2,
        seals[0].hash,
        HANDOVER,
        facts | {"accepted": thief.sign(handover_terms(facts)).hex()},
        NOW + timedelta(hours=2),
    )
    resealed = make_seal(thief, 2, seals[0].hash, HANDOVER, facts, NOW + timedelta(hours=2))
    unsigned = Seal(2, handover.payload, bytes(64))
    keyring = tmp_path / "keyring.json"
    cases = [
        ((second.trusted(),), unaccepted),  # the new key's acceptance broken
        ((second.trusted(),), resealed),  # the old key's signature broken
        ((second.trusted(),), unsigned),
        ((second.trusted(),), Seal(9, handover.payload, handover.signature)),  # renumbered
        ((thief.trusted(),), handover),  # naming a key the keyring does not trust
    ]
    for keys, seal in cases:
        keyring.write_text(keyring_text(Keyring(keys, (seal,))), encoding="utf-8")
        ring = read_keyring(keyring)
        assert ring.get(first.key_id) is None and ring.handovers == ()
        assert [f.number for f in check_chain(seals, ring)][:2] == [1, 2]
    # `kiosk notary trust` keeps none of them
    entry = key_entry(second.trusted()) | {"handovers": [unaccepted.entry(), unsigned.entry()]}
    (tmp_path / "entry.json").write_text(json.dumps(entry), encoding="utf-8")
    fresh = tmp_path / "fresh.json"
    trust = ["notary", "trust", str(tmp_path / "entry.json"), "--keyring", str(fresh)]
    assert main([*trust, "--fingerprint", fingerprint(second.public)]) == 0
    assert "hand-overs to earlier keys" not in capsys.readouterr().out
    assert read_pinned(fresh) == Keyring((second.trusted(),))


def test_a_damaged_hand_over_is_named_with_its_file_and_key(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    home, _, (_, second) = _rotated_home(tmp_path, 1)
    keyring = tmp_path / "keyring.json"
    entry = key_entry(second.trusted())
    for handovers, where in [
        ({"number": 2}, "handovers: expected a list of sealed hand-overs"),
        ([{"number": 2, "payload": "{}"}], r"handovers\[0\]: expected a seal"),
        ([{"number": 2, "payload": "{}", "signature": "zz"}], r"handovers\[0\]: expected a seal"),
    ]:
        data = {"format": "kiosk-keyring/1", "keys": [entry], "handovers": handovers}
        keyring.write_text(json.dumps(data), encoding="utf-8")
        with pytest.raises(RecordsError, match=f"^{re.escape(str(keyring))}: {where}"):
            read_keyring(keyring)
        (tmp_path / "entry.json").write_text(json.dumps(entry | {"handovers": handovers}))
        trust = ["notary", "trust", str(tmp_path / "entry.json"), "--keyring", str(keyring)]
        assert main([*trust, "--fingerprint", fingerprint(second.public)]) == 1
        err = capsys.readouterr().err
        assert "entry.json: handovers" in err and "Traceback" not in err
    home.handovers_file.write_text("[1]", encoding="utf-8")
    assert main(["notary", "--home", str(home.folder), "public-key", "--entry"]) == 1
    err = capsys.readouterr().err
    assert "handovers.json: expected a list of sealed hand-overs" in err
    assert "Traceback" not in err


def test_a_key_trusted_through_its_hand_over_is_revoked_no_later_than_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    home, seals, (first, _) = _rotated_home(tmp_path, 1)
    keyring = tmp_path / "keyring.json"
    assert _trust(home, keyring, capsys) == 0
    revoke = ["notary", "revoke", first.key_id, "--keyring", str(keyring), "--from"]
    assert main([*revoke, (NOW + timedelta(hours=1, minutes=30)).isoformat()]) == 0
    assert [f.number for f in check_chain(seals, read_keyring(keyring))] == [2]
    assert main([*revoke, (NOW + timedelta(days=9)).isoformat()]) == 0
    assert list(check_chain(seals, read_keyring(keyring))) == []
    assert read_pinned(keyring).get(first.key_id) is not None

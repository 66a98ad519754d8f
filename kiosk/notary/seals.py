"""Seals: the notary's numbered, signed chain, and the one verifier of it.

A seal is canonical JSON (`payload`) holding its number, the previous seal's hash (`previous`;
GENESIS before the first), the id of the key that signs it, the version of the item generator
(kiosk.drills.generator) an attempt's items come from, when it was made, its kind and its facts; its signature is Ed25519 over
the payload, its hash SHA-256 over the payload and the signature. The verifier trusts only keys
of its pinned keyring, valid when the seal was made, and reads a chain of any length in one pass
that keeps nothing but the last seal.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from kiosk.drills.generator import GENERATOR
from kiosk.i18n import translate
from kiosk.notary.keys import Keyring, SigningKey
from kiosk.records.credential import public_key_object
from kiosk.records.seal import GENESIS, canonical


@dataclass(frozen=True)
class Seal:
    """One seal as stored: its number, its payload and its signature."""

    number: int
    payload: str
    signature: bytes

    @property
    def hash(self) -> str:
        return hashlib.sha256(self.payload.encode() + self.signature).hexdigest()

    def data(self) -> dict[str, Any]:
        """The payload's fields (ValueError when it is no JSON object)."""
        data = json.loads(self.payload)
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
        return data


def make_seal(
    key: SigningKey,
    number: int,
    previous: str,
    kind: str,
    facts: Mapping[str, Any],
    when: datetime,
) -> Seal:
    """Seal `facts` of `kind` as number `number`, after the seal whose hash is `previous`."""
    payload = canonical(
        {
            "number": number,
            "previous": previous,
            "key_id": key.key_id,
            "generator": GENERATOR,
            "sealed": when.isoformat(),
            "kind": kind,
            "facts": dict(facts),
        }
    )
    return Seal(number, payload, key.sign(payload.encode()))


@dataclass(frozen=True)
class Finding:
    number: int
    text: str


def problem(seal: Seal, keyring: Keyring) -> str | None:
    """What is wrong with one seal on its own (None: signed by a trusted key in its validity)."""
    from cryptography.exceptions import InvalidSignature

    try:
        data = seal.data()
        number, kid = data["number"], str(data["key_id"])
        sealed = datetime.fromisoformat(str(data["sealed"]))
    except (ValueError, KeyError):
        return translate("notary", "unreadable payload")
    if number != seal.number:
        return translate("notary", "its payload says number {number}").format(number=number)
    key = keyring.get(kid)
    if key is None:
        return translate(
            "notary", "signed by key {key_id}, which the keyring does not trust"
        ).format(key_id=kid)
    try:
        public_key_object(key.public).verify(seal.signature, seal.payload.encode())
    except InvalidSignature:
        return translate("notary", "the signature does not match its payload")
    if sealed.tzinfo is None or not key.covers(sealed):
        return translate("notary", "sealed at {when}, when key {key_id} was not valid").format(
            when=sealed.isoformat(), key_id=kid
        )
    return None


def check_chain(seals: Iterable[Seal], keyring: Keyring) -> Iterator[Finding]:
    """Every finding in a chain read in number order: a bad seal, a seal that does not follow the
    one before it, a gap in the numbers (said once per gap). Keeps only the last seal read."""
    last_number, last_hash = 0, GENESIS
    for seal in seals:
        if seal.number != last_number + 1:
            yield Finding(
                seal.number,
                translate("notary", "seals {first} to {last} are missing").format(
                    first=last_number + 1, last=seal.number - 1
                )
                if seal.number > last_number + 1
                else translate("notary", "out of order after seal {number}").format(
                    number=last_number
                ),
            )
        bad = problem(seal, keyring)
        if bad is not None:
            yield Finding(seal.number, bad)
        else:
            previous = seal.data()["previous"]
            if seal.number == last_number + 1 and previous != last_hash:
                yield Finding(
                    seal.number, translate("notary", "does not follow the seal before it")
                )
        last_number, last_hash = seal.number, seal.hash


def stored_seals(conn: Any, batch: int = 500) -> Iterator[Seal]:
    """Every seal on the records server `conn` (psycopg) is connected to, in number order,
    fetched `batch` at a time whatever their count."""
    with conn.transaction(), conn.cursor(name="kiosk_notary_seals") as cursor:
        cursor.itersize = batch
        cursor.execute("SELECT number, payload, signature FROM notary.seals ORDER BY number")
        for number, payload, signature in cursor:
            yield Seal(int(number), str(payload), bytes(signature))

"""The room's signing key (held by the notary alone), and the keyring verifiers trust installed
and revoked (what it holds and how it is read: kiosk.records.ledger).

The signing key is one Ed25519 key per room, in a JSON file only the notary's user reads.
"""

from __future__ import annotations

import base64
import binascii
import json
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from cryptography.hazmat.primitives.serialization import (
    Encoding,
    NoEncryption,
    PrivateFormat,
    PublicFormat,
)

from kiosk.files import write_whole
from kiosk.i18n import translate
from kiosk.notary import NotaryError
from kiosk.notary.private import read_private, write_private
from kiosk.records.ledger import (
    KEYRING_FORMAT,
    Keyring,
    Seal,
    TrustedKey,
    fingerprint,
    handed_down,
    handover_terms,
    handovers_of,
    json_object,
    key_id,
    read_keyring,
    read_pinned,
    stamp,
    trusted_key,
)
from kiosk.records.model import RecordsError

KEY_FORMAT = "kiosk-notary-key/1"


def normal_fingerprint(text: str) -> str:
    """A fingerprint as someone types it (any case, spaces or colons) in its printed form."""
    raw = "".join(c for c in text.lower() if c in "0123456789abcdef")
    return " ".join(raw[i : i + 4] for i in range(0, len(raw), 4))


@dataclass(frozen=True)
class SigningKey:
    room: str
    created: datetime
    private: Ed25519PrivateKey

    @property
    def public(self) -> bytes:
        return self.private.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw)

    @property
    def key_id(self) -> str:
        return key_id(self.public)

    def sign(self, data: bytes) -> bytes:
        return self.private.sign(data)

    def trusted(self) -> TrustedKey:
        """This key's keyring entry: valid from its making, not revoked."""
        return TrustedKey(self.key_id, self.room, self.public, self.created, None)


def key_entry(key: TrustedKey) -> dict[str, Any]:
    """A key as the keyring holds it, and `kiosk notary public-key --entry` prints it."""
    return {
        "key_id": key.key_id,
        "room": key.room,
        "public_key": base64.b64encode(key.public).decode(),
        "valid_from": stamp(key.valid_from),
        "revoked_from": None if key.revoked_from is None else stamp(key.revoked_from),
    }


def keyring_text(ring: Keyring) -> str:
    """The keyring file's text (kiosk.records.ledger.read_pinned reads it)."""
    data = {
        "format": KEYRING_FORMAT,
        "keys": [key_entry(k) for k in ring.keys],
        "handovers": [s.entry() for s in ring.handovers],
    }
    return json.dumps(data, indent=1) + "\n"


def read_entry(text: str, where: str) -> Keyring:
    """A key's entry as `kiosk notary public-key --entry` prints it: the key, and the sealed
    hand-overs it carries (unchecked)."""
    try:
        item = json.loads(text)
        key = trusted_key(item, where)
        return Keyring((key,), handovers_of(item.get("handovers"), f"{where}: handovers"))
    except json.JSONDecodeError as exc:
        raise RecordsError(
            translate("notary", "{path}:{line}: not valid JSON ({error})").format(
                path=where, line=exc.lineno, error=exc.msg
            )
        ) from None
    except ValueError as exc:
        raise RecordsError(str(exc)) from None


def create_key(path: Path, room: str, now: datetime) -> SigningKey:
    """A new signing key for `room`, written to `path`; an existing key is never replaced."""
    if not room.strip():
        raise NotaryError(translate("notary", "a room needs a name"))
    if path.exists() or path.is_symlink():
        raise NotaryError(
            translate("notary", "{path}: a signing key is already there; it is kept").format(
                path=path
            )
        )
    private = Ed25519PrivateKey.generate()
    raw = private.private_bytes(Encoding.Raw, PrivateFormat.Raw, NoEncryption())
    text = json.dumps(
        {
            "format": KEY_FORMAT,
            "room": room.strip(),
            "created": stamp(now),
            "private_key": base64.b64encode(raw).decode(),
        },
        indent=1,
    )
    path.parent.mkdir(parents=True, exist_ok=True)
    write_private(path, text + "\n")
    return SigningKey(room.strip(), now.replace(microsecond=0), private)


def handover_facts(old: SigningKey, new: SigningKey) -> dict[str, Any]:
    """The facts of a hand-over from `old` to `new` (sealed by `old`): both keys, the new one's
    fingerprint, and `new`'s signature accepting them (kiosk.records.ledger.handed_down)."""
    facts: dict[str, Any] = {
        "room": new.room,
        "old_key": old.key_id,
        "old_public_key": base64.b64encode(old.public).decode(),
        "old_valid_from": stamp(old.created),
        "new_key": new.key_id,
        "new_public_key": base64.b64encode(new.public).decode(),
        "fingerprint": fingerprint(new.public),
    }
    facts["accepted"] = new.sign(handover_terms(facts)).hex()
    return facts


def load_key(path: Path) -> SigningKey:
    """The signing key in `path` (readable by this user alone); NotaryError otherwise."""
    try:
        data = json_object(read_private(path), path)
    except RecordsError as exc:
        raise NotaryError(str(exc)) from None
    try:
        if data.get("format") != KEY_FORMAT:
            raise ValueError(f"format: expected {KEY_FORMAT}")
        raw = base64.b64decode(str(data["private_key"]), validate=True)
        return SigningKey(
            str(data["room"]),
            datetime.fromisoformat(str(data["created"])),
            Ed25519PrivateKey.from_private_bytes(raw),
        )
    except (KeyError, ValueError, binascii.Error) as exc:
        raise NotaryError(
            translate("notary", "{path}: not a signing key of the notary ({error})").format(
                path=path, error=exc
            )
        ) from None


def install(
    path: Path, key: TrustedKey, expected_fingerprint: str, handovers: Iterable[Seal] = ()
) -> Keyring:
    """Add `key` to the keyring `path` (made when missing) if its fingerprint is the one read
    off the notary's console, with those of its entry's sealed `handovers` that hand an earlier
    key down to a key of the keyring (`handed_down`); a key already there is kept as it is.
    The keyring as its file holds it."""
    if normal_fingerprint(expected_fingerprint) != fingerprint(key.public):
        raise NotaryError(
            translate(
                "notary",
                "the key's fingerprint is {actual}, not {expected}: it is not installed",
            ).format(actual=fingerprint(key.public), expected=expected_fingerprint)
        )
    ring = read_pinned(path) if path.exists() else Keyring()
    keys = ring.keys if ring.get(key.key_id) else (*ring.keys, key)
    kept = handed_down(Keyring(keys), (*ring.handovers, *handovers)).handovers
    if (keys, kept) != (ring.keys, ring.handovers):
        ring = Keyring(keys, kept)
        path.parent.mkdir(parents=True, exist_ok=True)
        write_whole(path, keyring_text(ring), 0o644)
    return ring


def revoke(path: Path, kid: str, when: datetime) -> Keyring:
    """Revoke key `kid` in the keyring `path` from `when` on: seals it made from then count no
    more. A key the keyring trusts only through a hand-over is pinned with its revocation."""
    ring = read_pinned(path)
    key = ring.get(kid) or read_keyring(path).get(kid)
    if key is None:
        raise NotaryError(
            translate("notary", "{path}: no key {key_id}").format(path=path, key_id=kid)
        )
    if ring.get(kid) is None and key.revoked_from is not None:  # no later than its hand-over
        when = min(when, key.revoked_from)
    revoked = TrustedKey(key.key_id, key.room, key.public, key.valid_from, when)
    keys = tuple(revoked if k.key_id == kid else k for k in ring.keys)
    ring = Keyring(keys if ring.get(kid) else (*keys, revoked), ring.handovers)
    write_whole(path, keyring_text(ring), 0o644)
    return ring

"""The room's signing key (held by the notary alone) and the keyring verifiers trust.

The signing key is one Ed25519 key per room, in a JSON file only the notary's user reads. A
verifier trusts a public key only from its pinned keyring, a JSON file the administrator
installs by the fingerprint the notary's console shows (`kiosk notary trust`): nothing read from
the database, the network or a certificate adds a key. Each keyring entry says the key's id, its
room, from when it signs (`valid_from`) and from when it no longer counts (`revoked_from`, or
null).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kiosk.files import write_whole
from kiosk.i18n import translate
from kiosk.notary import NotaryError
from kiosk.notary.private import read_private, write_private

if TYPE_CHECKING:
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

KEY_FORMAT = "kiosk-notary-key/1"
KEYRING_FORMAT = "kiosk-keyring/1"


def fingerprint(public: bytes) -> str:
    """SHA-256 of the raw public key, in groups of four hex digits (read aloud, compared)."""
    digest = hashlib.sha256(public).hexdigest()
    return " ".join(digest[i : i + 4] for i in range(0, len(digest), 4))


def key_id(public: bytes) -> str:
    """A short name of a public key (each seal says which key made it)."""
    return hashlib.sha256(public).hexdigest()[:16]


def normal_fingerprint(text: str) -> str:
    """A fingerprint as someone types it (any case, spaces or colons) in its printed form."""
    raw = "".join(c for c in text.lower() if c in "0123456789abcdef")
    return " ".join(raw[i : i + 4] for i in range(0, len(raw), 4))


def _stamp(when: datetime) -> str:
    return when.isoformat(timespec="seconds")


@dataclass(frozen=True)
class SigningKey:
    room: str
    created: datetime
    private: Ed25519PrivateKey

    @property
    def public(self) -> bytes:
        from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

        return self.private.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw)

    @property
    def key_id(self) -> str:
        return key_id(self.public)

    def sign(self, data: bytes) -> bytes:
        return self.private.sign(data)

    def trusted(self) -> TrustedKey:
        """This key's keyring entry: valid from its making, not revoked."""
        return TrustedKey(self.key_id, self.room, self.public, self.created, None)


def create_key(path: Path, room: str, now: datetime) -> SigningKey:
    """A new signing key for `room`, written to `path`; an existing key is never replaced."""
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
    from cryptography.hazmat.primitives.serialization import (
        Encoding,
        NoEncryption,
        PrivateFormat,
    )

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
            "created": _stamp(now),
            "private_key": base64.b64encode(raw).decode(),
        },
        indent=1,
    )
    path.parent.mkdir(parents=True, exist_ok=True)
    write_private(path, text + "\n")
    return SigningKey(room.strip(), now.replace(microsecond=0), private)


def load_key(path: Path) -> SigningKey:
    """The signing key in `path` (readable by this user alone); NotaryError otherwise."""
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    data = _object(read_private(path), path)
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


def _object(text: str, path: Path) -> dict[str, Any]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise NotaryError(
            translate("notary", "{path}:{line}: not valid JSON ({error})").format(
                path=path, line=exc.lineno, error=exc.msg
            )
        ) from None
    if not isinstance(data, dict):
        raise NotaryError(translate("notary", "{path}: expected a JSON object").format(path=path))
    return data


@dataclass(frozen=True)
class TrustedKey:
    """One keyring entry: a public key a verifier trusts for seals made in its validity."""

    key_id: str
    room: str
    public: bytes
    valid_from: datetime
    revoked_from: datetime | None

    def covers(self, when: datetime) -> bool:
        """Whether a seal made at `when` may carry this key."""
        return self.valid_from <= when and (self.revoked_from is None or when < self.revoked_from)

    def entry(self) -> dict[str, Any]:
        return {
            "key_id": self.key_id,
            "room": self.room,
            "public_key": base64.b64encode(self.public).decode(),
            "valid_from": _stamp(self.valid_from),
            "revoked_from": None if self.revoked_from is None else _stamp(self.revoked_from),
        }


def _trusted(item: object, where: str) -> TrustedKey:
    """A keyring entry from its JSON; ValueError naming `where` and what was expected."""
    if not isinstance(item, dict):
        raise ValueError(f"{where}: expected an object with key_id, room, public_key, valid_from")
    try:
        public = base64.b64decode(str(item["public_key"]), validate=True)
        if len(public) != 32:
            raise ValueError("public_key: expected 32 bytes of an Ed25519 key in base64")
        revoked = item.get("revoked_from")
        key = TrustedKey(
            str(item["key_id"]),
            str(item["room"]),
            public,
            datetime.fromisoformat(str(item["valid_from"])),
            None if revoked is None else datetime.fromisoformat(str(revoked)),
        )
    except KeyError as exc:
        raise ValueError(f"{where}: {exc.args[0]} is missing") from None
    except (ValueError, binascii.Error) as exc:
        raise ValueError(f"{where}: {exc}") from None
    if key.key_id != key_id(public):
        raise ValueError(f"{where}: key_id {key.key_id} is not the id of its public_key")
    if key.valid_from.tzinfo is None:
        raise ValueError(f"{where}: valid_from needs a time zone (…+00:00)")
    return key


@dataclass(frozen=True)
class Keyring:
    keys: tuple[TrustedKey, ...] = ()

    def get(self, kid: str) -> TrustedKey | None:
        return next((k for k in self.keys if k.key_id == kid), None)

    def text(self) -> str:
        return (
            json.dumps({"format": KEYRING_FORMAT, "keys": [k.entry() for k in self.keys]}, indent=1)
            + "\n"
        )


def read_keyring(path: Path) -> Keyring:
    """The pinned keyring in `path`; NotaryError naming the file and what is wrong."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise NotaryError(
            translate("notary", "{path}: cannot read ({error})").format(
                path=path, error=exc.strerror or exc
            )
        ) from None
    data = _object(text, path)
    if data.get("format") != KEYRING_FORMAT or not isinstance(data.get("keys"), list):
        raise NotaryError(
            translate("notary", "{path}: expected a keyring ({format}) with a list of keys").format(
                path=path, format=KEYRING_FORMAT
            )
        )
    try:
        return Keyring(tuple(_trusted(k, f"keys[{i}]") for i, k in enumerate(data["keys"])))
    except ValueError as exc:
        raise NotaryError(f"{path}: {exc}") from None


def read_entry(text: str, where: str) -> TrustedKey:
    """A key's entry as `kiosk notary public-key --entry` prints it."""
    try:
        return _trusted(json.loads(text), where)
    except json.JSONDecodeError as exc:
        raise NotaryError(
            translate("notary", "{path}:{line}: not valid JSON ({error})").format(
                path=where, line=exc.lineno, error=exc.msg
            )
        ) from None
    except ValueError as exc:
        raise NotaryError(str(exc)) from None


def install(path: Path, key: TrustedKey, expected_fingerprint: str) -> Keyring:
    """Add `key` to the keyring `path` (made when missing) if its fingerprint is the one read
    off the notary's console; a key already there is kept as it is."""
    if normal_fingerprint(expected_fingerprint) != fingerprint(key.public):
        raise NotaryError(
            translate(
                "notary",
                "the key's fingerprint is {actual}, not {expected}: it is not installed",
            ).format(actual=fingerprint(key.public), expected=expected_fingerprint)
        )
    ring = read_keyring(path) if path.exists() else Keyring()
    if ring.get(key.key_id) is None:
        ring = Keyring((*ring.keys, key))
        path.parent.mkdir(parents=True, exist_ok=True)
        write_whole(path, ring.text(), 0o644)
    return ring


def revoke(path: Path, kid: str, when: datetime) -> Keyring:
    """Revoke key `kid` in the keyring `path` from `when` on: seals it made from then count no
    more."""
    ring = read_keyring(path)
    key = ring.get(kid)
    if key is None:
        raise NotaryError(
            translate("notary", "{path}: no key {key_id}").format(path=path, key_id=kid)
        )
    keys = tuple(
        TrustedKey(k.key_id, k.room, k.public, k.valid_from, when) if k is key else k
        for k in ring.keys
    )
    ring = Keyring(keys)
    write_whole(path, ring.text(), 0o644)
    return ring

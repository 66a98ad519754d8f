"""The examiner credential: an Ed25519 key pair whose private half is kept only encrypted.

One site file (`examiner.json` in kiosk.settings.site_config_dir(), mode 0644: root alone writes
it, the kiosk's user reads it; written by the installer with `kiosk records set-pin`) holds:

- the public key, which checks every seal and certificate (also written beside it as
  `examiner-public.pem` for other PCs),
- the private key, encrypted with AES-256-GCM under a key derived from the examiner's code with
  scrypt (memory-hard, so an offline search is slow even for a GPU),
- a salted scrypt hash of the same code, which opens the supervisor area without decrypting,
- the public keys of earlier key pairs (after a reset by root), so older seals still check.

The private key is decrypted only when the examiner authorises an exam and lives in memory for
that exam. Everything read from the file is validated strictly: a truncated or altered field is
an error naming the file and the key, never a credential that opens.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kiosk.i18n import translate

if TYPE_CHECKING:
    from cryptography.hazmat.primitives.asymmetric.ed25519 import (
        Ed25519PrivateKey,
        Ed25519PublicKey,
    )

CREDENTIAL_FILE = "examiner.json"
PUBLIC_KEY_FILE = "examiner-public.pem"
FORMAT = 1

# scrypt cost of the key-encryption key: 64 MiB and some 0.2 s per try on a training PC. A file
# may name another cost within the bounds of kiosk.records.access.valid_cost (tests use the least).
KDF_N, KDF_R, KDF_P = 2**16, 8, 1
MIN_CODE_DIGITS = 10
MAX_CODE_LENGTH = 32  # what the kiosk's keypad takes

_HEX = re.compile(r"[0-9a-f]+")


class CredentialError(ValueError):
    """The credential file cannot be used (with the file and the key in the message)."""


def valid_new_code(code: str) -> bool:
    """An examiner code: 10 to 32 digits (the kiosk's keypad types digits), at least 4 different
    digits, not a plain run like 0123456789. 10 random digits behind scrypt at this cost take a
    single computer decades to search; the README asks for 12."""
    if not code.isascii() or not code.isdigit():
        return False
    if not MIN_CODE_DIGITS <= len(code) <= MAX_CODE_LENGTH or len(set(code)) < 4:
        return False
    runs = "01234567890123456789" * 4
    return code not in runs and code not in runs[::-1]


def key_id(public: bytes) -> str:
    """A short name of a public key (the seals say which key made them)."""
    import hashlib

    return hashlib.sha256(public).hexdigest()[:16]


def _derive(code: str, salt: bytes, n: int, r: int, p: int) -> bytes:
    from cryptography.hazmat.primitives.kdf.scrypt import Scrypt

    return Scrypt(salt=salt, length=32, n=n, r=r, p=p).derive(code.encode())


@dataclass(frozen=True, slots=True)
class Credential:
    public_key: bytes  # raw Ed25519, 32 bytes
    salt: bytes
    n: int
    r: int
    p: int
    nonce: bytes
    sealed_key: bytes  # AES-GCM(private raw key)
    unlock_hash: str  # kiosk.records.access.hash_pin form
    retired_keys: tuple[bytes, ...] = field(default=())
    created: str = ""  # when the first credential was set (UTC ISO): results since must be sealed

    @property
    def key_id(self) -> str:
        return key_id(self.public_key)

    @property
    def sealing_since(self) -> datetime:
        """Every exam result finished from then on must carry a seal."""
        return datetime.fromisoformat(self.created)

    def public_keys(self) -> dict[str, bytes]:
        """Every key a seal may name: the current one and earlier ones."""
        return {key_id(k): k for k in (*self.retired_keys, self.public_key)}

    def check(self, code: str) -> bool:
        """Whether `code` opens the supervisor area (no decryption)."""
        from kiosk.records.access import check_pin

        return check_pin(code, self.unlock_hash)

    def unlock(self, code: str) -> Ed25519PrivateKey | None:
        """The private key, or None for a wrong code."""
        from cryptography.exceptions import InvalidTag
        from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
        from cryptography.hazmat.primitives.ciphers.aead import AESGCM

        key = _derive(code, self.salt, self.n, self.r, self.p)
        try:
            raw = AESGCM(key).decrypt(self.nonce, self.sealed_key, self.public_key)
        except InvalidTag:
            return None
        private = Ed25519PrivateKey.from_private_bytes(raw)
        if _raw_public(private) != self.public_key:
            return None
        return private

    def to_json(self) -> str:
        import json

        data = {
            "format": FORMAT,
            "public_key": self.public_key.hex(),
            "kdf": {"name": "scrypt", "n": self.n, "r": self.r, "p": self.p},
            "salt": self.salt.hex(),
            "nonce": self.nonce.hex(),
            "private_key": self.sealed_key.hex(),
            "unlock_hash": self.unlock_hash,
            "retired_keys": [k.hex() for k in self.retired_keys],
            "created": self.created,
        }
        return json.dumps(data, indent=2) + "\n"


def _raw_public(private: Ed25519PrivateKey) -> bytes:
    from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

    return private.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw)


def _raw_private(private: Ed25519PrivateKey) -> bytes:
    from cryptography.hazmat.primitives.serialization import (
        Encoding,
        NoEncryption,
        PrivateFormat,
    )

    return private.private_bytes(Encoding.Raw, PrivateFormat.Raw, NoEncryption())


def seal_private_key(
    private: Ed25519PrivateKey,
    code: str,
    retired: tuple[bytes, ...] = (),
    created: str | None = None,
    n: int = KDF_N,
) -> Credential:
    """The credential holding `private` encrypted under `code`; `created`: when the first
    credential of this PC was set (default now); `n`: scrypt's cost, for the key and the hash."""
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

    from kiosk.records.access import hash_pin

    public = _raw_public(private)
    salt, nonce = os.urandom(16), os.urandom(12)
    key = _derive(code, salt, n, KDF_R, KDF_P)
    sealed = AESGCM(key).encrypt(nonce, _raw_private(private), public)
    return Credential(
        public,
        salt,
        n,
        KDF_R,
        KDF_P,
        nonce,
        sealed,
        hash_pin(code, n=n),
        tuple(retired),
        created or datetime.now(UTC).isoformat(timespec="seconds"),
    )


def create_credential(
    code: str, retired: tuple[bytes, ...] = (), created: str | None = None, n: int = KDF_N
) -> Credential:
    """A new key pair under `code`."""
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    return seal_private_key(Ed25519PrivateKey.generate(), code, retired, created, n)


def credential_file(site_dir: Path | None = None) -> Path:
    from kiosk.settings import site_config_dir

    return (site_dir or site_config_dir()) / CREDENTIAL_FILE


def _bytes(data: dict[str, Any], key: str, size: int | None, where: Path) -> bytes:
    value = data.get(key)
    if not isinstance(value, str) or not _HEX.fullmatch(value) or len(value) % 2:
        raise CredentialError(_bad(where, key, translate("records", "hexadecimal bytes")))
    raw = bytes.fromhex(value)
    if size is not None and len(raw) != size:
        raise CredentialError(_bad(where, key, translate("records", "{n} bytes").format(n=size)))
    return raw


def _bad(where: Path, key: str, expected: str) -> str:
    return translate("records", "{path}: {key}: expected {expected}").format(
        path=where, key=key, expected=expected
    )


def parse_credential(text: str, where: Path) -> Credential:
    """The credential in `text`, validated field by field."""
    import json

    from kiosk.records.access import valid_cost, valid_hash

    try:
        data = json.loads(text)
    except ValueError as exc:
        raise CredentialError(
            translate("records", "{path}: not a credential file ({problem})").format(
                path=where, problem=exc
            )
        ) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise CredentialError(_bad(where, "format", str(FORMAT)))
    kdf = data.get("kdf")
    if (
        not isinstance(kdf, dict)
        or kdf.get("name") != "scrypt"
        or not valid_cost(kdf.get("n"), kdf.get("r"), kdf.get("p"))
    ):
        raise CredentialError(_bad(where, "kdf", f"scrypt n={KDF_N} r={KDF_R} p={KDF_P}"))
    unlock = data.get("unlock_hash")
    if not isinstance(unlock, str) or not valid_hash(unlock):
        raise CredentialError(_bad(where, "unlock_hash", "scrypt$N$r$p$salt$hash"))
    retired = data.get("retired_keys", [])
    if not isinstance(retired, list):
        raise CredentialError(_bad(where, "retired_keys", translate("records", "a list")))
    old = tuple(_bytes({"retired_keys": k}, "retired_keys", 32, where) for k in retired)
    created = data.get("created")
    try:
        if not isinstance(created, str) or datetime.fromisoformat(created).tzinfo is None:
            raise ValueError(created)
    except ValueError:
        raise CredentialError(
            _bad(
                where,
                "created",
                translate("records", "a UTC time such as {example}").format(
                    example="2026-03-01T09:00:00+00:00"
                ),
            )
        ) from None
    return Credential(
        public_key=_bytes(data, "public_key", 32, where),
        salt=_bytes(data, "salt", 16, where),
        n=kdf["n"],
        r=kdf["r"],
        p=kdf["p"],
        nonce=_bytes(data, "nonce", 12, where),
        sealed_key=_bytes(data, "private_key", 48, where),
        unlock_hash=unlock,
        retired_keys=old,
        created=created,
    )


def load_credential(path: Path | None = None) -> Credential | None:
    """The site's credential; None when none is set. Raises CredentialError when unusable."""
    path = path or credential_file()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as exc:
        raise CredentialError(f"{path}: {exc}") from None
    if len(text) > 64 * 1024:
        raise CredentialError(_bad(path, "format", translate("records", "a small file")))
    return parse_credential(text, path)


def save_credential(credential: Credential, path: Path | None = None) -> Path:
    """Write the credential (0644: root writes it, the kiosk's user reads it; replaced
    atomically) and the public key beside it (0644)."""
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

    from kiosk.files import write_whole

    path = path or credential_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    write_whole(path, credential.to_json(), 0o644, sync=True)  # the kiosk's user reads it
    from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

    pem = Ed25519PublicKey.from_public_bytes(credential.public_key).public_bytes(
        Encoding.PEM, PublicFormat.SubjectPublicKeyInfo
    )
    public = path.with_name(PUBLIC_KEY_FILE)
    public.write_bytes(pem)
    public.chmod(0o644)
    return path


def load_public_keys(path: Path) -> dict[str, bytes]:
    """Public keys by key id from a credential file or a PEM public key (for another PC)."""
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey
    from cryptography.hazmat.primitives.serialization import (
        Encoding,
        PublicFormat,
        load_pem_public_key,
    )

    try:
        data = path.read_bytes()[: 64 * 1024]
    except OSError as exc:
        raise CredentialError(f"{path}: {exc.strerror or exc}") from None
    if data.lstrip().startswith(b"{"):
        return parse_credential(data.decode("utf-8", "replace"), path).public_keys()
    try:
        key = load_pem_public_key(data)
    except ValueError:
        key = None
    if not isinstance(key, Ed25519PublicKey):
        raise CredentialError(
            translate("records", "{path}: expected an examiner public key (PEM)").format(path=path)
        )
    raw = key.public_bytes(Encoding.Raw, PublicFormat.Raw)
    return {key_id(raw): raw}


def public_key_object(raw: bytes) -> Ed25519PublicKey:
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

    return Ed25519PublicKey.from_public_bytes(raw)


def is_administrator() -> bool:
    """root (on Windows: never; the credential file's folder permissions decide there)."""
    geteuid = getattr(os, "geteuid", None)
    return bool(geteuid and geteuid() == 0)


def change_credential(
    current: Credential | None, old_code: str | None, new_code: str, administrator: bool
) -> Credential:
    """The credential after setting `new_code`: the same key pair re-encrypted when the old code
    is right; a new key pair (the old public key kept for older seals) when an administrator
    resets it without the old code; CredentialError otherwise."""
    if not valid_new_code(new_code):
        raise CredentialError(
            translate(
                "records",
                "Choose {n} to {max} digits, at least 4 different ones, not a run like 0123456789.",
            ).format(n=MIN_CODE_DIGITS, max=MAX_CODE_LENGTH)
        )
    if current is None:
        return create_credential(new_code)
    private = current.unlock(old_code) if old_code else None
    if private is not None:
        return seal_private_key(private, new_code, current.retired_keys, current.created)
    if not administrator:
        raise CredentialError(
            translate(
                "records",
                "The current examiner code is wrong; only an administrator (root) may reset it "
                "without it.",
            )
        )
    return create_credential(new_code, (*current.retired_keys, current.public_key), current.created)


@dataclass(frozen=True, slots=True)
class CodeChange:
    """What `set_code` did: the credential saved where, and whether it holds a new key pair
    (then the PCs that check certificates need the new public key)."""

    credential: Credential
    path: Path
    new_key: bool


def set_code(
    old_code: str | None, new_code: str, administrator: bool, path: Path | None = None
) -> CodeChange:
    """Set or change the examiner code in the site's credential file, as `kiosk records
    set-pin` and the supervisor area's Settings page do: CredentialError with the reason when
    the old code is wrong, the new one too weak, or the site folder cannot be written."""
    path = path or credential_file()
    try:
        current = load_credential(path)
    except CredentialError:
        if not administrator:
            raise
        current = None
    credential = change_credential(current, old_code, new_code, administrator)
    try:
        save_credential(credential, path)
    except OSError as exc:
        raise CredentialError(
            translate(
                "records", "{path}: {problem} (the site folder is written by an administrator)"
            ).format(path=path, problem=exc.strerror or exc)
        ) from None
    new_key = current is not None and credential.public_key != current.public_key
    return CodeChange(credential, path, new_key)

"""Writing seals: numbered by the notary, chained, and checked against its own head file.

Each seal is announced on SEALED_CHANNEL when it is committed (the supervisor's attempts listen).

The notary keeps the last seal's number and hash in its head file. Before sealing it reads the
database's last seal: when the database is behind the head (a restored backup, a deleted tail,
an edited seal) it refuses to seal. Seals after the head that chain from it and carry this
notary's key are ones it made before a crash kept it from writing the head: the head moves on to
them. Every process of the notary seals under one lock of the head file, so the numbers follow
one another.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
from collections.abc import Callable, Iterator, Mapping
from datetime import datetime
from pathlib import Path
from typing import Any

from kiosk.drills.generator import GENERATOR
from kiosk.i18n import translate
from kiosk.notary import NotaryError
from kiosk.notary.keys import SigningKey
from kiosk.notary.private import read_private, write_private
from kiosk.records.ledger import HANDOVER, SEALED_CHANNEL, Keyring, Seal, problem
from kiosk.records.seal import GENESIS, canonical


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


class Sealer:
    def __init__(
        self, conn: Any, key: SigningKey, head_file: Path, clock: Callable[[], datetime]
    ) -> None:
        self.conn = conn
        self.key = key
        self.head_file = head_file
        self.clock = clock

    @contextlib.contextmanager
    def _locked(self) -> Iterator[None]:
        self.head_file.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(
            self.head_file.with_name(self.head_file.name + ".lock"), os.O_RDWR | os.O_CREAT, 0o600
        )
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            yield
        finally:
            os.close(fd)

    def _head(self) -> tuple[int, str]:
        if not self.head_file.exists():
            return 0, GENESIS
        try:
            data = json.loads(read_private(self.head_file))
            return int(data["number"]), str(data["hash"])
        except (ValueError, KeyError, TypeError):
            raise NotaryError(
                translate("notary", "{path}: not the notary's seal head").format(
                    path=self.head_file
                )
            ) from None

    def _behind(self, number: int) -> NotaryError:
        return NotaryError(
            translate(
                "notary",
                "the records server's seals are behind the notary's head (seal {number}): a "
                "restored backup or deleted or edited seals; nothing is sealed",
            ).format(number=number)
        )

    def _caught_up(self, number: int, hash_: str) -> tuple[int, str]:
        """The database's last seal, after checking it is at or past the head (number, hash)."""
        rows = self.conn.execute(
            "SELECT number, payload, signature FROM notary.seals WHERE number >= %s"
            " ORDER BY number",
            (max(number, 1),),
        ).fetchall()
        seals = [Seal(int(n), str(p), bytes(s)) for n, p, s in rows]
        if number > 0 and (not seals or seals[0].number != number or seals[0].hash != hash_):
            raise self._behind(number)
        if number > 0 and self._handed_over(seals[0]):
            raise NotaryError(
                translate(
                    "notary",
                    "seal {number} handed the room over to its next key; start the notary "
                    "again to sign with it",
                ).format(number=number)
            )
        ours = Keyring((self.key.trusted(),))
        for seal in seals if number == 0 else seals[1:]:
            if (
                seal.number != number + 1
                or problem(seal, ours) is not None
                or seal.data()["previous"] != hash_
            ):
                raise NotaryError(
                    translate(
                        "notary",
                        "seal {number} on the records server was not made by this notary after "
                        "its head; nothing is sealed",
                    ).format(number=seal.number)
                )
            number, hash_ = seal.number, seal.hash
        return number, hash_

    def _handed_over(self, head: Seal) -> bool:
        """Whether the head seal hands this notary's key over to the next one."""
        data = head.data()
        return data.get("kind") == HANDOVER and data.get("key_id") == self.key.key_id

    def seal(
        self,
        kind: str,
        facts: Mapping[str, Any],
        write: Callable[[Any, Seal], None] = lambda conn, seal: None,
    ) -> Seal:
        """Seal `facts` of `kind` as the next number; `write(conn, seal)` adds, in the same
        transaction, the rows that refer to the seal."""
        with self._locked():
            number, hash_ = self._head()
            with self.conn.transaction():
                number, hash_ = self._caught_up(number, hash_)
                seal = make_seal(self.key, number + 1, hash_, kind, facts, self.clock())
                self.conn.execute(
                    "INSERT INTO notary.seals (number, payload, signature, hash)"
                    " VALUES (%s, %s, %s, %s)",
                    (seal.number, seal.payload, seal.signature, seal.hash),
                )
                write(self.conn, seal)
                self.conn.execute(  # sent when the seal is committed: a wake-up, nothing more
                    "SELECT pg_notify(%s, %s)", (SEALED_CHANNEL, str(seal.number))
                )
            write_private(
                self.head_file, json.dumps({"number": seal.number, "hash": seal.hash}) + "\n"
            )
            return seal

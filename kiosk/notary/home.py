"""The notary's own folder: its signing key, its examiners' secrets, its seal head and the
hand-overs it sealed, each a file only the notary's user reads."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kiosk.i18n import translate
from kiosk.notary import NotaryError
from kiosk.notary.keys import SigningKey, key_entry, load_key
from kiosk.notary.private import read_private, write_private
from kiosk.records.ledger import Keyring, Seal, handed_down, seal_of


@dataclass(frozen=True)
class Home:
    folder: Path

    @property
    def key_file(self) -> Path:
        return self.folder / "signing-key.json"

    @property
    def next_key_file(self) -> Path:
        """The next signing key while its hand-over is being sealed (kiosk notary rotate)."""
        return self.folder / "signing-key.next.json"

    @property
    def examiners_file(self) -> Path:
        return self.folder / "examiners.json"

    @property
    def head_file(self) -> Path:
        return self.folder / "seal-head.json"

    def key(self) -> SigningKey:
        return load_key(self.key_file)

    @property
    def handovers_file(self) -> Path:
        """The hand-overs this folder's keys sealed (kiosk notary rotate), for the key's entry."""
        return self.folder / "handovers.json"

    def handovers(self) -> list[Seal]:
        """The hand-overs kept in `handovers_file` (none before the first rotation)."""
        path = self.handovers_file
        if not (path.exists() or path.is_symlink()):
            return []
        try:
            return [seal_of(item) for item in json.loads(read_private(path))]
        except (ValueError, TypeError):
            raise NotaryError(
                translate("notary", "{path}: expected a list of sealed hand-overs").format(
                    path=path
                )
            ) from None

    def keep_handover(self, seal: Seal) -> None:
        """Keep the hand-over `seal` (once) for the next key's entry."""
        kept = {s.number: s for s in self.handovers()} | {seal.number: seal}
        text = json.dumps([kept[n].entry() for n in sorted(kept)], indent=1)
        write_private(self.handovers_file, text + "\n")

    def entry(self) -> dict[str, Any]:
        """The signing key's keyring entry (kiosk notary public-key --entry): the key, and the
        hand-overs that lead from it back to the room's first key (each checked, `handed_down`)."""
        key = self.key().trusted()
        led = handed_down(Keyring((key,)), self.handovers()).handovers
        return key_entry(key) | {"handovers": [s.entry() for s in led]}

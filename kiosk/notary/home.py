"""The notary's own folder: its signing key, its examiners' secrets and its seal head, each a
file only the notary's user reads."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from kiosk.notary.keys import SigningKey, load_key


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

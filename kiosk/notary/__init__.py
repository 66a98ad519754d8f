"""The notary: the one signer of a room's exam records, run on the records server as its own OS
user with its own database role (docs/notary.md).

It holds the room's Ed25519 signing key and the examiners' one-time-code secrets in files only
its user reads, registers exam and ruleset files, and seals what it decides in one numbered
chain. Nothing imports it but the commands.
"""

from __future__ import annotations


class NotaryError(Exception):
    """Something the notary cannot do, said in words for the person at the console."""

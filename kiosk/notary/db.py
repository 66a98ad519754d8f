"""The notary's connection to the records server (psycopg 3, autocommit, tuples)."""

from __future__ import annotations

from typing import Any

from kiosk.i18n import translate
from kiosk.notary import NotaryError
from kiosk.records.engine import redact


def connect(url: str, connect_timeout: int = 5) -> Any:
    """A connection to `url`; NotaryError (without the password) when there is none."""
    import psycopg

    try:
        return psycopg.connect(
            url, autocommit=True, connect_timeout=connect_timeout, application_name="kiosk-notary"
        )
    except psycopg.Error as exc:
        raise NotaryError(
            translate("notary", "records server {url}: cannot connect ({reason})").format(
                url=redact(url), reason=" ".join(str(exc).split())[:300]
            )
        ) from None

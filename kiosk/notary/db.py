"""The notary's connection to the records server (psycopg 3, autocommit, tuples)."""

from __future__ import annotations

from typing import Any

import psycopg

from kiosk.i18n import translate
from kiosk.notary import NotaryError
from kiosk.records.engine import redact, without_password


def connect(url: str, connect_timeout: int = 5, passfile: str | None = None) -> Any:
    """A connection to `url`; NotaryError (without the password) when there is none."""
    extra: dict[str, Any] = {"passfile": passfile} if passfile else {}
    try:
        return psycopg.connect(
            url,
            autocommit=True,
            connect_timeout=connect_timeout,
            application_name="kiosk-notary",
            **extra,
        )
    except psycopg.Error as exc:
        raise NotaryError(
            translate("notary", "records server {url}: cannot connect ({reason})").format(
                url=redact(url), reason=without_password(" ".join(str(exc).split())[:300], url)
            )
        ) from None

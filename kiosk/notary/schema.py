"""The notary's side of the records server: schema `notary`, its roles and what each may do.

`kiosk notary init-server URL`, run once by a superuser after `kiosk records init-server`,
creates the NOLOGIN owner `notary_owner` (every object of the schema belongs to it) and the
login role `notary`, the schema's tables and the functions through which kiosks and supervisors
write, and grants each role only what it needs:

- `notary` reads everything of its schema, and the trainees' names and badges (sealed with each
  start, for the certificate), and adds seals, registered definitions, attempts and replies; it
  changes and deletes nothing.
- `kiosk` reads the registered definitions, the seals, the replies, and its own attempts and
  answers (row-level security ties them to the role it logs in as); it asks for an exam, records
  answers and asks for an attempt's end through `request_exam`, `record_answer` and
  `request_end`.
- `supervisor` reads everything but the requests' codes and asks for decisions (void, allow a
  new attempt) through `request_decision`.
- `kiosk` and `supervisor` ask for a practical session at a training table to be judged again
  and sealed through `request_practical` (version 2); a session two examiners scored goes in
  with the one-time code of each (version 3).
- `hr` reads definitions, seals and attempts.

No role but the owner may UPDATE, DELETE or TRUNCATE anything. Every function is SECURITY
DEFINER with its search_path set, and no one but the roles named may execute it. An answer's
time is its commit time (`track_commit_timestamp`). Running it again changes nothing that is
already right.
"""

from __future__ import annotations

from typing import Any

from kiosk.i18n import translate
from kiosk.notary import NotaryError
from kiosk.notary.examiners import NAME_LENGTH

OWNER = "notary_owner"
ROLE = "notary"
CLIENT_ROLES = ("kiosk", "supervisor", "hr")
VERSION = 3
# The channel NOTIFY wakes the notary on (it polls as well).
CHANNEL = "notary"
REASON_LENGTH = 200
# What a kiosk may write at most: an item's index, an item key, an item's recorded inputs.
ITEMS = 10_000
SHOWN_LENGTH = 200
GIVEN_LENGTH = 20_000
# A practical session's record (JSON): a few hundred coups.
SESSION_LENGTH = 1_000_000


def _request(
    kind: str,
    params: str,
    insert: str,
    *,
    exam: bool = True,
    codes: tuple[str, ...] = ("p_code",),
    checks: str = "",
) -> str:
    """The function `request_{kind}` through which a client asks the notary for something: it
    checks the registered exam (`exam`) and that each of `codes` is six digits, then `checks`,
    inserts the request (`insert`: table, columns and values), wakes the notary and returns the
    request's id."""
    registered = (
        """    IF NOT EXISTS (SELECT 1 FROM notary.definitions WHERE hash = p_definition AND kind = 'exam')
    THEN
        RAISE EXCEPTION 'no registered exam %', p_definition USING ERRCODE = 'check_violation';
    END IF;
"""
        if exam
        else ""
    )
    six = " OR ".join(f"{code} !~ '^[0-9]{{6}}$'" for code in codes)
    return f"""
CREATE FUNCTION notary.request_{kind}(
    {params}
) RETURNS BIGINT
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, notary, pg_temp AS $$
DECLARE
    made BIGINT;
BEGIN
{registered}    IF {six} THEN
        RAISE EXCEPTION 'a code is six digits' USING ERRCODE = 'check_violation';
    END IF;
{checks}    INSERT INTO notary.{insert}
        RETURNING id INTO made;
    PERFORM pg_notify('{CHANNEL}', '{kind}');
    RETURN made;
END $$;
"""


_V1 = (
    f"""
CREATE TABLE notary.schema_version (version INTEGER NOT NULL);
INSERT INTO notary.schema_version VALUES (1);
CREATE TABLE notary.seals (
    number BIGINT PRIMARY KEY CHECK (number > 0),
    payload TEXT NOT NULL,
    signature BYTEA NOT NULL,
    hash TEXT NOT NULL UNIQUE
);
CREATE TABLE notary.definitions (
    hash TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('exam', 'ruleset')),
    name TEXT NOT NULL,
    content TEXT NOT NULL,
    seal BIGINT NOT NULL UNIQUE REFERENCES notary.seals (number)
);
CREATE TABLE notary.exam_requests (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    kiosk TEXT NOT NULL,
    trainee_id BIGINT NOT NULL,
    definition TEXT NOT NULL REFERENCES notary.definitions (hash),
    examiner TEXT NOT NULL CHECK (length(examiner) <= {NAME_LENGTH}),
    code TEXT NOT NULL
);
CREATE TABLE notary.attempts (
    id BIGINT PRIMARY KEY REFERENCES notary.exam_requests (id),
    kiosk TEXT NOT NULL,
    trainee_id BIGINT NOT NULL,
    definition TEXT NOT NULL REFERENCES notary.definitions (hash),
    seed TEXT NOT NULL,
    examiner TEXT NOT NULL,
    seal BIGINT NOT NULL UNIQUE REFERENCES notary.seals (number),
    ends TIMESTAMPTZ NOT NULL
);
CREATE TABLE notary.answers (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    attempt BIGINT NOT NULL REFERENCES notary.attempts (id),
    item INTEGER NOT NULL CHECK (item BETWEEN 0 AND {ITEMS}),
    shown TEXT NOT NULL CHECK (length(shown) <= {SHOWN_LENGTH}),
    given TEXT NOT NULL CHECK (length(given) <= {GIVEN_LENGTH}),
    kiosk TEXT NOT NULL,
    UNIQUE (attempt, item)
);
CREATE TABLE notary.end_requests (
    attempt BIGINT PRIMARY KEY REFERENCES notary.attempts (id),
    how TEXT NOT NULL CHECK (how IN ('handed-in', 'timed-out', 'abandoned')),
    kiosk TEXT NOT NULL
);
CREATE TABLE notary.decision_requests (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    attempt BIGINT NOT NULL REFERENCES notary.attempts (id),
    decision TEXT NOT NULL CHECK (decision IN ('void', 'retry')),
    reason TEXT NOT NULL CHECK (length(btrim(reason)) BETWEEN 1 AND {REASON_LENGTH}),
    examiner TEXT NOT NULL,
    code TEXT NOT NULL,
    asked_by TEXT NOT NULL
);
CREATE TABLE notary.replies (
    kind TEXT NOT NULL CHECK (kind IN ('exam', 'end', 'decision')),
    request BIGINT NOT NULL,
    seal BIGINT REFERENCES notary.seals (number),
    refused TEXT,
    CHECK ((seal IS NULL) <> (refused IS NULL)),
    PRIMARY KEY (kind, request)
);

ALTER TABLE notary.attempts ENABLE ROW LEVEL SECURITY;
ALTER TABLE notary.answers ENABLE ROW LEVEL SECURITY;
CREATE POLICY own ON notary.attempts FOR SELECT TO kiosk USING (kiosk = session_user);
CREATE POLICY room ON notary.attempts FOR SELECT TO notary, supervisor, hr USING (true);
CREATE POLICY sealing ON notary.attempts FOR INSERT TO notary WITH CHECK (true);
CREATE POLICY own ON notary.answers FOR SELECT TO kiosk USING (kiosk = session_user);
CREATE POLICY room ON notary.answers FOR SELECT TO notary, supervisor USING (true);
"""
    + _request(
        "exam",
        "p_trainee BIGINT, p_definition TEXT, p_examiner TEXT, p_code TEXT",
        "exam_requests (kiosk, trainee_id, definition, examiner, code)\n"
        "        VALUES (session_user, p_trainee, p_definition, p_examiner, p_code)",
    )
    + f"""
CREATE FUNCTION notary.record_answer(
    p_attempt BIGINT, p_item INTEGER, p_shown TEXT, p_given TEXT
) RETURNS VOID
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, notary, pg_temp AS $$
BEGIN
    PERFORM 1 FROM notary.attempts WHERE id = p_attempt AND kiosk = session_user FOR SHARE;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'no attempt % of this kiosk', p_attempt
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF EXISTS (SELECT 1 FROM notary.end_requests WHERE attempt = p_attempt)
        OR EXISTS (SELECT 1 FROM notary.replies WHERE kind = 'end' AND request = p_attempt)
    THEN
        RAISE EXCEPTION 'attempt % has ended', p_attempt USING ERRCODE = 'check_violation';
    END IF;
    INSERT INTO notary.answers (attempt, item, shown, given, kiosk)
        VALUES (p_attempt, p_item, p_shown, p_given, session_user);
END $$;

CREATE FUNCTION notary.request_end(p_attempt BIGINT, p_how TEXT) RETURNS VOID
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, notary, pg_temp AS $$
BEGIN
    PERFORM 1 FROM notary.attempts WHERE id = p_attempt AND kiosk = session_user FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'no attempt % of this kiosk', p_attempt
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    INSERT INTO notary.end_requests (attempt, how, kiosk)
        VALUES (p_attempt, p_how, session_user) ON CONFLICT (attempt) DO NOTHING;
    PERFORM pg_notify('{CHANNEL}', 'end');
END $$;
"""
    + _request(
        "decision",
        "p_attempt BIGINT, p_decision TEXT, p_reason TEXT, p_examiner TEXT, p_code TEXT",
        "decision_requests (attempt, decision, reason, examiner, code, asked_by)\n"
        "        VALUES (p_attempt, p_decision, btrim(p_reason), p_examiner, p_code, session_user)",
        exam=False,
    )
)

# Version 2: the practical at a real table. A session's record (kiosk.drills.practical) goes in
# with the examiner's code; the notary judges its coups again and seals "practical".
_V2 = f"""
UPDATE notary.schema_version SET version = 2;
CREATE TABLE notary.practical_requests (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    kiosk TEXT NOT NULL,
    trainee_id BIGINT NOT NULL,
    definition TEXT NOT NULL REFERENCES notary.definitions (hash),
    session TEXT NOT NULL CHECK (length(session) <= {SESSION_LENGTH}),
    examiner TEXT NOT NULL CHECK (length(examiner) <= {NAME_LENGTH}),
    code TEXT NOT NULL
);
ALTER TABLE notary.replies DROP CONSTRAINT replies_kind_check;
ALTER TABLE notary.replies ADD CONSTRAINT replies_kind_check
    CHECK (kind IN ('exam', 'end', 'decision', 'practical'));
""" + _request(
    "practical",
    "p_trainee BIGINT, p_definition TEXT, p_session TEXT, p_examiner TEXT, p_code TEXT",
    "practical_requests (kiosk, trainee_id, definition, session, examiner, code)\n"
    "        VALUES (session_user, p_trainee, p_definition, p_session, p_examiner, p_code)",
)

# Version 3: a practical two examiners scored is sealed only with a code of each. The second
# examiner's name and code go in with the first's; the five-argument call stays for a practical
# one examiner scores.
_V3 = f"""
UPDATE notary.schema_version SET version = 3;
ALTER TABLE notary.practical_requests
    ADD COLUMN second_examiner TEXT CHECK (length(second_examiner) <= {NAME_LENGTH}),
    ADD COLUMN second_code TEXT,
    ADD CHECK ((second_examiner IS NULL) = (second_code IS NULL));
""" + _request(
    "practical",
    "p_trainee BIGINT, p_definition TEXT, p_session TEXT, p_examiner TEXT, p_code TEXT,\n"
    "    p_second_examiner TEXT, p_second_code TEXT",
    "practical_requests\n"
    "        (kiosk, trainee_id, definition, session, examiner, code, second_examiner, second_code)\n"
    "        VALUES (session_user, p_trainee, p_definition, p_session, p_examiner, p_code,\n"
    "            p_second_examiner, p_second_code)",
    codes=("p_code", "coalesce(p_second_code, '')"),
    checks="    IF p_second_examiner IS NULL OR p_second_examiner = p_examiner THEN\n"
    "        RAISE EXCEPTION 'the second examiner is another person' USING ERRCODE = 'check_violation';\n"
    "    END IF;\n",
)

FUNCTIONS = {
    "request_exam(BIGINT, TEXT, TEXT, TEXT)": ("kiosk",),
    "record_answer(BIGINT, INTEGER, TEXT, TEXT)": ("kiosk",),
    "request_end(BIGINT, TEXT)": ("kiosk",),
    "request_decision(BIGINT, TEXT, TEXT, TEXT, TEXT)": ("supervisor",),
    "request_practical(BIGINT, TEXT, TEXT, TEXT, TEXT)": ("kiosk", "supervisor"),
    "request_practical(BIGINT, TEXT, TEXT, TEXT, TEXT, TEXT, TEXT)": ("kiosk", "supervisor"),
}
_V2_FUNCTIONS = ("request_practical(BIGINT, TEXT, TEXT, TEXT, TEXT)",)
_V3_FUNCTIONS = ("request_practical(BIGINT, TEXT, TEXT, TEXT, TEXT, TEXT, TEXT)",)
TABLES = (
    "schema_version",
    "seals",
    "definitions",
    "exam_requests",
    "attempts",
    "answers",
    "end_requests",
    "decision_requests",
    "replies",
    "practical_requests",
)

_GRANTS = f"""
REVOKE ALL ON SCHEMA notary FROM PUBLIC;
GRANT USAGE ON SCHEMA notary TO {ROLE}, {", ".join(CLIENT_ROLES)};
REVOKE ALL ON ALL TABLES IN SCHEMA notary FROM PUBLIC, {ROLE}, {", ".join(CLIENT_ROLES)};
REVOKE ALL ON ALL SEQUENCES IN SCHEMA notary FROM PUBLIC, {ROLE}, {", ".join(CLIENT_ROLES)};
REVOKE ALL ON ALL FUNCTIONS IN SCHEMA notary FROM PUBLIC, {ROLE}, {", ".join(CLIENT_ROLES)};
ALTER DEFAULT PRIVILEGES FOR ROLE {OWNER} IN SCHEMA notary REVOKE EXECUTE ON FUNCTIONS FROM PUBLIC;
GRANT SELECT ON ALL TABLES IN SCHEMA notary TO {ROLE};
GRANT INSERT ON notary.seals, notary.definitions, notary.attempts, notary.replies TO {ROLE};
GRANT SELECT ON notary.schema_version, notary.definitions, notary.seals, notary.replies,
    notary.attempts, notary.answers TO kiosk;
GRANT SELECT ON notary.schema_version, notary.definitions, notary.seals, notary.replies,
    notary.attempts, notary.answers, notary.end_requests TO supervisor;
GRANT SELECT (id, attempt, decision, reason, examiner, asked_by) ON notary.decision_requests
    TO supervisor;
GRANT SELECT ON notary.schema_version, notary.definitions, notary.seals, notary.attempts TO hr;
GRANT USAGE ON SCHEMA public TO {ROLE};
GRANT SELECT (id, name, badge) ON public.trainees TO {ROLE};
""" + "".join(
    f"GRANT EXECUTE ON FUNCTION notary.{f} TO {', '.join(roles)};\n"
    for f, roles in FUNCTIONS.items()
    if f not in _V2_FUNCTIONS + _V3_FUNCTIONS
)
# What version 2 adds to the grants.
_V2_GRANTS = """
GRANT SELECT (id, kiosk, trainee_id, definition, examiner) ON notary.practical_requests
    TO supervisor;
""" + "".join(
    f"GRANT EXECUTE ON FUNCTION notary.{f} TO {', '.join(FUNCTIONS[f])};\n" for f in _V2_FUNCTIONS
)
# What version 3 adds (the second examiner's name, not their code).
_V3_GRANTS = """
GRANT SELECT (second_examiner) ON notary.practical_requests TO supervisor;
""" + "".join(
    f"GRANT EXECUTE ON FUNCTION notary.{f} TO {', '.join(FUNCTIONS[f])};\n" for f in _V3_FUNCTIONS
)


def _one(conn: Any, sql: str, params: tuple[Any, ...] = ()) -> Any:
    row = conn.execute(sql, params).fetchone()
    return None if row is None else row[0]


def init_server(conn: Any, target: int = VERSION) -> tuple[int, int]:
    """Roles, schema and grants on the database `conn` (psycopg, autocommit, a superuser)
    is connected to, up to version `target`; returns the schema's version before and now."""
    if not _one(conn, "SELECT rolsuper FROM pg_roles WHERE rolname = current_user"):
        raise NotaryError(
            translate("notary", "init-server needs a superuser (it creates the notary's roles)")
        )
    if _one(conn, "SHOW track_commit_timestamp") != "on":
        raise NotaryError(
            translate(
                "notary",
                "the server does not keep commit times, which answers are timed by: run "
                "ALTER SYSTEM SET track_commit_timestamp = on; and restart PostgreSQL",
            )
        )
    missing = [
        r
        for r in CLIENT_ROLES
        if _one(conn, "SELECT 1 FROM pg_roles WHERE rolname = %s", (r,)) is None
    ]
    if missing:
        raise NotaryError(
            translate(
                "notary",
                "roles {roles} are missing: run `kiosk records init-server` on this database first",
            ).format(roles=", ".join(missing))
        )
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(7346002)")  # two set-ups at once
        for role, login in ((OWNER, "NOLOGIN"), (ROLE, "LOGIN")):
            if _one(conn, "SELECT 1 FROM pg_roles WHERE rolname = %s", (role,)) is None:
                conn.execute(f"CREATE ROLE {role} {login}")
        conn.execute(f"ALTER ROLE {OWNER} NOLOGIN")
        database = _one(conn, "SELECT current_database()")
        conn.execute(f'GRANT CONNECT ON DATABASE "{database}" TO {ROLE}')
        conn.execute(f"CREATE SCHEMA IF NOT EXISTS notary AUTHORIZATION {OWNER}")
        before = 0
        if _one(conn, "SELECT to_regclass('notary.schema_version')") is not None:
            before = int(_one(conn, "SELECT version FROM notary.schema_version"))
        if before < target:
            conn.execute(f"SET LOCAL ROLE {OWNER}")
            for version, ddl in ((1, _V1), (2, _V2), (3, _V3)):
                if before < version <= target:
                    conn.execute(ddl)
            conn.execute("RESET ROLE")
        now = max(before, target)
        conn.execute(_GRANTS)
        if now >= 2:
            conn.execute(_V2_GRANTS)
        if now >= 3:
            conn.execute(_V3_GRANTS)
    return before, now

"""The room's records server under a training room's load (make bench; figures, not asserts).

- 30 kiosks answering at drill pace (an answer every 0.5–1.5 s each) against one server on this
  machine, fsync on, each through its outbox and courier as the app runs: the time from an answer
  to its durable commit, p50 and p99 (target: p99 ≤ 50 ms), read from the server afterwards (the
  answer's time against its commit time), so that nothing watches the outboxes meanwhile.
- A busy school's year loaded (200 trainees, 2,000,000 answers, 2,000 exam results), on SQLite
  and on the server: the supervisor's room overview with each trainee's trend
  (Reports.room_summary), one trainee's heat map and leeches, a group's view and weekly
  trend; each target ≤ 200 ms. For comparison, reading that trainee's answers one by one as the
  trainee page did.

KIOSK_BENCH_KIOSKS, KIOSK_BENCH_ANSWERS (per kiosk) and KIOSK_BENCH_YEAR_ANSWERS scale it down.
"""

from __future__ import annotations

import os
import random
import statistics
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import psycopg
import pytest

from kiosk.records.history import SessionStart
from kiosk.records.location import open_store
from kiosk.records.outbox import OUTBOX_FILE, OutboxStore
from kiosk.records.postgres import PostgresStore
from kiosk.records.server import init_server, role_url
from kiosk.records.store import RecordStore, stored_answer
from tests.pgserver import Cluster

KIOSKS = int(os.environ.get("KIOSK_BENCH_KIOSKS", "30"))
ANSWERS = int(os.environ.get("KIOSK_BENCH_ANSWERS", "40"))
YEAR_ANSWERS = int(os.environ.get("KIOSK_BENCH_YEAR_ANSWERS", "2000000"))
PER_SESSION = 50
TEXT_TIME = '\'YYYY-MM-DD"T"HH24:MI:SS.MS"+00:00"\''


@pytest.fixture(scope="module")
def durable() -> Iterator[Cluster]:
    cluster = Cluster(fsync=True)
    # as on a room's server, whose notary times answers by their commit (kiosk.notary.schema)
    cluster.admin("ALTER SYSTEM SET track_commit_timestamp = on")
    cluster.stop()
    cluster.start()
    yield cluster
    cluster.destroy()


def _database(cluster: Cluster, name: str) -> str:
    cluster.admin(f"CREATE DATABASE {name}")
    url = cluster.url(name)
    init_server(url)
    return url


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


@pytest.mark.bench
def test_thirty_kiosks_answer_to_commit(benchmark, durable: Cluster, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Each kiosk as the app runs it: the answer goes to its outbox and its courier delivers it;
    the time is from the answer (its time as the kiosk stored it) to its commit on the server."""
    admin = _database(durable, "room_latency")
    url = role_url(admin, "kiosk")
    stores = [
        OutboxStore(
            lambda i=i: PostgresStore(url, kiosk=f"pc-{i}"),
            tmp_path / f"pc-{i}" / OUTBOX_FILE,
            courier=True,
        )
        for i in range(KIOSKS)
    ]
    sessions = []
    for i, store in enumerate(stores):
        trainee = store.add_trainee(f"Trainee {i}", f"b{i}")
        sessions.append(
            store.start_session(SessionStart(trainee.id, "banco", "practice", "bern", "h", "en"))
        )

    def kiosk(i: int) -> None:
        rng = random.Random(i)
        for n in range(ANSWERS):
            time.sleep(rng.uniform(0.5, 1.5))
            stores[i].add_answer(
                sessions[i],
                stored_answer("banco", f"banco:{n % 8}:third={n % 10}", "draw", "draw", True, 900),
            )

    def room() -> None:
        threads = [threading.Thread(target=kiosk, args=(i,)) for i in range(KIOSKS)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        deadline = time.monotonic() + 120
        while any(s.outbox.count() for s in stores) and time.monotonic() < deadline:
            time.sleep(0.05)

    benchmark.pedantic(room, rounds=1, iterations=1)
    for store in stores:
        store.close()
    with psycopg.connect(admin) as conn:
        latencies = [
            float(took)
            for (took,) in conn.execute(
                "SELECT extract(epoch FROM pg_xact_commit_timestamp(xmin) - at::timestamptz) "
                "FROM answers"
            )
        ]
    assert len(latencies) == KIOSKS * ANSWERS
    p50, p99 = _percentile(latencies, 0.5) * 1000, _percentile(latencies, 0.99) * 1000
    load = os.getloadavg()[0]
    benchmark.extra_info.update(p50_ms=p50, p99_ms=p99, answers=len(latencies), load=load)
    print(
        f"\n{KIOSKS} kiosks, {len(latencies)} answers through each kiosk's courier: answer to "
        f"durable commit p50 {p50:.1f} ms, p99 {p99:.1f} ms, max {max(latencies) * 1000:.1f} ms, "
        f"mean {statistics.mean(latencies) * 1000:.1f} ms (load average {load:.1f} on "
        f"{os.cpu_count()} cores)"
    )


#: A year of a busy school, generated by the database itself: trainees, sessions of 50 answers
#: over the year (the first 2,000 are exams), the answers, the item memories they leave, and 2,000
#: exam results. Loaded into a schema at version 4; the store's opening then migrates it to the
#: latest version, so the figures include the migration's backfill.
_YEAR_SQL = {
    "postgresql": {
        "series": "generate_series({lo}, {hi}) g",
        "time": "to_char(timestamp '2025-01-01' + g * interval '{step} seconds', "
        + TEXT_TIME
        + ")",
        "random_right": "(random() < 0.85)::int",
        "digest": "md5(g::text)",
        "prev": "md5((g - 1)::text)",
        "passed": "(g % 3 <> 0)::int",
    },
    "sqlite": {
        "series": "(WITH RECURSIVE s(g) AS (SELECT {lo} UNION ALL SELECT g + 1 FROM s "
        "WHERE g < {hi}) SELECT g FROM s)",
        "time": "strftime('%Y-%m-%dT%H:%M:%S.000+00:00', 1735689600 + CAST(g * {step} AS "
        "INTEGER), 'unixepoch')",
        "random_right": "(abs(random()) % 100 < 85)",
        "digest": "printf('%064d', g)",
        "prev": "printf('%064d', g - 1)",
        "passed": "(g % 3 <> 0)",
    },
}


def _year_statements(dialect: str) -> list[str]:
    sessions = YEAR_ANSWERS // PER_SESSION
    step = 365 * 24 * 3600 / sessions
    q = _YEAR_SQL[dialect]

    def series(lo: int, hi: int) -> str:
        return q["series"].format(lo=lo, hi=hi)

    return [
        "INSERT INTO trainees (name, badge, active, created) SELECT 'Trainee ' || g, "
        f"'B' || g, 1, '2025-01-01T08:00:00.000+00:00' FROM {series(1, 200)}",
        "INSERT INTO sessions (trainee_id, drill, mode, ruleset_id, ruleset_hash, language, "
        "started, ended, status, kiosk, uid) SELECT 1 + g % 200, 'banco', "
        "CASE WHEN g <= 2000 THEN 'exam' ELSE 'practice' END, 'bern', 'h', 'de', "
        f"{q['time'].format(step=step)}, {q['time'].format(step=step)}, "
        f"'completed', 'pc-' || g % 30, 's' || g FROM {series(1, sessions)}",
        "INSERT INTO answers (session_id, item_key, expected, given, correct, ms, at, drill) "
        "SELECT 1 + g / 50, 'banco:' || g % 8 || ':third=' || (g * 7) % 10, 'draw', 'draw', "
        f"{q['random_right']}, 500 + g % 3000, {q['time'].format(step=step / PER_SESSION)}, "
        f"'banco' FROM {series(0, YEAR_ANSWERS - 1)}",
        "INSERT INTO item_memory SELECT s.trainee_id, a.drill, a.item_key, 3600, MAX(a.at), "
        "COUNT(*), SUM(1 - a.correct), '11111111' FROM answers a "
        "JOIN sessions s ON s.id = a.session_id GROUP BY 1, 2, 3",
        "INSERT INTO exam_results SELECT g, s.trainee_id, g, 'bern', 'Bern', 'bern', 'h', "
        "'de', s.started, s.started, 45, 50, '0.9', "
        f"{q['passed']}, 1500, 0, '[]', '[]', {q['digest']}, {q['prev']}, {q['digest']} "
        f"FROM {series(1, 2000)} JOIN sessions s ON s.id = g",
        "INSERT INTO trainee_groups (name, started, created) VALUES "
        "('Spring', '2025-03-03', '2025-03-03T08:00:00.000+00:00')",
        f"INSERT INTO group_members (group_id, trainee_id) SELECT 1, g FROM {series(1, 20)}",
    ]


def _load_a_year_postgresql(cluster: Cluster, name: str) -> tuple[str, float]:
    """The year in a new database on the server, at version 4; then init-server (which migrates
    it); (owner URL, seconds the migration took)."""
    from kiosk.records.engine import PostgresDatabase
    from kiosk.records.migrations import migrate

    cluster.admin(f"CREATE DATABASE {name}")
    url = cluster.url(name)
    db = PostgresDatabase(url)
    migrate(db, target=4)
    db.close()
    with psycopg.connect(url, autocommit=True) as conn:
        for sql in _year_statements("postgresql"):
            conn.execute(sql)
        conn.execute("VACUUM ANALYZE")
    started = time.perf_counter()
    init_server(url)
    migrated = time.perf_counter() - started
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("VACUUM ANALYZE")
    return url, migrated


def _load_a_year_sqlite(folder: Path) -> float:
    """The year in a SQLite file at version 4, then opened (and migrated) by the store; the
    seconds the migration took."""
    from kiosk.records.engine import SQLiteDatabase
    from kiosk.records.migrations import migrate
    from kiosk.records.store import DB_FILE, SQLiteStore

    folder.mkdir(parents=True, exist_ok=True)
    db = SQLiteDatabase.open(str(folder / DB_FILE))
    migrate(db, target=4)
    with db.transaction():
        for sql in _year_statements("sqlite"):
            db.execute(sql)
    db.execute("ANALYZE")
    db.close()
    started = time.perf_counter()
    SQLiteStore(folder / DB_FILE).close()
    return time.perf_counter() - started


def _best_ms(job: Callable[[], object], runs: int = 5) -> tuple[float, float]:
    """(first run, best of `runs`) in milliseconds."""
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        job()
        times.append((time.perf_counter() - started) * 1000)
    return times[0], min(times)


@pytest.mark.bench
@pytest.mark.parametrize("engine", ["sqlite", "postgresql"])
def test_a_year_of_a_busy_school(benchmark, durable: Cluster, engine: str, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The supervisor's views with a year loaded, on each engine: the room overview (with each
    trainee's trend), one trainee's heat map and leeches, and a group's view and weekly trend. Target: each <= 200 ms."""
    started = time.perf_counter()
    if engine == "postgresql":
        owner, migrated = _load_a_year_postgresql(durable, "room_year")
        store: RecordStore = PostgresStore(role_url(owner, "supervisor"), kiosk="office")
    else:
        migrated = _load_a_year_sqlite(tmp_path)
        store = open_store(tmp_path)
    loaded = time.perf_counter() - started
    try:
        summary = benchmark.pedantic(store.room_summary, rounds=5, iterations=1)
        assert len(summary) == 200 and sum(s.answers for s in summary) == YEAR_ANSWERS
        assert all(0 < len(s.trend) <= 14 for s in summary)
        overview = benchmark.stats.stats.min * 1000
        busiest = max(summary, key=lambda s: s.answers).trainee.id
        figures = {
            "one trainee's heat map": _best_ms(lambda: store.heat_map(busiest)),
            "leeches (item memories)": _best_ms(lambda: store.item_memories(busiest)),
            "group view (20 members)": _best_ms(lambda: store.group_report(1)),
            "group trend (4 weeks against 4)": _best_ms(lambda: store.group_trend(1)),
        }
        reading = _best_ms(lambda: store.answers(trainee_id=busiest), runs=3)
        count = len(store.answers(trainee_id=busiest))
    finally:
        store.close()
    benchmark.extra_info.update(
        overview_ms=overview, **{k: best for k, (_, best) in figures.items()}
    )
    lines = "".join(
        f"\n  {what}: {best:.1f} ms (first {first:.1f} ms)"
        for what, (first, best) in figures.items()
    )
    print(
        f"\n{engine}: a year loaded in {loaded:.0f} s ({YEAR_ANSWERS} answers, 200 trainees, "
        f"2,000 exam results; migration to v5 with its backfill {migrated:.1f} s)"
        f"\n  room overview with trends: {overview:.1f} ms (best of 5){lines}"
        f"\n  for comparison, reading that trainee's {count} answers one by one: "
        f"{reading[1]:.0f} ms (first {reading[0]:.0f} ms)"
        f"\n  (load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)"
    )

"""Shared test setup: Qt runs offscreen; tests that use qtbot are marked `gui`."""

from __future__ import annotations

import itertools
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.setdefault("LANG", "en_GB.UTF-8")
# Never read or write the machine's real settings, site folder or records.
_SANDBOX = Path(tempfile.mkdtemp(prefix="kiosk-tests-"))
for _var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
    os.environ[_var] = str(_SANDBOX / _var.lower())
os.environ["KIOSK_SITE_DIR"] = str(_SANDBOX / "site")

from kiosk import i18n  # noqa: E402
from kiosk.rules.catalog import ruleset_files  # noqa: E402
from kiosk.rules.loader import load_ruleset  # noqa: E402
from kiosk.rules.model import Ruleset  # noqa: E402
from tests.pgserver import Cluster, ServerMissing  # noqa: E402

# Property tests judge behaviour, not speed: a loaded CI machine must not fail them on timing.
settings.register_profile("kiosk", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("kiosk")

REPO = Path(__file__).resolve().parent.parent
SHIPPED_IDS = sorted(ruleset_files())


def pytest_unconfigure(config: pytest.Config) -> None:
    shutil.rmtree(_SANDBOX, ignore_errors=True)


# The fixtures that start a PostgreSQL server of the tests' own: a test that needs one is `slow`.
SERVER_FIXTURES = {"pg_cluster", "notary_cluster"}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        fixtures = getattr(item, "fixturenames", ())
        if "qtbot" in fixtures:
            item.add_marker(pytest.mark.gui)
        if SERVER_FIXTURES.intersection(fixtures):
            item.add_marker(pytest.mark.slow)


@pytest.fixture(autouse=True)
def own_site_folder(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each test has a site config folder of its own: a PIN one test saves (a site-only setting,
    kept in the site's settings file) cannot reach the next."""
    monkeypatch.setenv("KIOSK_SITE_DIR", str(tmp_path_factory.mktemp("site")))


@pytest.fixture(autouse=True)
def english_by_default() -> Iterator[None]:
    """Each test starts in English; a test that switches language cannot leak it to the next."""
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.fixture(params=SHIPPED_IDS)
def shipped_ruleset(request: pytest.FixtureRequest) -> Ruleset:
    """Each shipped house ruleset in turn."""
    return load_ruleset(ruleset_files()[request.param])


@pytest.fixture
def repo() -> Path:
    return REPO


@pytest.fixture(scope="session")
def pg_cluster() -> Iterator[Cluster]:
    """One throwaway PostgreSQL server for the whole run (tests/pgserver.py); a machine without
    one fails here with the command that installs it."""
    try:
        cluster = Cluster()
    except ServerMissing as exc:
        pytest.fail(str(exc), pytrace=False)
    yield cluster
    cluster.destroy()


_databases = itertools.count(1)


@pytest.fixture
def pg_url(pg_cluster: Cluster) -> Iterator[str]:
    """A fresh, empty database on the test server, dropped after the test."""
    name = f"kiosk_test_{next(_databases)}"
    pg_cluster.admin(f"CREATE DATABASE {name}")
    yield pg_cluster.url(name)
    pg_cluster.admin(f"DROP DATABASE {name} WITH (FORCE)")


EXAMINER_CODE = "3141592653"
_GATE_HASH: list[str] = []  # made once, at scrypt's least cost (the real one is 4 times it)


@pytest.fixture
def examiner(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The supervisor gate's code (EXAMINER_CODE) in the site settings of a site folder of the
    test's own."""
    from kiosk.records.access import MIN_N, hash_pin

    if not _GATE_HASH:
        _GATE_HASH.append(hash_pin(EXAMINER_CODE, n=MIN_N))
    site = tmp_path / "site"
    site.mkdir(exist_ok=True)
    monkeypatch.setenv("KIOSK_SITE_DIR", str(site))
    (site / "settings.yaml").write_text(f"supervisor_pin: {_GATE_HASH[0]}\n", encoding="utf-8")
    yield EXAMINER_CODE

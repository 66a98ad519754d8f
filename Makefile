# kiosk — the two commands a user needs: `make run` and `make test`.
VENV    ?= .venv
PY      := $(VENV)/bin/python
PIP     := $(VENV)/bin/pip
STAMP   := $(VENV)/.installed
PYTHON  ?= python3
# Pytest keeps the test modules it rewrites for its asserts (in __pycache__) even where the
# environment asks Python not to write bytecode: a run after the first then collects the 2,800
# tests in 4 to 7 s instead of rewriting 150 modules again (18 to 25 s at a load average of 8).
PYTEST  := env -u PYTHONDONTWRITEBYTECODE QT_QPA_PLATFORM=offscreen $(PY) -m pytest

# System packages Qt needs offscreen on a bare Debian machine, and for a real X window.
QT_DEBS  := libglib2.0-0 libegl1 libgl1 libx11-6 libdbus-1-3 libfontconfig1 libfreetype6 \
            libxkbcommon0 fonts-dejavu-core
# The records server the tests start a throwaway cluster of (tests/pgserver.py).
PG_DEBS  := postgresql
X11_DEBS := libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-render-util0 \
            libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0

.PHONY: run test test-fast bench lint typecheck translations sysdeps sysdeps-x11 sysdeps-postgresql \
	package shots clean

run: $(STAMP) sysdeps sysdeps-x11
	$(VENV)/bin/kiosk run $(ARGS)

# Everything CI checks: the tests, lint, types, and the bundle built and self-tested (as it is
# shipped, so with the committed translations).
test: $(STAMP) sysdeps sysdeps-postgresql
	$(PYTEST) $(PYTEST_ARGS)
	@$(MAKE) --no-print-directory lint typecheck
	TRANSLATIONS=as-is VENV=$(VENV) bash packaging/build.sh

# The loop while working, under a minute: the tests not marked slow (a quick test of every area,
# listed in docs/benchmarks.md), lint and types; no bundle and no PostgreSQL server.
test-fast: $(STAMP) sysdeps
	$(PYTEST) -q -m "not slow and not bench" $(PYTEST_ARGS)
	@$(MAKE) --no-print-directory lint typecheck

bench: $(STAMP) sysdeps sysdeps-postgresql
	$(PYTEST) tests/bench -m bench --benchmark-enable $(PYTEST_ARGS)
	$(PY) -m tests.bench.learning  # the learning-efficiency table (docs/learning.md)

lint: $(STAMP)
	$(VENV)/bin/ruff check kiosk tests
	$(VENV)/bin/ruff format --check kiosk tests

typecheck: $(STAMP)
	$(VENV)/bin/mypy

$(VENV)/bin/python:
	$(PYTHON) -m venv $(VENV) || { rm -rf $(VENV); exit 1; }  # else the next run finds no pip

$(STAMP): $(VENV)/bin/python pyproject.toml
	$(PIP) install --quiet --upgrade pip
	$(PIP) install --quiet -e '.[test]'
	touch $(STAMP)

sysdeps:
	@bash packaging/sysdeps.sh $(QT_DEBS)

sysdeps-x11:
	@bash packaging/sysdeps.sh $(X11_DEBS)

# Debian starts the package's own cluster on install; the tests use their own, on a free port.
sysdeps-postgresql:
	@bash packaging/sysdeps.sh $(PG_DEBS)

translations: $(STAMP)
	bash packaging/translations.sh

shots: $(STAMP) sysdeps
	QT_QPA_PLATFORM=offscreen $(VENV)/bin/kiosk shots out/shots --lang all

package: $(STAMP) sysdeps
	VENV=$(VENV) bash packaging/build.sh

clean:
	rm -rf build dist .pytest_cache .mypy_cache .ruff_cache .benchmarks

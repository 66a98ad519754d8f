"""Where the kiosk keeps its records and its cache: the folders platformdirs names, found without
importing platformdirs on the app's way to its first screen."""

from __future__ import annotations

import sys

import platformdirs
import pytest

from kiosk.settings import default_cache_dir, default_data_dir


@pytest.mark.skipif(sys.platform.startswith(("win", "darwin")), reason="the XDG rule is for Unix")
@pytest.mark.parametrize(
    "environment",
    [
        {},
        {"XDG_DATA_HOME": "/srv/training/data", "XDG_CACHE_HOME": "/srv/training/cache"},
        {"XDG_DATA_HOME": "", "XDG_CACHE_HOME": ""},
        {"XDG_DATA_HOME": "relative/data", "XDG_CACHE_HOME": "relative/cache"},
        {"XDG_DATA_HOME": " /leading-space", "XDG_CACHE_HOME": "/trailing-slash/"},
    ],
)
def test_user_folders_are_those_platformdirs_names(
    environment: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    for variable in ("XDG_DATA_HOME", "XDG_CACHE_HOME"):
        monkeypatch.delenv(variable, raising=False)
    for variable, value in environment.items():
        monkeypatch.setenv(variable, value)
    assert str(default_data_dir()) == platformdirs.user_data_dir("kiosk", appauthor=False)
    assert str(default_cache_dir()) == platformdirs.user_cache_dir("kiosk", appauthor=False)

"""Shared fixtures: every test gets its own data folder for saves."""

import pytest


@pytest.fixture(autouse=True)
def tabletop_home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("BIBLE_TABLETOP_HOME", str(home))
    return home

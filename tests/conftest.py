"""Shared fixtures: every test gets its own data folder for saves."""

import pytest


@pytest.fixture(autouse=True)
def tabletop_home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("BIBLE_TABLETOP_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def steady_cursor(request, monkeypatch):
    """A snapshot is a picture at one moment: a text box's blinking cursor would be in it or not by the clock (the
    Bashers set-up snapshot failed now and then on that alone). For snapshot tests the cursor stays shown."""
    if "snap_compare" in request.fixturenames:
        from textual.widgets import Input

        monkeypatch.setattr(Input, "_toggle_cursor", lambda self: None)


# The long tests first (whole games through the screen, then the many seeded games), the quick ones after: the two
# test workers then end together instead of one waiting on a long game collected last.
FIRST = ("tests/tui/", "tests/engine/test_conformance.py", "tests/engine/test_playouts.py")


def pytest_collection_modifyitems(config, items):
    def rank(item) -> int:
        path = item.nodeid
        return next((i for i, prefix in enumerate(FIRST) if path.startswith(prefix)), len(FIRST))

    items.sort(key=rank)

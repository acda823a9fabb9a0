"""Snapshot tests of the main screens at 80x24 and 120x40 (pytest-textual-snapshot)."""

import random

import pytest

from bible_tabletop.engine.game import GameConfig
from bible_tabletop.tui.app import BibleTabletopApp

SIZES = [(80, 24), (120, 40)]


def app_at(start=None):
    app = BibleTabletopApp(start=start, seeds=random.Random(1))
    app.computer_delay_cap = 0.001
    return app


@pytest.mark.parametrize("size", SIZES)
def test_main_menu(snap_compare, size):
    assert snap_compare(app_at(), terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_setup_screen(snap_compare, size):
    assert snap_compare(app_at(), terminal_size=size, press=["enter"])


@pytest.mark.parametrize("size", SIZES)
def test_barbarians_game_screen(snap_compare, size):
    """Mid-game: seat 1 (human) has placed, the computer placed, it is the human's first turn."""
    config = GameConfig(game="barbarians", players=3, computer=[1, 2], options={"skills": "on"})

    async def place(pilot):
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause(0.3)
        await pilot.press("1")
        await pilot.pause()

    assert snap_compare(app_at(("play", config, 42)), terminal_size=size, run_before=place)


@pytest.mark.parametrize("size", SIZES)
def test_curtain(snap_compare, size):
    config = GameConfig(game="barbarians", players=2)
    assert snap_compare(app_at(("play", config, 42)), terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_tribond_game_screen(snap_compare, size):
    """Mid-turn: the die rolled and two clues of the clue-set read (the answer hidden)."""
    config = GameConfig(game="tribond", players=3, computer=[2], options={"first": "1"})

    async def read(pilot):
        await pilot.pause()
        for key in ("r", "1", "r", "c"):
            await pilot.press(key)
            await pilot.pause()

    assert snap_compare(app_at(("play", config, 7)), terminal_size=size, run_before=read)

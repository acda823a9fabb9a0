"""Snapshot tests of the main screens at 80x24 and 120x40 (pytest-textual-snapshot)."""

import random

import pytest

from bible_tabletop.engine.game import GameConfig
from bible_tabletop.tui.app import BibleTabletopApp
from tests.tui.waiting import while_computers_move

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
        await while_computers_move(pilot, pilot.app)  # they place, then it is the human's turn
        await pilot.press("1")
        await pilot.pause()

    assert snap_compare(app_at(("play", config, 42)), terminal_size=size, run_before=place)


@pytest.mark.parametrize("size", SIZES)
def test_curtain(snap_compare, size):
    config = GameConfig(game="barbarians", players=2)
    assert snap_compare(app_at(("play", config, 42)), terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_tribond_game_screen(snap_compare, size, monkeypatch):
    """Mid-turn: the die rolled and two clues of the clue-set read (the answer hidden). A fixed little deck, so
    editing the clue bank does not change the picture."""
    from bible_tabletop.games.tribond.rules import game as rules
    from bible_tabletop.games.tribond.rules.models import Card, Clues

    clues = Clues(("Stone", "Building", "Stumbling"), "Blocks", (), ("1 Kings 5:17",))
    easy = Clues(("Matthew", "Mark", "John"), "Gospel writers", (), ("Mark 1:1",))
    deck = tuple(Card(f"snap-{i:03d}", (clues, clues, clues, clues, "love", "humble"), easy) for i in range(20))
    monkeypatch.setattr(rules, "bank", lambda: deck)
    config = GameConfig(game="tribond", players=3, computer=[2], options={"first": "1"})

    async def read(pilot):
        await pilot.pause()
        for key in ("r", "1", "r", "c"):
            await pilot.press(key)
            await pilot.pause()

    assert snap_compare(app_at(("play", config, 7)), terminal_size=size, run_before=read)

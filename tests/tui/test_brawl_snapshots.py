"""Snapshot tests of the Bible Brawl screen (pytest-textual-snapshot): mid-game at 80x24 and 120x40, five players
at 80x24, the card list, and the curtain."""

import random

import pytest

from bible_tabletop.engine.game import GameConfig
from bible_tabletop.engine.session import Session
from bible_tabletop.games.brawl.rules.bots import SensibleBot
from bible_tabletop.games.registry import rules_for
from bible_tabletop.tui.app import BibleTabletopApp

SIZES = [(80, 24), (120, 40)]


def midgame(players: int, seed: int, turn: int) -> BibleTabletopApp:
    """Computer players play up to `turn`, where seat 1 (the human) begins a turn."""
    config = GameConfig(game="brawl", players=players, computer=list(range(1, players)), options={"win": "20"})
    session = Session(rules_for("brawl"), config, seed)
    bots = [SensibleBot(seed + s) for s in range(players)]
    st = session.state
    while not (st.phase == "turn" and st.turn >= turn and session.to_act == 0 and not st.pending):
        seat = session.to_act
        session.act(bots[seat].choose(session.rules, st, seat))
    app = BibleTabletopApp(start=("session", session), seeds=random.Random(1))
    app.computer_delay_cap = 0.001
    return app


@pytest.mark.parametrize("size", SIZES)
def test_brawl_game_screen(snap_compare, size):
    """Three players, turn 7: exhausted characters, tokens, face-down back lines, pouches, honor."""
    assert snap_compare(midgame(3, 5, 7), terminal_size=size)


def test_brawl_five_players_compact(snap_compare):
    """Five players at 80x24: two lines an opponent."""
    assert snap_compare(midgame(5, 5, 11), terminal_size=(80, 24))


def test_brawl_brawls_filter_and_card(snap_compare):
    """`b` shows the brawls (winning ones first) and the detail pane shows the defender in full."""
    assert snap_compare(midgame(3, 5, 7), terminal_size=(120, 40), press=["b"])


def test_brawl_inspect(snap_compare):
    """`i`: every card in sight, the highlighted one in full."""
    assert snap_compare(midgame(3, 5, 7), terminal_size=(80, 24), press=["i"])


@pytest.mark.parametrize("size", SIZES)
def test_brawl_curtain(snap_compare, size):
    """Two humans: the game opens behind the curtain for the first draft pick."""
    config = GameConfig(game="brawl", players=2, options={"win": "15"})
    app = BibleTabletopApp(start=("play", config, 42), seeds=random.Random(1))
    app.computer_delay_cap = 0.001
    assert snap_compare(app, terminal_size=size)

"""Bible Brawl self-play: seeded random games 2 to 5 players with every invariant after every action and the
replay digest checked; determinism; save, load and replay; the sensible computer player's strength and speed."""

from __future__ import annotations

import pytest

from bible_tabletop.engine.bots import RandomBot
from bible_tabletop.engine.digest import digest
from bible_tabletop.engine.game import GameConfig
from bible_tabletop.engine.playout import play_one, simulate
from bible_tabletop.engine.session import Session
from bible_tabletop.games.brawl.rules.bots import SensibleBot
from bible_tabletop.games.brawl.rules.game import RULES


@pytest.mark.parametrize("chunk", range(2))
def test_random_games_two_to_five_players_keep_every_invariant(chunk):
    """DESIGN 'invariants': every card in one place, AP never negative, lines within limits, hand <= 8 after every
    turn, honor = sum of the honor pile, one winner at or above the win amount; replay reaches the same digest.
    200 games in 2 chunks of 100 (so test workers share them), and 300 more in the conformance suite
    (tests/engine/conformance.py), which checks every invariant after every action too."""
    report = simulate(RULES, games=100, seed=20261203 + chunk, vary_options=True)
    assert report["errors"] == 0, report["failures"]
    assert report["invariant_violations"] == 0, report["failures"]
    assert report["completed"] == 100 and sum(report["wins"].values()) == 100


def test_sensible_bot_games_keep_every_invariant():
    """The sensible computer player's games, 2 to 5 players, with every invariant checked."""
    report = simulate(RULES, games=100, seed=77, bot_names=["sensible"], vary_options=True)
    assert report["errors"] == 0 and report["invariant_violations"] == 0, report["failures"]


def test_same_config_seed_and_actions_give_the_same_state():
    """DESIGN 'randomness': same config, seed and actions give the same state."""
    for seed in range(6):
        config = GameConfig(game="brawl", players=2 + seed % 4, options={"win": "15"})
        a = play_one(RULES, config, seed, [RandomBot(seed + s) for s in range(config.players)])
        b = play_one(RULES, config, seed, [RandomBot(seed + s) for s in range(config.players)])
        assert a.actions == b.actions and a.winners == b.winners and a.completed


def test_save_load_replay_same_digest(tmp_path):
    """Issue: save, load and replay give the same digest."""
    config = GameConfig(game="brawl", players=3, options={"no-pity": "on"} if "no-pity" in RULES.packs else {})
    session = Session(RULES, config, 42)
    bots = [SensibleBot(s) for s in range(3)]
    for _ in range(150):
        if session.outcome is not None:
            break
        seat = session.to_act
        session.act(bots[seat].choose(RULES, session.state, seat))
    path = tmp_path / "brawl.json"
    session.save(path)
    loaded = Session.load(path)
    assert digest(loaded.state) == digest(session.state)


def test_sensible_beats_random_in_most_two_player_games():
    """Issue: the computer player beats random in at least 80% of 2-player games, both seat orders."""
    first = simulate(RULES, games=100, seed=5, players=2, bot_names=["sensible", "random"], check=False)
    second = simulate(RULES, games=100, seed=6, players=2, bot_names=["random", "sensible"], check=False)
    wins = first["wins"].get("seat 1", 0) + second["wins"].get("seat 2", 0)
    assert wins >= 160, (first["wins"], second["wins"])


def test_undo_stops_at_a_reveal():
    """DESIGN 'undo': a draw, deal, shuffle or turned card counts as a reveal, so undo stops there."""
    session = Session(RULES, GameConfig(game="brawl", players=2), 8)
    session.act(session.legal()[0])  # a draft pick passes nothing yet
    assert session.can_undo() is False or session.steps[-1].seat == session.to_act
    while session.state.phase != "turn":
        session.act(session.legal()[0])
    assert session.steps[-1].revealed  # the blind reveal turned the cards

"""Seeded random games across 2 to 6 players with every invariant after every action (DESIGN: invariants)."""

import pytest

from bible_tabletop.engine.bots import RandomBot
from bible_tabletop.engine.digest import digest
from bible_tabletop.engine.game import GameConfig
from bible_tabletop.engine.playout import play_one, simulate
from bible_tabletop.games.registry import rules_for

RULES = rules_for("barbarians")


@pytest.mark.parametrize("chunk", range(4))
def test_a_thousand_random_games_keep_every_invariant(chunk):
    """1,000 seeded games in 4 chunks of 250 (so test workers share them), 2-6 players, options drawn at random;
    invariants and replay digest checked (and 300 more in the conformance suite, tests/engine/conformance.py)."""
    report = simulate(RULES, games=250, seed=20261202 + chunk, vary_options=True)
    assert report["errors"] == 0, report["failures"]
    assert report["invariant_violations"] == 0, report["failures"]
    assert report["completed"] == 250
    assert sum(report["wins"].values()) + report["draws"] == 250


def test_same_config_seed_and_actions_give_the_same_state():
    """Determinism: two runs from one seed with the same bot seeds reach identical digests."""
    for seed in range(40):
        config = GameConfig(game="barbarians", players=2 + seed % 5,
                            options={"skills": "on", "rome": "on", "side": ("indoor", "outdoor")[seed % 2]})
        a = play_one(RULES, config, seed, [RandomBot(seed + s) for s in range(config.players)])
        b = play_one(RULES, config, seed, [RandomBot(seed + s) for s in range(config.players)])
        assert a.actions == b.actions and a.winners == b.winners
        s1, s2 = RULES.setup(config, seed), RULES.setup(config, seed)
        for act in a.actions:
            RULES.apply(s1, act)
            RULES.apply(s2, act)
        assert digest(s1) == digest(s2)


def test_brawler_beats_random_in_most_two_player_games():
    """The sensible computer player wins at least 80% of 2-player games against random, both seat orders."""
    first = simulate(RULES, games=100, seed=5, players=2, bot_names=["brawler", "random"], check=False)
    second = simulate(RULES, games=100, seed=6, players=2, bot_names=["random", "brawler"], check=False)
    wins = first["wins"].get("seat 1", 0) + second["wins"].get("seat 2", 0)
    assert wins >= 160


def test_failure_writes_a_save_that_resumes(tmp_path):
    """A failing playout leaves a save file that replays to its position."""
    from bible_tabletop.engine.playout import Playout, failure_save
    from bible_tabletop.engine.session import Session

    config = GameConfig(game="barbarians", players=3)
    p = play_one(RULES, config, 9, [RandomBot(s) for s in range(3)])
    cut = Playout(9, config, p.actions[:25], violation="made up for the test")
    path = failure_save(RULES, cut)
    session = Session.load(path)
    assert len(session.steps) == 25
